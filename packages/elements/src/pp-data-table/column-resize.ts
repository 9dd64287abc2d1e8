/**
 * Column resizing of `<pp-data-table>`: a resizer (`role="separator"`, vertical) at the end of each
 * header. Dragging it with the pointer changes the column's width as the pointer moves (the state
 * changes once, when the drag ends); with focus on it (F2 on the header), ArrowRight/ArrowUp widen the
 * column and ArrowLeft/ArrowDown narrow it by 16 px (64 px with Shift; mirrored right to left), and a
 * double click gives the column back its own width.
 *
 * The widths are the state's `widths` (pixels by column id), so the host keeps them with the rest.
 * While there are none the table lays itself out from its content; the first resize writes down the
 * width every column shows at that moment, and from then on the table has a fixed layout of those
 * widths (as wide as their sum), so that one column changes and the others keep theirs. Each
 * resizer's value (`aria-valuenow`) is the width its column has on screen: a ResizeObserver on the
 * headers sets it after the browser lays them out (reading the widths after each update instead would
 * lay the table out once more, on a phone 110 ms for 100 rows at 4x slower CPU).
 */
import type { ReactiveController, ReactiveElement } from 'lit';
import type { DataTableColumn, DataTableState } from './types.js';

/** The narrowest and widest a column can be made, in pixels. */
export const MIN_WIDTH = 48;
export const MAX_WIDTH = 2000;

/** One keyboard step, and one with Shift, in pixels. */
const STEP = 16;
const BIG_STEP = 64;

/** `width` rounded and kept between MIN_WIDTH and MAX_WIDTH. */
export const clampWidth = (width: number): number =>
  Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Math.round(width)));

/** The widths a host set: finite numbers by column id, clamped; undefined when there are none. */
export function normalizeWidths(input: unknown): Record<string, number> | undefined {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return undefined;
  const widths: Record<string, number> = {};
  for (const [id, width] of Object.entries(input)) {
    if (typeof width === 'number' && Number.isFinite(width)) widths[id] = clampWidth(width);
  }
  return Object.keys(widths).length ? widths : undefined;
}

/** `state` with `widths` (none: without the key). The page stays. */
export function withWidths(state: DataTableState, widths: Record<string, number>): DataTableState {
  const { widths: _old, ...rest } = state;
  return Object.keys(widths).length ? { ...rest, widths } : rest;
}

/** The width a key gives (from `width`), or undefined for a key the resizer leaves alone. */
export function keyedWidth(key: string, shift: boolean, rtl: boolean, width: number): number | undefined {
  const step = shift ? BIG_STEP : STEP;
  const wider = rtl ? 'ArrowLeft' : 'ArrowRight';
  const narrower = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === wider || key === 'ArrowUp') return clampWidth(width + step);
  if (key === narrower || key === 'ArrowDown') return clampWidth(width - step);
  return undefined;
}

/** What the resize controller reads from the table, and tells it. */
export interface ColumnResizeOptions {
  /** The state now. */
  state(): DataTableState;
  /** The columns shown. */
  columns(): readonly DataTableColumn[];
  /** Shows `state` (during a drag: without telling the host). */
  show(state: DataTableState): void;
  /** The user changed the widths: `state` is the new state, to tell the host. */
  commit(state: DataTableState, before: DataTableState): void;
}

/** A drag in progress. */
interface Drag {
  id: string;
  pointerId: number;
  x: number;
  width: number;
  widths: Record<string, number>;
  before: DataTableState;
}

export class ColumnResizeController implements ReactiveController {
  readonly #host: ReactiveElement;
  readonly #options: ColumnResizeOptions;
  #drag: Drag | undefined;
  /** Sets each observed header's resizer value to the header's width on screen. */
  #sizes: ResizeObserver | undefined;
  /** The headers observed, with their column ids. */
  readonly #observed = new Map<Element, string>();

