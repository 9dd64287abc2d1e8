import { css } from 'lit';

/** `<pp-combobox>`, after the field's texts (shared/field.styles.ts: label, hint, error). */

export const styles = css`
  :host {
    --_width: var(--pp-combobox-width, 16rem);
    --_max-height: var(--pp-combobox-max-height, 300px);
    --_row-height: var(--pp-combobox-row-height, 32px);
    --_row-height-description: var(--pp-combobox-row-height-description, 48px);
    --_bg: var(--pp-combobox-background, var(--pp-color-bg-surface, Field));
    --_fg: var(--pp-color-fg-default, FieldText);
    --_muted: var(--pp-color-fg-muted, color-mix(in srgb, CanvasText 68%, Canvas));
    --_border: var(--pp-combobox-border-color, var(--pp-color-border-default, GrayText));
    --_border-strong: var(--pp-color-border-strong, CanvasText);
    --_radius: var(--pp-combobox-radius, var(--pp-radius-md, 0.375rem));
    --_popup-bg: var(--pp-combobox-popup-background, var(--pp-color-bg-raised, Canvas));
    --_active-bg: var(
      --pp-combobox-option-active-background,
      var(--pp-color-bg-hover, color-mix(in srgb, CanvasText 10%, Canvas))
    );
    --_active-fg: var(--pp-color-fg-default, CanvasText);
    --_checked: var(--pp-combobox-option-checked-color, var(--pp-color-bg-brand, AccentColor));
    --_on-checked: var(--pp-color-fg-on-brand, AccentColorText);
    --_focus: var(--pp-color-border-focus, Highlight);
    --_focus-width: var(--pp-focus-ring-width, 2px);
    --_focus-offset: var(--pp-focus-ring-offset, 2px);
    --_space-1: var(--pp-space-1, 0.25rem);
    --_space-2: var(--pp-space-2, 0.5rem);
    --_space-3: var(--pp-space-3, 0.75rem);
    --_font: var(--pp-font-family-sans, system-ui, sans-serif);
    --_font-size: var(--pp-font-size-sm, 0.875rem);
    --_font-size-small: var(--pp-font-size-xs, 0.75rem);
    --_duration: var(--pp-duration-fast, 120ms);
    --_easing: var(--pp-easing-standard, ease-out);

    display: inline-block;
    position: relative;
    inline-size: var(--_width);
    max-inline-size: 100%;
    font-family: var(--_font);
    font-size: var(--_font-size);
    line-height: var(--pp-line-height-normal, 1.5);
    color: var(--_fg);
  }

  :host([hidden]) {
    display: none;
  }

  :host([disabled]) {
    opacity: 0.6;
  }

  .field {
    position: relative;
    display: flex;
    align-items: center;
    min-block-size: 2.25rem;
    box-sizing: border-box;
    background: var(--_bg);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }

  .field:hover {
    border-color: var(--_border-strong);
  }

  .field:has(:focus-visible) {
    outline: var(--_focus-width) solid var(--_focus);
    outline-offset: var(--_focus-offset);
  }

  .field.invalid {
    border-color: var(--_border-error);
    box-shadow: inset 0 0 0 1px var(--_border-error);
  }

  /* The field's label and messages (fieldTextStyles), as blocks above and under the box. */
  .label {
    display: block;
    inline-size: fit-content;
    margin-block-end: var(--_space-1);
  }

  .messages {
    margin-block-start: var(--_space-1);
  }

  .input,
  .trigger {
    flex: 1;
    min-inline-size: 0;
    box-sizing: border-box;
    block-size: 100%;
    min-block-size: calc(2.25rem - 2px);
    margin: 0;
    padding: 0 calc(var(--_space-3) + 1.25rem) 0 var(--_space-3);
    border: 0;
    border-radius: inherit;
    background: transparent;
    color: inherit;
    font: inherit;
    outline: none;
  }

  .input::placeholder,
  .placeholder {
    color: var(--_muted);
    opacity: 1;
  }

  .trigger {
    display: flex;
    align-items: center;
    gap: var(--_space-2);
    cursor: default;
    user-select: none;
  }

  .value,
  .placeholder {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  :host([disabled]) .trigger,
  :host([disabled]) .input {
    cursor: not-allowed;
  }

  .indicator {
    position: absolute;
    inset-inline-end: var(--_space-3);
    inline-size: 0.5rem;
    block-size: 0.5rem;
    margin-block-start: -0.25rem;
    border-inline-end: 1.5px solid var(--_muted);
    border-block-end: 1.5px solid var(--_muted);
    transform: rotate(45deg);
    pointer-events: none;
    transition: transform var(--_duration) var(--_easing);
  }

  .field.open .indicator {
    margin-block-start: 0.25rem;
    transform: rotate(-135deg);
  }

  /* The popup lives in the top layer; these undo the user-agent [popover] box. */
  .popup {
    position: fixed;
    inset: auto;
    margin: 0;
    padding: var(--_space-1);
    box-sizing: border-box;
    inline-size: var(--_width);
    max-inline-size: calc(100vw - 16px);
    overflow: visible;
    color: var(--_fg);
    background: var(--_popup-bg);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    box-shadow: var(--pp-shadow-md, 0 4px 12px color-mix(in srgb, CanvasText 15%, transparent));
    font-family: var(--_font);
    font-size: var(--_font-size);
    line-height: var(--pp-line-height-normal, 1.5);
  }

  .popup:popover-open {
    display: flex;
    flex-direction: column;
    animation: pp-combobox-in var(--_duration) var(--_easing);
  }

  @keyframes pp-combobox-in {
    from {
      opacity: 0;
      transform: translateY(-4px);
    }
  }

  /* Overflow, overscroll and the scrollbar shown only while scrolling come from scrollAreaStyles
     (data-pp-scroll-area, driven by ScrollAreaController). */
  .listbox {
    box-sizing: border-box;
    /* block-size: all rows up to the maximum, set inline (see #listHeight in pp-combobox.ts). */
    flex: 0 1 auto;
    outline: none;
  }

  /* The virtualizer's sizer ends the scroll size with 2 px of text pulled up by 2 px: as tall as the
     inherited line height, it made a list whose rows all fit scroll by a pixel. */
  .listbox > [virtualizer-sizer] {
    line-height: 1;
  }

  .listbox.empty {
    display: none !important;
  }

  .option {
    display: flex;
    align-items: center;
    gap: var(--_space-2);
    inline-size: 100%;
    block-size: var(--_row-height);
    padding: 0 var(--_space-2);
    box-sizing: border-box;
    border-radius: var(--pp-radius-sm, 0.25rem);
    cursor: default;
    user-select: none;
    /* Clips like hidden, but a row is no scroll container: cheaper to lay out and paint on every
       keystroke, which changes every rendered row. */
    overflow: clip;
    /* Rows have no scrollbar: their own value stops the listbox's scrollbar colour (inherited, and
       changed as the scrollbar shows and hides) from restyling everything inside every row. */
    scrollbar-color: auto;
  }

  .option.tall {
    block-size: var(--_row-height-description);
  }

  .option.active {
    background: var(--_active-bg);
    color: var(--_active-fg);
  }

  /* The name above the description: plain blocks (a column flexbox lays out the same, at more cost). */
  .text {
    display: block;
    flex: 1;
    min-inline-size: 0;
  }

  .name,
  .description {
    display: block;
    overflow: clip;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  .description {
    color: var(--_muted);
    font-size: var(--_font-size-small);
  }

  .placeholder .name {
    color: var(--_muted);
  }

  mark {
    background: none;
    color: inherit;
    font-weight: var(--pp-font-weight-semibold, 600);
    text-decoration: underline;
    text-underline-offset: 2px;
  }

  .icon {
    flex: none;
    inline-size: 1rem;
    block-size: 1rem;
    background: currentColor;
    mask: var(--_icon) center / contain no-repeat;
  }

  .check {
    flex: none;
    display: inline-grid;
    place-items: center;
    inline-size: 1rem;
    block-size: 1rem;
    box-sizing: border-box;
    border: 1.5px solid var(--_border-strong);
    border-radius: var(--pp-radius-sm, 0.25rem);
  }

  .check.radio {
    border-radius: var(--pp-radius-full, 9999px);
  }

  .current .check {
    background: var(--_checked);
    border-color: var(--_checked);
  }

  .current .check.checkbox::after,
  .tick {
    content: '';
    inline-size: 0.3rem;
    block-size: 0.55rem;
    margin-block-start: -0.15rem;
    border-inline-end: 2px solid var(--_on-checked);
    border-block-end: 2px solid var(--_on-checked);
    transform: rotate(45deg);
  }

  .tick {
    flex: none;
    border-color: var(--_checked);
    margin-inline-end: var(--_space-1);
  }

  .current .check.radio::after {
    content: '';
    inline-size: 0.375rem;
    block-size: 0.375rem;
    border-radius: var(--pp-radius-full, 9999px);
    background: var(--_on-checked);
  }

  .chevron {
    flex: none;
    inline-size: 0.4rem;
    block-size: 0.4rem;
    margin-inline-end: var(--_space-1);
    border-inline-end: 1.5px solid currentColor;
    border-block-start: 1.5px solid currentColor;
    transform: rotate(45deg);
    opacity: 0.7;
  }

  .path {
    flex: none;
    display: flex;
    align-items: center;
    gap: var(--_space-1);
    padding: var(--_space-1) var(--_space-1) var(--_space-2);
    margin-block-end: var(--_space-1);
    border-block-end: 1px solid var(--_border);
    font-size: var(--_font-size-small);
    color: var(--_muted);
  }

  .path ol {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--_space-1);
    margin: 0;
    padding: 0;
    list-style: none;
  }

  .path li + li::before {
    content: '›';
    margin-inline-end: var(--_space-1);
  }

  .path li[aria-current] {
    color: var(--_fg);
    font-weight: var(--pp-font-weight-medium, 500);
  }

  .path button {
    padding: 0;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }

  .path button:hover {
    color: var(--_fg);
    text-decoration: underline;
  }

  .back {
    position: relative;
    flex: none;
    inline-size: 1.5rem;
    block-size: 1.5rem;
    border-radius: var(--pp-radius-sm, 0.25rem);
  }

  .path .back:hover {
    background: var(--_active-bg);
  }

  .back::before {
    content: '';
    position: absolute;
    inset: 0;
    margin: auto;
    inline-size: 0.4rem;
    block-size: 0.4rem;
    border-inline-start: 1.5px solid currentColor;
    border-block-end: 1.5px solid currentColor;
    transform: translateX(1px) rotate(45deg);
  }

  .status {
    flex: none;
    display: flex;
    align-items: center;
    gap: var(--_space-2);
    min-block-size: var(--_row-height);
    padding: 0 var(--_space-2);
    color: var(--_muted);
  }

  .spinner {
    flex: none;
    inline-size: 0.875rem;
    block-size: 0.875rem;
    box-sizing: border-box;
    border: 2px solid var(--_border);
    border-block-start-color: var(--_fg);
    border-radius: var(--pp-radius-full, 9999px);
    animation: pp-combobox-spin 700ms linear infinite;
  }

  .spinner.corner {
    position: absolute;
    inset-block-start: var(--_space-2);
    inset-inline-end: var(--_space-3);
  }

  @keyframes pp-combobox-spin {
    to {
      transform: rotate(360deg);
    }
  }

  @media (prefers-reduced-motion: reduce) {
    .popup:popover-open {
      animation: none;
    }
    .indicator {
      transition: none;
    }
    .spinner {
      animation-duration: 2.4s;
    }
  }

  @media (forced-colors: active) {
    .field.invalid {
      border-style: dashed;
    }
    .option.active {
      outline: 2px solid Highlight;
      outline-offset: -2px;
    }
    .icon {
      background: CanvasText;
    }
  }
`;
