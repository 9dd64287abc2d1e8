/**
 * The toasts' styles, which come with their view (toast-view.ts) and are adopted into the region's
 * shadow root after the region's own (`toastRegionStyles` in pp-toaster.styles.ts, whose `:host` rules
 * set the private custom properties these read). JavaScript only supplies measured heights and stack
 * indices.
 */

/**
 * Names this template `css` for the build, which minifies `css` templates (scripts/build-dist.mjs);
 * it is not Lit's (see toast-view.ts): the text goes into a stylesheet of its own.
 */
const css = (strings: TemplateStringsArray): string => strings.join('');

/** The list, the toasts and their parts. */
export const toastViewCss = css`
  .list {
    position: relative;
    margin: 0;
    padding: 0;
    list-style: none;
    height: max(0px, calc(var(--_front-h, 0) * 1px + (var(--_count, 0) - 1) * var(--_gap)));
    pointer-events: auto;
  }
  :host([data-expanded]) .list {
    height: max(0px, calc(var(--_total-h, 0) * 1px + (var(--_count, 0) - 1) * var(--_gap)));
  }
  .list[data-count='0'] {
    pointer-events: none;
  }

  .toast {
    /* Colours of the default type; the typed ones below replace them. */
    --_t-bg: var(--_bg);
    --_t-fg: var(--_fg);
    --_t-border: var(--_border);
    --_t-icon: currentColor;
    --_y: calc(var(--_dir) * var(--_index) * var(--_gap));
    --_scale: calc(1 - var(--_index) * 0.05);

    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    z-index: calc(100 - var(--_index));
    box-sizing: border-box;
    margin: 0;
    padding: var(--pp-space-4, 1rem);
    border: 1px solid var(--_t-border);
    border-radius: var(--_radius);
    background: var(--_t-bg);
    color: var(--_t-fg);
    box-shadow: var(--_shadow);
    overflow-wrap: anywhere;
    transform-origin: 50% 0;
    transform: translateY(var(--_y)) scale(var(--_scale));
    translate: 0 0;
    opacity: 1;
    touch-action: none;
    user-select: none;
    transition:
      transform var(--_duration) var(--_easing),
      translate var(--_duration) var(--_easing),
      opacity var(--_duration) var(--_easing);
  }
  :host([data-y='top']) .toast {
    top: 0;
    bottom: auto;
    transform-origin: 50% 100%;
  }
  @starting-style {
    .toast {
      opacity: 0;
      translate: 0 calc(var(--_enter) * 100%);
    }
  }

  :host([data-expanded]) .toast {
    --_y: calc(var(--_dir) * (var(--_before, 0) * 1px + var(--_index) * var(--_gap)));
    --_scale: 1;
  }

  /* Collapsed: toasts behind the front one take its height and hide their content. */
  :host(:not([data-expanded])) .toast:not([data-front]) {
    height: calc(var(--_front-h, 0) * 1px);
    overflow: hidden;
  }
  :host(:not([data-expanded])) .toast:not([data-front]) > * {
    opacity: 0;
  }

  .toast[data-swiping] {
    transition: none;
    translate: calc(var(--_swipe-x, 0) * 1px) calc(var(--_swipe-y, 0) * 1px);
  }
  .toast[data-removed] {
    opacity: 0;
    translate: 0 calc(var(--_enter) * 100%);
    pointer-events: none;
  }
  .toast[data-removed][data-swiped] {
    translate: var(--_swipe-out, 0 0);
  }

  .toast:focus-visible,
  button:focus-visible {
    outline: var(--_focus-width) solid var(--_focus);
    outline-offset: var(--_focus-offset);
  }

  :host([data-rich-colors]) .toast[data-type='success'] {
    --_t-bg: var(--pp-color-status-success-bg, Canvas);
    --_t-fg: var(--pp-color-status-success-fg, CanvasText);
    --_t-border: var(--pp-color-status-success-border, GrayText);
  }
  :host([data-rich-colors]) .toast[data-type='error'] {
    --_t-bg: var(--pp-color-status-error-bg, Canvas);
    --_t-fg: var(--pp-color-status-error-fg, CanvasText);
    --_t-border: var(--pp-color-status-error-border, GrayText);
  }
  :host([data-rich-colors]) .toast[data-type='warning'] {
    --_t-bg: var(--pp-color-status-warning-bg, Canvas);
    --_t-fg: var(--pp-color-status-warning-fg, CanvasText);
    --_t-border: var(--pp-color-status-warning-border, GrayText);
  }
  :host([data-rich-colors]) .toast[data-type='info'] {
    --_t-bg: var(--pp-color-status-info-bg, Canvas);
    --_t-fg: var(--pp-color-status-info-fg, CanvasText);
    --_t-border: var(--pp-color-status-info-border, GrayText);
  }
  /* Without rich colours the card stays neutral and only the icon carries the status colour. */
  :host(:not([data-rich-colors])) .toast[data-type='success'] {
    --_t-icon: var(--pp-color-status-success-solid, currentColor);
  }
  :host(:not([data-rich-colors])) .toast[data-type='error'] {
    --_t-icon: var(--pp-color-status-error-solid, currentColor);
  }
  :host(:not([data-rich-colors])) .toast[data-type='warning'] {
    --_t-icon: var(--pp-color-status-warning-solid, currentColor);
  }
  :host(:not([data-rich-colors])) .toast[data-type='info'] {
    --_t-icon: var(--pp-color-status-info-solid, currentColor);
  }

  .body {
    display: flex;
    align-items: center;
    gap: var(--pp-space-2, 0.5rem);
  }
  .icon {
    display: flex;
    flex: none;
    color: var(--_t-icon);
  }
  .icon svg {
    width: 1.25rem;
    height: 1.25rem;
  }
  .spinner {
    animation: pp-toast-spin 1s linear infinite;
    transform-origin: center;
  }
  @keyframes pp-toast-spin {
    to {
      rotate: 1turn;
    }
  }
  .content {
    display: flex;
    flex: 1 1 auto;
    flex-direction: column;
    gap: var(--pp-space-1, 0.25rem);
    min-width: 0;
  }
  .title {
    font-weight: var(--pp-font-weight-medium, 500);
    line-height: var(--pp-line-height-tight, 1.25);
  }
  .description {
    color: inherit;
    opacity: 0.9;
  }
  :host([data-rich-colors]) .toast[data-type='default'] .description,
  :host([data-rich-colors]) .toast[data-type='loading'] .description,
  :host(:not([data-rich-colors])) .description {
    color: var(--_muted);
    opacity: 1;
  }

  .buttons {
    display: flex;
    flex: none;
    gap: var(--pp-space-2, 0.5rem);
    margin-inline-start: auto;
  }
  .button {
    box-sizing: border-box;
    min-height: 1.75rem;
    padding: 0 var(--pp-space-2, 0.5rem);
    border: 1px solid transparent;
    border-radius: var(--pp-radius-sm, 0.25rem);
    font: inherit;
    font-size: var(--pp-font-size-xs, 0.75rem);
    font-weight: var(--pp-font-weight-medium, 500);
    cursor: pointer;
  }
  .action {
    background: var(--pp-color-bg-inverse, CanvasText);
    color: var(--pp-color-fg-inverse, Canvas);
  }
  .cancel {
    background: var(--pp-color-bg-subtle, Canvas);
    color: var(--pp-color-fg-default, CanvasText);
    border-color: var(--_t-border);
  }

  .close {
    position: absolute;
    top: 0;
    inset-inline-start: 0;
    z-index: 1;
    display: flex;
    align-items: center;
    justify-content: center;
    box-sizing: border-box;
    width: 1.5rem;
    height: 1.5rem;
    padding: 0;
    border: 1px solid var(--_t-border);
    border-radius: var(--pp-radius-full, 9999px);
    background: var(--_t-bg);
    color: var(--_t-fg);
    translate: -35% -35%;
    cursor: pointer;
  }
  :host(:dir(rtl)) .close {
    translate: 35% -35%;
  }
  .close svg {
    width: 0.75rem;
    height: 0.75rem;
    pointer-events: none;
  }
  .close:hover {
    background: var(--pp-color-bg-hover, var(--_t-bg));
  }

  @media (prefers-reduced-motion: reduce) {
    .toast,
    .toast > * {
      transition: none;
    }
    .spinner {
      animation-duration: 3s;
    }
  }
`;
