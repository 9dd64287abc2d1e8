/**
 * The mobile sheet: its template, behaviour and styles. `<pp-sidebar>` imports this module the first
 * time it renders below its breakpoint, so a desktop page never loads it.
 *
 * Nothing here is imported at run time from Lit or from a module of the sidebar: esbuild (and
 * bundlers like it) would move whatever this chunk shares with the element into a chunk of its
 * own, one more file at every first use (Lit alone: 0.6 kB gzip). What the sheet needs of the
 * element, Lit's `html` included, comes in through {@link SheetHost} and {@link SheetOptions}.
 */
import type { ReactiveController, ReactiveControllerHost, TemplateResult, html as litHtml } from 'lit';
import { deepActiveElement } from '../shared/dom.js';

/** What the sheet needs of its `<pp-sidebar>`. */
export interface SheetHost extends ReactiveControllerHost, HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
  /** The sheet's open flag (the element's public `mobileOpen`). */
  mobileOpen: boolean;
  /** Accessible name of the dialog. */
  readonly dialogLabel: string;
  /** Accessible name of the close button. */
  readonly closeLabel: string;
  /** Closes the sidebar of the current layout. */
  hide(): void;
}

/** What the element hands the sheet besides itself. */
export interface SheetOptions {
  /** Lit's `html` tag, which the element has loaded already. */
  html: typeof litHtml;
  /** The sidebar's content (header, slots, menu), with `close` in its header after the logo. */
  content: (close: TemplateResult) => TemplateResult;
  /**
   * The toggle that asked for the sheet to open this time, if any, to return focus to when it
   * closes. Without one, focus returns to where it was when the sheet opened.
   */
  opener: () => HTMLElement | undefined;
}

/**
 * Names this template `css` for the build, which minifies `css` templates (scripts/build-dist.mjs);
 * it is not Lit's (see the module comment): the text goes into a stylesheet of its own.
 */
const css = (strings: TemplateStringsArray): string => strings.join('');

// The sheet and its close button. The timing of the slide is the column's (as in sidebar-motion.ts);
// the other custom properties (--_*) are set on :host by pp-sidebar.styles.ts.
const sheetCss = css`
  :host {
    --_duration: var(--pp-sidebar-duration, var(--pp-duration-normal, 200ms));
    --_easing: var(--pp-easing-standard, cubic-bezier(0.2, 0, 0, 1));
  }

  @media (prefers-reduced-motion: reduce) {
    :host {
      --_duration: 0s;
    }
  }

  .sheet {
    box-sizing: border-box;
    position: fixed;
    inset-block: 0;
    left: 0;
    right: auto;
    inline-size: min(var(--_width), calc(100vw - var(--pp-space-12, 3rem)));
    max-inline-size: none;
    block-size: 100dvh;
    max-block-size: none;
    margin: 0;
    padding: 0;
    border: 0;
    background: var(--_bg);
    color: var(--_fg);
    box-shadow: var(--pp-shadow-lg, 0 0 1.5rem color-mix(in srgb, CanvasText 25%, transparent));
    translate: var(--_offscreen) 0;
    transition:
      translate var(--_duration) var(--_easing),
      overlay var(--_duration) allow-discrete,
      display var(--_duration) allow-discrete;
  }

  :host([side='right']) .sheet {
    left: auto;
    right: 0;
  }

  .sheet[open] {
    display: flex;
    flex-direction: column;
    translate: 0 0;
  }

  .sheet::backdrop {
    background: var(
      --pp-sidebar-backdrop,
      var(--pp-color-bg-backdrop, color-mix(in srgb, CanvasText 45%, transparent))
    );
    opacity: 0;
    transition:
      opacity var(--_duration) var(--_easing),
      overlay var(--_duration) allow-discrete,
      display var(--_duration) allow-discrete;
  }

  .sheet[open]::backdrop {
    opacity: 1;
  }

  @starting-style {
    .sheet[open] {
      translate: var(--_offscreen) 0;
    }

    .sheet[open]::backdrop {
      opacity: 0;
    }
  }

  .close {
    display: inline-grid;
    place-items: center;
    flex: none;
    inline-size: 2.5rem;
    block-size: 2.5rem;
    margin-inline-start: auto;
    padding: 0;
    border: 0;
    border-radius: var(--pp-radius-md, 0.375rem);
    background: transparent;
    color: inherit;
    cursor: pointer;
  }

  .close:hover {
    background: var(--_hover-bg);
  }

  .close:focus-visible {
    outline: var(--_ring) solid var(--_focus);
    outline-offset: calc(-1 * var(--_ring));
  }

  .close svg {
    inline-size: 1.25rem;
    block-size: 1.25rem;
  }
`;

let sheetStyles: CSSStyleSheet | undefined;

/** The focused element inside open shadow roots; undefined when nothing (or body) is focused. */
function focusedElement(): HTMLElement | undefined {
  const active = deepActiveElement();
  return active instanceof HTMLElement && active !== document.body ? active : undefined;
}

/** Whether `element` is in the sequential focus order right now (approximately, as browsers do). */
function isTabbable(element: Element): element is HTMLElement {
  if (!(element instanceof HTMLElement) || element.tabIndex < 0 || element.inert) return false;
  if ((element as HTMLButtonElement).disabled) return false;
  if (
    element instanceof HTMLAnchorElement &&
    !element.hasAttribute('href') &&
    !element.hasAttribute('tabindex')
  ) {
    return false;
  }
  return element.checkVisibility({ visibilityProperty: true });
}

