import { html, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { FIELD_IDS, FieldController, type FieldSize, type FieldState } from './field.js';
import { FormAssociatedElement } from './form-associated.js';

/**
 * What `<pp-checkbox>` and `<pp-switch>` share, written once: a boolean form control around a native
 * `<input type="checkbox">` in the shadow root (which gives the role, Space, the label's click and
 * forced-colours for free), with the field frame of `field.ts` (a real `<label>` beside the control,
 * the hint and error under the label, the required mark).
 *
 * The host is what takes part in the form (the inner input has no form owner, as it lives in a
 * shadow root): it submits `name=value` only while `checked` (`value` is 'on' by default), a form
 * reset returns `checked` to the `checked` attribute, the browser may restore it, a disabled
 * `<fieldset>` disables it, and `required` makes an unchecked control invalid (`valueMissing`) with
 * the element's own message. `input` and `change` fire from the host when the user toggles it, not
 * when code sets `checked`.
 *
 * A subclass renders the native input (`renderControl()`) with the shared bindings and whatever it
 * draws beside it, declares its built-in texts (at least `valueMissingMessage`) with
 * `textProperties()` and a `LocaleController` of its own (the manifest's texts plugin reads them
 * from the element's class), and styles itself on top of `checkControlStyles`.
 */
export abstract class CheckControl extends FormAssociatedElement {
  static override shadowRootOptions: ShadowRootInit = {
    ...FormAssociatedElement.shadowRootOptions,
    delegatesFocus: true,
  };

  // Without decorators, as pp-button: their helpers would add to the first use of both elements.
  static override properties: PropertyDeclarations = {
    checked: { type: Boolean },
    value: {},
    label: {},
    hint: {},
    error: {},
    size: { reflect: true },
  };

  /**
   * Whether it is on. The `checked` attribute is the state at first, and the one a form reset
   * returns to; the property holds the current state.
   */
  checked = false;

  /** Sent with the form as `name=value` while checked (nothing is sent while unchecked). */
  value = 'on';

  /** The label beside the control: its accessible name, and a click on it toggles (the `label` slot replaces it). */
  label = '';

  /** Help under the label, read as the control's description (the `hint` slot replaces it). */
  hint = '';

  /** An error to show (a server's answer): the control is invalid with this message until it is '' again. */
  error = '';

  /**
   * The size of the control and its text.
   * @type {'sm' | 'md' | 'lg'}
   */
  size: FieldSize = 'md';

  /** @internal The message of `valueMissing`, a text property of the subclass's catalogue. */
  declare valueMissingMessage: string;

  /** @internal The field frame. */
  protected readonly field = new FieldController(this, { control: () => this.input });

  /** Clicks the control as a person would: it toggles unless disabled. */
  override click(): void {
    this.input?.click();
  }

  /** Checks validity, firing `invalid` when invalid, without showing the error under the control. */
  override checkValidity(): boolean {
    return this.field.quietly(() => super.checkValidity());
  }

  /** Form-associated callback: the form was reset. */
  formResetCallback(): void {
    this.checked = this.hasAttribute('checked');
    this.field.untouch();
  }

  /** Form-associated callback: the browser restores the state (back/forward navigation). */
  formStateRestoreCallback(state: string | File | FormData | null): void {
    if (typeof state === 'string') this.checked = state === 'checked';
  }

  /** @internal The native checkbox in the shadow root. */
  protected get input(): HTMLInputElement | null {
    return this.renderRoot?.querySelector<HTMLInputElement>('input') ?? null;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    this.#syncForm();
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    // Set here rather than by a binding, which would skip a state set back before it rendered
    // (toggled by the user, then reset at once) since it compares with what it last set.
    const input = this.input;
    if (input) input.checked = this.checked;
    // Anchored to the input, which exists from the first render on.
    this.#syncValidity();
  }

  protected override render(): TemplateResult {
    const state: FieldState = {
      label: this.label,
      hint: this.hint,
      required: this.required,
      error: this.#shownError(),
    };
    const invalid = this.field.invalid(state);
    return html`<span
        class="control"
        part="control"
        @input=${this.#onInput}
        @change=${this.#onChange}
        @keydown=${this.onKeydown}
        >${this.renderControl({
          id: FIELD_IDS.control,
          required: this.required,
          disabled: this.isDisabled,
          describedBy: this.field.describedBy(state),
          invalid,
        })}</span
      >${this.field.renderLabel(state)}${this.field.renderMessages(state)}`;
  }

  /**
   * @internal The native `<input type="checkbox">` (class `input`, with `bindings`) and what is drawn
   * over or beside it. Its `checked` is set after each update (`updated()`), not bound.
   */
  protected abstract renderControl(bindings: CheckBindings): TemplateResult;

  /** @internal A key on the input (the switch toggles on Enter too). */
  protected onKeydown(_event: KeyboardEvent): void {}

  /** @internal The user toggled the input: the subclass follows it before `input` fires. */
  protected userToggled(input: HTMLInputElement): void {
    this.checked = input.checked;
  }

  /** The explicit error (property or slot) at once; `valueMissing` once the control is touched. */
  #shownError(): string {
    return this.#explicitError() || (this.field.touched && this.#missing() ? this.valueMissingMessage : '');
  }

  #explicitError(): string {
    return this.error || this.field.slottedText('error');
  }

  #missing(): boolean {
    return this.required && !this.checked;
  }

  /** The form value: `value` while checked, else none; the state keeps whether it was checked. */
  #syncForm(): void {
    this.internals.setFormValue(this.checked ? this.value : null, this.checked ? 'checked' : 'unchecked');
  }

  #syncValidity(): void {
    const input = this.input;
    if (!input) return;
    const explicit = this.#explicitError();
    const valueMissing = this.#missing();
    if (explicit) this.internals.setValidity({ valueMissing, customError: true }, explicit, input);
    else if (valueMissing) this.internals.setValidity({ valueMissing }, this.valueMissingMessage, input);
    else this.internals.setValidity({});
  }

  /** The input's own `input` stays inside: the host fires one once `checked` follows. */
  #onInput = (event: Event): void => {
    const input = event.target as HTMLInputElement;
    event.stopPropagation();
    this.userToggled(input);
    // At once, so that a listener reading the form or the validity finds the new state.
    this.#syncForm();
    this.#syncValidity();
    this.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  };

  /** A native `change` does not leave the shadow root: the host fires its own. */
  #onChange = (event: Event): void => {
    event.stopPropagation();
    this.field.touch();
    this.dispatchEvent(new Event('change', { bubbles: true }));
  };
}

/** What the shared frame gives the subclass's input. */
export interface CheckBindings {
  id: string;
  required: boolean;
  disabled: boolean;
  /** The input's `aria-describedby` ('' for none). */
  describedBy: string;
  /** The input's `aria-invalid`. */
  invalid: boolean;
}