  constructor(host: ReactiveElement, options: ColumnResizeOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  /** The user's widths of the shown columns, undefined while there are none (the layout is the table's own). */
  widths(): Record<string, number> | undefined {
    const widths = this.#options.state().widths;
    if (!widths) return undefined;
    return this.#options.columns().some((c) => widths[c.id] !== undefined) ? widths : undefined;
  }

  hostUpdated(): void {
    this.#observeHeaders();
  }

  hostConnected(): void {
    // Moved in the page: no update may follow, so the headers are observed again now.
    if (this.#host.hasUpdated) this.#observeHeaders();
  }

  hostDisconnected(): void {
    this.#sizes?.disconnect();
    this.#observed.clear();
  }

  /**
   * A resizer's value is the width its column has on screen: the headers of the resizers are
   * observed (a header observed anew is reported once, as laid out), and only they.
   */
  #observeHeaders(): void {
    this.#sizes ??= new ResizeObserver((entries) => {
      for (const entry of entries) {
        const id = this.#observed.get(entry.target);
        const size = entry.borderBoxSize[0];
        if (id === undefined || !size) continue;
        this.#resizer(id)?.setAttribute('aria-valuenow', String(Math.round(size.inlineSize)));
      }
    });
    const headers = new Map<Element, string>();
    for (const handle of this.#host.renderRoot.querySelectorAll<HTMLElement>('[part~="resizer"]')) {
      const header = handle.closest('th');
      if (header) headers.set(header, handle.dataset['column']!);
    }
    for (const [header, id] of headers) {
      const before = this.#observed.get(header);
      if (before === id) continue;
      // A header of another column now (or new): observed (again), so that it is reported.
      if (before !== undefined) this.#sizes.unobserve(header);
      this.#observed.set(header, id);
      this.#sizes.observe(header);
    }
    for (const header of [...this.#observed.keys()]) {
      if (headers.has(header)) continue;
      this.#sizes.unobserve(header);
      this.#observed.delete(header);
    }
  }

  #resizer(id: string): Element | null {
    return this.#host.renderRoot.querySelector(`[part~="resizer"][data-column="${CSS.escape(id)}"]`);
  }

  /** The width each shown column has on screen, by id. */
  #measure(): Record<string, number> {
    const widths: Record<string, number> = {};
    for (const handle of this.#host.renderRoot.querySelectorAll<HTMLElement>('[part~="resizer"]')) {
      const header = handle.closest('th')!;
      widths[handle.dataset['column']!] = Math.round(header.getBoundingClientRect().width);
    }
    return widths;
  }

  /** Whether the table is laid out right to left. */
  #rtl(): boolean {
    return getComputedStyle(this.#host).direction === 'rtl';
  }

  /** The widths to start from: the state's, else those on screen now. */
  #startWidths(): Record<string, number> {
    return this.#options.state().widths ?? this.#measure();
  }

  readonly pointerdown = (event: PointerEvent, id: string): void => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    const handle = event.currentTarget as HTMLElement;
    handle.setPointerCapture(event.pointerId);
    handle.focus({ preventScroll: true });
    const widths = { ...this.#measure(), ...this.#options.state().widths };
    const width = widths[id] ?? MIN_WIDTH;
    const before = this.#options.state();
    this.#drag = { id, pointerId: event.pointerId, x: event.clientX, width, widths, before };
    this.#options.show(withWidths(before, widths));
  };

  readonly pointermove = (event: PointerEvent): void => {
    const drag = this.#drag;
    if (!drag || event.pointerId !== drag.pointerId) return;
    const dx = (event.clientX - drag.x) * (this.#rtl() ? -1 : 1);
    const widths = { ...drag.widths, [drag.id]: clampWidth(drag.width + dx) };
    this.#options.show(withWidths(this.#options.state(), widths));
  };

  readonly pointerup = (event: PointerEvent): void => {
    const drag = this.#drag;
    if (!drag || event.pointerId !== drag.pointerId) return;
    this.#drag = undefined;
    const now = this.#options.state();
    // A click that moved nothing leaves the layout as it was.
    if (now.widths?.[drag.id] === drag.width) this.#options.show(drag.before);
    else this.#options.commit(now, drag.before);
  };

  /** Arrow keys on a resizer. */
  readonly keydown = (event: KeyboardEvent, id: string): void => {
    const widths = this.#startWidths();
    const width = keyedWidth(event.key, event.shiftKey, this.#rtl(), widths[id] ?? MIN_WIDTH);
    if (width === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    const before = this.#options.state();
    this.#options.commit(withWidths(before, { ...widths, [id]: width }), before);
  };

  /** A double click gives the column back its own width (and, with no width left, the table its own layout). */
  readonly reset = (event: MouseEvent, id: string): void => {
    event.stopPropagation();
    const before = this.#options.state();
    if (!before.widths || !(id in before.widths)) return;
    const { [id]: _gone, ...widths } = before.widths;
    this.#options.commit(withWidths(before, widths), before);
  };
}
