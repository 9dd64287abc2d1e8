import { html } from 'lit';
import type { PropertyDeclarations, PropertyValues } from 'lit';
import { PpElement, defineElement } from '../shared/base-element.js';
import { claimSingleOpen, findDelayGroup, releaseSingleOpen } from '../shared/delay-group.js';
import type { DelayGroup } from '../shared/delay-group.js';
import { deepActiveElement, scrollAncestors } from '../shared/dom.js';
import { PopupPosition, type PopupPlacement } from '../shared/popup-position.js';
import { tooltipStyles } from './pp-tooltip.styles.js';

/** Where the bubble sits relative to its trigger: a side, optionally aligned to its start or end. */
export type TooltipPlacement = PopupPlacement;

/** Why a tooltip is open; it closes when none is left. */
type OpenReason = 'hover' | 'focus' | 'touch' | 'api';

/** Detail of `pp-show` and `pp-hide`. */
export interface TooltipToggleDetail {
  /** The element the tooltip describes. */
  trigger: Element | null;
}

/** @deprecated The former name of `TooltipToggleDetail` (the event-detail naming rule drops `Pp`). */
export type PpTooltipToggleDetail = TooltipToggleDetail;

type Point = readonly [number, number];

/** Convex hull of `points` (monotone chain), counter-clockwise. */
/**
 * The element a screen reader reads for `trigger`: the trigger, or, for a custom element that hands
 * its focus to a control in its shadow root (`delegatesFocus`: `pp-button`, the fields), that control.
 * A description on such a host is not read: the focused control is what is announced.
 */
function describedElement(trigger: Element): Element {
  let target = trigger;
  while (target.shadowRoot?.delegatesFocus) {
    const inner = target.shadowRoot.querySelector(
      'button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"])',
    );
    if (inner === null) break;
    target = inner;
  }
  return target;
}

function convexHull(points: Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (sorted.length < 3) return sorted;
  const cross = (o: Point, a: Point, b: Point) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: Point[]) => {
    const out: Point[] = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2]!, out[out.length - 1]!, p) <= 0) out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

