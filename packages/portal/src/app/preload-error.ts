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

export type PreloadOutcome = 'reloaded' | 'reported' | 'offline' | 'left-to-caller';

/** How many imports whose callers handle their failure are on their way ({@link importOnItsOwn}). */
let ownImports = 0;

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
  // Not prevented: Vite rejects the import, and its caller keeps the page as it is.
  if (ownImports > 0) return 'left-to-caller';
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

/**
 * Runs `load` (a dynamic import whose failure its caller handles) so that the failure is the
 * caller's: while it is on its way, a `vite:preloadError` is left alone by the page's handler above
 * (which would reload the page, and take what a person typed with it), and Vite rejects the import
 * instead. Another import that fails in the same moment is rejected too, to its own error boundary,
 * rather than reloading the page. (A listener of its own could not stop the event first: at the
 * window, Chromium runs capture and other listeners in the order they were added.)
 */
export async function importOnItsOwn<T>(load: () => Promise<T>): Promise<T> {
  ownImports++;
  try {
    return await load();
  } finally {
    ownImports--;
  }
}
