import { css } from 'lit';

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
`;
