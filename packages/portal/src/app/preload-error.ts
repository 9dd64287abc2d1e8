/**
 * A failed dynamic module or stylesheet load (Vite's `vite:preloadError`, usually a new deployment
 * that replaced the files this page was built with) reloads the page once to pick up the new
 * version. If the reloaded page fails again, it says so instead of reloading in a loop. One page
 * acts once: a page fetches the same chunk from several places (its preload at boot, React.lazy,
 * Vite's modulepreload links), and a second event after the first one's reload or report must not
 * start another round. While the browser is offline it does not reload at all (that would leave the
 * portal for the browser's offline page); the connection status says what is wrong.
 */
export const PRELOAD_RELOAD_KEY = 'portal:preload-reload';
/** A second failure within this time after the reload counts as "the reload did not help". */
export const PRELOAD_RETRY_WINDOW_MS = 60_000;

export type PreloadOutcome = 'reloaded' | 'reported' | 'offline';

export interface PreloadErrorOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload?: () => void;
  report: () => void;
  now?: () => number;
  online?: () => boolean;
  /** What this page has done already (one object per page load). */
  page?: { outcome?: 'reloaded' | 'reported' };
}

export function handlePreloadError(event: Event, options: PreloadErrorOptions): PreloadOutcome {
  const storage = options.storage ?? sessionStorage;
  const now = options.now ?? Date.now;
  const page = options.page ?? {};
  event.preventDefault(); // Vite would otherwise rethrow the error.
  if (page.outcome) return page.outcome;
  if (!(options.online ?? (() => navigator.onLine))()) return 'offline';
  const last = Number(storage.getItem(PRELOAD_RELOAD_KEY) ?? 0);
  if (Number.isFinite(last) && last > 0 && now() - last < PRELOAD_RETRY_WINDOW_MS) {
    storage.removeItem(PRELOAD_RELOAD_KEY);
    page.outcome = 'reported';
    options.report();
    return 'reported';
  }
  storage.setItem(PRELOAD_RELOAD_KEY, String(now()));
  page.outcome = 'reloaded';
  (options.reload ?? (() => window.location.reload()))();
  return 'reloaded';
}

export function installPreloadErrorHandler(report: () => void): void {
  const page = {};
  window.addEventListener('vite:preloadError', (event) => handlePreloadError(event, { report, page }));
}
