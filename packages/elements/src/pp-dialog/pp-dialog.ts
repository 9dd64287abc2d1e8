import { html } from 'lit';
import type { PropertyDeclarations, PropertyValues, ReactiveElement, TemplateResult } from 'lit';
import { PpElement, defineElement } from '../shared/base-element.js';
import { deepActiveElement } from '../shared/dom.js';
import { LocaleController } from '../shared/locale-controller.js';
import { textProperties } from '../shared/text-property.js';
import { dialogMessages } from './pp-dialog.messages.js';
import { dialogStyles } from './pp-dialog.styles.js';
import { lockScroll, unlockScroll } from './scroll-lock.js';

/** The widest the dialog (or the drawer) grows: small, medium (the default) or large. */
export type DialogSize = 'sm' | 'md' | 'lg';

/** Where the dialog shows: in the centre of the viewport, or as a drawer along its inline end edge. */
export type DialogPlacement = 'center' | 'end';

/** What asked the dialog to close (`pp-request-close`). */
export type DialogCloseSource = 'escape' | 'close-button' | 'backdrop';

/** The detail of `pp-request-close`. */
export interface DialogRequestCloseDetail {
  source: DialogCloseSource;
}

/**
 * A modal dialog (WAI-ARIA APG "Dialog (Modal)") on a native `<dialog>` shown with `showModal()`:
 * it sits in the top layer, the page behind it is inert and does not scroll, and Tab moves only
 * among the dialog's own controls. The dialog is named by its heading, `label` (or the `label`
 * slot), and has a close button in its header named "Zamknij" / "Close".
 *
 * Open it by setting `open` (or the attribute) or with `show()`; close it with `hide()` or by
 * clearing `open`. When it opens, focus goes to the first element with `autofocus` inside it, else
 * to the first focusable element of its body, else to the dialog itself; when it closes, focus
 * returns to the element that had it before.
 *
 * The person closes it with Escape, the close button or, unless `no-light-dismiss`, a click on the
 * backdrop. Each of these first fires `pp-request-close`; cancel it (`preventDefault()`) to keep the
 * dialog open, e.g. to ask about unsaved changes. `hide()` and clearing `open` close it without
 * asking. With `placement="end"` it is a drawer that slides in from the inline end edge, full height.
 *
 * @summary A modal dialog or drawer on the native `<dialog>`, labelled by its heading.
 *
 * @slot - The body of the dialog; it scrolls when it is taller than the room left.
 * @slot label - The heading, when it needs more than the `label` text.
 * @slot footer - Actions at the bottom, usually `pp-button`s ('Anuluj', 'Zapisz').
 *
 * @csspart dialog - The native `<dialog>`.
 * @csspart header - The header with the heading and the close button.
 * @csspart title - The heading (an `<h2>`).
 * @csspart close-button - The close button.
 * @csspart body - The wrapper of the default slot.
 * @csspart footer - The wrapper of the `footer` slot (not shown while it is empty).
 *
 * @cssprop [--pp-dialog-width=35rem] - The widest the dialog or drawer grows, for every `size` (unset: 25, 35 and 50rem by `size`); never wider than the viewport allows.
 * @cssprop [--pp-dialog-bg=var(--pp-color-bg-raised, Canvas)] - Background.
 * @cssprop [--pp-dialog-fg=var(--pp-color-fg-default, CanvasText)] - Text.
 * @cssprop [--pp-dialog-border=var(--pp-color-border-default, GrayText)] - Border and the lines between header, body and footer.
 * @cssprop [--pp-dialog-radius=var(--pp-radius-lg, 0.5rem)] - Corner radius of the centred dialog.
 * @cssprop [--pp-dialog-shadow=var(--pp-shadow-lg)] - Shadow.
 * @cssprop [--pp-dialog-backdrop=var(--pp-color-bg-backdrop, rgb(0 0 0 / 50%))] - The backdrop over the page.
 * @cssprop [--pp-dialog-duration=var(--pp-duration-normal, 200ms)] - Duration of the open and close transitions (none under reduced motion).
 *
 * @fires {CustomEvent<DialogRequestCloseDetail>} pp-request-close - The person asked to close the dialog (Escape, the close button, the backdrop). Cancelable: `preventDefault()` keeps it open.
 * @fires {CustomEvent} pp-open - The dialog starts to open.
 * @fires {CustomEvent} pp-after-open - The dialog is open and its opening transition has ended.
 * @fires {CustomEvent} pp-close - The dialog starts to close (for any reason).
 * @fires {CustomEvent} pp-after-close - The dialog is closed, its closing transition has ended and focus is back.
 */
