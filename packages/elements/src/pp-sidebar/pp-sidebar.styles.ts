import { css } from 'lit';

// Colours come only from design tokens; the last fallbacks are CSS system colours (and mixes of
// them), so the element stays legible, in light and dark `color-scheme`, without tokens.css.
export const styles = css`
  :host {
    --_width: var(--pp-sidebar-width, var(--pp-sidebar-width-sm, 16rem));
    --_bg: var(--pp-sidebar-background, var(--pp-color-bg-surface, Canvas));
    --_fg: var(--pp-sidebar-foreground, var(--pp-color-fg-default, CanvasText));
    --_muted: var(
      --pp-sidebar-muted-foreground,
      var(--pp-color-fg-muted, color-mix(in srgb, CanvasText 72%, Canvas))
    );
    --_border: var(
      --pp-sidebar-border-color,
      var(--pp-color-border-default, color-mix(in srgb, CanvasText 16%, Canvas))
    );
    --_hover-bg: var(
      --pp-sidebar-item-hover-background,
      var(--pp-color-bg-hover, color-mix(in srgb, CanvasText 7%, Canvas))
    );
    --_focus: var(--pp-color-border-focus, LinkText);
    --_ring: var(--pp-focus-ring-width, 2px);
    --_top: var(--pp-sidebar-top, 0px);
    --_logo-height: var(--pp-sidebar-logo-height, 4rem);
    --_offscreen: -100%;

    display: block;
    box-sizing: border-box;
    color: var(--_fg);
    font-family: var(--pp-font-family-sans, system-ui, sans-serif);
    font-size: var(--pp-font-size-sm, 0.875rem);
    line-height: var(--pp-line-height-normal, 1.5);
  }

  :host([width='md']) {
    --_width: var(--pp-sidebar-width, var(--pp-sidebar-width-md, 22rem));
  }

  :host([width='lg']) {
    --_width: var(--pp-sidebar-width, var(--pp-sidebar-width-lg, 26rem));
  }

  :host([side='right']) {
    --_offscreen: 100%;
  }

  :host([hidden]) {
    display: none !important;
  }

  /* Desktop: a column beside the content that sticks to the viewport and shrinks to nothing when
     collapsed (the page's flex or grid layout gives the room back to the content). */
  :host(:state(desktop)) {
    position: sticky;
    inset-block-start: var(--_top);
    align-self: flex-start;
    flex: none;
    inline-size: var(--_width);
    block-size: var(--pp-sidebar-height, calc(100dvh - var(--_top)));
    overflow: clip;
  }

  :host(:state(desktop):not(:state(open))) {
    inline-size: 0;
  }

  /* Mobile: the host takes no room; the sheet is a modal dialog in the top layer, styled by
     sidebar-sheet.ts (loaded with the sheet's behaviour the first time the sidebar is mobile). */
  :host(:state(mobile)) {
    display: contents;
  }

  .panel {
    box-sizing: border-box;
    display: flex;
    flex-direction: column;
    inline-size: var(--_width);
    block-size: 100%;
    background: var(--_bg);
    border-right: 1px solid var(--_border);
    translate: 0 0;
    visibility: visible;
  }

  :host([side='right']) .panel {
    border-right: 0;
    border-left: 1px solid var(--_border);
  }

  :host(:state(desktop):not(:state(open))) .panel {
    translate: var(--_offscreen) 0;
    visibility: hidden;
  }

  .header {
    box-sizing: border-box;
    display: flex;
    flex: none;
    align-items: center;
    gap: var(--pp-space-2, 0.5rem);
    block-size: var(--_logo-height);
    padding-inline: var(--pp-space-4, 1rem) var(--pp-space-3, 0.75rem);
    border-bottom: 1px solid var(--_border);
  }

  .header[hidden],
  .logo-link[hidden] {
    display: none;
  }

  .logo-link {
    display: inline-flex;
    align-items: center;
    min-block-size: 2.5rem;
    max-block-size: 100%;
    border-radius: var(--pp-radius-md, 0.375rem);
    color: inherit;
    text-decoration: none;
  }

  slot[name='logo']::slotted(*) {
    display: block;
    max-block-size: calc(var(--_logo-height) - var(--pp-space-4, 1rem));
  }

  /* The menu's scroll container: overflow, scrollbar and focus ring come from scrollAreaStyles
     (data-pp-scroll-area, driven by ScrollAreaController). */
  .nav {
    flex: 1 1 auto;
    min-block-size: 0;
    padding: var(--pp-space-3, 0.75rem);
  }

  .section + .section {
    margin-block-start: var(--pp-space-4, 1rem);
  }

  .list {
    display: flex;
    flex-direction: column;
    gap: 1px;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  .nested {
    margin-block-start: 1px;
  }

  .section-toggle,
  .item {
    box-sizing: border-box;
    display: flex;
    align-items: center;
    gap: var(--pp-space-2, 0.5rem);
    inline-size: 100%;
    margin: 0;
    border: 0;
    border-radius: var(--pp-radius-md, 0.375rem);
    background: transparent;
    color: inherit;
    font: inherit;
    text-align: start;
    text-decoration: none;
  }

  .section-toggle {
    min-block-size: 2rem;
    padding: var(--pp-space-1, 0.25rem) var(--pp-space-3, 0.75rem);
    color: var(--_muted);
    font-size: var(--pp-font-size-xs, 0.75rem);
    font-weight: var(--pp-font-weight-semibold, 600);
    letter-spacing: 0.04em;
    text-transform: uppercase;
    cursor: pointer;
  }

  .item {
    min-block-size: 2.25rem;
    padding-block: var(--pp-space-2, 0.5rem);
    padding-inline: calc(var(--pp-space-3, 0.75rem) + var(--_depth, 0) * var(--pp-space-6, 1.5rem))
      var(--pp-space-3, 0.75rem);
  }

  a.item,
  button.item {
    cursor: pointer;
  }

  .section-toggle:hover,
  a.item:hover,
  button.item:hover {
    background: var(--_hover-bg);
  }

  .item[aria-current='page'] {
    background: var(
      --pp-sidebar-item-active-background,
      var(--pp-color-bg-selected, color-mix(in srgb, LinkText 12%, Canvas))
    );
    color: var(--pp-sidebar-item-active-foreground, var(--pp-color-fg-default, CanvasText));
    font-weight: var(--pp-font-weight-semibold, 600);
  }

  .nav:focus-visible,
  .section-toggle:focus-visible,
  .item:focus-visible,
  .logo-link:focus-visible {
    outline: var(--_ring) solid var(--_focus);
    outline-offset: calc(-1 * var(--_ring));
  }

  .label {
    flex: 1 1 auto;
    min-inline-size: 0;
    overflow-wrap: anywhere;
  }

  .icon {
    display: inline-grid;
    place-items: center;
    flex: none;
    inline-size: 1.25rem;
    block-size: 1.25rem;
    color: var(--_muted);
  }

  .item[aria-current='page'] .icon {
    color: inherit;
  }

  .icon slot::slotted(*),
  .icon-mask {
    inline-size: 100%;
    block-size: 100%;
  }

  /* An SVG string icon: its shape in the text colour (pp-sidebar.ts, svgMaskImage). */
  .icon-mask {
    background-color: currentColor;
    mask: var(--_icon) center / contain no-repeat;
  }

  .badge {
    flex: none;
    min-inline-size: 1.25rem;
    padding-inline: var(--pp-space-2, 0.5rem);
    border-radius: var(--pp-radius-full, 9999px);
    background: var(
      --pp-sidebar-badge-background,
      var(--pp-color-bg-subtle, color-mix(in srgb, CanvasText 10%, Canvas))
    );
    color: var(--pp-sidebar-badge-foreground, var(--pp-color-fg-default, CanvasText));
    font-size: var(--pp-font-size-xs, 0.75rem);
    font-weight: var(--pp-font-weight-medium, 500);
    font-variant-numeric: tabular-nums;
    line-height: 1.25rem;
    text-align: center;
  }

  .chevron,
  .external {
    flex: none;
    inline-size: 1rem;
    block-size: 1rem;
  }

  [aria-expanded='true'] > .chevron {
    rotate: 90deg;
  }

  .external {
    color: var(--_muted);
  }

  /* Collapsible regions: grid rows between 0fr and 1fr (animated with the spring by
     sidebar-motion.ts); once collapsed, the region is visibility: hidden, so its links leave the tab
     order and the accessibility tree. */
  .collapse {
    display: grid;
    grid-template-rows: 0fr;
    visibility: hidden;
  }

  .collapse[data-open] {
    grid-template-rows: 1fr;
    visibility: visible;
  }

  .collapse-inner {
    min-block-size: 0;
    overflow: hidden;
  }

  .section > .collapse > .collapse-inner > .list {
    padding-block-start: 1px;
  }

  /* No transitions here: they are in sidebar-motion.ts (loaded with the first change they animate)
     and, the sheet's, in sidebar-sheet.ts, each with its timing and reduced-motion handling. */

  @media (forced-colors: active) {
    .item[aria-current='page']:not(:focus-visible) {
      outline: 1px solid CanvasText;
      outline-offset: -1px;
    }
  }
`;
