import { html, nothing } from 'lit';
import type { PropertyDeclarations, PropertyValues, TemplateResult } from 'lit';
import { defineElement } from '../shared/base-element.js';
import { FIELD_IDS, FieldController, type FieldState } from '../shared/field.js';
import { fieldTextStyles } from '../shared/field.styles.js';
import { FormAssociatedElement } from '../shared/form-associated.js';
import { LocaleController } from '../shared/locale-controller.js';
import { textProperties } from '../shared/text-property.js';
// A value import, not only a type: it keeps pp-radio.js (and its registration) in a consumer's bundle
// that imports only this module, even where the package declares no side effects for pp-radio.js.
import { PpRadio } from './pp-radio.js';
import { radioGroupMessages } from './pp-radio-group.messages.js';
import { radioGroupStyles } from './pp-radio-group.styles.js';

export type { RadioGroupMessages } from './pp-radio-group.messages.js';

/** How the radios are laid out: in a column (the default) or in a row that wraps. */
export type RadioGroupOrientation = 'vertical' | 'horizontal';

/** How the radios look: circles beside their text (the default), or the segments of one strip. */
export type RadioGroupAppearance = 'default' | 'segmented';

/** The keys that move the choice: +1 to the next enabled radio, -1 to the previous (left to right). */
const STEPS: Readonly<Record<string, number>> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * A group of radios (`<pp-radio>`) of which one may be chosen, after the WAI-ARIA Authoring
 * Practices' Radio Group pattern: a `role="radiogroup"` named by the visible `label`, each radio a
 * `role="radio"` with `aria-checked`. The group is one tab stop: Tab enters it on the checked radio
 * (on the first enabled one when none is checked) and leaves it; the arrow keys move to the next
 * (Down, Right) or previous (Up, Left) enabled radio and check it, wrapping around; Space checks the
 * focused radio. Left and Right swap in a right-to-left context (`dir="rtl"`). Disabled radios are
 * skipped.
 *
 * It is form-associated: it submits `name=value` (the checked radio's value; nothing when none is
 * checked), a form reset returns it to the `value` attribute, the browser may restore it, `disabled`
 * or a disabled `<fieldset>` disables every radio, and with `required` it is invalid while none is
 * checked, with a message of its own in Polish or English after the `lang` that applies to it. The
 * validity error shows under the radios, and the group is `aria-invalid`, once the user chose or a
 * submission (or `reportValidity()`) found it invalid; an `error` shows at once. `input` and `change`
 * fire when the user chooses, never when `value` is set by code. `focus()` focuses the radio Tab
 * would.
 *
 * @summary A group of radios with label, hint and error: one tab stop, arrow keys, form-associated.
 *
 * @fires input - The user checked another radio (click, arrow key or Space), after `value` follows it.
 * @fires change - The user checked another radio, right after `input`.
 *
 * @slot - The `<pp-radio>` options (they may be wrapped in other elements).
 * @slot label - Rich content for the label (replaces `label`); keep it text and inline elements.
 * @slot hint - Rich content for the hint (replaces `hint`), such as a link.
 * @slot error - Rich content for the error: while it holds something the group is invalid with its text as the message, as with `error`.
 *
 * @csspart label - The label above the radios, the group's accessible name.
 * @csspart required - The required mark ('*') in the label (hidden from screen readers: the group is `aria-required`).
 * @csspart group - The `role="radiogroup"` box around the radios.
 * @csspart hint - The hint under the radios.
 * @csspart error - The error under the radios.
 *
 * @cssprop [--pp-radio-group-gap=var(--pp-space-2, 0.5rem)] - Space between the radios (between the columns of a horizontal group it defaults to `var(--pp-space-5, 1.25rem)`).
 */
export class PpRadioGroup extends FormAssociatedElement {
  static override styles = [fieldTextStyles, radioGroupStyles];

