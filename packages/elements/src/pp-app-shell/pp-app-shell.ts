import { html } from 'lit';
import type { PropertyDeclarations, TemplateResult } from 'lit';
import { PpElement, defineElement } from '../shared/base-element.js';
import { LocaleController } from '../shared/locale-controller.js';
import { textProperties } from '../shared/text-property.js';
import { appShellMessages } from './pp-app-shell.messages.js';
import { appShellStyles } from './pp-app-shell.styles.js';

/** What the shell needs of its sidebar: `pp-sidebar`'s toggle wiring (typed here, not imported). */
interface Toggleable extends HTMLElement {
  attachToggle(toggle: HTMLElement): () => void;
}

/** Elements that take focus without a tabindex of their own. */
const FOCUSABLE = 'a[href],button,input,select,textarea,[tabindex]';

/**
 * The portal's frame for any page: a skip link, a sticky top bar, the sidebar beside the content, and
 * the content's main region above its footer. A tool gets the portal's layout with this element, a
 * `pp-sidebar` and its own menu data; what goes in the top bar is its own, in named slots.
 *
 * ```html
 * <pp-app-shell>
 *   <a slot="logo" href="/">…</a>
 *   <pp-badge slot="environment" variant="warning">staging</pp-badge>
 *   <pp-combobox slot="project" label="Projekt" …></pp-combobox>
 *   <pp-button slot="search" variant="secondary">Szukaj</pp-button>
 *   <pp-menu slot="user">…</pp-menu>
 *   <pp-sidebar slot="sidebar" id="main-nav"></pp-sidebar>
 *   <main id="main">…</main>
 *   <footer slot="footer">…</footer>
 * </pp-app-shell>
 * ```
 *
 * **Landmarks.** The top bar is the page's `banner` (a `<header>` of the shell's own). The main
 * region and the footer are the page's: put a `<main>` in the default slot and a `<footer>` in the
 * `footer` slot, so that their ids, labels and focus stay in the page's hands. The sidebar is its
 * own `navigation` landmark.
 *
 * **Skip link.** The first stop of the tab order, at the start of the banner, is a link ('Przejdź do
 * treści'), shown when focused, that moves focus to the main region: the first element of the
 * default slot that is a `<main>` or has `role="main"`, else the first element of the default slot
 * (given `tabindex="-1"` when it takes no focus of its own). Its `href` is that element's id, when it
 * has one.
 *
 * **Menu toggle.** With a `pp-sidebar` in the `sidebar` slot, the top bar starts with a ☰ button
 * that toggles it: the desktop column, or the sheet on a small screen. The sidebar wires it once it
 * is defined (`attachToggle`: `aria-controls`, `aria-expanded`, focus return); a press before that
 * is kept and acted on then. Without a sidebar there is no toggle.
 *
 * **Layout.** The top bar is `--pp-topbar-height` high (4rem, the height of the sidebar's logo
 * area) and sticks to the top of the viewport; the desktop sidebar sticks below it
 * (`--pp-sidebar-top` is set for it). The top-bar slots sit in this order: toggle, `logo`,
 * `environment`, `project`, `top-bar` (which takes the room left), `search`, `user`. Below 768 px the
 * bar wraps, and what does not fit moves to a row of its own. A sidebar with `side="right"` sits on
 * the right. The sidebar's breakpoints (640, 768, 1024, 1280 px) are its own attribute.
 *
 * **Languages**: the built-in texts are Polish or English after the `lang` of the element, else of
 * its closest ancestor with one, else of `<html>`; a text set through its property or attribute wins.
 *
 * @summary The portal's page frame: skip link, sticky top bar with slots, sidebar, main region and footer.
 *
 * @slot - The main region: a `<main>` (the skip link's target).
 * @slot logo - The logo, usually a link to the home page with an accessible name.
 * @slot environment - The environment badge (e.g. a `pp-badge` saying 'staging'), beside the logo.
 * @slot project - The project switcher (e.g. a `pp-combobox`). Below 768 px it takes a row of its own
 *   under the bar, the whole width, so the logo, search and the user menu keep the first row.
 * @slot top-bar - Anything else in the top bar (a status, a banner); it takes the room left.
 * @slot search - The search button, near the end of the top bar.
 * @slot user - The user menu, at the end of the top bar.
 * @slot sidebar - A `pp-sidebar`; the menu toggle controls it.
 * @slot footer - The page's footer, below the main region.
 *
 * @csspart skip-link - The skip link.
 * @csspart top-bar - The top bar (the `banner` landmark).
 * @csspart menu-toggle - The menu toggle button.
 * @csspart top-bar-middle - The wrapper of the `top-bar` slot.
 * @csspart top-bar-end - The wrapper of the `search` and `user` slots, at the end of their row.
 * @csspart body - The row of the sidebar and the content.
 * @csspart content - The column of the main region and the footer.
 *
 * @cssprop [--pp-app-shell-top-bar-height=var(--pp-topbar-height, 4rem)] - Height of the top bar (and the desktop sidebar's offset).
 * @cssprop [--pp-app-shell-top-bar-z-index=40] - Stacking of the sticky top bar over the page.
 * @cssprop [--pp-app-shell-background=none] - Background of the whole frame (the page's shows through by default).
 * @cssprop [--pp-topbar-bg=var(--pp-color-bg-surface)] - Top bar background; a component token of `@portal-elements/tokens`.
 * @cssprop [--pp-topbar-border=var(--pp-color-border-default)] - Top bar bottom border; a component token of `@portal-elements/tokens`.
 */
