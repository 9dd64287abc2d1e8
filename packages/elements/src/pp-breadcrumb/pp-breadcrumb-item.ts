import { html } from 'lit';
import type { PropertyDeclarations, PropertyValues, TemplateResult } from 'lit';
import { PpElement, defineElement } from '../shared/base-element.js';
import { breadcrumbItemStyles } from './pp-breadcrumb.styles.js';

/**
 * One step of a `<pp-breadcrumb>`: a list item holding a link to a page above the current one, or,
 * with `current`, the current page itself (read as "current page", not a link). The separator before
 * it (none before the first item) is drawn, hidden from screen readers.
 *
 * Put the page router's own link in the slot (`<a href>`, React Router's `<Link>`) so that a click
 * routes in the page; or give the item an `href`, and it draws the link itself.
 *
 * @summary One item of a breadcrumb trail: a link, or the current page.
 *
 * @slot - The item's text, or a link with its text.
 * @slot separator - Replaces the drawn chevron between this item and the one before.
 *
 * @csspart link - The link the item draws when it has an `href`.
 * @csspart separator - The separator before the item.
 *
 * @cssprop [--pp-breadcrumb-gap=var(--pp-space-2, 0.5rem)] - Space on each side of the separator.
 * @cssprop [--pp-breadcrumb-link-color=var(--pp-color-fg-link, LinkText)] - Colour of the links.
 * @cssprop [--pp-breadcrumb-current-color=var(--pp-color-fg-default, CanvasText)] - Colour of the current page.
 * @cssprop [--pp-breadcrumb-separator-color=var(--pp-color-fg-muted, GrayText)] - Colour of the separators.
 */
export class PpBreadcrumbItem extends PpElement {
  static override styles = breadcrumbItemStyles;

  static override properties: PropertyDeclarations = {
    href: {},
    current: { type: Boolean, reflect: true },
  };

  static {
    this.finalize();
  }

  /** The address of the page; the item draws its own link to it (not when it is `current`). */
  href = '';

  /** The item is the page being shown: `aria-current="page"`, not a link. */
  current = false;

  override connectedCallback(): void {
    super.connectedCallback();
    // The host is the list item (the breadcrumb's list is in its shadow root). An attribute rather
    // than ElementInternals' role: axe and the accessibility-tree snapshots of test tools read only
    // attributes, and an item would fail their list checks.
    if (!this.hasAttribute('role')) this.setAttribute('role', 'listitem');
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (changed.has('current')) {
      if (this.current) this.setAttribute('aria-current', 'page');
      else this.removeAttribute('aria-current');
    }
  }

  protected override render(): TemplateResult {
    const text = html`<slot></slot>`;
    return html`<span class="separator" part="separator" aria-hidden="true"
        ><slot name="separator"
          ><svg viewBox="0 0 16 16" width="12" height="12" fill="none" stroke="currentColor" stroke-width="2">
            <path d="M6 3l5 5-5 5"></path></svg></slot></span
      >${
        this.href && !this.current
          ? html`<a part="link" href=${this.href}>${text}</a>`
          : html`<span class="text">${text}</span>`
      }`;
  }
}

defineElement('pp-breadcrumb-item', PpBreadcrumbItem);

declare global {
  interface HTMLElementTagNameMap {
    'pp-breadcrumb-item': PpBreadcrumbItem;
  }
}
