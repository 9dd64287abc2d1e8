import { html } from 'lit';
import type { PropertyDeclarations, TemplateResult } from 'lit';
import { PpElement, defineElement } from '../shared/base-element.js';
import { LocaleController } from '../shared/locale-controller.js';
import { textProperties } from '../shared/text-property.js';
import { breadcrumbMessages } from './pp-breadcrumb.messages.js';
import { breadcrumbStyles } from './pp-breadcrumb.styles.js';
import './pp-breadcrumb-item.js';

/**
 * Where the page sits in the site, as the WAI-ARIA breadcrumb pattern has it: a navigation landmark
 * named "Ścieżka nawigacji" ("Breadcrumb" in English; the `label` property changes it) holding a list
 * of `<pp-breadcrumb-item>`s, the last of which is the current page (`current`, read as "current
 * page"). The separators between the items are drawn, not read, and turn round in a right-to-left
 * page.
 *
 * Items take a link of the page's own router in their slot (`<a>`, React Router's `<Link>`), so that
 * a click routes in the page; an item with `href` draws its own link instead.
 *
 * ```html
 * <pp-breadcrumb>
 *   <pp-breadcrumb-item href="/">Start</pp-breadcrumb-item>
 *   <pp-breadcrumb-item href="/support/issues">Zgłoszenia</pp-breadcrumb-item>
 *   <pp-breadcrumb-item current>Serwer nie odpowiada</pp-breadcrumb-item>
 * </pp-breadcrumb>
 * ```
 *
 * @summary A breadcrumb trail: a named navigation landmark with a list of links to the current page.
 *
 * @slot - The `<pp-breadcrumb-item>`s, the current page last.
 *
 * @csspart base - The `<nav>` landmark.
 * @csspart list - The list of items.
 *
 * @cssprop [--pp-breadcrumb-font-size=var(--pp-font-size-sm, 0.875rem)] - Text size of the trail. The
 *   items' colours and spacing are theirs (`<pp-breadcrumb-item>`); set them here and the items inherit them.
 */
export class PpBreadcrumb extends PpElement {
  static override styles = breadcrumbStyles;

  static override properties: PropertyDeclarations = {
    ...textProperties(this, { label: 'label' }),
  };

  static {
    // The accessors on the prototype now, as decorators make them (for @lit/react, see pp-button).
    this.finalize();
  }

  declare label: string;

  // The text properties read and write through it (shared/text-property.ts).
  // eslint-disable-next-line no-unused-private-class-members -- found by its element, not by name
  readonly #texts = new LocaleController(this, breadcrumbMessages);

  protected override render(): TemplateResult {
    return html`<nav part="base" aria-label=${this.label}>
      <div class="list" part="list" role="list"><slot></slot></div>
    </nav>`;
  }
}

defineElement('pp-breadcrumb', PpBreadcrumb);

declare global {
  interface HTMLElementTagNameMap {
    'pp-breadcrumb': PpBreadcrumb;
  }
}
