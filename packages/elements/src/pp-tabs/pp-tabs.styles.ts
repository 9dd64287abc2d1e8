import { css } from 'lit';

/**
 * `<pp-tabs>`: the tab list on a line (a column when vertical) that scrolls when the tabs do not fit,
 * then the panels. The tabs draw themselves (pp-tab.styles.ts); a vertical list tells them, through
 * the `--_tab-*` variables, to put their bar at the inline end.
 */
export const tabsStyles = css`
  :host {
    --_border: var(--pp-tabs-border, var(--pp-color-border-default, GrayText));

    display: block;
    box-sizing: border-box;
    min-inline-size: 0;
    max-inline-size: 100%;
    color: var(--pp-color-fg-default, CanvasText);
    font-family: var(--pp-font-family-sans, system-ui, sans-serif);
  }

  :host([hidden]) {
    display: none;
  }

  .tablist {
    display: flex;
    gap: var(--pp-tabs-gap, var(--pp-space-1, 0.25rem));
    /* Many tabs scroll sideways rather than widen the page (the selected one is kept in view). */
    overflow: auto hidden;
    overscroll-behavior-inline: contain;
    scrollbar-width: thin;
    scroll-behavior: smooth;
    /* The line under the tabs; the selected tab's bar covers it. */
    box-shadow: inset 0 -1px 0 var(--_border);
  }

  :host([orientation='vertical']) {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    column-gap: var(--pp-space-4, 1rem);
    align-items: start;
  }

  :host([orientation='vertical']) .tablist {
    flex-direction: column;
    overflow: hidden auto;
    box-shadow: none;
    border-inline-end: 1px solid var(--_border);
  }

  :host([orientation='vertical']) ::slotted(pp-tab) {
    --_tab-bar-block: 0 0;
    --_tab-bar-inline: auto 0;
    --_tab-bar-block-size: auto;
    --_tab-bar-inline-size: var(--_indicator-size);
    --_tab-bar-hidden: scaleY(0);
    --_tab-justify: flex-start;
  }

  .panels {
    min-inline-size: 0;
  }

  @media (prefers-reduced-motion: reduce) {
    .tablist {
      scroll-behavior: auto;
    }
  }

  /* High contrast draws no shadows: the line is a border. */
  @media (forced-colors: active) {
    .tablist {
      border-block-end: 1px solid CanvasText;
    }

    :host([orientation='vertical']) .tablist {
      border-block-end: 0;
      border-inline-end-color: CanvasText;
    }
  }
`;
