import { css } from 'lit';

/**
 * `<pp-radio>`: a circle drawn from the input tokens beside its text, the whole host the target (at
 * least 24px), its state read from the host's own `aria-checked` and `aria-disabled`.
 */
export const radioStyles = css`
  :host {
    --_size: var(--pp-radio-size, 1.125rem);
    --_bg: var(--pp-radio-bg, var(--pp-input-bg, var(--pp-color-bg-surface, Field)));
    --_bg-hover: var(--pp-radio-bg-hover, var(--pp-color-bg-hover, Field));
    --_border: var(--pp-radio-border, var(--pp-input-border, var(--pp-color-border-strong, GrayText)));
    /* The focus colour: an accent that keeps 3:1 against the surface in both themes (brand-600 has 3.0 in dark). */
    --_checked: var(--pp-radio-checked, var(--pp-color-border-focus, Highlight));
    --_disabled: var(--pp-color-fg-subtle, GrayText);
    --_bg-disabled: var(--pp-input-bg-disabled, var(--pp-color-bg-subtle, Canvas));
    --_focus: var(--pp-color-border-focus, Highlight);
    --_focus-width: var(--pp-focus-ring-width, 2px);
    --_focus-offset: var(--pp-focus-ring-offset, 2px);
    --_duration: var(--pp-duration-fast, 120ms);
    --_easing: var(--pp-easing-standard, ease-out);

    display: inline-flex;
    align-items: flex-start;
    gap: var(--pp-space-2, 0.5rem);
    box-sizing: border-box;
    /* WCAG 2.2 target size: the whole radio, circle and text, is at least 24px each way. */
    min-block-size: 24px;
    min-inline-size: 24px;
    border-radius: var(--pp-radius-sm, 0.25rem);
    /* A segment of a segmented group (the group sets --_segment-*; unset, each is a no-op). */
    padding: var(--_segment-padding, 0);
    cursor: pointer;
    -webkit-tap-highlight-color: transparent;
  }

  :host(:hover:not([aria-checked='true'], [aria-disabled='true'])) {
    background: var(--_segment-hover-bg);
  }

  :host([aria-checked='true']) {
    background: var(--_segment-checked-bg);
    color: var(--_segment-checked-fg);
  }

  :host([hidden]) {
    display: none;
  }

  :host(:focus-visible) {
    outline: var(--_focus-width) solid var(--_focus);
    outline-offset: var(--_focus-offset);
  }

  .control {
    display: var(--_segment-control, grid);
    place-items: center;
    flex: none;
    box-sizing: border-box;
    inline-size: var(--_size);
    block-size: var(--_size);
    /* Centred on the first line of the text, as the host's line is at least 24px high. */
    margin-block: max(0px, calc((max(1lh, 24px) - var(--_size)) / 2));
    /* --_radio-invalid comes from the group while its error shows. */
    border: 2px solid var(--_radio-invalid, var(--_border));
    border-radius: var(--pp-radius-full, 50%);
    background: var(--_bg);
    transition:
      border-color var(--_duration) var(--_easing),
      background-color var(--_duration) var(--_easing);
  }

  .dot {
    inline-size: 50%;
    block-size: 50%;
    border-radius: var(--pp-radius-full, 50%);
    background: var(--_checked);
    transform: scale(0);
    transition: transform var(--_duration) var(--_easing);
  }

  .label {
    align-self: center;
  }

  :host(:hover:not([aria-disabled='true'])) .control {
    background: var(--_bg-hover);
  }

  :host([aria-checked='true']) .control {
    border-color: var(--_checked);
  }

  :host([aria-checked='true']) .dot {
    transform: scale(1);
  }

  :host([aria-disabled='true']) {
    cursor: not-allowed;
    color: var(--_disabled);
  }

  :host([aria-disabled='true']) .control {
    border-color: var(--_disabled);
    background: var(--_bg-disabled);
  }

  :host([aria-disabled='true']) .dot {
    background: var(--_disabled);
  }

  @media (prefers-reduced-motion: reduce) {
    .control,
    .dot {
      transition: none;
    }
  }

  /* High contrast: the system's colours, the chosen dot in Highlight, a disabled radio in GrayText. */
  @media (forced-colors: active) {
    /* A segment keeps its circle: the system colours would hide which one is filled. */
    .control {
      display: grid;
      forced-color-adjust: none;
      border-color: CanvasText;
      background: Canvas;
    }

    .dot {
      background: Highlight;
    }

    :host([aria-checked='true']) .control {
      border-color: Highlight;
    }

    :host([aria-disabled='true']) {
      color: GrayText;
    }

    :host([aria-disabled='true']) .control {
      border-color: GrayText;
    }

    :host([aria-disabled='true']) .dot {
      background: GrayText;
    }

    :host(:focus-visible) {
      outline-color: Highlight;
    }
  }
`;