  // Without decorators, as pp-button: their helpers would add to the first use.
  static override properties: PropertyDeclarations = {
    value: {},
    label: {},
    hint: {},
    error: {},
    orientation: { reflect: true },
    appearance: { reflect: true },
    hideLabel: { type: Boolean, reflect: true, attribute: 'hide-label' },
    ...textProperties(this, { valueMissingMessage: 'value-missing-message' }),
  };

  static {
    // The accessors on the prototype now, as decorators make them (for the React wrapper).
    this.finalize();
  }

  /**
   * The `value` of the checked radio, '' when none is checked (a radio whose value is '' cannot be
   * checked). Setting it checks the radio of that value, also one added later. The `value` attribute
   * is the value at first, and the one a form reset returns to.
   */
  value = '';

  /** The label above the radios: the group's accessible name (the `label` slot replaces it). */
  label = '';

  /** Help under the radios, read as the group's description (the `hint` slot replaces it). */
  hint = '';

  /** An error to show (a server's answer): the group is invalid with this message until it is '' again. */
  error = '';

  /**
   * How the radios are laid out: a column or a row (only the layout: every arrow key works in both).
   * @type {'vertical' | 'horizontal'}
   */
  orientation: RadioGroupOrientation = 'vertical';

  /**
   * How the radios look: circles beside their text, or `segmented`, a strip of a few short options
   * side by side with the chosen one filled (a view or a period switch). Only the look: the keys, the
   * form and the accessibility are the same. Under forced colours the segments keep their circles.
   * @type {'default' | 'segmented'}
   */
  appearance: RadioGroupAppearance = 'default';

  /**
   * Hides the label from sight; it stays the group's accessible name. Only where the purpose of the
   * choice is plain from where it stands (a view switch in a toolbar); the label is still required.
   */
  hideLabel = false;

  declare valueMissingMessage: string;

  // The text properties read and write through it (shared/text-property.ts).
  // eslint-disable-next-line no-unused-private-class-members -- found by its element, not by name
  readonly #texts = new LocaleController(this, radioGroupMessages);
  readonly #field = new FieldController(this, { control: () => this.#tabStop(), labelFor: false });
  /** Required and no radio checked, as last synchronised. */
  #missing = false;

  constructor() {
    super();
    this.addEventListener('click', this.#onClick);
    this.addEventListener('keydown', this.#onKeyDown);
  }

  /** Focuses the radio Tab would: the checked one, else the first enabled one. */
  override focus(options?: FocusOptions): void {
    this.#tabStop()?.focus(options);
  }

  /** Checks validity, firing `invalid` when invalid, without showing the error under the radios. */
  override checkValidity(): boolean {
    return this.#field.quietly(() => super.checkValidity());
  }

  /** Form-associated callback: the form was reset. */
  formResetCallback(): void {
    this.value = this.getAttribute('value') ?? '';
    this.#field.untouch();
  }

  /** Form-associated callback: the browser restores the state (back/forward navigation). */
  formStateRestoreCallback(state: string | File | FormData | null): void {
    if (typeof state === 'string') this.value = state;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    this.#sync();
  }

  protected override render(): TemplateResult {
    const state: FieldState = {
      label: this.label,
      hint: this.hint,
      required: this.required,
      error: this.#shownError(),
    };
    const invalid = this.#field.invalid(state);
    return html`${this.#field.renderLabel(state)}
      <div
        class="group"
        part="group"
        role="radiogroup"
        aria-labelledby=${this.#field.hasLabel(state) ? FIELD_IDS.label : nothing}
        aria-describedby=${this.#field.describedBy(state) || nothing}
        aria-required=${this.required ? 'true' : nothing}
        aria-invalid=${invalid ? 'true' : nothing}
        aria-disabled=${this.isDisabled ? 'true' : nothing}
      >
        <slot @slotchange=${this.#field.onSlotChange}></slot>
      </div>
      ${this.#field.renderMessages(state)}`;
  }

  /** This group's radios in document order (not those of a group inside it). */
  #radios(): PpRadio[] {
    return [...this.querySelectorAll('pp-radio')].filter((radio) => radio.closest('pp-radio-group') === this);
  }

  /** The radio of `value`, if there is one. */
  #checked(radios: PpRadio[]): PpRadio | undefined {
    return this.value === '' ? undefined : radios.find((radio) => radio.value === this.value);
  }

