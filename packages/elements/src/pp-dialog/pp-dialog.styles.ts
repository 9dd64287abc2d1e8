import { css } from 'lit';

export const dialogStyles = css`
  :host {
    --_width: var(--pp-dialog-width, 35rem);
    --_bg: var(--pp-dialog-bg, var(--pp-color-bg-raised, Canvas));
    --_fg: var(--pp-dialog-fg, var(--pp-color-fg-default, CanvasText));
    --_border: var(--pp-dialog-border, var(--pp-color-border-default, GrayText));
    --_radius: var(--pp-dialog-radius, var(--pp-radius-lg, 0.5rem));
    --_duration: var(--pp-dialog-duration, var(--pp-duration-normal, 200ms));
    --_easing: var(--pp-easing-standard, cubic-bezier(0.2, 0, 0, 1));
    /* Where the drawer waits off screen: past the inline end edge, on the left in right-to-left. */
    --_offscreen: 100%;

    display: contents;
  }
  :host([size='sm']) {
    --_width: var(--pp-dialog-width, 25rem);
  }
  :host([size='lg']) {
    --_width: var(--pp-dialog-width, 50rem);
  }
  :host(:dir(rtl)) {
    --_offscreen: -100%;
  }

  .dialog {
    box-sizing: border-box;
    flex-direction: column;
    inline-size: min(var(--_width), 100vw - 2rem);
    max-inline-size: none;
    max-block-size: calc(100dvh - 2rem);
    padding: 0;
    /* Kept under forced colours, where the shadow is gone: the dialog still has an edge. */
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_bg);
    color: var(--_fg);
    box-shadow: var(--pp-dialog-shadow, var(--pp-shadow-lg, 0 0.75rem 1.5rem rgb(0 0 0 / 25%)));
    font-family: var(--pp-font-family-sans, system-ui, sans-serif);
    font-size: var(--pp-font-size-md, 1rem);
    line-height: var(--pp-line-height-normal, 1.5);
    opacity: 0;
    scale: 0.96;
    transition:
      opacity var(--_duration) var(--_easing),
      scale var(--_duration) var(--_easing),
      translate var(--_duration) var(--_easing),
      overlay var(--_duration) allow-discrete,
      display var(--_duration) allow-discrete;
  }
  .dialog[open] {
    display: flex;
    opacity: 1;
    scale: 1;
  }
  .dialog:focus {
    /* Focused only when it holds nothing focusable: a container, not a control. */
    outline: none;
  }
  .dialog::backdrop {
    background: var(--pp-dialog-backdrop, var(--pp-color-bg-backdrop, rgb(0 0 0 / 50%)));
    opacity: 0;
    transition:
      opacity var(--_duration) var(--_easing),
      overlay var(--_duration) allow-discrete,
      display var(--_duration) allow-discrete;
  }
  .dialog[open]::backdrop {
    opacity: 1;
  }
  @starting-style {
    .dialog[open] {
      opacity: 0;
      scale: 0.96;
    }
    .dialog[open]::backdrop {
      opacity: 0;
    }
  }

  /* The drawer: full height along the inline end edge, sliding in from it. */
  :host([placement='end']) .dialog {
    inline-size: min(var(--_width), 100vw - 3rem);
    block-size: 100dvh;
    max-block-size: none;
    margin-block: 0;
    margin-inline: auto 0;
    border-block: 0;
    border-inline-end: 0;
    border-radius: 0;
    opacity: 1;
    scale: none;
    translate: var(--_offscreen) 0;
  }
  :host([placement='end']) .dialog[open] {
    translate: 0 0;
  }
  @starting-style {
    :host([placement='end']) .dialog[open] {
      translate: var(--_offscreen) 0;
    }
  }

  @media (prefers-reduced-motion: reduce) {
    :host {
      --_duration: 0s;
    }
  }

  /* Not shown, still the dialog's name (aria-labelledby reads hidden text). */
  :host([no-header]) .header {
    display: none;
  }
  .header {
    display: flex;
    align-items: center;
    gap: var(--pp-space-3, 0.75rem);
    padding-block: var(--pp-space-4, 1rem);
    padding-inline: var(--pp-space-6, 1.5rem) var(--pp-space-4, 1rem);
  }
  .title {
    flex: 1 1 auto;
    margin: 0;
    font-size: var(--pp-font-size-lg, 1.125rem);
    font-weight: var(--pp-font-weight-semibold, 600);
    line-height: var(--pp-line-height-tight, 1.25);
  }
  .close {
    display: inline-grid;
    place-items: center;
    flex: none;
    inline-size: var(--pp-control-height-md, 2.5rem);
    block-size: var(--pp-control-height-md, 2.5rem);
    margin: 0;
    padding: 0;
    border: 1px solid transparent;
    border-radius: var(--pp-radius-md, 0.375rem);
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
  .close:hover {
    background: var(--pp-color-bg-hover, transparent);
  }
  .close:focus-visible {
    outline: var(--pp-focus-ring-width, 2px) solid var(--pp-color-border-focus, Highlight);
    outline-offset: calc(-1 * var(--pp-focus-ring-width, 2px));
  }
  .close svg {
    inline-size: 1.25rem;
    block-size: 1.25rem;
  }
  .body {
    flex: 1 1 auto;
    min-block-size: 0;
    overflow: auto;
    padding: 0 var(--pp-space-6, 1.5rem) var(--pp-space-6, 1.5rem);
  }
  .body:focus-visible {
    outline: var(--pp-focus-ring-width, 2px) solid var(--pp-color-border-focus, Highlight);
    outline-offset: calc(-1 * var(--pp-focus-ring-width, 2px));
  }
  .footer {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: var(--pp-space-3, 0.75rem);
    padding: var(--pp-space-4, 1rem) var(--pp-space-6, 1.5rem);
    border-block-start: 1px solid var(--_border);
  }
  [hidden] {
    display: none;
  }

  @media (forced-colors: active) {
    .close {
      border-color: ButtonText;
    }
  }
`;
