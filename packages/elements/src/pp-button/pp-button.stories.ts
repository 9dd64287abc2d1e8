import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import { expect, waitFor } from 'storybook/test';
import './pp-button.js';
import type { ButtonSize, ButtonType, ButtonVariant, PpButton } from './pp-button.js';

interface ButtonArgs {
  text: string;
  variant: ButtonVariant;
  size: ButtonSize;
  type: ButtonType;
  disabled: boolean;
  loading: boolean;
  href: string;
  label: string;
}

const meta: Meta<ButtonArgs> = {
  title: 'Elements/Button',
  component: 'pp-button',
  tags: ['autodocs'],
  args: {
    text: 'Zapisz',
    variant: 'secondary',
    size: 'md',
    type: 'button',
    disabled: false,
    loading: false,
    href: '',
    label: '',
  },
  argTypes: {
    variant: { control: 'select', options: ['primary', 'secondary', 'danger', 'ghost', 'link'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    type: { control: 'inline-radio', options: ['button', 'submit', 'reset'] },
  },
};
export default meta;

type Story = StoryObj<ButtonArgs>;

/** A plus sign, as the portal's 'Nowe zgłoszenie' button has; hidden from screen readers (the text names the button). */
const plus = (slot?: string) =>
  html`<svg
    slot=${slot ?? nothing}
    viewBox="0 0 16 16"
    fill="none"
    stroke="currentColor"
    stroke-width="2"
    aria-hidden="true"
  >
    <path d="M8 3v10M3 8h10"></path>
  </svg>`;
const close = html`<svg
  viewBox="0 0 16 16"
  fill="none"
  stroke="currentColor"
  stroke-width="2"
  aria-hidden="true"
>
  <path d="M4 4l8 8M12 4l-8 8"></path>
</svg>`;

const button = (args: ButtonArgs, content: unknown = args.text) =>
  html`<pp-button
    variant=${args.variant}
    size=${args.size}
    type=${args.type}
    ?disabled=${args.disabled}
    ?loading=${args.loading}
    href=${args.href || nothing}
    label=${args.label || nothing}
    >${content}</pp-button
  >`;

const row = (content: unknown) =>
  html`<div style="display:flex;flex-wrap:wrap;gap:0.75rem;align-items:center">${content}</div>`;

const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'danger', 'ghost', 'link'];

/** The default: a secondary button of medium size. Use the controls to try every property. */
export const Default: Story = { render: (args) => button(args) };

/** The five variants: one primary action per view, secondary for the rest, danger for what cannot be undone. */
export const Variants: Story = {
  render: (args) => row(VARIANTS.map((variant) => button({ ...args, variant }, args.text))),
};

/** Small, medium and large: the heights of the control scale (2, 2.5 and 3 rem), shared with the text fields. */
export const Sizes: Story = {
  render: (args) =>
    row((['sm', 'md', 'lg'] as const).map((size) => button({ ...args, size, variant: 'primary' }))),
};

/** An icon before or after the text (`prefix` and `suffix` slots). */
export const WithIcons: Story = {
  render: (args) =>
    row([
      button({ ...args, variant: 'primary' }, html`${plus('prefix')}Nowe zgłoszenie`),
      button(args, html`Dalej${plus('suffix')}`),
    ]),
};

/** Only an icon: square, named by `label` (here 'Zamknij'), in every size. */
export const IconOnly: Story = {
  render: (args) =>
    row(
      (['sm', 'md', 'lg'] as const).map((size) =>
        button({ ...args, size, variant: 'ghost', label: 'Zamknij' }, close),
      ),
    ),
  play: async ({ canvasElement }) => {
    const first = canvasElement.querySelector('pp-button')!;
    const inner = first.shadowRoot!.querySelector('button')!;
    await waitFor(() => expect(inner).toHaveAttribute('aria-label', 'Zamknij'));
  },
};

/** Disabled, in each variant: out of the tab order, faded. */
export const Disabled: Story = {
  render: (args) => row(VARIANTS.map((variant) => button({ ...args, variant, disabled: true }))),
};

/** Loading, in each variant: a spinner in place of the content, the width kept, activation ignored. */
export const Loading: Story = {
  render: (args) =>
    row(VARIANTS.slice(0, 4).map((variant) => button({ ...args, variant, loading: true }, 'Wysyłanie'))),
};

/** A link that looks like a button (`href`); with `target="_blank"` it says it opens a new tab. */
export const AsLink: Story = {
  render: (args) =>
    row([
      button({ ...args, variant: 'primary', href: '#new' }, 'Nowe zgłoszenie'),
      html`<pp-button href="https://example.com/" target="_blank">Dokumentacja</pp-button>`,
      button({ ...args, variant: 'link', href: '#all' }, 'Wszystkie zgłoszenia'),
    ]),
};

/**
 * In a form: 'Wyślij' submits it (its `submit` event names the `pp-button` as the submitter), 'Zapisz
 * szkic' submits it without validation, 'Wyczyść' resets it. The result shows under the form.
 */
export const InAForm: Story = {
  render: () =>
    html`<form
      style="display:grid;gap:0.75rem;max-width:24rem"
      @submit=${(event: SubmitEvent) => {
        event.preventDefault();
        const form = event.target as HTMLFormElement;
        const submitter = event.submitter as PpButton;
        form.querySelector('output')!.textContent =
          `Wysłano przyciskiem „${submitter.textContent?.trim()}”: ${submitter.name}=${submitter.value}`;
      }}
    >
      <label>Temat <input name="subject" required /></label>
      <div style="display:flex;gap:0.75rem">
        <pp-button type="submit" variant="primary" name="action" value="send">Wyślij</pp-button>
        <pp-button type="submit" name="action" value="draft" formnovalidate>Zapisz szkic</pp-button>
        <pp-button type="reset" variant="ghost">Wyczyść</pp-button>
      </div>
      <output aria-live="polite"></output>
    </form>`,
  play: async ({ canvasElement }) => {
    const draft = canvasElement.querySelectorAll('pp-button')[1]!;
    draft.click();
    const output = canvasElement.querySelector('output')!;
    await waitFor(() => expect(output).toHaveTextContent('Wysłano przyciskiem „Zapisz szkic”: action=draft'));
  },
};

/** Keyboard focus: the ring of the tokens, outside the button. */
export const KeyboardFocus: Story = {
  render: (args) => button({ ...args, variant: 'primary' }),
  parameters: { storyTests: { screenshot: 'strict' } },
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('pp-button')!;
    el.focus({ focusVisible: true } as FocusOptions);
    const inner = el.shadowRoot!.querySelector('button')!;
    await waitFor(() => expect(inner.matches(':focus-visible')).toBe(true));
  },
};

/** English: the loading text read after the name is '(loading)'. */
export const English: Story = {
  render: (args) =>
    row([
      button({ ...args, variant: 'primary' }, 'Save'),
      button({ ...args, loading: true }, 'Sending'),
      html`<pp-button href="https://example.com/" target="_blank">Documentation</pp-button>`,
    ]),
  globals: { locale: 'en' },
};

/** The dark theme, every variant and state. */
export const DarkTheme: Story = {
  render: (args) =>
    html`${row(VARIANTS.map((variant) => button({ ...args, variant })))}
      <div style="height:0.75rem"></div>
      ${row([
        button({ ...args, variant: 'primary', disabled: true }),
        button({ ...args, loading: true }),
        button({ ...args, variant: 'ghost', label: 'Zamknij' }, close),
      ])}`,
  globals: { theme: 'dark' },
};
