/**
 * The loads a navigation waits for (page chunks, the staff menu's chunk), counted for the route
 * progress bar. The count changes a microtask later, never during a render: React.lazy starts a
 * chunk while rendering, and a store changed under a transition's render would turn it into a
 * blocking update (the page shown would give way to a fallback).
 */
let pending = 0;
const listeners = new Set<() => void>();

function change(by: number) {
  queueMicrotask(() => {
    pending += by;
    for (const listener of [...listeners]) listener();
  });
}

/** Counts `promise` as pending until it settles; returns it unchanged. */
export function trackLoad<T>(promise: Promise<T>): Promise<T> {
  change(1);
  const done = () => change(-1);
  promise.then(done, done);
  return promise;
}

export const loads = {
  /** How many tracked loads are pending. */
  get: (): number => pending,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
