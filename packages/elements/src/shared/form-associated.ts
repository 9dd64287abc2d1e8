import { property, state } from 'lit/decorators.js';
import { PpElement } from './base-element.js';

/**
 * The base of every element that is a form field (`pp-combobox`, and `pp-rich-text-editor` next):
 * form association written once. It gives the element a `name`, `required` and `disabled`, the
 * read-only form API of native fields (`form`, `validity`, `validationMessage`, `willValidate`,
 * `checkValidity()`, `reportValidity()`), and follows a disabled `<fieldset>`.
 *
 * A subclass submits its value with `this.internals.setFormValue()`, reports validity with
 * `this.internals.setValidity()`, and implements `formResetCallback()` (and, when it keeps state the
 * browser may restore, `formStateRestoreCallback()`).
 */
export class FormAssociatedElement extends PpElement {
  static formAssociated = true;

  /** The form field name. */
  @property() name = '';

  /** A value is required for the form to be valid. */
  @property({ type: Boolean, reflect: true }) required = false;

  /** Disables the field: it takes no input and is not submitted. */
  @property({ type: Boolean, reflect: true }) disabled = false;

  /** A surrounding `<fieldset>` is disabled (the browser tells through `formDisabledCallback`). */
  @state() protected fieldsetDisabled = false;

  /** The element's form internals: its form value and validity. */
  protected readonly internals: ElementInternals;

  constructor() {
    super();
    this.internals = this.attachInternals();
  }

  /** The form this element belongs to. */
  get form(): HTMLFormElement | null {
    return this.internals.form;
  }

  /** The validity state. */
  get validity(): ValidityState {
    return this.internals.validity;
  }

  /** The validation message, '' when valid. */
  get validationMessage(): string {
    return this.internals.validationMessage;
  }

  /** Whether the element takes part in constraint validation. */
  get willValidate(): boolean {
    return this.internals.willValidate;
  }

  /** Checks validity, firing `invalid` when invalid. */
  checkValidity(): boolean {
    return this.internals.checkValidity();
  }

  /** Checks validity and shows the browser's message when invalid. */
  reportValidity(): boolean {
    return this.internals.reportValidity();
  }

  /** Disabled by its own `disabled` or by a disabled `<fieldset>`. */
  protected get isDisabled(): boolean {
    return this.disabled || this.fieldsetDisabled;
  }

  /** Form-associated callback: a surrounding fieldset was disabled or enabled. */
  formDisabledCallback(disabled: boolean): void {
    this.fieldsetDisabled = disabled;
  }
}
