import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchPages } from './prefetch-pages';

function pageWith(list: string | undefined, ...linked: string[]): Document {
  const doc = document.implementation.createHTMLDocument('portal');
  // A document made here has no address of its own: the portal's.
  const base = doc.createElement('base');
  base.href = window.location.origin;
  doc.head.append(base);
  if (list !== undefined) {
    const meta = doc.createElement('meta');
    meta.name = 'pp-page-chunks';
    meta.content = list;
    doc.head.append(meta);
  }
  for (const href of linked) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    doc.head.append(link);
  }
  return doc;
}

const prefetched = (doc: Document) =>
  [...doc.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => ({
    path: new URL(link.href).pathname,
    crossOrigin: link.crossOrigin,
  }));

describe('prefetchPages', () => {
  afterEach(() => document.head.querySelectorAll('link[rel="prefetch"]').forEach((link) => link.remove()));

  it("asks for every listed file once, scripts in the module loader's request mode, and runs none", () => {
    const doc = pageWith('/build/users-a.js /build/users-b.css  /build/users-a.js /build/payments-c.js');
    prefetchPages(doc);
    expect(prefetched(doc)).toEqual([
      { path: '/build/users-a.js', crossOrigin: '' },
      { path: '/build/users-b.css', crossOrigin: null },
      { path: '/build/payments-c.js', crossOrigin: '' },
    ]);
    expect(doc.querySelectorAll('script')).toHaveLength(0);
  });

  it('leaves out what the page already links (the first page preloaded its own chunks), and is idempotent', () => {
    const doc = pageWith('/build/client-a.js /build/users-b.js', '/build/client-a.js');
    prefetchPages(doc);
    prefetchPages(doc);
    expect(prefetched(doc)).toEqual([{ path: '/build/users-b.js', crossOrigin: '' }]);
  });

  it('does nothing without a list (the dev server) or with an empty one', () => {
    for (const doc of [pageWith(undefined), pageWith('')]) {
      prefetchPages(doc);
      expect(prefetched(doc)).toEqual([]);
    }
  });

  it('adds them a batch at a time, the next batches in idle callbacks', async () => {
    const doc = pageWith('/build/a.js /build/b.js /build/c.js /build/d.css /build/e.js', '/build/b.js');
    prefetchPages(doc, 2);
    expect(prefetched(doc).map((link) => link.path)).toEqual(['/build/a.js', '/build/c.js']);
    await vi.waitFor(() =>
      expect(prefetched(doc).map((link) => link.path)).toEqual([
        '/build/a.js',
        '/build/c.js',
        '/build/d.css',
        '/build/e.js',
      ]),
    );
  });
});
