import { runInIdleSlices } from './idle';

const started = new WeakMap<Document, Promise<void>>();

/**
 * Asks the browser to fetch every page's chunks into its HTTP cache, without running them: the build
 * lists them in `<meta name="pp-page-chunks">` (the `portal:page-chunks-meta` plugin in
 * vite.config.ts), and each becomes a `<link rel="prefetch">`. Called once the first screen is idle
 * (main.tsx), so that navigating never waits for the network, while no page's code runs before the
 * page is shown: a phone's main thread stays free for the person. The dev server has no list: nothing
 * to do. Idempotent: settles once every link is in.
 *
 * Adding a link starts its request on the main thread (about 2.5 ms each on a phone, measured with
 * a 4x slower CPU): the links are added in idle slices (`runInIdleSlices`), so that no task is long
 * enough to delay a tap.
 */
export function prefetchPages(doc: Document = document): Promise<void> {
  let done = started.get(doc);
  if (!done) {
    done = runInIdleSlices(links(doc));
    started.set(doc, done);
  }
  return done;
}

/** One step per listed file the page does not link yet: adds its prefetch link. */
function* links(doc: Document): Generator<() => void> {
  const list = doc.querySelector<HTMLMetaElement>('meta[name="pp-page-chunks"]')?.content ?? '';
  const present = new Set([...doc.querySelectorAll<HTMLLinkElement>('link[href]')].map((link) => link.href));
  for (const path of new Set(list.split(/\s+/).filter(Boolean))) {
    yield () => {
      const link = doc.createElement('link');
      link.rel = 'prefetch';
      link.href = path;
      if (present.has(link.href)) return;
      // The same request mode as the module loader's (and Vite's modulepreload links): the cached
      // answer is then the one the page's import uses.
      if (path.endsWith('.js')) link.crossOrigin = '';
      doc.head.append(link);
    };
  }
}
