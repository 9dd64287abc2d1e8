import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { activeChoices, indexById } from './levels.js';
import { chosenOptions, formValue, restoreChoice, type Choice } from './selection.js';
import type { ComboboxOption } from './types.js';

/** What the controller reads from the combobox, and sets on it. */
export interface ChoiceOptions {
  /** The element's `value` (the plain or radio option's id, '' for none). */
  value(): string;
  /** Sets the element's `value` (its property: the element re-renders). */
  setValue(value: string): void;
  /** The element's options (a data provider's options are not in them). */
  options(): ComboboxOption[];
  /**
   * What the form needs of the element: its name, `required` and its message, an explicit error ('' for
   * none: it makes the element invalid with that message, `customError`), the field to point at.
   */
  form(): {
    name: string;
    required: boolean;
    requiredMessage: string;
    error: string;
    anchor: HTMLElement | undefined;
  };
  /** The element's internals (form value and validity). */
  internals(): ElementInternals;
}

/**
 * The choice of `<pp-combobox>` as state: the checked checkbox ids, the chosen option as last seen,
 * whether the user changed anything (`dirty`), and the form value and validity that follow from them
 * (set after each update in which they changed). The element keeps `value`, its events and what the
 * input shows; this keeps the rest, so that form reset, restore and `required` live in one place.
 */
export class ChoiceController implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #options: ChoiceOptions;
  #checked: ReadonlySet<string> = new Set();
  /** The chosen option as last seen (a data provider's options are not in `options`). */
  #chosen: ComboboxOption | undefined;
  /** The user changed the choice (form reset and restore, and `required`'s error, look at it). */
  #dirty = false;
  #byId: Map<string, ComboboxOption> | undefined;
  /** What the form value and validity were last set from. */
  #formSetFrom: unknown[] | undefined;

  constructor(host: ReactiveControllerHost, options: ChoiceOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  /** The ids of the checked checkbox options. */
  get checked(): ReadonlySet<string> {
    return this.#checked;
  }

  /** The value and the checked ids, as the pure functions of selection.ts read them. */
  get state(): Choice {
    return { value: this.#options.value(), checked: this.#checked };
  }

  /** Something is chosen: a value or a checked checkbox. */
  get hasChoice(): boolean {
    return this.#options.value() !== '' || this.#checked.size > 0;
  }

  /** `required`, nothing chosen, and the user has been there: the field shows its error. */
  get invalid(): boolean {
    return this.#options.form().required && this.#dirty && !this.hasChoice;
  }

  /** The option with id `id` in the options, at any level. */
  find(id: string): ComboboxOption | undefined {
    this.#byId ??= indexById(this.#options.options());
    return this.#byId.get(id);
  }

  /** The chosen options, as the trigger shows them. */
  chosenOptions(): ComboboxOption[] {
    return chosenOptions(this.state, this.#chosen, (id) => this.find(id));
  }

  /** The text the input shows while no query is typed: the chosen option's name. */
  displayText(): string {
    const value = this.#options.value();
    if (value === '') return '';
    return (this.#chosen ?? this.find(value))?.name ?? value;
  }

  /**
   * New options: takes the initial value and checked states from their `active` flags (keeping the
   * user's checkbox choices once dirty: the flags count only for ids not seen before).
   */
  optionsChanged(): void {
    this.#byId = undefined;
    const { value, checked } = activeChoices(this.#options.options());
    if (!this.#dirty) {
      if (this.#options.value() === '' && value !== undefined) this.#options.setValue(value);
      this.#checked = checked;
    } else {
      this.#checked = new Set([...this.#checked, ...checked]);
    }
    this.#host.requestUpdate();
  }

  /** A new value or new options: the chosen option as now seen. */
  valueChanged(): void {
    const value = this.#options.value();
    this.#chosen = value === '' ? undefined : (this.find(value) ?? this.#chosen);
  }

  /** The user toggled checkbox `option`: checks or unchecks it, and says which. */
  toggle(option: ComboboxOption, checked: boolean): void {
    const next = new Set(this.#checked);
    if (checked) next.add(option.id);
    else next.delete(option.id);
    this.#checked = next;
    this.#dirty = true;
    this.#host.requestUpdate();
  }

  /** The user chose `option`. Returns whether the value changed. */
  choose(option: ComboboxOption): boolean {
    const changed = this.#options.value() !== option.id;
    this.#chosen = option;
    this.#dirty = true;
    this.#options.setValue(option.id);
    return changed;
  }

  /** The user cleared the value. Returns whether there was one. */
  clear(): boolean {
    if (this.#options.value() === '') return false;
    this.#chosen = undefined;
    this.#dirty = true;
    this.#options.setValue('');
    return true;
  }

  /** The form was reset: back to the `value` attribute and the options' flags. */
  reset(initialValue: string): void {
    this.#dirty = false;
    this.#options.setValue(initialValue);
    this.#chosen = undefined;
    this.optionsChanged();
    this.valueChanged();
  }

  /** The browser restores a state the form value gave (back/forward navigation, autofill). */
  restore(state: string | File | FormData | null): void {
    const choice = restoreChoice(state);
    if (choice) this.#options.setValue(choice.value);
    if (choice?.checked) this.#checked = choice.checked;
    this.#dirty = true;
    this.valueChanged();
    this.#host.requestUpdate();
  }

  /** After each update: the form value and validity, when what they follow from changed. */
  hostUpdated(): void {
    const { name, required, requiredMessage, error, anchor } = this.#options.form();
    const value = this.#options.value();
    const from = [value, this.#checked, name, required, requiredMessage, error];
    if (this.#formSetFrom?.every((item, i) => item === from[i])) return;
    this.#formSetFrom = from;
    const internals = this.#options.internals();
    internals.setFormValue(...formValue(name, this.state));
    const valueMissing = required && !this.hasChoice;
    if (error) internals.setValidity({ valueMissing, customError: true }, error, anchor);
    else if (valueMissing) internals.setValidity({ valueMissing }, requiredMessage, anchor);
    else internals.setValidity({});
  }
}
