import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, type TemplateResult } from 'lit';
import { expect } from 'storybook/test';
import { tokens } from '@portal-elements/tokens';
import { pageDecorator } from '../patterns/page.js';

/**
 * The design tokens as designers look them up: every colour, type size, space, radius, shadow and
 * motion value of `@portal-elements/tokens`, drawn with the tokens themselves (so the theme switch in
 * the toolbar shows the dark values) and written out with their light and dark values. Nothing here
 * is typed by hand: the lists come from the tokens package, so a new token appears by itself.
 */
const meta: Meta = {
  title: 'Foundations/Tokens',
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  // The canvas under the whole page, however long: the same page frame as the Patterns.
  decorators: [pageDecorator],
};
export default meta;

type Story = StoryObj;
type Name = keyof (typeof tokens)['light'];

const names = Object.keys(tokens.light) as Name[];
const matching = (pattern: RegExp) => names.filter((name) => pattern.test(name));
const values = (name: Name) => {
  const light = tokens.light[name];
  const dark = (tokens.dark as Record<string, string>)[name] ?? light;
  return light === dark ? light : `${light} · ${dark}`;
};

const grid = (content: unknown, min = '14rem') =>
  html`<div style="display:grid;gap:0.75rem;grid-template-columns:repeat(auto-fill,minmax(${min},1fr))">
    ${content}
  </div>`;

const caption = (name: Name) =>
  html`<div style="font:var(--pp-font-size-xs)/1.4 var(--pp-font-family-mono);color:var(--pp-color-fg-muted)">
    <div style="color:var(--pp-color-fg-default)">${name}</div>
    <div>${values(name)}</div>
  </div>`;

const section = (title: string, intro: string, body: TemplateResult) =>
  html`<section
    style="margin-block-end:2rem;color:var(--pp-color-fg-default);font-family:var(--pp-font-family-sans)"
  >
    <h2 style="font-size:var(--pp-font-size-lg);margin:0 0 0.25rem">${title}</h2>
    <p style="margin:0 0 1rem;color:var(--pp-color-fg-muted);font-size:var(--pp-font-size-sm)">${intro}</p>
    ${body}
  </section>`;

const swatch = (name: Name) =>
  html`<figure style="margin:0;display:grid;gap:0.375rem" data-token=${name}>
    <div
      style="block-size:3rem;border-radius:var(--pp-radius-md);border:1px solid var(--pp-color-border-default);background:var(${name})"
    ></div>
    <figcaption>${caption(name)}</figcaption>
  </figure>`;

/** What each role colour is for: text, surfaces, borders and the four statuses, light and dark. */
export const Colour: Story = {
  render: () =>
    html`${section(
      'Role colours',
      'Use these in components and pages: they change with the theme. Text on a surface meets WCAG AA (checked by the tokens’ tests).',
      grid(matching(/^--pp-color-(fg|bg|border|status|shadow)-/).map(swatch)),
    )}
    ${section(
      'Palette',
      'The primitives the role colours are made of. Components do not use them directly.',
      grid(matching(/^--pp-color-(?!fg-|bg-|border-|status-|shadow-)/).map(swatch), '9rem'),
    )}`,
  play: async ({ canvasElement }) => {
    const drawn = canvasElement.querySelectorAll('[data-token]');
    await expect(drawn.length).toBe(matching(/^--pp-color-/).length);
  },
};

/** Font families, the type scale, weights and line heights. */
export const Typography: Story = {
  render: () =>
    html`${section(
      'Type scale',
      'Sizes from the smallest label to the page title, in the sans family.',
      html`<div style="display:grid;gap:0.75rem">
        ${matching(/^--pp-font-size-/).map(
          (name) =>
            html`<div
              data-token=${name}
              style="display:grid;grid-template-columns:16rem 1fr;align-items:baseline;gap:1rem"
            >
              ${caption(name)}
              <span style="font-size:var(${name})">Zgłoszenia i faktury projektu</span>
            </div>`,
        )}
      </div>`,
    )}
    ${section(
      'Weights, line heights and families',
      'Regular for text, medium and semibold for labels and headings.',
      html`<div style="display:grid;gap:0.75rem">
        ${matching(/^--pp-font-(weight|family)-|^--pp-line-height-/).map(
          (name) =>
            html`<div
              data-token=${name}
              style="display:grid;grid-template-columns:16rem 1fr;align-items:baseline;gap:1rem"
            >
              ${caption(name)}
              <span
                style="${
                  name.includes('weight')
                    ? `font-weight:var(${name})`
                    : name.includes('family')
                      ? `font-family:var(${name})`
                      : `line-height:var(${name});max-inline-size:24rem`
                }"
                >Zgłoszenie 1024: serwer nie odpowiada od rana, proszę o pilny kontakt.</span
              >
            </div>`,
        )}
      </div>`,
    )}`,
  play: async ({ canvasElement }) => {
    const drawn = canvasElement.querySelectorAll('[data-token]');
    await expect(drawn.length).toBe(matching(/^--pp-font-|^--pp-line-height-/).length);
  },
};

