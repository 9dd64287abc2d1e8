import { css } from 'lit';

export const avatarStyles = css`
  :host {
    --_size: var(--pp-avatar-size, 2rem);

    display: inline-flex;
    flex: none;
    vertical-align: middle;
  }
  :host([hidden]) {
    display: none;
  }
  :host([size='sm']) {
    --_size: var(--pp-avatar-size, 1.5rem);
  }
  :host([size='lg']) {
    --_size: var(--pp-avatar-size, 2.5rem);
  }

  .base {
    box-sizing: border-box;
    position: relative;
    display: inline-grid;
    place-items: center;
    inline-size: var(--_size);
    block-size: var(--_size);
    overflow: hidden;
    border: 1px solid var(--pp-avatar-border, var(--pp-color-border-default, GrayText));
    border-radius: var(--pp-radius-full, 9999px);
    background: var(--pp-avatar-bg, var(--pp-color-bg-subtle, Canvas));
    color: var(--pp-avatar-fg, var(--pp-color-fg-default, CanvasText));
    font-family: var(--pp-font-family-sans, inherit);
    /* The initials scale with the avatar: two letters fill about half its width. */
    font-size: calc(var(--_size) * 0.4);
    font-weight: var(--pp-font-weight-semibold, 600);
    line-height: 1;
    user-select: none;
  }
  :host([shape='square']) .base {
    border-radius: var(--pp-radius-md, 0.375rem);
  }
  /* Drawn, not text: the avatar's name is its label, and initials as text inside a named control
     (the user menu's button) would be visible text missing from that control's name (WCAG 2.5.3). */
  .initials::before {
    content: attr(data-initials) / '';
  }
  [hidden] {
    display: none !important;
  }
  img {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
  /* Not display: none, which would keep a lazy picture from ever loading. */
  img.loading {
    opacity: 0;
  }
  .silhouette,
  ::slotted(*) {
    inline-size: 70%;
    block-size: 70%;
  }
  .silhouette {
    margin-block-start: 15%;
  }

  @media (forced-colors: active) {
    .base {
      border-color: CanvasText;
    }
  }
`;
