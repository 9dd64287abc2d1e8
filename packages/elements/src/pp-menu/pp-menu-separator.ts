import { PpElement, defineElement } from '../shared/base-element.js';
import { menuSeparatorStyles } from './pp-menu.styles.js';

/**
 * A line between items of a `<pp-menu>` (`role="separator"`); the keyboard passes over it.
 *
 * @summary A separator between menu items.
 *
 * @cssprop [--pp-menu-separator-color=var(--pp-color-border-default, GrayText)] - Colour of the line.
 */
export class PpMenuSeparator extends PpElement {
  static override styles = menuSeparatorStyles;

  override connectedCallback(): void {
    super.connectedCallback();
    this.setAttribute('role', 'separator');
  }
}

defineElement('pp-menu-separator', PpMenuSeparator);

declare global {
  interface HTMLElementTagNameMap {
    'pp-menu-separator': PpMenuSeparator;
  }
}
