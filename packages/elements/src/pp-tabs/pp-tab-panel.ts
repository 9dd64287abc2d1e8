import { html } from 'lit';
import type { PropertyDeclarations, PropertyValues, TemplateResult } from 'lit';
import { PpElement, defineElement } from '../shared/base-element.js';
import { notifyTabs } from './notify.js';
import { tabPanelStyles } from './pp-tab-panel.styles.js';

let ids = 0;

/**
 * One panel of a `<pp-tabs>`: the content its tab (`<pp-tab panel="…">` with the same name) shows.
 * The panel is the `role="tabpanel"` element itself, named by its tab (`aria-labelledby`); every
 * panel but the selected one is `hidden` (out of the layout, the accessibility tree and the tab
 * order). A panel with nothing focusable in it takes the focus itself (`tabindex="0"`), so that Tab
 * from the selected tab reaches its content, as the WAI-ARIA Authoring Practices advise.
 *
 * @summary One panel of a tab list (`<pp-tabs>`), shown while its tab is selected.
 *
 * @slot - The panel's content.
 *
 * @cssprop [--pp-tab-panel-padding=var(--pp-space-4, 1rem)] - Space above and below the content (none at the sides, so that it lines up with the page).
 */
export class PpTabPanel extends PpElement {
  static override styles = tabPanelStyles;

  // Without decorators, as pp-button: their helpers would add to the first use.
  static override properties: PropertyDeclarations = {
    name: { reflect: true },
  };

  static {
    // The accessors on the prototype now, as decorators make them (for the React wrapper).
    this.finalize();
  }

  /** The panel's name: the `panel` of the `<pp-tab>` that shows it. */
  name = '';

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.hasAttribute('role')) this.setAttribute('role', 'tabpanel');
    if (!this.id) this.id = `pp-tab-panel-${++ids}`;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (changed.has('name')) notifyTabs(this);
  }

  protected override render(): TemplateResult {
    return html`<slot></slot>`;
  }
}

defineElement('pp-tab-panel', PpTabPanel);

declare global {
  interface HTMLElementTagNameMap {
    'pp-tab-panel': PpTabPanel;
  }
}
