import { css } from 'lit';
import { a11yStyles } from '../shared/a11y.styles.js';

const styles = css`
  :host {
    --_height: var(--pp-control-height-md, 2.5rem);
    --_padding: var(--pp-space-4, 1rem);
    --_font-size: var(--pp-font-size-sm, 0.875rem);
    --_bg: var(--pp-button-secondary-bg, Canvas);
    --_bg-hover: var(--pp-button-secondary-bg-hover, Canvas);
    --_fg: var(--pp-button-secondary-fg, CanvasText);
    --_border: var(--pp-button-secondary-border, GrayText);

    display: inline-flex;
    vertical-align: middle;
    inline-size: auto;
  }
  :host([size='sm']) {
    --_height: var(--pp-control-height-sm, 2rem);
    --_padding: var(--pp-space-3, 0.75rem);
  }
  :host([size='lg']) {
    --_height: var(--pp-control-height-lg, 3rem);
    --_padding: var(--pp-space-5, 1.25rem);
    --_font-size: var(--pp-font-size-md, 1rem);
  }
  :host([variant='primary']) {
    --_bg: var(--pp-button-primary-bg, CanvasText);
    --_bg-hover: var(--pp-button-primary-bg-hover, CanvasText);
    --_fg: var(--pp-button-primary-fg, Canvas);
    --_border: transparent;
  }
  :host([variant='danger']) {
    --_bg: var(--pp-button-danger-bg, #b91c1c);
    --_bg-hover: var(--pp-button-danger-bg-hover, #991b1b);
    --_fg: var(--pp-button-danger-fg, #fff);
    --_border: transparent;
  }
  :host([variant='ghost']) {
    --_bg: transparent;
    --_bg-hover: var(--pp-button-ghost-bg-hover, Canvas);
    --_fg: var(--pp-button-ghost-fg, CanvasText);
    --_border: transparent;
  }
  :host([hidden]) {
    display: none;
  }

  .base {
    box-sizing: border-box;
    display: inline-flex;
    flex: 1 1 auto;
    align-items: center;
    justify-content: center;
    gap: var(--pp-space-2, 0.5rem);
    position: relative;
    min-block-size: var(--_height);
    min-inline-size: var(--_height);
    margin: 0;
    padding: 0 var(--_padding);
    /* Transparent on the filled variants: forced colours draw it, so every button keeps an edge. */
    border: 1px solid var(--_border);
    border-radius: var(--pp-button-radius, 0.375rem);
    background: var(--_bg);
    color: var(--_fg);
    font: inherit;
    font-size: var(--_font-size);
    font-weight: var(--pp-font-weight-medium, 500);
    line-height: var(--pp-line-height-tight, 1.25);
    text-decoration: none;
    white-space: nowrap;
    cursor: pointer;
  }
  .base:hover,
  .base:active {
    background: var(--_bg-hover);
  }
  .base:focus-visible {
    outline: var(--pp-focus-ring-width, 2px) solid var(--pp-color-border-focus, Highlight);
    outline-offset: var(--pp-focus-ring-offset, 2px);
  }
  /* Disabled as a native control is: shown faded, contrast is not required of it (WCAG 1.4.3). */
  :host([disabled]) .base,
  .base:disabled {
    cursor: not-allowed;
  }
  :host([disabled]) .base,
  .base:disabled {
    opacity: 0.55;
  }
  :host([disabled]) .base:hover,
  .base:disabled:hover {
    background: var(--_bg);
  }
  :host([loading]) .base {
    cursor: progress;
  }

  /* Icon only: a square, whatever the size. */
  .base.icon-only {
    padding: 0;
    inline-size: var(--_height);
  }
  .prefix,
  .suffix,
  .label {
    display: inline-flex;
    align-items: center;
  }
  [hidden] {
    display: none;
  }
  ::slotted(svg),
  ::slotted(img) {
    inline-size: 1.25em;
    block-size: 1.25em;
    flex: none;
  }

  /* Link: text coloured as a link, underlined, no box. */
  :host([variant='link']) .base {
    min-block-size: auto;
    min-inline-size: 0;
    padding: 0;
    border: 0;
    background: none;
    color: var(--pp-button-link-fg, LinkText);
    text-decoration: underline;
    text-underline-offset: 0.15em;
  }
  :host([variant='link']) .base:hover {
    text-decoration-thickness: 2px;
  }

  /* Loading: the content keeps its place (so does the width) and the spinner covers it. */
  :host([loading]) .prefix,
  :host([loading]) .label,
  :host([loading]) .suffix {
    opacity: 0;
  }
  .spinner {
    position: absolute;
    inset: 0;
    margin: auto;
    inline-size: 1em;
    block-size: 1em;
    border: 2px solid currentColor;
    border-inline-end-color: transparent;
    border-radius: 50%;
    animation: pp-button-spin 0.8s linear infinite;
  }
  @keyframes pp-button-spin {
    to {
      rotate: 1turn;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    /* Still turning, so the wait shows, but slowly. */
    .spinner {
      animation-duration: 2.4s;
    }
  }
  @media (forced-colors: active) {
    .base {
      border-color: ButtonText;
    }
    :host([variant='link']) .base {
      color: LinkText;
    }
    .base:disabled,
    :host([disabled]) .base {
      border-color: GrayText;
      color: GrayText;
      opacity: 1;
    }
  }
`;

export const buttonStyles = [a11yStyles, styles];
