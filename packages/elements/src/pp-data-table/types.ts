/** The public types of `<pp-data-table>`: columns, rows, state, the data provider and event details. */

/** A row: any object; columns read it through their `accessor`. */
export type DataTableRow = Record<string, unknown>;

/**
 * How a column shows its values: `text` as it is, `number` and `date` formatted with `Intl` for the
 * element's language, `status` as a badge with the host's label, `link` as a link to the row
 * (`href` of the column or `rowHref`), `actions` as the column's buttons.
 */
export type DataTableColumnType = 'text' | 'number' | 'date' | 'status' | 'link' | 'actions';

/** A button of an `actions` column. */
export interface DataTableAction<R = DataTableRow> {
  /** Sent in `pp-row-action`'s detail. */
  id: string;
  /** The button's text; its accessible name is the label and the row's name ('Edit: web-01'), the text of the first column that is not `actions`. */
  label: string;
  /** Whether the row has this button (all rows when not given): e.g. only clients can be impersonated. */
  when?: (row: R) => boolean;
}

/** A column, as data. */
export interface DataTableColumn<R = DataTableRow> {
  /** Unique among the columns: the key of sort and filter entries in the state. */
  id: string;
  /** The header text (also the column's name in announcements and filter labels). */
  header: string;
  /** A key of the row, or a function of it; defaults to `id`. */
  accessor?: string | ((row: R) => unknown);
  /** Defaults to `text`. */
  type?: DataTableColumnType;
  /** A CSS width (`12rem`, `20%`); else the column takes its share. */
  width?: string;
  /** Whether the header sorts (click, Enter or Space; Shift adds a second key). Defaults to true, false for `actions`. */
  sortable?: boolean;
  /**
   * The column's filter in the toolbar: `text` (a text field; a row matches when the cell's text
   * contains it, ignoring case), `set` (a `pp-combobox` of `filterOptions` with several choices; a
   * row matches when its value is one of those chosen: `string[]` in the state), or `date-range` (two
   * date fields, from and to, either optional, both inclusive: `{ from, to }` in the state, ISO dates
   * `YYYY-MM-DD`, compared with the day the cell shows; a start after the end is shown as an error and
   * not applied). None by default (`filterable: true` is `text`).
   */
  filter?: DataTableFilterKind;
  /**
   * The values a `set` filter offers, in order (`value` is what the state holds, `label` what is
   * shown). Defaults to the column's `statusLabels` for a `status` column that has them, else to the
   * distinct values of the client-side `rows` (labelled as their cells are); with a `dataProvider`,
   * to the element's `statusLabels` for a `status` column, else to none, so give them. A chosen value
   * not among them (from a state the host set) is offered too, so that it can be cleared.
   */
  filterOptions?: DataTableFilterOption[];
  /** Whether the column has a text filter ("contains"): `filter: 'text'`, which wins when both are set. Defaults to false. */
  filterable?: boolean;
  /**
   * Not shown at first (nor searched, sorted or filtered by): the column visibility menu shows it
   * again. The state's `hidden`, once set, wins over this flag.
   */
  hidden?: boolean;
  /** Whether the user can resize the column (its header's resizer). Defaults to true. */
  resizable?: boolean;
  /** Labels of `status` values (wins over the element's `statusLabels`). */
  statusLabels?: Record<string, string>;
  /** `Intl.NumberFormat` options of a `number` column, `Intl.DateTimeFormat` options of a `date` column. */
  format?: Intl.NumberFormatOptions | Intl.DateTimeFormatOptions;
  /** The link of a `link` cell; defaults to the element's `rowHref`. */
  href?: (row: R) => string | undefined;
  /** The buttons of an `actions` column. */
  actions?: DataTableAction<R>[];
  /** Text alignment; numbers default to `end`. */
  align?: 'start' | 'end' | 'center';
}

/** The kinds of column filter: see `DataTableColumn.filter`. */
export type DataTableFilterKind = 'text' | 'set' | 'date-range';