/** Spaces, radii and control heights. */
export const SpaceAndShape: Story = {
  render: () =>
    html`${section(
      'Spacing',
      'Gaps and padding, on a 4 px step.',
      html`<div style="display:grid;gap:0.5rem">
        ${matching(/^--pp-space-/).map(
          (name) =>
            html`<div
              data-token=${name}
              style="display:grid;grid-template-columns:16rem 1fr;align-items:center;gap:1rem"
            >
              ${caption(name)}
              <div
                style="block-size:0.75rem;inline-size:var(${name});background:var(--pp-color-bg-inverse);border-radius:2px"
              ></div>
            </div>`,
        )}
      </div>`,
    )}
    ${section(
      'Radii and control heights',
      'Corners of controls, cards and dialogs; the heights of buttons and fields by size.',
      grid(
        matching(/^--pp-radius-|^--pp-control-height-/).map(
          (name) =>
            html`<figure style="margin:0;display:grid;gap:0.375rem" data-token=${name}>
              <div
                style="${
                  name.includes('radius')
                    ? `block-size:4rem;border-radius:var(${name})`
                    : `block-size:var(${name});border-radius:var(--pp-radius-md)`
                };border:2px solid var(--pp-color-border-strong);background:var(--pp-color-bg-subtle)"
              ></div>
              <figcaption>${caption(name)}</figcaption>
            </figure>`,
        ),
      ),
    )}`,
  play: async ({ canvasElement }) => {
    const drawn = canvasElement.querySelectorAll('[data-token]');
    await expect(drawn.length).toBe(matching(/^--pp-space-|^--pp-radius-|^--pp-control-height-/).length);
  },
};

/** Shadows for raised surfaces, and the motion values (none of it moves under reduced motion). */
export const ElevationAndMotion: Story = {
  render: () =>
    html`${section(
      'Elevation',
      'Menus and popovers are raised (md), dialogs and toasts more (lg).',
      grid(
        matching(/^--pp-shadow-/).map(
          (name) =>
            html`<figure style="margin:0;display:grid;gap:0.75rem" data-token=${name}>
              <div
                style="block-size:4rem;border-radius:var(--pp-radius-md);background:var(--pp-color-bg-raised);box-shadow:var(${name})"
              ></div>
              <figcaption>${caption(name)}</figcaption>
            </figure>`,
        ),
      ),
    )}
    ${section(
      'Motion',
      'Durations and easings of transitions. Under prefers-reduced-motion the elements drop movement and keep, at most, a fade.',
      html`<div style="display:grid;gap:0.5rem">
        ${matching(/^--pp-(duration|easing|motion)-/).map((name) => html`<div data-token=${name}>${caption(name)}</div>`)}
      </div>`,
    )}
    ${section(
      'Focus ring',
      'One focus ring for everything that takes the keyboard focus.',
      html`<div style="display:flex;gap:2rem;align-items:center">
        ${matching(/^--pp-focus-ring-/).map((name) => html`<div data-token=${name}>${caption(name)}</div>`)}
        <div
          style="inline-size:8rem;block-size:2.5rem;border-radius:var(--pp-radius-md);border:1px solid var(--pp-color-border-default);outline:var(--pp-focus-ring-width) solid var(--pp-color-border-focus);outline-offset:var(--pp-focus-ring-offset)"
        ></div>
      </div>`,
    )}`,
  play: async ({ canvasElement }) => {
    const drawn = canvasElement.querySelectorAll('[data-token]');
    await expect(drawn.length).toBe(
      matching(/^--pp-shadow-|^--pp-(duration|easing|motion)-|^--pp-focus-ring-/).length,
    );
  },
};
