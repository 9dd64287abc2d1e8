import { css } from 'lit';

/** `<pp-switch>` on top of the boolean control's frame (shared/check-control.styles.ts): the track and the thumb. */
export const styles = css`
  :host {
    --_track-bg: var(--pp-switch-track-bg, var(--_bg));
    --_track-border: var(--pp-switch-track-border, var(--_border));
    --_thumb: var(--pp-switch-thumb, var(--_muted));
    --_checked-bg: var(--pp-switch-checked-bg, var(--_on));
    --_checked-thumb: var(--pp-switch-checked-thumb, var(--_on-fg));
    --_track-h: calc(var(--_box) + 0.25rem);
    --_track-w: calc(var(--_track-h) * 1.8);
    /* How far the thumb travels: the track's length less its height. */
    --_travel: calc(var(--_track-w) - var(--_track-h));
  }

  :host(:dir(rtl)) {
    --_travel: calc(var(--_track-h) - var(--_track-w));
  }

  .track {
    position: relative;
    display: inline-flex;
    align-items: center;
    box-sizing: border-box;
    inline-size: var(--_track-w);
    block-size: var(--_track-h);
    padding: 2px;
    border: 1.5px solid var(--_track-border);
    border-radius: var(--pp-radius-full, 9999px);
    background: var(--_track-bg);
    pointer-events: none;
    transition:
      background-color var(--_duration) var(--_easing),
      border-color var(--_duration) var(--_easing);
  }

  .thumb {
    box-sizing: border-box;
    inline-size: calc(var(--_track-h) - 7px);
    block-size: calc(var(--_track-h) - 7px);
    border-radius: 50%;
    background: var(--_thumb);
    transition: translate var(--_duration) var(--_easing);
  }

  .input:checked + .track {
    background: var(--_checked-bg);
    border-color: var(--_checked-bg);
  }

  .input:checked + .track .thumb {
    translate: var(--_travel);
    background: var(--_checked-thumb);
  }

  .input:hover:not(:disabled, :checked) + .track {
    border-color: var(--_checked-bg);
  }

  .input[aria-invalid='true'] + .track {
    border-color: var(--_border-error);
  }

  .input:disabled + .track {
    background: var(--_bg-disabled);
    border-color: var(--_muted);
  }

  .input:disabled + .track .thumb {
    background: var(--_muted);
  }

  @media (prefers-reduced-motion: reduce) {
    .track,
    .thumb {
      transition: none;
    }
  }

  @media (forced-colors: active) {
    .track {
      forced-color-adjust: none;
      background: Canvas;
      border-color: CanvasText;
    }

    .thumb {
      background: CanvasText;
    }

    .input:checked + .track {
      background: Highlight;
      border-color: Highlight;
    }

    .input:checked + .track .thumb {
      background: HighlightText;
    }

    .input:disabled + .track,
    .input:disabled + .track .thumb {
      border-color: GrayText;
    }

    .input:disabled + .track .thumb {
      background: GrayText;
    }
  }
`;
