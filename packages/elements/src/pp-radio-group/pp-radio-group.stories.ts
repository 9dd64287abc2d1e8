import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import './pp-radio-group.js';
import type { PpRadioGroup, RadioGroupAppearance, RadioGroupOrientation } from './pp-radio-group.js';

interface RadioGroupArgs {
  label: string;
  hint: string;
  error: string;
  value: string;
  orientation: RadioGroupOrientation;
  appearance: RadioGroupAppearance;
  hideLabel: boolean;
  required: boolean;
  disabled: boolean;
}

const meta: Meta<RadioGroupArgs> = {
  title: 'Elements/Radio group',
  component: 'pp-radio-group',
  subcomponents: { Radio: 'pp-radio' },
  tags: ['autodocs'],
  args: {
    label: 'Plan',
    hint: '',
    error: '',
    value: '',
    orientation: 'vertical',
    appearance: 'default',
    hideLabel: false,
    required: false,
    disabled: false,
  },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    appearance: { control: 'inline-radio', options: ['default', 'segmented'] },
  },
  render: (args) => group(args),
};
export default meta;

type Story = StoryObj<RadioGroupArgs>;

const OPTIONS: [string, string][] = [
  ['basic', 'Podstawowy'],
  ['pro', 'Profesjonalny'],
  ['team', 'Zespołowy'],
];

const group = (args: RadioGroupArgs, options: unknown = radios()) =>
  html`<pp-radio-group
    name="plan"
    label=${args.label}
    hint=${args.hint}
    error=${args.error}
    value=${args.value}
    orientation=${args.orientation}
    appearance=${args.appearance}
    ?hide-label=${args.hideLabel}
    ?required=${args.required}
    ?disabled=${args.disabled}
    >${options}</pp-radio-group
  >`;

const radio = ([value, text]: [string, string], disabled = false) =>
  html`<pp-radio value=${value} ?disabled=${disabled}>${text}</pp-radio>`;

/** The three plans, the one at `disabledIndex` disabled. */
const radios = (disabledIndex = -1) => OPTIONS.map((option, index) => radio(option, index === disabledIndex));

/** How long a play function waits for a state: up to 5 s on a busy machine (a passing check returns at once). */
const patience = { timeout: 5000 };

