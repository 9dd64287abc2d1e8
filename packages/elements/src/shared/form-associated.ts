import type { PropertyDeclarations } from 'lit';
import { PpElement } from './base-element.js';

/**
 * Whether a disabled `<fieldset>` disables `element`: one of its ancestors is disabled and the
 * element is not inside that fieldset's first `<legend>` (which stays usable, as HTML says).
 */
function inDisabledFieldset(element: Element): boolean {
  for (
    let set = element.parentElement?.closest('fieldset');
    set;
    set = set.parentElement?.closest('fieldset')
  )
    if (set.disabled && !set.querySelector(':scope > legend')?.contains(element)) return true;
  return false;
}

/**
 * What every element that takes part in a form has, written once: the form association itself, a
 * `name`, `disabled`, the owning `form` (the closest `<form>` or the one its `form` attribute names),
 * and following a disabled `<fieldset>`. `pp-button` is one; the fields extend
 * {@link FormAssociatedElement}, which adds a value's validity.
 */
export class FormAssociatedBase extends PpElement {
  static formAssociated = true;

  // Declared without decorators, which would add their helpers to the first use of every element
  // built on this class (the button's budget is 8 kB).
  static override properties: PropertyDeclarations = {
    // Reflected: the browser puts a form-associated element's value in the form data under its
    // `name` attribute, so a name set as a property (as React wrappers do) must reach the attribute.
    name: { reflect: true },
    disabled: { type: Boolean, reflect: true },
    fieldsetDisabled: { state: true, attribute: false },
  };

  /** The form field name. */
  name = '';

  /** Disables the element: it takes no input and is not submitted. */
  disabled = false;

  /** A surrounding `<fieldset>` is disabled (the browser tells through `formDisabledCallback`). */
  protected fieldsetDisabled = false;

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

  /** Disabled by its own `disabled` or by a disabled `<fieldset>`. */
  protected get isDisabled(): boolean {
    return this.disabled || this.fieldsetDisabled;
  }

  /**
   * Form-associated callback: the element's disabled state changed, by a surrounding fieldset or by
   * its own `disabled` attribute. Only the fieldset's part is kept, read from the tree: taking the
   * argument would also record the element's own attribute, whose reflection happens in the middle
   * of an update, where Lit drops a change (a button enabled by code stayed disabled).
   */
  formDisabledCallback(): void {
    this.fieldsetDisabled = inDisabledFieldset(this);
  }
}

/**
 * The base of every element that is a form field (`pp-combobox`, `pp-rich-text-editor`, the text
 * fields): {@link FormAssociatedBase} with `required` and the read-only validity API of native fields
 * (`validity`, `validationMessage`, `willValidate`, `checkValidity()`, `reportValidity()`).
 *
 * A subclass submits its value with `this.internals.setFormValue()`, reports validity with
 * `this.internals.setValidity()`, and implements `formResetCallback()` (and, when it keeps state the
 * browser may restore, `formStateRestoreCallback()`).
 */
export class FormAssociatedElement extends FormAssociatedBase {
  static override properties: PropertyDeclarations = {
    required: { type: Boolean, reflect: true },
  };

  /** A value is required for the form to be valid. */
  required = false;

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
}
