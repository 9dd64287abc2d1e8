import { css } from 'lit';

/**
 * Scroll-container styles shared by every element that scrolls (the sidebar's menu, the
 * combobox's list, `<pp-scroll-area>`). Mark the container with `data-pp-scroll-area` and drive it
 * with `ScrollAreaController` (from `shared/scroll-area-controller.js`), which sets
 * `data-scrollbar="visible"` while scrolling and for the hide delay (600 ms) after, and makes the
 * container focusable when it overflows and holds nothing focusable.
 *
 * The scrollbar keeps its space (no layout shift) and is only made transparent while hidden.
 * Knobs: `--pp-scroll-area-thumb`, `--pp-scroll-area-track`.
 */
export const scrollAreaStyles = css`
  [data-pp-scroll-area] {
    --_thumb: var(--pp-scroll-area-thumb, var(--pp-color-border-strong, GrayText));
    --_track: var(--pp-scroll-area-track, transparent);
    overflow: auto;
    overscroll-behavior: contain;
    scrollbar-width: thin;
    scrollbar-color: transparent transparent;
  }
  [data-pp-scroll-area][data-scrollbar='visible'],
  [data-pp-scroll-area]:focus-visible {
    scrollbar-color: var(--_thumb) var(--_track);
  }
  [data-pp-scroll-area]:focus-visible {
    outline: var(--pp-focus-ring-width, 2px) solid var(--pp-color-border-focus, Highlight);
    outline-offset: calc(-1 * var(--pp-focus-ring-width, 2px));
  }
  @media (forced-colors: active) {
    [data-pp-scroll-area] {
      scrollbar-color: auto;
    }
  }
`;