export class PpAppShell extends PpElement {
  static override styles = appShellStyles;

  // Declared without decorators, like the other foundation elements (their helpers cost bytes at first use).
  static override properties: PropertyDeclarations = {
    ...textProperties(this, { skipLabel: 'skip-label', toggleLabel: 'toggle-label' }),
    _sidebar: { state: true, attribute: false },
    _middle: { state: true, attribute: false },
  };

  static {
    // The accessors on the prototype now, as decorators make them (for @lit/react, see pp-button).
    this.finalize();
  }

  declare skipLabel: string;
  declare toggleLabel: string;

  /** The sidebar in the `sidebar` slot, if any. */
  private _sidebar: HTMLElement | undefined;
  /** Whether the `top-bar` slot holds anything (when it does not, its place is only a spacer). */
  private _middle = false;

  // eslint-disable-next-line no-unused-private-class-members -- found by its element, not by name
  readonly #texts = new LocaleController(this, appShellMessages);
  /** Detaches the toggle from the sidebar it was attached to. */
  #detach: (() => void) | undefined;
  /** The sidebar the toggle is attached to (or being attached to, once it is defined). */
  #attachedTo: HTMLElement | undefined;
  /** A press of the toggle before the sidebar was defined: acted on once it is. */
  #pressedEarly = false;

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#attach(undefined);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Reconnected: attach again to the sidebar the slot holds (a first connection waits for the slot).
    if (this.hasUpdated) this.#attach(this._sidebar);
  }

  protected override render(): TemplateResult {
    const target = this.#mainTarget();
    // prettier-ignore
    const bars = html`<svg viewBox="0 0 20 20" aria-hidden="true"><path d="M3 5h14M3 10h14M3 15h14" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"></path></svg>`;
    // The skip link opens the banner: first in the tab order, and inside a landmark like the rest of
    // the page (axe's region rule does not know it for a skip link, its target is outside this root).
    return html`<header class="top-bar" part="top-bar">
        <a class="skip" part="skip-link" href=${target?.id ? `#${target.id}` : '#'} @click=${this.#skip}
          >${this.skipLabel}</a
        >
        <button
          class="toggle"
          part="menu-toggle"
          type="button"
          aria-label=${this.toggleLabel}
          ?hidden=${!this._sidebar}
          @click=${this.#onTogglePress}
        >
          ${bars}
        </button>
        <slot name="logo"></slot>
        <slot name="environment"></slot>
        <slot name="project"></slot>
        <div class="middle ${this._middle ? 'filled' : ''}" part="top-bar-middle">
          <slot
            name="top-bar"
            @slotchange=${(event: Event) =>
              (this._middle = (event.target as HTMLSlotElement).assignedNodes().length > 0)}
          ></slot>
        </div>
        <div class="end" part="top-bar-end">
          <slot name="search"></slot>
          <slot name="user"></slot>
        </div>
      </header>
      <div class="body" part="body">
        <slot name="sidebar" @slotchange=${this.#onSidebarChange}></slot>
        <div class="content" part="content">
          <slot @slotchange=${() => this.requestUpdate()}></slot>
          <slot name="footer"></slot>
        </div>
      </div>`;
  }

  /** The skip link's target: the slotted `<main>` (or `role="main"`), else the first slotted element. */
  #mainTarget(): HTMLElement | undefined {
    const children = [...this.children].filter(
      (child): child is HTMLElement => child instanceof HTMLElement && !child.hasAttribute('slot'),
    );
    return children.find((child) => child.matches('main,[role="main"]')) ?? children[0];
  }

  #skip = (event: MouseEvent): void => {
    const target = this.#mainTarget();
    if (!target) return;
    event.preventDefault();
    if (!target.matches(FOCUSABLE)) target.tabIndex = -1;
    target.focus();
    target.scrollIntoView({ block: 'start' });
  };

  #onSidebarChange = (event: Event): void => {
    const [first] = (event.target as HTMLSlotElement).assignedElements();
    this._sidebar = first instanceof HTMLElement ? first : undefined;
    this.#attach(this._sidebar);
  };

  /** Attaches the toggle to `sidebar` once it is defined (detaching it from the one before). */
  #attach(sidebar: HTMLElement | undefined): void {
    if (sidebar === this.#attachedTo && (sidebar === undefined || this.#detach)) return;
    this.#detach?.();
    this.#detach = undefined;
    this.#attachedTo = sidebar;
    if (!sidebar) return;
    void customElements.whenDefined(sidebar.localName).then(async () => {
      await this.updateComplete;
      const toggle = this.renderRoot.querySelector<HTMLButtonElement>('.toggle');
      if (sidebar !== this.#attachedTo || this.#detach || !toggle || !this.isConnected) return;
      if (typeof (sidebar as Partial<Toggleable>).attachToggle !== 'function') return;
      this.#detach = (sidebar as Toggleable).attachToggle(toggle);
      if (this.#pressedEarly) {
        this.#pressedEarly = false;
        toggle.click();
      }
    });
  }

  #onTogglePress = (): void => {
    // Before the sidebar was defined nothing listens yet: keep the press for when it is.
    if (!this.#detach) this.#pressedEarly = true;
  };
}

defineElement('pp-app-shell', PpAppShell);

declare global {
  interface HTMLElementTagNameMap {
    'pp-app-shell': PpAppShell;
  }
}
