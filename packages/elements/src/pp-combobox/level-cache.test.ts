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

describe('LevelCache: the texts a query reads', () => {
  it('lower-cases the matches of a query in the idle time after it, and drops them when the query is cleared', async () => {
    let reads = 0;
    const list: ComboboxOption[] = Array.from({ length: 3000 }, (_, i) => {
      const name = `Item ${i}`;
      return {
        id: String(i),
        get name() {
          reads++;
          return name;
        },
      };
    });
    const cache = new LevelCache();
    const wanted = () => true;
    cache.rows(list, [], '', false, wanted);
    // The index built and warmed up in idle time (a list of 3,000 needs one warm-up round a callback).
    for (let i = 0; i < 12; i++) await idle();
    cache.rows(list, [], 'i', false, wanted);
    await idle();
    reads = 0;
    const { rows } = cache.rows(list, [], 'it', false, wanted);
    expect(rows).to.have.length(3000);
    expect(reads, "the idle time after 'i' lowered its matches").to.equal(0);

    cache.rows(list, [], '', false, wanted);
    reads = 0;
    cache.rows(list, [], 'it', false, wanted);
    expect(reads, 'cleared: read again').to.equal(3000);
    cache.stop();
  });
});
