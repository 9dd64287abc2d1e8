import { html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { a11yStyles } from '../shared/a11y.styles.js';
import { PpElement, defineElement } from '../shared/base-element.js';
import type {} from '../shared/events.js';
import { LiveRegion } from '../shared/live-region.js';
import { whenIdle } from '../shared/idle.js';
import { LocaleController } from '../shared/locale-controller.js';
import { text } from '../shared/text-property.js';
import { PENDING_ROW } from './block-loader.js';
import { ColumnMenuController } from './column-menu.js';
import { ColumnResizeController } from './column-resize.js';
import { DataSourceController } from './data-source.js';
import { FilterController, loadCombobox } from './filter-controller.js';
import { countMessage, fill } from './format.js';
import { GridFocusController } from './grid-focus-controller.js';
import type { CellPosition } from './grid-keyboard.js';
import { dataTableMessages, type DataTableMessages } from './pp-data-table.messages.js';
import { styles } from './pp-data-table.styles.js';
import { RowLinks } from './row-links.js';
import {
  DEFAULT_PAGE_SIZES,
  clampPage,
  defaultPageSize,
  copyState,
  hiddenColumns,
  initialState,
  knownHidden,
  normalizeState,
  sameState,
  withHidden,
  withPageSize,
  withSearch,
  withoutFilters,
  withSort,
} from './state.js';
import { copySelection } from './selection.js';
import { SelectionController } from './selection-controller.js';
import { TableModel, isSortable, type ModelInput } from './table-model.js';
import {
  fixedLayout,
  gridColumns,
  renderBody,
  renderCount,
  renderHeader,
  renderPagination,
  renderToolbar,
  showsRows,
  type TableView,
} from './templates.js';
import type {
  DataTableColumn,
  DataTableCountText,
  DataTableDataProvider,
  DataTableRow,
  DataTableRowActionDetail,
  DataTableSelection,
  DataTableSelectionDetail,
  DataTableState,
  DataTableStateChangeDetail,
} from './types.js';
import { WindowedRowsController } from './windowed-rows.js';

export type {
  DataTableAction,
  DataTableColumn,
  DataTableColumnType,
  DataTableCountText,
  DataTableDataPage,
  DataTableDataProvider,
  DataTableDataRequest,
  DataTableDateRange,
  DataTableFilter,
  DataTableFilterKind,
  DataTableFilterOption,
  DataTableFilterValue,
  DataTableNavigateDetail,
  DataTableRow,
  DataTableRowActionDetail,
  DataTableSelection,
  DataTableSelectionDetail,
  DataTableSort,
  DataTableState,
  DataTableStateChangeDetail,
} from './types.js';

/**
 * A data table: columns as data, client-side `rows` or a server-side `dataProvider`, sorting (Shift
 * adds a key), a global search, column filters, pagination, row links, and a state object (sort,
 * filters, search, page, page size) the host reads, sets and keeps, in the URL for instance.
 * `@tanstack/table-core` keeps the columns, their visibility, the sort cycle and the selection.
 * Client-side rows are sorted, filtered, searched and paged by an index of the table's own: each
 * column's sort keys (texts ranked by the collator, numeric order) and each row's search text are
 * worked out once, in the idle time after the rows are shown, so 100,000 rows sort and search in
 * milliseconds. A selectable table's rows go through table-core's row models (by the same keys), as
 * its Shift range and "every matching row" need them all. Rows without a value sort last both ways.
 *
 * Column filters (a column's `filter`), in the toolbar, each labelled after its column ('Filtruj:
 * Status'): `text` ("contains"), `set` (a `pp-combobox` with several choices of the column's
 * `filterOptions`; its value in the state is `string[]`, shown as checked options when the host sets
 * it), `date-range` (from and to date fields, both inclusive, either optional; `{ from, to }` of ISO
 * dates in the state; a start after the end shows an error next to the fields and is not applied:
 * the filter stays as it last was, without `pp-state-change`). A table with a set filter imports
 * `pp-combobox` when it first renders one, and waits for it. While the search or a column filter is
 * set, the toolbar shows "Wyczyść filtry" ("Clear filters"; part `clear-filters`, text
 * `clear-filters-label`): it empties the search and every column filter at once (back on page 1, the
 * sort kept) with one `pp-state-change`, as any filter change, and, since it goes with the filters,
 * puts the focus on the search field.
 *
 * It fits any width: the toolbar (search, filters, "Clear filters", "Columns", the selection bar) and
 * the pagination bar wrap onto more lines, and the grid scrolls sideways inside its own box (part
 * `scroller`), never the page. The host is a one-column grid whose narrowest width is its toolbar's
 * and pagination bar's widest piece, not the grid's, so it shrinks in a flex or grid item even
 * without `min-width: 0` there.
 *
 * With `selectable`, a first column of checkboxes selects rows (the header's selects or clears the
 * page, `indeterminate` when some of it is selected), by key (`rowKey`), across pages, sorting and
 * filtering. While rows are selected, the toolbar shows their count, "select all matching" once the
 * page is selected and more rows match (with a `dataProvider`, `selection.allMatching`), and "clear
 * selection"; a change of the count is announced. The host reads and sets `selection`.
 *
 * It follows the WAI-ARIA APG grid pattern: `role="grid"` with `aria-rowcount`/`aria-colcount` (all
 * matching rows, not only the page) and `aria-rowindex`/`aria-colindex`, one tab stop with roving
 * focus. Keyboard (focus on a cell): arrows move between cells; Home/End to the first/last cell of the
 * row; Ctrl+Home/Ctrl+End to the first cell of the grid / the last cell of the last row;
 * PageUp/PageDown by 10 rows; Enter or Space on a sortable header sorts (Shift+Enter, Shift+Space and
 * Shift+click add a second key), `aria-sort` names the first key; Enter on a cell opens the row's link
 * (a `link` column's, or `rowHref`) through a cancelable `pp-navigate`, except in a cell with buttons
 * (`actions`), where it moves into them like F2; Escape (or F2) goes back to the cell. A selection
 * checkbox takes its cell's focus itself; Space toggles it, Shift+click selects a range. Sorting, and
 * result counts after a search or a filter, are announced in a polite live region, with Polish or
 * English plurals.
 *
 * With a `dataProvider`, the table asks for one page at a time: at once for sort and page changes, and
 * `debounce` ms after the last keystroke of a search or filter; a newer request aborts the one before
 * (its `signal`). Meanwhile the grid is `aria-busy` and shows skeleton rows; a failure shows the error
 * text with a retry button; no rows show the empty text.
 *
 * Languages: every built-in text is Polish or English after the `lang` of the element, else of its
 * closest ancestor with one, else of `<html>`; numbers and dates are formatted with `Intl` for that
 * language. A text set through its property or attribute always wins.
 *
 * The "Columns" button in the toolbar opens the column visibility menu (APG disclosure; a popover
 * under the button, closed by Escape or a click outside, focus back on the button): a checkbox for
 * each column but `actions` shows or hides it; the last column shown cannot be hidden. A column's
 * `hidden` flag is its initial state; the user's choice is the state's `hidden` (the ids of the hidden
 * columns), which the host reads and sets like the rest of it.
 *
 * Each header ends in a resizer (a vertical `separator` named after the column; a column with
 * `resizable: false` has none): drag it, or press F2 on the header and then ArrowRight/ArrowLeft (16
 * px; 64 with Shift), Escape to go back; a double click gives the column back its own width. The
 * widths are the state's `widths` (pixels by column id); from the first resize on, the table has a
 * fixed layout of the widths the columns had then.
 *
 * With `virtual`, every matching row is in one scrolling grid instead of pages: only the rows in view
 * and 10 above and below are rendered (`@lit-labs/virtualizer`, loaded when a table first needs it),
 * each with its `aria-rowindex`, under a sticky header; the arrow, Page and Ctrl+Home/End keys scroll
 * the row they move to into view. The number of matching rows shows under the grid. A data provider
 * is asked for blocks of 100 rows as they come near the view (skeleton rows until they arrive).
 *
 * **Page CSS**: while a data provider's rows are on their way (the grid is `aria-busy`), and while
 * the table waits to be drawn for a part it loads on first use (the combobox of a set filter, the
 * virtualizer), the host has the custom state `:state(loading)`, e.g. to keep what follows the table
 * from being drawn where the rows will push it
 * (`main:has(pp-data-table:state(loading)) + footer { visibility: hidden }`).
 *
 * @summary Data table (APG grid) with sorting, search, column filters (text, set, date range), pagination, row selection, column visibility and resizing, and server-side data.
 *
 * @fires {CustomEvent<DataTableStateChangeDetail>} pp-state-change - The user changed the sort, a filter, the search, the page, the page size, the hidden columns or a column's width (once, at the end of a drag), or pressed "clear filters" (once, search and filters emptied, page 1); `detail.state` is the new state. Not fired when the host sets `state`, nor for a date range whose start is after its end.
 * @fires {CustomEvent<DataTableNavigateDetail>} pp-navigate - A row's link was opened (click on the row or its link, Enter on a cell). Cancelable: `preventDefault()` keeps the browser from loading `href`, to route client-side.
 * @fires {CustomEvent<DataTableRowActionDetail>} pp-row-action - A button of an `actions` column was pressed.
 * @fires {CustomEvent<DataTableSelectionDetail>} pp-selection-change - The user changed the selection (a row's or the page's checkbox, "select all matching", "clear selection", or a search or filter change that ends `allMatching`); `detail.selection` is the new selection, `detail.count` the number of rows selected. Not fired when the host sets `selection`.
 *
 * @cssstate loading - A data provider's rows are on their way (the grid is `aria-busy`), or the table waits to be drawn for a part it loads on first use.
 *
 * @csspart toolbar - The bar above the grid with the search field, the column filters and, while rows are selected, their count with "select all matching" and "clear selection".
 * @csspart clear-filters - The "clear filters" button in the toolbar, shown while the search or a column filter is set: it clears them all (one `pp-state-change`) and puts the focus on the search field.
 * @csspart search - The global search field.
 * @csspart columns-button - The button of the column visibility menu.
 * @csspart columns-panel - The column visibility menu's panel (a popover) of checkboxes.
 * @csspart filter - Each column's text filter field.
 * @csspart filter-set - Each column's set filter (a `pp-combobox`; style it through its custom properties).
 * @csspart filter-range - Each column's date range filter (a fieldset with the column's name as its legend).
 * @csspart filter-date - Each date field of a date range filter.
 * @csspart filter-error - The error of a date range filter whose start is after its end.
 * @csspart scroller - The scroll container of the grid (its header sticks to its top): it scrolls sideways when the columns are wider than the table.
 * @csspart grid - The grid (`<table role="grid">`).
 * @csspart count - Under a virtual table: the number of matching rows.
 * @csspart header - Each column header.
 * @csspart resizer - The resizer at the end of each header (a vertical separator; its line is a `::after`).
 * @csspart sort-indicator - The sort arrow (and key number) of a sortable header.
 * @csspart row - Each body row, skeleton rows included.
 * @csspart cell - Each body cell.
 * @csspart link - The link of a `link` cell.
 * @csspart status - The badge of a `status` cell (its value in `data-status`).
 * @csspart action - Each button of an `actions` cell.
 * @csspart skeleton - The placeholder bar of a cell while rows load.
 * @csspart empty - The cell with the empty text.
 * @csspart error - The cell with the error text and the retry button.
 * @csspart retry - The retry button.
 * @csspart pagination - The pagination bar.
 * @csspart page-size - The page-size field.
 * @csspart range - The range text ("1–25 z 2 340").
 * @csspart page - The page text ("Strona 1 z 94").
 * @csspart page-button - Each of the first, previous, next and last page buttons.
 *
 * @cssprop [--pp-data-table-max-height=32rem] - Maximum height of the scrolling grid. Default 32rem.
 * @cssprop [--pp-data-table-border-color=var(--pp-color-border-default, GrayText)] - Borders of the grid, its rows and fields. Default --pp-color-border-default.
 * @cssprop [--pp-data-table-header-background=var(--pp-color-bg-subtle, Canvas)] - Background of the sticky header. Default --pp-color-bg-subtle.
 * @cssprop [--pp-data-table-row-hover-background=var(--pp-color-bg-hover, color-mix(in srgb, CanvasText 8%, Canvas))] - Background of a row with a link under the pointer, and of skeleton bars. Default --pp-color-bg-hover.
 * @cssprop [--pp-data-table-row-selected-background=var(--pp-color-bg-selected, color-mix(in srgb, Highlight 16%, Canvas))] - Background of a selected row. Default --pp-color-bg-selected.
 * @cssprop [--pp-data-table-radius=var(--pp-radius-md, 0.375rem)] - Corner radius of the grid and fields. Default --pp-radius-md.
 */
export class PpDataTable extends PpElement {
  static override styles = [a11yStyles, styles];

  /**
   * Loads `href` when a `pp-navigate` event of a row click or Enter was not canceled. Replaceable for
   * tests and for hosts that load pages in another way.
   */
  static assignLocation: (href: string) => void = (href) => window.location.assign(href);

  /** The columns, in order (`hidden` ones are not shown). */
  @property({ attribute: false }) columns: DataTableColumn[] = [];

  /** Client-side rows: all of them; the table sorts, filters and pages them. Ignored while `dataProvider` is set. */
  @property({ attribute: false }) rows: DataTableRow[] = [];

  /** Server-side rows: asked for a page at a time with the state; stale requests are aborted. */
  @property({ attribute: false }) dataProvider: DataTableDataProvider | undefined = undefined;

  /** The link of a row (opened by a click on the row or Enter); `link` columns default to it. */
  @property({ attribute: false }) rowHref: ((row: DataTableRow) => string | undefined) | undefined =
    undefined;

  /** The accessible name of the grid. */
  @property() label = '';

  /** The page-size options. */
  @property({ attribute: 'page-sizes', type: Array }) pageSizes: number[] = [...DEFAULT_PAGE_SIZES];

  /** Labels of `status` values (a column's own `statusLabels` win), e.g. `{ "active": "Aktywny" }`. */
  @property({ attribute: 'status-labels', type: Object }) statusLabels: Record<string, string> = {};

  /** Milliseconds between the last keystroke of a search or filter and the data provider call. */
  @property({ type: Number }) debounce = 300;

  /**
   * Shows every matching row in one scrolling grid instead of pages: only the rows in view (and 10
   * above and below) are in the DOM, each with its `aria-rowindex`; the header stays on top, the
   * number of matching rows shows under the grid. With a `dataProvider`, the rows are asked for in
   * blocks of 100 (`offset`, `limit`) as they come near the view, skeleton rows in their place until
   * they arrive.
   */
  @property({ type: Boolean }) virtual = false;

  /** Adds a first column of checkboxes that select rows (see `selection`). */
  @property({ type: Boolean }) selectable = false;

  /**
   * The row field whose value (as text) is a row's key in `selection`: unique, and the same for a row
   * on every page (a row without it is keyed by its index, which is not).
   */
  @property({ attribute: 'row-key' }) rowKey = 'id';

  /**
   * The sort keys, filters, search, page (1-based), page size and hidden columns. Reading gives a copy; setting
   * applies it (a partial or invalid state is completed and corrected) without `pp-state-change`.
   */
  @property({ attribute: false })
  get state(): DataTableState {
    return copyState(this._state);
  }
  set state(value: Partial<DataTableState> | null | undefined) {
    const old = this._state;
    this._state = normalizeState(value, this.pageSizes);
    this.#filters.reset(old, this._state);
    this.requestUpdate('state', old);
  }

  /**
   * The selected rows of a `selectable` table: `keys` (their `rowKey` values), or with a
   * `dataProvider` after "select all matching", `allMatching: true` and the keys `excluded` since
   * (`allMatching` means the rows matching the current search and filters, and ends when they change).
   * Reading gives a copy; setting applies it without `pp-selection-change` (an `allMatching` set on
   * client-side rows becomes their keys).
   */
  @property({ attribute: false })
  get selection(): DataTableSelection {
    return copySelection(this.#selection.value);
  }
  set selection(value: Partial<DataTableSelection> | null | undefined) {
    const old = this.#selection.value;
    this.#selection.set(value);
    this.requestUpdate('selection', old);
  }

  // Built-in texts (pp-data-table.messages.ts): the catalogue text of the element's language unless
  // set explicitly; null or undefined gives a text back to the catalogue.

  @text('search-label') searchLabel!: string;
  @text('filter-label') filterLabel!: string;
  @text('filter-all-text') filterAllText!: string;
  @text('date-from-label') dateFromLabel!: string;
  @text('date-to-label') dateToLabel!: string;
  @text('date-range-error-text') dateRangeErrorText!: string;
  @text('empty-text') emptyText!: string;
  @text('loading-text') loadingText!: string;
  @text('error-text') errorText!: string;
  @text('retry-label') retryLabel!: string;
  @text('pagination-label') paginationLabel!: string;
  @text('page-size-label') pageSizeLabel!: string;
  @text('range-text') rangeText!: string;
  @text('page-text') pageText!: string;
  @text('first-page-label') firstPageLabel!: string;
  @text('previous-page-label') previousPageLabel!: string;
  @text('next-page-label') nextPageLabel!: string;
  @text('last-page-label') lastPageLabel!: string;
  @text('sorted-text') sortedText!: string;
  @text('unsorted-text') unsortedText!: string;
  @text('ascending-text') ascendingText!: string;
  @text('descending-text') descendingText!: string;
  @text('count-text', { type: Object }) countText!: DataTableCountText;
  @text('select-row-label') selectRowLabel!: string;
  @text('select-page-label') selectPageLabel!: string;
  @text('selection-count-text', { type: Object }) selectionCountText!: DataTableCountText;
  @text('select-all-matching-label') selectAllMatchingLabel!: string;
  @text('clear-selection-label') clearSelectionLabel!: string;
  @text('clear-filters-label') clearFiltersLabel!: string;
  @text('resize-label') resizeLabel!: string;
  @text('columns-label') columnsLabel!: string;
  // ---------------------------------------------------------------------------------------------
  // State

  @state() private _state: DataTableState = initialState();

  readonly #internals = this.attachInternals();
  readonly #texts = new LocaleController(this, dataTableMessages);
  readonly #live = new LiveRegion({ kind: 'status', delay: 0 });
  readonly #model = new TableModel();
  /** Cancels the work on client-side rows done ahead in idle time (`#prepareAhead`). */
  #cancelAhead: (() => void) | undefined;
  /** The rows, from `rows` or the `dataProvider` (data-source.ts). */
  readonly #data: DataSourceController = new DataSourceController(this, {
    provider: () => this.dataProvider,
    rows: () => this.rows,
    virtual: () => this.virtual,
    debounce: () => this.debounce,
    state: () => this._state,
    clampPage: (page) => (this._state = { ...this._state, page }),
    view: (rows, serverTotal) => this.#model.view({ ...this.#modelInput(rows), serverTotal }),
    adoptSelection: () => this.selectable && this.#selection.adoptKeys(() => this.#model.selectAll()),
    announceCount: (total) => this.#announceCount(total),
    failed: () => this.#live.announce(this.errorText),
  });
  readonly #selection: SelectionController = new SelectionController(this, {
    total: () => this.#data.total,
    onChange: (selection, count) => {
      const text = this.selectionCountText;
      this.#live.announce(countMessage(text, this.#texts.language, count, { useGrouping: 'always' }));
      this.emit('pp-selection-change', { selection, count } satisfies DataTableSelectionDetail);
    },
  });
  readonly #grid: GridFocusController = new GridFocusController(this, {
    size: () => this.#gridSize(),
    sort: (col, multi) => {
      const column = this.#visibleColumns()[col - this.#leadingColumns()];
      if (column) this.#sortBy(column, multi);
    },
    activate: (at, cell) => this.#activate(at, cell),
    reveal: (row) => this.#windowed.reveal(row),
  });
  /** A virtual table's rows in view (windowed-rows.ts). */
  readonly #windowed: WindowedRowsController = new WindowedRowsController(this, {
    virtual: () => this.virtual,
    focusRow: () => this.#grid.focus.row,
    rendered: (first, last) => this.#data.range(first, last),
  });
  readonly #columnMenu = new ColumnMenuController(this, {
    columns: () => this.#allColumns(),
    hidden: () => this.#hidden(),
    change: (hidden) => this.#change(withHidden(this._state, hidden), 'chosen'),
  });
  readonly #resize = new ColumnResizeController(this, {
    state: () => this._state,
    columns: () => this.#visibleColumns(),
    show: (state) => {
      this._state = state;
    },
    commit: (state, before) => {
      this._state = before;
      this.#change(state, 'chosen');
    },
  });
  readonly #filters = new FilterController(this, {
    state: () => this._state,
    change: (next) => this.#change(next, 'typed'),
    invalidRange: () => this.#live.announce(this.dateRangeErrorText),
  });
  readonly #links = new RowLinks({
    rowHref: () => this.rowHref,
    columns: () => this.#visibleColumns(),
    navigate: (detail) => !this.emit('pp-navigate', detail, { cancelable: true }).defaultPrevented,
    assign: (href) => PpDataTable.assignLocation(href),
  });

  // ---------------------------------------------------------------------------------------------
  // Lifecycle

  /**
   * Performs the update once `pp-combobox` has arrived when a column shown has a set filter (it is
   * imported then, so a table without one does not pay for it: filter-controller.ts), so that the
   * filter shows its values from the first render. A failed import lets the update go ahead.
   * @internal Lit's lifecycle, not this element's API.
   */
  protected override scheduleUpdate(): void | Promise<unknown> {
    const waits: Promise<unknown>[] = [];
    if (this.#filters.needsCombobox(this.#allColumns())) {
      waits.push(loadCombobox());
      // The rows need not wait for the set filter's combobox: the request goes out now.
      this.#data.request();
    }
    const windowed = this.#windowed.ready();
    if (windowed) waits.push(windowed);
    if (!waits.length) return super.scheduleUpdate();
    // Not drawn until they arrive: to the page's CSS the table is loading meanwhile (render() says
    // what it is once drawn).
    this.#internals.states.add('loading');
    return Promise.all(waits).then(() => super.scheduleUpdate());
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    this._state = knownHidden(this._state, this.#allColumns());
    const sizes = this.pageSizes?.length ? this.pageSizes : DEFAULT_PAGE_SIZES;
    if (changed.has('pageSizes') && !sizes.includes(this._state.pageSize)) {
      this._state = { ...this._state, pageSize: defaultPageSize(sizes), page: 1 };
    }
    this.#selection.checkQuery(this._state, false);
    this.#data.update();
    this.#grid.clamp();
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (changed.has('rows') || changed.has('columns') || changed.has('dataProvider')) this.#prepareAhead();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#cancelAhead?.();
    this.#cancelAhead = undefined;
  }

  /**
   * Client-side rows: the sort keys of the sortable columns are worked out in the idle time after they
   * are shown, one column per idle callback, then the rows' search texts (table-model.ts), so that the
   * first click on a header only sorts and the first keystroke of a search only searches.
   */
  #prepareAhead(): void {
    this.#cancelAhead?.();
    this.#cancelAhead = undefined;
    if (this.dataProvider || !this.rows?.length) return;
    const step = (): void => {
      const rows = this.rows;
      const more =
        this.isConnected &&
        !this.dataProvider &&
        rows !== undefined &&
        (this.#model.prepareNextSortKeys({
          rows,
          columns: this.#allColumns(),
          lang: this.#texts.language,
          statusLabels: this.statusLabels ?? NO_LABELS,
        }) ||
          this.#model.prepareSearchTexts(this.#modelInput(rows)));
      this.#cancelAhead = more ? whenIdle(step) : undefined;
    };
    this.#cancelAhead = whenIdle(step);
  }

  #modelInput(rows: readonly DataTableRow[]): ModelInput {
    return {
      columns: this.#allColumns(),
      hidden: this.#hidden(),
      virtual: this.virtual,
      rows,
      state: this._state,
      lang: this.#texts.language,
      statusLabels: this.statusLabels ?? NO_LABELS,
      selectable: this.selectable,
      rowKey: this.rowKey,
      rowSelection: this.#selection.rowSelection(rows, this.rowKey),
    };
  }

  /** Every column, hidden ones included (table-core has them all). */
  #allColumns(): readonly DataTableColumn[] {
    return this.columns ?? NO_COLUMNS;
  }

  /** The ids of the hidden columns: the state's, else the columns' own `hidden` flags. */
  #hidden(): string[] {
    return hiddenColumns(this._state, this.#allColumns());
  }

  /** The columns shown: table-core's visible columns (hidden ones are not searched, sorted or filtered by). */
  #visibleColumns(): readonly DataTableColumn[] {
    return this.#data.view.columns;
  }

  /** Rows (the header row included) and columns that take focus. */
  #gridSize(): { rows: number; cols: number } {
    const body = this.#data.loading || this.#data.failed ? 0 : this.#data.view.rows.length;
    return { rows: body + 1, cols: this.#leadingColumns() + this.#visibleColumns().length };
  }

  /** Columns before the data columns: the checkbox column of a selectable table. */
  #leadingColumns(): number {
    return this.selectable ? 1 : 0;
  }

  // ---------------------------------------------------------------------------------------------
  // Render

  protected override render() {
    const view = this.#tableView();
    // The page's CSS sees the grid's busy state as :state(loading) (see the class description).
    if (view.loading) this.#internals.states.add('loading');
    else this.#internals.states.delete('loading');
    const windowed = this.#windowed.active;
    const layout = windowed ? `--_grid-columns:${gridColumns(view)}` : fixedLayout(view);
    const columns = this.#leadingColumns() + view.columns.length;
    const rowCount = view.loading ? -1 : view.failed || view.total === 0 ? 2 : view.total + 1;
    return html`${renderToolbar(view)}
      <div class="scroller" part="scroller">
        <table
          role="grid"
          part="grid"
          aria-label=${this.label || nothing}
          aria-rowcount=${rowCount}
          aria-colcount=${columns}
          aria-busy=${view.loading ? 'true' : 'false'}
          style=${layout ?? nothing}
          ?data-fixed=${view.widths !== undefined}
          ?data-virtual=${windowed}
          @keydown=${this.#grid.onKeydown}
          @focusin=${this.#grid.onFocusin}
        >
          <thead>
            ${renderHeader(view)}
          </thead>
          <tbody ?data-virtual=${windowed} @rangeChanged=${this.#windowed.onRange}>
            ${windowed ? this.#windowed.render(view) : renderBody(view)}
          </tbody>
          ${
            windowed && !showsRows(view)
              ? html`<tbody>
                  ${renderBody(view)}
                </tbody>`
              : nothing
          }
        </table>
      </div>
      ${windowed ? renderCount(view) : renderPagination(view)} ${this.#live.element}`;
  }

  #tableView(): TableView {
    const data = this.#data;
    return {
      columns: this.#visibleColumns(),
      rows: data.view.rows,
      state: this._state,
      total: data.view.total,
      loading: data.loading,
      failed: data.failed,
      lang: this.#texts.language,
      label: this.label,
      texts: this.#messages(),
      statusLabels: this.statusLabels ?? NO_LABELS,
      widths: this.#resize.widths(),
      focusRendered: this.#windowed.focusRendered(),
      columnMenu: this.#columnMenu.render(this.columnsLabel),
      pageSizes: this.pageSizes?.length ? this.pageSizes : DEFAULT_PAGE_SIZES,
      focus: this.#grid.focus,
      inControl: this.#grid.inControl,
      selection: this.selectable ? this.#selection.view(data.view, !data.allRows, data.shown) : undefined,
      filters: {
        fields: this.#filters.fields({
          columns: this.#visibleColumns(),
          rows: data.allRows ? this.rows : undefined,
          lang: this.#texts.language,
          statusLabels: this.statusLabels ?? NO_LABELS,
        }),
        on: this.#filters.on,
      },
      hrefOf: (row, column) => this.#links.hrefOf(row, column),
      on: this.#handlers,
    };
  }

  /** Every text in use (explicit or the catalogue's). */
  #messages(): DataTableMessages {
    const texts = {} as Record<string, unknown>;
    for (const key of Object.keys(this.#texts.messages)) {
      texts[key] = this.#texts.get(key as keyof DataTableMessages);
    }
    return texts as unknown as DataTableMessages;
  }

  // ---------------------------------------------------------------------------------------------
  // What the user does

  readonly #handlers: TableView['on'] = {
    resize: this.#resize,
    search: (event) => {
      const value = (event.target as HTMLInputElement).value;
      this.#change(withSearch(this._state, value), 'typed');
    },
    clearFilters: () => {
      const before = this._state;
      this.#change(withoutFilters(before), 'chosen');
      // Set filters get new comboboxes (a combobox keeps its user's choices) and invalid date ranges go.
      this.#filters.reset(before, this._state);
      // The button goes with the filters: the focus goes to the search field, where it would start again.
      void this.updateComplete.then(() =>
        this.renderRoot.querySelector<HTMLElement>('[part="search"]')?.focus(),
      );
    },
    headerClick: (event, column) => {
      this.#grid.set({ row: 0, col: this.#leadingColumns() + this.#visibleColumns().indexOf(column) });
      this.#sortBy(column, event.shiftKey);
    },
    rowClick: this.#links.rowClick,
    linkClick: this.#links.linkClick,
    action: (row, action) => {
      this.emit('pp-row-action', { action, row } satisfies DataTableRowActionDetail);
    },
    retry: () => this.#data.retry(),
    pageSize: (event) => {
      const size = Number((event.target as HTMLSelectElement).value);
      this.#change(withPageSize(this._state, size), 'chosen');
    },
    page: (page) => {
      const clamped = clampPage(page, this.#data.view.total, this._state.pageSize);
      this.#change({ ...this._state, page: clamped }, 'chosen');
    },
    selectRow: (event, index) => {
      const key = this.#data.view.keys[this.#data.modelIndex(index)];
      this.#selection.select(
        key === undefined ? undefined : this.#model.toggleRow(key, event),
        this.#data.view.keys,
      );
    },
    selectPage: (event) => {
      this.#selection.select(
        this.#data.shown ? this.#model.togglePage(event) : undefined,
        this.#data.view.keys,
      );
    },
    selectAllMatching: () => void this.#selectAllMatching(),
    clearSelection: () => void this.#clearSelection(),
  };

  /**
   * Applies a change the user made and tells the host. A change `typed` into a search or filter
   * field loads after a pause in typing and announces its count; a `chosen` one (a click, a menu
   * item, a page size) loads at once.
   */
  #change(next: DataTableState, how: 'typed' | 'chosen'): void {
    if (sameState(next, this._state)) return;
    this._state = next;
    if (how === 'typed') this.#data.typed();
    this.emit('pp-state-change', { state: copyState(next) } satisfies DataTableStateChangeDetail);
    this.#selection.checkQuery(next, true);
  }

  #sortBy(column: DataTableColumn, multi: boolean): void {
    if (!isSortable(column)) return;
    const sort = this.#model.toggleSort(column.id, multi);
    if (!sort) return;
    this.#change(withSort(this._state, sort), 'chosen');
    const columns = this.#visibleColumns();
    const keys = sort.map((key) => {
      const header = columns.find((c) => c.id === key.id)?.header ?? key.id;
      return `${header} ${key.desc ? this.descendingText : this.ascendingText}`;
    });
    this.#live.announce(
      keys.length ? fill(this.sortedText, { columns: keys.join(', ') }) : this.unsortedText,
    );
  }

  #announceCount(total: number): void {
    this.#live.announce(
      total === 0 ? this.emptyText : countMessage(this.countText, this.#texts.language, total),
    );
  }

  // ---------------------------------------------------------------------------------------------
  // Selection (selection.ts; table-core selects and deselects)

  /** "Select all matching": every matching row's key when all rows are at hand, else by a flag. */
  async #selectAllMatching(): Promise<void> {
    if (this.#data.allRows) this.#selection.select(this.#model.selectAll(), this.#data.view.keys);
    else this.#selection.selectAllMatching(this._state);
    // The button is gone: focus goes to "clear selection" next to it.
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('[data-action="clear-selection"]')?.focus();
  }

  async #clearSelection(): Promise<void> {
    this.#selection.clear();
    // The bar is gone: focus goes back to the grid.
    await this.#grid.focusCell(this.#grid.focus);
  }

  // ---------------------------------------------------------------------------------------------
  // Keyboard and focus (APG grid: grid-focus-controller.ts)

  /** Enter on a body cell: the controls of an actions cell; else the link (row-links.ts). */
  #activate(at: CellPosition, cell: HTMLElement): void {
    const row = this.#data.view.rows[at.row - 1];
    const column = this.#visibleColumns()[at.col - this.#leadingColumns()];
    if (!row || row === PENDING_ROW || !column) return;
    if (column.type !== 'link' && this.#grid.hasControls(cell)) {
      return void this.#grid.enterControls(at, cell);
    }
    this.#links.open(row, column);
  }
}

const NO_COLUMNS: readonly DataTableColumn[] = [];
/** No status labels: one object, so that the rows' texts and keys worked out for them are kept (row-cache.ts). */
const NO_LABELS: Record<string, string> = {};

defineElement('pp-data-table', PpDataTable);

declare global {
  interface HTMLElementTagNameMap {
    'pp-data-table': PpDataTable;
  }
  // pp-navigate (DataTableNavigateDetail) is declared in shared/events.ts with the other elements'.
  interface HTMLElementEventMap {
    'pp-state-change': CustomEvent<DataTableStateChangeDetail>;
    'pp-row-action': CustomEvent<DataTableRowActionDetail>;
    'pp-selection-change': CustomEvent<DataTableSelectionDetail>;
  }
}
