import {
  html,
  nothing,
  type ReactiveController,
  type ReactiveControllerHost,
  type TemplateResult,
} from 'lit';

/**
 * The frame of a form field, written once for every element that has one (`pp-text-field`,
 * `pp-textarea`, `pp-combobox`, and next the checkbox and select): a real `<label>` in the same shadow
 * root as the control (its `<label for>`, or named by it through `aria-labelledby`), a required mark that is seen but not read (the control's own `required` says
 * it), a hint and an error under the control that the control's `aria-describedby` points to, and
 * `aria-invalid` only while the error shows. Each text comes from a property or, for rich content,
 * from a slot of the same name (`label`, `hint`, `error`).
 *
 * The error shows once the user has been there, as `:user-invalid` does: after the user changed the
 * value (`change`), or a form submission or `reportValidity()` found the field invalid (`invalid`).
 * An explicit error (the element's `error` property, or content in its `error` slot) shows at once.
 *
 * The ids are fixed (`FIELD_IDS`): they live in the element's own shadow root, so two fields on one
 * page never clash.
 */

/** The ids of the field's pieces inside the shadow root. */
export const FIELD_IDS = {
  control: 'control',
  label: 'label',
  hint: 'hint',
  error: 'error',
  count: 'count',
  prefix: 'prefix',
  suffix: 'suffix',
} as const;

/** The height and font size of a field, after the control-height tokens. */
export type FieldSize = 'sm' | 'md' | 'lg';

/** The slots of the frame: rich content for the label, the hint and the error. */
export type FieldSlot = 'label' | 'hint' | 'error' | 'prefix' | 'suffix';

/** What the frame shows, read from the element at each render. */
export interface FieldState {
  /** The label text (the `label` slot replaces it). */
  label: string;
  /** The hint text (the `hint` slot replaces it). */
  hint: string;
  /** Whether a value is required: shows the required mark. */
  required: boolean;
  /** The error to show ('' for none); the `error` slot's content replaces it while it shows. */
  error: string;
  /** A description read after the hint, not shown (the character limit); '' for none. */
  srDescription?: string;
}

// ------------------------------------------------------------------------------------------------
// Validity: the native control's ValidityState, mirrored with our own messages

/** The flags of `ValidityState` a text control can raise (all but `customError` and `valid`). */
export type ValidityKey =
  | 'badInput'
  | 'valueMissing'
  | 'typeMismatch'
  | 'tooShort'
  | 'tooLong'
  | 'patternMismatch'
  | 'rangeUnderflow'
  | 'rangeOverflow'
  | 'stepMismatch';

/** In the order a message is chosen: the first raised flag names the problem. */
export const VALIDITY_KEYS: readonly ValidityKey[] = [
  'badInput',
  'valueMissing',
  'typeMismatch',
  'tooShort',
  'tooLong',
  'patternMismatch',
  'rangeUnderflow',
  'rangeOverflow',
  'stepMismatch',
];

/** The raised flags of `validity`, as `ElementInternals.setValidity()` takes them. */
export function validityFlags(validity: ValidityState): ValidityStateFlags {
  const flags: ValidityStateFlags = {};
  for (const key of VALIDITY_KEYS) if (validity[key]) flags[key] = true;
  return flags;
}

/** The first raised flag of `validity` (see `VALIDITY_KEYS`), or undefined when it is valid. */
export function firstFailure(validity: ValidityState): ValidityKey | undefined {
  return VALIDITY_KEYS.find((key) => validity[key]);
}

/** `{name}` placeholders of `text` replaced by `values`; unknown names are kept. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/**
 * The valid values next to `value` for a step mismatch: the step base is `min` (else 0), the result
 * rounded to the step's decimals, so `0.1` steps give `0.3`, not `0.30000000000000004`.
 */
export function nearestSteps(value: number, step: number, min: number | undefined): [number, number] {
  const base = min ?? 0;
  const decimals = Math.max(decimalsOf(step), decimalsOf(base));
  const round = (n: number) => Number(n.toFixed(decimals));
  const low = round(base + Math.floor((value - base) / step) * step);
  return [low, round(low + step)];
}

