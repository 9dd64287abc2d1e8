import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import { expect, userEvent, waitFor } from 'storybook/test';
import './pp-checkbox.js';
import type { PpCheckbox } from './pp-checkbox.js';
import type { FieldSize } from '../shared/field.js';

interface CheckboxArgs {
  label: string;
  hint: string;
  error: string;
  value: string;
  size: FieldSize;
  checked: boolean;
  indeterminate: boolean;
  required: boolean;
  disabled: boolean;
}

const meta: Meta<CheckboxArgs> = {
  title: 'Elements/Checkbox',
  component: 'pp-checkbox',
  tags: ['autodocs'],
  args: {
    label: 'Wysyłaj mi powiadomienia e-mailem',
    hint: '',
    error: '',
    value: 'on',
    size: 'md',
    checked: false,
    indeterminate: false,
    required: false,
    disabled: false,
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  render: (args) => checkbox(args),
};
export default meta;

type Story = StoryObj<CheckboxArgs>;

const checkbox = (args: CheckboxArgs, content: unknown = nothing) =>
  html`<pp-checkbox
    label=${args.label}
    hint=${args.hint}
    error=${args.error}
    value=${args.value}
    size=${args.size}
    ?checked=${args.checked}
    .indeterminate=${args.indeterminate}
    ?required=${args.required}
    ?disabled=${args.disabled}
    >${content}</pp-checkbox
  >`;

/** How long a play function waits for a state: up to 5 s on a busy machine (a passing check returns at once). */
const patience = { timeout: 5000 };

/** The n-th pp-checkbox of the story, its inner input and its parts. */
function parts(canvasElement: HTMLElement, index = 0) {
  const el = canvasElement.querySelectorAll<PpCheckbox>('pp-checkbox')[index];
  const input = el?.shadowRoot?.querySelector('input');
  if (!el || !input) throw new Error('no rendered pp-checkbox in the story');
  const part = (name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;
  return { el, input, part };
}

/** Unchecked, with a label; a click on the label toggles it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { el, input, part } = parts(canvasElement);
    await expect(input).toHaveRole('checkbox');
    await expect(input).toHaveAccessibleName('Wysyłaj mi powiadomienia e-mailem');
    await userEvent.click(part('label'));
    await waitFor(() => expect(el.checked).toBe(true), patience);
    await userEvent.click(part('label'));
    await waitFor(() => expect(input).not.toBeChecked(), patience);
  },
};

/** Checked. */
export const Checked: Story = { args: { checked: true } };

/** Mixed (`indeterminate`): a "select all" whose items are partly checked; a toggle clears it. */
export const Indeterminate: Story = {
  render: (args) =>
    html`<div style="display:grid;gap:0.25rem">
      ${checkbox({ ...args, label: 'Wszystkie projekty', indeterminate: true })}
      <div style="display:grid;gap:0.25rem;padding-inline-start:2rem">
        ${checkbox({ ...args, label: 'Portal klienta', checked: true })}
        ${checkbox({ ...args, label: 'Aplikacja mobilna' })}
      </div>
    </div>`,
  play: async ({ canvasElement }) => {
    const { input } = parts(canvasElement);
    await expect(input).toBePartiallyChecked();
  },
};

/** A hint under the label, read as the checkbox's description. */
export const WithHint: Story = { args: { hint: 'Najwyżej jedna wiadomość dziennie.' } };

/** Required: the mark '*' is seen, and the input's own `required` is what screen readers say. */
export const Required: Story = { args: { required: true, label: 'Akceptuję regulamin' } };

/** An error from the server (`error`): shown at once, the checkbox invalid with that message. */
export const WithError: Story = {
  args: { checked: true, error: 'Nie udało się zapisać ustawienia.' },
};

/** Disabled, unchecked and checked: not toggled, not submitted. */
export const Disabled: Story = {
  render: (args) =>
    html`<div style="display:grid;gap:0.25rem">
      ${checkbox({ ...args, disabled: true })}
      ${checkbox({ ...args, disabled: true, checked: true, label: 'Zapisuj historię zgłoszeń' })}
    </div>`,
};

/** Disabled by a disabled `<fieldset>` around it. */
export const DisabledByFieldset: Story = {
  render: (args) =>
    html`<fieldset disabled style="border:0;padding:0;margin:0">
      ${checkbox({ ...args, checked: true })}
    </fieldset>`,
  play: async ({ canvasElement }) => {
    const { input } = parts(canvasElement);
    await waitFor(() => expect(input).toBeDisabled(), patience);
  },
};

/** A rich label (a link to the terms), hint and error through the slots. */
export const RichSlots: Story = {
  render: (args) =>
    checkbox(
      { ...args, required: true },
      html`<span slot="label">Akceptuję <a href="#regulamin">regulamin serwisu</a></span>
        <span slot="hint">Wersja z 1 marca 2026.</span>`,
    ),
};

/** Small, medium (default) and large. */
export const Sizes: Story = {
  render: (args) =>
    html`<div style="display:grid;gap:0.5rem;justify-items:start">
      ${checkbox({ ...args, size: 'sm', label: 'Mały', checked: true })}
      ${checkbox({ ...args, size: 'md', label: 'Średni', checked: true })}
      ${checkbox({ ...args, size: 'lg', label: 'Duży', checked: true })}
    </div>`,
};

/** A submission finds a required checkbox unchecked: the form is not sent, the error shows; Space fixes it. */
export const InvalidAfterSubmit: Story = {
  args: { required: true, label: 'Akceptuję regulamin' },
  render: (args) =>
    html`<form @submit=${(event: Event) => event.preventDefault()}>
      ${checkbox(args)}
      <p><button>Zapisz</button></p>
    </form>`,
  play: async ({ canvasElement }) => {
    const { el, input, part } = parts(canvasElement);
    el.closest('form')!.requestSubmit();
    await waitFor(
      () => expect(part('error')).toHaveTextContent('Zaznacz to pole, aby kontynuować.'),
      patience,
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Zaznacz to pole, aby kontynuować.');
  },
};

/** Keyboard focus: the tokens' focus ring around the box; Space toggles. */
export const KeyboardFocus: Story = {
  parameters: { storyTests: { screenshot: 'strict' } },
  play: async ({ canvasElement }) => {
    const { el, input } = parts(canvasElement);
    el.focus();
    await waitFor(() => expect(el.shadowRoot!.activeElement).toBe(input), patience);
    await userEvent.keyboard(' ');
    await waitFor(() => expect(input).toBeChecked(), patience);
  },
};

/** English: the built-in message follows `lang`. */
export const English: Story = {
  args: { label: 'I accept the terms', required: true },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const { el, part } = parts(canvasElement);
    el.reportValidity();
    await waitFor(() => expect(part('error')).toHaveTextContent('Tick this box to continue.'), patience);
  },
};

/** The dark theme: every state. */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: (args) =>
    html`<div style="display:grid;gap:0.5rem;justify-items:start">
      ${checkbox(args)} ${checkbox({ ...args, label: 'Zaznaczony', checked: true })}
      ${checkbox({ ...args, label: 'Częściowo', indeterminate: true })}
      ${checkbox({ ...args, label: 'Wyłączony', disabled: true, checked: true })}
      ${checkbox({ ...args, label: 'Z błędem', hint: 'Pomoc.', error: 'Nie udało się zapisać.' })}
    </div>`,
};
