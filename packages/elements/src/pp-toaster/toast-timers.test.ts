import { expect, aTimeout } from '@open-wc/testing';
import { ToastTimers } from './toast-timers.js';
import type { TimedToast } from './toast-timers.js';

interface Toast extends TimedToast {
  duration: number;
}

/** Timers whose expiries are recorded as [`performance.now()`, keys]. */
function timers() {
  const expired: [number, number[]][] = [];
  const t = new ToastTimers<Toast>({
    durationOf: (toast) => toast.duration,
    onExpire: (toasts) => expired.push([performance.now(), toasts.map((toast) => toast.key)]),
  });
  return { t, expired };
}

const toast = (key: number, duration: number, version = 0): Toast => ({ key, version, duration });

describe('ToastTimers', () => {
  it('expires a shown toast after its duration, and toasts due together in one call', async () => {
    const { t, expired } = timers();
    const start = performance.now();
    t.sync([toast(1, 80), toast(2, 80), toast(3, 400)], false);
    await aTimeout(150);
    expect(expired).to.have.length(1);
    expect(expired[0]![1]).to.deep.equal([1, 2]);
    expect(expired[0]![0] - start).to.be.within(79, 140);
  });

  it('keeps the remaining time while paused and resumes from it', async () => {
    const { t, expired } = timers();
    const a = toast(1, 200);
    t.sync([a], false);
    await aTimeout(100);
    t.sync([a], true);
    await aTimeout(250);
    expect(expired).to.deep.equal([]);
    const resumed = performance.now();
    t.sync([a], false);
    await aTimeout(180);
    expect(expired).to.have.length(1);
    // About 100 ms were left: not a full 200 ms restart.
    expect(expired[0]![0] - resumed).to.be.within(40, 180);
  });

  it('never expires Infinity, and pauseAll stops every countdown', async () => {
    const { t, expired } = timers();
    t.sync([toast(1, Number.POSITIVE_INFINITY), toast(2, 60)], false);
    t.pauseAll();
    await aTimeout(150);
    expect(expired).to.deep.equal([]);
  });

  it('restarts a toast updated in place (a new version)', async () => {
    const { t, expired } = timers();
    t.sync([toast(1, 150)], false);
    await aTimeout(100);
    t.sync([toast(1, 150, 1)], false);
    await aTimeout(100);
    expect(expired).to.deep.equal([]);
    await aTimeout(100);
    expect(expired.map(([, keys]) => keys)).to.deep.equal([[1]]);
  });

  it('forgets toasts no longer shown: shown again, they start from their full duration', async () => {
    const { t, expired } = timers();
    const a = toast(1, 150);
    t.sync([a], false);
    await aTimeout(100);
    t.sync([], false);
    await aTimeout(100);
    expect(expired).to.deep.equal([]);
    t.sync([a], false);
    await aTimeout(100);
    expect(expired).to.deep.equal([]);
    await aTimeout(100);
    expect(expired.map(([, keys]) => keys)).to.deep.equal([[1]]);
  });
});
