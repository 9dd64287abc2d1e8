/**
 * Swiping a toast away. `<pp-toaster>` imports this module on the first press on a toast and hands
 * it that gesture's events once it has arrived (`LazyGesture`), so it reads only what the events
 * carry: coordinates, pointer ids and their `timeStamp`s, never the time it runs at.
 */
import type { PointerGesture } from '../shared/lazy-gesture.js';
import type { ToastRecord } from './toast.js';

/** Directions a toast may leave in: -1 (left or up), 1 (right or down), 0 (not on that axis). */
export interface SwipeDirections {
  x: -1 | 0 | 1;
  y: -1 | 1;
}

/** Towards the nearest edges of a position ('bottom-right': right and down; 'top-center': up). */
export function swipeDirections(position: string): SwipeDirections {
  const [y, x] = position.split('-');
  return { x: x === 'left' ? -1 : x === 'right' ? 1 : 0, y: y === 'top' ? -1 : 1 };
}

/** How far a toast follows a drag of `delta` px: all the way towards `sign`, only a little against it. */
export function follow(delta: number, sign: number): number {
  return sign !== 0 && Math.sign(delta) === sign ? delta : delta / (1 + Math.abs(delta) / 12);
}

/**
 * Where a released swipe sends its toast: the `translate` it leaves with (110 % towards the edge), or
 * undefined when it springs back. It leaves once it has travelled `threshold` px towards the edge, or
 * more than 5 px faster than 0.11 px/ms (a flick).
 */
export function swipeOut(
  axis: 'x' | 'y' | undefined,
  dx: number,
  dy: number,
  directions: SwipeDirections,
  threshold: number,
  elapsed: number,
): string | undefined {
  const distance = axis === 'x' ? dx * directions.x : axis === 'y' ? dy * directions.y : 0;
  const velocity = Math.abs(distance) / Math.max(1, elapsed);
  if (distance < threshold && !(distance > 5 && velocity > 0.11)) return undefined;
  return axis === 'x' ? `${directions.x * 110}% 0` : `0 ${directions.y * 110}%`;
}

/** What a swipe needs of the toaster. */
export interface ToastSwipeCallbacks {
  /** The directions a toast may leave in now (they follow the toaster's position). */
  directions(): SwipeDirections;
  /** The distance in px that dismisses. */
  threshold(): number;
  /** A swipe has started: the stack stays expanded and the timers pause until it ends. */
  onStart(): void;
  /** The toast was swiped out: dismiss it, leaving towards `out` (a `translate` value). */
  onSwipeOut(record: ToastRecord, out: string): void;
  /** The swipe is over (`released`: by the pointer going up, else cancelled). */
  onEnd(released: boolean): void;
}

interface Swipe {
  record: ToastRecord;
  element: HTMLElement;
  pointerId: number;
  x0: number;
  y0: number;
  t0: number;
  dx: number;
  dy: number;
  axis: 'x' | 'y' | undefined;
}

/**
 * One swipe at a time: the toast follows the pointer along the first axis it moves on (through the
 * `--_swipe-x` and `--_swipe-y` custom properties and `data-swiping`), and on release leaves or
 * springs back (see `swipeOut`). The toaster decides whether a press may start one and captures the
 * pointer.
 */
export class ToastSwipe implements PointerGesture<ToastRecord> {
  readonly #callbacks: ToastSwipeCallbacks;
  #swipe: Swipe | undefined;

  constructor(callbacks: ToastSwipeCallbacks) {
    this.#callbacks = callbacks;
  }

  get active(): boolean {
    return this.#swipe !== undefined;
  }

  start(event: PointerEvent, record: ToastRecord, element: HTMLElement): void {
    if (this.#swipe !== undefined) return;
    this.#swipe = {
      record,
      element,
      pointerId: event.pointerId,
      x0: event.clientX,
      y0: event.clientY,
      t0: event.timeStamp,
      dx: 0,
      dy: 0,
      axis: undefined,
    };
    this.#callbacks.onStart();
  }

  move(event: PointerEvent): void {
    const swipe = this.#current(event);
    if (swipe === undefined) return;
    const dx = event.clientX - swipe.x0;
    const dy = event.clientY - swipe.y0;
    if (swipe.axis === undefined) {
      if (Math.abs(dx) < 2 && Math.abs(dy) < 2) return;
      swipe.axis = Math.abs(dx) > Math.abs(dy) ? 'x' : 'y';
      swipe.element.setAttribute('data-swiping', '');
    }
    const directions = this.#callbacks.directions();
    swipe.dx = swipe.axis === 'x' ? follow(dx, directions.x) : 0;
    swipe.dy = swipe.axis === 'y' ? follow(dy, directions.y) : 0;
    swipe.element.style.setProperty('--_swipe-x', String(swipe.dx));
    swipe.element.style.setProperty('--_swipe-y', String(swipe.dy));
  }

  end(event: PointerEvent): void {
    const swipe = this.#current(event);
    if (swipe === undefined) return;
    this.#swipe = undefined;
    const { axis, dx, dy, element } = swipe;
    const directions = this.#callbacks.directions();
    const elapsed = event.timeStamp - swipe.t0;
    const out = swipeOut(axis, dx, dy, directions, this.#callbacks.threshold(), elapsed);
    if (out === undefined) {
      reset(element);
    } else {
      element.removeAttribute('data-swiping');
      this.#callbacks.onSwipeOut(swipe.record, out);
    }
    this.#callbacks.onEnd(true);
  }

  cancel(event: PointerEvent): void {
    const swipe = this.#current(event);
    if (swipe === undefined) return;
    this.#swipe = undefined;
    reset(swipe.element);
    this.#callbacks.onEnd(false);
  }

  #current(event: PointerEvent): Swipe | undefined {
    return event.pointerId === this.#swipe?.pointerId ? this.#swipe : undefined;
  }
}

function reset(element: HTMLElement): void {
  element.removeAttribute('data-swiping');
  element.style.removeProperty('--_swipe-x');
  element.style.removeProperty('--_swipe-y');
}
