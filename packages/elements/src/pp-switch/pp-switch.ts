import { html, nothing } from 'lit';
import type { PropertyDeclarations, TemplateResult } from 'lit';
import { defineElement } from '../shared/base-element.js';
import { CheckControl, type CheckBindings } from '../shared/check-control.js';
import { checkControlStyles } from '../shared/check-control.styles.js';
import { LocaleController } from '../shared/locale-controller.js';
import { textProperties } from '../shared/text-property.js';
import { switchMessages } from './pp-switch.messages.js';
import { styles } from './pp-switch.styles.js';

export type { SwitchMessages } from './pp-switch.messages.js';

/**
 * An on/off switch (the WAI-ARIA switch pattern): a native `<input type="checkbox" role="switch">`
 * in the shadow root, drawn over with a track and a thumb from the tokens, named by a real `<label>`
 * beside it, with a hint, an error and a required mark. Space and Enter toggle it, and so does a
 * click on the track or on the label; the target is 24 px at least. On and off differ by where the
 * thumb is, not by colour alone (also in forced colours); the thumb slides, without motion under
 * `prefers-reduced-motion: reduce`. Use it for a setting that applies at once; in a form whose
 * choices apply on submission a checkbox is usually the clearer control.
 *
 * It is form-associated: it submits `name=value` while on (`value` is 'on' by default) and nothing
 * while off, a form reset returns it to the `checked` attribute, the browser may restore it, and a
 * disabled `<fieldset>` disables it. With `required` a switch that is off is invalid
 * (`valueMissing`) with a message of its own in Polish or English, shown once the user toggled it or
 * a submission (or `reportValidity()`) found it invalid; an `error` shows at once. `input` and
 * `change` fire when the user toggles it, not when code sets `checked`. `focus()` and `click()`
 * reach the input.
 *
 * @summary An on/off switch with label, hint and error, form-associated.
 *
 * @fires input - The user toggled the switch, after `checked` follows it.
 * @fires change - The user toggled the switch (after `input`).
 *
 * @slot label - Rich content for the label (replaces `label`).
 * @slot hint - Rich content for the hint (replaces `hint`).
 * @slot error - Rich content for the error: while it holds something the switch is invalid with its text as the message, as with `error`.
 *
 * @csspart control - The 24 px target holding the native input and the track.
 * @csspart input - The native `<input type="checkbox" role="switch">` (transparent, over the track).
 * @csspart track - The drawn track.
 * @csspart thumb - The thumb: at the start when off, at the end when on.
 * @csspart label - The `<label>` beside the switch.
 * @csspart required - The required mark ('*') in the label (hidden from screen readers: the input is `required`).
 * @csspart hint - The hint under the label.
 * @csspart error - The error under the label.
 *
 * @cssprop [--pp-switch-track-bg=var(--pp-input-bg, var(--pp-color-bg-surface, Field))] - Background of the track when off.
 * @cssprop [--pp-switch-track-border=var(--pp-input-border, var(--pp-color-border-strong, GrayText))] - Border of the track when off.
 * @cssprop [--pp-switch-thumb=var(--pp-color-fg-muted, GrayText)] - The thumb when off.
 * @cssprop [--pp-switch-checked-bg=var(--pp-color-bg-brand, Highlight)] - Background and border of the track when on.
 * @cssprop [--pp-switch-checked-thumb=var(--pp-color-fg-on-brand, HighlightText)] - The thumb when on.
 */
export class PpSwitch extends CheckControl {
  static override styles = [checkControlStyles, styles];

  static override properties: PropertyDeclarations = {
    ...textProperties(this, { valueMissingMessage: 'value-missing-message' }),
  };

  static {
    // The accessors on the prototype now, as decorators make them (for the React wrapper).
    this.finalize();
  }

  declare valueMissingMessage: string;

  // The text properties read and write through it (shared/text-property.ts).
  // eslint-disable-next-line no-unused-private-class-members -- found by its element, not by name
  readonly #texts = new LocaleController(this, switchMessages);

  /** @internal */
  protected override renderControl(b: CheckBindings): TemplateResult {
    // A native checkbox in the switch role: its checked state is the switch's state (ARIA in HTML
    // says not to repeat it in aria-checked), so the lint rule written for other elements is off.
    // eslint-disable-next-line lit-a11y/role-has-required-aria-attrs
    return html`<input
        id=${b.id}
        class="input"
        part="input"
        type="checkbox"
        role="switch"
        ?required=${b.required}
        ?disabled=${b.disabled}
        aria-describedby=${b.describedBy || nothing}
        aria-invalid=${b.invalid ? 'true' : nothing}
      /><span class="track" part="track" aria-hidden="true"><span class="thumb" part="thumb"></span></span>`;
  }

  /** @internal Enter toggles too (the APG switch pattern), once per press. */
  protected override onKeydown(event: KeyboardEvent): void {
    if (event.key !== 'Enter' || event.repeat) return;
    event.preventDefault();
    this.click();
  }
}

defineElement('pp-switch', PpSwitch);

declare global {
  interface HTMLElementTagNameMap {
    'pp-switch': PpSwitch;
  }
}
