import { css } from 'lit';

/*
 * Each variant sets the private colours from the status tokens (soft: the tinted background, its text
 * and border colours; solid: the strong fill and the text made for it). The public knobs win over
 * both. The fallbacks after the tokens are system colours, for a page without tokens.css.
 */
export const badgeStyles = css`
  :host {
    --_bg: var(--pp-color-bg-subtle, Canvas);
    --_fg: var(--pp-color-fg-default, CanvasText);
    --_border: var(--pp-color-border-default, GrayText);

    display: inline-flex;
    vertical-align: middle;
    max-inline-size: 100%;
  }
  :host([hidden]) {
    display: none;
  }
  :host([variant='info']) {
    --_bg: var(--pp-color-status-info-bg, Canvas);
    --_fg: var(--pp-color-status-info-fg, CanvasText);
    --_border: var(--pp-color-status-info-border, GrayText);
  }
  :host([variant='success']) {
    --_bg: var(--pp-color-status-success-bg, Canvas);
    --_fg: var(--pp-color-status-success-fg, CanvasText);
    --_border: var(--pp-color-status-success-border, GrayText);
  }
  :host([variant='warning']) {
    --_bg: var(--pp-color-status-warning-bg, Canvas);
    --_fg: var(--pp-color-status-warning-fg, CanvasText);
    --_border: var(--pp-color-status-warning-border, GrayText);
  }
  :host([variant='error']) {
    --_bg: var(--pp-color-status-error-bg, Canvas);
    --_fg: var(--pp-color-status-error-fg, CanvasText);
    --_border: var(--pp-color-status-error-border, GrayText);
  }
  :host([variant='brand']) {
    --_bg: var(--pp-color-bg-selected, Canvas);
    --_fg: var(--pp-color-fg-link, CanvasText);
    --_border: var(--pp-color-fg-link, GrayText);
  }
  :host([appearance='solid']) {
    --_bg: var(--pp-color-bg-inverse, CanvasText);
    --_fg: var(--pp-color-fg-inverse, Canvas);
    --_border: transparent;
  }
  :host([appearance='solid'][variant='info']) {
    --_bg: var(--pp-color-status-info-solid, CanvasText);
    --_fg: var(--pp-color-status-info-on-solid, Canvas);
  }
  :host([appearance='solid'][variant='success']) {
    --_bg: var(--pp-color-status-success-solid, CanvasText);
    --_fg: var(--pp-color-status-success-on-solid, Canvas);
  }
  :host([appearance='solid'][variant='warning']) {
    --_bg: var(--pp-color-status-warning-solid, CanvasText);
    --_fg: var(--pp-color-status-warning-on-solid, Canvas);
  }
  :host([appearance='solid'][variant='error']) {
    --_bg: var(--pp-color-status-error-solid, CanvasText);
    --_fg: var(--pp-color-status-error-on-solid, Canvas);
  }
  :host([appearance='solid'][variant='brand']) {
    --_bg: var(--pp-color-bg-brand, CanvasText);
    --_fg: var(--pp-color-fg-on-brand, Canvas);
  }

  .base {
    box-sizing: border-box;
    display: inline-flex;
    align-items: center;
    gap: var(--pp-space-1, 0.25rem);
    min-inline-size: 0;
    padding: 0.0625rem var(--pp-space-2, 0.5rem);
    border: 1px solid var(--pp-badge-border, var(--_border));
    border-radius: var(--pp-badge-radius, var(--pp-radius-sm, 0.25rem));
    background: var(--pp-badge-bg, var(--_bg));
    color: var(--pp-badge-fg, var(--_fg));
    font-family: var(--pp-font-family-sans, inherit);
    font-size: var(--pp-badge-font-size, var(--pp-font-size-xs, 0.75rem));
    font-weight: var(--pp-font-weight-medium, 500);
    line-height: 1.25rem;
    white-space: nowrap;
  }
  :host([pill]) .base {
    border-radius: var(--pp-radius-full, 9999px);
  }
  .label {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  ::slotted([slot='prefix']) {
    flex: none;
    inline-size: 0.75rem;
    block-size: 0.75rem;
  }

  @media (forced-colors: active) {
    .base {
      border-color: CanvasText;
    }
  }
`;
