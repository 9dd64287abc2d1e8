import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import { expect, within } from 'storybook/test';
import './pp-progress-bar.js';
import type { PpProgressBar } from './pp-progress-bar.js';

interface ProgressBarArgs {
  value: number;
  max: number;
  indeterminate: boolean;
  thin: boolean;
  showLabel: boolean;
  label: string;
}

const meta: Meta<ProgressBarArgs> = {
  title: 'Elements/ProgressBar',
  component: 'pp-progress-bar',
  tags: ['autodocs'],
  args: { value: 40, max: 100, indeterminate: false, thin: false, showLabel: true, label: 'Wysyłanie pliku' },
};
export default meta;

type Story = StoryObj<ProgressBarArgs>;

const bar = (args: ProgressBarArgs) =>
  html`<pp-progress-bar
    style="max-inline-size:30rem"
    value=${args.value}
    max=${args.max}
    ?indeterminate=${args.indeterminate}
    ?thin=${args.thin}
    ?show-label=${args.showLabel}
    label=${args.label || nothing}
  ></pp-progress-bar>`;

/** The progress bar inside an element, found by its role and name. */
const progressbar = (el: PpProgressBar, name: string) =>
  within(el.shadowRoot as unknown as HTMLElement).getByRole('progressbar', { name });

/** The default: 40 of 100, with its label and percentage shown. Use the controls to try every property. */
export const Default: Story = {
  render: bar,
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('pp-progress-bar')!;
    const role = progressbar(el, 'Wysyłanie pliku');
    await expect(role).toHaveAttribute('aria-valuenow', '40');
    await expect(role).toHaveAttribute('aria-valuetext', '40%');
  },
};

/** Empty, part way (3 of 8 files, '37,5%'), full, and with a value text of its own. */
export const Values: Story = {
  render: () =>
    html`<div style="display:grid;gap:1rem;max-inline-size:30rem">
      <pp-progress-bar show-label label="Nie rozpoczęto" value="0"></pp-progress-bar>
      <pp-progress-bar show-label label="Import danych" value="3" max="8"></pp-progress-bar>
      <pp-progress-bar show-label label="Gotowe" value="100"></pp-progress-bar>
      <pp-progress-bar
        show-label
        label="Wysyłanie plików"
        value="3"
        max="5"
        value-text="3 z 5 plików"
      ></pp-progress-bar>
    </div>`,
  play: async ({ canvasElement }) => {
    const bars = [...canvasElement.querySelectorAll('pp-progress-bar')];
    await expect(progressbar(bars[1]!, 'Import danych')).toHaveAttribute('aria-valuetext', '37,5%');
    await expect(progressbar(bars[3]!, 'Wysyłanie plików')).toHaveAttribute('aria-valuetext', '3 z 5 plików');
  },
};

/**
 * Indeterminate: no value for screen readers; the bar slides (and, under reduced motion, fills the
 * track and pulses instead).
 */
export const Indeterminate: Story = {
  render: (args) => bar({ ...args, indeterminate: true, label: 'Przygotowywanie raportu' }),
  play: async ({ canvasElement }) => {
    const role = progressbar(canvasElement.querySelector('pp-progress-bar')!, 'Przygotowywanie raportu');
    await expect(role).not.toHaveAttribute('aria-valuenow');
  },
};

/** The thin variant, as a page's loading bar at the top of a box (the page places it). */
export const Thin: Story = {
  render: () =>
    html`<div
      style="position:relative;block-size:6rem;border:1px solid var(--pp-color-border-default);padding-block-start:1rem"
    >
      <pp-progress-bar
        thin
        value="65"
        label="Ładowanie strony"
        style="position:absolute;inset:0 0 auto"
      ></pp-progress-bar>
      <p style="margin:0 1rem">Treść strony</p>
    </div>`,
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('pp-progress-bar')!;
    await expect(progressbar(el, 'Ładowanie strony').getBoundingClientRect().height).toBe(3);
  },
};

/** English: the percentage formatted for English ('42.5%'). */
export const English: Story = {
  render: (args) => bar({ ...args, value: 42.5, label: 'Uploading the file' }),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const role = progressbar(canvasElement.querySelector('pp-progress-bar')!, 'Uploading the file');
    await expect(role).toHaveAttribute('aria-valuetext', '42.5%');
  },
};

/** The dark theme. */
export const DarkTheme: Story = {
  render: () =>
    html`<div style="display:grid;gap:1rem;max-inline-size:30rem">
      <pp-progress-bar show-label label="Import danych" value="3" max="8"></pp-progress-bar>
      <pp-progress-bar thin value="65" label="Ładowanie strony"></pp-progress-bar>
    </div>`,
  globals: { theme: 'dark' },
};
