import { css } from 'lit';

/** `<pp-text-field>` on top of the field frame (shared/field.styles.ts): its width, and the input's height. */
export const styles = css`
  :host {
    inline-size: var(--pp-text-field-width, 20rem);
  }

  .control {
    block-size: calc(var(--_height) - 2px);
  }

  /* The search field's own clear button keeps to the field's colours. */
  .control::-webkit-search-cancel-button {
    cursor: pointer;
  }
`;
