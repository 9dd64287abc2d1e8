import { afterEach, describe, expect, it, vi } from 'vitest';
import { runInIdleSlices, whenOnline } from './idle';

/** A `requestIdleCallback` whose callbacks run when the test says, each with `remaining` ms of idle time. */
function idleCallbacks() {
  const queued: IdleRequestCallback[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => queued.push(callback));
  return {
    get pending() {
      return queued.length;
    },
    /** Runs the oldest queued callback with `remaining` ms of idle time left. */
    runNext(remaining = 50) {
      const callback = queued.shift();
      if (!callback) throw new Error('no idle callback is queued');
      callback({ didTimeout: false, timeRemaining: () => remaining });
    },
  };
}

/** Steps that record their number when run, each taking `ms` of (faked) time. */
function steps(count: number, ran: number[], clock: { now: number }, ms: number): (() => void)[] {
  return Array.from({ length: count }, (_, index) => () => {
    clock.now += ms;
    ran.push(index);
  });
}

describe('runInIdleSlices', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  function fakeClock() {
    const clock = { now: 0 };
    vi.spyOn(performance, 'now').mockImplementation(() => clock.now);
    return clock;
  }

  it('runs every step, in order, as many in one idle callback as fit in the slice', async () => {
    const idle = idleCallbacks();
    const clock = fakeClock();
    const ran: number[] = [];
    const done = runInIdleSlices(steps(10, ran, clock, 3), 8);
    expect(ran).toEqual([]);
    idle.runNext();
    // 3 ms a step: the third ends the 8 ms slice.
    expect(ran).toEqual([0, 1, 2]);
    while (idle.pending > 0) idle.runNext();
    await expect(done).resolves.toBeUndefined();
    expect(ran).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('stops a slice when the browser says its idle period is over', () => {
    const idle = idleCallbacks();
    const clock = fakeClock();
    const ran: number[] = [];
    void runInIdleSlices(steps(4, ran, clock, 0), 8);
    idle.runNext(0);
    // A step is never cut short, and one runs in every callback, so the work always moves on.
    expect(ran).toEqual([0]);
    expect(idle.pending).toBe(1);
  });

  it('rejects with the error of a step that throws, and runs none of the steps after it', async () => {
    const idle = idleCallbacks();
    const ran: string[] = [];
    const done = runInIdleSlices([
      () => ran.push('first'),
      () => {
        throw new TypeError('the link could not be added');
      },
      () => ran.push('after'),
    ]);
    idle.runNext();
    await expect(done).rejects.toThrow(new TypeError('the link could not be added'));
    expect(ran).toEqual(['first']);
    expect(idle.pending).toBe(0);
  });

  it('rejects with an Error when a step throws something else', async () => {
    const idle = idleCallbacks();
    const done = runInIdleSlices([
      () => {
        throw 'a string';
      },
    ]);
    idle.runNext();
    await expect(done).rejects.toThrow(new Error('a string'));
  });

  it('settles at once, in one callback, for no steps', async () => {
    const idle = idleCallbacks();
    const done = runInIdleSlices([]);
    idle.runNext();
    await expect(done).resolves.toBeUndefined();
  });

  it('uses a short timer where the browser has no idle callbacks', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('requestIdleCallback', undefined);
      const ran: number[] = [];
      const done = runInIdleSlices([() => ran.push(1), () => ran.push(2)]);
      expect(ran).toEqual([]);
      await vi.advanceTimersByTimeAsync(50);
      await expect(done).resolves.toBeUndefined();
      expect(ran).toEqual([1, 2]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('whenOnline', () => {
  afterEach(() => vi.restoreAllMocks());

  it('settles at once online, and offline only once the browser is back online', async () => {
    await expect(whenOnline()).resolves.toBeUndefined();

    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let settled = false;
    const back = whenOnline().then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await back;
    expect(settled).toBe(true);
  });
});
