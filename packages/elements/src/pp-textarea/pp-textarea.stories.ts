import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { expect, userEvent, waitFor } from 'storybook/test';
import './pp-textarea.js';
import type { PpTextarea, TextareaResize } from './pp-textarea.js';
import type { FieldSize } from '../shared/field.js';

interface TextareaArgs {
  label: string;
  hideLabel: boolean;
  hint: string;
  error: string;
  placeholder: string;
  value: string;
  rows: number;
  resize: TextareaResize;
  size: FieldSize;
  required: boolean;
  disabled: boolean;
  readonly: boolean;
  maxlength: number | undefined;
}

const meta: Meta<TextareaArgs> = {
  title: 'Elements/Textarea',
  component: 'pp-textarea',
  tags: ['autodocs'],
  args: {
    label: 'Opis problemu',
    hideLabel: false,
    hint: '',
    error: '',
    placeholder: '',
    value: '',
    rows: 3,
    resize: 'vertical',
    size: 'md',
    required: false,
    disabled: false,
    readonly: false,
    maxlength: undefined,
  },
  argTypes: {
    resize: { control: 'inline-radio', options: ['none', 'vertical', 'auto'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  render: (args) => textarea(args),
};
export default meta;

type Story = StoryObj<TextareaArgs>;

const textarea = (args: TextareaArgs, content: unknown = nothing) =>
  html`<pp-textarea
    label=${args.label}
    ?hide-label=${args.hideLabel}
    hint=${args.hint}
    error=${args.error}
    placeholder=${args.placeholder}
    value=${args.value}
    rows=${args.rows}
    resize=${args.resize}
    size=${args.size}
    maxlength=${ifDefined(args.maxlength)}
    ?required=${args.required}
    ?disabled=${args.disabled}
    ?readonly=${args.readonly}
    >${content}</pp-textarea
  >`;

const letter = 'Dzień dobry,\nod rana serwer web-01 nie odpowiada na porcie 443.\nProszę o sprawdzenie.';

/** How long a play function waits for a state: up to 5 s on a busy machine (a passing check returns at once). */
const patience = { timeout: 5000 };

/** The n-th pp-textarea of the story and its inner textarea. */
function parts(canvasElement: HTMLElement, index = 0) {
  const el = canvasElement.querySelectorAll<PpTextarea>('pp-textarea')[index];
  const control = el?.shadowRoot?.querySelector('textarea');
  if (!el || !control) throw new Error('no rendered pp-textarea in the story');
  const part = (name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;
  return { el, control, part };
}

/** A label and three empty rows. */
export const Default: Story = {};

/** With a placeholder and a hint. */
export const WithHint: Story = {
  args: { placeholder: 'Co się stało i od kiedy?', hint: 'Podaj nazwę serwera, jeśli ją znasz.' },
};

/** Required: the mark '*' is seen; the textarea's own `required` is read. */
export const Required: Story = { args: { required: true } };

/** An error from the server (`error`): shown at once, the field invalid with that message. */
export const WithError: Story = { args: { value: 'Nie działa.', error: 'Opisz problem dokładniej.' } };

/** Disabled. */
export const Disabled: Story = { args: { value: letter, disabled: true } };

/** Read-only. */
export const Readonly: Story = { args: { value: letter, readonly: true, label: 'Treść zgłoszenia' } };

/** With `maxlength`: the count under the field. */
export const Counter: Story = { args: { value: letter, maxlength: 500 } };

/** Typing near the limit: 'Zostały 4 znaki.' is announced once, not on every key. */
export const CounterNearLimit: Story = {
  args: { maxlength: 40, value: 'Serwer web-01 nie odpowiada od' },
  play: async ({ canvasElement }) => {
    const { el, control, part } = parts(canvasElement);
    el.focus();
    control.setSelectionRange(control.value.length, control.value.length);
    await userEvent.keyboard(' rana.');
    await waitFor(() => expect(part('count')).toHaveTextContent('36 / 40'), patience);
    const status = el.shadowRoot!.querySelector('[role="status"]')!;
    await waitFor(() => expect(status).toHaveTextContent('Zostały 4 znaki.'), patience);
  },
};

/** `resize="auto"`: it grows with its text from its rows up to `--pp-textarea-max-height`. */
export const AutoGrow: Story = { args: { resize: 'auto', rows: 2, value: letter } };

/** `resize="none"`: a fixed height of `rows` lines. */
export const FixedHeight: Story = { args: { resize: 'none', rows: 4 } };

/** Small, medium (default) and large. */
export const Sizes: Story = {
  render: (args) =>
    html`<div style="display:grid;gap:1rem;justify-items:start">
      ${textarea({ ...args, size: 'sm', label: 'Mały', rows: 2 })}
      ${textarea({ ...args, size: 'md', label: 'Średni', rows: 2 })}
      ${textarea({ ...args, size: 'lg', label: 'Duży', rows: 2 })}
    </div>`,
};

/** Rich label, hint and error through the slots. */
export const RichSlots: Story = {
  render: (args) =>
    textarea(
      args,
      html`<span slot="label">Treść <small>(widoczna dla wsparcia)</small></span>
        <span slot="hint">Nie wpisuj haseł. <a href="#zasady">Dlaczego?</a></span>`,
    ),
};

/** A submission finds it empty: the form is not sent, the error shows under it. */
export const InvalidAfterSubmit: Story = {
  args: { required: true },
  render: (args) =>
    html`<form @submit=${(event: Event) => event.preventDefault()}>
      ${textarea(args)}
      <p><button>Wyślij</button></p>
    </form>`,
  play: async ({ canvasElement }) => {
    const { el, control, part } = parts(canvasElement);
    el.closest('form')!.requestSubmit();
    await waitFor(() => expect(part('error')).toHaveTextContent('Wypełnij to pole.'), patience);
    await expect(control).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Keyboard focus: the tokens' focus ring around the box. */
export const KeyboardFocus: Story = {
  parameters: { storyTests: { screenshot: 'strict' } },
  play: async ({ canvasElement }) => {
    const { el, control } = parts(canvasElement);
    el.focus();
    await waitFor(() => expect(el.shadowRoot!.activeElement).toBe(control), patience);
  },
};

/** English: the built-in texts follow `lang`. */
export const English: Story = {
  args: { label: 'Description', required: true, maxlength: 200, hint: 'Name the server if you know it.' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const { el, part } = parts(canvasElement);
    el.reportValidity();
    await waitFor(() => expect(part('error')).toHaveTextContent('Please fill in this field.'), patience);
  },
};

/** The dark theme. */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: (args) =>
    html`<div style="display:grid;gap:1rem;justify-items:start">
      ${textarea({ ...args, value: letter, maxlength: 500, hint: 'Podaj nazwę serwera.', required: true })}
      ${textarea({ ...args, label: 'Uwagi', value: 'Nie działa.', error: 'Opisz problem dokładniej.' })}
      ${textarea({ ...args, label: 'Notatka', value: 'Tylko do odczytu', disabled: true, rows: 2 })}
    </div>`,
};
