import { use, type ReactNode } from 'react';

let markFirstScreen: () => void = () => undefined;
/** Settles once the first screen is up (`firstScreenShown`), or 5 s after start at the latest. */
const firstScreen = new Promise<void>((resolve) => {
  markFirstScreen = resolve;
  setTimeout(resolve, 5000);
});

/**
 * Says the first screen has been rendered (the shell with its page, or the sign-in page): the chunks
 * `whenIdle` holds back may load now. Idempotent.
 */
export function firstScreenShown(): void {
  markFirstScreen();
}

/**
 * Settles at once while the browser is online, else when it comes back online. A chunk fetched while
 * offline fails, and Chromium keeps that failure for the page (importing it again fails without a
 * request): lazy chunks wait for the network instead.
 */
export function whenOnline(): Promise<void> {
  if (navigator.onLine) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

/**
 * Runs `task` once the first screen is up, the browser is online and the page is then idle (`requestIdleCallback`, at most
 * `timeout` ms later; a short timer where the browser has no idle callbacks). Lazy chunks the first
 * screen does not need are fetched this way: ready before a person reaches for them, and never
 * competing with the first screen's own requests for a slow network.
 */
export function whenIdle(task: () => unknown, timeout = 2000): void {
  const run = () => void task();
  void firstScreen.then(whenOnline).then(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout });
    else setTimeout(run, 200);
  });
}

let idle: Promise<void> | undefined;

/** Settles once the first screen is up and the page is idle (`whenIdle`); the same promise each time. */
export function idleAfterFirstScreen(): Promise<void> {
  idle ??= new Promise<void>((resolve) => whenIdle(resolve));
  return idle;
}

/**
 * Renders `children` once the first screen is up and the page is idle, and suspends until then (the
 * nearest Suspense shows its fallback). For lazy chunks the first screen does not need: React starts
 * loading a lazy component's chunk as soon as it renders it.
 */
export function AfterIdle({ children }: { children: ReactNode }): ReactNode {
  use(idleAfterFirstScreen());
  return children;
}

/**
 * How long one slice of work in idle time may run. A phone's CPU is several times slower than a
 * desktop's, and a task of 50 ms on it is a long one (it delays a tap, and counts as blocking time):
 * slices of 8 ms here stay under that on a CPU four times slower.
 */
export const IDLE_SLICE_MS = 8;

/**
 * Runs `steps` one after another in idle callbacks, as many in one callback as fit in `sliceMs` and in
 * the browser's idle period (a step is never cut short: keep each small); a short timer where the
 * browser has no idle callbacks. Settles once every step has run; a step that throws rejects it and
 * stops the rest.
 */
export function runInIdleSlices(steps: Iterable<() => void>, sliceMs = IDLE_SLICE_MS): Promise<void> {
  const iterator = steps[Symbol.iterator]();
  return new Promise<void>((resolve, reject) => {
    const slice = (deadline?: IdleDeadline) => {
      const start = performance.now();
      try {
        for (;;) {
          const next = iterator.next();
          if (next.done) return resolve();
          next.value();
          if (performance.now() - start >= sliceMs || (deadline && deadline.timeRemaining() <= 0)) break;
        }
      } catch (error) {
        return reject(error instanceof Error ? error : new Error(String(error)));
      }
      schedule();
    };
    const schedule = () => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(slice, { timeout: 2000 });
      else setTimeout(slice, 50);
    };
    schedule();
  });
}
