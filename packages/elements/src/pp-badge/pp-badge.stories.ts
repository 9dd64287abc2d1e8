import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect } from 'storybook/test';
import './pp-badge.js';
import type { BadgeAppearance, BadgeVariant } from './pp-badge.js';

interface BadgeArgs {
  text: string;
  variant: BadgeVariant;
  appearance: BadgeAppearance;
  pill: boolean;
}

const VARIANTS: BadgeVariant[] = ['neutral', 'info', 'success', 'warning', 'error', 'brand'];

/** What each variant says in the portal (a status of a support issue, an invoice, an environment). */
const SAMPLE: Record<BadgeVariant, string> = {
  neutral: 'Zamknięte',
  info: 'Nowe',
  success: 'Zapłacona',
  warning: 'staging',
  error: 'Zaległa',
  brand: 'Obsługa',
};

const meta: Meta<BadgeArgs> = {
  title: 'Elements/Badge',
  component: 'pp-badge',
  tags: ['autodocs'],
  args: { text: 'W trakcie', variant: 'info', appearance: 'soft', pill: false },
  argTypes: {
    variant: { control: 'select', options: VARIANTS },
    appearance: { control: 'inline-radio', options: ['soft', 'solid'] },
  },
};
export default meta;

type Story = StoryObj<BadgeArgs>;

const badge = (args: BadgeArgs, content: unknown = args.text) =>
  html`<pp-badge variant=${args.variant} appearance=${args.appearance} ?pill=${args.pill}
    >${content}</pp-badge
  >`;

const row = (content: unknown) =>
  html`<div style="display:flex;flex-wrap:wrap;gap:0.75rem;align-items:center">${content}</div>`;

const all = (args: BadgeArgs) =>
  html`${row(VARIANTS.map((variant) => badge({ ...args, variant, appearance: 'soft' }, SAMPLE[variant])))}
    <div style="height:0.75rem"></div>
    ${row(VARIANTS.map((variant) => badge({ ...args, variant, appearance: 'solid' }, SAMPLE[variant])))}`;

/** The default: a soft badge. Use the controls to try every property. */
export const Default: Story = { render: (args) => badge(args) };

/**
 * The six variants, soft (first row) and solid: the text says the status, the colour only repeats it.
 * Solid badges weigh more; keep them for what must stand out (an overdue invoice).
 */
export const Variants: Story = {
  render: all,
  play: async ({ canvasElement }) => {
    const badges = canvasElement.querySelectorAll('pp-badge');
    await expect(badges).toHaveLength(12);
    // Plain text to assistive technology: no role of its own.
    await expect(badges[0]!.getAttribute('role')).toBeNull();
  },
};

/** Pill badges for counts and short tags, with a dot before the text in the `prefix` slot. */
export const PillsAndPrefix: Story = {
  render: (args) =>
    row([
      badge({ ...args, pill: true, appearance: 'solid', variant: 'error' }, '12'),
      badge({ ...args, pill: true, variant: 'neutral' }, '3 nowe'),
      badge(
        { ...args, pill: true, variant: 'success' },
        html`<svg slot="prefix" viewBox="0 0 12 12" aria-hidden="true">
            <circle cx="6" cy="6" r="4" fill="currentColor"></circle></svg
          >Działa`,
      ),
    ]),
};

/** A long text is cut with an ellipsis when the badge's container is narrower. */
export const LongText: Story = {
  render: (args) =>
    html`<div style="inline-size:8rem">
      ${badge({ ...args, variant: 'warning' }, 'Oczekuje na odpowiedź klienta')}
    </div>`,
};

/** The dark theme, every variant in both appearances. */
export const DarkTheme: Story = { render: all, globals: { theme: 'dark' } };
