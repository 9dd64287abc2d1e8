import { html } from 'lit';
import type { PropertyDeclarations, PropertyValues, TemplateResult } from 'lit';
import { PpElement, defineElement } from '../shared/base-element.js';
import type { PpRadioGroup } from './pp-radio-group.js';
import { radioStyles } from './pp-radio.styles.js';

/**
 * One option of a `<pp-radio-group>`: its text in the default slot, a drawn circle beside it. The
 * radio is the `role="radio"` element itself, with `aria-checked`, and takes the focus; the group
 * decides which radio is checked (from its `value`), which one is in the tab order, and handles the
 * keys and clicks. The whole radio, circle and text, is the target (at least 24px).
 *
 * @summary One option of a radio group (`<pp-radio-group>`).
 *
 * @slot - The option's text.
 *
 * @csspart control - The circle.
 * @csspart dot - The dot inside the circle, shown while the radio is checked.
 * @csspart label - The wrapper of the text.
 *
 * @cssprop [--pp-radio-size=1.125rem] - Diameter of the circle.
 * @cssprop [--pp-radio-bg=var(--pp-input-bg, var(--pp-color-bg-surface, Field))] - Background of the circle.
 * @cssprop [--pp-radio-bg-hover=var(--pp-color-bg-hover, Field)] - Background of the circle under the pointer.
 * @cssprop [--pp-radio-border=var(--pp-input-border, var(--pp-color-border-strong, GrayText))] - Border of the circle.
 * @cssprop [--pp-radio-checked=var(--pp-color-border-focus, Highlight)] - Border of the checked circle and its dot.
 */
export class PpRadio extends PpElement {
  static override styles = radioStyles;

  // Without decorators, as pp-button: their helpers would add to the first use.
  static override properties: PropertyDeclarations = {
    value: {},
    disabled: { type: Boolean, reflect: true },
    checked: { type: Boolean, attribute: false },
    // Internal state the group sets (not an API of the radio).
    groupDisabled: { state: true, attribute: false },
  };

  static {
    // The accessors on the prototype now, as decorators make them (for the React wrapper).
    this.finalize();
  }

  /** The group's `value` (and what its form submits) while this radio is checked. */
  value = 'on';

  /** The radio cannot be chosen: it is skipped by the arrow keys and out of the tab order. */
  disabled = false;

  /**
   * Whether this radio is the chosen one. Set by its group from the group's `value`: to choose a
   * radio from code, set the group's `value`.
   */
  checked = false;

  /** @internal Set by the group while the whole group is disabled (its own `disabled` or a fieldset's). */
  groupDisabled = false;

  /** The group it was connected in, told when it leaves. */
  #group: PpRadioGroup | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.hasAttribute('role')) this.setAttribute('role', 'radio');
    this.#group = this.closest('pp-radio-group');
    this.#group?.requestUpdate?.();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#group?.requestUpdate?.();
    this.#group = null;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    // On the host, where the role is: the group's roving tabindex focuses the radio itself.
    this.setAttribute('aria-checked', String(this.checked));
    if (this.disabled || this.groupDisabled) this.setAttribute('aria-disabled', 'true');
    else this.removeAttribute('aria-disabled');
    // The group's choice of checked radio and tab stop depends on these.
    if (changed.has('value') || changed.has('disabled')) this.#group?.requestUpdate?.();
  }

  protected override render(): TemplateResult {
    return html`<span class="control" part="control"><span class="dot" part="dot"></span></span
      ><span class="label" part="label"><slot></slot></span>`;
  }
}

defineElement('pp-radio', PpRadio);

declare global {
  interface HTMLElementTagNameMap {
    'pp-radio': PpRadio;
  }
}
