/**
 * A failed dynamic module or stylesheet load (Vite's `vite:preloadError`, usually a new deployment
 * that replaced the files this page was built with) reloads the page once to pick up the new
 * version. If the reloaded page fails again, it says so instead of reloading in a loop.
 */
export const PRELOAD_RELOAD_KEY = 'portal:preload-reload';
/** A second failure within this time after the reload counts as "the reload did not help". */
export const PRELOAD_RETRY_WINDOW_MS = 60_000;

export interface PreloadErrorOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload?: () => void;
  report: () => void;
  now?: () => number;
}

export function handlePreloadError(event: Event, options: PreloadErrorOptions): 'reloaded' | 'reported' {
  const storage = options.storage ?? sessionStorage;
  const now = options.now ?? Date.now;
  event.preventDefault(); // Vite would otherwise rethrow the error.
  const last = Number(storage.getItem(PRELOAD_RELOAD_KEY) ?? 0);
  if (Number.isFinite(last) && last > 0 && now() - last < PRELOAD_RETRY_WINDOW_MS) {
    storage.removeItem(PRELOAD_RELOAD_KEY);
    options.report();
    return 'reported';
  }
  storage.setItem(PRELOAD_RELOAD_KEY, String(now()));
  (options.reload ?? (() => window.location.reload()))();
  return 'reloaded';
}

export function installPreloadErrorHandler(report: () => void): void {
  window.addEventListener('vite:preloadError', (event) => handlePreloadError(event, { report }));
}
