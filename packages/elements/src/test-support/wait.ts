/** Waiting helpers shared by the element tests (excluded from the build and the manifest). */

/** Resolves after `count` animation frames. */
export async function frames(count = 2): Promise<void> {
  for (let i = 0; i < count; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
}

/** Checks `condition` once a frame until it holds; fails naming `what` after `timeout` ms. */
export async function until(condition: () => boolean, what: string, timeout = 5000): Promise<void> {
  const start = performance.now();
  while (!condition()) {
    if (performance.now() - start > timeout) throw new Error(`Timed out waiting for ${what}`);
    await frames(1);
  }
}
