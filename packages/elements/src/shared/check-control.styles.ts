import { css } from 'lit';
import { fieldTextStyles } from './field.styles.js';

/**
 * The frame of a boolean control (`check-control.ts`): the control (a native checkbox, transparent,
 * over what the element draws) in a target of at least 24 px, the label beside it, the hint and
 * error under the label, in three sizes (`size` reflected on the host). The element draws its box or
 * track with the `--_*` colours set here; only design tokens, each with a system-colour fallback.
 */
export const checkControlStyles = css`
  ${fieldTextStyles}

  :host {
    --_bg: var(--pp-input-bg, var(--pp-color-bg-surface, Field));
    --_bg-disabled: var(--pp-input-bg-disabled, var(--pp-color-bg-subtle, Canvas));
    --_border: var(--pp-input-border, var(--pp-color-border-strong, GrayText));
    --_on: var(--pp-color-bg-brand, Highlight);
    --_on-hover: var(--pp-color-bg-brand-hover, Highlight);
    --_on-fg: var(--pp-color-fg-on-brand, HighlightText);
    --_muted: var(--pp-color-fg-muted, GrayText);
    --_focus: var(--pp-color-border-focus, Highlight);
    --_focus-width: var(--pp-focus-ring-width, 2px);
    --_focus-offset: var(--pp-focus-ring-offset, 2px);
    --_duration: var(--pp-duration-fast, 120ms);
    --_easing: var(--pp-easing-standard, ease-out);
    --_font-size: var(--pp-font-size-sm, 0.875rem);
    /* The box of a checkbox; a switch's track is as high plus a quarter rem. */
    --_box: 1rem;
    /* The pointer target: 24 px at least (WCAG 2.5.8), and a line of the label. */
    --_target: max(1.5rem, 1lh);

    display: inline-grid;
    grid-template-columns: auto minmax(0, 1fr);
    align-items: start;
    column-gap: var(--pp-space-2, 0.5rem);
    max-inline-size: 100%;
    vertical-align: top;
    font-family: var(--pp-font-family-sans, system-ui, sans-serif);
    font-size: var(--_font-size);
    line-height: var(--pp-line-height-normal, 1.5);
    color: var(--pp-color-fg-default, CanvasText);
  }

  :host([hidden]) {
    display: none;
  }

  :host([size='sm']) {
    --_font-size: var(--pp-font-size-xs, 0.75rem);
    --_box: 0.875rem;
  }

  :host([size='lg']) {
    --_font-size: var(--pp-font-size-md, 1rem);
    --_box: 1.25rem;
  }

  .control {
    grid-area: 1 / 1;
    position: relative;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-inline-size: var(--_target);
    block-size: var(--_target);
  }

  /* The native checkbox takes the pointer and the keyboard over the whole target; the element draws. */
  .input {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }

  .input:disabled {
    cursor: not-allowed;
  }

  .label {
    grid-area: 1 / 2;
    padding-block: max(0px, calc((var(--_target) - 1lh) / 2));
    font-weight: var(--pp-font-weight-regular, 400);
    cursor: pointer;
    user-select: none;
  }

  .label[hidden] + .messages,
  .label[hidden] {
    grid-column: 1;
  }

  .messages {
    grid-area: 2 / 2;
    font-size: var(--pp-font-size-sm, 0.875rem);
  }

  :host([disabled]) .label,
  .control:has(:disabled) ~ .label {
    color: var(--_muted);
    cursor: not-allowed;
  }

  /* The tokens' focus ring (base.css) around what is drawn, while the input has keyboard focus. */
  .input:focus-visible + * {
    outline: var(--_focus-width) solid var(--_focus);
    outline-offset: var(--_focus-offset);
  }
`;
