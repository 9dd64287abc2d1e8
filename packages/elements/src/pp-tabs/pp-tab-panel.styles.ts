import { css } from 'lit';

/** `<pp-tab-panel>`: a block under (beside) the list, with a ring while it holds the focus itself. */
export const tabPanelStyles = css`
  :host {
    display: block;
    padding-block: var(--pp-tab-panel-padding, var(--pp-space-4, 1rem));
    border-radius: var(--pp-radius-sm, 0.25rem);
  }

  :host([hidden]) {
    display: none;
  }

  :host(:focus-visible) {
    outline: var(--pp-focus-ring-width, 2px) solid var(--pp-color-border-focus, Highlight);
    outline-offset: var(--pp-focus-ring-offset, 2px);
  }

  @media (forced-colors: active) {
    :host(:focus-visible) {
      outline-color: Highlight;
    }
  }
`;
