import { html } from 'lit';
import type { PropertyDeclarations, PropertyValues, TemplateResult } from 'lit';
import { PpElement, defineElement } from '../shared/base-element.js';
import { notifyTabs } from './notify.js';
import { tabStyles } from './pp-tab.styles.js';

let ids = 0;

/**
 * One tab of a `<pp-tabs>`: its text (and an icon) in the default slot. The tab is the `role="tab"`
 * element itself and takes the focus; its `<pp-tabs>` sets `aria-selected`, `aria-controls` and the
 * roving `tabindex` from its own `value`, and handles the keys and clicks. A disabled tab is
 * `aria-disabled`, skipped by the arrow keys and never focused.
 *
 * Its knobs may be set on the `<pp-tabs>` (custom properties inherit), to style every tab at once.
 *
 * @summary One tab of a tab list (`<pp-tabs>`), naming the panel it shows.
 *
 * @slot - The tab's text, with an icon if wanted.
 *
 * @csspart indicator - The bar under (beside, when vertical) the selected tab.
 *
 * @cssprop [--pp-tab-fg=var(--pp-color-fg-muted, CanvasText)] - Text of a tab that is not selected.
 * @cssprop [--pp-tab-fg-selected=var(--pp-color-fg-default, CanvasText)] - Text of the selected tab.
 * @cssprop [--pp-tab-bg-hover=var(--pp-color-bg-hover, Canvas)] - Background of a tab under the pointer.
 * @cssprop [--pp-tab-indicator=var(--pp-color-border-focus, Highlight)] - Colour of the selected tab's bar.
 * @cssprop [--pp-tab-indicator-size=3px] - Thickness of the selected tab's bar.
 */
export class PpTab extends PpElement {
  static override styles = tabStyles;

  // Without decorators, as pp-button: their helpers would add to the first use.
  static override properties: PropertyDeclarations = {
    panel: { reflect: true },
    disabled: { type: Boolean, reflect: true },
  };

  static {
    // The accessors on the prototype now, as decorators make them (for the React wrapper).
    this.finalize();
  }

  /** The `name` of the `<pp-tab-panel>` this tab shows; the `<pp-tabs>` `value` while it is selected. */
  panel = '';

  /** The tab cannot be selected: it is skipped by the arrow keys, out of the tab order and not clickable. */
  disabled = false;

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.hasAttribute('role')) this.setAttribute('role', 'tab');
    if (!this.id) this.id = `pp-tab-${++ids}`;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (this.disabled) this.setAttribute('aria-disabled', 'true');
    else this.removeAttribute('aria-disabled');
    // The list's choice of selected tab, tab stop and panel links depends on these.
    if (changed.has('panel') || changed.has('disabled')) notifyTabs(this);
  }

  protected override render(): TemplateResult {
    return html`<slot></slot><span class="indicator" part="indicator"></span>`;
  }
}

defineElement('pp-tab', PpTab);

declare global {
  interface HTMLElementTagNameMap {
    'pp-tab': PpTab;
  }
}
