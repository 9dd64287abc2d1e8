/**
 * A pointer gesture whose code is imported on first use, without losing the gesture that asked for
 * it: the events of a gesture started before the code arrived are kept and handed over, in order,
 * once it has. The host decides during `pointerdown` whether a gesture may start (and captures the
 * pointer), since only then are the event's path and target known.
 */

/** A gesture's code: one gesture at a time, driven by the pointer events of its element. */
export interface PointerGesture<T> {
  /** Whether a gesture is under way. */
  readonly active: boolean;
  /** A gesture starts on `element` for `target` (whatever the host says it acts on). */
  start(event: PointerEvent, target: T, element: HTMLElement): void;
  move(event: PointerEvent): void;
  end(event: PointerEvent): void;
  cancel(event: PointerEvent): void;
}

/**
 * Stands in for a `PointerGesture` until `load` has made it. Call its methods from the element's
 * pointer listeners as if the gesture were there.
 */
export class LazyGesture<T> implements PointerGesture<T> {
  readonly #load: () => Promise<PointerGesture<T>>;
  readonly #onChange: () => void;
  #gesture: PointerGesture<T> | undefined;
  /** What happened since the first `start`, while the code is on its way. */
  #queue: ((gesture: PointerGesture<T>) => void)[] | undefined;

  /**
   * `load` makes the gesture (say, `() => import('./swipe.js').then((m) => new m.Swipe(...))`);
   * `onChange` is called when `active` changes without the gesture knowing: a gesture starts waiting
   * for its code, or the code failed to load.
   */
  constructor(load: () => Promise<PointerGesture<T>>, onChange: () => void) {
    this.#load = load;
    this.#onChange = onChange;
  }

  /** Whether a gesture is under way, including one waiting for its code. */
  get active(): boolean {
    return this.#queue !== undefined || (this.#gesture?.active ?? false);
  }

  start(event: PointerEvent, target: T, element: HTMLElement): void {
    if (this.#gesture) {
      this.#gesture.start(event, target, element);
    } else if (this.#queue === undefined) {
      this.#queue = [(gesture) => gesture.start(event, target, element)];
      this.#onChange();
      this.#load().then(
        (gesture) => {
          const queue = this.#queue ?? [];
          this.#gesture = gesture;
          this.#queue = undefined;
          for (const call of queue) call(gesture);
        },
        (error: unknown) => {
          // No gesture this time; the next press tries again.
          this.#queue = undefined;
          this.#onChange();
          reportError(error);
        },
      );
    }
  }

  move(event: PointerEvent): void {
    this.#forward((gesture) => gesture.move(event));
  }

  end(event: PointerEvent): void {
    this.#forward((gesture) => gesture.end(event));
  }

  cancel(event: PointerEvent): void {
    this.#forward((gesture) => gesture.cancel(event));
  }

  #forward(call: (gesture: PointerGesture<T>) => void): void {
    if (this.#gesture) call(this.#gesture);
    else this.#queue?.push(call);
  }
}
