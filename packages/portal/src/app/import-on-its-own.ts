/**
 * An import whose caller handles its failure (the support reply box keeps its plain field when the
 * editor's chunk cannot be fetched). Its own module, so that it goes with its callers' lazy chunks and
 * not into the first load with the page's handler.
 */
import { ownImports } from './preload-error';

/**
 * Runs `load` (a dynamic import whose failure its caller handles) so that the failure is the caller's.
 * While it is on its way, the page's handler (preload-error.ts, which would reload the page and take
 * what a person typed with it) does not prevent a `vite:preloadError`, so Vite rejects the import. The
 * handler then waits until this caller has the error: a failure that is not this import's (another
 * load failing in the same moment) is the page's, handled as at any other time. So `load` is one
 * import: a `Promise.all` of two would hand its caller only the first failure, and the second would
 * be the page's; wrap each import instead. (A listener of its own could not stop the event first: at
 * the window, Chromium runs capture and other listeners in the order they were added.)
 */
export async function importOnItsOwn<T>(load: () => Promise<T>): Promise<T> {
  ownImports.count++;
  try {
    return await load();
  } catch (error) {
    if (error instanceof Object) ownImports.errors.add(error);
    throw error;
  } finally {
    ownImports.count--;
  }
}
