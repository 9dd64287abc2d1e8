import { html, nothing, svg } from 'lit';
import type { PropertyDeclarations, PropertyValues, TemplateResult } from 'lit';
import { defineElement } from '../shared/base-element.js';
import { CheckControl, type CheckBindings } from '../shared/check-control.js';
import { checkControlStyles } from '../shared/check-control.styles.js';
import { LocaleController } from '../shared/locale-controller.js';
import { textProperties } from '../shared/text-property.js';
import { checkboxMessages } from './pp-checkbox.messages.js';
import { styles } from './pp-checkbox.styles.js';

export type { CheckboxMessages } from './pp-checkbox.messages.js';

/**
 * A checkbox (the WAI-ARIA checkbox pattern, dual-state and mixed): a native
 * `<input type="checkbox">` in the shadow root, drawn over with a box and a check mark from the
 * tokens, named by a real `<label>` beside it, with a hint, an error and a required mark. Space
 * toggles it, and so does a click on the box or on the label; the target is 24 px at least.
 *
 * `indeterminate` shows it as mixed (a dash; read as "mixed", `aria-checked="mixed"`), as for a
 * "select all" whose items are partly checked; a toggle by the user clears it, as on a native
 * checkbox, and sets `checked`.
 *
 * It is form-associated: it submits `name=value` while checked (`value` is 'on' by default) and
 * nothing while unchecked, a form reset returns it to the `checked` attribute, the browser may
 * restore it, and a disabled `<fieldset>` disables it. With `required` an unchecked checkbox is
 * invalid (`valueMissing`) with a message of its own in Polish or English; the message shows, and the
 * input is `aria-invalid`, once the user toggled it or a submission (or `reportValidity()`) found it
 * invalid. An `error` makes it invalid with that message at once, as a server's answer would.
 * `input` and `change` fire when the user toggles it, not when code sets `checked`. `focus()` and
 * `click()` reach the input.
 *
 * @summary A checkbox with label, hint and error, checked, unchecked or mixed, form-associated.
 *
 * @fires input - The user toggled the checkbox, after `checked` follows it.
 * @fires change - The user toggled the checkbox (after `input`).
 *
 * @slot label - Rich content for the label (replaces `label`), such as a link to the terms.
 * @slot hint - Rich content for the hint (replaces `hint`).
 * @slot error - Rich content for the error: while it holds something the checkbox is invalid with its text as the message, as with `error`.
 *
 * @csspart control - The 24 px target holding the native input and the box.
 * @csspart input - The native `<input type="checkbox">` (transparent, over the box).
 * @csspart box - The drawn box with the check mark or the dash.
 * @csspart label - The `<label>` beside the box.
 * @csspart required - The required mark ('*') in the label (hidden from screen readers: the input is `required`).
 * @csspart hint - The hint under the label.
 * @csspart error - The error under the label.
 *
 * @cssprop [--pp-checkbox-radius=var(--pp-radius-sm, 0.25rem)] - Corner radius of the box.
 * @cssprop [--pp-checkbox-border=var(--pp-input-border, var(--pp-color-border-strong, GrayText))] - Border of an unchecked box.
 * @cssprop [--pp-checkbox-bg=var(--pp-input-bg, var(--pp-color-bg-surface, Field))] - Background of an unchecked box.
 * @cssprop [--pp-checkbox-checked-bg=var(--pp-color-bg-brand, Highlight)] - Background and border of a checked or mixed box.
 * @cssprop [--pp-checkbox-checked-fg=var(--pp-color-fg-on-brand, HighlightText)] - The check mark and the dash.
 */
export class PpCheckbox extends CheckControl {
  static override styles = [checkControlStyles, styles];

  static override properties: PropertyDeclarations = {
    indeterminate: { type: Boolean },
    ...textProperties(this, { valueMissingMessage: 'value-missing-message' }),
  };

  static {
    // The accessors on the prototype now, as decorators make them (for the React wrapper).
    this.finalize();
  }

  /** Shows the checkbox as mixed, neither checked nor unchecked; a toggle by the user clears it. */
  indeterminate = false;

  declare valueMissingMessage: string;

  // The text properties read and write through it (shared/text-property.ts).
  // eslint-disable-next-line no-unused-private-class-members -- found by its element, not by name
  readonly #texts = new LocaleController(this, checkboxMessages);

  /** @internal */
  protected override renderControl(b: CheckBindings): TemplateResult {
    return html`<input
        id=${b.id}
        class="input"
        part="input"
        type="checkbox"
        ?required=${b.required}
        ?disabled=${b.disabled}
        aria-describedby=${b.describedBy || nothing}
        aria-invalid=${b.invalid ? 'true' : nothing}
      /><span class="box" part="box" aria-hidden="true"
        ><svg
          viewBox="0 0 16 16"
          fill="none"
          stroke="currentColor"
          stroke-width="2.25"
          stroke-linecap="round"
          stroke-linejoin="round"
        >
          ${svg`<path class="mark" d="M3.5 8.5l3 3 6-7" /><path class="dash" d="M4 8h8" />`}
        </svg></span
      >`;
  }

  /** @internal */
  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    // As `checked` (check-control.ts): set after the update, not bound.
    this.input!.indeterminate = this.indeterminate;
  }

  /** @internal */
  protected override userToggled(input: HTMLInputElement): void {
    super.userToggled(input);
    this.indeterminate = false;
  }
}

defineElement('pp-checkbox', PpCheckbox);

declare global {
  interface HTMLElementTagNameMap {
    'pp-checkbox': PpCheckbox;
  }
}
