import { expect } from '@open-wc/testing';
import { ToastTimers } from './toast-timers.js';
import type { TimedToast } from './toast-timers.js';

interface Toast extends TimedToast {
  duration: number;
}

/**
 * A clock the test moves by hand: `setTimeout`, `clearTimeout` and `performance.now()` (what
 * ToastTimers reads) answer from it until `restore()`. The countdowns are checked to the
 * millisecond, whatever else the machine is doing: no real timer is involved.
 */
function manualClock() {
  let now = 1000;
  let nextId = 0;
  const pending = new Map<number, { at: number; run: () => void }>();
  const real = { setTimeout: globalThis.setTimeout, clearTimeout: globalThis.clearTimeout };
  globalThis.setTimeout = ((run: () => void, ms = 0) => {
    pending.set(++nextId, { at: now + Math.max(0, ms), run });
    return nextId;
  }) as unknown as typeof setTimeout;
  globalThis.clearTimeout = ((id: number | undefined) => {
    if (id !== undefined) pending.delete(id);
  }) as typeof clearTimeout;
  Object.defineProperty(performance, 'now', { configurable: true, value: () => now });
  return {
    now: () => now,
    /** Moves the clock by `ms`, running each timer that falls due on the way at its own time. */
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = [...pending.entries()]
          .filter(([, timer]) => timer.at <= end)
          .sort(([a, x], [b, y]) => x.at - y.at || a - b)[0];
        if (due === undefined) break;
        pending.delete(due[0]);
        now = due[1].at;
        due[1].run();
      }
      now = end;
    },
    restore() {
      globalThis.setTimeout = real.setTimeout;
      globalThis.clearTimeout = real.clearTimeout;
      delete (performance as { now?: unknown }).now;
    },
  };
}

let clock: ReturnType<typeof manualClock>;

/** Timers whose expiries are recorded as [the clock's time, keys]. */
function timers() {
  const expired: [number, number[]][] = [];
  const t = new ToastTimers<Toast>({
    durationOf: (toast) => toast.duration,
    onExpire: (toasts) => expired.push([clock.now(), toasts.map((toast) => toast.key)]),
  });
  return { t, expired };
}

const toast = (key: number, duration: number, version = 0): Toast => ({ key, version, duration });

describe('ToastTimers', () => {
  beforeEach(() => {
    clock = manualClock();
  });
  afterEach(() => {
    clock.restore();
  });

  it('expires a shown toast after its duration, and toasts due together in one call', () => {
    const { t, expired } = timers();
    const start = clock.now();
    t.sync([toast(1, 80), toast(2, 80), toast(3, 400)], false);
    clock.advance(79);
    expect(expired).to.deep.equal([]);
    clock.advance(1);
    expect(expired).to.deep.equal([[start + 80, [1, 2]]]);
    clock.advance(320);
    expect(expired).to.deep.equal([
      [start + 80, [1, 2]],
      [start + 400, [3]],
    ]);
  });

  it('keeps the remaining time while paused and resumes from it', () => {
    const { t, expired } = timers();
    const a = toast(1, 200);
    t.sync([a], false);
    clock.advance(100);
    t.sync([a], true);
    clock.advance(250);
    expect(expired).to.deep.equal([]);
    const resumed = clock.now();
    t.sync([a], false);
    clock.advance(99);
    expect(expired).to.deep.equal([]);
    clock.advance(1);
    // 100 ms were left: not a full 200 ms restart.
    expect(expired).to.deep.equal([[resumed + 100, [1]]]);
  });

  it('never expires Infinity, and pauseAll stops every countdown', () => {
    const { t, expired } = timers();
    t.sync([toast(1, Number.POSITIVE_INFINITY), toast(2, 60)], false);
    t.pauseAll();
    clock.advance(10_000);
    expect(expired).to.deep.equal([]);
  });

  it('restarts a toast updated in place (a new version)', () => {
    const { t, expired } = timers();
    t.sync([toast(1, 150)], false);
    clock.advance(100);
    const updated = clock.now();
    t.sync([toast(1, 150, 1)], false);
    clock.advance(149);
    expect(expired).to.deep.equal([]);
    clock.advance(1);
    expect(expired).to.deep.equal([[updated + 150, [1]]]);
  });

  it('forgets toasts no longer shown: shown again, they start from their full duration', () => {
    const { t, expired } = timers();
    const a = toast(1, 150);
    t.sync([a], false);
    clock.advance(100);
    t.sync([], false);
    clock.advance(100);
    expect(expired).to.deep.equal([]);
    const again = clock.now();
    t.sync([a], false);
    clock.advance(149);
    expect(expired).to.deep.equal([]);
    clock.advance(1);
    expect(expired).to.deep.equal([[again + 150, [1]]]);
  });
});
