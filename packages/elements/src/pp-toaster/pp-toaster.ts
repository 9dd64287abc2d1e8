import { adoptStyles, html, nothing, render, svg } from 'lit';
import type { PropertyDeclarations, PropertyValues } from 'lit';
import { PpElement, defineElement } from '../shared/base-element.js';
import { LiveRegion } from '../shared/live-region.js';
import { LocaleController } from '../shared/locale-controller.js';
import { textProperties } from '../shared/text-property.js';
import { LazyView } from './lazy-view.js';
import { toasterMessages } from './pp-toaster.messages.js';
import { toasterHostStyles, toastRegionStyles } from './pp-toaster.styles.js';
import { toastStore } from './toast.js';
import type { ToastDismissReason, ToastId, ToastRecord } from './toast.js';
import { HotkeyController } from './toast-hotkey.js';
import { importWhenOnline } from '../shared/lazy-import.js';
import { PpToastRegion, type ToasterPosition } from './toast-region.js';

export type { ToasterPosition } from './toast-region.js';

/** Detail of `pp-dismiss`. */
export interface ToasterDismissDetail {
  id: ToastId;
  reason: ToastDismissReason;
}

/** Detail of `pp-action`. */
export interface ToasterActionDetail {
  id: ToastId;
  button: 'action' | 'cancel';
}

/** @deprecated The former name of `ToasterDismissDetail` (the event-detail naming rule drops `Pp`). */
export type PpDismissDetail = ToasterDismissDetail;
/** @deprecated The former name of `ToasterActionDetail` (the event-detail naming rule drops `Pp`). */
export type PpActionDetail = ToasterActionDetail;

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
 * Loading: what renders, animates, times and measures the toasts (`toast-view.js`, with the toasts'
 * styles) is imported when the first toast arrives, or earlier, when the page is idle after the
 * toaster connects, so a page pays for it only once it may show a toast. A toast made before it has
 * arrived is shown when it does (and announced at once); while there are toasts, `updateComplete`
 * also waits for it. The swipe code comes on the first press on a toast.
 *
 * @summary Toast notifications (the `toast()` API's view), in the top layer.
 *
 *
 * @fires {CustomEvent<ToasterDismissDetail>} pp-dismiss - A toast was closed by the close button, a swipe, a button or its timer. `detail: { id, reason }`.
 * @fires {CustomEvent<ToasterActionDetail>} pp-action - The action or cancel button of a toast was clicked. `detail: { id, button }`. Cancelable: `preventDefault()` keeps the toast open after an action.
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
    ...textProperties(this, { label: 'label', closeLabel: 'close-label' }),
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

  // Built-in texts: each is described, with its Polish and English defaults, in pp-toaster.messages.ts
  // (shared/text-property.ts).
  declare label: string;
  declare closeLabel: string;

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

  readonly #region: PpToastRegion;
  readonly #live = new LiveRegion();
  readonly #texts = new LocaleController(this, toasterMessages);
  /**
   * The toasts' view (toast-view.ts): what renders, animates, times and measures them. Imported with
   * the first toast, or before, when the page is idle after the toaster connects.
   */
  readonly #view = new LazyView(
    this,
    () => importWhenOnline(() => import('./toast-view.js')),
    ({ ToastView }) =>
      new ToastView(this, {
        region: this.#region,
        lit: { html, svg, nothing, render },
        lang: () => this.#texts.tag,
        dismiss: (record, reason) => this.#dismiss(record, reason),
        onButton: (event, record, button) => this.#onButton(event, record, button),
      }),
  );
  /** The toasts shown now (or as soon as the view has arrived), oldest first. */
  #visible: ToastRecord[] = [];
  readonly #announced = new Map<number, string>();
  #unsubscribe: (() => void) | undefined;

  constructor() {
    super();
    new HotkeyController(
      this,
      () => this.hotkey,
      (event) => this.#view.view?.onHotkey(event),
    );
    this.#region = document.createElement('pp-toast-region') as PpToastRegion;
    this.#region.popover = 'manual';
    this.#region.setAttribute('role', 'region');
    this.#region.setAttribute('part', 'region');
    this.#region.setAttribute('exportparts', exportedParts);
    const root = this.#region.shadowRoot!;
    adoptStyles(root, [toastRegionStyles]);
    // The live regions exist from the start, before any toast (see `LiveRegion`).
    root.append(this.#live.element);
  }

  /** The toasts shown now, newest first (for tests and integrations). */
  get visibleToastIds(): ToastId[] {
    return [...this.#visible].reverse().map((t) => t.id);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // The region lives in the shadow root; the view moves it into a modal dialog while one is open.
    if (this.#region.parentNode === null) this.renderRoot.append(this.#region);
    this.#region.show();
    this.#unsubscribe = toastStore.subscribe(() => this.requestUpdate());
    this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
  }

  /**
   * Resolves once the update is done and, while there are toasts, the view has arrived (or failed to:
   * the next toast tries again).
   * @internal Lit's lifecycle, not this element's API.
   */
  protected override async getUpdateComplete(): Promise<boolean> {
    const done = await super.getUpdateComplete();
    const loading = this.#view.loading;
    if (this.#visible.length === 0 || loading === undefined) return done;
    await loading;
    return super.getUpdateComplete();
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
    for (const key of this.#announced.keys()) if (!alive.has(key)) this.#announced.delete(key);
    this.#visible = next;
    // A toast to show needs the view: it renders the toasts of the update that follows its arrival.
    if (next.length > 0) void this.#view.load();
    this.#view.view?.willUpdate(next, alive);
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    this.#paintRegion();
    this.#view.view?.updated();
    this.#announce();
  }

  #paintRegion(): void {
    const region = this.#region;
    const [y, x] = this.position.split('-') as [string, string | undefined];
    region.setAttribute('data-position', this.position);
    region.setAttribute('data-y', y === 'top' ? 'top' : 'bottom');
    region.setAttribute('data-x', x === 'left' || x === 'center' ? x : 'right');
    region.toggleAttribute('data-expanded', this.expand || (this.#view.view?.expanded ?? false));
    region.toggleAttribute('data-rich-colors', this.richColors);
    region.setAttribute('aria-label', this.label);
    if (this.hotkey) region.setAttribute('aria-keyshortcuts', this.hotkey);
    else region.removeAttribute('aria-keyshortcuts');
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
    'pp-dismiss': CustomEvent<ToasterDismissDetail>;
    'pp-action': CustomEvent<ToasterActionDetail>;
  }
}
