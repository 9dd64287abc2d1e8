import { html, nothing, svg } from 'lit';
import type { PropertyDeclarations, PropertyValues, SVGTemplateResult, TemplateResult } from 'lit';
import { PpElement, defineElement } from '../shared/base-element.js';
import { LocaleController } from '../shared/locale-controller.js';
import { textProperties } from '../shared/text-property.js';
import { alertMessages } from './pp-alert.messages.js';
import { alertStyles } from './pp-alert.styles.js';

/** What an alert tells: information, a success, a warning or an error. */
export type AlertVariant = 'info' | 'success' | 'warning' | 'error';

/**
 * When an alert is a live region, announced by screen readers as it appears: `auto` (the default)
 * when it appears after the page has loaded, `always` also when it is in the page as it loads,
 * `never` not at all (a notice that is part of the page).
 */
export type AlertAnnounce = 'auto' | 'always' | 'never';

/** Milliseconds between the live region entering the page and the message entering it (as shared/live-region.ts). */
const ANNOUNCE_DELAY = 100;

// Decorative outlines for a 20 x 20 box in currentColor (the hidden prefix says the variant).
const outline = (shape: SVGTemplateResult) =>
  svg`<svg viewBox="0 0 20 20" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${shape}</svg>`;
const circle = svg`<circle cx="10" cy="10" r="7.25"/>`;
const ICONS: Record<AlertVariant, SVGTemplateResult> = {
  info: outline(svg`${circle}<path d="M10 9.5v4m0-7v.01"/>`),
  success: outline(svg`${circle}<path d="m7 10.25 2 2 4-4.5"/>`),
  warning: outline(svg`<path d="M10 3 2.25 16.5h15.5Z"/><path d="M10 8v3.5m0 2.5v.01"/>`),
  error: outline(svg`${circle}<path d="M10 6.5v4m0 3v.01"/>`),
};

/**
 * A message in the page, in four variants: `info` (the default), `success`, `warning` and `error`.
 * Each variant has its own icon and colours, and a visually hidden prefix read before the message
 * ('Błąd:' / 'Error:'), so the variant is never told by colour alone. It has a heading (the `heading`
 * attribute or slot, bold text above the message; it is not a heading of the page's outline), the
 * message in the default slot and an `action` slot for a button ('Spróbuj ponownie').
 *
 * **Announcements.** An alert in the page as it loads is part of the page: it has no role and is
 * not announced (a screen reader reads it where it stands, with its prefix). One that appears later
 * (inserted after the document's `load`, or revealed by removing `hidden`) is a live region and is
 * announced: `role="alert"` (assertive) for `error` and `warning`, `role="status"` (polite) for `info`
 * and `success`. Screen readers speak only changes made to a live region they already know, so the
 * region appears empty first and the message enters it a moment later (100 ms); `updateComplete`
 * resolves once it has. A live alert stays live, so a changed message is announced too. `announce`
 * changes the rule: `always` also announces an alert present at load, `never` never does.
 *
 * **Closing.** With `closable` the alert has a close button ('Zamknij' / 'Dismiss', `close-label`).
 * Pressing it fires the cancelable `pp-close`; unless it is cancelled the alert hides itself
 * (`hidden`; remove the attribute to show it again, announced again). If focus was in the alert, it
 * returns to the element it came from (the control before the alert); a page that wants it elsewhere
 * moves it in its `pp-close` listener.
 *
 * In forced-colours mode the alert keeps a border and its icon in the system's text colour.
 *
 * @summary A page message (info, success, warning, error) with an icon, heading, action and close button, announced when it appears.
 *
 * @slot - The message.
 * @slot heading - The heading, instead of the `heading` attribute.
 * @slot action - A button or link for what to do next, after the message.
 *
 * @csspart base - The alert's box.
 * @csspart icon - The variant's icon.
 * @csspart heading - The heading.
 * @csspart message - The message's wrapper.
 * @csspart action - The wrapper of the `action` slot.
 * @csspart close-button - The close button.
 *
 * @cssprop [--pp-alert-radius=var(--pp-radius-md, 0.375rem)] - Corner radius.
 * @cssprop [--pp-alert-bg] - Background; by default the variant's status background (`--pp-color-status-*-bg`).
 * @cssprop [--pp-alert-fg=var(--pp-color-fg-default, CanvasText)] - Text colour.
 * @cssprop [--pp-alert-border] - Border colour; by default the variant's status border (`--pp-color-status-*-border`).
 * @cssprop [--pp-alert-icon] - Icon colour; by default the variant's status text colour (`--pp-color-status-*-fg`).
 *
 * @fires {CustomEvent} pp-close - The close button was pressed. Cancelable: `preventDefault()` keeps the alert shown.
 */
export class PpAlert extends PpElement {
  static override styles = alertStyles;

  // Declared without decorators, like the other foundation elements (their helpers cost bytes at first use).
  static override properties: PropertyDeclarations = {
    variant: { reflect: true },
    heading: {},
    closable: { type: Boolean, reflect: true },
    announce: {},
    hidden: { type: Boolean, reflect: true },
    ...textProperties(this, {
      closeLabel: 'close-label',
      infoText: 'info-text',
      successText: 'success-text',
      warningText: 'warning-text',
      errorText: 'error-text',
    }),
    _live: { state: true, attribute: false },
    _ready: { state: true, attribute: false },
    _filled: { state: true, attribute: false },
  };

  static {
    // The accessors on the prototype now, as decorators make them (for @lit/react, see pp-button).
    this.finalize();
  }

