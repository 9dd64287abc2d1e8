import { css } from 'lit';

export const menuStyles = css`
  :host {
    --_bg: var(--pp-menu-bg, var(--pp-color-bg-raised, Canvas));
    --_fg: var(--pp-menu-fg, var(--pp-color-fg-default, CanvasText));
    --_border: var(--pp-menu-border, var(--pp-color-border-default, CanvasText));
    --_duration: var(--pp-menu-duration, var(--pp-duration-fast, 150ms));

    display: inline-block;
    vertical-align: middle;
  }
  :host([hidden]) {
    display: none;
  }
  .anchor {
    display: inline-flex;
  }
  /* A submenu covers its item, so its menu is placed against the item. */
  :host([slot='submenu']) {
    position: absolute;
    inset: 0;
    pointer-events: none;
  }
  :host([slot='submenu']) .anchor {
    position: absolute;
    inset: 0;
  }

  .menu {
    box-sizing: border-box;
    min-inline-size: var(--pp-menu-min-width, 10rem);
    max-inline-size: min(24rem, calc(100vw - 16px));
    max-block-size: var(--pp-menu-max-height, 24rem);
    overflow: auto;
    margin: 0;
    padding: var(--pp-space-1, 0.25rem);
    border: 1px solid var(--_border);
    border-radius: var(--pp-menu-radius, var(--pp-radius-md, 0.375rem));
    background: var(--_bg);
    color: var(--_fg);
    box-shadow: var(--pp-menu-shadow, var(--pp-shadow-lg, none));
    font-family: var(--pp-font-family-sans, system-ui, sans-serif);
    font-size: var(--pp-font-size-sm, 0.875rem);
    line-height: var(--pp-line-height-tight, 1.25);
    pointer-events: auto;
    outline: none;
    opacity: 1;
    transform: none;
    transition:
      opacity var(--_duration) var(--pp-easing-standard, ease),
      transform var(--_duration) var(--pp-easing-standard, ease),
      display var(--_duration) allow-discrete,
      overlay var(--_duration) allow-discrete;
  }
  .menu:not(:popover-open) {
    opacity: 0;
    transform: translateY(-0.25rem);
  }
  @starting-style {
    .menu:popover-open {
      opacity: 0;
      transform: translateY(-0.25rem);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .menu {
      transition: none;
      transform: none;
    }
  }
  @media (forced-colors: active) {
    .menu {
      border-color: CanvasText;
    }
  }
`;

export const menuItemStyles = css`
  :host {
    --_fg: var(--pp-menu-item-fg, var(--pp-color-fg-default, CanvasText));
    --_bg-hover: var(--pp-menu-item-bg-hover, var(--pp-color-bg-hover, Highlight));

    display: block;
    position: relative;
    border-radius: var(--pp-radius-sm, 0.25rem);
    color: var(--_fg);
    cursor: pointer;
    outline: none;
    user-select: none;
  }
  :host([hidden]) {
    display: none;
  }
  :host(:focus),
  :host([aria-expanded='true']) {
    background: var(--_bg-hover);
  }
  :host(:focus-visible) {
    outline: var(--pp-focus-ring-width, 2px) solid var(--pp-color-border-focus, Highlight);
    outline-offset: calc(-1 * var(--pp-focus-ring-width, 2px));
  }
  :host([disabled]) {
    cursor: not-allowed;
  }
  /* Disabled as a native control is: faded, not required to meet contrast (WCAG 1.4.3). */
  :host([disabled]) .base {
    opacity: 0.55;
  }
  .base {
    box-sizing: border-box;
    display: flex;
    align-items: center;
    gap: var(--pp-space-2, 0.5rem);
    /* At least 24px (WCAG 2.5.8), 2rem by default. */
    min-block-size: max(24px, var(--pp-menu-item-min-height, var(--pp-control-height-sm, 2rem)));
    padding: var(--pp-space-1, 0.25rem) var(--pp-space-3, 0.75rem) var(--pp-space-1, 0.25rem)
      var(--pp-space-2, 0.5rem);
  }
  .label {
    flex: 1 1 auto;
    white-space: nowrap;
  }
  .prefix,
  .suffix {
    display: inline-flex;
    align-items: center;
  }
  /* An empty prefix or suffix takes no room. */
  [hidden] {
    display: none;
  }
  .suffix {
    color: var(--pp-color-fg-muted, GrayText);
    font-size: var(--pp-font-size-xs, 0.75rem);
  }
  ::slotted(svg),
  ::slotted(img) {
    inline-size: 1.25em;
    block-size: 1.25em;
    flex: none;
  }
  /* Room for a check mark, kept by every item so that the texts line up. */
  .check {
    position: relative;
    flex: none;
    inline-size: 1rem;
    block-size: 1rem;
  }
  :host([type='checkbox'][checked]) .check::after {
    content: '';
    position: absolute;
    inset-inline-start: 0.3rem;
    inset-block-start: 0.1rem;
    inline-size: 0.3rem;
    block-size: 0.6rem;
    border: solid currentColor;
    border-width: 0 2px 2px 0;
    rotate: 45deg;
  }
  :host([type='radio'][checked]) .check::after {
    content: '';
    position: absolute;
    inset: 0.3rem;
    border: 0.2rem solid currentColor;
    border-radius: 50%;
    box-sizing: border-box;
  }
  .submenu-icon {
    flex: none;
    inline-size: 0.4rem;
    block-size: 0.4rem;
    margin-inline-start: var(--pp-space-2, 0.5rem);
    border: solid currentColor;
    border-width: 2px 2px 0 0;
    rotate: 45deg;
  }
  .submenu-icon:dir(rtl) {
    rotate: -135deg;
  }
  @media (forced-colors: active) {
    :host(:focus),
    :host([aria-expanded='true']) {
      background: Highlight;
      color: HighlightText;
      forced-color-adjust: none;
    }
    :host([disabled]) {
      color: GrayText;
    }
    :host([disabled]) .base {
      opacity: 1;
    }
    :host([disabled]:focus) {
      color: HighlightText;
    }
  }
`;

export const menuGroupStyles = css`
  :host {
    display: block;
  }
  /* In line with the items' texts, past their check mark column. */
  .label {
    padding-block: var(--pp-space-2, 0.5rem) var(--pp-space-1, 0.25rem);
    padding-inline: calc(2 * var(--pp-space-2, 0.5rem) + 1rem) var(--pp-space-2, 0.5rem);
    color: var(--pp-menu-group-label-fg, var(--pp-color-fg-muted, GrayText));
    font-size: var(--pp-font-size-xs, 0.75rem);
    font-weight: var(--pp-font-weight-semibold, 600);
  }
  [hidden] {
    display: none;
  }
`;

export const menuSeparatorStyles = css`
  :host {
    display: block;
    block-size: 0;
    margin: var(--pp-space-1, 0.25rem) 0;
    border-block-start: 1px solid var(--pp-menu-separator-color, var(--pp-color-border-default, GrayText));
  }
`;