function decimalsOf(n: number): number {
  const [, fraction = ''] = String(n).split('.');
  return fraction.length;
}

// ------------------------------------------------------------------------------------------------
// The character count

/** A `minlength` or `maxlength` as the inner control takes it: a whole number from 0, else none. */
export function lengthLimit(value: number | null | undefined): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/**
 * What to announce after the length went from `before` to `after` with a limit of `max`: 'limit'
 * when it reached the limit, 'remaining' when it came within `nearLimit(max)` characters of it, else
 * nothing, so typing is announced twice at most on the way to the limit, never on every keystroke.
 */
export function countAnnouncement(
  before: number,
  after: number,
  max: number,
): 'limit' | 'remaining' | undefined {
  if (max <= 0 || after <= before) return undefined;
  if (after >= max) return 'limit';
  const near = max - nearLimit(max);
  return before < near && after >= near ? 'remaining' : undefined;
}

/** How many characters before the limit count as near it: a tenth of it, 1 to 20. */
export function nearLimit(max: number): number {
  return Math.min(20, Math.max(1, Math.ceil(max / 10)));
}

// ------------------------------------------------------------------------------------------------
// The controller

/** What the frame needs of its element. */
export interface FieldOptions {
  /** The control the label names and the descriptions describe (inside the shadow root). */
  control(): HTMLElement | null | undefined;
  /**
   * Whether the label is the control's `<label for>` (the default). `false` for a control whose click
   * does more than focus (the combobox's opens its list) or that is no labelable element (a
   * `role="combobox"` trigger): the control then takes its name from `aria-labelledby` pointing at
   * `FIELD_IDS.label` while {@link FieldController.hasLabel} is true, and a click on the label
   * focuses it through the shadow root's `delegatesFocus`.
   */
  labelFor?: boolean;
}

/**
 * The field frame of an element: renders the label, the hint, the error and the control's wiring,
 * tracks what the slots hold, and keeps the `touched` state that decides when a validity error shows.
 *
 * ```ts
 * readonly #field = new FieldController(this, { control: () => this.renderRoot.querySelector('input') });
 * render() {
 *   const state = { label: this.label, hint: this.hint, required: this.required, error: this.#shownError() };
 *   return html`${this.#field.renderLabel(state)}
 *     <input id=${FIELD_IDS.control} aria-describedby=${this.#field.describedBy(state) || nothing}
 *       aria-invalid=${this.#field.invalid(state) ? 'true' : nothing}>
 *     ${this.#field.renderMessages(state)}`;
 * }
 * ```
 */
