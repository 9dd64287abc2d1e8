import { css } from 'lit';
import { a11yStyles } from '../shared/a11y.styles.js';

/*
 * Each variant sets the private colours from its status tokens (tinted background, border, and the
 * status text colour for the icon); the public knobs win over them. The fallbacks after the tokens are
 * system colours, for a page without tokens.css.
 */
export const alertStyles = [
  a11yStyles,
  css`
    :host {
      --_bg: var(--pp-color-status-info-bg, Canvas);
      --_border: var(--pp-color-status-info-border, CanvasText);
      --_icon: var(--pp-color-status-info-fg, CanvasText);

      display: block;
      color: var(--pp-alert-fg, var(--pp-color-fg-default, CanvasText));
      font-family: var(--pp-font-family-sans, inherit);
      font-size: var(--pp-font-size-sm, 0.875rem);
      line-height: 1.25rem;
    }
    :host([hidden]) {
      display: none;
    }
    :host([variant='success']) {
      --_bg: var(--pp-color-status-success-bg, Canvas);
      --_border: var(--pp-color-status-success-border, CanvasText);
      --_icon: var(--pp-color-status-success-fg, CanvasText);
    }
    :host([variant='warning']) {
      --_bg: var(--pp-color-status-warning-bg, Canvas);
      --_border: var(--pp-color-status-warning-border, CanvasText);
      --_icon: var(--pp-color-status-warning-fg, CanvasText);
    }
    :host([variant='error']) {
      --_bg: var(--pp-color-status-error-bg, Canvas);
      --_border: var(--pp-color-status-error-border, CanvasText);
      --_icon: var(--pp-color-status-error-fg, CanvasText);
    }

    .base {
      box-sizing: border-box;
      display: flex;
      align-items: flex-start;
      gap: var(--pp-space-3, 0.75rem);
      padding: var(--pp-space-3, 0.75rem) var(--pp-space-4, 1rem);
      border: 1px solid var(--pp-alert-border, var(--_border));
      border-radius: var(--pp-alert-radius, var(--pp-radius-md, 0.375rem));
      background: var(--pp-alert-bg, var(--_bg));
    }
    .icon {
      display: inline-flex;
      flex: none;
      color: var(--pp-alert-icon, var(--_icon));
    }
    .icon svg {
      inline-size: 1.25rem;
      block-size: 1.25rem;
    }
    .main {
      display: flex;
      flex: 1 1 auto;
      flex-direction: column;
      gap: var(--pp-space-1, 0.25rem);
      min-inline-size: 0;
    }
    /* The live region takes no box: the message looks the same before it enters and after. */
    .region {
      display: contents;
    }
    .heading {
      font-weight: var(--pp-font-weight-semibold, 600);
    }
    .action {
      display: flex;
      flex-wrap: wrap;
      gap: var(--pp-space-2, 0.5rem);
      margin-block-start: var(--pp-space-2, 0.5rem);
    }
    .close {
      display: inline-grid;
      place-items: center;
      flex: none;
      inline-size: var(--pp-control-height-sm, 2rem);
      block-size: var(--pp-control-height-sm, 2rem);
      margin: calc(-1 * var(--pp-space-1, 0.25rem)) calc(-1 * var(--pp-space-2, 0.5rem)) 0 0;
      padding: 0;
      border: 1px solid transparent;
      border-radius: var(--pp-radius-md, 0.375rem);
      background: transparent;
      color: inherit;
      cursor: pointer;
    }
    .close:hover {
      background: var(--pp-color-bg-hover, transparent);
    }
    .close:focus-visible {
      outline: var(--pp-focus-ring-width, 2px) solid var(--pp-color-border-focus, Highlight);
      outline-offset: calc(-1 * var(--pp-focus-ring-width, 2px));
    }
    .close svg {
      inline-size: 1.25rem;
      block-size: 1.25rem;
    }
    [hidden] {
      display: none;
    }

    @media (forced-colors: active) {
      .base {
        border-color: CanvasText;
      }
      .icon {
        color: CanvasText;
      }
      .close {
        border-color: ButtonText;
      }
    }
  `,
];
