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

/**
 * The imports whose callers handle their failure (import-on-its-own.ts): how many are on their way,
 * and the errors those callers received (their failures, not the page's).
 */
export const ownImports = { count: 0, errors: new WeakSet<object>() };

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
  if (ownImports.count) {
    // Not prevented: Vite rejects the import, and its caller keeps the page as it is. Whether the
    // failure was that import's is known once its caller has the error, a microtask later. One that
    // was not (another load failing in the same moment, its import rejected to its error boundary) is
    // then the page's, as at any other time; so is a payload that is missing or not an object.
    setTimeout(() => {
      if (!ownImports.errors.has((event as Event & { payload: object }).payload)) pageOutcome(options);
    });
    return 'left-to-caller';
  }
  event.preventDefault(); // Vite would otherwise rethrow the error.
  return pageOutcome(options);
}

/** What the page does about a failed load: reload once, report a second failure, or wait offline. */
function pageOutcome(options: PreloadErrorOptions): Exclude<PreloadOutcome, 'left-to-caller'> {
  const storage = options.storage ?? sessionStorage;
  const now = options.now ?? Date.now;
  const page = options.page ?? {};
  if (page.outcome) return page.outcome;
  if (!(options.online ?? (() => navigator.onLine))()) return 'offline';
  const last = Number(storage.getItem(PRELOAD_RELOAD_KEY));
  // Nothing stored is 0 (Number(null)), and a value not ours NaN: neither is > 0.
  if (last > 0 && now() - last < PRELOAD_RETRY_WINDOW_MS) {
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