export class PpDialog extends PpElement {
  static override styles = dialogStyles;

  // Declared here rather than by decorators, as in pp-button: the decorator helpers cost bytes.
  static override properties: PropertyDeclarations = {
    open: { type: Boolean, reflect: true },
    label: {},
    size: { reflect: true },
    placement: { reflect: true },
    noLightDismiss: { type: Boolean, attribute: 'no-light-dismiss' },
    noHeader: { type: Boolean, attribute: 'no-header', reflect: true },
    ...textProperties(this, { closeLabel: 'close-label' }),
    _hasFooter: { state: true, attribute: false },
  };

  static {
    // The accessors on the prototype now, for the React wrapper (see pp-button).
    this.finalize();
  }

  /** Whether the dialog is open. Setting it opens or closes the dialog (without `pp-request-close`). */
  open = false;

  /** The heading of the dialog and its accessible name (the `label` slot replaces it). */
  label = '';

  /** The widest the dialog grows: `sm` 25rem, `md` 35rem, `lg` 50rem (never wider than the viewport). */
  size: DialogSize = 'md';

  /** `center` (the default) or `end`: a drawer along the inline end edge, full height. */
  placement: DialogPlacement = 'center';

  /** A click on the backdrop does not close the dialog (Escape and the close button still do). */
  noLightDismiss = false;

  /**
   * No header is shown: neither the heading nor the close button (a search dialog whose field says
   * what it is). The heading still names the dialog for assistive technology. Escape and the
   * backdrop still close it; give pointer users a way out if you also set `no-light-dismiss`.
   */
  noHeader = false;

  declare closeLabel: string;

  /** Whether the `footer` slot has content (an empty footer takes no room). */
  private _hasFooter = false;

