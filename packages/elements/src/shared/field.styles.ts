import { css, unsafeCSS } from 'lit';
import { VISUALLY_HIDDEN } from './a11y.styles.js';

/**
 * The texts around a field's control (`field.ts`): the label, the required mark, the hint, the error
 * and the count, with their colours, for an element that draws the control's box itself
 * (`pp-combobox`); `fieldStyles` includes them. The element lays them out: they are blocks in a
 * column (`fieldStyles` makes the host a flex column with a gap).
 */
export const fieldTextStyles = css`
  :host {
    --_border-error: var(--pp-input-border-error, var(--pp-color-status-error-solid, CanvasText));
    --_hint: var(--pp-input-hint-fg, var(--pp-color-fg-muted, color-mix(in srgb, CanvasText 68%, Canvas)));
    --_error: var(--pp-input-error-fg, var(--pp-color-status-error-fg, CanvasText));
    --_label: var(--pp-color-fg-default, CanvasText);
    --_gap: var(--pp-space-2, 0.5rem);
  }

  [hidden] {
    display: none !important;
  }

  .label {
    align-self: flex-start;
    color: var(--_label);
    font-weight: var(--pp-font-weight-medium, 500);
  }

  .required {
    margin-inline-start: 0.125em;
    color: var(--_error);
  }

  .messages {
    display: flex;
    align-items: flex-start;
    gap: var(--_gap);
  }

  .messages:not(:has(.error:not([hidden]), .hint:not([hidden]), .count)) {
    display: none;
  }

  .texts {
    display: flex;
    flex-direction: column;
    flex: 1 1 auto;
    min-inline-size: 0;
  }

  .hint {
    color: var(--_hint);
  }

  .error {
    color: var(--_error);
    font-weight: var(--pp-font-weight-medium, 500);
  }

  .count {
    flex: none;
    margin-inline-start: auto;
    color: var(--_hint);
    font-variant-numeric: tabular-nums;
  }

  .count.full {
    color: var(--_error);
  }
`;

/**
 * The look of a field frame (`field.ts`): label, required mark, the box around the control with its
 * prefix and suffix, hint, error and count, in three sizes (`size` reflected on the host: sm, md, lg).
 * Only design tokens, each with a system-colour fallback; the element adds its own knobs.
 * The box draws the focus ring of the tokens' base.css while the control inside has keyboard focus.
 */
export const fieldStyles = css`
  ${fieldTextStyles}

  /* hide-label: the label out of sight, still the control's name. */
  :host([hide-label]) [part~='label'] {
    ${unsafeCSS(VISUALLY_HIDDEN)}
  }

  :host {
    --_bg: var(--pp-input-bg, var(--pp-color-bg-surface, Field));
    --_bg-disabled: var(--pp-input-bg-disabled, var(--pp-color-bg-subtle, Canvas));
    --_fg: var(--pp-input-fg, var(--pp-color-fg-default, FieldText));
    --_placeholder: var(--pp-input-placeholder, var(--pp-color-fg-subtle, GrayText));
    --_border: var(--pp-input-border, var(--pp-color-border-strong, GrayText));
    --_border-focus: var(--pp-input-border-focus, var(--pp-color-border-focus, Highlight));
    --_radius: var(--pp-input-radius, var(--pp-radius-md, 0.375rem));
    --_focus: var(--pp-color-border-focus, Highlight);
    --_focus-width: var(--pp-focus-ring-width, 2px);
    --_focus-offset: var(--pp-focus-ring-offset, 2px);
    --_height: var(--pp-control-height-md, 2.5rem);
    --_font-size: var(--pp-font-size-md, 1rem);
    --_small: var(--pp-font-size-sm, 0.875rem);
    --_pad: var(--pp-space-3, 0.75rem);
    --_duration: var(--pp-duration-fast, 120ms);
    --_easing: var(--pp-easing-standard, ease-out);

    display: inline-flex;
    flex-direction: column;
    gap: var(--pp-space-1, 0.25rem);
    box-sizing: border-box;
    inline-size: 20rem;
    max-inline-size: 100%;
    vertical-align: top;
    font-family: var(--pp-font-family-sans, system-ui, sans-serif);
    font-size: var(--_small);
    line-height: var(--pp-line-height-normal, 1.5);
    color: var(--_fg);
  }

  :host([hidden]) {
    display: none;
  }

  :host([size='sm']) {
    --_height: var(--pp-control-height-sm, 2rem);
    --_font-size: var(--pp-font-size-sm, 0.875rem);
    --_pad: var(--pp-space-2, 0.5rem);
  }

  :host([size='lg']) {
    --_height: var(--pp-control-height-lg, 3rem);
    --_font-size: var(--pp-font-size-lg, 1.125rem);
    --_pad: var(--pp-space-4, 1rem);
  }

  .box {
    display: flex;
    align-items: center;
    gap: var(--_gap);
    box-sizing: border-box;
    min-block-size: var(--_height);
    padding-inline: var(--_pad);
    background: var(--_bg);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    font-size: var(--_font-size);
    transition:
      border-color var(--_duration) var(--_easing),
      box-shadow var(--_duration) var(--_easing);
  }

  .box:focus-within {
    border-color: var(--_border-focus);
  }

  /* The tokens' focus ring (base.css), on the box while the control has keyboard focus. */
  .box:has(:focus-visible) {
    outline: var(--_focus-width) solid var(--_focus);
    outline-offset: var(--_focus-offset);
  }

  .box.invalid {
    border-color: var(--_border-error);
    box-shadow: inset 0 0 0 1px var(--_border-error);
  }

  :host([disabled]) .box,
  .box.disabled {
    background: var(--_bg-disabled);
    cursor: not-allowed;
  }

  .control {
    flex: 1 1 auto;
    min-inline-size: 0;
    box-sizing: border-box;
    margin: 0;
    padding: 0;
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    line-height: var(--pp-line-height-normal, 1.5);
    outline: none;
  }

  .control::placeholder {
    color: var(--_placeholder);
    opacity: 1;
  }

  .control:disabled {
    cursor: not-allowed;
    color: var(--_hint);
  }

  .prefix,
  .suffix {
    display: inline-flex;
    align-items: center;
    flex: none;
    color: var(--_hint);
  }

  @media (prefers-reduced-motion: reduce) {
    .box {
      transition: none;
    }
  }

  @media (forced-colors: active) {
    .box.invalid {
      border-style: dashed;
    }
  }
`;