  /** What the alert tells: its icon, colours, hidden prefix and (when live) its role. */
  variant: AlertVariant = 'info';

  /** The heading, shown in bold above the message (or use the `heading` slot). */
  heading = '';

  /** Shows a close button that hides the alert. */
  closable = false;

  /** When the alert is announced: `auto` when it appears after the page has loaded, `always`, or `never`. */
  announce: AlertAnnounce = 'auto';

  /** Hidden, as the global attribute; removing it shows the alert again (and announces it, unless `announce="never"`). */
  override hidden = false;

  declare closeLabel: string;
  declare infoText: string;
  declare successText: string;
  declare warningText: string;
  declare errorText: string;

  /** Whether the alert is a live region (it appeared after the page loaded, or `announce="always"`). */
  private _live = false;
  /** Whether the message is inside the live region (a moment after the region appeared). */
  private _ready = true;
  /** Which of the `heading` and `action` slots have content. */
  private _filled: ReadonlySet<string> = new Set();

  // eslint-disable-next-line no-unused-private-class-members -- found by its element, not by name
  readonly #texts = new LocaleController(this, alertMessages);
  #timer: ReturnType<typeof setTimeout> | undefined;
  #pending: Promise<void> | undefined;
  #settle: (() => void) | undefined;
  /** The element focus came from when it entered the alert: where it returns when the alert closes. */
  #cameFrom: HTMLElement | undefined;

  constructor() {
    super();
    this.addEventListener('focusin', (event) => {
      const from = event.relatedTarget;
      if (from instanceof HTMLElement && !this.contains(from)) this.#cameFrom = from;
    });
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.hidden) this.#appear(document.readyState === 'complete');
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#finish();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // Revealed after it was hidden: a new message for the reader.
    if (changed.has('hidden') && changed.get('hidden') === true && !this.hidden && this.isConnected) {
      this.#appear(true);
    }
    if (changed.has('hidden') && this.hidden) this.#finish();
  }

  protected override async getUpdateComplete(): Promise<boolean> {
    let result = await super.getUpdateComplete();
    // The message enters the live region a moment after the region: wait for that too.
    while (this.#pending) {
      await this.#pending;
      result = await super.getUpdateComplete();
    }
    return result;
  }

  protected override render(): TemplateResult {
    const role = this._live
      ? this.variant === 'error' || this.variant === 'warning'
        ? 'alert'
        : 'status'
      : null;
    const content = html`<span class="sr-only">${this.#prefix()} </span>
      <div class="heading" part="heading" ?hidden=${!this.heading && !this._filled.has('heading')}>
        <slot name="heading" @slotchange=${this.#onSlotChange}>${this.heading}</slot>
      </div>
      <div class="message" part="message"><slot></slot></div>`;
    // One line: no white space inside the <svg>.
    // prettier-ignore
    const cross = html`<svg viewBox="0 0 20 20" aria-hidden="true"><path d="M5.5 5.5l9 9M14.5 5.5l-9 9" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round"></path></svg>`;
    return html`<div class="base" part="base">
      <span class="icon" part="icon">${ICONS[this.variant] ?? ICONS.info}</span>
      <div class="main">
        <div class="region" role=${role ?? nothing}>${this._ready ? content : nothing}</div>
        ${this._ready ? nothing : content}
        <div class="action" part="action" ?hidden=${!this._filled.has('action')}>
          <slot name="action" @slotchange=${this.#onSlotChange}></slot>
        </div>
      </div>
      ${
        this.closable
          ? html`<button
              class="close"
              part="close-button"
              type="button"
              aria-label=${this.closeLabel}
              @click=${this.#onClose}
            >
              ${cross}
            </button>`
          : nothing
      }
    </div>`;
  }

  /** The hidden prefix of the variant ('Błąd:'): the text property `<variant>Text`. */
  #prefix(): string {
    return (this as unknown as Record<string, string>)[`${this.variant}Text`] ?? this.infoText;
  }

  /** The alert appears: a live region first, empty, with the message entering it a moment later. */
  #appear(later: boolean): void {
    if (this.announce === 'never' || (this.announce === 'auto' && !later)) return;
    this.#finish();
    this._live = true;
    this._ready = false;
    this.#pending = new Promise((resolve) => (this.#settle = resolve));
    this.#timer = setTimeout(() => this.#finish(), ANNOUNCE_DELAY);
  }

  /** The message into the region now (or it stays there), and `updateComplete` goes on. */
  #finish(): void {
    clearTimeout(this.#timer);
    this._ready = true;
    this.#pending = undefined;
    this.#settle?.();
    this.#settle = undefined;
  }

  #onSlotChange = (event: Event): void => {
    const slot = event.target as HTMLSlotElement;
    const filled = new Set(this._filled);
    if (slot.assignedNodes({ flatten: false }).length > 0) filled.add(slot.name);
    else filled.delete(slot.name);
    this._filled = filled;
  };

  #onClose = (): void => {
    if (this.emit('pp-close', undefined, { cancelable: true }).defaultPrevented) return;
    const hadFocus = this.matches(':focus-within');
    this.hidden = true;
    if (hadFocus && this.#cameFrom?.isConnected) this.#cameFrom.focus();
  };
}

defineElement('pp-alert', PpAlert);

declare global {
  interface HTMLElementTagNameMap {
    'pp-alert': PpAlert;
  }
  interface HTMLElementEventMap {
    'pp-close': CustomEvent<void>;
  }
}
