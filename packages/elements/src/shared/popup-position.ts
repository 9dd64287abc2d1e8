/**
 * Keeps a popup (a popover in the top layer) next to its anchor: the tooltip beside its trigger, the
 * combobox's list under its field.
 *
 * Where the browser has CSS anchor positioning (Baseline since January 2026), the popup is placed by
 * CSS: `position-anchor` names the anchor, `position-area` the side, `position-try-fallbacks` the
 * other sides and alignments when the first does not fit. No library is loaded and no script runs on
 * scroll or resize. Elsewhere, Floating UI does the same, imported on first use
 * (popup-position-fallback.ts), so a page that never needs it never downloads it.
 *
 * Both need the anchor and the popup in one tree (one document or one shadow root): anchor names, like
 * IDREFs, do not cross shadow roots.
 */

export type PopupSide = 'top' | 'right' | 'bottom' | 'left';
export type PopupAlignment = 'start' | 'end';
/** A side, optionally aligned to the anchor's start or end (Floating UI's names). */
export type PopupPlacement = PopupSide | `${PopupSide}-${PopupAlignment}`;

export interface PopupOptions {
  placement: PopupPlacement;
  /** The gap between anchor and popup, in px. */
  distance: number;
  /** The room the popup keeps from the viewport's edges, in px. */
  padding: number;
  /** The popup is at least as wide as the anchor (a list under its field). */
  matchAnchorWidth?: boolean;
  /** An arrow inside the popup that points at the anchor's centre. */
  arrow?: HTMLElement | null;
}

/** Called after each placement with the side the popup ended up on. */
export type PlacedCallback = (side: PopupSide) => void;

/** Whether this browser positions by CSS anchors (overridable for tests of the fallback). */
export function cssAnchorPositioning(): boolean {
  if (PopupPosition.forceFallback) return false;
  return (
    typeof CSS !== 'undefined' &&
    CSS.supports('anchor-name: --pp-a') &&
    CSS.supports('position-area: top') &&
    CSS.supports('position-try-fallbacks: flip-block')
  );
}

let nextName = 1;

/** The least height a popup is given before it moves to the other side (a few rows of a list). */
export const MIN_ROOM = 96;

const OPPOSITE: Record<PopupSide, PopupSide> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' };

/** `position-area` for a placement: the side, and the span that aligns the popup to the anchor. */
function area(side: PopupSide, alignment: PopupAlignment | undefined): string {
  const vertical = side === 'top' || side === 'bottom';
  if (alignment === undefined) return side;
  // Aligned to the anchor's start edge, the popup extends towards the end, and the other way round.
  const span = vertical
    ? alignment === 'start'
      ? 'span-right'
      : 'span-left'
    : alignment === 'start'
      ? 'span-bottom'
      : 'span-top';
  return `${side} ${span}`;
}

/** The other positions to try, in order: the other alignments on the same side, then the opposite side. */
function fallbacks(side: PopupSide, alignment: PopupAlignment | undefined): string[] {
  const order: (PopupAlignment | undefined)[] = [alignment, undefined, 'start', 'end'];
  const alignments = order.filter((a, i) => order.indexOf(a) === i);
  return [side, OPPOSITE[side]].flatMap((s) => alignments.map((a) => area(s, a))).slice(1);
}

/** The side of `popup` against `anchor`, read from where they are. */
function sideOf(anchor: DOMRect, popup: DOMRect): PopupSide {
  if (popup.bottom <= anchor.top + 1) return 'top';
  if (popup.top >= anchor.bottom - 1) return 'bottom';
  return popup.right <= anchor.left + 1 ? 'left' : 'right';
}

/**
 * Places `popup` next to `anchor` while it is started; `options()` is read at each placement. The
 * arrow, when there is one, is moved to point at the anchor's centre, and `onPlaced` hears the side.
 */
export class PopupPosition {
  /** Use the Floating UI fallback even where CSS anchors work (tests of the fallback). */
  static forceFallback = false;

  readonly #anchor: Element;
  readonly #popup: HTMLElement;
  readonly #options: () => PopupOptions;
  readonly #onPlaced: PlacedCallback | undefined;
  #name = '';
  #anchorNameBefore = '';
  #stopFallback: (() => void) | undefined;
  #started = false;
  #frame = 0;

  constructor(anchor: Element, popup: HTMLElement, options: () => PopupOptions, onPlaced?: PlacedCallback) {
    this.#anchor = anchor;
    this.#popup = popup;
    this.#options = options;
    this.#onPlaced = onPlaced;
  }

  /** Starts placing the popup (call it once the popup is shown). */
  start(): void {
    if (this.#started) {
      this.update();
      return;
    }
    this.#started = true;
    if (cssAnchorPositioning()) this.#startCss();
    else void this.#startFallback();
  }

