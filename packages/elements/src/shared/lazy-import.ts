/**
 * Imports one of an element's lazily loaded modules, unless the browser says it is offline.
 *
 * A module whose fetch fails stays failed for the rest of the page: the module map keeps the failure
 * (Chromium does, as the HTML standard says), so every later `import()` of it fails at once, even
 * when the network is back. An app that treats a failed import as a new deployment then reloads the
 * page (Vite's `vite:preloadError`), and the user loses what they were doing. So an element does not
 * try while `navigator.onLine` is false: the promise rejects without fetching, and the element takes
 * its usual path for a failed load (it goes on without the module and tries again on the next need).
 *
 * Keep the `import()` inside `load` (`importWhenOnline(() => import('./view.js'))`), so bundlers
 * still see it and make the module a chunk of its own.
 */
export function importWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return Promise.reject(new Error('offline: the module is imported once the browser is online'));
  }
  return load();
}
