import { describe, expect, it } from 'vitest';
import { PRELOAD_RELOAD_KEY, handlePreloadError } from './preload-error';

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
