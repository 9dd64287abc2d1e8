import { expect } from '@open-wc/testing';
import { LevelCache } from './level-cache.js';
import type { ComboboxOption } from './types.js';

const options = (count: number): ComboboxOption[] =>
  Array.from({ length: count }, (_, i) => ({ id: String(i), name: `Item ${i}` }));

/** Resolves after the browser's next idle period, once any idle callback asked for before has run. */
const idle = () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 1000 }));

describe('LevelCache: the root level built ahead of opening (getReady)', () => {
  it('builds the root level in idle time, not at once, and opening then reuses it', async () => {
    const cache = new LevelCache();
    const list = options(1000);
    cache.getReady(list, false, () => true);
    expect(cache.isReady(list), 'not in the event that asked for it').to.equal(false);
    await idle();
    expect(cache.isReady(list)).to.equal(true);
    const { rows } = cache.rows(list, [], '', false, () => true);
    expect(rows).to.equal(list);
    cache.stop();
  });

  it('builds nothing when the options change, the element leaves or no longer wants it first', async () => {
    const forgotten = new LevelCache();
    const list = options(10);
    forgotten.getReady(list, false, () => true);
    forgotten.forget();
    const stopped = new LevelCache();
    stopped.getReady(list, false, () => true);
    stopped.stop();
    const unwanted = new LevelCache();
    unwanted.getReady(list, false, () => false);
    await idle();
    await idle();
    expect(forgotten.isReady(list), 'new options').to.equal(false);
    expect(stopped.isReady(list), 'left the page').to.equal(false);
    expect(unwanted.isReady(list), 'no longer wanted').to.equal(false);
  });
});
