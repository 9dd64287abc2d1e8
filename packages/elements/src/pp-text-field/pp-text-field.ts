import { html, nothing, type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import { classMap } from 'lit/directives/class-map.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { live } from 'lit/directives/live.js';
import { defineElement } from '../shared/base-element.js';
import { a11yStyles } from '../shared/a11y.styles.js';
import { FormAssociatedElement } from '../shared/form-associated.js';
import { submitImplicitly } from '../shared/implicit-submit.js';
import { LocaleController } from '../shared/locale-controller.js';
import { text } from '../shared/text-property.js';
import { LiveRegion } from '../shared/live-region.js';
import { pluralForm, type PluralForms } from '../shared/plural.js';
import {
  FIELD_IDS,
  FieldController,
  countAnnouncement,
  fill,
  firstFailure,
  lengthLimit,
  nearestSteps,
  validityFlags,
  type FieldSize,
  type FieldState,
  type ValidityKey,
} from '../shared/field.js';
import { fieldStyles } from '../shared/field.styles.js';
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
export class PpTextField extends FormAssociatedElement {
  static override styles = [a11yStyles, fieldStyles, styles];
  static override shadowRootOptions: ShadowRootInit = {
    ...FormAssociatedElement.shadowRootOptions,
    delegatesFocus: true,
  };

  /**
   * The kind of text: its keyboard on touch devices, and its check (`email` and `url` must be one).
   * @type {'text' | 'email' | 'url' | 'tel' | 'password' | 'search' | 'number'}
   */
  @property() type: TextFieldType = 'text';

  /** The current value. The `value` attribute is the value at first, and the one a form reset returns to. */
  @property() value = '';

  /** The label above the field: the input's accessible name (the `label` slot replaces it). */
  @property() label = '';

  /** Help under the field, read as the input's description (the `hint` slot replaces it). */
  @property() hint = '';

  /** An error to show (a server's answer): the field is invalid with this message until it is '' again. */
  @property() error = '';

  /** Shown in the empty input. Not a label: give a `label` too. */
  @property() placeholder = '';

  /** The value can be read, selected and copied, not changed (and is not validated). */
  @property({ type: Boolean, reflect: true }) readonly = false;

  /**
   * The height and font size, after the control-height tokens.
   * @type {'sm' | 'md' | 'lg'}
   */
  @property({ reflect: true }) size: FieldSize = 'md';

  /** Least number of characters (the check runs on what the user typed, as on a native input). */
  @property({ type: Number }) minlength: number | undefined = undefined;

  /** Greatest number of characters: typing stops there, and a count ('12 / 200') shows. */
  @property({ type: Number }) maxlength: number | undefined = undefined;

  /** A regular expression the whole value must match (as the native `pattern`). */
  @property() pattern = '';

  /** Least number of a `number` field. */
  @property() min = '';

  /** Greatest number of a `number` field. */
  @property() max = '';

  /** Step of a `number` field (`any` for none; 1 by default). */
  @property() step = '';

  /** The browser's autofill hint (`email`, `tel`, `current-password` ...), as the native `autocomplete`. */
  @property() autocomplete = '';

  /** The virtual keyboard to offer (`numeric`, `decimal`, `email` ...), as the native `inputmode`. */
  @property() inputmode = '';

  // Built-in texts: each is described, with its Polish and English defaults, in
  // pp-text-field.messages.ts (shared/text-property.ts).
  readonly #texts = new LocaleController(this, textFieldMessages);
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

  readonly #field = new FieldController(this, { control: () => this.#input });
  /** The polite announcements of the character count, made when `maxlength` is first set. */
  #live: LiveRegion | undefined;
  /** The inner input's first validity problem, as last read. */
  #failure: ValidityKey | undefined;

  /** Selects the whole value. */
  select(): void {
    this.#input?.select();
  }

  /** Selects a range of the value, as the native input does (not for `email` and `number`, which throw). */
  setSelectionRange(
    start: number | null,
    end: number | null,
    direction?: 'forward' | 'backward' | 'none',
  ): void {
    this.#input?.setSelectionRange(start, end, direction);
  }

  /** Checks validity, firing `invalid` when invalid, without showing the error under the field. */
  override checkValidity(): boolean {
    return this.#field.quietly(() => super.checkValidity());
  }

  get #input(): HTMLInputElement | null {
    return this.renderRoot?.querySelector<HTMLInputElement>('input') ?? null;
  }

  /** Form-associated callback: the form was reset. */
  formResetCallback(): void {
    this.value = this.getAttribute('value') ?? '';
    this.#field.untouch();
  }

  /** Form-associated callback: the browser restores the state (back/forward navigation, autofill). */
  formStateRestoreCallback(state: string | File | FormData | null): void {
    if (typeof state === 'string') this.value = state;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (changed.has('value')) this.internals.setFormValue(this.value, this.value);
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const before = this.#failure;
    this.#syncValidity();
    // A constraint or the value changed by code while the error shows: show the new one.
    if (this.#failure !== before && this.#field.touched) this.requestUpdate();
  }

  protected override render() {
    const state = this.#state();
    const invalid = this.#field.invalid(state);
    const describedBy = this.#field.describedBy(state);
    return html`${this.#field.renderLabel(state)}
      <div class=${classMap({ box: true, invalid, disabled: this.isDisabled })} part="field">
        ${this.#field.renderAffix('prefix')}
        <input
          id=${FIELD_IDS.control}
          class="control"
          part="input"
          type=${this.type}
          .value=${live(this.value)}
          placeholder=${this.placeholder || nothing}
          ?required=${this.required}
          ?disabled=${this.isDisabled}
          ?readonly=${this.readonly}
          minlength=${ifDefined(lengthLimit(this.minlength))}
          maxlength=${ifDefined(lengthLimit(this.maxlength))}
          pattern=${this.pattern || nothing}
          min=${this.min || nothing}
          max=${this.max || nothing}
          step=${this.step || nothing}
          autocomplete=${this.autocomplete || nothing}
          inputmode=${this.inputmode || nothing}
          aria-describedby=${describedBy || nothing}
          aria-invalid=${invalid ? 'true' : nothing}
          @input=${this.#onInput}
          @change=${this.#onChange}
          @keydown=${this.#onKeydown}
        />
        ${this.#field.renderAffix('suffix')}
      </div>
      ${this.#field.renderMessages(state, this.#renderCount())}`;
  }

  #state(): FieldState {
    const max = lengthLimit(this.maxlength);
    return {
      label: this.label,
      hint: this.hint,
      required: this.required,
      error: this.#shownError(),
      srDescription: max === undefined ? '' : fill(this.countDescription, { max }),
    };
  }

  #renderCount() {
    const max = lengthLimit(this.maxlength);
    if (max === undefined) return nothing;
    this.#live ??= new LiveRegion({ kind: 'status' });
    const count = this.value.length;
    return html`<div class=${classMap({ count: true, full: count >= max })} part="count" aria-hidden="true">
        ${fill(this.countText, { count, max })}
      </div>
      ${this.#live.element}`;
  }

  /** The explicit error (property or slot) at once; a validity error once the field is touched. */
  #shownError(): string {
    const explicit = this.#explicitError();
    if (explicit) return explicit;
    if (!this.#field.touched || this.#failure === undefined) return '';
    return this.#message(this.#failure);
  }

  #explicitError(): string {
    return this.error || this.#field.slottedText('error');
  }

  /** Our message for a validity problem, in the element's language, its numbers filled in. */
  #message(key: ValidityKey): string {
    const count = this.value.length;
    switch (key) {
      case 'valueMissing':
        return this.valueMissingMessage;
      case 'typeMismatch':
        return this.type === 'url' ? this.urlMismatchMessage : this.emailMismatchMessage;
      case 'tooShort':
        return fill(this.tooShortMessage, { min: lengthLimit(this.minlength) ?? 0, count });
      case 'tooLong':
        return fill(this.tooLongMessage, { max: lengthLimit(this.maxlength) ?? 0, count });
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
    }
  }

  /** The inner input's validity, with our message, on the element (anchored to the input). */
  #syncValidity(): void {
    const input = this.#input;
    if (!input) return;
    this.#failure = firstFailure(input.validity);
    const explicit = this.#explicitError();
    if (explicit) {
      this.internals.setValidity({ ...validityFlags(input.validity), customError: true }, explicit, input);
    } else if (this.#failure) {
      this.internals.setValidity(validityFlags(input.validity), this.#message(this.#failure), input);
    } else {
      this.internals.setValidity({});
    }
  }

  /** The inner input's `input` stays inside: the host fires its own once `value` follows. */
  #onInput = (event: Event): void => {
    event.stopPropagation();
    const input = event.target as HTMLInputElement;
    const before = this.value.length;
    this.value = input.value;
    this.#failure = firstFailure(input.validity);
    this.#announceCount(before, input.value.length);
    const native = event as Partial<InputEvent>;
    this.dispatchEvent(
      new InputEvent('input', {
        bubbles: true,
        composed: true,
        data: native.data ?? null,
        inputType: native.inputType ?? '',
        isComposing: native.isComposing ?? false,
      }),
    );
  };

  /** A native `change` does not leave the shadow root: the host fires its own. */
  /** Enter submits the form, as in a native field (the browser does not see this input as the form's). */
  #onKeydown = (event: KeyboardEvent): void => {
    if (submitImplicitly(this.form, event)) event.preventDefault();
  };

  #onChange = (): void => {
    this.#field.touch();
    this.dispatchEvent(new Event('change', { bubbles: true }));
  };

  /** Near the limit, and at it, a polite announcement (never on every keystroke). */
  #announceCount(before: number, after: number): void {
    const max = lengthLimit(this.maxlength);
    if (max === undefined || !this.#live) return;
    const what = countAnnouncement(before, after, max);
    if (what === 'limit') {
      this.#live.announce(fill(this.limitText, { max }));
    } else if (what === 'remaining') {
      const left = max - after;
      this.#live.announce(
        fill(pluralForm(this.remainingText, this.#texts.language, left) ?? '', { count: left }),
      );
    }
  }
}

defineElement('pp-text-field', PpTextField);

declare global {
  interface HTMLElementTagNameMap {
    'pp-text-field': PpTextField;
  }
}
