/**
 * The countdowns of the visible toasts: each runs only while its toast is shown and the stack is not
 * paused, and keeps its remaining time while paused. One timeout serves them all: it fires at the
 * earliest deadline and hands over every toast that is due, so toasts that expire together go in
 * one update.
 */

/** What a timer needs of a toast: its identity and its version (an update in place restarts it). */
export interface TimedToast {
  readonly key: number;
  readonly version: number;
}

/** A countdown: `deadline` (a `performance.now()` time) while running, `remaining` while paused. */
interface Timer {
  version: number;
  remaining: number;
  deadline: number | undefined;
}

export interface ToastTimersCallbacks<T extends TimedToast> {
  /** How long `toast` stays, in ms, once shown; `Infinity` keeps it until dismissed. */
  durationOf(toast: T): number;
  /** The toasts whose time is up (at least one), all at once. */
  onExpire(toasts: T[]): void;
}

/** The countdowns of the shown toasts, driven by `sync()` after every change of what is shown. */
export class ToastTimers<T extends TimedToast> {
  readonly #callbacks: ToastTimersCallbacks<T>;
  readonly #timers = new Map<number, Timer>();
  #shown: readonly T[] = [];
  #tick: ReturnType<typeof setTimeout> | undefined;

  constructor(callbacks: ToastTimersCallbacks<T>) {
    this.#callbacks = callbacks;
  }

  /**
   * Starts, pauses or resumes the countdowns of `shown` (the visible toasts) and forgets the others.
   * A new toast, or one updated in place (a new `version`), starts again from its full duration.
   */
  sync(shown: readonly T[], paused: boolean): void {
    const now = performance.now();
    const keys = new Set<number>();
    this.#shown = shown;
    for (const toast of shown) {
      keys.add(toast.key);
      let timer = this.#timers.get(toast.key);
      if (timer === undefined || timer.version !== toast.version) {
        timer = { version: toast.version, remaining: this.#callbacks.durationOf(toast), deadline: undefined };
        this.#timers.set(toast.key, timer);
      }
      if (!Number.isFinite(timer.remaining)) continue;
      if (paused && timer.deadline !== undefined) {
        timer.remaining = Math.max(0, timer.deadline - now);
        timer.deadline = undefined;
      } else if (!paused && timer.deadline === undefined) {
        timer.deadline = now + timer.remaining;
      }
    }
    for (const key of this.#timers.keys()) if (!keys.has(key)) this.#timers.delete(key);
    this.#schedule(now);
  }

  /** Pauses every countdown, keeping the remaining times (the toaster left the page). */
  pauseAll(): void {
    const now = performance.now();
    for (const timer of this.#timers.values()) {
      if (timer.deadline === undefined) continue;
      timer.remaining = Math.max(0, timer.deadline - now);
      timer.deadline = undefined;
    }
    this.#schedule(now);
  }

  #schedule(now: number): void {
    if (this.#tick !== undefined) clearTimeout(this.#tick);
    this.#tick = undefined;
    let next = Number.POSITIVE_INFINITY;
    for (const timer of this.#timers.values()) {
      if (timer.deadline !== undefined) next = Math.min(next, timer.deadline);
    }
    if (Number.isFinite(next)) this.#tick = setTimeout(this.#expire, Math.max(0, next - now));
  }

  #expire = (): void => {
    this.#tick = undefined;
    const now = performance.now();
    // Timeouts may fire a little early or late: allow a millisecond.
    const due = this.#shown.filter((toast) => {
      const timer = this.#timers.get(toast.key);
      if (timer?.deadline === undefined || timer.deadline > now + 1) return false;
      // Done: it stays at zero (and is due again at once if it is still shown at the next sync).
      timer.deadline = undefined;
      timer.remaining = 0;
      return true;
    });
    this.#schedule(now);
    if (due.length > 0) this.#callbacks.onExpire(due);
  };
}
