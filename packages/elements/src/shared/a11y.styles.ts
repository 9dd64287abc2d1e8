import { css, unsafeCSS } from 'lit';

/**
 * Hidden from sight, still read by screen readers: the one rule every element uses (the `.sr-only`
 * class of `a11yStyles`, and the live regions' inline style).
 */
export const VISUALLY_HIDDEN =
  'position:absolute;inline-size:1px;block-size:1px;margin:-1px;padding:0;border:0;overflow:hidden;' +
  'clip-path:inset(50%);white-space:nowrap;';

/** The accessibility stylesheet of every element: `.sr-only` text is read, not shown. */
export const a11yStyles = css`
  .sr-only {
    ${unsafeCSS(VISUALLY_HIDDEN)}
  }
`;
