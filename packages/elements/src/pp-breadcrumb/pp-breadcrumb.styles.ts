import { css } from 'lit';

export const breadcrumbStyles = css`
  :host {
    display: block;
    font-size: var(--pp-breadcrumb-font-size, var(--pp-font-size-sm, 0.875rem));
  }
  :host([hidden]) {
    display: none;
  }
  .list {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    row-gap: var(--pp-space-1, 0.25rem);
  }
`;

export const breadcrumbItemStyles = css`
  :host {
    display: inline-flex;
    align-items: center;
    min-inline-size: 0;
    /* Muted text is the token's; without tokens, the system's text colour (GrayText is below 4.5:1). */
    color: var(--pp-color-fg-muted, CanvasText);
  }
  :host([hidden]) {
    display: none;
  }
  .separator {
    display: inline-flex;
    margin-inline: var(--pp-breadcrumb-gap, var(--pp-space-2, 0.5rem));
    color: var(--pp-breadcrumb-separator-color, var(--pp-color-fg-muted, GrayText));
  }
  :host(:first-child) .separator {
    display: none;
  }
  /* The chevron points from the trail to the page: leftwards in a right-to-left page. */
  :host(:dir(rtl)) .separator svg {
    transform: scaleX(-1);
  }
  /* A step without a link (a section with no page of its own) is muted; the current page is not. */
  :host([current]) .text {
    color: var(--pp-breadcrumb-current-color, var(--pp-color-fg-default, CanvasText));
  }
  a,
  ::slotted(a) {
    color: var(--pp-breadcrumb-link-color, var(--pp-color-fg-link, LinkText));
  }
  :host([current]) .text {
    font-weight: var(--pp-font-weight-medium, 500);
  }
  a,
  ::slotted(a) {
    text-decoration: underline;
    text-underline-offset: 0.15em;
    border-radius: var(--pp-radius-sm, 0.25rem);
  }
  a:hover,
  ::slotted(a:hover) {
    text-decoration-thickness: 2px;
  }
  a:focus-visible,
  ::slotted(a:focus-visible) {
    outline: var(--pp-focus-ring-width, 2px) solid var(--pp-color-border-focus, Highlight);
    outline-offset: var(--pp-focus-ring-offset, 2px);
  }
`;
