/** What {@link LatestRequest.start} tells its caller: only ever about the newest request. */
export interface LatestRequestHandlers<T> {
  /** The newest request answered. */
  result(value: T): void;
  /** The newest request failed: it threw or its promise rejected. */
  error(error: unknown): void;
}

/**
 * One request at a time, and the newest wins: the server-side data of the combobox and of the data
 * table (their `dataProvider`). Each {@link start} aborts the request before it (through the
 * `AbortSignal` it was given) and forgets its answer; a `delay` waits that long first (the debounce
 * while the user types), and a start within it replaces the waiting one. {@link cancel} stops
 * whatever is waiting or under way, so that nothing that arrives later is used.
 *
 * The signal of the newest request stays available after it answered ({@link signal}), for follow-up
 * requests that must stop with it (the combobox's further pages of the same query).
 */
export class LatestRequest {
  #abort: AbortController | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #pending = false;

  /** A request is waiting for its delay or under way, and has not answered yet. */
  get pending(): boolean {
    return this.#pending;
  }

  /** The signal of the newest request, until it is cancelled or replaced (undefined then). */
  get signal(): AbortSignal | undefined {
    return this.#abort?.signal;
  }

  /**
   * Sends `request` after `delay` milliseconds (at once, synchronously, when 0), after aborting the
   * request before it. `handlers` hear of its answer only while it is still the newest.
   */
  start<T>(
    request: (signal: AbortSignal) => T | PromiseLike<T>,
    delay: number,
    handlers: LatestRequestHandlers<T>,
  ): void {
    this.cancel();
    const controller = new AbortController();
    this.#abort = controller;
    this.#pending = true;
    const newest = (): boolean => {
      if (controller.signal.aborted || this.#abort !== controller) return false;
      this.#pending = false;
      return true;
    };
    const send = (): void => {
      let answer: PromiseLike<T>;
      try {
        answer = Promise.resolve(request(controller.signal));
      } catch (error) {
        answer = Promise.reject(error);
      }
      answer.then(
        (value) => {
          if (newest()) handlers.result(value);
        },
        (error: unknown) => {
          if (newest()) handlers.error(error);
        },
      );
    };
    if (delay > 0) this.#timer = setTimeout(send, delay);
    else send();
  }

  /** Stops what is waiting or under way (aborting its signal): nothing that arrives later is used. */
  cancel(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#abort?.abort();
    this.#abort = undefined;
    this.#pending = false;
  }
}
