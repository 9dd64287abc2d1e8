import { html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { a11yStyles } from '../shared/a11y.styles.js';
import { PpElement, defineElement } from '../shared/base-element.js';
import type { RangeChangedEvent } from '@lit-labs/virtualizer/events.js';
import type {} from '../shared/events.js';
import { ListLoaderController, type VirtualList } from '../shared/list-loader.js';
import { LiveRegion } from '../shared/live-region.js';
import { LocaleController } from '../shared/locale-controller.js';
import { text } from '../shared/text-property.js';
import { BLOCK_ROWS, BlockLoader, PENDING_ROW } from './block-loader.js';
import { ColumnMenuController } from './column-menu.js';
import { ColumnResizeController } from './column-resize.js';
import { DataLoaderController } from './data-loader-controller.js';
import { FilterController, loadCombobox } from './filter-controller.js';
import { countMessage, fill } from './format.js';
import { GridFocusController } from './grid-focus-controller.js';
import type { CellPosition } from './grid-keyboard.js';
import { dataTableMessages, type DataTableMessages } from './pp-data-table.messages.js';
import { styles } from './pp-data-table.styles.js';
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
  withSort,
} from './state.js';
import { copySelection } from './selection.js';
import { SelectionController } from './selection-controller.js';
import { TableModel, emptyView, isSortable, type ModelView } from './table-model.js';
import {
  fixedLayout,
  gridColumns,
  renderBody,
  renderCount,
  renderHeader,
  renderPagination,
  renderRow,
  renderToolbar,
  showsRows,
  type TableView,
} from './templates.js';
import type {
  DataTableColumn,
  DataTableCountText,
  DataTableDataPage,
  DataTableDataProvider,
  DataTableRow,
  DataTableRowActionDetail,
  DataTableSelection,
  DataTableSelectionDetail,
  DataTableState,
  DataTableStateChangeDetail,
} from './types.js';

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
 * filters, search, page, page size) the host reads, sets and keeps, in the URL for instance. Sorting,
 * filtering and paging of client-side rows are done by `@tanstack/table-core`.
 *
 * Column filters (a column's `filter`), in the toolbar, each labelled after its column ('Filtruj:
 * Status'): `text` ("contains"), `set` (a `pp-combobox` with several choices of the column's
 * `filterOptions`; its value in the state is `string[]`, shown as checked options when the host sets
 * it), `date-range` (from and to date fields, both inclusive, either optional; `{ from, to }` of ISO
 * dates in the state; a start after the end shows an error next to the fields and is not applied:
 * the filter stays as it last was, without `pp-state-change`). A table with a set filter imports
 * `pp-combobox` when it first renders one, and waits for it.
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
 * @summary Data table (APG grid) with sorting, search, column filters (text, set, date range), pagination, row selection, column visibility and resizing, and server-side data.
 *
 * @fires {CustomEvent<DataTableStateChangeDetail>} pp-state-change - The user changed the sort, a filter, the search, the page, the page size, the hidden columns or a column's width (once, at the end of a drag); `detail.state` is the new state. Not fired when the host sets `state`, nor for a date range whose start is after its end.
 * @fires {CustomEvent<DataTableNavigateDetail>} pp-navigate - A row's link was opened (click on the row or its link, Enter on a cell). Cancelable: `preventDefault()` keeps the browser from loading `href`, to route client-side.
 * @fires {CustomEvent<DataTableRowActionDetail>} pp-row-action - A button of an `actions` column was pressed.
 * @fires {CustomEvent<DataTableSelectionDetail>} pp-selection-change - The user changed the selection (a row's or the page's checkbox, "select all matching", "clear selection", or a search or filter change that ends `allMatching`); `detail.selection` is the new selection, `detail.count` the number of rows selected. Not fired when the host sets `selection`.
 *
 * @csspart toolbar - The bar above the grid with the search field, the column filters and, while rows are selected, their count with "select all matching" and "clear selection".
 * @csspart search - The global search field.
 * @csspart columns-button - The button of the column visibility menu.
 * @csspart columns-panel - The column visibility menu's panel (a popover) of checkboxes.
 * @csspart filter - Each column's text filter field.
 * @csspart filter-set - Each column's set filter (a `pp-combobox`; style it through its custom properties).
 * @csspart filter-range - Each column's date range filter (a fieldset with the column's name as its legend).
 * @csspart filter-date - Each date field of a date range filter.
 * @csspart filter-error - The error of a date range filter whose start is after its end.
 * @csspart scroller - The scroll container of the grid (its header sticks to its top).
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
    this.#filters.hostSet(old, this._state);
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
  @text('resize-label') resizeLabel!: string;
  @text('columns-label') columnsLabel!: string;
  // ---------------------------------------------------------------------------------------------
  // State

  @state() private _state: DataTableState = initialState();
  /** The data provider's last page. */
  @state() private _page: DataTableDataPage | undefined = undefined;

  readonly #texts = new LocaleController(this, dataTableMessages);
  readonly #live = new LiveRegion({ kind: 'status', delay: 0 });
  readonly #model = new TableModel();
  readonly #loader = new DataLoaderController(this, {
    provider: () => this.dataProvider,
    onLoaded: (page, cause) => {
      this._page = page;
      if (cause === 'count') this.#announceCount(page.total);
    },
    onFailed: () => {
      this._page = undefined;
      this.#live.announce(this.errorText);
      this.requestUpdate();
    },
  });
  /** A virtual table's rows beyond its first block, asked for as they come near the view. */
  readonly #blocks = new BlockLoader({
    provider: () => this.dataProvider,
    onLoaded: () => this.requestUpdate(),
  });
  /** A virtual table with a data provider: the place of each of the model's (loaded) rows among all rows. */
  #placed: { at: number[]; compact: Map<number, number> } | undefined;
  readonly #selection = new SelectionController(this, {
    total: () => this._page?.total ?? this.#view.total,
    onChange: (selection, count) => {
      const text = this.selectionCountText;
      this.#live.announce(countMessage(text, this.#texts.language, count, { useGrouping: 'always' }));
      this.emit('pp-selection-change', { selection, count } satisfies DataTableSelectionDetail);
    },
  });
  readonly #grid = new GridFocusController(this, {
    size: () => this.#gridSize(),
    sort: (col, multi) => {
      const column = this.#visibleColumns()[col - this.#lead()];
      if (column) this.#sortBy(column, multi);
    },
    activate: (at, cell) => this.#activate(at, cell),
    reveal: (row) => this.#reveal(row),
  });
  /** The windowed list of a virtual table (shared/virtual-list.ts), imported when one first needs it. */
  readonly #windowed = new ListLoaderController(this, () => this.virtual, false);
  /** The body rows a virtual table has rendered (indexes from 0), as its virtualizer last said. */
  #range = { first: -1, last: -1 };
  readonly #columnMenu = new ColumnMenuController(this, {
    columns: () => this.#allColumns(),
    hidden: () => this.#hidden(),
    change: (hidden) => this.#change(withHidden(this._state, hidden), false),
  });
  readonly #resize = new ColumnResizeController({
    state: () => this._state,
    measure: () => this.#measureWidths(),
    rtl: () => getComputedStyle(this).direction === 'rtl',
    show: (state) => {
      this._state = state;
    },
    commit: (state, before) => {
      this._state = before;
      this.#change(state, false);
    },
  });
  readonly #filters = new FilterController(this, {
    state: () => this._state,
    change: (next) => this.#change(next, true),
    invalidRange: () => this.#live.announce(this.dateRangeErrorText),
  });
  #view: ModelView = emptyView();
  /** The request the data provider was last asked for ('' asks again). */
  #requestKey = '';
  /** What the next load waits for and announces: set by the user's search and filter changes. */
  #next: { debounce: boolean; count: boolean } = { debounce: false, count: false };
  #countTimer: ReturnType<typeof setTimeout> | undefined;

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.#countTimer);
    // Asked again when it connects again.
    this.#requestKey = '';
  }

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
      if (this.dataProvider) this.#requestPage();
    }
    if (this.virtual && !this.#windowed.list) waits.push(this.#windowed.load());
    return waits.length ? Promise.all(waits).then(() => super.scheduleUpdate()) : super.scheduleUpdate();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    this._state = knownHidden(this._state, this.#allColumns());
    const sizes = this.pageSizes?.length ? this.pageSizes : DEFAULT_PAGE_SIZES;
    if (changed.has('pageSizes') && !sizes.includes(this._state.pageSize)) {
      this._state = { ...this._state, pageSize: defaultPageSize(sizes), page: 1 };
    }
    this.#selection.checkQuery(this._state, false);
    if (this.dataProvider) this.#updateServer();
    else this.#updateClient();
    this.#grid.clamp();
  }

  /**
   * Asks the data provider for the page the state names, unless it was asked for it already (the same
   * query of the same provider); a new provider forgets the last one's page.
   */
  #requestPage(): void {
    const { sort, filters, search, page, pageSize } = this._state;
    const virtual = this.virtual;
    // A virtual table asks for its first block; the others follow the view (block-loader.ts).
    const key = JSON.stringify(
      virtual ? { sort, filters, search, virtual } : { sort, filters, search, page, pageSize },
    );
    const provider = this.dataProvider;
    if (virtual) this.#blocks.use(`${key}`, { sort, filters, search });
    else this.#blocks.cancel();
    if (key === this.#requestKey && provider === this.#requestProvider) return;
    if (provider !== this.#requestProvider && this.#requestProvider !== undefined) this._page = undefined;
    this.#requestKey = key;
    this.#requestProvider = provider;
    const { debounce, count } = this.#next;
    this.#next = { debounce: false, count: false };
    const [offset, limit] = virtual ? [0, BLOCK_ROWS] : [(page - 1) * pageSize, pageSize];
    this.#loader.load(
      { sort, filters, search, offset, limit },
      debounce ? this.debounce : 0,
      count ? 'count' : '',
    );
  }
  #requestProvider: DataTableDataProvider | undefined;

  #updateServer(): void {
    this.#requestPage();
    // Without a page (loading, failed), the model still says which columns are shown.
    const loaded = this._page;
    this.#placed = undefined;
    if (loaded && this.virtual) return this.#updateServerVirtual(loaded);
    const view = this.#model.view({
      ...this.#modelInput(loaded?.rows ?? []),
      serverTotal: loaded?.total ?? 0,
    });
    this.#view = loaded ? view : { ...emptyView(), columns: view.columns };
  }

  /**
   * A virtual table with a data provider: the model has the rows loaded (the first block and those
   * that arrived since); the grid has every row in its place, PENDING_ROW where none is loaded yet.
   */
  #updateServerVirtual(page: DataTableDataPage): void {
    const { all, loaded, at } = this.#blocks.rows(page.rows, page.total);
    const view = this.#model.view({ ...this.#modelInput(loaded), serverTotal: page.total });
    const selected: boolean[] = [];
    at.forEach((place, i) => (selected[place] = view.selected[i] === true));
    this.#placed = { at, compact: new Map(at.map((place, i) => [place, i])) };
    this.#view = { ...view, rows: all, selected };
  }

  /** The model's index of the row at `place` among the rows shown (the same but for a virtual server-side table). */
  #modelIndex(place: number): number {
    return this.#placed ? (this.#placed.compact.get(place) ?? -1) : place;
  }

  #updateClient(): void {
    this.#loader.cancel();
    this.#blocks.cancel();
    this.#placed = undefined;
    this.#requestKey = '';
    this.#requestProvider = undefined;
    this._page = undefined;
    this.#view = this.#model.view(this.#modelInput(this.rows));
    const page = clampPage(this._state.page, this.#view.total, this._state.pageSize);
    const clamped = page !== this._state.page;
    if (clamped) this._state = { ...this._state, page };
    const adopt = this.selectable && this.#selection.adoptKeys(() => this.#model.selectAll());
    if (clamped || adopt) this.#view = this.#model.view(this.#modelInput(this.rows));
    if (this.#next.count) {
      this.#next = { debounce: false, count: false };
      const total = this.#view.total;
      clearTimeout(this.#countTimer);
      this.#countTimer = setTimeout(() => this.#announceCount(total), this.debounce);
    }
  }

  #modelInput(rows: readonly DataTableRow[]) {
    return {
      columns: this.#allColumns(),
      hidden: this.#hidden(),
      virtual: this.#isVirtual(),
      rows,
      state: this._state,
      lang: this.#texts.language,
      statusLabels: this.statusLabels ?? {},
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
    return this.#view.columns;
  }

  /** Rows (the header row included) and columns that take focus. */
  #gridSize(): { rows: number; cols: number } {
    const body = this.#loading() || this.#loader.failed ? 0 : this.#view.rows.length;
    return { rows: body + 1, cols: this.#lead() + this.#visibleColumns().length };
  }

  /** Columns before the data columns: the checkbox column of a selectable table. */
  #lead(): number {
    return this.selectable ? 1 : 0;
  }

  /** Whether rows are shown (not skeleton rows, the error or the empty text). */
  #shown(): boolean {
    return !this.#loading() && !this.#loader.failed && this.#view.rows.length > 0;
  }

  #loading(): boolean {
    return this.dataProvider !== undefined && (this.#loader.loading || (!this._page && !this.#loader.failed));
  }

  // ---------------------------------------------------------------------------------------------
  // Render

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    // Back from virtual to pages: the body sheds the styles the virtualizer gave it.
    const body = this.renderRoot.querySelector('tbody');
    if (body && !body.hasAttribute('data-virtual') && body.hasAttribute('style'))
      body.removeAttribute('style');
    // A resizer's value is the width its column has on screen.
    for (const [id, width] of Object.entries(this.#measureWidths())) {
      const handle = this.renderRoot.querySelector(`[part~="resizer"][data-column="${CSS.escape(id)}"]`);
      handle?.setAttribute('aria-valuenow', String(width));
    }
  }

  protected override render() {
    const view = this.#tableView();
    const list = this.#isVirtual() ? this.#windowed.list : undefined;
    const layout = list ? `--_grid-columns:${gridColumns(view)}` : fixedLayout(view);
    const columns = this.#lead() + view.columns.length;
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
          ?data-virtual=${list !== undefined}
          @keydown=${this.#grid.onKeydown}
          @focusin=${this.#grid.onFocusin}
        >
          <thead>
            ${renderHeader(view)}
          </thead>
          <tbody ?data-virtual=${list !== undefined} @rangeChanged=${this.#onRange}>
            ${list ? this.#windowedRows(list, view) : renderBody(view)}
          </tbody>
          ${
            list && !showsRows(view)
              ? html`<tbody>
                  ${renderBody(view)}
                </tbody>`
              : nothing
          }
        </table>
      </div>
      ${list ? renderCount(view) : renderPagination(view)} ${this.#live.element}`;
  }

  #tableView(): TableView {
    return {
      columns: this.#visibleColumns(),
      rows: this.#view.rows,
      state: this._state,
      total: this.#view.total,
      loading: this.#loading(),
      failed: this.dataProvider !== undefined && this.#loader.failed,
      lang: this.#texts.language,
      label: this.label,
      texts: this.#messages(),
      statusLabels: this.statusLabels ?? {},
      widths: this.#shownWidths(),
      focusRendered: this.#isVirtual() ? this.#focusRendered() : undefined,
      columnMenu: this.#columnMenu.render(this.columnsLabel),
      pageSizes: this.pageSizes?.length ? this.pageSizes : DEFAULT_PAGE_SIZES,
      focus: this.#grid.focus,
      inControl: this.#grid.inControl,
      selection: this.selectable
        ? this.#selection.view(this.#view, !!this.dataProvider, this.#shown())
        : undefined,
      filters: {
        fields: this.#filters.fields({
          columns: this.#visibleColumns(),
          rows: this.dataProvider ? undefined : this.rows,
          lang: this.#texts.language,
          statusLabels: this.statusLabels ?? {},
        }),
        on: this.#filters.on,
      },
      hrefOf: (row, column) => this.#hrefOf(row, column),
      on: this.#handlers,
    };
  }

  /**
   * A virtual table's rows, windowed. The first tbody stays in place and the virtualizer is made in
   * it only once it is in the document (from the second render on): made in a template not yet
   * inserted, it would find no scrolling ancestor and miss the scroller's scrolling. The skeleton,
   * error and empty rows go in a second tbody, so the virtualizer's own never changes hands.
   */
  #windowedRows(list: VirtualList, view: TableView): unknown {
    if (!this.hasUpdated) {
      void this.updateComplete.then(() => this.requestUpdate());
      return nothing;
    }
    return list.virtualList({
      items: showsRows(view) ? view.rows : NO_ROWS,
      // After the rows shrink, the virtualizer may render its last range once more before it moves on.
      renderItem: (row: DataTableRow | undefined, i) => (row ? renderRow(view, row, i, 0) : html``),
      overscan: OVERSCAN_ROWS,
      scroller: false,
    });
  }

  /** Whether the table shows every matching row at once, windowed (`virtual`). */
  #isVirtual(): boolean {
    return this.virtual;
  }

  /** Whether the focused body row is rendered (a virtual table renders the rows near the view). */
  #focusRendered(): boolean {
    const index = this.#grid.focus.row - 1;
    return index < 0 || (index >= this.#range.first && index <= this.#range.last);
  }

  readonly #onRange = (event: RangeChangedEvent): void => {
    const before = this.#focusRendered();
    this.#range = { first: event.first, last: event.last };
    if (this.dataProvider && this._page) this.#blocks.ensure(event.first, event.last, this._page.total);
    if (this.#focusRendered() !== before) this.requestUpdate();
  };

  /** Scrolls the body row `row` (from 1) of a virtual table into view, and waits until it is rendered. */
  async #reveal(row: number): Promise<void> {
    const body = this.renderRoot.querySelector<HTMLElement>('tbody[data-virtual]');
    const scroller = this.renderRoot.querySelector<HTMLElement>('[part~="scroller"]');
    const shown = body?.querySelector('tr');
    if (!body || !scroller || !shown || row < 1) return;
    // To where the row is by the rendered rows' height (the virtualizer renders it there): just under
    // the sticky header when it is above the view, at the bottom of the view when it is below. (Not
    // the virtualizer's own scrollIntoView: pinned, its layout lost the rows when scrolled from afar.)
    const height = shown.getBoundingClientRect().height;
    const above = (row - 1) * height;
    const header = body.offsetTop;
    if (above < scroller.scrollTop) scroller.scrollTop = above;
    else scroller.scrollTop = Math.max(scroller.scrollTop, header + above + height - scroller.clientHeight);
    for (let frame = 0; frame < 30; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      if (this.renderRoot.querySelector(`tr > [data-row="${row}"]`)) return;
    }
  }

  /** The user's widths of the shown columns, undefined while there are none (the layout is the table's own). */
  #shownWidths(): Record<string, number> | undefined {
    const widths = this._state.widths;
    if (!widths) return undefined;
    return this.#visibleColumns().some((c) => widths[c.id] !== undefined) ? widths : undefined;
  }

  /** The width each shown column has on screen, by id. */
  #measureWidths(): Record<string, number> {
    const widths: Record<string, number> = {};
    for (const handle of this.renderRoot.querySelectorAll<HTMLElement>('[part~="resizer"]')) {
      const header = handle.closest('th')!;
      widths[handle.dataset['column']!] = Math.round(header.getBoundingClientRect().width);
    }
    return widths;
  }

  /** Every text in use (explicit or the catalogue's). */
  #messages(): DataTableMessages {
    const texts = {} as Record<string, unknown>;
    for (const key of Object.keys(this.#texts.messages)) {
      texts[key] = this.#texts.get(key as keyof DataTableMessages);
    }
    return texts as unknown as DataTableMessages;
  }

  /** The link of `row`: the `link` column's own, else `rowHref`, else the first `link` column's. */
  #hrefOf(row: DataTableRow, column?: DataTableColumn): string | undefined {
    if (column?.href) return column.href(row);
    const own = this.rowHref?.(row);
    if (own !== undefined || column) return own;
    const link = this.#visibleColumns().find((c) => c.type === 'link' && c.href);
    return link?.href?.(row);
  }

  // ---------------------------------------------------------------------------------------------
  // What the user does

  readonly #handlers: TableView['on'] = {
    resize: this.#resize,
    search: (event) => {
      const value = (event.target as HTMLInputElement).value;
      this.#change(withSearch(this._state, value), true);
    },
    headerClick: (event, column) => {
      this.#grid.set({ row: 0, col: this.#lead() + this.#visibleColumns().indexOf(column) });
      this.#sortBy(column, event.shiftKey);
    },
    rowClick: (event, row) => {
      const target = event.composedPath()[0] as Element;
      if (target.closest?.('a, button, input, select, label')) return;
      const href = this.#hrefOf(row);
      if (!href || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
        return;
      this.#navigate(row, href);
    },
    linkClick: (event, row, href) => {
      event.stopPropagation();
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      const navigate = this.emit('pp-navigate', { href, row }, { cancelable: true });
      if (navigate.defaultPrevented) event.preventDefault();
    },
    action: (row, action) => {
      this.emit('pp-row-action', { action, row } satisfies DataTableRowActionDetail);
    },
    retry: () => {
      this.#requestKey = '';
      this.requestUpdate();
    },
    pageSize: (event) => {
      const size = Number((event.target as HTMLSelectElement).value);
      this.#change(withPageSize(this._state, size), false);
    },
    page: (page) => {
      const clamped = clampPage(page, this.#view.total, this._state.pageSize);
      this.#change({ ...this._state, page: clamped }, false);
    },
    selectRow: (event, index) => {
      const key = this.#view.keys[this.#modelIndex(index)];
      this.#selection.select(
        key === undefined ? undefined : this.#model.toggleRow(key, event),
        this.#view.keys,
      );
    },
    selectPage: (event) => {
      this.#selection.select(this.#shown() ? this.#model.togglePage(event) : undefined, this.#view.keys);
    },
    selectAllMatching: () => void this.#selectAllMatching(),
    clearSelection: () => void this.#clearSelection(),
  };

  /** Applies a change the user made and tells the host. */
  #change(next: DataTableState, typed: boolean): void {
    if (sameState(next, this._state)) return;
    this._state = next;
    if (typed) this.#next = { debounce: true, count: true };
    this.emit('pp-state-change', { state: copyState(next) } satisfies DataTableStateChangeDetail);
    this.#selection.checkQuery(next, true);
  }

  #sortBy(column: DataTableColumn, multi: boolean): void {
    if (!isSortable(column)) return;
    const sort = this.#model.toggleSort(column.id, multi);
    if (!sort) return;
    this.#change(withSort(this._state, sort), false);
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

  #navigate(row: DataTableRow, href: string): void {
    const navigate = this.emit('pp-navigate', { href, row }, { cancelable: true });
    if (!navigate.defaultPrevented) PpDataTable.assignLocation(href);
  }

  // ---------------------------------------------------------------------------------------------
  // Selection (selection.ts; table-core selects and deselects)

  /** "Select all matching": by a flag with a data provider, else every matching row's key. */
  async #selectAllMatching(): Promise<void> {
    if (this.dataProvider) this.#selection.selectAllMatching(this._state);
    else this.#selection.select(this.#model.selectAll(), this.#view.keys);
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

  /** Enter on a body cell: a link cell's link; the controls of an actions cell; else the row's link. */
  #activate(at: CellPosition, cell: HTMLElement): void {
    const row = this.#view.rows[at.row - 1];
    const column = this.#visibleColumns()[at.col - this.#lead()];
    if (!row || row === PENDING_ROW || !column) return;
    if (column.type !== 'link' && this.#grid.hasControls(cell)) {
      return void this.#grid.enterControls(at, cell);
    }
    const href = this.#hrefOf(row, column.type === 'link' ? column : undefined);
    if (href) this.#navigate(row, href);
  }
}

const NO_COLUMNS: readonly DataTableColumn[] = [];

const NO_ROWS: readonly DataTableRow[] = [];

/** Rows a virtual table renders above and below those in view. */
const OVERSCAN_ROWS = 10;

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