  /** The radio in the tab order: the checked one if enabled, else the first enabled; none when disabled. */
  #tabStop(radios = this.#radios()): PpRadio | undefined {
    if (this.isDisabled) return undefined;
    const checked = this.#checked(radios);
    return checked && !checked.disabled ? checked : radios.find((radio) => !radio.disabled);
  }

  /** The radios' states and tab order, the form value and the validity, from `value` and the radios. */
  #sync(): void {
    const radios = this.#radios();
    const checked = this.#checked(radios);
    const stop = this.#tabStop(radios);
    for (const radio of radios) {
      radio.checked = radio === checked;
      radio.groupDisabled = this.isDisabled;
      if (this.isDisabled || radio.disabled) radio.removeAttribute('tabindex');
      else radio.tabIndex = radio === stop ? 0 : -1;
    }
    const submitted = checked ? this.value : null;
    this.internals.setFormValue(submitted, submitted);
    this.#missing = this.required && !checked;
    const explicit = this.#explicitError();
    if (explicit) {
      this.internals.setValidity({ valueMissing: this.#missing, customError: true }, explicit, stop);
    } else if (this.#missing) {
      this.internals.setValidity({ valueMissing: true }, this.valueMissingMessage, stop);
    } else {
      this.internals.setValidity({});
    }
  }

  /** The explicit error (property or slot) at once; the missing choice once the group is touched. */
  #shownError(): string {
    return this.#explicitError() || (this.#field.touched && this.#missing ? this.valueMissingMessage : '');
  }

  #explicitError(): string {
    return this.error || this.#field.slottedText('error');
  }

  /** The radio of this group an event happened in. */
  #radioOf(event: Event): PpRadio | undefined {
    const radio = (event.target as Element).closest?.('pp-radio');
    return radio instanceof PpRadio && radio.closest('pp-radio-group') === this ? radio : undefined;
  }

  /** The user chose `radio`: focus it and, when it was not checked, check it and say so. */
  #choose(radio: PpRadio): void {
    radio.focus();
    if (radio.value === this.value) return;
    this.value = radio.value;
    // The form value and validity now, for the events' listeners.
    this.#sync();
    this.#field.touch();
    this.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    this.dispatchEvent(new Event('change', { bubbles: true }));
  }

  #onClick = (event: MouseEvent): void => {
    const radio = this.#radioOf(event);
    if (radio && !radio.disabled && !this.isDisabled) this.#choose(radio);
  };

  #onKeyDown = (event: KeyboardEvent): void => {
    const radio = this.#radioOf(event);
    if (!radio || event.altKey || event.ctrlKey || event.metaKey || this.isDisabled) return;
    if (event.key === ' ') {
      event.preventDefault();
      if (!radio.disabled) this.#choose(radio);
      return;
    }
    let step = STEPS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    if (event.key.startsWith('ArrowL') || event.key.startsWith('ArrowR'))
      step *= radio.matches(':dir(rtl)') ? -1 : 1;
    const enabled = this.#radios().filter((each) => !each.disabled);
    const index = enabled.indexOf(radio);
    const count = enabled.length;
    const next = enabled[index < 0 ? (step > 0 ? 0 : count - 1) : (index + step + count) % count];
    if (next) this.#choose(next);
  };
}

defineElement('pp-radio-group', PpRadioGroup);

declare global {
  interface HTMLElementTagNameMap {
    'pp-radio-group': PpRadioGroup;
  }
}
