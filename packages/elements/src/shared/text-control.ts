import { html, noChange, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { classMap } from 'lit/directives/class-map.js';
import {
  Directive,
  directive,
  type DirectiveParameters,
  type DirectiveResult,
  type ElementPart,
} from 'lit/directive.js';
import { FormAssociatedElement } from './form-associated.js';
import type { Language } from './locale-controller.js';
import { LiveRegion } from './live-region.js';
import { pluralForm, type PluralForms } from './plural.js';
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
} from './field.js';

/** The built-in texts every text field has (keys of its catalogue, and properties of the element). */
type TextControlTexts = Record<
  | 'valueMissingMessage'
  | 'tooShortMessage'
  | 'tooLongMessage'
  | 'countText'
  | 'countDescription'
  | 'limitText',
  string
> & { remainingText: PluralForms };

/** The native control of a text field: `<input>` or `<textarea>`. */
type NativeControl = HTMLInputElement | HTMLTextAreaElement;

/**
 * Sets the attributes of a native control that are the same in every text field: a name with a
 * non-empty string sets it, `true` sets it empty, anything else removes it. The value is set as a property
 * whenever it differs from the control's own (as `live()` does).
 */
class ControlAttributes extends Directive {
  render(_value: string, _attributes: Record<string, string | boolean | undefined>): unknown {
    return noChange;
  }

  override update(part: ElementPart, [value, attributes]: DirectiveParameters<this>): unknown {
    const control = part.element as NativeControl;
    for (const [name, set] of Object.entries(attributes)) {
      if (set) control.setAttribute(name, set === true ? '' : set);
      else control.removeAttribute(name);
    }
    if (control.value !== value) control.value = value;
    return noChange;
  }
}
const controlAttributes = directive(ControlAttributes);

/**
 * What `<pp-text-field>` and `<pp-textarea>` share, written once: a native control (`<input>` or
 * `<textarea>`) in the shadow root within the field frame of `field.ts` (label, hint, error, required
 * mark), its value, its constraints (`required`, `minlength`, `maxlength`) and the validity the
 * control reports mirrored on the element with the field's own messages, the host's `input` and
 * `change` events, the character count with its polite announcements, selection, form reset and
 * state restore, and the touched state that decides when a validity error shows.
 *
 * A subclass renders its control (`renderControl()`) with its `part` and its own attributes, and the
 * shared bindings it is given (id, class, value, constraints, description); declares its built-in
 * texts with `@text()` and its `LocaleController` as `texts` (the manifest's texts plugin reads them
 * from the element's own class); and adds messages for the validity problems only its control
 * raises (`message()`).
 */
export abstract class TextControl extends FormAssociatedElement {
  static override shadowRootOptions: ShadowRootInit = {
    ...FormAssociatedElement.shadowRootOptions,
    delegatesFocus: true,
  };

  /** The current value. The `value` attribute is the value at first, and the one a form reset returns to. */
  @property() value = '';

  /** The label above the field: the accessible name of its native control (the `label` slot replaces it). */
  @property() label = '';

  /**
   * Hides the label from sight; it stays the accessible name of the native control. Only where the
   * page already shows what the field is for (a heading above it, another field's label in its place);
   * the label is still required.
   */
  @property({ type: Boolean, reflect: true, attribute: 'hide-label' }) hideLabel = false;

  /** Help under the field, read as its native control's description (the `hint` slot replaces it). */
  @property() hint = '';

  /** An error to show (a server's answer): the field is invalid with this message until it is '' again. */
  @property() error = '';

  /** Shown while the field is empty. Not a label: give a `label` too. */
  @property() placeholder = '';

  /** The value can be read, selected and copied, not changed (and is not validated). */
  @property({ type: Boolean, reflect: true }) readonly = false;

  /**
   * The size (height or padding, and font size), after the control-height tokens.
   * @type {'sm' | 'md' | 'lg'}
   */
  @property({ reflect: true }) size: FieldSize = 'md';

  /** Least number of characters (the check runs on what the user typed, as on a native field). */
  @property({ type: Number }) minlength: number | undefined = undefined;

  /** Greatest number of characters: typing stops there, and a count ('12 / 200') shows. */
  @property({ type: Number }) maxlength: number | undefined = undefined;

  /** The browser's autofill hint (`name`, `email`, `street-address` ...), as the native `autocomplete`. */
  @property() autocomplete = '';

  /**
   * @internal The subclass's `LocaleController`, of a catalogue with (at least) the texts every text
   * field has, which the subclass declares with `@text()`: the manifest's texts plugin finds them there.
   */
  protected abstract readonly texts: {
    readonly language: Language;
    get<K extends keyof TextControlTexts>(key: K): TextControlTexts[K];
  };

