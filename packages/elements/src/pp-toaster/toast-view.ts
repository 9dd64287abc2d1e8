/**
 * The toasts themselves: what renders, animates, times and measures them, their pointer, focus and
 * keyboard handling, and the region's moves into modal dialogs. A toaster without toasts shows
 * nothing, so `<pp-toaster>` imports this module when its first toast arrives, or earlier, when the
 * page is idle after it connects (`LazyView`), and its first use does without it.
 *
 * Nothing here is imported at run time from Lit or from a module the element imports: esbuild (and
 * bundlers like it) would move whatever this chunk shares with the element into a chunk of its own,
 * one more file at every first use (Lit alone: 0.6 kB gzip). Lit's template functions come from the
 * element's copy of Lit through {@link ToastViewOptions.lit}; what the view needs of the element, through
 * the element itself and the other options.
 */
import type * as Lit from 'lit';
import type { ReactiveController, ReactiveControllerHost, TemplateResult } from 'lit';
import { deepActiveElement } from '../shared/dom.js';
import { LazyGesture } from '../shared/lazy-gesture.js';
import { KeyedList } from './keyed-list.js';
import type { PpToastRegion, ToasterPosition } from './toast-region.js';
import type { ToastDismissReason, ToastRecord } from './toast.js';
import { toastIcons } from './toast-icons.js';
import type { ToastIcons } from './toast-icons.js';
import { ToastModalHost } from './toast-modal-host.js';
import { ToastTimers } from './toast-timers.js';
import { toastViewCss } from './toast-view.styles.js';
import { importWhenOnline } from '../shared/lazy-import.js';

/**
 * What the view needs of its element: the settings it reads when it draws and times toasts, and the
 * element itself, to update, to hold focus in and to be its templates' host. A narrow interface, so
 * the view depends on no more of `PpToaster` than this.
 */
export interface ToastViewHost extends ReactiveControllerHost, HTMLElement {
  readonly position: ToasterPosition;
  readonly swipeThreshold: number;
  readonly closeButton: boolean;
  readonly closeLabel: string;
  readonly duration: number;
  readonly renderRoot: HTMLElement | DocumentFragment;
}

/** What the view uses of Lit. */
export type ToastViewLit = Pick<typeof Lit, 'html' | 'svg' | 'nothing' | 'render'>;

