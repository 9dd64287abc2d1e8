import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { expect, userEvent, waitFor } from 'storybook/test';
import './pp-text-field.js';
import type { FieldSize, PpTextField, TextFieldType } from './pp-text-field.js';

interface TextFieldArgs {
  label: string;
  hideLabel: boolean;
  hint: string;
  error: string;
  placeholder: string;
  value: string;
  type: TextFieldType;
  size: FieldSize;
  required: boolean;
  disabled: boolean;
  readonly: boolean;
  maxlength: number | undefined;
}

const meta: Meta<TextFieldArgs> = {
  title: 'Elements/Text field',
  component: 'pp-text-field',
  tags: ['autodocs'],
  args: {
    label: 'Nazwa serwera',
    hideLabel: false,
    hint: '',
    error: '',
    placeholder: '',
    value: '',
    type: 'text',
    size: 'md',
    required: false,
    disabled: false,
    readonly: false,
    maxlength: undefined,
  },
  argTypes: {
    type: { control: 'select', options: ['text', 'email', 'url', 'tel', 'password', 'search', 'number'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  render: (args) => field(args),
};
export default meta;

type Story = StoryObj<TextFieldArgs>;

const field = (args: TextFieldArgs, content: unknown = nothing) =>
  html`<pp-text-field
    label=${args.label}
    ?hide-label=${args.hideLabel}
    hint=${args.hint}
    error=${args.error}
    placeholder=${args.placeholder}
    value=${args.value}
    type=${args.type}
    size=${args.size}
    maxlength=${ifDefined(args.maxlength)}
    ?required=${args.required}
    ?disabled=${args.disabled}
    ?readonly=${args.readonly}
    >${content}</pp-text-field
  >`;

const icon = html`<svg
  slot="prefix"
  aria-hidden="true"
  viewBox="0 0 20 20"
  width="16"
  height="16"
  fill="none"
  stroke="currentColor"
  stroke-width="1.6"
>
  <circle cx="9" cy="9" r="5.5"></circle>
  <path d="M13 13l4 4"></path>
</svg>`;

/** How long a play function waits for a state: up to 5 s on a busy machine (a passing check returns at once). */
const patience = { timeout: 5000 };

/** The n-th pp-text-field of the story and its inner input. */
function parts(canvasElement: HTMLElement, index = 0) {
  const el = canvasElement.querySelectorAll<PpTextField>('pp-text-field')[index];
  const input = el?.shadowRoot?.querySelector('input');
  if (!el || !input) throw new Error('no rendered pp-text-field in the story');
  const part = (name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;
  return { el, input, part };
}

/** A label and nothing else. */
export const Default: Story = {};

/** With a placeholder: an example, never the label. */
export const Placeholder: Story = { args: { placeholder: 'np. web-01' } };

/** A hint under the field, read as the input's description. */
export const WithHint: Story = { args: { hint: 'Małe litery, cyfry i myślniki.' } };

/** Required: the mark '*' is seen, and the input's own `required` is what screen readers say. */
export const Required: Story = { args: { required: true, hint: 'Pole wymagane.' } };

/** An error from the server (`error`): shown at once, the field invalid with that message. */
export const WithError: Story = {
  args: { value: 'web 01', hint: 'Małe litery, cyfry i myślniki.', error: 'Nazwa zawiera spację.' },
};

/** Disabled: not editable, not submitted. */
export const Disabled: Story = { args: { value: 'web-01', disabled: true } };

/** Disabled by a disabled `<fieldset>` around it. */
export const DisabledByFieldset: Story = {
  render: (args) =>
    html`<fieldset disabled style="border:0;padding:0;margin:0">
      ${field({ ...args, value: 'web-01' })}
    </fieldset>`,
  play: async ({ canvasElement }) => {
    const { input } = parts(canvasElement);
    await waitFor(() => expect(input).toBeDisabled(), patience);
  },
};

/**
 * The label out of sight (`hide-label`), still the field's accessible name: only where the page shows
 * what the field is for, here a heading above a search field.
 */
export const HiddenLabel: Story = {
  args: { label: 'Szukaj serwerów', hideLabel: true, type: 'search', placeholder: 'Nazwa lub adres IP' },
  render: (args) =>
    html`<h2 style="margin:0 0 0.5rem;font:inherit;font-weight:600">Serwery</h2>
      ${field(args)}`,
  play: async ({ canvasElement }) => {
    const { input, part } = parts(canvasElement);
    await waitFor(() => expect(input).toHaveAccessibleName('Szukaj serwerów'), patience);
    const box = part('label').getBoundingClientRect();
    await expect(box.width * box.height).toBeLessThanOrEqual(1);
  },
};

/** Read-only: the value can be selected and copied. */
export const Readonly: Story = { args: { value: 'srv-7f3a-waw', readonly: true, label: 'Identyfikator' } };

/** A prefix icon (hidden from screen readers) and a unit as the suffix (read in the description). */
export const PrefixAndSuffix: Story = {
  render: (args) =>
    html`${field({ ...args, label: 'Szukaj', type: 'search', placeholder: 'Nazwa lub adres IP' }, icon)}
      <br /><br />
      ${field(
        { ...args, label: 'Limit miesięczny', type: 'number', value: '1200', hint: 'Kwota brutto.' },
        html`<span slot="suffix">PLN</span>`,
      )}`,
};

/** Rich label, hint and error through the slots. */
export const RichSlots: Story = {
  render: (args) =>
    field(
      { ...args, value: 'anna' },
      html`<span slot="label">Login <small>(widoczny dla zespołu)</small></span>
        <span slot="hint">Zobacz <a href="#zasady">zasady nazw</a>.</span>
        <span slot="error">Ten login jest zajęty. <a href="#przypomnij">Przypomnij hasło</a></span>`,
    ),
};

/** With `maxlength`: the count under the field; near the limit and at it, a polite announcement. */
export const Counter: Story = {
  args: { label: 'Opis krótki', maxlength: 40, value: 'Serwer bazy danych klienta' },
};

/** Typing up to the limit: the count turns to the error colour and the limit is announced. */
export const CounterAtLimit: Story = {
  args: { label: 'Kod', maxlength: 8 },
  play: async ({ canvasElement }) => {
    const { el, part } = parts(canvasElement);
    el.focus();
    await userEvent.keyboard('ABCD1234');
    await waitFor(() => expect(part('count')).toHaveTextContent('8 / 8'), patience);
    const status = el.shadowRoot!.querySelector('[role="status"]')!;
    await waitFor(() => expect(status).toHaveTextContent('Osiągnięto limit znaków: 8.'), patience);
  },
};

/** Every type: e-mail, URL, phone, password, search and number. */
export const Types: Story = {
  render: (args) =>
    html`<div style="display:grid;gap:1rem;justify-items:start">
      ${field({ ...args, label: 'E-mail', type: 'email', value: 'anna@example.com' })}
      ${field({ ...args, label: 'Strona', type: 'url', value: 'https://example.com' })}
      ${field({ ...args, label: 'Telefon', type: 'tel', value: '+48 600 000 000' })}
      ${field({ ...args, label: 'Hasło', type: 'password', value: 'tajne-hasło' })}
      ${field({ ...args, label: 'Szukaj', type: 'search', value: 'web' })}
      ${field({ ...args, label: 'Liczba rdzeni', type: 'number', value: '4' })}
    </div>`,
};

/** Small, medium (default) and large: the heights of the control-height tokens. */
export const Sizes: Story = {
  render: (args) =>
    html`<div style="display:grid;gap:1rem;justify-items:start">
      ${field({ ...args, size: 'sm', label: 'Mały' })} ${field({ ...args, size: 'md', label: 'Średni' })}
      ${field({ ...args, size: 'lg', label: 'Duży' })}
    </div>`,
};

/** A submission finds it empty: the form is not sent, the error shows under it and the input is aria-invalid. */
export const InvalidAfterSubmit: Story = {
  args: { required: true, type: 'email', label: 'E-mail' },
  render: (args) =>
    html`<form @submit=${(event: Event) => event.preventDefault()}>
      ${field(args)}
      <p><button>Zapisz</button></p>
    </form>`,
  play: async ({ canvasElement }) => {
    const { el, input, part } = parts(canvasElement);
    el.closest('form')!.requestSubmit();
    await waitFor(() => expect(part('error')).toHaveTextContent('Wypełnij to pole.'), patience);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Wypełnij to pole.');
  },
};

/** An e-mail without '@', typed and left: the error shows after the change, as :user-invalid. */
export const TypeMismatch: Story = {
  args: { type: 'email', label: 'E-mail' },
  play: async ({ canvasElement }) => {
    const { el, input, part } = parts(canvasElement);
    el.focus();
    await userEvent.keyboard('anna');
    // user-event types through script, after which the browser sends no change on blur: send it as
    // the browser would for typed text (the element tests type real keys).
    input.dispatchEvent(new Event('change', { bubbles: true }));
    input.blur();
    await waitFor(
      () => expect(part('error')).toHaveTextContent('Wpisz adres e-mail, np. jan@example.com.'),
      patience,
    );
  },
};

/** Keyboard focus: the tokens' focus ring around the box. */
export const KeyboardFocus: Story = {
  args: { hint: 'Małe litery, cyfry i myślniki.' },
  parameters: { storyTests: { screenshot: 'strict' } },
  play: async ({ canvasElement }) => {
    const { el, input } = parts(canvasElement);
    el.focus();
    await waitFor(() => expect(el.shadowRoot!.activeElement).toBe(input), patience);
  },
};

/** English: the built-in texts (count, messages) follow `lang`. */
export const English: Story = {
  args: {
    label: 'Server name',
    hint: 'Lower-case letters, digits and hyphens.',
    maxlength: 30,
    required: true,
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const { el, part } = parts(canvasElement);
    el.reportValidity();
    await waitFor(() => expect(part('error')).toHaveTextContent('Please fill in this field.'), patience);
  },
};

/** The dark theme: hint, error, count and a disabled field. */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: (args) =>
    html`<div style="display:grid;gap:1rem;justify-items:start">
      ${field({ ...args, hint: 'Małe litery, cyfry i myślniki.', maxlength: 30, value: 'web-01', required: true })}
      ${field({ ...args, label: 'Login', value: 'anna', error: 'Ten login jest zajęty.' })}
      ${field({ ...args, label: 'Identyfikator', value: 'srv-7f3a', disabled: true })}
    </div>`,
};
