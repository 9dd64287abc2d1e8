import { css } from 'lit';

/** `<pp-textarea>` on top of the field frame (shared/field.styles.ts): its width, rows and resizing. */
export const styles = css`
  :host {
    inline-size: var(--pp-textarea-width, 20rem);
  }

  .box {
    align-items: stretch;
    padding-block: calc((var(--_height) - 2px - 1lh) / 2);
  }

  .control {
    display: block;
    min-block-size: var(--pp-textarea-min-height, 0);
    max-block-size: var(--pp-textarea-max-height, none);
    resize: none;
  }

  :host([resize='vertical']) .control {
    resize: vertical;
  }

  /* Grows with its text from its rows up to the maximum height, then scrolls. */
  :host([resize='auto']) .control {
    field-sizing: content;
    min-block-size: max(var(--pp-textarea-min-height, 0px), calc(var(--_rows, 3) * 1lh));
    max-block-size: var(--pp-textarea-max-height, 20rem);
  }
`;