  /** Places the popup again (the options changed). */
  update(): void {
    if (!this.#started) return;
    if (this.#name) this.#applyCss();
    else this.#fallbackUpdate?.();
  }

  /** Stops placing it and gives the anchor its own anchor names back. */
  stop(): void {
    if (!this.#started) return;
    this.#started = false;
    cancelAnimationFrame(this.#frame);
    window.removeEventListener('resize', this.#measure);
    window.removeEventListener('scroll', this.#measure, true);
    if (this.#name) {
      const style = (this.#anchor as HTMLElement).style;
      if (this.#anchorNameBefore) style.setProperty('anchor-name', this.#anchorNameBefore);
      else style.removeProperty('anchor-name');
      this.#name = '';
    }
    this.#stopFallback?.();
    this.#stopFallback = undefined;
    this.#fallbackUpdate = undefined;
  }

  // ---- CSS anchor positioning -------------------------------------------------------------------

  #startCss(): void {
    const anchorStyle = (this.#anchor as HTMLElement).style;
    this.#name = `--pp-popup-${nextName++}`;
    // The anchor may carry anchor names of its own (or another popup's): ours is added to the list.
    this.#anchorNameBefore = anchorStyle.getPropertyValue('anchor-name');
    anchorStyle.setProperty(
      'anchor-name',
      this.#anchorNameBefore ? `${this.#anchorNameBefore}, ${this.#name}` : this.#name,
    );
    this.#applyCss();
    window.addEventListener('resize', this.#measure);
    window.addEventListener('scroll', this.#measure, { capture: true, passive: true });
  }

  #applyCss(): void {
    const { placement, distance, padding, matchAnchorWidth } = this.#options();
    const [side, alignment] = placement.split('-') as [PopupSide, PopupAlignment | undefined];
    const style = this.#popup.style;
    style.setProperty('position', 'fixed');
    style.setProperty('inset', 'auto');
    style.setProperty('position-anchor', this.#name);
    style.setProperty('position-area', area(side, alignment));
    style.setProperty('position-try-fallbacks', fallbacks(side, alignment).join(', '));
    // The gap to the anchor on both ends of the popup's axis (so the other side's fallback has it too,
    // and it keeps that far from the viewport's edge there). Across it, a centred popup keeps the
    // viewport's padding (symmetric margins do not move its centre; in an aligned fallback they keep it
    // off the edge), while one aligned to the anchor's edge (a list under its field) has none, so the
    // edges line up exactly.
    const vertical = side === 'top' || side === 'bottom';
    const across = alignment === undefined ? padding : 0;
    style.setProperty('margin', vertical ? `${distance}px ${across}px` : `${across}px ${distance}px`);
    if (matchAnchorWidth) style.setProperty('min-width', 'anchor-size(width)');
    // No taller than the room left on its side (its own max-height caps it further); with less than
    // 6rem left it overflows, and the browser tries the other side.
    style.setProperty('max-height', vertical ? `max(${MIN_ROOM}px, calc(100% - ${2 * distance}px))` : '');
    this.#measure();
  }

  /** After the browser has placed the popup: the side it chose, and the arrow towards the anchor. */
  #measure = (): void => {
    cancelAnimationFrame(this.#frame);
    this.#frame = requestAnimationFrame(() => {
      if (!this.#started) return;
      const anchor = this.#anchor.getBoundingClientRect();
      const popup = this.#popup.getBoundingClientRect();
      const side = sideOf(anchor, popup);
      const arrow = this.#options().arrow;
      if (arrow) {
        const vertical = side === 'top' || side === 'bottom';
        const size = vertical ? arrow.offsetWidth : arrow.offsetHeight;
        const length = vertical ? popup.width : popup.height;
        const centre = vertical
          ? anchor.left + anchor.width / 2 - popup.left
          : anchor.top + anchor.height / 2 - popup.top;
        const offset = Math.min(Math.max(centre - size / 2, 6), length - size - 6);
        arrow.style.left = vertical ? `${offset}px` : '';
        arrow.style.top = vertical ? '' : `${offset}px`;
      }
      this.#onPlaced?.(side);
    });
  };

  // ---- Floating UI, where CSS anchors are missing -----------------------------------------------

  #fallbackUpdate: (() => void) | undefined;

  async #startFallback(): Promise<void> {
    const { floatingPosition } = await import('./popup-position-fallback.js');
    if (!this.#started) return;
    const { update, stop } = floatingPosition(
      this.#anchor,
      this.#popup,
      this.#options,
      (side) => this.#onPlaced?.(side),
      MIN_ROOM,
    );
    this.#fallbackUpdate = update;
    this.#stopFallback = stop;
  }
}
