import { css, unsafeCSS } from 'lit';
import { VISUALLY_HIDDEN } from '../shared/a11y.styles.js';

/**
 * `<pp-radio-group>`: the field texts of shared/field.styles.ts (label, required mark, hint, error)
 * around the column, or row, of its radios.
 */
export const radioGroupStyles = css`
  :host {
    display: flex;
    flex-direction: column;
    gap: var(--pp-space-1, 0.25rem);
    box-sizing: border-box;
    max-inline-size: 100%;
    font-family: var(--pp-font-family-sans, system-ui, sans-serif);
    font-size: var(--pp-font-size-sm, 0.875rem);
    line-height: var(--pp-line-height-normal, 1.5);
    color: var(--pp-color-fg-default, CanvasText);
  }

  :host([hidden]) {
    display: none;
  }

  .group {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: var(--pp-radio-group-gap, var(--pp-space-2, 0.5rem));
    font-size: var(--pp-font-size-md, 1rem);
  }

  /* While the error shows, the circles take the error colour (inherited by the radios' shadow roots). */
  .group[aria-invalid='true'] {
    --_radio-invalid: var(--_border-error);
  }

  :host([orientation='horizontal']) .group {
    flex-direction: row;
    flex-wrap: wrap;
    column-gap: var(--pp-radio-group-gap, var(--pp-space-5, 1.25rem));
  }

  /* The label out of sight, still the group's name. */
  :host([hide-label]) [part~='label'] {
    ${unsafeCSS(VISUALLY_HIDDEN)}
  }

  /* One strip of segments. The --_segment-* properties reach the radios, whose styles read them. */
  :host([appearance='segmented']) .group {
    flex-direction: row;
    align-items: stretch;
    gap: 2px;
    inline-size: fit-content;
    max-inline-size: 100%;
    box-sizing: border-box;
    padding: 2px;
    border: 1px solid var(--_radio-invalid, var(--pp-color-border-default, GrayText));
    border-radius: var(--pp-radius-md, 0.375rem);
    font-size: var(--pp-font-size-sm, 0.875rem);
    --_segment-control: none;
    --_segment-padding: var(--pp-space-1, 0.25rem) var(--pp-space-3, 0.75rem);
    --_segment-checked-bg: var(--pp-color-bg-brand, Highlight);
    --_segment-checked-fg: var(--pp-color-fg-on-brand, HighlightText);
    --_segment-hover-bg: var(--pp-color-bg-hover, transparent);
  }
`;
