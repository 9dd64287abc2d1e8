import { html, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import type { DirectiveResult } from 'lit/directive.js';
import { defineElement } from '../shared/base-element.js';
import { a11yStyles } from '../shared/a11y.styles.js';
import { submitImplicitly } from '../shared/implicit-submit.js';
import { LocaleController } from '../shared/locale-controller.js';
import { text } from '../shared/text-property.js';
import type { PluralForms } from '../shared/plural.js';
import { fill, nearestSteps, type ValidityKey } from '../shared/field.js';
import { fieldStyles } from '../shared/field.styles.js';
import { TextControl } from '../shared/text-control.js';
import { textFieldMessages } from './pp-text-field.messages.js';
import { styles } from './pp-text-field.styles.js';

export type { FieldSize } from '../shared/field.js';
export type { TextFieldMessages } from './pp-text-field.messages.js';

/** The kinds of text a `<pp-text-field>` takes (its inner `<input>`'s `type`). */
export type TextFieldType = 'text' | 'email' | 'url' | 'tel' | 'password' | 'search' | 'number';

/**
 * A single-line text field: a native `<input>` in the shadow root, named by a real `<label>`, with a
 * hint, an error, a required mark, a prefix and a suffix (an icon, a unit such as 'PLN'), and a
 * character count with `maxlength`.
 *
 * It is form-associated: it submits `value` under `name`, a form reset returns it to the `value`
 * attribute, the browser may restore it (back and forward navigation), a disabled `<fieldset>`
 * disables it, and `checkValidity()`, `reportValidity()` and the `invalid` event work as on a native
 * field. Its validity is the inner input's (`required`, `type`, `minlength`, `maxlength`, `pattern`,
 * `min`, `max`, `step`), with messages of its own in Polish or English after the `lang` that applies
 * to it (its own, an ancestor's, the document's). An `error` makes it invalid with that message, as
 * a server's answer would. A validity error shows under the field, and the input is `aria-invalid`,
 * only once the user changed the value or a submission (or `reportValidity()`) found it invalid;
 * an `error` shows at once.
 *
 * The input's accessible description is the error, the hint, the prefix and suffix, and, with
 * `maxlength`, the limit; the count ('12 / 200') is not read on every keystroke: a polite
 * announcement says once how many characters are left near the limit, and when it is reached.
 * `focus()` focuses the input (the shadow root delegates focus).
 *
 * @summary A text input with label, hint, error, prefix and suffix, character count, form-associated.
 *
 * @fires input - The user changed the value (each keystroke, paste or cut), after `value` follows it.
 * @fires change - The user committed a changed value (Enter, or focus left the field).
 *
 * @slot label - Rich content for the label (replaces `label`); keep it text and inline elements.
 * @slot hint - Rich content for the hint (replaces `hint`), such as a link.
 * @slot error - Rich content for the error: while it holds something the field is invalid with its text as the message, as with `error`.
 * @slot prefix - Before the input: an icon (mark it `aria-hidden="true"`) or a unit, read as part of the description.
 * @slot suffix - After the input: an icon or a unit such as 'PLN', read as part of the description.
 *
 * @csspart label - The `<label>` above the field.
 * @csspart required - The required mark ('*') in the label (hidden from screen readers: the input is `required`).
 * @csspart field - The box around the prefix, input and suffix.
 * @csspart input - The native `<input>`.
 * @csspart prefix - The box around the `prefix` slot.
 * @csspart suffix - The box around the `suffix` slot.
 * @csspart hint - The hint under the field.
 * @csspart error - The error under the field.
 * @csspart count - The character count ('12 / 200', with `maxlength`).
 *
 * @cssprop [--pp-text-field-width=20rem] - Width of the element. Default 20rem.
 */
export class PpTextField extends TextControl {
  static override styles = [a11yStyles, fieldStyles, styles];

  /**
   * The kind of text: its keyboard on touch devices, and its check (`email` and `url` must be one).
   * @type {'text' | 'email' | 'url' | 'tel' | 'password' | 'search' | 'number'}
   */
  @property() type: TextFieldType = 'text';

  /** A regular expression the whole value must match (as the native `pattern`). */
  @property() pattern = '';

  /** Least number of a `number` field. */
  @property() min = '';

  /** Greatest number of a `number` field. */
  @property() max = '';

  /** Step of a `number` field (`any` for none; 1 by default). */
  @property() step = '';

  /** The virtual keyboard to offer (`numeric`, `decimal`, `email` ...), as the native `inputmode`. */
  @property() inputmode = '';

  // Built-in texts: each is described, with its Polish and English defaults, in
  // pp-text-field.messages.ts (shared/text-property.ts); the shared text control uses the common ones.
  /** @internal */
  protected readonly texts = new LocaleController(this, textFieldMessages);
  @text('value-missing-message') valueMissingMessage!: string;
  @text('email-mismatch-message') emailMismatchMessage!: string;
  @text('url-mismatch-message') urlMismatchMessage!: string;
  @text('too-short-message') tooShortMessage!: string;
  @text('too-long-message') tooLongMessage!: string;
  @text('pattern-mismatch-message') patternMismatchMessage!: string;
  @text('range-underflow-message') rangeUnderflowMessage!: string;
  @text('range-overflow-message') rangeOverflowMessage!: string;
  @text('step-mismatch-message') stepMismatchMessage!: string;
  @text('bad-input-message') badInputMessage!: string;
  @text('count-text') countText!: string;
  @text('count-description') countDescription!: string;
  @text('remaining-text', { type: Object }) remainingText!: PluralForms;
  @text('limit-text') limitText!: string;

  /** @internal */
  protected override renderControl(shared: DirectiveResult): TemplateResult {
    return html`${this.field.renderAffix('prefix')}
      <input
        part="input"
        type=${this.type}
        pattern=${this.pattern || nothing}
        min=${this.min || nothing}
        max=${this.max || nothing}
        step=${this.step || nothing}
        inputmode=${this.inputmode || nothing}
        ${shared}
        @keydown=${this.#onKeydown}
      />
      ${this.field.renderAffix('suffix')}`;
  }

  /** @internal */
  protected override message(key: ValidityKey): string {
    switch (key) {
      case 'typeMismatch':
        return this.type === 'url' ? this.urlMismatchMessage : this.emailMismatchMessage;
      case 'patternMismatch':
        return this.patternMismatchMessage;
      case 'rangeUnderflow':
        return fill(this.rangeUnderflowMessage, { min: this.min });
      case 'rangeOverflow':
        return fill(this.rangeOverflowMessage, { max: this.max });
      case 'stepMismatch': {
        const min = this.min === '' ? undefined : Number(this.min);
        // The inner input has no value attribute, so its steps count from min, else from 0; no step
        // is a step of 1, as on a native number input ('any' never mismatches).
        const step = this.step === '' ? 1 : Number(this.step);
        const [low, high] = nearestSteps(Number(this.value), step, min);
        return fill(this.stepMismatchMessage, { low, high });
      }
      case 'badInput':
        return this.badInputMessage;
      default:
        return super.message(key);
    }
  }

  /** Enter submits the form, as in a native field (the browser does not see this input as the form's). */
  #onKeydown = (event: KeyboardEvent): void => {
    if (submitImplicitly(this.form, event)) event.preventDefault();
  };
}

defineElement('pp-text-field', PpTextField);

declare global {
  interface HTMLElementTagNameMap {
    'pp-text-field': PpTextField;
  }
}
