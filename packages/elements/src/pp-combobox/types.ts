/**
 * The data contract of `<pp-combobox>`: the spec's Combobox option shape (id, name, description, icon,
 * active, href, children, inputType, asInertiaLink) and the server-side data provider.
 */

/**
 * One option of a `<pp-combobox>`.
 *
 * What the element does when the option is accepted (Enter, click, or Tab for plain and radio options):
 * - `children` set: the option opens a nested level holding those options (with a `dataProvider`, an
 *   empty array is enough: the provider is asked for the level's items with this option as `parent`);
 * - `href` set: the element fires a `pp-navigate` event. When `asInertiaLink` is not `false` the event is
 *   cancelable, so a client-side router can call `preventDefault()` and take over; otherwise, or when
 *   nobody cancels it, the browser loads `href` (a full page load);
 * - `inputType: 'checkbox'`: toggles the option's checked state and keeps the list open, so several
 *   options can be chosen (each checked id is submitted with the form);
 * - `inputType: 'radio'` or no `inputType`: a single choice; it becomes the element's `value` and the
 *   list closes.
 * In every case but `children` and `href` the element fires `pp-select` first (cancelable).
 */
export interface ComboboxOption {
  /** Unique among the options of the whole tree; the value submitted with the form. */
  id: string;
  /** The visible and accessible text; what the filter searches. */
  name: string;
  /** A second line of text (the row is then 48 px high instead of 32); searched after the name. */
  description?: string;
  /**
   * An icon: either SVG markup (`<svg ...>`) or an image URL. It is painted as a mask in the text
   * colour (so monochrome), and never parsed into the document, so markup from data cannot run script.
   */
  icon?: string;
  /**
   * Marks the current choice: for a plain or radio option the initial `value` (when none is set), for a
   * checkbox option its initial checked state, for an `href` option the current page (`aria-current`).
   */
  active?: boolean;
  /** Navigates when accepted (see `asInertiaLink`). */
  href?: string;
  /** A nested level of options, opened when this option is accepted. */
  children?: ComboboxOption[];
  /** `checkbox`: toggles without closing (several choices); `radio`: a single choice. */
  inputType?: 'checkbox' | 'radio';
  /**
   * For `href` options: `false` means the link needs a full page load, so `pp-navigate` is not
   * cancelable; otherwise (the default) a client-side router may take the navigation over.
   */
  asInertiaLink?: boolean;
}

/** What the `dataProvider` is asked for. */
export interface ComboboxDataRequest {
  /** The query as typed (the provider does its own matching). */
  query: string;
  /** The depth of the level: 0 for the root, 1 for the children of a root option, and so on. */
  level: number;
  /** The option whose children are asked for, or null at the root. */
  parent: ComboboxOption | null;
  /** The options entered from the root to this level (empty at the root). */
  path: readonly ComboboxOption[];
  /** The index of the first item wanted. */
  offset: number;
  /** How many items are wanted (the element's `pageSize`). */
  limit: number;
  /** Aborted when the answer is no longer needed (a newer query, another level, or the list closed). */
  signal: AbortSignal;
}

/** What the `dataProvider` answers: the items from `offset` on, and the total count for the query. */
export interface ComboboxDataPage {
  items: ComboboxOption[];
  total: number;
}

/** Server-side options: called for the first page of a query or level, then for each page scrolled to. */
export type ComboboxDataProvider = (request: ComboboxDataRequest) => Promise<ComboboxDataPage>;

/** `detail` of `pp-select`. */
export interface ComboboxSelectDetail {
  /** The accepted option. */
  option: ComboboxOption;
  /** The options entered from the root to the accepted option's level. */
  path: ComboboxOption[];
  /** For checkbox options: the state after the toggle. Otherwise undefined. */
  checked?: boolean;
}

/** `detail` of `pp-navigate`. */
export interface ComboboxNavigateDetail {
  option: ComboboxOption;
  href: string;
  /** Mirrors the option's `asInertiaLink` (true unless it is `false`). */
  asInertiaLink: boolean;
}

/** `detail` of `pp-toggle`. */
export interface ComboboxToggleDetail {
  open: boolean;
}

/** The two modes: a button-like select-only combobox, or a text input that filters the list. */
export type ComboboxMode = 'select' | 'editable';

/** Plural forms of the result-count announcement, by `Intl.PluralRules` category; `{count}` is replaced. */
export type ComboboxCountText = Partial<Record<Intl.LDMLPluralRule, string>>;
