/**
 * Runs `task` once the page is idle after its first paint (`requestIdleCallback`, at most `timeout`
 * ms later; a short timer where the browser has no idle callbacks). Lazy chunks the first screen does
 * not need are fetched this way, so they are ready before a person reaches for them.
 */
export function whenIdle(task: () => unknown, timeout = 2000): void {
  const run = () => void task();
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout });
  else setTimeout(run, 200);
}
