import { css } from 'lit';

export const tooltipStyles = css`
  :host {
    --_bg: var(--pp-tooltip-bg, var(--pp-color-bg-inverse, CanvasText));
    --_fg: var(--pp-tooltip-fg, var(--pp-color-fg-inverse, Canvas));
    --_radius: var(--pp-tooltip-radius, var(--pp-radius-sm, 0.25rem));
    --_max-width: var(--pp-tooltip-max-width, 20rem);
    --_arrow: var(--pp-tooltip-arrow-size, 0.5rem);
    --_duration: var(--pp-tooltip-duration, var(--pp-duration-fast, 150ms));

    /* The host is the popover: undo the UA popover box; shared/popup-position.ts places it. */
    position: fixed;
    inset: auto;
    box-sizing: border-box;
    width: max-content;
    max-width: min(var(--_max-width), calc(100vw - 16px));
    margin: 0;
    padding: 0;
    border: 0;
    overflow: visible;
    background: transparent;
    color: var(--_fg);
    font-family: var(--pp-tooltip-font-family, var(--pp-font-family-sans, system-ui, sans-serif));
    font-size: var(--pp-tooltip-font-size, var(--pp-font-size-xs, 0.75rem));
    font-weight: var(--pp-font-weight-regular, 400);
    line-height: var(--pp-line-height-normal, 1.5);
    opacity: 1;
    transition:
      opacity var(--_duration) var(--pp-easing-standard, ease),
      display var(--_duration) allow-discrete,
      overlay var(--_duration) allow-discrete;
  }
  @starting-style {
    :host(:popover-open) {
      opacity: 0;
    }
  }
  :host(:not(:popover-open)) {
    opacity: 0;
  }

  .body {
    position: relative;
    z-index: 1;
    padding: var(--pp-space-1, 0.25rem) var(--pp-space-2, 0.5rem);
    border-radius: var(--_radius);
    background: var(--_bg);
    color: var(--_fg);
    box-shadow: var(--pp-tooltip-shadow, var(--pp-shadow-md, none));
    overflow-wrap: anywhere;
  }

  .arrow {
    position: absolute;
    width: var(--_arrow);
    height: var(--_arrow);
    background: var(--_bg);
    rotate: 45deg;
    pointer-events: none;
  }
  :host([data-side='top']) .arrow {
    bottom: calc(var(--_arrow) / -2);
  }
  :host([data-side='bottom']) .arrow {
    top: calc(var(--_arrow) / -2);
  }
  :host([data-side='left']) .arrow {
    right: calc(var(--_arrow) / -2);
  }
  :host([data-side='right']) .arrow {
    left: calc(var(--_arrow) / -2);
  }

  @media (prefers-reduced-motion: reduce) {
    :host {
      transition: none;
    }
  }

  @media (forced-colors: active) {
    .body {
      border: 1px solid CanvasText;
    }
  }
`;