/** A value a `set` filter offers. */
export interface DataTableFilterOption {
  /** What the state's filter value (`string[]`) holds, compared with the row's value as text. */
  value: string;
  /** What the filter shows. */
  label: string;
}

/** The value of a `date-range` filter: ISO dates (`YYYY-MM-DD`), both inclusive, either optional. */
export interface DataTableDateRange {
  from?: string;
  to?: string;
}

/** One sort key: the column and its direction. */
export interface DataTableSort {
  id: string;
  desc: boolean;
}

/**
 * The value of a column filter, after the column's `filter`: a text filter's text ("contains"), a set
 * filter's chosen values (`string[]`), a date range filter's `{ from, to }` (ISO dates). Client-side,
 * a value of another shape than its column's filter filters nothing; a data provider gets it as it is.
 */
export type DataTableFilterValue = string | readonly string[] | DataTableDateRange;

/** One column filter. */
export interface DataTableFilter {
  id: string;
  value: DataTableFilterValue;
}

/**
 * What the user chose, as one object the host can read, set and keep (in the URL): sort keys in
 * order, column filters, the global search, the page (1-based), the page size and, once the user
 * chose in the column menu, the hidden columns.
 */
export interface DataTableState {
  sort: DataTableSort[];
  filters: DataTableFilter[];
  search: string;
  page: number;
  pageSize: number;
  /**
   * The ids of the hidden columns (the column menu's choice). Absent: each column's own `hidden`
   * flag holds. Unknown ids are dropped; a list that would hide every column is ignored.
   */
  hidden?: string[];
  /**
   * The widths the user gave the columns, in pixels by column id (the resizers' choice). Absent: the
   * table lays itself out from its content and the columns' `width`.
   */
  widths?: Record<string, number>;
}

/** What the data provider is asked for. */
export interface DataTableDataRequest {
  sort: DataTableSort[];
  filters: DataTableFilter[];
  search: string;
  /** Index of the first row of the page. */
  offset: number;
  /** Rows in the page. */
  limit: number;
  /** Aborted when a newer request replaces this one. */
  signal: AbortSignal;
}

/** A page of rows and the number of rows that match in all. */
export interface DataTableDataPage<R = DataTableRow> {
  rows: R[];
  total: number;
}

/** Server-side rows: sorted, filtered and paged by the host. */
export type DataTableDataProvider<R = DataTableRow> = (
  request: DataTableDataRequest,
) => Promise<DataTableDataPage<R>>;

/** The detail of `pp-state-change`. */
export interface DataTableStateChangeDetail {
  state: DataTableState;
}

/** The detail of `pp-navigate` of `<pp-data-table>`. */
export interface DataTableNavigateDetail {
  href: string;
  row: DataTableRow;
}

/** The detail of `pp-row-action`. */
export interface DataTableRowActionDetail {
  action: string;
  row: DataTableRow;
}

/**
 * The selected rows of a `selectable` table, by key (each row's `rowKey` field, as a string): `keys`
 * lists them. With a `dataProvider` the table only knows the page loaded, so "select all matching"
 * gives `allMatching: true` instead: every row that matches the current search and filters is
 * selected except those in `excluded` (unchecked since), and `keys` is empty. Client-side rows are
 * always listed in `keys`.
 */
export interface DataTableSelection {
  /** The keys of the selected rows (empty with `allMatching`). */
  keys: string[];
  /** Every row that matches the current search and filters is selected, but `excluded`. */
  allMatching: boolean;
  /** With `allMatching`: the keys of the rows unchecked since (else empty). */
  excluded: string[];
}

/** The detail of `pp-selection-change`. */
export interface DataTableSelectionDetail {
  /** The new selection. */
  selection: DataTableSelection;
  /** How many rows are selected: the keys, or with `allMatching` the matching rows less `excluded`. */
  count: number;
}

/** Plural forms of the result count (`Intl.PluralRules` categories); `{count}` is replaced. */
export type DataTableCountText = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