function insidePolygon([x, y]: Point, polygon: Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function corners(rect: DOMRect, pad: number): Point[] {
  return [
    [rect.left - pad, rect.top - pad],
    [rect.right + pad, rect.top - pad],
    [rect.right + pad, rect.bottom + pad],
    [rect.left - pad, rect.bottom + pad],
  ];
}

let nextId = 1;

/**
 * A tooltip: a short text that describes another element (its trigger), following the APG tooltip
 * pattern and WCAG 1.4.13.
 *
 * Name the trigger with `for` (an id in the same document or shadow root), set `anchor` to the
 * element, or place the tooltip right after its trigger. The tooltip opens when the pointer rests on
 * the trigger for the group delay (700 ms; 0 while another tooltip of the group was open less than
 * the skip delay, 300 ms, ago) and at once when the trigger gets keyboard focus. A long press opens
 * it on touch screens. It closes on blur, when the pointer leaves (the pointer may move onto the
 * tooltip itself without closing it), on Escape, on a pointer press and when an ancestor of the
 * trigger scrolls. Only one tooltip is open at a time.
 *
 * While open, the tooltip is in the top layer (`popover`), placed next to its trigger by CSS anchor
 * positioning (by Floating UI, loaded on first use, in browsers without it), on the other side or
 * aligned otherwise when there is no room, with an arrow; it has `role="tooltip"`, and the trigger's
 * `aria-describedby` names it.
 *
 * Delays come from the nearest `<pp-tooltip-group>` or `data-pp-tooltip-delay` ancestor (the top bar
 * uses 200 ms), else the page default; the `delay` attribute overrides them for one tooltip.
 *
 * @summary A hover and focus tooltip in the top layer, with delay groups and touch long press.
 *
 *
 * @fires {CustomEvent<TooltipToggleDetail>} pp-show - The tooltip opened. `detail: { trigger }`.
 * @fires {CustomEvent<TooltipToggleDetail>} pp-hide - The tooltip closed. `detail: { trigger }`.
 *
 * @slot - The tooltip's content (text). Defaults to `content`.
 *
 * @csspart body - The bubble.
 * @csspart arrow - The arrow pointing at the trigger.
 *
 * @cssprop [--pp-tooltip-bg=var(--pp-color-bg-inverse, CanvasText)] - Bubble background (a component token). Defaults to `--pp-color-bg-inverse`.
 * @cssprop [--pp-tooltip-fg=var(--pp-color-fg-inverse, Canvas)] - Text colour (a component token). Defaults to `--pp-color-fg-inverse`.
 * @cssprop [--pp-tooltip-radius=var(--pp-radius-sm, 0.25rem)] - Corner radius (a component token). Defaults to `--pp-radius-sm`.
 * @cssprop [--pp-tooltip-max-width=20rem] - Widest bubble (20rem).
 * @cssprop [--pp-tooltip-arrow-size=0.5rem] - Arrow size (0.5rem).
 * @cssprop [--pp-tooltip-font-family=var(--pp-font-family-sans, system-ui, sans-serif)] - Font. Defaults to `--pp-font-family-sans`.
 * @cssprop [--pp-tooltip-font-size=var(--pp-font-size-xs, 0.75rem)] - Font size. Defaults to `--pp-font-size-xs`.
 * @cssprop [--pp-tooltip-shadow=var(--pp-shadow-md, none)] - Shadow. Defaults to `--pp-shadow-md`.
 * @cssprop [--pp-tooltip-duration=var(--pp-duration-fast, 150ms)] - Fade length. Defaults to `--pp-duration-fast`.
 */
export class PpTooltip extends PpElement {
  static override styles = tooltipStyles;

  // The reactive properties, declared here rather than by decorators (the fields below keep their
  // types, defaults and docs): the decorators and tsc's __decorate calls cost 0.3 kB gzip at first use.
  static override properties: PropertyDeclarations = {
    for: {},
    anchor: { attribute: false },
    content: {},
    placement: { reflect: true },
    distance: { type: Number },
    delay: { type: Number },
    open: { type: Boolean, reflect: true },
    disabled: { type: Boolean, reflect: true },
    longPressDelay: { type: Number, attribute: 'long-press-delay' },
  };

  static {
    // The accessors on the prototype now, as decorators make them: a React wrapper (@lit/react) tells
    // properties from attributes by them, also for a copy of this class that is never registered.
    this.finalize();
  }

  /** Id of the trigger element, looked up in the tooltip's own document or shadow root. */
  for = '';

  /** The trigger element; wins over `for`. */
  anchor: Element | null = null;

  /** The tooltip text when the element has no children, e.g. 'Zmień aktywny projekt'. */
  content = '';

  /** Preferred placement; flips and shifts to stay in view. */
  placement: TooltipPlacement = 'top';

  /** Gap between trigger and tooltip in px. */
  distance = 8;

  /** Open delay in ms for this tooltip only; `undefined` uses the delay group's. */
  delay: number | undefined = undefined;

  /** Whether the tooltip is shown. */
  open = false;

  /** Never open. */
  disabled = false;

  /** How long a touch must rest on the trigger to open the tooltip, in ms. */
  longPressDelay = 500;

  readonly #internals: ElementInternals;
  #trigger: Element | null = null;
  readonly #reasons = new Set<OpenReason>();
  #openTimer: ReturnType<typeof setTimeout> | undefined;
  #longPress: { timer: ReturnType<typeof setTimeout>; x: number; y: number; pointerId: number } | undefined;
  #suppressHover = false;
  #suppressClick = false;
  #grace: Point[] | undefined;
  #group: DelayGroup | undefined;
  #position: PopupPosition | undefined;
  #scrollParents: (Element | Window)[] = [];
  #shown = false;
  #shownAt = 0;

  constructor() {
    super();
    this.#internals = this.attachInternals();
    this.#internals.role = 'tooltip';
  }

  /** The element this tooltip describes. */
  get trigger(): Element | null {
    return this.#trigger;
  }

  /** Opens the tooltip now (as if set from code). */
  show(): void {
    this.#attach();
    this.#reasons.add('api');
    this.open = true;
  }

  /** Closes the tooltip now, whatever opened it. */
  hide(): void {
    this.#cancelOpen();
    this.#reasons.clear();
    this.#grace = undefined;
    this.open = false;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.hasAttribute('popover')) this.setAttribute('popover', 'manual');
    // Also as an attribute: ElementInternals' role is not read by every tool that walks the tree
    // (test drivers, older assistive technology); the internals keep it when a page removes it.
    if (!this.hasAttribute('role')) this.setAttribute('role', 'tooltip');
    if (!this.id) {
      // Unique in this root, even with a second copy of the package counting from 1 as well.
      const root = this.getRootNode() as Document | ShadowRoot;
      let id: string;
      do id = `pp-tooltip-${nextId++}`;
      while (root.getElementById(id) !== null);
      this.id = id;
    }
    this.#attach();
    // A trigger named by `for` may be parsed or rendered just after the tooltip: look again.
    if (this.#trigger === null) requestAnimationFrame(() => this.#attach());
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.hide();
    this.#afterHide();
    this.#detach();
  }

  protected override render() {
    return html`<div class="body" part="body"><slot>${this.content}</slot></div>
      <div class="arrow" part="arrow"></div>`;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (this.disabled && this.open) this.open = false;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (changed.has('for') || changed.has('anchor')) this.#attach();
    if (changed.has('open')) {
      if (this.open && !this.disabled) this.#afterShow();
      else this.#afterHide();
    }
    if (this.open && (changed.has('placement') || changed.has('distance'))) this.#position?.update();
  }

  // ---- Trigger ------------------------------------------------------------------------------

  #resolveTrigger(): Element | null {
    if (this.anchor) return this.anchor;
    if (this.for) {
      const root = this.getRootNode() as Document | ShadowRoot;
      return root.getElementById(this.for);
    }
    return this.previousElementSibling;
  }

  #attach(): void {
    const trigger = this.isConnected ? this.#resolveTrigger() : null;
    if (trigger === this.#trigger) return;
    this.#detach();
    this.#trigger = trigger;
    if (trigger === null) return;
    trigger.addEventListener('pointerenter', this.#onTriggerEnter as EventListener);
    trigger.addEventListener('pointerleave', this.#onTriggerLeave as EventListener);
    trigger.addEventListener('pointerdown', this.#onTriggerDown as EventListener);
    trigger.addEventListener('focusin', this.#onFocusIn as EventListener);
    trigger.addEventListener('focusout', this.#onFocusOut as EventListener);
    trigger.addEventListener('click', this.#onTriggerClick, true);
    trigger.addEventListener('contextmenu', this.#onContextMenu);
    this.addEventListener('pointerenter', this.#onTooltipEnter);
    this.addEventListener('pointerleave', this.#onTooltipLeave as EventListener);
    this.#takeOverArrival(trigger);
  }

  /**
   * The pointer or the keyboard focus may have reached the trigger before this tooltip was defined
   * or attached (a page that loads its elements after its markup, a trigger rendered later): no
   * `pointerenter` or `focusin` will come until they leave and return, so they count as arriving now.
   */
  #takeOverArrival(trigger: Element): void {
    // `:focus-within` also matches a host whose shadow tree holds the focus (a pp-button).
    if (trigger.matches(':focus-within') && deepActiveElement()?.matches(':focus-visible')) {
      this.#add('focus', 0);
    } else if (trigger.matches(':hover') && matchMedia('(any-hover: hover)').matches) {
      this.#add('hover', this.#openDelay());
    }
  }

  #detach(): void {
    const trigger = this.#trigger;
    if (trigger === null) return;
    this.#describe(false);
    trigger.removeEventListener('pointerenter', this.#onTriggerEnter as EventListener);
    trigger.removeEventListener('pointerleave', this.#onTriggerLeave as EventListener);
    trigger.removeEventListener('pointerdown', this.#onTriggerDown as EventListener);
    trigger.removeEventListener('focusin', this.#onFocusIn as EventListener);
    trigger.removeEventListener('focusout', this.#onFocusOut as EventListener);
    trigger.removeEventListener('click', this.#onTriggerClick, true);
    trigger.removeEventListener('contextmenu', this.#onContextMenu);
    this.removeEventListener('pointerenter', this.#onTooltipEnter);
    this.removeEventListener('pointerleave', this.#onTooltipLeave as EventListener);
    this.#cancelLongPress();
    this.#trigger = null;
  }

  /** The element whose description holds this tooltip while it is open (see describedElement). */
  #described: Element | null = null;

  /** Adds or removes this tooltip in the trigger's description. */
  #describe(on: boolean): void {
    const trigger = on && this.#trigger ? describedElement(this.#trigger) : this.#described;
    this.#described = on ? trigger : null;
    if (trigger === null) return;
    if (trigger.getRootNode() === this.getRootNode()) {
      const ids = (trigger.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      const rest = ids.filter((id) => id !== this.id);
      const next = on ? [...rest, this.id] : rest;
      if (next.length > 0) trigger.setAttribute('aria-describedby', next.join(' '));
      else trigger.removeAttribute('aria-describedby');
    } else if ('ariaDescribedByElements' in trigger) {
      // Different roots: an IDREF cannot cross them, element reflection can (into ancestor roots).
      const current = [...(trigger.ariaDescribedByElements ?? [])].filter((el) => el !== this);
      trigger.ariaDescribedByElements = on ? [...current, this] : current.length > 0 ? current : null;
    }
  }

  // ---- Opening and closing ------------------------------------------------------------------

  #openDelay(): number {
    this.#group = findDelayGroup(this);
    if (this.#group.isSkipping) return 0;
    return this.delay ?? this.#group.delay;
  }

  #add(reason: OpenReason, delay: number): void {
    if (this.disabled) return;
    this.#cancelOpen();
    if (delay <= 0) {
      this.#reasons.add(reason);
      this.open = true;
      return;
    }
    this.#openTimer = setTimeout(() => {
      this.#openTimer = undefined;
      this.#reasons.add(reason);
      this.open = true;
    }, delay);
  }

  #remove(reason: OpenReason): void {
    if (reason === 'hover') this.#cancelOpen();
    this.#reasons.delete(reason);
    if (this.#reasons.size === 0 && this.open) this.open = false;
  }

  #cancelOpen(): void {
    if (this.#openTimer !== undefined) clearTimeout(this.#openTimer);
    this.#openTimer = undefined;
  }

  #afterShow(): void {
    if (this.#shown) {
      this.#position?.update();
      return;
    }
    const trigger = this.#trigger;
    if (trigger === null || !this.isConnected) {
      this.open = false;
      return;
    }
    this.#shown = true;
    this.#shownAt = performance.now();
    if (this.#reasons.size === 0) this.#reasons.add('api');
    claimSingleOpen(this);
    this.#group ??= findDelayGroup(this);
    this.#group.opened();
    try {
      if (!this.matches(':popover-open')) this.showPopover();
    } catch {
      // Disconnected while opening.
    }
    this.#describe(true);
    this.#position = new PopupPosition(
      trigger,
      this,
      () => ({
        placement: this.placement,
        distance: this.distance,
        padding: 8,
        arrow: this.renderRoot.querySelector<HTMLElement>('.arrow'),
      }),
      (side) => this.setAttribute('data-side', side),
    );
    this.#position.start();
    this.#scrollParents = scrollAncestors(trigger);
    for (const parent of this.#scrollParents) {
      parent.addEventListener('scroll', this.#onAncestorScroll, { passive: true });
    }
    document.addEventListener('keydown', this.#onDocumentKeydown, true);
    document.addEventListener('pointerdown', this.#onDocumentPointerDown, true);
    document.addEventListener('pointermove', this.#onDocumentPointerMove, { passive: true });
    this.emit('pp-show', { trigger });
  }

  #afterHide(): void {
    if (!this.#shown) return;
    this.#shown = false;
    this.#reasons.clear();
    this.#grace = undefined;
    releaseSingleOpen(this);
    this.#group?.closed();
    this.#group = undefined;
    try {
      if (this.matches(':popover-open')) this.hidePopover();
    } catch {
      // Already gone.
    }
    this.#describe(false);
    this.#position?.stop();
    this.#position = undefined;
    for (const parent of this.#scrollParents) parent.removeEventListener('scroll', this.#onAncestorScroll);
    this.#scrollParents = [];
    document.removeEventListener('keydown', this.#onDocumentKeydown, true);
    document.removeEventListener('pointerdown', this.#onDocumentPointerDown, true);
    document.removeEventListener('pointermove', this.#onDocumentPointerMove);
    this.emit('pp-hide', { trigger: this.#trigger });
  }

  // ---- Events -------------------------------------------------------------------------------

  #onTriggerEnter = (event: PointerEvent): void => {
    if (event.pointerType === 'touch' || this.#suppressHover) return;
    this.#grace = undefined;
    if (this.open) {
      this.#reasons.add('hover');
      return;
    }
    this.#add('hover', this.#openDelay());
  };

  #onTriggerLeave = (event: PointerEvent): void => {
    if (event.pointerType === 'touch') return;
    this.#suppressHover = false;
    this.#cancelOpen();
    if (!this.#reasons.has('hover')) return;
    if (event.relatedTarget instanceof Node && this.contains(event.relatedTarget)) return;
    this.#startGrace(event, (this.#trigger ?? this).getBoundingClientRect(), this.getBoundingClientRect());
  };

  #onTooltipEnter = (): void => {
    if (!this.open) return;
    this.#grace = undefined;
    this.#reasons.add('hover');
  };

  #onTooltipLeave = (event: PointerEvent): void => {
    if (!this.#reasons.has('hover')) return;
    const trigger = this.#trigger;
    if (trigger && event.relatedTarget instanceof Node && trigger.contains(event.relatedTarget)) return;
    if (trigger) this.#startGrace(event, this.getBoundingClientRect(), trigger.getBoundingClientRect());
    else this.#remove('hover');
  };

  /**
   * WCAG 1.4.13: after leaving the trigger (or the tooltip) the pointer may cross the gap to the
   * other one. The tooltip stays open while the pointer is inside the convex hull of the two
   * rectangles (the gap between them and its diagonals) and closes as soon as it is outside,
   * at once when it left the other way.
   */
  #startGrace(event: PointerEvent, from: DOMRect, to: DOMRect): void {
    const hull = convexHull([...corners(from, 2), ...corners(to, 2)]);
    if (to.width === 0 || !insidePolygon([event.clientX, event.clientY], hull)) {
      this.#grace = undefined;
      this.#remove('hover');
      return;
    }
    this.#grace = hull;
  }

  #onDocumentPointerMove = (event: PointerEvent): void => {
    const grace = this.#grace;
    if (grace === undefined) return;
    if (!insidePolygon([event.clientX, event.clientY], grace)) {
      this.#grace = undefined;
      this.#remove('hover');
    }
  };

  #onTriggerDown = (event: PointerEvent): void => {
    if (event.pointerType === 'touch') {
      this.#suppressClick = false;
      this.#startLongPress(event);
      return;
    }
    // A press means the user is acting on the trigger: the tooltip goes until the pointer leaves.
    this.#suppressHover = true;
    this.hide();
  };

  #onFocusIn = (event: FocusEvent): void => {
    const focused = event.composedPath()[0];
    // Keyboard focus only: a click also focuses, and must not open the tooltip.
    if (focused instanceof Element && focused.matches(':focus-visible')) this.#add('focus', 0);
  };

  #onFocusOut = (event: FocusEvent): void => {
    const trigger = this.#trigger;
    if (trigger && event.relatedTarget instanceof Node && trigger.contains(event.relatedTarget)) return;
    this.#remove('focus');
  };

  #onDocumentKeydown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || !this.open) return;
    // Dismiss the tooltip only; a surrounding dialog stays open for the next Escape.
    event.preventDefault();
    this.#suppressHover = true;
    this.hide();
  };

  #onDocumentPointerDown = (event: PointerEvent): void => {
    if (event.composedPath().includes(this)) return;
    const trigger = this.#trigger;
    // Presses on the trigger are handled by its own listener (touch starts a long press there).
    if (trigger && event.composedPath().includes(trigger)) return;
    this.hide();
  };

  #onAncestorScroll = (): void => {
    // Focusing the trigger may scroll it into view just after it opened: that scroll is ours.
    if (performance.now() - this.#shownAt < 100) return;
    this.hide();
  };

  // ---- Touch --------------------------------------------------------------------------------

  #startLongPress(event: PointerEvent): void {
    this.#cancelLongPress();
    if (this.disabled) return;
    const timer = setTimeout(() => {
      this.#longPress = undefined;
      this.#suppressClick = true;
      this.#add('touch', 0);
    }, this.longPressDelay);
    this.#longPress = { timer, x: event.clientX, y: event.clientY, pointerId: event.pointerId };
    const trigger = this.#trigger;
    trigger?.addEventListener('pointermove', this.#onLongPressMove as EventListener);
    trigger?.addEventListener('pointerup', this.#onLongPressEnd as EventListener);
    trigger?.addEventListener('pointercancel', this.#onLongPressEnd as EventListener);
    if (this.open && !this.#reasons.has('touch')) this.hide();
  }

  #onLongPressMove = (event: PointerEvent): void => {
    const press = this.#longPress;
    if (press === undefined || event.pointerId !== press.pointerId) return;
    if (Math.hypot(event.clientX - press.x, event.clientY - press.y) > 10) this.#cancelLongPress();
  };

  #onLongPressEnd = (): void => {
    this.#cancelLongPress();
  };

  #cancelLongPress(): void {
    if (this.#longPress) clearTimeout(this.#longPress.timer);
    this.#longPress = undefined;
    const trigger = this.#trigger;
    trigger?.removeEventListener('pointermove', this.#onLongPressMove as EventListener);
    trigger?.removeEventListener('pointerup', this.#onLongPressEnd as EventListener);
    trigger?.removeEventListener('pointercancel', this.#onLongPressEnd as EventListener);
  }

  /** The click that ends a long press only showed the tooltip: it must not activate the trigger. */
  #onTriggerClick = (event: Event): void => {
    if (!this.#suppressClick) return;
    this.#suppressClick = false;
    event.preventDefault();
    event.stopImmediatePropagation();
  };

  #onContextMenu = (event: Event): void => {
    if (this.#longPress !== undefined || this.#reasons.has('touch')) event.preventDefault();
  };
}

defineElement('pp-tooltip', PpTooltip);

declare global {
  interface HTMLElementTagNameMap {
    'pp-tooltip': PpTooltip;
  }
  interface HTMLElementEventMap {
    'pp-show': CustomEvent<TooltipToggleDetail>;
    'pp-hide': CustomEvent<TooltipToggleDetail>;
  }
}
