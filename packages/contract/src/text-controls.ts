/**
 * Characters that change how a line of text is laid out rather than add to it: the bidirectional
 * controls (LRM, RLM, the Arabic letter mark, the embeddings and overrides U+202A–U+202E, the isolates
 * U+2066–U+2069) and the line and paragraph separators. An override makes `gpj.exe` show as `exe.jpg`
 * and a subject read differently from what it says; a separator breaks a one-line name in two.
 *
 * Defined once, as the inside of a regular-expression character class (`\uXXXX` escapes, valid with and
 * without the `u` flag), for the server's file names (stripped) and the contract's one-line names
 * (refused by their JSON-schema `pattern`).
 */
export const LAYOUT_CONTROL_CLASS = '\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069\\u2028\\u2029';

const LAYOUT_CONTROLS = new RegExp(`[${LAYOUT_CONTROL_CLASS}]`, 'gu');

/** The text without its layout controls. */
export function withoutLayoutControls(text: string): string {
  return text.replace(LAYOUT_CONTROLS, '');
}

/**
 * A JSON-schema `pattern` for one line of text: no C0 or C1 control characters (line breaks, tabs,
 * NEL included) and no layout controls.
 */
export const SINGLE_LINE_PATTERN = `^[^\\u0000-\\u001f\\u007f-\\u009f${LAYOUT_CONTROL_CLASS}]*$`;