export class FieldController implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #options: FieldOptions;
  #touched = false;
  /** Set while the element's own `checkValidity()` runs: its `invalid` event shows nothing. */
  #quiet = false;

  constructor(host: ReactiveControllerHost & HTMLElement, options: FieldOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  hostConnected(): void {
    this.#host.addEventListener('invalid', this.#onInvalid);
  }

  hostDisconnected(): void {
    this.#host.removeEventListener('invalid', this.#onInvalid);
  }

  /** The control (for `setValidity()`'s anchor and focus). */
  get control(): HTMLElement | null | undefined {
    return this.#options.control();
  }

  /** The user changed the value, or a submission or `reportValidity()` found the field invalid. */
  get touched(): boolean {
    return this.#touched;
  }

  /** Marks the field touched (after the control's `change`): its validity error shows from now on. */
  touch(): void {
    if (this.#touched) return;
    this.#touched = true;
    this.#host.requestUpdate();
  }

  /** Back to untouched (a form reset): validity errors hide until the user is there again. */
  untouch(): void {
    if (!this.#touched) return;
    this.#touched = false;
    this.#host.requestUpdate();
  }

  /** Runs the element's `checkValidity()` without showing its error (it fires `invalid` too). */
  quietly<T>(check: () => T): T {
    this.#quiet = true;
    try {
      return check();
    } finally {
      this.#quiet = false;
    }
  }

  #onInvalid = (): void => {
    if (!this.#quiet) this.touch();
  };

  /** Whether the element has content in slot `name` (an element child with `slot="name"`). */
  slotted(name: FieldSlot): boolean {
    for (const child of this.#host.children) if (child.slot === name) return true;
    return false;
  }

  /** The text of what the element has in slot `name`, whitespace collapsed ('' for none). */
  slottedText(name: FieldSlot): string {
    let text = '';
    for (const child of this.#host.children) if (child.slot === name) text += ` ${child.textContent ?? ''}`;
    return text.replace(/\s+/g, ' ').trim();
  }

  /** The host re-renders when what a slot holds changes (the frame shows or hides its piece). */
  readonly onSlotChange = (): void => {
    this.#host.requestUpdate();
  };

  /** Whether the label shows: a `label` text or slotted content. */
  hasLabel(state: FieldState): boolean {
    return state.label !== '' || this.slotted('label');
  }

  /** Whether the hint shows: a `hint` text or slotted content. */
  hasHint(state: FieldState): boolean {
    return state.hint !== '' || this.slottedText('hint') !== '';
  }

  /** Whether the error shows (it is then the control's `aria-invalid` and first description). */
  invalid(state: FieldState): boolean {
    return state.error !== '';
  }

  /**
   * The control's `aria-describedby`: the error (while it shows), the hint, the prefix and suffix
   * (a unit such as 'PLN'), and the unseen description; '' when there is none.
   */
  describedBy(state: FieldState): string {
    const ids: string[] = [];
    if (this.invalid(state)) ids.push(FIELD_IDS.error);
    if (this.hasHint(state)) ids.push(FIELD_IDS.hint);
    if (this.slotted('prefix')) ids.push(FIELD_IDS.prefix);
    if (this.slotted('suffix')) ids.push(FIELD_IDS.suffix);
    if (state.srDescription) ids.push(FIELD_IDS.count);
    return ids.join(' ');
  }

  /**
   * The `<label>` of the control (see {@link FieldOptions.labelFor}), with its `label` slot (the `label` text as its fallback) and the
   * required mark, hidden from assistive technology (the control's `required` is read instead).
   */
  renderLabel(state: FieldState): TemplateResult {
    return html`<label
      id=${FIELD_IDS.label}
      class="label"
      part="label"
      for=${this.#options.labelFor === false ? nothing : FIELD_IDS.control}
      ?hidden=${!this.hasLabel(state)}
      ><slot name="label" @slotchange=${this.onSlotChange}>${state.label}</slot>${
        state.required ? html`<span class="required" part="required" aria-hidden="true">*</span>` : nothing
      }</label
    >`;
  }

  /** A `prefix` or `suffix` slot beside the control (an icon, a unit such as 'PLN'). */
  renderAffix(name: 'prefix' | 'suffix'): TemplateResult {
    return html`<span id=${FIELD_IDS[name]} class=${name} part=${name} ?hidden=${!this.slotted(name)}
      ><slot name=${name} @slotchange=${this.onSlotChange}></slot
    ></span>`;
  }

  /**
   * Slot `name` while it holds text, else `text`: an empty element in the slot (a framework that
   * always renders it) hides nothing.
   */
  #slotOrText(name: 'error' | 'hint', text: string): TemplateResult {
    const slotted = this.slottedText(name) !== '';
    return html`<slot name=${name} ?hidden=${!slotted} @slotchange=${this.onSlotChange}></slot>${
        slotted ? nothing : text
      }`;
  }

  /**
   * The pieces under the control: the error (its `error` slot replaces the text), the hint, the
   * unseen description, and `count` (the visible character count, for elements that have one).
   */
  renderMessages(state: FieldState, count: TemplateResult | typeof nothing = nothing): TemplateResult {
    return html`<div class="messages">
      <div class="texts">
        <div id=${FIELD_IDS.error} class="error" part="error" ?hidden=${!this.invalid(state)}>
          ${this.#slotOrText('error', state.error)}
        </div>
        <div id=${FIELD_IDS.hint} class="hint" part="hint" ?hidden=${!this.hasHint(state)}>
          ${this.#slotOrText('hint', state.hint)}
        </div>
        ${
          state.srDescription
            ? html`<span id=${FIELD_IDS.count} class="sr-only">${state.srDescription}</span>`
            : nothing
        }
      </div>
      ${count}
    </div>`;
  }
}
