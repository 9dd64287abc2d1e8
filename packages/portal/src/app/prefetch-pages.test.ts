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

  it("asks for every listed file once, scripts in the module loader's request mode, and runs none", async () => {
    const doc = pageWith('/build/users-a.js /build/users-b.css  /build/users-a.js /build/payments-c.js');
    await prefetchPages(doc);
    expect(prefetched(doc)).toEqual([
      { path: '/build/users-a.js', crossOrigin: '' },
      { path: '/build/users-b.css', crossOrigin: null },
      { path: '/build/payments-c.js', crossOrigin: '' },
    ]);
    expect(doc.querySelectorAll('script')).toHaveLength(0);
  });

  it('leaves out what the page already links (the first page preloaded its own chunks), and is idempotent', async () => {
    const doc = pageWith('/build/client-a.js /build/users-b.js', '/build/client-a.js');
    const first = prefetchPages(doc);
    expect(prefetchPages(doc), 'the same work, not a second').toBe(first);
    await first;
    await prefetchPages(doc);
    expect(prefetched(doc)).toEqual([{ path: '/build/users-b.js', crossOrigin: '' }]);
  });

  it('does nothing without a list (the dev server) or with an empty one', async () => {
    for (const doc of [pageWith(undefined), pageWith('')]) {
      await prefetchPages(doc);
      expect(prefetched(doc)).toEqual([]);
    }
  });

  it('adds them in idle slices: no link is added in the task that asks for them, none after the slice is spent', async () => {
    const doc = pageWith('/build/a.js /build/b.js /build/c.js /build/d.css /build/e.js', '/build/b.js');
    // An idle period of 50 ms each time (the test's document has no idle callbacks of its own).
    const idle = vi.fn((callback: IdleRequestCallback) =>
      window.setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 })),
    );
    vi.stubGlobal('requestIdleCallback', idle);
    const now = vi.spyOn(performance, 'now');
    try {
      // Every step takes 5 ms: a slice of 8 ms holds two of them.
      let clock = 0;
      now.mockImplementation(() => (clock += 5) - 5);
      const done = prefetchPages(doc);
      expect(prefetched(doc)).toEqual([]);
      await done;
      expect(prefetched(doc).map((link) => link.path)).toEqual([
        '/build/a.js',
        '/build/c.js',
        '/build/d.css',
        '/build/e.js',
      ]);
      // Five steps (b.js is linked, its step adds nothing), two a slice: three idle callbacks.
      expect(idle).toHaveBeenCalledTimes(3);
    } finally {
      vi.unstubAllGlobals();
      now.mockRestore();
    }
  });
});