/** Tabbable elements under `root` in tree order, through open shadow roots and slotted content. */
function tabbables(root: Element, found: HTMLElement[] = []): HTMLElement[] {
  const children =
    root instanceof HTMLSlotElement
      ? root.assignedElements({ flatten: true })
      : [...(root.shadowRoot?.children ?? []), ...(root.shadowRoot ? [] : root.children)];
  for (const child of children) {
    if (child instanceof HTMLElement && child.inert) continue;
    if (isTabbable(child)) found.push(child);
    tabbables(child, found);
  }
  return found;
}

/**
 * The mobile sheet of a `<pp-sidebar>`: renders its `<dialog>` (with the close button and the
 * element's content, see {@link render}), shows it as a modal while `mobileOpen` is set and closes it
 * when it is not, keeps Tab inside it, closes it on a click on the backdrop where `closedby="any"` is
 * missing, keeps `mobileOpen` in step when the dialog closes by itself (Escape, light dismiss), and
 * returns focus to the toggle that opened it (or where focus was) after closing. Its styles are
 * adopted into the element's shadow root on arrival.
 */
export class SidebarSheet implements ReactiveController {
  readonly #host: SheetHost;
  readonly #options: SheetOptions;
  /** Where focus goes when the sheet closes. */
  #returnFocus: HTMLElement | undefined;

  constructor(host: SheetHost, options: SheetOptions) {
    this.#host = host;
    this.#options = options;
    if (!sheetStyles) {
      sheetStyles = new CSSStyleSheet();
      sheetStyles.replaceSync(sheetCss);
    }
    const root = host.renderRoot as ShadowRoot;
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheetStyles];
    host.addController(this);
  }

  hostConnected(): void {
    const root = this.#host.renderRoot;
    // `close` does not bubble: caught on the way down.
    root.addEventListener('close', this.#onClose, true);
    root.addEventListener('keydown', this.#onKeydown as EventListener);
    root.addEventListener('click', this.#onBackdropClick as EventListener);
  }

  hostDisconnected(): void {
    const root = this.#host.renderRoot;
    root.removeEventListener('close', this.#onClose, true);
    root.removeEventListener('keydown', this.#onKeydown as EventListener);
    root.removeEventListener('click', this.#onBackdropClick as EventListener);
  }

  /** The element's template below its breakpoint: the dialog around the content. */
  render(): TemplateResult {
    const host = this.#host;
    const { html, content } = this.#options;
    // One line: no white space inside the <svg>.
    // prettier-ignore
    const closeIcon = html`<svg viewBox="0 0 20 20" aria-hidden="true"><path d="M5 5l10 10M15 5L5 15" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"></path></svg>`;
    return html`<dialog class="sheet" part="sheet" aria-label=${host.dialogLabel} closedby="any">
      ${content(
        html`<button
          type="button"
          class="close"
          part="close-button"
          aria-label=${host.closeLabel}
          @click=${() => host.hide()}
        >
          ${closeIcon}
        </button>`,
      )}
    </dialog>`;
  }

  hostUpdated(): void {
    const dialog = this.#dialog();
    if (!dialog) return;
    if (this.#host.mobileOpen && !dialog.open) {
      this.#returnFocus = this.#options.opener() ?? this.#focusOutside();
      dialog.showModal();
    } else if (!this.#host.mobileOpen && dialog.open) this.close();
  }

  /** Closes the dialog now (when open) and returns focus. */
  close(): void {
    const dialog = this.#dialog();
    if (!dialog?.open) return;
    dialog.close();
    this.#restoreFocus();
  }

  #dialog(): HTMLDialogElement | null {
    return this.#host.renderRoot.querySelector('dialog');
  }

  readonly #onClose = (event: Event): void => {
    if (event.target !== this.#dialog()) return;
    // Escape, light dismiss, or our own close(): keep the flag in step and put focus back.
    this.#host.mobileOpen = false;
    this.#restoreFocus();
  };

  readonly #onBackdropClick = (event: MouseEvent): void => {
    // Light dismiss where `closedby="any"` is not supported: a click on the backdrop targets the dialog.
    const dialog = event.composedPath()[0];
    if (!(dialog instanceof HTMLDialogElement) || 'closedBy' in HTMLDialogElement.prototype) return;
    const box = dialog.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) this.#host.mobileOpen = false;
  };

  /**
   * Keeps Tab inside the open sheet. A modal <dialog> makes the page inert but still lets focus leave
   * to the browser's own UI after the last element; here Tab wraps around instead.
   */
  readonly #onKeydown = (event: KeyboardEvent): void => {
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
    const dialog = this.#dialog();
    if (!dialog || !event.composedPath().includes(dialog)) return;
    const items = tabbables(dialog);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const current = focusedElement();
    const index = current ? items.indexOf(current) : -1;
    if (event.shiftKey && index <= 0) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (index === -1 || index === items.length - 1)) {
      event.preventDefault();
      first.focus();
    }
  };

  /** The focused element outside the sidebar. */
  #focusOutside(): HTMLElement | undefined {
    const active = focusedElement();
    const host = this.#host;
    return active === host || host.shadowRoot?.contains(active ?? null) ? undefined : active;
  }

  #restoreFocus(): void {
    const target = this.#returnFocus;
    this.#returnFocus = undefined;
    if (!target?.isConnected) return;
    const host = this.#host;
    const active = document.activeElement;
    const lost = active === null || active === document.body || host.shadowRoot?.activeElement != null;
    if (lost || active === host) target.focus();
  }
}
