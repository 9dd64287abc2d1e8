import { css } from 'lit';

export const spinnerStyles = css`
  :host {
    --_size: 1em;

    display: inline-flex;
    vertical-align: middle;
  }
  :host([hidden]) {
    display: none;
  }
  :host([size='sm']) {
    --_size: 1rem;
  }
  :host([size='md']) {
    --_size: 1.5rem;
  }
  :host([size='lg']) {
    --_size: 2rem;
  }
  .base {
    display: inline-flex;
  }
  svg {
    inline-size: var(--_size);
    block-size: var(--_size);
    animation: spin var(--pp-spinner-duration, 0.8s) linear infinite;
  }
  .track {
    stroke: var(--pp-spinner-track-color, currentColor);
    stroke-opacity: 0.25;
  }
  .arc {
    stroke: var(--pp-spinner-color, currentColor);
  }
  @keyframes spin {
    to {
      transform: rotate(1turn);
    }
  }
  /* No turning for those who ask for less motion: a slow pulse of the opacity says it is still busy. */
  @keyframes pulse {
    50% {
      opacity: 0.35;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    svg {
      animation: pulse 2s ease-in-out infinite;
    }
  }
  @media (forced-colors: active) {
    svg {
      forced-color-adjust: none;
      color: CanvasText;
    }
    .track,
    .arc {
      stroke: CanvasText;
    }
  }
`;
