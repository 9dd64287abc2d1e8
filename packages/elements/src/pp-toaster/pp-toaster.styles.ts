import { css } from 'lit';

/** Styles of `<pp-toaster>` itself: it only hosts the top-layer region. */
export const toasterHostStyles = css`
  :host {
    display: contents;
  }
`;

/**
 * Styles of the toast region (the top-layer popover that holds the live regions and the stack): where
 * it sits and its knobs. `:host` here is the region element, which carries `data-position`,
 * `data-expanded` and `data-rich-colors`. The toasts' own styles come with their view
 * (toast-view.styles.ts), adopted after these when it arrives.
 */
export const toastRegionStyles = css`
  :host {
    /* Public knobs, read once into private properties. */
    --_width: var(--pp-toaster-width, var(--pp-toast-width, 356px));
    --_gap: var(--pp-toaster-gap, var(--pp-toast-gap, 14px));
    --_offset: var(--pp-toaster-offset, 24px);
    --_offset-top-right: var(--pp-toaster-offset-top-right, var(--pp-toast-offset-top-right, 76px));
    --_offset-mobile: var(--pp-toaster-offset-mobile, 16px);
    --_bg: var(--pp-toaster-background, var(--pp-toast-bg, var(--pp-color-bg-raised, Canvas)));
    --_fg: var(--pp-toaster-color, var(--pp-toast-fg, var(--pp-color-fg-default, CanvasText)));
    --_muted: var(--pp-toaster-muted-color, var(--pp-color-fg-muted, CanvasText));
    --_border: var(
      --pp-toaster-border-color,
      var(--pp-toast-border, var(--pp-color-border-default, GrayText))
    );
    --_radius: var(--pp-toaster-radius, var(--pp-toast-radius, var(--pp-radius-md, 0.5rem)));
    --_shadow: var(--pp-toaster-shadow, var(--pp-toast-shadow, var(--pp-shadow-lg, none)));
    --_font: var(--pp-toaster-font-family, var(--pp-font-family-sans, system-ui, sans-serif));
    --_focus: var(--pp-color-border-focus, Highlight);
    --_focus-width: var(--pp-focus-ring-width, 2px);
    --_focus-offset: var(--pp-focus-ring-offset, 2px);
    --_duration: var(--pp-toaster-duration, var(--pp-duration-normal, 200ms));
    --_easing: var(--pp-toaster-easing, var(--pp-easing-standard, ease));
    /* Stack direction: toasts behind the front one move away from the edge. */
    --_dir: -1;
    --_enter: 1;

    position: fixed;
    inset: auto;
    bottom: var(--_offset);
    right: var(--_offset);
    box-sizing: border-box;
    width: var(--_width);
    max-width: calc(100vw - 2 * var(--_offset));
    height: auto;
    margin: 0;
    padding: 0;
    border: 0;
    overflow: visible;
    background: transparent;
    color: var(--_fg);
    font-family: var(--_font);
    font-size: var(--pp-font-size-sm, 0.875rem);
    line-height: var(--pp-line-height-normal, 1.5);
    pointer-events: none;
  }

  :host([data-y='top']) {
    --_dir: 1;
    --_enter: -1;
    top: var(--_offset);
    bottom: auto;
  }
  :host([data-position='top-right']) {
    top: var(--_offset-top-right);
  }
  :host([data-x='left']) {
    left: var(--_offset);
    right: auto;
  }
  :host([data-x='center']) {
    left: 50%;
    right: auto;
    translate: -50% 0;
  }

  /* Small screens: full width, sonner's 16 px edge. */
  @media (max-width: 600px) {
    :host {
      left: var(--_offset-mobile);
      right: var(--_offset-mobile);
      width: auto;
      max-width: none;
      translate: none;
    }
    :host([data-x='center']) {
      left: var(--_offset-mobile);
      right: var(--_offset-mobile);
      translate: none;
    }
  }
`;
