/**
 * Work for when the page has nothing else to do: `requestIdleCallback` with a deadline, or a short
 * timer where it does not exist (Safari before 18).
 */

/** Runs `callback` when the browser is idle, at the latest after `timeout` ms. Returns a cancel function. */
export function whenIdle(callback: (deadline?: IdleDeadline) => void, timeout = 1000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 16);
  return () => clearTimeout(handle);
}
