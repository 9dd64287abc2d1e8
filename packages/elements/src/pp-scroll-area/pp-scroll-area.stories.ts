import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import './pp-scroll-area.js';
import type { ScrollbarVisibility } from './scroll-area-controller.js';

interface ScrollAreaArgs {
  hideDelay: number;
  type: ScrollbarVisibility;
  label: string;
}

const meta: Meta<ScrollAreaArgs> = {
  title: 'Elements/Scroll area',
  component: 'pp-scroll-area',
  tags: ['autodocs'],
  args: { hideDelay: 600, type: 'scroll', label: 'Historia zmian' },
  argTypes: { type: { control: 'select', options: ['scroll', 'hover', 'always'] } },
};
export default meta;

type Story = StoryObj<ScrollAreaArgs>;

const entries = (count: number, word = 'Zmiana') =>
  Array.from(
    { length: count },
    (_, i) => html`<p style="margin:0 0 0.5rem">${word} ${i + 1}: zaktualizowano usługę.</p>`,
  );

const area = (args: ScrollAreaArgs, content: unknown) =>
  html`<pp-scroll-area
    style="height:12rem;width:20rem;border:1px solid var(--pp-color-border-default, GrayText);padding:0.5rem"
    hide-delay=${args.hideDelay}
    type=${args.type}
    label=${args.label}
    >${content}</pp-scroll-area
  >`;

/** Text only: the scrollbar shows while scrolling and hides 600 ms later; Tab focuses the area. */
export const Default: Story = { render: (args) => area(args, entries(30)) };

/** Focusable content inside: the area itself stays out of the tab order. */
export const WithLinks: Story = {
  render: (args) =>
    area(
      args,
      Array.from(
        { length: 30 },
        (_, i) => html`<p style="margin:0 0 0.5rem"><a href="#e${i}">Wpis ${i + 1}</a></p>`,
      ),
    ),
};

/** Also shown while hovered. */
export const Hover: Story = { render: (args) => area(args, entries(30)), args: { type: 'hover' } };

/** Always shown. */
export const Always: Story = { render: (args) => area(args, entries(30)), args: { type: 'always' } };

/** Not overflowing: no scrollbar, not focusable. */
export const Short: Story = { render: (args) => area(args, entries(2)) };

/** English. */
export const English: Story = {
  render: (args) => area(args, entries(30, 'Change')),
  args: { label: 'Change history' },
  globals: { locale: 'en' },
};

/** The dark theme. */
export const DarkTheme: Story = {
  render: (args) => area(args, entries(30)),
  args: { type: 'always' },
  globals: { theme: 'dark' },
};
