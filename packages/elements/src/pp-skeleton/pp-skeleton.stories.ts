import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect } from 'storybook/test';
import './pp-skeleton.js';
import type { SkeletonEffect, SkeletonShape } from './pp-skeleton.js';

interface SkeletonArgs {
  shape: SkeletonShape;
  effect: SkeletonEffect;
}

const meta: Meta<SkeletonArgs> = {
  title: 'Elements/Skeleton',
  component: 'pp-skeleton',
  tags: ['autodocs'],
  args: { shape: 'text', effect: 'sheen' },
  argTypes: {
    shape: { control: 'inline-radio', options: ['text', 'rect', 'circle'] },
    effect: { control: 'inline-radio', options: ['sheen', 'pulse', 'none'] },
  },
};
export default meta;

type Story = StoryObj<SkeletonArgs>;

/** One line of text. Use the controls to try the shapes and effects. */
export const Default: Story = {
  render: (args) =>
    html`<pp-skeleton
      shape=${args.shape}
      effect=${args.effect}
      style="inline-size: 16rem; block-size: ${args.shape === 'text' ? 'auto' : '4rem'}"
    ></pp-skeleton>`,
};

/** A card on its way: an avatar, two lines of text, and a block for a chart. */
export const Card: Story = {
  render: (args) =>
    html`<section aria-busy="true" aria-label="Faktury" style="display:grid;gap:0.5rem;inline-size:20rem">
      <!-- A page that links base.css writes class="pp-visually-hidden" instead of this style. -->
      <p
        role="status"
        style="position:absolute;inline-size:1px;block-size:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap"
      >
        Ładowanie…
      </p>
      <div style="display:flex;gap:0.75rem;align-items:center">
        <pp-skeleton shape="circle" effect=${args.effect} style="inline-size:2.5rem"></pp-skeleton>
        <div style="flex:1">
          <pp-skeleton effect=${args.effect} style="inline-size:60%"></pp-skeleton>
          <pp-skeleton effect=${args.effect} style="inline-size:40%"></pp-skeleton>
        </div>
      </div>
      <pp-skeleton shape="rect" effect=${args.effect} style="block-size:6rem"></pp-skeleton>
    </section>`,
  play: async ({ canvasElement }) => {
    const skeletons = canvasElement.querySelectorAll('pp-skeleton');
    await expect(skeletons).toHaveLength(4);
    for (const skeleton of skeletons) await expect(skeleton.getAttribute('aria-hidden')).toBe('true');
    await expect(canvasElement.querySelector('[role="status"]')!.textContent!.trim()).toBe('Ładowanie…');
  },
};

/** Rows of a table on their way, as the portal shows them before a list arrives. */
export const TableRows: Story = {
  render: (args) =>
    html`<div style="display:grid;gap:0.75rem;inline-size:32rem">
      ${[1, 2, 3, 4].map(
        () =>
          html`<div style="display:grid;grid-template-columns:2fr 3fr 1fr;gap:1rem">
            <pp-skeleton effect=${args.effect}></pp-skeleton><pp-skeleton effect=${args.effect}></pp-skeleton
            ><pp-skeleton effect=${args.effect}></pp-skeleton>
          </div>`,
      )}
    </div>`,
};

/** The dark theme. */
export const DarkTheme: Story = { ...Card, globals: { theme: 'dark' } };
