import { html, nothing, type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import { classMap } from 'lit/directives/class-map.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { live } from 'lit/directives/live.js';
import { styleMap } from 'lit/directives/style-map.js';
import { defineElement } from '../shared/base-element.js';
import { a11yStyles } from '../shared/a11y.styles.js';
import { FormAssociatedElement } from '../shared/form-associated.js';
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
  validityFlags,
  type FieldSize,
  type FieldState,
  type ValidityKey,
} from '../shared/field.js';
import { fieldStyles } from '../shared/field.styles.js';
import { textareaMessages } from './pp-textarea.messages.js';
import { styles } from './pp-textarea.styles.js';

export type { FieldSize } from '../shared/field.js';
export type { TextareaMessages } from './pp-textarea.messages.js';

/** How a `<pp-textarea>` changes its height: not at all, by the user's handle, or with its text. */
export type TextareaResize = 'none' | 'vertical' | 'auto';

/** Whether the browser grows a textarea with its text itself (CSS `field-sizing`). */
const fieldSizing = typeof CSS !== 'undefined' && CSS.supports('field-sizing', 'content');

/**
 * A multi-line text field: a native `<textarea>` in the shadow root, named by a real `<label>`, with a
 * hint, an error, a required mark and a character count with `maxlength`. It is `rows` lines high,
 * and with `resize` keeps that height (`none`), lets the user drag it (`vertical`), or grows with its
 * text up to `--pp-textarea-max-height` and then scrolls (`auto`).
 *
 * It is form-associated: it submits `value` under `name`, a form reset returns it to the `value`
 * attribute, the browser may restore it (back and forward navigation), a disabled `<fieldset>`
 * disables it, and `checkValidity()`, `reportValidity()` and the `invalid` event work as on a native
 * field. Its validity is the inner textarea's (`required`, `minlength`, `maxlength`), with messages
 * of its own in Polish or English after the `lang` that applies to it (its own, an ancestor's, the
 * document's). An `error` makes it invalid with that message, as a server's answer would. A validity
 * error shows under the field, and the textarea is `aria-invalid`, only once the user changed the
 * value or a submission (or `reportValidity()`) found it invalid; an `error` shows at once.
 *
 * The textarea's accessible description is the error, the hint and, with `maxlength`, the limit; the
 * count ('12 / 200') is not read on every keystroke: a polite announcement says once how many
 * characters are left near the limit, and when it is reached. `focus()` focuses the textarea (the
 * shadow root delegates focus).
 *
 * @summary A multi-line text field with label, hint, error, character count and auto-grow, form-associated.
 *
 * @fires input - The user changed the value (each keystroke, paste or cut), after `value` follows it.
 * @fires change - The user committed a changed value (focus left the field).
 *
 * @slot label - Rich content for the label (replaces `label`); keep it text and inline elements.
 * @slot hint - Rich content for the hint (replaces `hint`), such as a link.
 * @slot error - Rich content for the error: while it holds something the field is invalid with its text as the message, as with `error`.
 *
 * @csspart label - The `<label>` above the field.
 * @csspart required - The required mark ('*') in the label (hidden from screen readers: the textarea is `required`).
 * @csspart field - The box around the textarea.
 * @csspart textarea - The native `<textarea>`.
 * @csspart hint - The hint under the field.
 * @csspart error - The error under the field.
 * @csspart count - The character count ('12 / 200', with `maxlength`).
 *
 * @cssprop [--pp-textarea-width=20rem] - Width of the element. Default 20rem.
 * @cssprop [--pp-textarea-min-height=0] - Least height of the textarea (its `rows` set it otherwise). Default 0.
 * @cssprop [--pp-textarea-max-height=20rem] - Greatest height the textarea grows to with `resize="auto"` (or is dragged to). Default 20rem with `resize="auto"`, else none.
 */
export class PpTextarea extends FormAssociatedElement {
  static override styles = [a11yStyles, fieldStyles, styles];
  static override shadowRootOptions: ShadowRootInit = {
    ...FormAssociatedElement.shadowRootOptions,
    delegatesFocus: true,
  };

  /** The current value. The `value` attribute is the value at first, and the one a form reset returns to. */
  @property() value = '';

  /** The label above the field: the textarea's accessible name (the `label` slot replaces it). */
  @property() label = '';

  /** Help under the field, read as the textarea's description (the `hint` slot replaces it). */
  @property() hint = '';

  /** An error to show (a server's answer): the field is invalid with this message until it is '' again. */
  @property() error = '';

  /** Shown in the empty textarea. Not a label: give a `label` too. */
  @property() placeholder = '';

  /** The value can be read, selected and copied, not changed (and is not validated). */
  @property({ type: Boolean, reflect: true }) readonly = false;

  /**
   * The padding and font size, after the control-height tokens.
   * @type {'sm' | 'md' | 'lg'}
   */
  @property({ reflect: true }) size: FieldSize = 'md';

  /** The height in lines of text (the least height with `resize="auto"`). */
  @property({ type: Number }) rows = 3;

  /**
   * `none`: a fixed height; `vertical`: the user can drag it taller or shorter; `auto`: it grows with
   * its text up to `--pp-textarea-max-height`, then scrolls.
   * @type {'none' | 'vertical' | 'auto'}
   */
  @property({ reflect: true }) resize: TextareaResize = 'vertical';

