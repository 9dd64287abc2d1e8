import { expect } from '@open-wc/testing';
import { importWhenOnline } from './lazy-import.js';

/** Makes `navigator.onLine` say `online` until the returned function restores it. */
function sayOnline(online: boolean): () => void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  return () => delete (navigator as { onLine?: boolean }).onLine;
}

describe('importWhenOnline', () => {
  it('imports while the browser is online', async () => {
    const restore = sayOnline(true);
    try {
      let calls = 0;
      const module = await importWhenOnline(() => (calls++, Promise.resolve({ answer: 42 })));
      expect(module.answer).to.equal(42);
      expect(calls).to.equal(1);
    } finally {
      restore();
    }
  });

  it('offline, rejects without fetching, so a failure is not kept for the page', async () => {
    const restore = sayOnline(false);
    try {
      let calls = 0;
      const error = await importWhenOnline(() => (calls++, Promise.resolve({}))).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).to.be.instanceOf(Error);
      expect(calls, 'load not called').to.equal(0);
    } finally {
      restore();
    }
    expect(navigator.onLine, 'restored').to.equal(true);
  });
});