  // The text properties read and write through it (shared/text-property.ts).
  // eslint-disable-next-line no-unused-private-class-members -- found by its element, not by name
  readonly #texts = new LocaleController(this, dialogMessages);
  /** Whether the dialog is shown: it may lag `open` until the next update. */
  #shown = false;
  /** Where focus returns when the dialog closes. */
  #returnTo: HTMLElement | undefined;
  /** The current opening or closing, settled when its transition and events are done. */
  #settled: Promise<void> = Promise.resolve();
  /** Watches the body's size: a body that scrolls is in the Tab order, so the keyboard scrolls it. */
  readonly #resizes = new ResizeObserver(([entry]) => {
    const body = entry!.target as HTMLElement;
    if (body.scrollHeight > body.clientHeight) body.setAttribute('tabindex', '0');
    else body.removeAttribute('tabindex');
  });
  /** Whether the pointer went down on the backdrop (a drag from the content that ends there is no dismiss). */
  #downOnBackdrop = false;

  /**
   * Opens the dialog; resolves once it is open and its transition has ended. Once the element has
   * rendered, the dialog is open (and focus inside it) when the call returns.
   */
  async show(): Promise<void> {
    this.open = true;
    if (this.hasUpdated && this.isConnected && !this.#shown) this.#settled = this.#open();
    await this.updateComplete;
    return this.#settled;
  }

  /**
   * Closes the dialog (without `pp-request-close`); resolves once its transition has ended. The
   * dialog is closed and focus back when the call returns, so the page may move focus right after.
   */
  async hide(): Promise<void> {
    this.open = false;
    if (this.#shown) this.#settled = this.#close();
    await this.updateComplete;
    return this.#settled;
  }

  protected override firstUpdated(changed: PropertyValues<this>): void {
    super.firstUpdated(changed);
    this.#resizes.observe(this.renderRoot.querySelector('.body')!);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Put back in the page while open (moved by a framework): shown again at the next update.
    if (this.open && this.hasUpdated) this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    if (!this.#shown) return;
    // Removed while open: the page scrolls again. The dialog left the top layer but is still open,
    // no longer modal: closed, so that it is shown as a modal again if the element comes back.
    this.#shown = false;
    unlockScroll();
    this.#dialog().close();
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (this.open && !this.#shown) this.#settled = this.#open();
    else if (!this.open && this.#shown) this.#settled = this.#close();
  }

  protected override render(): TemplateResult {
    // One line: no white space inside the <svg>.
    // prettier-ignore
    const icon = html`<svg viewBox="0 0 20 20" aria-hidden="true"><path d="M5 5l10 10M15 5L5 15" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"></path></svg>`;
    return html`<dialog
      class="dialog"
      part="dialog"
      aria-labelledby="title"
      aria-modal="true"
      tabindex="-1"
      @keydown=${this.#onKeydown}
      @cancel=${this.#onCancel}
      @close=${this.#onClose}
      @pointerdown=${this.#onPointerDown}
      @click=${this.#onClick}
    >
      <header class="header" part="header">
        <h2 class="title" id="title" part="title"><slot name="label">${this.label}</slot></h2>
        <button
          type="button"
          class="close"
          part="close-button"
          aria-label=${this.closeLabel}
          @click=${() => this.#requestClose('close-button')}
        >
          ${icon}
        </button>
      </header>
      <div class="body" part="body"><slot></slot></div>
      <footer class="footer" part="footer" ?hidden=${!this._hasFooter}>
        <slot name="footer" @slotchange=${this.#onFooterChange}></slot>
      </footer>
    </dialog>`;
  }

  #dialog(): HTMLDialogElement {
    return this.renderRoot.querySelector('dialog')!;
  }

  async #open(): Promise<void> {
    this.#shown = true;
    const dialog = this.#dialog();
    const active = deepActiveElement();
    this.#returnTo = active instanceof HTMLElement && !this.#holds(active) ? active : undefined;
    this.emit('pp-open', undefined);
    lockScroll();
    if (!dialog.open) dialog.showModal();
    this.#focusFirst(dialog);
    // Elements of the body that have not rendered yet (the dialog renders before its children when
    // it is open in the markup) may hold the control to focus: look again once they have, unless
    // focus moved meanwhile.
    const pending = [...this.querySelectorAll('*')].filter(
      (node) => (node as ReactiveElement).hasUpdated === false,
    );
    if (pending.length > 0) {
      const focused = deepActiveElement();
      await Promise.all(pending.map((node) => (node as ReactiveElement).updateComplete));
      if (this.#shown && deepActiveElement() === focused) this.#focusFirst(dialog);
    }
    await transitions(dialog);
    if (this.#shown) this.emit('pp-after-open', undefined);
  }

  async #close(): Promise<void> {
    this.#shown = false;
    const dialog = this.#dialog();
    this.emit('pp-close', undefined);
    if (dialog.open) dialog.close();
    unlockScroll();
    this.#restoreFocus();
    await transitions(dialog);
    if (!this.#shown) this.emit('pp-after-close', undefined);
  }

  /** Focus on opening: an `autofocus` element, else the first focusable one of the body, else the dialog. */
  #focusFirst(dialog: HTMLDialogElement): void {
    const body = this.renderRoot.querySelector<HTMLSlotElement>('.body slot')!;
    const target =
      this.querySelector<HTMLElement>('[autofocus]') ??
      focusables(body.assignedElements({ flatten: true }))[0];
    (target ?? dialog).focus();
  }

  /** Gives focus back to where it was, unless the page has already moved it elsewhere. */
  #restoreFocus(): void {
    const target = this.#returnTo;
    this.#returnTo = undefined;
    const active = deepActiveElement();
    const lost = active === null || active === document.body || this.#holds(active);
    if (target?.isConnected && lost) target.focus();
  }

  /** Whether `node` is this element, inside its light DOM or inside its shadow root. */
  #holds(node: Node): boolean {
    return this.contains(node) || node.getRootNode() === this.renderRoot;
  }

  #requestClose(source: DialogCloseSource): void {
    const request = this.emit('pp-request-close', { source }, { cancelable: true });
    if (!request.defaultPrevented) void this.hide();
  }

  #onKeydown = (event: KeyboardEvent): void => {
    // A control inside that used the key itself (a popup closing, a nested dialog) cancelled it.
    if (event.defaultPrevented || !this.#shown) return;
    if (event.key === 'Tab' && !event.altKey && !event.ctrlKey && !event.metaKey) this.#wrapTab(event);
    // Escape asks first. Cancelling the keydown stops the browser's own close request, which a page
    // may veto only once without a user activation in between (Escape is none), so ours is the one.
    if (event.key !== 'Escape') return;
    event.preventDefault();
    this.#requestClose('escape');
  };

  /**
   * Tab from the last control goes to the first, Shift+Tab from the first to the last (APG). The
   * modal `<dialog>` keeps focus out of the page already, but would let it leave to the browser.
   */
  #wrapTab(event: KeyboardEvent): void {
    const items = focusables(this.#dialog().children);
    const active = deepActiveElement();
    const at = items.findIndex((item) => item === active || item.shadowRoot?.contains(active));
    const next = event.shiftKey
      ? at <= 0 && items[items.length - 1]
      : (at === -1 || at === items.length - 1) && items[0];
    if (!next) return;
    event.preventDefault();
    next.focus();
  }

  #onCancel = (event: Event): void => {
    // A close request the keydown did not catch (a device's back gesture): ask the same question.
    if (!event.cancelable) return;
    event.preventDefault();
    this.#requestClose('escape');
  };

  #onClose = (event: Event): void => {
    // Closed by the browser (an uncancelable close request): `open` follows.
    // (The event comes a task later: the dialog may be open again by then.)
    const dialog = this.#dialog();
    if (event.target === dialog && !dialog.open && this.#shown) void this.hide();
  };

  #onPointerDown = (event: PointerEvent): void => {
    this.#downOnBackdrop = this.#onBackdrop(event);
  };

  #onClick = (event: MouseEvent): void => {
    const backdrop = this.#downOnBackdrop && this.#onBackdrop(event);
    this.#downOnBackdrop = false;
    if (backdrop && !this.noLightDismiss) this.#requestClose('backdrop');
  };

  /** Whether a pointer event hit the backdrop: the dialog is its target, outside the dialog's box. */
  #onBackdrop(event: MouseEvent): boolean {
    const dialog = this.#dialog();
    if (event.composedPath()[0] !== dialog) return false;
    const box = dialog.getBoundingClientRect();
    const { clientX: x, clientY: y } = event;
    return x < box.left || x > box.right || y < box.top || y > box.bottom;
  }

  #onFooterChange = (event: Event): void => {
    this._hasFooter = (event.target as HTMLSlotElement)
      .assignedNodes()
      .some((node) => node instanceof Element || (node.textContent ?? '').trim() !== '');
  };
}

