import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import { expect, within } from 'storybook/test';
import './pp-spinner.js';
import type { PpSpinner, SpinnerSize } from './pp-spinner.js';

interface SpinnerArgs {
  size: SpinnerSize | '';
  label: string;
}

const meta: Meta<SpinnerArgs> = {
  title: 'Elements/Spinner',
  component: 'pp-spinner',
  tags: ['autodocs'],
  args: { size: 'md', label: '' },
  argTypes: { size: { control: 'inline-radio', options: ['', 'sm', 'md', 'lg'] } },
};
export default meta;

type Story = StoryObj<SpinnerArgs>;

const spinner = (args: SpinnerArgs) =>
  html`<pp-spinner size=${args.size || nothing} label=${args.label || nothing}></pp-spinner>`;

/** The progress bar inside a spinner, found by its role. */
const progressbar = (el: PpSpinner, name: string) =>
  within(el.shadowRoot as unknown as HTMLElement).getByRole('progressbar', { name });

/**
 * The default: a spinner named 'Ładowanie…', an indeterminate progress bar (no value). Under
 * reduced motion it pulses instead of turning.
 */
export const Default: Story = {
  render: spinner,
  play: async ({ canvasElement }) => {
    const bar = progressbar(canvasElement.querySelector('pp-spinner')!, 'Ładowanie…');
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

/** The three fixed sizes, and one that follows the font size of its text (1em). */
export const Sizes: Story = {
  render: () =>
    html`<div style="display:flex;gap:1.5rem;align-items:center">
      <pp-spinner size="sm"></pp-spinner><pp-spinner size="md"></pp-spinner
      ><pp-spinner size="lg"></pp-spinner>
      <span style="font-size:1.5rem;color:var(--pp-color-fg-link)"
        ><pp-spinner label="Wczytywanie faktur"></pp-spinner> Wczytywanie faktur</span
      >
    </div>`,
  play: async ({ canvasElement }) => {
    const heights = [...canvasElement.querySelectorAll('pp-spinner')].map(
      (el) => el.getBoundingClientRect().height,
    );
    await expect(heights.slice(0, 3)).toEqual([16, 24, 32]);
    progressbar(canvasElement.querySelectorAll('pp-spinner')[3]!, 'Wczytywanie faktur');
  },
};

/** A region being loaded: `aria-busy` on it while the spinner shows. */
export const InARegion: Story = {
  render: () =>
    html`<section
      aria-busy="true"
      aria-label="Faktury"
      style="display:grid;place-items:center;block-size:8rem;border:1px dashed var(--pp-color-border-default)"
    >
      <pp-spinner size="lg"></pp-spinner>
    </section>`,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Faktury' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** English: 'Loading…'. */
export const English: Story = {
  render: spinner,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    progressbar(canvasElement.querySelector('pp-spinner')!, 'Loading…');
  },
};

/** The dark theme. */
export const DarkTheme: Story = {
  render: () =>
    html`<div style="display:flex;gap:1.5rem;align-items:center">
      <pp-spinner size="sm"></pp-spinner><pp-spinner size="md"></pp-spinner
      ><pp-spinner size="lg"></pp-spinner>
    </div>`,
  globals: { theme: 'dark' },
};
