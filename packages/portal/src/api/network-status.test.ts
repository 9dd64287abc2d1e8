import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNetworkStatus, defaultProbeDelay, type NetworkState } from './network-status';

/** A browser connection the test switches, as the online and offline events would. */
function fakeBrowser(initially = true) {
  let online = initially;
  const listeners = new Set<(online: boolean) => void>();
  return {
    isOnline: () => online,
    subscribe: (listener: (online: boolean) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(next: boolean) {
      online = next;
      for (const listener of listeners) listener(next);
    },
  };
}

function setup(options: { probe?: () => Promise<unknown> } = {}) {
  const browser = fakeBrowser();
  const status = createNetworkStatus({ online: browser, restoredMs: 4000 });
  const seen: NetworkState[] = [];
  status.subscribe(() => seen.push(status.get()));
  const probe = vi.fn(options.probe ?? (() => Promise.resolve()));
  const recovered = vi.fn();
  status.connect({ probe, recovered });
  return { browser, status, seen, probe, recovered };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the connection status', () => {
  it('is online to begin with, offline when the browser is, and restored for a moment after', () => {
    const { browser, status, seen } = setup();
    expect(status.get()).toBe('online');
    browser.set(false);
    expect(status.get()).toBe('offline');
    browser.set(true);
    expect(status.get()).toBe('restored');
    vi.advanceTimersByTime(4000);
    expect(status.get()).toBe('online');
    expect(seen).toEqual(['offline', 'restored', 'online']);
  });

  it('says the server is unreachable after a request without an answer, until one is answered', () => {
    const { status, recovered } = setup();
    status.failed();
    expect(status.get()).toBe('unreachable');
    status.failed();
    expect(status.get()).toBe('unreachable');
    status.reached();
    expect(status.get()).toBe('restored');
    expect(recovered).toHaveBeenCalledTimes(1);
  });

  it('does not call "recovered" after offline (TanStack Query refetches on reconnect itself)', () => {
    const { browser, recovered } = setup();
    browser.set(false);
    browser.set(true);
    expect(recovered).not.toHaveBeenCalled();
  });

  it('asks the server again while it is unreachable, less and less often', async () => {
    const { status, probe } = setup();
    status.failed();
    const times: number[] = [];
    const start = Date.now();
    probe.mockImplementation(() => {
      times.push(Date.now() - start);
      return Promise.resolve().then(() => status.failed());
    });
    await vi.advanceTimersByTimeAsync(5000 + 10_000 + 20_000 + 40_000 + 60_000);
    expect(times).toEqual([5000, 15_000, 35_000, 75_000, 135_000]);
  });

  it('stops asking once the server answers, and while the browser is offline', async () => {
    const { browser, status, probe } = setup();
    status.failed();
    browser.set(false);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(probe).not.toHaveBeenCalled();
    expect(status.get()).toBe('offline');
    // Back online: the old failure is forgotten (it happened for want of a network).
    browser.set(true);
    expect(status.get()).toBe('restored');
    status.failed();
    status.reached();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(probe).not.toHaveBeenCalled();
  });

  it('is offline, not unreachable, when both are true', () => {
    const { browser, status } = setup();
    browser.set(false);
    status.failed();
    expect(status.get()).toBe('offline');
  });

  it('backs off from 5 s to at most a minute', () => {
    expect([0, 1, 2, 3, 4, 10].map(defaultProbeDelay)).toEqual([
      5000, 10_000, 20_000, 40_000, 60_000, 60_000,
    ]);
  });
});
