import { adoptStyles, html, nothing, render, svg } from 'lit';
import type { PropertyDeclarations, PropertyValues, TemplateResult } from 'lit';
import { PpElement, defineElement } from '../shared/base-element.js';
import { deepActiveElement } from '../shared/dom.js';
import { LazyGesture } from '../shared/lazy-gesture.js';
import { LiveRegion } from '../shared/live-region.js';
import { toasterHostStyles, toasterStyles } from './pp-toaster.styles.js';
import { toastIcons } from './toast-icons.js';
import { toastStore } from './toast.js';
import { toasterMessages } from './pp-toaster.messages.js';
import { LocaleController } from '../shared/locale-controller.js';
import { KeyedList } from './keyed-list.js';
import { HotkeyController } from './toast-hotkey.js';
import { ToastModalHost } from './toast-modal-host.js';
import { ToastTimers } from './toast-timers.js';
import type { ToastDismissReason, ToastId, ToastRecord } from './toast.js';

/** Where the stack sits on the screen. */
export type ToasterPosition =
  'top-left' | 'top-center' | 'top-right' | 'bottom-left' | 'bottom-center' | 'bottom-right';

/** Detail of `pp-dismiss`. */
export interface PpDismissDetail {
  id: ToastId;
  reason: ToastDismissReason;
}

/** Detail of `pp-action`. */
export interface PpActionDetail {
  id: ToastId;
  button: 'action' | 'cancel';
}

/**
 * Spec defaults (section 9), also used by tests and stories. `label` and `closeLabel` are the spec's
 * English texts; the element's own defaults follow its language (see `toasterMessages`).
 */
export const TOASTER_DEFAULTS = {
  visibleToasts: 3,
  duration: 4000,
  width: 356,
  gap: 14,
  offset: 24,
  offsetTopRight: 76,
  position: 'bottom-right',
  hotkey: 'Alt+T',
  label: toasterMessages.en.label,
  closeLabel: toasterMessages.en.closeLabel,
  swipeThreshold: 45,
} as const;

/** Boolean attributes whose default is true: `close-button="false"` turns them off. */
const defaultTrue = {
  fromAttribute: (value: string | null) => value !== null && value !== 'false',
  toAttribute: (value: boolean) => (value ? '' : 'false'),
};

const exportedParts = [
  'list',
  'toast',
  'toast-default',
  'toast-success',
  'toast-error',
  'toast-info',
  'toast-warning',
  'toast-loading',
  'icon',
  'content',
  'title',
  'description',
  'buttons',
  'action-button',
  'cancel-button',
  'close-button',
].join(', ');

