import { describe, expect, it } from 'vitest';
import { PRELOAD_RELOAD_KEY, handlePreloadError, importOnItsOwn } from './preload-error';

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
  it('leaves the failure of its import to its caller: no reload, and Vite rejects the import', async () => {
    let reloads = 0;
    const options = { storage: memoryStorage(), reload: () => void reloads++, report: () => undefined };
    const outcomes: string[] = [];
    const failing = importOnItsOwn(async () => {
      // What Vite's preload helper does when the chunk cannot be fetched: it tells the page, and
      // rethrows the error unless a listener prevented the default.
      const event = new Event('vite:preloadError', { cancelable: true });
      outcomes.push(handlePreloadError(event, options));
      if (!event.defaultPrevented) throw new Error('Failed to fetch dynamically imported module');
      return 'not thrown';
    });
    await expect(failing).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(outcomes).toEqual(['left-to-caller']);
    expect(reloads).toBe(0);
    // Once the import has settled, a failure is the page's again.
    expect(handlePreloadError(new Event('vite:preloadError', { cancelable: true }), options)).toBe(
      'reloaded',
    );
  });

  it('passes a loaded module through', async () => {
    await expect(importOnItsOwn(async () => ({ ok: true }))).resolves.toEqual({ ok: true });
  });
});
