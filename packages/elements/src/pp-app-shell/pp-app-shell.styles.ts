import { css } from 'lit';

/*
 * A column: the sticky top bar, then a row of the sidebar and the content (the page's main region
 * above its footer). Slots are `display: contents`, so what they hold are the flex items themselves.
 * The fallbacks after the tokens are system colours, for a page without tokens.css.
 */
export const appShellStyles = css`
  :host {
    --_height: var(--pp-app-shell-top-bar-height, var(--pp-topbar-height, 4rem));
    /* The desktop sidebar sticks below the top bar and is as tall as the rest of the viewport. */
    --pp-sidebar-top: var(--_height);

    display: flex;
    flex-direction: column;
    min-block-size: 100vh;
    min-block-size: 100dvh;
    color: var(--pp-color-fg-default, CanvasText);
    background: var(--pp-app-shell-background, none);
  }
  .skip {
    position: absolute;
    inset-inline-start: var(--pp-space-2, 0.5rem);
    inset-block-start: var(--pp-space-2, 0.5rem);
    z-index: calc(var(--pp-app-shell-top-bar-z-index, 40) + 1);
    padding: var(--pp-space-2, 0.5rem) var(--pp-space-3, 0.75rem);
    border-radius: var(--pp-radius-md, 0.375rem);
    background: var(--pp-color-bg-raised, Canvas);
    color: var(--pp-color-fg-link, LinkText);
    box-shadow: var(--pp-shadow-md, none);
    font: inherit;
    /* Off screen until focused: still the first stop of the tab order. */
    transform: translateY(-200%);
  }
  .skip:focus {
    transform: none;
    outline: var(--pp-focus-ring-width, 2px) solid var(--pp-color-border-focus, Highlight);
    outline-offset: 2px;
  }
  .top-bar {
    position: sticky;
    inset-block-start: 0;
    z-index: var(--pp-app-shell-top-bar-z-index, 40);
    display: flex;
    align-items: center;
    gap: var(--pp-space-3, 0.75rem);
    min-block-size: var(--_height);
    padding: var(--pp-space-2, 0.5rem) var(--pp-space-4, 1rem);
    box-sizing: border-box;
    background: var(--pp-topbar-bg, Canvas);
    border-block-end: 1px solid var(--pp-topbar-border, GrayText);
  }
  .toggle {
    display: inline-grid;
    place-items: center;
    flex: none;
    inline-size: 2.5rem;
    block-size: 2.5rem;
    padding: 0;
    border: 1px solid transparent;
    border-radius: var(--pp-radius-md, 0.375rem);
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  .toggle:hover {
    background: var(--pp-color-bg-hover, transparent);
  }
  .toggle:focus-visible {
    outline: var(--pp-focus-ring-width, 2px) solid var(--pp-color-border-focus, Highlight);
    outline-offset: 2px;
  }
  .toggle[hidden] {
    display: none;
  }
  .toggle svg {
    inline-size: 1.25rem;
    block-size: 1.25rem;
  }
  ::slotted([slot='logo']) {
    flex: none;
  }
  .middle {
    /* Takes the room left, pushing search and the user menu to the end; never narrower than what it
       holds, which moves to a row of its own on a small screen rather than squeezing into a sliver. */
    flex: 1 0 auto;
    display: flex;
    align-items: center;
    gap: var(--pp-space-3, 0.75rem);
  }
  /* Nothing in it: only the space between the start and the end of the bar, never a reason to wrap. */
  .middle:not(.filled) {
    flex: 1 1 0;
    min-inline-size: 0;
  }
  /* Search and the user menu: always at the end of their row, also when they wrap to a row of their own. */
  .end {
    flex: none;
    display: flex;
    align-items: center;
    gap: var(--pp-space-3, 0.75rem);
    margin-inline-start: auto;
  }
  .body {
    flex: 1;
    display: flex;
    min-block-size: 0;
  }
  ::slotted([slot='sidebar']) {
    flex: none;
  }
  ::slotted(pp-sidebar[side='right']) {
    order: 1;
  }
  .content {
    flex: 1;
    display: flex;
    flex-direction: column;
    min-inline-size: 0;
  }
  /* The main region grows; the footer stays at the bottom of a short page. */
  ::slotted(:not([slot])) {
    flex: 1 0 auto;
  }
  ::slotted([slot='footer']) {
    flex: none;
  }
  @media (max-width: 767.98px) {
    /* Closer together on a phone, so that a logo, a badge, search and the user menu fit one row. */
    .top-bar,
    .middle,
    .end {
      gap: var(--pp-space-2, 0.5rem);
    }
    .top-bar {
      flex-wrap: wrap;
      padding-inline: var(--pp-space-3, 0.75rem);
    }
    /* The project switcher on a row of its own below, the whole width: the toggle, the logo, search
       and the user menu stay together on the first (the user menu alone on a third row otherwise).
       It comes after them to the eye only; in the reading and Tab order it is where it was, before
       search, on the row under the toggle and the logo. */
    ::slotted([slot='project']) {
      order: 1;
      flex: 1 1 100%;
      max-inline-size: none;
      --pp-combobox-width: 100%;
    }
  }
  @media (forced-colors: active) {
    .toggle {
      border-color: ButtonText;
    }
  }
`;
