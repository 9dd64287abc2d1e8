import { describe, expect, it, vi } from 'vitest';
import { loads, trackLoad } from './loads';

describe('tracked loads', () => {
  it('count while pending, after the current task, whether they succeed or fail', async () => {
    const listener = vi.fn();
    const unsubscribe = loads.subscribe(listener);
    let succeed!: () => void;
    let fail!: (error: Error) => void;
    const first = trackLoad(new Promise<void>((resolve) => (succeed = resolve)));
    const second = trackLoad(new Promise<void>((_, reject) => (fail = reject)));
    // Not during the call (React.lazy calls it while rendering).
    expect(loads.get()).toBe(0);
    await Promise.resolve();
    expect(loads.get()).toBe(2);
    succeed();
    await first;
    fail(new Error('chunk'));
    await expect(second).rejects.toThrow('chunk');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads.get()).toBe(0);
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });
});