  /** @internal The field frame, for a subclass's affixes. */
  protected readonly field = new FieldController(this, { control: () => this.#control });
  /** The polite announcements of the character count, made when `maxlength` is first set. */
  #live: LiveRegion | undefined;
  /** The control's first validity problem, as last read. */
  #failure: ValidityKey | undefined;

  /** Selects the whole value. */
  select(): void {
    this.#control?.select();
  }

  /** Selects a range of the value, as the native control does (an `<input>` of type `email` or `number` throws). */
  setSelectionRange(
    start: number | null,
    end: number | null,
    direction?: 'forward' | 'backward' | 'none',
  ): void {
    this.#control?.setSelectionRange(start, end, direction);
  }

  /** Checks validity, firing `invalid` when invalid, without showing the error under the field. */
  override checkValidity(): boolean {
    return this.field.quietly(() => super.checkValidity());
  }

  get #control(): NativeControl | null {
    return this.renderRoot?.querySelector<NativeControl>('.control') ?? null;
  }

  /** Form-associated callback: the form was reset. */
  formResetCallback(): void {
    this.value = this.getAttribute('value') ?? '';
    this.field.untouch();
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
    if (this.#failure !== before && this.field.touched) this.requestUpdate();
  }

  protected override render() {
    const max = lengthLimit(this.maxlength);
    const state: FieldState = {
      label: this.label,
      hint: this.hint,
      required: this.required,
      error: this.#shownError(),
      srDescription: max === undefined ? '' : fill(this.texts.get('countDescription'), { max }),
    };
    const invalid = this.field.invalid(state);
    return html`${this.field.renderLabel(state)}
      <div
        class=${classMap({ box: true, invalid, disabled: this.isDisabled })}
        part="field"
        @input=${this.#onInput}
        @change=${this.#onChange}
      >
        ${this.renderControl(
          controlAttributes(this.value, {
            id: FIELD_IDS.control,
            class: 'control',
            placeholder: this.placeholder,
            required: this.required,
            disabled: this.isDisabled,
            readonly: this.readonly,
            minlength: lengthLimit(this.minlength)?.toString(),
            maxlength: max?.toString(),
            autocomplete: this.autocomplete,
            'aria-describedby': this.field.describedBy(state),
            'aria-invalid': invalid && 'true',
          }),
        )}
      </div>
      ${this.field.renderMessages(state, this.#renderCount(max))}`;
  }

  /**
   * @internal The native control (with what goes beside it in the box), carrying `shared`: its id,
   * class, value, and the attributes every text field sets.
   */
  protected abstract renderControl(shared: DirectiveResult): TemplateResult;

  /** @internal Our message for a validity problem, in the element's language, its numbers filled in. */
  protected message(key: ValidityKey): string {
    const count = this.value.length;
    if (key === 'tooShort')
      return fill(this.texts.get('tooShortMessage'), { min: lengthLimit(this.minlength) ?? 0, count });
    if (key === 'tooLong')
      return fill(this.texts.get('tooLongMessage'), { max: lengthLimit(this.maxlength) ?? 0, count });
    // Of the flags both controls raise, only valueMissing is left (a subclass handles its own first).
    return this.texts.get('valueMissingMessage');
  }

  #renderCount(max: number | undefined) {
    if (max === undefined) return nothing;
    this.#live ??= new LiveRegion({ kind: 'status' });
    const count = this.value.length;
    return html`<div class=${classMap({ count: true, full: count >= max })} part="count" aria-hidden="true">
        ${fill(this.texts.get('countText'), { count, max })}
      </div>
      ${this.#live.element}`;
  }

  /** The explicit error (property or slot) at once; a validity error once the field is touched. */
  #shownError(): string {
    const explicit = this.#explicitError();
    if (explicit) return explicit;
    if (!this.field.touched || this.#failure === undefined) return '';
    return this.message(this.#failure);
  }

  #explicitError(): string {
    return this.error || this.field.slottedText('error');
  }

  /** The control's validity, with our message, on the element (anchored to the control). */
  #syncValidity(): void {
    const control = this.#control;
    if (!control) return;
    this.#failure = firstFailure(control.validity);
    const explicit = this.#explicitError();
    if (explicit) {
      this.internals.setValidity(
        { ...validityFlags(control.validity), customError: true },
        explicit,
        control,
      );
    } else if (this.#failure) {
      this.internals.setValidity(validityFlags(control.validity), this.message(this.#failure), control);
    } else {
      this.internals.setValidity({});
    }
  }

  /** The control's `input` stays inside: the host fires its own once `value` follows. */
  #onInput = (event: Event): void => {
    const control = this.#control;
    // Only the control's: an affix's slotted content keeps its own events.
    if (event.target !== control || !control) return;
    event.stopPropagation();
    const before = this.value.length;
    this.value = control.value;
    this.#failure = firstFailure(control.validity);
    this.#announceCount(before, control.value.length);
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
  #onChange = (event: Event): void => {
    if (event.target !== this.#control) return;
    this.field.touch();
    this.dispatchEvent(new Event('change', { bubbles: true }));
  };

  /** Near the limit, and at it, a polite announcement (never on every keystroke). */
  #announceCount(before: number, after: number): void {
    const max = lengthLimit(this.maxlength);
    if (max === undefined || !this.#live) return;
    const what = countAnnouncement(before, after, max);
    if (what === 'limit') {
      this.#live.announce(fill(this.texts.get('limitText'), { max }));
    } else if (what === 'remaining') {
      const left = max - after;
      this.#live.announce(
        fill(pluralForm(this.texts.get('remainingText'), this.texts.language, left) ?? '', { count: left }),
      );
    }
  }
}
