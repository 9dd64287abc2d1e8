import { css } from 'lit';

export const progressBarStyles = css`
  :host {
    --_height: var(--pp-progress-bar-height, 0.5rem);
    --_radius: var(--pp-progress-bar-radius, var(--pp-radius-full, 9999px));

    display: block;
    font-family: var(--pp-font-family-sans, inherit);
    font-size: var(--pp-font-size-sm, 0.875rem);
    line-height: 1.25rem;
  }
  :host([hidden]) {
    display: none;
  }
  :host([thin]) {
    --_height: 3px;
    --_radius: 0;
  }
  .row {
    display: flex;
    justify-content: space-between;
    gap: var(--pp-space-2, 0.5rem);
    margin-block-end: var(--pp-space-1, 0.25rem);
  }
  [part='value'] {
    color: var(--pp-color-fg-muted, inherit);
    font-variant-numeric: tabular-nums;
  }
  [hidden] {
    display: none;
  }
  .track {
    position: relative;
    overflow: hidden;
    block-size: var(--_height);
    border-radius: var(--_radius);
    background: var(--pp-progress-bar-track, var(--pp-color-bg-hover, Canvas));
  }
  .indicator {
    block-size: 100%;
    border-radius: inherit;
    background: var(--pp-progress-bar-color, var(--pp-color-bg-brand, Highlight));
    transition: inline-size var(--pp-duration-normal, 200ms) ease-out;
  }
  :host([indeterminate]) .indicator {
    inline-size: 40%;
    animation: slide 1.5s ease-in-out infinite;
  }
  @keyframes slide {
    from {
      transform: translateX(-100%);
    }
    to {
      transform: translateX(250%);
    }
  }
  /* No sliding or growing for those who ask for less motion: a full bar pulses slowly. */
  @keyframes pulse {
    50% {
      opacity: 0.4;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .indicator {
      transition: none;
    }
    :host([indeterminate]) .indicator {
      inline-size: 100%;
      animation: pulse 2s ease-in-out infinite;
    }
  }
  @media (forced-colors: active) {
    .track {
      forced-color-adjust: none;
      border: 1px solid CanvasText;
      background: Canvas;
    }
    .indicator {
      background: Highlight;
    }
  }
`;
