import { describe, expect, it } from 'vitest';
import { importOnItsOwn } from './import-on-its-own';
import { PRELOAD_RELOAD_KEY, handlePreloadError, type PreloadErrorOptions } from './preload-error';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

describe('a failed module preload', () => {
  it('reloads once, then reports instead of looping', () => {
    const storage = memoryStorage();
    let reloads = 0;
    let reports = 0;
    let time = 1_000_000;
    const options = { storage, reload: () => void reloads++, report: () => void reports++, now: () => time };
    const event = () => new Event('vite:preloadError', { cancelable: true });

    expect(handlePreloadError(event(), options)).toBe('reloaded');
    time += 2_000;
    expect(handlePreloadError(event(), options)).toBe('reported');
    expect([reloads, reports]).toEqual([1, 1]);
    expect(storage.values.has(PRELOAD_RELOAD_KEY)).toBe(false);
  });

  it('reloads again for a failure long after the last reload (another deployment)', () => {
    const storage = memoryStorage();
    let time = 0;
    let reloads = 0;
    const options = { storage, reload: () => void reloads++, report: () => undefined, now: () => time };
    handlePreloadError(new Event('x', { cancelable: true }), options);
    time += 10 * 60_000;
    expect(handlePreloadError(new Event('x', { cancelable: true }), options)).toBe('reloaded');
    expect(reloads).toBe(2);
  });

  it('reloads when what is stored under its key is not a time of its own', () => {
    const storage = memoryStorage();
    storage.setItem(PRELOAD_RELOAD_KEY, 'not a time');
    let reloads = 0;
    const options = { storage, reload: () => void reloads++, report: () => undefined, now: () => 5_000 };
    expect(handlePreloadError(new Event('x', { cancelable: true }), options)).toBe('reloaded');
    expect(reloads).toBe(1);
  });

  it('prevents the default so Vite does not rethrow', () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    handlePreloadError(event, { storage: memoryStorage(), reload: () => undefined, report: () => undefined });
    expect(event.defaultPrevented).toBe(true);
  });
});

describe('one page', () => {
  it('acts once however many loads fail in it (no reload loop)', () => {
    const storage = memoryStorage();
    let reloads = 0;
    let reports = 0;
    let time = 1_000_000;
    const common = { storage, reload: () => void reloads++, report: () => void reports++, now: () => time };
    const event = () => new Event('vite:preloadError', { cancelable: true });

    // The first page: its preload and React.lazy fail for the same chunk.
    const first = { ...common, page: {} };
    expect(handlePreloadError(event(), first)).toBe('reloaded');
    expect(handlePreloadError(event(), first)).toBe('reloaded');
    // The reloaded page fails twice again: reported once, and no reload.
    time += 2_000;
    const second = { ...common, page: {} };
    expect(handlePreloadError(event(), second)).toBe('reported');
    expect(handlePreloadError(event(), second)).toBe('reported');
    expect([reloads, reports]).toEqual([1, 1]);
  });

  it('does not reload while the browser is offline, and still prevents the default', () => {
    let reloads = 0;
    const event = new Event('vite:preloadError', { cancelable: true });
    const outcome = handlePreloadError(event, {
      storage: memoryStorage(),
      reload: () => void reloads++,
      report: () => undefined,
      online: () => false,
    });
    expect(outcome).toBe('offline');
    expect(reloads).toBe(0);
    expect(event.defaultPrevented).toBe(true);
  });
});

describe('importOnItsOwn (an import whose caller handles its failure)', () => {
  /**
   * What Vite's preload helper does when a chunk cannot be fetched: it tells the page with the error as
   * the event's payload, and rethrows that error unless a listener prevented the default.
   */
  function viteFails(options: PreloadErrorOptions, outcomes: string[], error: Error): Promise<never> {
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error });
    outcomes.push(handlePreloadError(event, options));
    return event.defaultPrevented
      ? Promise.reject(new Error('prevented: the import would have gone on'))
      : Promise.reject(error);
  }
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  /** A page online with nothing stored, and how often it has reloaded. */
  function countingReloads() {
    let count = 0;
    const options: PreloadErrorOptions = {
      storage: memoryStorage(),
      reload: () => void count++,
      report: () => undefined,
      online: () => true,
    };
    return { options, reloads: () => count };
  }

  it('leaves the failure of its import to its caller: no reload, and Vite rejects the import', async () => {
    const { options, reloads } = countingReloads();
    const outcomes: string[] = [];
    const failing = importOnItsOwn(() =>
      viteFails(options, outcomes, new Error('Failed to fetch dynamically imported module')),
    );
    await expect(failing).rejects.toThrow('Failed to fetch dynamically imported module');
    await tick();
    expect(outcomes).toEqual(['left-to-caller']);
    expect(reloads()).toBe(0);
    // Once the import has settled, a failure is the page's again.
    expect(handlePreloadError(new Event('vite:preloadError', { cancelable: true }), options)).toBe(
      'reloaded',
    );
  });

  it("leaves another load's failure in the same moment to the page, which reloads as at any other time", async () => {
    const { options, reloads } = countingReloads();
    const outcomes: string[] = [];
    let release!: () => void;
    // The caller's own import is on its way (not failed) while a page chunk fails.
    const own = importOnItsOwn(() => new Promise<string>((resolve) => (release = () => resolve('editor'))));
    const other = viteFails(options, outcomes, new Error('Failed to fetch the page chunk'));
    // Not prevented: its own caller (an error boundary) is told at once.
    await expect(other).rejects.toThrow('Failed to fetch the page chunk');
    expect(outcomes).toEqual(['left-to-caller']);
    await tick();
    expect(reloads()).toBe(1);
    release();
    await expect(own).resolves.toBe('editor');
  });

  it('passes a loaded module through', async () => {
    await expect(importOnItsOwn(async () => ({ ok: true }))).resolves.toEqual({ ok: true });
  });
});