/** What the element hands the view besides itself (whose properties the view reads). */
export interface ToastViewOptions {
  /** The top-layer region, in the element's shadow root; its own shadow root holds the live regions. */
  region: PpToastRegion;
  /** Lit's template functions, from the element's copy of Lit (see the module comment). */
  lit: ToastViewLit;
  /** The language tag of the element's texts: the region carries it while it is in a modal dialog. */
  lang(): string;
  /** Dismisses `record` (from the store, with `pp-dismiss`) for `reason`. */
  dismiss(record: ToastRecord, reason: ToastDismissReason): void;
  /** The action or cancel button of `record` was clicked. */
  onButton(event: MouseEvent, record: ToastRecord, button: 'action' | 'cancel'): void;
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

/** The toasts' stylesheet, made once for every toaster of the page. */
let styles: CSSStyleSheet | undefined;

/**
 * The stack of a `<pp-toaster>`: an `<ol>` of toasts in the region's shadow root, rendered from the
 * visible toasts the element hands over on every update (`willUpdate`, then `updated`). It runs their
 * timers, lets toasts leave with an exit animation, measures their heights for the stack's layout,
 * expands the stack under the pointer and focus, swipes toasts away and keeps the region usable above
 * modal dialogs (`ToastModalHost`). Its styles are adopted into the region's shadow root on arrival.
 */
export class ToastView implements ReactiveController {
  readonly #host: ToastViewHost;
  readonly #options: ToastViewOptions;
  readonly #region: PpToastRegion;
  /** The `<ol>` of the toasts, and its items by key. */
  readonly #list: HTMLOListElement;
  readonly #toasts: KeyedList<number>;
  readonly #icons: ToastIcons;
  readonly #modal: ToastModalHost;
  readonly #timers = new ToastTimers<ToastRecord>({
    durationOf: (record) => this.#durationOf(record),
    onExpire: (records) => {
      for (const record of records) this.#options.dismiss(record, 'timeout');
    },
  });
  /** Swiping (toast-swipe.ts), imported on the first press on a toast. */
  readonly #swipe = new LazyGesture<ToastRecord>(
    () =>
      importWhenOnline(() => import('./toast-swipe.js')).then(
        ({ ToastSwipe, swipeDirections }) =>
          new ToastSwipe({
            directions: () => swipeDirections(this.#host.position),
            threshold: () => this.#host.swipeThreshold,
            onStart: () => this.#syncTimers(),
            onSwipeOut: (record, out) => {
              this.#swipeOut.set(record.key, out);
              this.#options.dismiss(record, 'swipe');
            },
            onEnd: (released) => {
              if (released && !this.#list.matches(':hover')) this.#hovered = false;
              this.#syncTimers();
              this.#host.requestUpdate();
            },
          }),
      ),
    () => {
      this.#syncTimers();
      this.#host.requestUpdate();
    },
  );
  /** The pointer is over the stack. */
  #hover = false;
  /** Focus is inside the stack. */
  #focus = false;
  #visible: ToastRecord[] = [];
  readonly #layout = new Map<number, { index: number; before: number }>();
  readonly #exiting = new Map<number, Exiting>();
  readonly #heights = new Map<number, number>();
  readonly #swipeOut = new Map<number, string>();
  #returnFocus: HTMLElement | null = null;
  #refocus = false;
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

  constructor(host: ToastViewHost, options: ToastViewOptions) {
    this.#host = host;
    this.#options = options;
    this.#region = options.region;
    this.#icons = toastIcons(options.lit);
    const root = this.#region.shadowRoot!;
    if (styles === undefined) {
      styles = new CSSStyleSheet();
      styles.replaceSync(toastViewCss);
    }
    // After the region's own styles, as one stylesheet would have them.
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, styles];
    const stack = document.createElement('div');
    this.#list = stack.appendChild(document.createElement('ol'));
    this.#list.className = 'list';
    this.#list.setAttribute('part', 'list');
    this.#list.addEventListener('pointerenter', this.#onPointerEnter);
    this.#list.addEventListener('pointerleave', this.#onPointerLeave);
    this.#list.addEventListener('focusin', this.#onFocusIn);
    this.#list.addEventListener('focusout', this.#onFocusOut);
    this.#list.addEventListener('keydown', this.#onKeydown);
    this.#toasts = new KeyedList(this.#list, options.lit.render);
    root.append(stack);
    // A controller of the host: it starts at once when the host is connected.
    this.#modal = new ToastModalHost(host, this.#region, {
      home: () => host.renderRoot,
      hasFocus: () => this.#focusedToastKey() !== undefined,
      placed: (moved, hadFocus) => {
        if (moved) this.#syncRegionLang();
        this.#region.show();
        if (hadFocus) this.#frontElement()?.focus();
      },
    });
    host.addController(this);
  }

  /** Whether the pointer, focus or a swipe keeps the stack expanded. */
  get expanded(): boolean {
    return this.#hovered || this.#focusWithin || this.#swipe.active;
  }

  // Internal state that re-renders when it changes (as `@state()` properties do).
  get #hovered(): boolean {
    return this.#hover;
  }
  set #hovered(value: boolean) {
    if (value === this.#hover) return;
    this.#hover = value;
    this.#host.requestUpdate();
  }
  get #focusWithin(): boolean {
    return this.#focus;
  }
  set #focusWithin(value: boolean) {
    if (value === this.#focus) return;
    this.#focus = value;
    this.#host.requestUpdate();
  }

  hostConnected(): void {
    document.addEventListener('visibilitychange', this.#onVisibilityChange);
  }

  hostDisconnected(): void {
    document.removeEventListener('visibilitychange', this.#onVisibilityChange);
    // Keep each visible toast's remaining time for when the toaster comes back.
    this.#timers.pauseAll();
  }

  /**
   * Before the host's update: `visible` are the toasts to show now, oldest first, and `alive` the keys
   * of every toast of this toaster (queued ones too). The toasts that are gone start leaving.
   */
  willUpdate(visible: ToastRecord[], alive: ReadonlySet<number>): void {
    const focusedKey = this.#focusedToastKey();
    this.#exitLength = undefined;
    for (const record of this.#visible) {
      if (alive.has(record.key)) continue;
      if (record.key === focusedKey) this.#refocus = true;
      this.#startExit(record);
    }
    for (const key of this.#layout.keys()) if (!alive.has(key)) this.#layout.delete(key);
    // A dismissed and re-created id must not leave its old toast behind.
    const nextIds = new Set(visible.map((t) => t.id));
    for (const [key, exiting] of this.#exiting) {
      if (nextIds.has(exiting.record.id)) this.#exiting.delete(key);
    }
    this.#visible = visible;
  }

  /** After the host's update (and the region's attributes): renders the stack and runs the timers. */
  updated(): void {
    this.#syncRegionLang();
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
    // Focus and top-layer moves change state: run them after this update has finished.
    queueMicrotask(() => this.#afterUpdate());
  }

  /** The hotkey (see `HotkeyController`): focus moves to the front toast, when there is one. */
  onHotkey(event: KeyboardEvent): void {
    const front = this.#frontElement();
    if (front === null) return;
    event.preventDefault();
    const active = deepActiveElement();
    if (active instanceof HTMLElement && !this.#inside(active)) this.#returnFocus = active;
    front.focus();
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
    // Rendering may blur a focused toast that goes away (focusout): see #setFocusWithin.
    this.#painting = true;
    try {
      this.#paintList();
      this.#options.lit.render(this.#renderSlots(), this.#region, { host: this.#host });
    } finally {
      this.#painting = false;
    }
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
      { host: this.#host },
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
    const { html, nothing } = this.#options.lit;
    const key = record.key;
    const titleId = `pp-toast-${key}-title`;
    const descriptionId = `pp-toast-${key}-description`;
    const closable = (record.closeButton ?? this.#host.closeButton) && record.dismissible !== false;
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
              aria-label=${this.#host.closeLabel}
              @click=${() => this.#options.dismiss(record, 'close')}
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
    const { html } = this.#options.lit;
    const text = record.description ?? '';
    return html`<div class="description" part="description" id=${id}>${text}</div>`;
  }

  #renderButtons(record: ToastRecord): TemplateResult {
    const { html, nothing } = this.#options.lit;
    const cancel = record.cancel?.label;
    const action = record.action?.label;
    return html`<div class="buttons" part="buttons">
      ${cancel === undefined ? nothing : this.#renderButton(record, 'cancel', cancel)}
      ${action === undefined ? nothing : this.#renderButton(record, 'action', action)}
    </div>`;
  }

  #renderButton(record: ToastRecord, button: 'action' | 'cancel', label: string): TemplateResult {
    const { html } = this.#options.lit;
    const onClick = (event: MouseEvent) => this.#options.onButton(event, record, button);
    const part = `${button}-button`;
    return html`<button type="button" class="button ${button}" part=${part} @click=${onClick}>
      ${label}
    </button>`;
  }

  /** Slots of rich toasts, placed in the region's light DOM so the page's children reach them. */
  #renderSlots(): TemplateResult[] {
    const { html } = this.#options.lit;
    return this.#visible
      .filter((t) => t.slot)
      .map((t) => html`<slot name=${t.slot ?? ''} slot=${`toast-${t.key}`}></slot>`);
  }

  // ---- Timers -------------------------------------------------------------------------------

  #durationOf(record: ToastRecord): number {
    if (record.type === 'loading') return Number.POSITIVE_INFINITY;
    const duration = record.duration ?? this.#host.duration;
    // 0, Infinity and nonsense all mean "until dismissed" (sonner turns 0 into 4000: we do not).
    return Number.isFinite(duration) && duration > 0 ? duration : Number.POSITIVE_INFINITY;
  }

  get #paused(): boolean {
    return (
      !this.#host.isConnected ||
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

  #onVisibilityChange = (): void => {
    this.#syncTimers();
  };

  // ---- Exits and layout ---------------------------------------------------------------------

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
        this.#host.requestUpdate();
      }
    }, length);
  }

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
    if (changed) this.#host.requestUpdate();
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
    // Read from the DOM, not from `#modal.lifted`: the modal host calls this from its constructor
    // when the toaster is connected, before `#modal` is set.
    const lifted = this.#region.parentNode !== this.#host.renderRoot;
    const tag = lifted ? this.#options.lang() : '';
    if (tag === '') this.#region.removeAttribute('lang');
    else if (this.#region.getAttribute('lang') !== tag) this.#region.setAttribute('lang', tag);
  }

  /**
   * Brings the region back on top when something opened later in the top layer covers it.
   * Returns false when the stack has no size yet (it is measured after the first paint).
   */
  #ensureOnTop(): boolean {
    const host = this.#host;
    if (!host.isConnected) return true;
    this.#modal.sync();
    if (this.#focusedToastKey() !== undefined) return true;
    const rect = this.#list.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return false;
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.bottom - 1);
    if (hit === null || hit === host || hit === this.#region || host.contains(hit)) return true;
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
    const region = this.#region;
    return region.shadowRoot!.contains(node) || region.contains(node) || this.#host.contains(node);
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

  /** Focus events fired by the view's own rendering are applied after the update. */
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

  #focusedToastKey(): number | undefined {
    const active = this.#region.shadowRoot!.activeElement;
    const li = active?.closest('li.toast');
    return li instanceof HTMLElement ? Number(li.dataset['key']) : undefined;
  }

  // ---- Swipe (toast-swipe.ts, loaded on first use) ------------------------------------------

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
}
