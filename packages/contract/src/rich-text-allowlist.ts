/**
 * What the support thread's rich text may hold: the editor's schema (pp-rich-text-editor, Tiptap).
 * The server sanitises with it before storing (packages/server/src/security/sanitize-html.ts); the page sanitises
 * with it again before inserting (src/support/trusted-html.ts, for Trusted Types). One list for both.
 */

/** The elements kept (the text of others is kept, scripts and styles go whole). */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'strong',
  'em',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'hr',
  'a',
  'img',
] as const;

/** The attributes the server keeps from what it is sent. */
export const RICH_TEXT_ATTRIBUTES = ['href', 'src', 'alt'] as const;

/** The attributes the server adds to links (`rel`, `target`), which the page keeps too. */
export const LINK_ATTRIBUTES = ['rel', 'target'] as const;
