import { describe, expect, it } from 'vitest';
import { SESSION_STALE_MS, clickShouldCheck } from './session';

const NOW = 1_000_000;
const idle = (dataUpdatedAt: number, errorUpdatedAt = 0) => ({
  dataUpdatedAt,
  errorUpdatedAt,
  fetchStatus: 'idle' as const,
});

describe('a click checks the session', () => {
  it('when there was no check yet, or the last answer is over 30 s old', () => {
    expect(clickShouldCheck(undefined, NOW, true)).toBe(true);
    expect(clickShouldCheck(idle(0), NOW, true)).toBe(true);
    expect(clickShouldCheck(idle(NOW - SESSION_STALE_MS - 1), NOW, true)).toBe(true);
    expect(clickShouldCheck(idle(NOW - 5000), NOW, true)).toBe(false);
  });

  it('not while the browser is offline', () => {
    expect(clickShouldCheck(idle(NOW - 60_000), NOW, false)).toBe(false);
    expect(clickShouldCheck(undefined, NOW, false)).toBe(false);
  });

  it('not while a check is under way or waits for the network', () => {
    for (const fetchStatus of ['fetching', 'paused'] as const) {
      expect(clickShouldCheck({ dataUpdatedAt: 0, errorUpdatedAt: 0, fetchStatus }, NOW, true)).toBe(false);
    }
  });

  it('not within 30 s of a failed check, so a dead connection is not asked on every click', () => {
    expect(clickShouldCheck(idle(NOW - 60_000, NOW - 2000), NOW, true)).toBe(false);
    expect(clickShouldCheck(idle(NOW - 90_000, NOW - SESSION_STALE_MS - 1), NOW, true)).toBe(true);
  });
});
