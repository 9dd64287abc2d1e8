import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import { expect, userEvent, waitFor } from 'storybook/test';
import './pp-switch.js';
import type { PpSwitch } from './pp-switch.js';
import type { FieldSize } from '../shared/field.js';

interface SwitchArgs {
  label: string;
  hint: string;
  error: string;
  value: string;
  size: FieldSize;
  checked: boolean;
  required: boolean;
  disabled: boolean;
}

const meta: Meta<SwitchArgs> = {
  title: 'Elements/Switch',
  component: 'pp-switch',
  tags: ['autodocs'],
  args: {
    label: 'Powiadomienia e-mailem',
    hint: '',
    error: '',
    value: 'on',
    size: 'md',
    checked: false,
    required: false,
    disabled: false,
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  render: (args) => toggle(args),
};
export default meta;

type Story = StoryObj<SwitchArgs>;

const toggle = (args: SwitchArgs, content: unknown = nothing) =>
  html`<pp-switch
    label=${args.label}
    hint=${args.hint}
    error=${args.error}
    value=${args.value}
    size=${args.size}
    ?checked=${args.checked}
    ?required=${args.required}
    ?disabled=${args.disabled}
    >${content}</pp-switch
  >`;

/** How long a play function waits for a state: up to 5 s on a busy machine (a passing check returns at once). */
const patience = { timeout: 5000 };

/** The n-th pp-switch of the story, its inner input and its parts. */
function parts(canvasElement: HTMLElement, index = 0) {
  const el = canvasElement.querySelectorAll<PpSwitch>('pp-switch')[index];
  const input = el?.shadowRoot?.querySelector('input');
  if (!el || !input) throw new Error('no rendered pp-switch in the story');
  const part = (name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;
  return { el, input, part };
}

/** Off, with a label; a click on the label turns it on and off. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { el, input, part } = parts(canvasElement);
    await expect(input).toHaveRole('switch');
    await expect(input).toHaveAccessibleName('Powiadomienia e-mailem');
    await userEvent.click(part('label'));
    await waitFor(() => expect(el.checked).toBe(true), patience);
    await userEvent.click(part('label'));
    await waitFor(() => expect(input).not.toBeChecked(), patience);
  },
};

/** On: the thumb at the end of the track. */
export const Checked: Story = { args: { checked: true } };

/** A hint under the label, read as the switch's description. */
export const WithHint: Story = { args: { hint: 'Najwyżej jedna wiadomość dziennie.', checked: true } };

/** An error from the server (`error`): shown at once. */
export const WithError: Story = { args: { checked: true, error: 'Nie udało się zapisać ustawienia.' } };

/** Disabled, off and on. */
export const Disabled: Story = {
  render: (args) =>
    html`<div style="display:grid;gap:0.25rem">
      ${toggle({ ...args, disabled: true })}
      ${toggle({ ...args, disabled: true, checked: true, label: 'Tryb ciemny' })}
    </div>`,
};

/** Disabled by a disabled `<fieldset>` around it. */
export const DisabledByFieldset: Story = {
  render: (args) =>
    html`<fieldset disabled style="border:0;padding:0;margin:0">
      ${toggle({ ...args, checked: true })}
    </fieldset>`,
  play: async ({ canvasElement }) => {
    const { input } = parts(canvasElement);
    await waitFor(() => expect(input).toBeDisabled(), patience);
  },
};

/** Small, medium (default) and large. */
export const Sizes: Story = {
  render: (args) =>
    html`<div style="display:grid;gap:0.5rem;justify-items:start">
      ${toggle({ ...args, size: 'sm', label: 'Mały', checked: true })}
      ${toggle({ ...args, size: 'md', label: 'Średni', checked: true })}
      ${toggle({ ...args, size: 'lg', label: 'Duży', checked: true })}
    </div>`,
};

/** Keyboard: the tokens' focus ring; Space and Enter toggle. */
export const KeyboardFocus: Story = {
  parameters: { storyTests: { screenshot: 'strict' } },
  play: async ({ canvasElement }) => {
    const { el, input } = parts(canvasElement);
    el.focus();
    await waitFor(() => expect(el.shadowRoot!.activeElement).toBe(input), patience);
    await userEvent.keyboard(' ');
    await waitFor(() => expect(input).toBeChecked(), patience);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(input).not.toBeChecked(), patience);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(input).toBeChecked(), patience);
  },
};

/** English: the built-in message follows `lang`. */
export const English: Story = {
  args: { label: 'I agree to be contacted', required: true },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const { el, part } = parts(canvasElement);
    el.reportValidity();
    await waitFor(() => expect(part('error')).toHaveTextContent('Turn this on to continue.'), patience);
  },
};

/** The dark theme: every state. */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: (args) =>
    html`<div style="display:grid;gap:0.5rem;justify-items:start">
      ${toggle(args)} ${toggle({ ...args, label: 'Włączony', checked: true })}
      ${toggle({ ...args, label: 'Wyłączony', disabled: true, checked: true })}
      ${toggle({ ...args, label: 'Z błędem', hint: 'Pomoc.', error: 'Nie udało się zapisać.' })}
    </div>`,
};
