import { css } from 'lit';

/**
 * The styles of `<pp-rich-text-editor>`: the field, the toolbar, the link form, the upload
 * placeholders, and the ProseMirror rules Tiptap would otherwise inject into the document head
 * (`injectCSS: false`: the editor lives in the shadow root, where a head stylesheet does not reach).
 */
export const styles = css`
  :host {
    --_bg: var(--pp-rich-text-editor-background, var(--pp-color-bg-surface, Field));
    --_fg: var(--pp-color-fg-default, CanvasText);
    --_muted: var(--pp-color-fg-muted, color-mix(in srgb, CanvasText 68%, Canvas));
    --_border: var(--pp-rich-text-editor-border-color, var(--pp-color-border-default, GrayText));
    --_toolbar-bg: var(--pp-rich-text-editor-toolbar-background, var(--pp-color-bg-subtle, Canvas));
    --_pressed-bg: var(--pp-color-bg-selected, color-mix(in srgb, Highlight 16%, Canvas));
    --_hover-bg: var(--pp-color-bg-hover, color-mix(in srgb, CanvasText 8%, Canvas));
    --_popup-bg: var(--pp-color-bg-raised, Canvas);
    --_accent: var(--pp-color-bg-brand, AccentColor);
    --_link: var(--pp-color-fg-link, LinkText);
    --_error: var(--pp-color-status-error-fg, CanvasText);
    --_focus: var(--pp-color-border-focus, Highlight);
    --_focus-width: var(--pp-focus-ring-width, 2px);
    --_radius: var(--pp-rich-text-editor-radius, var(--pp-radius-md, 0.375rem));
    --_min-height: var(--pp-rich-text-editor-min-height, 8rem);
    --_max-height: var(--pp-rich-text-editor-max-height, 32rem);
    --_space-1: var(--pp-space-1, 0.25rem);
    --_space-2: var(--pp-space-2, 0.5rem);
    --_space-3: var(--pp-space-3, 0.75rem);
    --_font: var(--pp-font-family-sans, system-ui, sans-serif);
    --_mono: var(--pp-font-family-mono, ui-monospace, monospace);
    --_font-size: var(--pp-font-size-sm, 0.875rem);
    --_font-size-small: var(--pp-font-size-xs, 0.75rem);

    display: block;
    font-family: var(--_font);
    font-size: var(--_font-size);
    line-height: var(--pp-line-height-normal, 1.5);
    color: var(--_fg);
  }

  :host([hidden]) {
    display: none;
  }

  .field {
    display: flex;
    flex-direction: column;
    min-inline-size: 0;
    background: var(--_bg);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }

  .field:focus-within:has(.ProseMirror:focus) {
    outline: var(--_focus-width) solid var(--_focus);
    outline-offset: -1px;
  }

  :host([disabled]) .field {
    opacity: 0.6;
  }

  /* The toolbar wraps at narrow widths (375 px shows it in two or three rows). */
  [role='toolbar'] {
    display: flex;
    flex-wrap: wrap;
    gap: 2px;
    padding: var(--_space-1);
    background: var(--_toolbar-bg);
    border-block-end: 1px solid var(--_border);
    border-start-start-radius: var(--_radius);
    border-start-end-radius: var(--_radius);
  }

  .separator {
    align-self: stretch;
    inline-size: 1px;
    margin: var(--_space-1) 2px;
    background: var(--_border);
  }

  button {
    box-sizing: border-box;
    font: inherit;
    color: var(--_fg);
    cursor: pointer;
  }

  [role='toolbar'] button {
    display: inline-grid;
    place-items: center;
    inline-size: 2rem;
    block-size: 2rem;
    padding: 0;
    background: transparent;
    border: 1px solid transparent;
    border-radius: var(--pp-radius-sm, 0.25rem);
  }

  [role='toolbar'] button:hover:not([aria-disabled='true']) {
    background: var(--_hover-bg);
  }

  [role='toolbar'] button[aria-pressed='true'] {
    background: var(--_pressed-bg);
    border-color: var(--_border);
  }

  [role='toolbar'] button[aria-disabled='true'] {
    color: var(--_muted);
    cursor: default;
  }

  svg {
    inline-size: 1.125rem;
    block-size: 1.125rem;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }

  .label-text {
    font-weight: var(--pp-font-weight-semibold, 600);
    font-size: var(--_font-size-small);
  }

  :is(input, button):focus-visible {
    outline: var(--_focus-width) solid var(--_focus);
    outline-offset: calc(-1 * var(--_focus-width));
  }

  .content {
    min-block-size: var(--_min-height);
    max-block-size: var(--_max-height);
    overflow: auto;
    display: flex;
    flex-direction: column;
  }

  /* ---- ProseMirror (Tiptap's core style, injectCSS: false) -------------------------------------- */
  .ProseMirror {
    position: relative;
    flex: 1;
    box-sizing: border-box;
    min-block-size: var(--_min-height);
    padding: var(--_space-2) var(--_space-3);
    outline: none;
    word-wrap: break-word;
    white-space: pre-wrap;
    white-space: break-spaces;
    font-variant-ligatures: none;
    font-feature-settings: 'liga' 0;
  }
  .ProseMirror [contenteditable='false'] {
    white-space: normal;
  }
  .ProseMirror [contenteditable='false'] [contenteditable='true'] {
    white-space: pre-wrap;
  }
  .ProseMirror pre {
    white-space: pre-wrap;
  }
  img.ProseMirror-separator {
    display: inline !important;
    border: none !important;
    margin: 0 !important;
    inline-size: 0 !important;
    block-size: 0 !important;
  }
  .ProseMirror-gapcursor {
    display: none;
    pointer-events: none;
    position: absolute;
    margin: 0;
  }
  .ProseMirror-gapcursor::after {
    content: '';
    display: block;
    position: absolute;
    top: -2px;
    inline-size: 20px;
    border-top: 1px solid var(--_fg);
    animation: pp-rich-text-editor-blink 1.1s steps(2, start) infinite;
  }
  @keyframes pp-rich-text-editor-blink {
    to {
      visibility: hidden;
    }
  }
  .ProseMirror-hideselection *::selection {
    background: transparent;
  }
  .ProseMirror-hideselection * {
    caret-color: transparent;
  }
  .ProseMirror-focused .ProseMirror-gapcursor {
    display: block;
  }
  .ProseMirror-selectednode {
    outline: var(--_focus-width) solid var(--_focus);
  }

  /* ---- The content ---------------------------------------------------------------------------- */
  .ProseMirror > :first-child {
    margin-block-start: 0;
  }
  .ProseMirror > :last-child {
    margin-block-end: 0;
  }
  .ProseMirror p {
    margin-block: 0 var(--_space-2);
  }
  .ProseMirror h2 {
    font-size: 1.25em;
    margin-block: var(--_space-3) var(--_space-2);
  }
  .ProseMirror h3 {
    font-size: 1.1em;
    margin-block: var(--_space-3) var(--_space-2);
  }
  .ProseMirror :is(ul, ol) {
    margin-block: 0 var(--_space-2);
    padding-inline-start: 1.5em;
  }
  .ProseMirror blockquote {
    margin: 0 0 var(--_space-2);
    padding-inline-start: var(--_space-3);
    border-inline-start: 3px solid var(--_border);
    color: var(--_muted);
  }
  .ProseMirror code {
    font-family: var(--_mono);
    font-size: 0.9em;
    padding: 0.1em 0.25em;
    border-radius: var(--pp-radius-sm, 0.25rem);
    background: var(--_hover-bg);
  }
  .ProseMirror pre {
    margin: 0 0 var(--_space-2);
    padding: var(--_space-2) var(--_space-3);
    border-radius: var(--pp-radius-sm, 0.25rem);
    background: var(--_hover-bg);
    overflow-x: auto;
  }
  .ProseMirror pre code {
    padding: 0;
    background: none;
  }
  .ProseMirror a {
    color: var(--_link);
  }
  .ProseMirror img {
    display: block;
    max-inline-size: 100%;
    block-size: auto;
  }
  .ProseMirror hr {
    border: none;
    border-block-start: 1px solid var(--_border);
    margin-block: var(--_space-3);
  }
  /* The placeholder (Tiptap's Placeholder extension marks the empty first paragraph). */
  .ProseMirror p.is-editor-empty:first-child::before {
    content: attr(data-placeholder);
    float: inline-start;
    block-size: 0;
    pointer-events: none;
    color: var(--_muted);
  }

  /* ---- Uploads in progress -------------------------------------------------------------------- */
  .upload {
    display: inline-flex;
    align-items: center;
    gap: var(--_space-2);
    max-inline-size: 100%;
    padding: 0 var(--_space-1) 0 var(--_space-2);
    border: 1px dashed var(--_border);
    border-radius: var(--pp-radius-sm, 0.25rem);
    background: var(--_toolbar-bg);
    font-size: var(--_font-size-small);
    vertical-align: middle;
    user-select: none;
  }
  .upload-name {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    max-inline-size: 12rem;
  }
  .upload-bar {
    display: inline-block;
    inline-size: 4rem;
    block-size: 0.375rem;
    border-radius: 999px;
    background: var(--_hover-bg);
    overflow: hidden;
  }
  .upload-bar > span {
    display: block;
    block-size: 100%;
    background: var(--_accent);
  }
  .upload-percent {
    font-variant-numeric: tabular-nums;
    min-inline-size: 2.5em;
  }
  .upload-cancel {
    inline-size: 1.5rem;
    block-size: 1.5rem;
    padding: 0;
    border: none;
    border-radius: var(--pp-radius-sm, 0.25rem);
    background: transparent;
    font-size: 1rem;
    line-height: 1;
  }
  .upload-cancel:hover {
    background: var(--_hover-bg);
  }

  /* ---- Under the text: the inline error and the character count ------------------------------ */
  .footer {
    display: flex;
    gap: var(--_space-2);
    justify-content: space-between;
    align-items: start;
    padding: 0 var(--_space-3);
    font-size: var(--_font-size-small);
  }
  .footer:has(:not(:empty)) {
    padding-block: var(--_space-1);
    border-block-start: 1px solid var(--_border);
  }
  [part~='error'] {
    color: var(--_error);
  }
  [part~='count'] {
    margin-inline-start: auto;
    color: var(--_muted);
    font-variant-numeric: tabular-nums;
  }
  [part~='count'][data-over] {
    color: var(--_error);
  }

  /* ---- The link form in the top layer; these undo the user-agent [popover] box ---------------- */
  .link-popover {
    position: fixed;
    inset: auto;
    margin: 0;
    padding: var(--_space-3);
    box-sizing: border-box;
    inline-size: 20rem;
    max-inline-size: calc(100vw - 16px);
    color: var(--_fg);
    background: var(--_popup-bg);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    box-shadow: var(--pp-shadow-md, 0 4px 12px color-mix(in srgb, CanvasText 15%, transparent));
    font-family: var(--_font);
    font-size: var(--_font-size);
    line-height: var(--pp-line-height-normal, 1.5);
  }
  .link-popover form {
    display: flex;
    flex-direction: column;
    gap: var(--_space-2);
  }
  .link-popover label {
    font-weight: var(--pp-font-weight-medium, 500);
  }
  .link-popover input {
    box-sizing: border-box;
    inline-size: 100%;
    min-block-size: 2.25rem;
    padding: 0 var(--_space-2);
    font: inherit;
    color: var(--_fg);
    background: var(--_bg);
    border: 1px solid var(--_border);
    border-radius: var(--pp-radius-sm, 0.25rem);
  }
  .link-popover input[aria-invalid='true'] {
    border-color: var(--_error);
  }
  .link-error {
    color: var(--_error);
    font-size: var(--_font-size-small);
  }
  .link-error:empty {
    display: none;
  }
  .link-actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space-2);
    justify-content: flex-end;
  }
  .link-actions button {
    min-block-size: 2rem;
    padding: 0 var(--_space-3);
    background: var(--_bg);
    border: 1px solid var(--_border);
    border-radius: var(--pp-radius-sm, 0.25rem);
  }
  .link-actions button[type='submit'] {
    color: var(--pp-color-fg-on-brand, Canvas);
    background: var(--_accent);
    border-color: var(--_accent);
  }

  @media (prefers-reduced-motion: reduce) {
    .ProseMirror-gapcursor::after {
      animation: none;
    }
  }
`;