/** Resolves when every transition running on `element` (and its backdrop) has ended or been cancelled. */
async function transitions(element: Element): Promise<void> {
  const running = element.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined));
  await Promise.all(running);
}

/**
 * The elements that take focus by Tab among `elements` and inside them (through shadow roots and
 * slots), in the order Tab visits them (positive `tabindex` aside), as browsers judge it.
 */
function focusables(elements: Iterable<Element>, found: HTMLElement[] = []): HTMLElement[] {
  for (const element of elements) {
    if (!(element instanceof HTMLElement) || element.inert) continue;
    if (
      element.tabIndex >= 0 &&
      !(element as HTMLButtonElement).disabled &&
      !(element instanceof HTMLAnchorElement && !element.href && !element.hasAttribute('tabindex')) &&
      element.checkVisibility({ visibilityProperty: true })
    ) {
      found.push(element);
      // A focusable container holds Tab stops of its own (the body, once it scrolls, holds the controls).
      if (element.shadowRoot || element instanceof HTMLSlotElement) continue;
    }
    focusables(
      element instanceof HTMLSlotElement
        ? element.assignedElements({ flatten: true })
        : (element.shadowRoot ?? element).children,
      found,
    );
  }
  return found;
}

defineElement('pp-dialog', PpDialog);

declare global {
  interface HTMLElementTagNameMap {
    'pp-dialog': PpDialog;
  }
  interface HTMLElementEventMap {
    'pp-request-close': CustomEvent<DialogRequestCloseDetail>;
    'pp-open': CustomEvent<void>;
    'pp-after-open': CustomEvent<void>;
    'pp-close': CustomEvent<void>;
    'pp-after-close': CustomEvent<void>;
  }
}
