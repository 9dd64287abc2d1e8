import { css } from 'lit';

/**
 * `<pp-tab>`: text on the list's surface, at least the medium control height (and 24px wide), the
 * selected one in the default text colour with a bar that grows in along the list's edge. Its state
 * comes from the host's own `aria-selected` and `aria-disabled`; the vertical layout from the list.
 */
export const tabStyles = css`
  :host {
    --_fg: var(--pp-tab-fg, var(--pp-color-fg-muted, CanvasText));
    --_fg-selected: var(--pp-tab-fg-selected, var(--pp-color-fg-default, CanvasText));
    --_bg-hover: var(--pp-tab-bg-hover, var(--pp-color-bg-hover, Canvas));
    --_indicator: var(--pp-tab-indicator, var(--pp-color-border-focus, Highlight));
    --_indicator-size: var(--pp-tab-indicator-size, 3px);
    --_focus: var(--pp-color-border-focus, Highlight);
    --_focus-width: var(--pp-focus-ring-width, 2px);

    position: relative;
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: var(--_tab-justify, center);
    gap: var(--pp-space-2, 0.5rem);
    box-sizing: border-box;
    min-block-size: var(--pp-control-height-md, 2.5rem);
    min-inline-size: 24px;
    padding-inline: var(--pp-space-4, 1rem);
    border-radius: var(--pp-radius-sm, 0.25rem);
    color: var(--_fg);
    font-family: var(--pp-font-family-sans, system-ui, sans-serif);
    font-size: var(--pp-font-size-sm, 0.875rem);
    font-weight: var(--pp-font-weight-medium, 500);
    line-height: var(--pp-line-height-tight, 1.25);
    white-space: nowrap;
    cursor: pointer;
    user-select: none;
    -webkit-tap-highlight-color: transparent;
  }

  :host([hidden]) {
    display: none;
  }

  /* Inside the ring: the list scrolls, and would clip a ring drawn outside the tab. */
  :host(:focus-visible) {
    outline: var(--_focus-width) solid var(--_focus);
    outline-offset: calc(-1 * var(--_focus-width));
  }

  :host(:hover:not([aria-disabled='true'])) {
    background: var(--_bg-hover);
  }

  :host([aria-selected='true']) {
    color: var(--_fg-selected);
  }

  :host([aria-disabled='true']) {
    color: var(--pp-color-fg-subtle, GrayText);
    cursor: not-allowed;
  }

  /*
   * The bar along the list's edge: under the tab, or at its inline end when the list is vertical
   * (<pp-tabs> then sets the --_tab-bar-* variables on its tabs).
   */
  .indicator {
    position: absolute;
    inset-block: var(--_tab-bar-block, auto 0);
    inset-inline: var(--_tab-bar-inline, 0 0);
    block-size: var(--_tab-bar-block-size, var(--_indicator-size));
    inline-size: var(--_tab-bar-inline-size, auto);
    background: var(--_indicator);
    transform: var(--_tab-bar-hidden, scaleX(0));
    transition: transform var(--pp-duration-normal, 200ms) var(--pp-easing-standard, ease-out);
  }

  :host([aria-selected='true']) .indicator {
    transform: none;
  }

  @media (prefers-reduced-motion: reduce) {
    .indicator {
      transition: none;
    }
  }

  /* High contrast: the bar in Highlight (a shape, not only a colour), a disabled tab in GrayText. */
  @media (forced-colors: active) {
    .indicator {
      forced-color-adjust: none;
      background: Highlight;
    }

    :host([aria-disabled='true']) {
      color: GrayText;
    }

    :host(:focus-visible) {
      outline-color: Highlight;
    }
  }
`;
