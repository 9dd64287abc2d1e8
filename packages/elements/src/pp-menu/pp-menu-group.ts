import { html } from 'lit';
import type { PropertyDeclarations, PropertyValues, TemplateResult } from 'lit';
import { PpElement, defineElement } from '../shared/base-element.js';
import { menuGroupStyles } from './pp-menu.styles.js';

/**
 * A labelled group of items in a `<pp-menu>` (`role="group"` named by `label`), usually radios that
 * choose one option. Its label is shown above the items and is the group's accessible name.
 *
 * @summary A labelled group of menu items, such as a set of radios.
 *
 * @slot - The group's `<pp-menu-item>`s.
 *
 * @csspart label - The visible label above the items.
 *
 * @cssprop [--pp-menu-group-label-fg=var(--pp-color-fg-muted, GrayText)] - Colour of the label.
 */
export class PpMenuGroup extends PpElement {
  static override styles = menuGroupStyles;

  static override properties: PropertyDeclarations = {
    label: {},
  };

  static {
    this.finalize();
  }

  /** The group's name, shown above its items. */
  label = '';

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    this.setAttribute('role', 'group');
    if (this.label) this.setAttribute('aria-label', this.label);
    else this.removeAttribute('aria-label');
  }

  protected override render(): TemplateResult {
    return html`<div class="label" part="label" aria-hidden="true" ?hidden=${!this.label}>${this.label}</div>
      <slot></slot>`;
  }
}

defineElement('pp-menu-group', PpMenuGroup);

declare global {
  interface HTMLElementTagNameMap {
    'pp-menu-group': PpMenuGroup;
  }
}