function prefersReducedMotion(): boolean {
  return matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The longest transition of `element` in ms (the exit animation's length). */
function transitionLength(element: Element | null): number {
  if (element === null) return 0;
  const style = getComputedStyle(element);
  const seconds = (list: string) => list.split(',').map((s) => parseFloat(s) || 0);
  const durations = seconds(style.transitionDuration);
  const delays = seconds(style.transitionDelay);
  return Math.max(0, ...durations.map((d, i) => (d + (delays[i] ?? 0)) * 1000));
}

/**
 * The top-layer container of the toasts: a `popover="manual"` landmark with its own shadow root.
 * It is a separate element so that, while a modal `<dialog>` is open, it can be moved into that
 * dialog and stay clickable (everything outside a modal dialog is inert): see `toast-modal-host.ts`.
 * @internal
 */
export class PpToastRegion extends HTMLElement {
  /** Called when the region leaves the document. */
  onDisconnect?: () => void;

  constructor() {
    super();
    this.attachShadow({ mode: 'open' });
  }

  disconnectedCallback(): void {
    this.onDisconnect?.();
  }

  /** Shows the popover (again) unless it is open or not in a document. */
  show(): void {
    if (!this.isConnected || this.matches(':popover-open')) return;
    try {
      this.showPopover();
    } catch {
      // Not connected or the document is going away: nothing to show.
    }
  }
}

interface Exiting {
  record: ToastRecord;
  index: number;
  before: number;
  swipeOut: string | undefined;
}

interface RenderItem {
  record: ToastRecord;
  index: number;
  before: number;
  exiting: Exiting | undefined;
}

/**
 * Shows the toasts made with `toast()`: a stack in a corner of the screen, in the top layer.
 *
 * Put one `<pp-toaster>` in the page (toasts made before it connects are shown when it does). At
 * most `visible-toasts` (3) are shown; the rest wait in a queue and their timers do not run until
 * they are shown. Timers pause while the pointer is over the stack, while focus is inside it and
 * while the page is hidden. The hotkey (Alt+T) moves focus into the stack and expands it; Escape
 * collapses it and returns focus. Toasts can be swiped away towards the nearest edge.
 *
 * Every toast is announced through live regions that exist from the start: errors assertively,
 * the rest politely. While a modal `<dialog>` is open the region moves into it, so toasts stay
 * visible and clickable above the dialog (it then carries the toaster's `lang`).
 *
 * Languages: the region's label and the close buttons' label are Polish or English after the `lang`
 * of the element, else of its closest ancestor with one (across shadow roots), else of `<html>`;
 * Polish when none is set or the language is neither (`en-GB` is English). A change of `lang` at run
 * time relabels them. A label set through its property or attribute always wins.
 *
 * @summary Toast notifications (the `toast()` API's view), in the top layer.
 *
 * @attr position - Where the stack sits: `top-left`, `top-center`, `top-right`, `bottom-left`, `bottom-center` or `bottom-right` (default).
 * @attr visible-toasts - How many toasts are shown at once (3); the rest wait in a queue.
 * @attr duration - Default auto-close time in ms (4000); `0` or `Infinity` keep toasts until dismissed.
 * @attr label - Accessible name of the region. Default: the catalogue text of the element's language, 'Powiadomienia' (pl) / 'Notifications' (en).
 * @attr close-label - Accessible name of every close button. Default: 'Zamknij powiadomienie' (pl) / 'Close toast' (en).
 * @attr hotkey - Shortcut that moves focus into the stack ('Alt+T'); modifiers joined with `+`.
 * @attr close-button - Show close buttons (on by default; `close-button="false"` turns them off).
 * @attr rich-colors - Colour toasts by type (on by default; `rich-colors="false"` turns it off).
 * @attr expand - Always show the stack expanded.
 * @attr swipe-threshold - Distance in px a swipe must travel to dismiss (45).
 * @attr toaster-id - Shows only toasts made with the same `toasterId` option.
 *
 * @fires {CustomEvent<PpDismissDetail>} pp-dismiss - A toast was closed by the close button, a swipe, a button or its timer. `detail: { id, reason }`.
 * @fires {CustomEvent<PpActionDetail>} pp-action - The action or cancel button of a toast was clicked. `detail: { id, button }`. Cancelable: `preventDefault()` keeps the toast open after an action.
 *
 * @slot <name> - Rich content: the children with `slot="<name>"` are shown inside the toasts made with `{ slot: '<name>' }` (other children are not shown).
 *
 * @csspart region - The top-layer region (landmark) that holds the stack.
 * @csspart list - The list of toasts.
 * @csspart toast - Each toast.
 * @csspart toast-default - A toast of type `default` (also has the `toast` part).
 * @csspart toast-success - A toast of type `success` (also has the `toast` part).
 * @csspart toast-error - A toast of type `error` (also has the `toast` part).
 * @csspart toast-info - A toast of type `info` (also has the `toast` part).
 * @csspart toast-warning - A toast of type `warning` (also has the `toast` part).
 * @csspart toast-loading - A toast of type `loading` (also has the `toast` part).
 * @csspart icon - The type icon.
 * @csspart content - The text and rich content column.
 * @csspart title - The message.
 * @csspart description - The description.
 * @csspart buttons - The action and cancel buttons' row.
 * @csspart action-button - The action button.
 * @csspart cancel-button - The cancel button.
 * @csspart close-button - The close button (top-left).
 *
 * @cssprop [--pp-toaster-width=var(--pp-toast-width, 356px)] - Width of a toast. Defaults to `--pp-toast-width` (356px).
 * @cssprop [--pp-toaster-gap=var(--pp-toast-gap, 14px)] - Gap between toasts. Defaults to `--pp-toast-gap` (14px).
 * @cssprop [--pp-toaster-offset=24px] - Distance from the viewport edges (24px).
 * @cssprop [--pp-toaster-offset-top-right=var(--pp-toast-offset-top-right, 76px)] - Top distance in the top-right position. Defaults to `--pp-toast-offset-top-right` (76px).
 * @cssprop [--pp-toaster-offset-mobile=16px] - Edge distance on screens up to 600px wide (16px).
 * @cssprop [--pp-toaster-background=var(--pp-toast-bg, var(--pp-color-bg-raised, Canvas))] - Background of default toasts. Defaults to `--pp-toast-bg`, then `--pp-color-bg-raised`.
 * @cssprop [--pp-toaster-color=var(--pp-toast-fg, var(--pp-color-fg-default, CanvasText))] - Text colour of default toasts. Defaults to `--pp-toast-fg`, then `--pp-color-fg-default`.
 * @cssprop [--pp-toaster-muted-color=var(--pp-color-fg-muted, CanvasText)] - Description colour. Defaults to `--pp-color-fg-muted`.
 * @cssprop [--pp-toaster-border-color=var(--pp-toast-border, var(--pp-color-border-default, GrayText))] - Border of default toasts. Defaults to `--pp-toast-border`, then `--pp-color-border-default`.
 * @cssprop [--pp-toaster-radius=var(--pp-toast-radius, var(--pp-radius-md, 0.5rem))] - Corner radius. Defaults to `--pp-toast-radius`, then `--pp-radius-md`.
 * @cssprop [--pp-toaster-shadow=var(--pp-toast-shadow, var(--pp-shadow-lg, none))] - Shadow. Defaults to `--pp-toast-shadow`, then `--pp-shadow-lg`.
 * @cssprop [--pp-toaster-font-family=var(--pp-font-family-sans, system-ui, sans-serif)] - Font. Defaults to `--pp-font-family-sans`.
 * @cssprop [--pp-toaster-duration=var(--pp-duration-normal, 200ms)] - Length of the enter, exit and stack animations. Defaults to `--pp-duration-normal`.
 * @cssprop [--pp-toaster-easing=var(--pp-easing-standard, ease)] - Their easing. Defaults to `--pp-easing-standard`.
 */
export class PpToaster extends PpElement {
  static override styles = toasterHostStyles;

  // Reactive properties are declared here rather than with `@property()`: the decorators' runtime
  // and the calls tsc emits for them cost 0.5 kB gzip of the toaster's first-use budget. Each one's
  // documentation is on its field below (the manifest reads both).
  static override properties: PropertyDeclarations = {
    position: { reflect: true },
    visibleToasts: { type: Number, attribute: 'visible-toasts' },
    duration: { type: Number },
    label: {},
    closeLabel: { attribute: 'close-label' },
    hotkey: {},
    closeButton: { attribute: 'close-button', converter: defaultTrue },
    richColors: { attribute: 'rich-colors', converter: defaultTrue },
    expand: { type: Boolean },
    swipeThreshold: { type: Number, attribute: 'swipe-threshold' },
    toasterId: { attribute: 'toaster-id' },
  };

  /** Where the stack sits on the screen. */
  position: ToasterPosition = TOASTER_DEFAULTS.position;

  /** How many toasts are shown at once; the rest wait in a queue. */
  visibleToasts: number = TOASTER_DEFAULTS.visibleToasts;

  /** Default auto-close time in ms; `0` or `Infinity` keep toasts until dismissed. */
  duration: number = TOASTER_DEFAULTS.duration;

  // Built-in texts (pp-toaster.messages.ts): the catalogue text of the element's language (its
  // `lang`, an ancestor's or the document's; Polish by default) unless set explicitly. Setting one
  // to null or undefined, or removing its attribute, gives it back to the catalogue.

  /**
   * Accessible name of the region.
   * @default the catalogue text of the element's language: 'Powiadomienia' (pl), 'Notifications' (en, the spec's text)
   */
  get label(): string {
    return this.#texts.get('label');
  }
  set label(value: string | null | undefined) {
    this.#texts.set('label', value);
  }

  /**
   * Accessible name of the close buttons.
   * @default the catalogue text of the element's language: 'Zamknij powiadomienie' (pl), 'Close toast' (en, the spec's text)
   */
  get closeLabel(): string {
    return this.#texts.get('closeLabel');
  }
  set closeLabel(value: string | null | undefined) {
    this.#texts.set('closeLabel', value);
  }

  /** Shortcut that moves focus into the stack, e.g. 'Alt+T'. Empty disables it. */
  hotkey: string = TOASTER_DEFAULTS.hotkey;

  /** Show close buttons on toasts (a toast's own `closeButton` option wins). */
  closeButton = true;

  /** Colour toasts by type with the status tokens. */
  richColors = true;

  /** Always show the stack expanded. */
  expand = false;

  /** Distance in px a swipe must travel to dismiss a toast. */
  swipeThreshold: number = TOASTER_DEFAULTS.swipeThreshold;

  /** Shows only toasts whose `toasterId` option is this value (empty: toasts without one). */
  toasterId = '';

  /** The pointer is over the stack. */
  #hover = false;
  /** Focus is inside the stack. */
  #focus = false;

  readonly #region: PpToastRegion;
  /** The `<ol>` of the toasts, and its items by key. */
  readonly #list: HTMLOListElement;
  readonly #toasts: KeyedList<number>;
  readonly #icons = toastIcons({ svg, nothing });
  readonly #live = new LiveRegion();
  readonly #texts = new LocaleController(this, toasterMessages);
  readonly #modal: ToastModalHost;
  readonly #timers = new ToastTimers<ToastRecord>({
    durationOf: (record) => this.#durationOf(record),
    onExpire: (records) => {
      for (const record of records) this.#dismiss(record, 'timeout');
    },
  });
  /** Swiping (toast-swipe.ts), imported on the first press on a toast. */
  readonly #swipe = new LazyGesture<ToastRecord>(
    () =>
      import('./toast-swipe.js').then(
        ({ ToastSwipe, swipeDirections }) =>
          new ToastSwipe({
            directions: () => swipeDirections(this.position),
            threshold: () => this.swipeThreshold,
            onStart: () => this.#syncTimers(),
            onSwipeOut: (record, out) => {
              this.#swipeOut.set(record.key, out);
              this.#dismiss(record, 'swipe');
            },
            onEnd: (released) => {
              if (released && !this.#list.matches(':hover')) this.#hovered = false;
              this.#syncTimers();
              this.requestUpdate();
            },
          }),
      ),
    () => {
      this.#syncTimers();
      this.requestUpdate();
    },
  );
  #visible: ToastRecord[] = [];
  readonly #layout = new Map<number, { index: number; before: number }>();
  readonly #exiting = new Map<number, Exiting>();
  readonly #heights = new Map<number, number>();
  readonly #announced = new Map<number, string>();
  readonly #swipeOut = new Map<number, string>();
  #returnFocus: HTMLElement | null = null;
  #refocus = false;
  #unsubscribe: (() => void) | undefined;
  #shownKeys = new Set<number>();
  #needsRaise = false;
  #painting = false;
  #raiseFrame = 0;
  /** The exit animation's length, read once per update from the computed transition. */
  #exitLength: number | undefined;
  // Measured in the next frame, outside the observer's delivery: the update a new height causes
  // observes new toasts, which would otherwise end the loop with undelivered notifications.
  readonly #resizeObserver = new ResizeObserver(() => {
    if (this.#measureFrame === 0) {
      this.#measureFrame = requestAnimationFrame(() => {
        this.#measureFrame = 0;
        this.#measure();
      });
    }
  });
  #measureFrame = 0;
  #observed = new Set<Element>();

  constructor() {
    super();
    new HotkeyController(
      this,
      () => this.hotkey,
      (event) => this.#onHotkey(event),
    );
    this.#region = document.createElement('pp-toast-region') as PpToastRegion;
    this.#region.popover = 'manual';
    this.#region.setAttribute('role', 'region');
    this.#region.setAttribute('part', 'region');
    this.#region.setAttribute('exportparts', exportedParts);
    const root = this.#region.shadowRoot!;
    adoptStyles(root, [toasterStyles]);
    const stack = document.createElement('div');
    this.#list = stack.appendChild(document.createElement('ol'));
    this.#list.className = 'list';
    this.#list.setAttribute('part', 'list');
    this.#list.addEventListener('pointerenter', this.#onPointerEnter);
    this.#list.addEventListener('pointerleave', this.#onPointerLeave);
    this.#list.addEventListener('focusin', this.#onFocusIn);
    this.#list.addEventListener('focusout', this.#onFocusOut);
    this.#list.addEventListener('keydown', this.#onKeydown);
    this.#toasts = new KeyedList(this.#list, render);
    root.append(this.#live.element, stack);
    this.#modal = new ToastModalHost(this, this.#region, {
      home: () => this.renderRoot,
      hasFocus: () => this.#focusedToastKey() !== undefined,
      placed: (moved, hadFocus) => {
        if (moved) this.#syncRegionLang();
        this.#region.show();
        if (hadFocus) this.#frontElement()?.focus();
      },
    });
  }

  /** The toasts shown now, newest first (for tests and integrations). */
  get visibleToastIds(): ToastId[] {
    return [...this.#visible].reverse().map((t) => t.id);
  }

  // Internal state that re-renders when it changes (as `@state()` properties do).
  get #hovered(): boolean {
    return this.#hover;
  }
  set #hovered(value: boolean) {
    if (value === this.#hover) return;
    this.#hover = value;
    this.requestUpdate();
  }
  get #focusWithin(): boolean {
    return this.#focus;
  }
  set #focusWithin(value: boolean) {
    if (value === this.#focus) return;
    this.#focus = value;
    this.requestUpdate();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#unsubscribe = toastStore.subscribe(() => this.requestUpdate());
    document.addEventListener('visibilitychange', this.#onVisibilityChange);
    this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
    document.removeEventListener('visibilitychange', this.#onVisibilityChange);
    // Keep each visible toast's remaining time for when the toaster comes back.
    this.#timers.pauseAll();
  }

  protected override render() {
    return nothing;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const mine = toastStore.toastsFor(this.toasterId || undefined);
    const limit = Number.isFinite(this.visibleToasts) ? Math.max(1, Math.floor(this.visibleToasts)) : 3;
    const next = mine.slice(0, limit);
    const alive = new Set(mine.map((t) => t.key));
    const focusedKey = this.#focusedToastKey();
    this.#exitLength = undefined;
    for (const record of this.#visible) {
      if (alive.has(record.key)) continue;
      if (record.key === focusedKey) this.#refocus = true;
      this.#startExit(record);
    }
    for (const key of this.#layout.keys()) if (!alive.has(key)) this.#layout.delete(key);
    // A dismissed and re-created id must not leave its old toast behind.
    const nextIds = new Set(next.map((t) => t.id));
    for (const [key, exiting] of this.#exiting) {
      if (nextIds.has(exiting.record.id)) this.#exiting.delete(key);
    }
    for (const key of this.#announced.keys()) if (!alive.has(key)) this.#announced.delete(key);
    this.#visible = next;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    this.#paint();
    const added = this.#visible.some((t) => !this.#shownKeys.has(t.key));
    this.#shownKeys = new Set(this.#visible.map((t) => t.key));
    // Watch the content of the visible toasts for size changes, and only theirs.
    const bodies = new Set<Element>();
    for (const li of this.#list.querySelectorAll<HTMLElement>('li.toast:not([data-removed])')) {
      bodies.add(li.querySelector('.body') ?? li);
    }
    for (const body of this.#observed) if (!bodies.has(body)) this.#resizeObserver.unobserve(body);
    for (const body of bodies) if (!this.#observed.has(body)) this.#resizeObserver.observe(body);
    this.#observed = bodies;
    if (added) this.#needsRaise = true;
    this.#syncTimers();
    this.#announce();
    // Focus and top-layer moves change state: run them after this update has finished.
    queueMicrotask(() => this.#afterUpdate());
  }

  #afterUpdate(): void {
    if (this.#needsRaise && this.#raiseFrame === 0) {
      // At most once a frame, however many toasts arrive.
      this.#raiseFrame = requestAnimationFrame(() => {
        this.#raiseFrame = 0;
        if (this.#ensureOnTop()) this.#needsRaise = false;
      });
    }
    if (this.#refocus) {
      this.#refocus = false;
      const front = this.#frontElement();
      if (front) front.focus();
      else this.#restoreFocus();
    }
  }

  #paint(): void {
    const region = this.#region;
    const [y, x] = this.position.split('-') as [string, string | undefined];
    region.setAttribute('data-position', this.position);
    region.setAttribute('data-y', y === 'top' ? 'top' : 'bottom');
    region.setAttribute('data-x', x === 'left' || x === 'center' ? x : 'right');
    region.toggleAttribute('data-expanded', this.#expanded);
    region.toggleAttribute('data-rich-colors', this.richColors);
    region.setAttribute('aria-label', this.label);
    this.#syncRegionLang();
    if (this.hotkey) region.setAttribute('aria-keyshortcuts', this.hotkey);
    else region.removeAttribute('aria-keyshortcuts');
    // Rendering may blur a focused toast that goes away (focusout): see #setFocusWithin.
    this.#painting = true;
    try {
      this.#paintList();
      render(this.#renderSlots(), region, { host: this });
    } finally {
      this.#painting = false;
    }
  }

  get #expanded(): boolean {
    return this.expand || this.#hovered || this.#focusWithin || this.#swipe.active;
  }

  #items(): RenderItem[] {
    const newestFirst = [...this.#visible].reverse();
    let before = 0;
    const items: RenderItem[] = newestFirst.map((record, index) => {
      const item = { record, index, before, exiting: undefined };
      this.#layout.set(record.key, { index, before });
      before += this.#heights.get(record.key) ?? 0;
      return item;
    });
    for (const exiting of this.#exiting.values()) {
      items.push({ record: exiting.record, index: exiting.index, before: exiting.before, exiting });
    }
    // Newest first by creation: new toasts are inserted, existing nodes never move.
    return items.sort((a, b) => b.record.key - a.record.key);
  }

  /** The list and its toasts; their stack positions are custom properties the styles read. */
  #paintList(): void {
    const list = this.#list;
    const count = this.#visible.length;
    const front = this.#visible[count - 1];
    const heightOf = (record: ToastRecord | undefined) => (record && this.#heights.get(record.key)) ?? 0;
    list.setAttribute('data-count', String(count));
    list.style.setProperty('--_count', String(count));
    list.style.setProperty('--_front-h', String(heightOf(front)));
    list.style.setProperty('--_total-h', String(this.#visible.reduce((sum, t) => sum + heightOf(t), 0)));
    const items = this.#items();
    const elements = this.#toasts.render(
      items.map((item) => [item.record.key, this.#renderToast(item)] as const),
      { host: this },
    );
    items.forEach(({ index, before, exiting }, i) => {
      const style = elements[i]!.style;
      style.setProperty('--_index', String(index));
      style.setProperty('--_before', String(before));
      if (exiting?.swipeOut === undefined) style.removeProperty('--_swipe-out');
      else style.setProperty('--_swipe-out', exiting.swipeOut);
    });
  }

  #renderToast({ record, index, exiting }: RenderItem): TemplateResult {
    const key = record.key;
    const titleId = `pp-toast-${key}-title`;
    const descriptionId = `pp-toast-${key}-description`;
    const closable = (record.closeButton ?? this.closeButton) && record.dismissible !== false;
    const hasTitle = record.title !== '';
    const hasDescription = record.description !== undefined && record.description !== '';
    const icon = this.#icons.of(record.type);
    return html`<li
      class="toast"
      part="toast toast-${record.type}"
      data-key=${key}
      data-id=${String(record.id)}
      data-type=${record.type}
      ?data-front=${index === 0 && exiting === undefined}
      ?data-removed=${exiting !== undefined}
      ?data-swiped=${exiting?.swipeOut !== undefined}
      ?inert=${exiting !== undefined}
      aria-hidden=${exiting !== undefined ? 'true' : nothing}
      aria-labelledby=${hasTitle ? titleId : nothing}
      aria-describedby=${hasDescription ? descriptionId : nothing}
      tabindex=${exiting !== undefined ? -1 : 0}
      @pointerdown=${(event: PointerEvent) => this.#onPointerDown(event, record)}
      @pointermove=${this.#onPointerMove}
      @pointerup=${this.#onPointerUp}
      @pointercancel=${this.#onPointerCancel}
      @lostpointercapture=${this.#onPointerCancel}
    >
      ${
        closable
          ? html`<button
              type="button"
              class="close"
              part="close-button"
              aria-label=${this.closeLabel}
              @click=${() => this.#dismiss(record, 'close')}
            >
              ${this.#icons.close}
            </button>`
          : nothing
      }
      <div class="body">
        ${icon === nothing ? nothing : html`<span class="icon" part="icon">${icon}</span>`}
        <div class="content" part="content">
          ${hasTitle ? html`<div class="title" part="title" id=${titleId}>${record.title}</div>` : nothing}
          ${hasDescription ? this.#renderDescription(record, descriptionId) : nothing}
          ${record.element ?? nothing} ${record.slot ? html`<slot name=${`toast-${key}`}></slot>` : nothing}
        </div>
        ${record.action || record.cancel ? this.#renderButtons(record) : nothing}
      </div>
    </li>`;
  }

  #renderDescription(record: ToastRecord, id: string): TemplateResult {
    const text = record.description ?? '';
    return html`<div class="description" part="description" id=${id}>${text}</div>`;
  }

  #renderButtons(record: ToastRecord): TemplateResult {
    const cancel = record.cancel?.label;
    const action = record.action?.label;
    return html`<div class="buttons" part="buttons">
      ${cancel === undefined ? nothing : this.#renderButton(record, 'cancel', cancel)}
      ${action === undefined ? nothing : this.#renderButton(record, 'action', action)}
    </div>`;
  }

  #renderButton(record: ToastRecord, button: 'action' | 'cancel', label: string): TemplateResult {
    const onClick = (event: MouseEvent) => this.#onButton(event, record, button);
    const part = `${button}-button`;
    return html`<button type="button" class="button ${button}" part=${part} @click=${onClick}>
      ${label}
    </button>`;
  }

  /** Slots of rich toasts, placed in the region's light DOM so the page's children reach them. */
  #renderSlots(): TemplateResult[] {
    return this.#visible
      .filter((t) => t.slot)
      .map((t) => html`<slot name=${t.slot ?? ''} slot=${`toast-${t.key}`}></slot>`);
  }

  // ---- Timers -------------------------------------------------------------------------------

  #durationOf(record: ToastRecord): number {
    if (record.type === 'loading') return Number.POSITIVE_INFINITY;
    const duration = record.duration ?? this.duration;
    // 0, Infinity and nonsense all mean "until dismissed" (sonner turns 0 into 4000: we do not).
    return Number.isFinite(duration) && duration > 0 ? duration : Number.POSITIVE_INFINITY;
  }

  get #paused(): boolean {
    return (
      !this.isConnected ||
      this.#hovered ||
      this.#focusWithin ||
      this.#swipe.active ||
      document.visibilityState === 'hidden'
    );
  }

  /** Runs, pauses and resets the countdowns of the visible toasts (see `ToastTimers`). */
  #syncTimers(): void {
    this.#timers.sync(this.#visible, this.#paused);
  }

  // ---- Dismissal ----------------------------------------------------------------------------

  #dismiss(record: ToastRecord, reason: ToastDismissReason): void {
    if (!toastStore.toasts.some((t) => t.key === record.key)) return;
    toastStore.dismiss(record.id, reason);
    this.emit('pp-dismiss', { id: record.id, reason });
  }

  #onButton(event: MouseEvent, record: ToastRecord, button: 'action' | 'cancel'): void {
    const options = button === 'action' ? record.action : record.cancel;
    options?.onClick?.(event);
    const custom = this.emit('pp-action', { id: record.id, button }, { cancelable: true });
    const keepOpen = button === 'action' && (event.defaultPrevented || custom.defaultPrevented);
    if (!keepOpen) this.#dismiss(record, button);
  }

  #startExit(record: ToastRecord): void {
    const layout = this.#layout.get(record.key) ?? { index: 0, before: 0 };
    const element = this.#toastElement(record.key);
    if (element === null || prefersReducedMotion()) {
      this.#swipeOut.delete(record.key);
      return;
    }
    const exiting: Exiting = { record, ...layout, swipeOut: this.#swipeOut.get(record.key) };
    this.#swipeOut.delete(record.key);
    this.#exiting.set(record.key, exiting);
    this.#exitLength ??= transitionLength(element) || 200;
    const length = this.#exitLength;
    setTimeout(() => {
      if (this.#exiting.get(record.key) === exiting) {
        this.#exiting.delete(record.key);
        this.requestUpdate();
      }
    }, length);
  }

  // ---- Layout -------------------------------------------------------------------------------

  /** Natural heights of the visible toasts (collapsed ones are clipped to the front's height). */
  #measure(): void {
    let changed = false;
    for (const li of this.#list.querySelectorAll<HTMLElement>('li.toast:not([data-removed])')) {
      const key = Number(li.dataset['key']);
      // Collapsed toasts behind the front one are clipped: read the unclipped layout height
      // (the computed height ignores the stack's scale transform).
      const previous = li.style.height;
      li.style.height = 'auto';
      const natural = parseFloat(getComputedStyle(li).height) || 0;
      li.style.height = previous;
      if (this.#heights.get(key) !== natural) {
        this.#heights.set(key, natural);
        changed = true;
      }
    }
    for (const key of this.#heights.keys()) {
      if (!this.#visible.some((t) => t.key === key)) this.#heights.delete(key);
    }
    if (changed) this.requestUpdate();
  }

  #toastElement(key: number): HTMLElement | null {
    return this.#list.querySelector<HTMLElement>(`li.toast[data-key="${key}"]`);
  }

  #frontElement(): HTMLElement | null {
    return this.#list.querySelector<HTMLElement>('li.toast[data-front]');
  }

  // ---- Top layer and modal dialogs ----------------------------------------------------------

  /**
   * Outside the toaster (in a modal dialog) the region no longer inherits the toaster's language, so
   * it carries the toaster's `lang` itself: screen readers then speak the toasts in that language.
   */
  #syncRegionLang(): void {
    const tag = this.#modal.lifted ? this.#texts.tag : '';
    if (tag === '') this.#region.removeAttribute('lang');
    else if (this.#region.getAttribute('lang') !== tag) this.#region.setAttribute('lang', tag);
  }

  /**
   * Brings the region back on top when something opened later in the top layer covers it.
   * Returns false when the stack has no size yet (it is measured after the first paint).
   */
  #ensureOnTop(): boolean {
    if (!this.isConnected) return true;
    this.#modal.sync();
    if (this.#focusedToastKey() !== undefined) return true;
    const rect = this.#list.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return false;
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.bottom - 1);
    if (hit === null || hit === this || hit === this.#region || this.contains(hit)) return true;
    this.#region.hidePopover();
    this.#region.show();
    return true;
  }

  // ---- Pointer, focus and keyboard ----------------------------------------------------------

  #onPointerEnter = (): void => {
    this.#hovered = true;
  };

  #onPointerLeave = (): void => {
    if (!this.#swipe.active) this.#hovered = false;
  };

  #inside(node: EventTarget | null): boolean {
    if (!(node instanceof Node)) return false;
    return this.#region.shadowRoot!.contains(node) || this.#region.contains(node) || this.contains(node);
  }

  #onFocusIn = (event: FocusEvent): void => {
    if (!this.#focusWithin) {
      const from = event.relatedTarget;
      if (this.#returnFocus === null && from instanceof HTMLElement && !this.#inside(from)) {
        this.#returnFocus = from;
      }
      this.#setFocusWithin(true);
    }
  };

  /** Focus events fired by this element's own rendering are applied after the update. */
  #setFocusWithin(value: boolean): void {
    if (this.#painting) queueMicrotask(() => (this.#focusWithin = value));
    else this.#focusWithin = value;
  }

  #onFocusOut = (event: FocusEvent): void => {
    if (this.#inside(event.relatedTarget)) return;
    // Focus left the region (or its toast is being removed: `updated` moves it on).
    if (event.relatedTarget !== null) this.#returnFocus = null;
    this.#setFocusWithin(false);
  };

  #onKeydown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape') return;
    // Keep a surrounding modal dialog open: Escape here is for the stack.
    event.preventDefault();
    this.#hovered = false;
    this.#restoreFocus();
  };

  #restoreFocus(): void {
    const target = this.#returnFocus;
    this.#returnFocus = null;
    this.#focusWithin = false;
    if (target?.isConnected) {
      target.focus();
    } else {
      const active = deepActiveElement();
      if (active instanceof HTMLElement && this.#inside(active)) active.blur();
    }
  }

  /** The hotkey (see `HotkeyController`): focus moves to the front toast, when there is one. */
  #onHotkey(event: KeyboardEvent): void {
    const front = this.#frontElement();
    if (front === null) return;
    event.preventDefault();
    const active = deepActiveElement();
    if (active instanceof HTMLElement && !this.#inside(active)) this.#returnFocus = active;
    front.focus();
  }

  #onVisibilityChange = (): void => {
    this.#syncTimers();
  };

  #focusedToastKey(): number | undefined {
    const active = this.#region.shadowRoot!.activeElement;
    const li = active?.closest('li.toast');
    return li instanceof HTMLElement ? Number(li.dataset['key']) : undefined;
  }

  // ---- Swipe (toast-swipe.ts, loaded on first use) ----------------------------------------------------------------

  /** A press on a toast starts a swipe, unless it is on a button or a field (they keep their clicks). */
  #onPointerDown(event: PointerEvent, record: ToastRecord): void {
    if (event.button !== 0 || record.dismissible === false || this.#swipe.active) return;
    const element = event.currentTarget as HTMLElement;
    for (const node of event.composedPath()) {
      if (node === element) break;
      // A press on the close icon closes, never swipes.
      if (
        node instanceof Element &&
        node.matches('button, a[href], input, select, textarea, [contenteditable]')
      ) {
        return;
      }
    }
    element.setPointerCapture(event.pointerId);
    this.#swipe.start(event, record, element);
  }

  #onPointerMove = (event: PointerEvent): void => this.#swipe.move(event);
  #onPointerUp = (event: PointerEvent): void => this.#swipe.end(event);
  #onPointerCancel = (event: PointerEvent): void => this.#swipe.cancel(event);

  // ---- Announcements ------------------------------------------------------------------------

  #spokenText(record: ToastRecord): string {
    const title = record.title.trim();
    const description = record.description?.trim() ?? '';
    let text = title;
    if (description)
      text = title ? `${title}${/[.!?…:]$/.test(title) ? ' ' : '. '}${description}` : description;
    if (text === '' && record.element) text = record.element.textContent?.trim() ?? '';
    if (text === '' && record.slot) {
      const slotted = [...this.children].filter((child) => child.getAttribute('slot') === record.slot);
      text = slotted.map((child) => child.textContent?.trim() ?? '').join(' ');
    }
    return text;
  }

  #announce(): void {
    for (const record of this.#visible) {
      const text = this.#spokenText(record);
      if (this.#announced.get(record.key) === text) continue;
      this.#announced.set(record.key, text);
      this.#live.announce(text, record.type === 'error' ? 'assertive' : 'polite');
    }
  }
}

defineElement('pp-toast-region', PpToastRegion);
defineElement('pp-toaster', PpToaster);

declare global {
  interface HTMLElementTagNameMap {
    'pp-toaster': PpToaster;
    'pp-toast-region': PpToastRegion;
  }
  interface HTMLElementEventMap {
    'pp-dismiss': CustomEvent<PpDismissDetail>;
    'pp-action': CustomEvent<PpActionDetail>;
  }
}