  /** Least number of characters (the check runs on what the user typed, as on a native textarea). */
  @property({ type: Number }) minlength: number | undefined = undefined;

  /** Greatest number of characters: typing stops there, and a count ('12 / 200') shows. */
  @property({ type: Number }) maxlength: number | undefined = undefined;

  /** The browser's autofill hint, as the native `autocomplete`. */
  @property() autocomplete = '';

  // Built-in texts: each is described, with its Polish and English defaults, in
  // pp-textarea.messages.ts (shared/text-property.ts).
  readonly #texts = new LocaleController(this, textareaMessages);
  @text('value-missing-message') valueMissingMessage!: string;
  @text('too-short-message') tooShortMessage!: string;
  @text('too-long-message') tooLongMessage!: string;
  @text('count-text') countText!: string;
  @text('count-description') countDescription!: string;
  @text('remaining-text', { type: Object }) remainingText!: PluralForms;
  @text('limit-text') limitText!: string;

  readonly #field = new FieldController(this, { control: () => this.#textarea });
  /** The polite announcements of the character count, made when `maxlength` is first set. */
  #live: LiveRegion | undefined;
  /** The inner textarea's first validity problem, as last read. */
  #failure: ValidityKey | undefined;

  /** Selects the whole text. */
  select(): void {
    this.#textarea?.select();
  }

  /** Selects a range of the text, as the native textarea does. */
  setSelectionRange(
    start: number | null,
    end: number | null,
    direction?: 'forward' | 'backward' | 'none',
  ): void {
    this.#textarea?.setSelectionRange(start, end, direction);
  }

  /** Checks validity, firing `invalid` when invalid, without showing the error under the field. */
  override checkValidity(): boolean {
    return this.#field.quietly(() => super.checkValidity());
  }

  get #textarea(): HTMLTextAreaElement | null {
    return this.renderRoot?.querySelector<HTMLTextAreaElement>('textarea') ?? null;
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
    this.#grow();
    // A constraint or the value changed by code while the error shows: show the new one.
    if (this.#failure !== before && this.#field.touched) this.requestUpdate();
  }

  protected override render() {
    const state = this.#state();
    const invalid = this.#field.invalid(state);
    const describedBy = this.#field.describedBy(state);
    return html`${this.#field.renderLabel(state)}
      <div class=${classMap({ box: true, invalid, disabled: this.isDisabled })} part="field">
        <textarea
          id=${FIELD_IDS.control}
          class="control"
          part="textarea"
          rows=${this.rows > 0 ? this.rows : nothing}
          style=${styleMap({ '--_rows': String(this.rows > 0 ? this.rows : 3) })}
          .value=${live(this.value)}
          placeholder=${this.placeholder || nothing}
          ?required=${this.required}
          ?disabled=${this.isDisabled}
          ?readonly=${this.readonly}
          minlength=${ifDefined(lengthLimit(this.minlength))}
          maxlength=${ifDefined(lengthLimit(this.maxlength))}
          autocomplete=${this.autocomplete || nothing}
          aria-describedby=${describedBy || nothing}
          aria-invalid=${invalid ? 'true' : nothing}
          @input=${this.#onInput}
          @change=${this.#onChange}
        ></textarea>
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
    if (key === 'tooShort')
      return fill(this.tooShortMessage, { min: lengthLimit(this.minlength) ?? 0, count });
    if (key === 'tooLong') return fill(this.tooLongMessage, { max: lengthLimit(this.maxlength) ?? 0, count });
    // A textarea raises no other flag than valueMissing.
    return this.valueMissingMessage;
  }

  /** The inner textarea's validity, with our message, on the element (anchored to the textarea). */
  #syncValidity(): void {
    const textarea = this.#textarea;
    if (!textarea) return;
    this.#failure = firstFailure(textarea.validity);
    const explicit = this.#explicitError();
    if (explicit) {
      this.internals.setValidity(
        { ...validityFlags(textarea.validity), customError: true },
        explicit,
        textarea,
      );
    } else if (this.#failure) {
      this.internals.setValidity(validityFlags(textarea.validity), this.#message(this.#failure), textarea);
    } else {
      this.internals.setValidity({});
    }
  }

  /** `resize="auto"` where CSS cannot grow it (no `field-sizing`): the height of its text. */
  #grow(): void {
    const textarea = this.#textarea;
    if (!textarea || fieldSizing) return;
    if (this.resize !== 'auto') {
      textarea.style.removeProperty('block-size');
      return;
    }
    textarea.style.setProperty('block-size', 'auto');
    textarea.style.setProperty('block-size', `${textarea.scrollHeight}px`);
  }

  /** The inner textarea's `input` stays inside: the host fires its own once `value` follows. */
  #onInput = (event: Event): void => {
    event.stopPropagation();
    const textarea = event.target as HTMLTextAreaElement;
    const before = this.value.length;
    this.value = textarea.value;
    this.#failure = firstFailure(textarea.validity);
    this.#announceCount(before, textarea.value.length);
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

defineElement('pp-textarea', PpTextarea);

declare global {
  interface HTMLElementTagNameMap {
    'pp-textarea': PpTextarea;
  }
}
