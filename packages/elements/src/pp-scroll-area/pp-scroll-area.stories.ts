import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, waitFor } from 'storybook/test';
import './pp-scroll-area.js';
import type { PpScrollArea } from './pp-scroll-area.js';
import type { ScrollbarVisibility } from '../shared/scroll-area-controller.js';

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

// ---- States the element tests cover, put in place by play functions -----------------------------

/** How long a play function waits for a state: up to 5 s on a busy machine (a passing check returns at once). */
const patience = { timeout: 5000 };

const viewportOf = (canvasElement: HTMLElement) => {
  const viewport = canvasElement.querySelector<PpScrollArea>('pp-scroll-area')?.viewport;
  if (!viewport) throw new Error('no pp-scroll-area viewport');
  return viewport;
};

/** While scrolling the scrollbar is shown (data-scrollbar="visible"); the hide delay is 5 s here so it stays in view. */
export const Scrolling: Story = {
  render: (args) => area(args, entries(30)),
  args: { hideDelay: 5000 },
  play: async ({ canvasElement }) => {
    const viewport = viewportOf(canvasElement);
    viewport.scrollTop = 120;
    await waitFor(() => expect(viewport).toHaveAttribute('data-scrollbar', 'visible'), patience);
  },
};

/** Keyboard focus on the area (text only, so the area itself is the tab stop): the scrollbar shows, the arrow keys scroll. */
export const KeyboardFocus: Story = {
  render: (args) => area(args, entries(30)),
  // Its subject is the focus ring: no pixel may differ (the strict visual policy).
  parameters: { storyTests: { screenshot: 'strict' } },
  play: async ({ canvasElement }) => {
    const viewport = viewportOf(canvasElement);
    await waitFor(() => expect(viewport).toHaveAttribute('tabindex', '0'), patience);
    // user-event's tab() does not look into shadow roots: focus the tab stop as Tab would.
    viewport.focus();
    await expect(viewport.matches(':focus-visible')).toBe(true);
    // Synthetic keys do not scroll (no default action): check the shown scrollbar instead.
    await waitFor(
      () => expect(getComputedStyle(viewport).scrollbarColor).not.toBe('rgba(0, 0, 0, 0) rgba(0, 0, 0, 0)'),
      patience,
    );
  },
};
