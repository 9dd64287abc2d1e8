import { css } from 'lit';

/** `<pp-checkbox>` on top of the boolean control's frame (shared/check-control.styles.ts): the box and its marks. */
export const styles = css`
  :host {
    --_radius: var(--pp-checkbox-radius, var(--pp-radius-sm, 0.25rem));
    --_box-border: var(--pp-checkbox-border, var(--_border));
    --_box-bg: var(--pp-checkbox-bg, var(--_bg));
    --_checked-bg: var(--pp-checkbox-checked-bg, var(--_on));
    --_checked-fg: var(--pp-checkbox-checked-fg, var(--_on-fg));
  }

  .box {
    display: inline-flex;
    box-sizing: border-box;
    inline-size: var(--_box);
    block-size: var(--_box);
    border: 1.5px solid var(--_box-border);
    border-radius: var(--_radius);
    background: var(--_box-bg);
    color: var(--_checked-fg);
    pointer-events: none;
    transition:
      background-color var(--_duration) var(--_easing),
      border-color var(--_duration) var(--_easing);
  }

  svg {
    inline-size: 100%;
    block-size: 100%;
  }

  .mark,
  .dash {
    display: none;
  }

  .input:checked + .box .mark,
  .input:indeterminate + .box .dash {
    display: inline;
  }

  .input:indeterminate + .box .mark {
    display: none;
  }

  .input:is(:checked, :indeterminate) + .box {
    background: var(--_checked-bg);
    border-color: var(--_checked-bg);
  }

  .input:hover:not(:disabled, :checked, :indeterminate) + .box {
    border-color: var(--_checked-bg);
  }

  .input[aria-invalid='true'] + .box {
    border-color: var(--_border-error);
  }

  .input:disabled + .box {
    background: var(--_bg-disabled);
    border-color: var(--_muted);
    color: var(--_muted);
  }

  @media (prefers-reduced-motion: reduce) {
    .box {
      transition: none;
    }
  }

  @media (forced-colors: active) {
    .box {
      forced-color-adjust: none;
      background: Canvas;
      border-color: CanvasText;
      color: HighlightText;
    }

    .input:is(:checked, :indeterminate) + .box {
      background: Highlight;
      border-color: Highlight;
    }

    .input:disabled + .box {
      background: Canvas;
      border-color: GrayText;
      color: GrayText;
    }
  }
`;