const parts = (canvasElement: HTMLElement) => {
  const el = canvasElement.querySelector<PpRadioGroup>('pp-radio-group')!;
  return {
    el,
    canvas: within(canvasElement),
    inner: within(el.shadowRoot as unknown as HTMLElement),
    part: (name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!,
  };
};

/** The default: a column of options, none chosen. A click chooses one (its dot shows). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { el, canvas, inner } = parts(canvasElement);
    await waitFor(() => expect(inner.getByRole('radiogroup', { name: 'Plan' })).toBeTruthy(), patience);
    const pro = canvas.getByRole('radio', { name: 'Profesjonalny' });
    await waitFor(() => expect(pro).toHaveAttribute('aria-checked', 'false'), patience);
    await userEvent.click(pro);
    await waitFor(() => expect(pro).toHaveAttribute('aria-checked', 'true'), patience);
    await expect(el.value).toBe('pro');
  },
};

/** A chosen option and a hint, read as the group's description. */
export const WithHint: Story = {
  args: { value: 'pro', hint: 'Plan można zmienić w każdej chwili.' },
};

/** Horizontal: the options in a row that wraps (the arrow keys work the same in every direction). */
export const Horizontal: Story = {
  args: { orientation: 'horizontal', value: 'basic', label: 'Rozmiar' },
  render: (args) =>
    group(
      args,
      ['S', 'M', 'L', 'XL'].map((size) => radio([size.toLowerCase(), size])),
    ),
};

/**
 * Segmented: a strip of a few short options, the chosen one filled, here with its label out of sight
 * (it still names the group), as the portal's view switch in the top bar. The keys are a radio group's.
 */
export const Segmented: Story = {
  args: { appearance: 'segmented', hideLabel: true, value: 'client', label: 'Widok' },
  render: (args) => group(args, [radio(['client', 'Klient']), radio(['staff', 'CumulusStaff'])]),
  play: async ({ canvasElement }) => {
    const { canvas, inner } = parts(canvasElement);
    await waitFor(() => expect(inner.getByRole('radiogroup', { name: 'Widok' })).toBeTruthy(), patience);
    const staff = canvas.getByRole('radio', { name: 'CumulusStaff' });
    await userEvent.click(staff);
    await waitFor(() => expect(staff).toHaveAttribute('aria-checked', 'true'), patience);
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(
      () => expect(canvas.getByRole('radio', { name: 'Klient' })).toHaveAttribute('aria-checked', 'true'),
      patience,
    );
  },
};

/** The arrow keys move the choice to the next option, skipping a disabled one; the ring shows where focus is. */
export const Keyboard: Story = {
  args: { value: 'basic' },
  parameters: { storyTests: { screenshot: 'strict' } },
  render: (args) => group(args, radios(1)),
  play: async ({ canvasElement }) => {
    const { el, canvas } = parts(canvasElement);
    const basic = canvas.getByRole('radio', { name: 'Podstawowy' });
    await waitFor(() => expect(basic).toHaveAttribute('tabindex', '0'), patience);
    await userEvent.tab();
    await waitFor(() => expect(basic).toHaveFocus(), patience);
    await userEvent.keyboard('{ArrowDown}');
    const team = canvas.getByRole('radio', { name: 'Zespołowy' });
    await waitFor(() => expect(team).toHaveAttribute('aria-checked', 'true'), patience);
    await expect(team).toHaveFocus();
    await expect(el.value).toBe('team');
  },
};

/** Required: a submission with nothing chosen shows the error under the options; choosing clears it. */
export const InvalidAfterSubmit: Story = {
  args: { required: true, label: 'Sposób dostawy' },
  render: (args) =>
    html`<form @submit=${(event: Event) => event.preventDefault()}>
      ${group(args, [radio(['courier', 'Kurier']), radio(['pickup', 'Odbiór osobisty'])])}
      <p><button>Zamów</button></p>
    </form>`,
  play: async ({ canvasElement }) => {
    const { el, inner, part } = parts(canvasElement);
    el.closest('form')!.requestSubmit();
    await waitFor(() => expect(part('error')).toHaveTextContent('Wybierz jedną z opcji.'), patience);
    const box = inner.getByRole('radiogroup', { name: 'Sposób dostawy' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Wybierz jedną z opcji.');
  },
};

/** An error from the server shows at once. */
export const ServerError: Story = {
  args: { value: 'team', error: 'Plan zespołowy wymaga co najmniej trzech osób.' },
};

/** The whole group disabled: out of the tab order, faded, not submitted. */
export const Disabled: Story = {
  args: { value: 'pro', disabled: true },
};

/** One option disabled: skipped by the arrow keys, not clickable. */
export const DisabledOption: Story = {
  args: { value: 'basic' },
  render: (args) => group(args, radios(2)),
};

/** Inside a disabled `<fieldset>`: disabled as a native control would be. */
export const DisabledByFieldset: Story = {
  args: { value: 'basic' },
  render: (args) =>
    html`<form>
      <fieldset disabled style="border:0;padding:0;margin:0">${group(args)}</fieldset>
    </form>`,
  play: async ({ canvasElement }) => {
    const { canvas } = parts(canvasElement);
    await waitFor(
      () =>
        expect(canvas.getByRole('radio', { name: 'Profesjonalny' })).toHaveAttribute('aria-disabled', 'true'),
      patience,
    );
  },
};

/** Right to left: Left moves forward and Right back, as the reading order goes. */
export const RightToLeft: Story = {
  args: { orientation: 'horizontal', value: 'basic', label: 'خطة' },
  render: (args) =>
    html`<div dir="rtl" lang="ar">
      ${group(args, [radio(['basic', 'أساسي']), radio(['pro', 'احترافي']), radio(['team', 'فريق'])])}
    </div>`,
  play: async ({ canvasElement }) => {
    const { el, canvas } = parts(canvasElement);
    el.focus();
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'أساسي' })).toHaveFocus(), patience);
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(el.value).toBe('pro'), patience);
  },
};

/** English: the built-in message follows `lang`. */
export const English: Story = {
  args: { label: 'Delivery', required: true },
  globals: { locale: 'en' },
  render: (args) => group(args, [radio(['courier', 'Courier']), radio(['pickup', 'Pick-up in person'])]),
  play: async ({ canvasElement }) => {
    const { el, part } = parts(canvasElement);
    el.reportValidity();
    await waitFor(
      () => expect(part('error')).toHaveTextContent('Please select one of these options.'),
      patience,
    );
  },
};

/** The dark theme: a chosen option, a disabled one, a hint and an error. */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: (args) =>
    html`<div style="display:grid;gap:1.5rem">
      ${group({ ...args, value: 'pro', hint: 'Plan można zmienić w każdej chwili.' }, radios(2))}
      ${group({ ...args, label: 'Rozmiar', orientation: 'horizontal', error: 'Ten rozmiar się skończył.' }, [
        radio(['s', 'S']),
        radio(['m', 'M']),
      ])}
      ${group({ ...args, label: 'Wyłączona', value: 'basic', disabled: true })}
    </div>`,
};
