import { css } from 'lit';

export const skeletonStyles = css`
  :host {
    --_color: var(--pp-skeleton-color, var(--pp-color-bg-subtle, #e5e7eb));
    --_highlight: var(--pp-skeleton-highlight, var(--pp-color-bg-hover, #f3f4f6));
    --_duration: var(--pp-skeleton-duration, 1.6s);

    /* flow-root: a text skeleton's margins stay inside, so it is one line tall. */
    display: flow-root;
    position: relative;
  }
  :host([hidden]) {
    display: none;
  }
  :host([shape='circle']) {
    aspect-ratio: 1;
  }

  .base {
    display: block;
    box-sizing: border-box;
    inline-size: 100%;
    block-size: 100%;
    border-radius: var(--pp-skeleton-radius, var(--pp-radius-sm, 0.25rem));
    background: var(--_color);
  }
  /* One line of the surrounding text: the font's size, placed where the line's glyphs are. */
  :host(:not([shape])) .base,
  :host([shape='text']) .base {
    block-size: 1em;
    margin-block: calc((1lh - 1em) / 2);
  }
  :host([shape='circle']) .base {
    border-radius: 50%;
  }

  :host(:not([effect])) .base,
  :host([effect='sheen']) .base {
    background: linear-gradient(90deg, var(--_color) 40%, var(--_highlight) 50%, var(--_color) 60%) 0 0 / 300%
      100%;
    animation: sheen var(--_duration) ease-in-out infinite;
  }
  :host(:dir(rtl)) .base {
    animation-direction: reverse;
  }
  :host([effect='pulse']) .base {
    animation: pulse var(--_duration) ease-in-out infinite;
  }
  @keyframes sheen {
    from {
      background-position: 100% 0;
    }
    to {
      background-position: 0 0;
    }
  }
  @keyframes pulse {
    50% {
      background: var(--_highlight);
    }
  }

  @media (prefers-reduced-motion: reduce) {
    .base {
      animation: none !important;
    }
  }
  @media (forced-colors: active) {
    .base {
      border: 1px solid GrayText;
    }
  }
`;
