import { html, type TemplateResult } from 'lit';
import type { Decorator } from '@storybook/web-components-vite';
import { within } from 'storybook/test';

/**
 * What the pattern stories share: the page's canvas under the whole story, the page's typography
 * (headings, text, links) written with tokens only, and a way to find what an element renders
 * inside its shadow root by role.
 */

/** The portal's page area: canvas colour, sans text, token spacing. */
export const pageDecorator: Decorator = (story) =>
  html`<div
    style="background:var(--pp-color-bg-canvas);color:var(--pp-color-fg-default);font-family:var(--pp-font-family-sans);margin:-1rem;padding:var(--pp-space-6);min-block-size:100%;box-sizing:border-box"
  >
    ${pageStyles}${story()}
  </div>`;

/** The page's own markup (headings, description lists, boxes, links), styled with tokens. */
const pageStyles: TemplateResult = html`<style>
  .pp-page {
    display: grid;
    gap: var(--pp-space-5);
    max-inline-size: 72rem;
    margin-inline: auto;
    line-height: var(--pp-line-height-normal);
  }
  .pp-page h1 {
    margin: 0;
    font-size: var(--pp-font-size-2xl);
    font-weight: var(--pp-font-weight-semibold);
    line-height: var(--pp-line-height-tight);
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--pp-space-3);
  }
  .pp-page h2 {
    margin: 0;
    font-size: var(--pp-font-size-lg);
    font-weight: var(--pp-font-weight-semibold);
    line-height: var(--pp-line-height-tight);
  }
  .pp-page p {
    margin: 0;
  }
  .pp-page a {
    color: var(--pp-color-fg-link);
  }
  .pp-page-header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: var(--pp-space-4);
  }
  .pp-page-actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--pp-space-3);
  }
  .pp-page-muted {
    color: var(--pp-color-fg-muted);
    font-size: var(--pp-font-size-sm);
  }
  .pp-page-box {
    background: var(--pp-color-bg-surface);
    border: 1px solid var(--pp-color-border-default);
    border-radius: var(--pp-radius-lg);
    box-shadow: var(--pp-shadow-sm);
    padding: var(--pp-space-5);
    display: grid;
    gap: var(--pp-space-3);
    align-content: start;
    min-inline-size: 0;
  }
</style>`;

/** Testing Library queries inside an element's shadow root (they stop at shadow roots otherwise). */
export const inside = (host: Element) => within(host.shadowRoot as unknown as HTMLElement);

/** How long a play function waits for a state: up to 5 s on a busy machine (a passing check returns at once). */
export const patience = { timeout: 5000 };
