/**
 * `<pp-data-table>`'s headless core: a `@tanstack/table-core` table whose sorting, filtering and
 * paging the element drives from its own state. Client-side rows go through table-core's filtered,
 * sorted and paginated row models; a data provider's page is taken as it is (`manual*` modes, the
 * host's `total` as the row count). Comparators and the "contains" match read the text a cell shows,
 * so a search finds a status by its label and a date as it is written. Set and date range filters are
 * table-core filter functions registered by name (filters.ts). Row selection is table-core's too: rows
 * are known by key (`getRowId`), its state is the element's selection (selection.ts).
 */
import {
  columnFilteringFeature,
  columnVisibilityFeature,
  constructTable,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  functionalUpdate,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  type ColumnVisibilityState,
  type Row,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/table-core';
import { storeReactivityBindings } from '@tanstack/table-core/store-reactivity-bindings';
import { filterFn_inDayRange, filterFn_inSet, filterKind, type FilterColumnMeta } from './filters.js';
import { cellValue, contains, toTimestamp } from './format.js';
import { RowCache, isSearchable, type RowSearch } from './row-cache.js';
import { rowKeyOf } from './selection.js';
import { compareKeys, type SortSlot } from './sort-keys.js';
import { toColumnFilters, toPagination, toSorting } from './state.js';
import type { DataTableColumn, DataTableRow, DataTableSort, DataTableState } from './types.js';

const features = tableFeatures({
  coreReactivityFeature: storeReactivityBindings(),
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  filterFns: { inSet: filterFn_inSet, inDayRange: filterFn_inDayRange },
  columnMeta: {} as FilterColumnMeta,
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  rowSelectionFeature,
  columnVisibilityFeature,
});

type Features = typeof features;
type CoreTable = ReturnType<typeof constructTable<Features, DataTableRow>>;
type CoreRow = Row<Features, DataTableRow>;

/** What the model is given on each update. */
export interface ModelInput {
  columns: readonly DataTableColumn[];
  /** Client-side: every row; server-side: the rows of the current page. */
  rows: readonly DataTableRow[];
  state: DataTableState;
  /** The language of texts and comparisons ('pl' or 'en'). */
  lang: string;
  statusLabels: Record<string, string>;
  /** Server-side: the number of matching rows (`rows` is a page already sorted and filtered). */
  serverTotal?: number;
  /** Whether rows can be selected. */
  selectable?: boolean;
  /** The row field that keys a row (its id in table-core). */
  rowKey?: string;
  /** The selected rows' keys (table-core's row selection state). */
  rowSelection?: RowSelectionState;
  /** The ids of the hidden columns (table-core's column visibility state). */
  hidden?: readonly string[];
  /** Every matching row at once (a virtual table), not a page of them. */
  virtual?: boolean;
}

/** The rows to show, how many rows match in all, and what of them is selected. */
export interface ModelView {
  /** The columns shown (table-core's visible columns), in order. */
  columns: readonly DataTableColumn[];
  rows: DataTableRow[];
  total: number;
  /** The keys of `rows`. */
  keys: string[];
  /** Whether each of `rows` is selected. */
  selected: boolean[];
  /** Whether all, some or none of `rows` are selected. */
  page: 'all' | 'some' | 'none';
  /** Whether every matching row is selected (client-side rows). */
  allSelected: boolean;
}

/** No rows. */
export const emptyView = (): ModelView => ({
  columns: [],
  rows: [],
  total: 0,
  keys: [],
  selected: [],
  page: 'none',
  allSelected: false,
});

/** Whether a column sorts: `sortable`, by default every column but `actions`. */
export const isSortable = (column: DataTableColumn): boolean => column.sortable ?? column.type !== 'actions';

const NO_SELECTION: RowSelectionState = {};
const NO_ROWS: readonly DataTableRow[] = [];

export class TableModel {
  #input: ModelInput | undefined;
  #table: CoreTable | undefined;
  #columns: readonly DataTableColumn[] | undefined;
  #lang = '';
  #rowKey = '';
  #sortingOut: SortingState | undefined;
  #selectionOut: RowSelectionState | undefined;
  /** Texts, search texts and sort keys of the client-side rows (row-cache.ts). */
  readonly #cache = new RowCache();
  /** By column id: what its `sortFn` compares, set before table-core sorts. */
  readonly #slots = new Map<string, SortSlot>();
  /** The client-side rows table-core was given all of (see `#window`). */
  #whole: readonly DataTableRow[] | undefined;
  /** The index in the client-side rows of the first row table-core was given. */
  #offset = 0;
  /** The state slices table-core was last given, kept while they say the same (its memos see them unchanged). */
  #slices = new Map<string, { json: string; value: unknown }>();
  /** table-core's rows last shown, and their originals. */
  #coreRows: CoreRow[] | undefined;
  #rows: DataTableRow[] = [];
  /** The columns shown last, kept while they are the same. */
  #shown: readonly DataTableColumn[] = [];

  /** Feeds the model and returns the rows to show. */
  view(input: ModelInput): ModelView {
    this.#input = input;
    const table = this.#tableFor(input);
    const server = input.serverTotal !== undefined;
    const window = server ? undefined : this.#window(input);
    if (!server) this.#prepareSort(input);
    this.#offset = window?.offset ?? 0;
    const hidden = new Set(input.hidden ?? []);
    // Hidden columns neither sort nor filter (their keys stay in the state, for when they are shown).
    const shown = (entry: { id: string }) => !hidden.has(entry.id);
    const visibility: ColumnVisibilityState = Object.fromEntries([...hidden].map((id) => [id, false]));
    table.setOptions((old) => ({
      ...old,
      data: window?.rows ?? input.rows,
      manualFiltering: server,
      manualSorting: server,
      manualPagination: server || window !== undefined || input.virtual === true,
      rowCount: server ? input.serverTotal : window ? input.rows.length : undefined,
      enableRowSelection: input.selectable === true,
      state: {
        sorting: this.#slice('sorting', toSorting(input.state).filter(shown)),
        columnFilters: this.#slice('columnFilters', toColumnFilters(input.state).filter(shown)),
        columnVisibility: this.#slice('columnVisibility', visibility),
        // The hidden columns go with the search: showing or hiding one searches again.
        globalFilter: input.state.search
          ? this.#slice('globalFilter', { query: input.state.search, hidden: [...hidden] })
          : '',
        pagination: this.#slice('pagination', toPagination(input.state)),
        rowSelection: input.rowSelection ?? NO_SELECTION,
      },
    }));
    const total = server
      ? (input.serverTotal ?? 0)
      : window
        ? input.rows.length
        : table.getPrePaginatedRowModel().rows.length;
    const rows: CoreRow[] = table.getRowModel().rows;
    // The same rows give the same array (table-core keeps its row model while nothing changed it), so
    // that a virtual table's virtualizer sees its items unchanged.
    if (rows !== this.#coreRows) {
      this.#coreRows = rows;
      this.#rows = rows.map((row) => row.original);
    }
    const view = {
      ...emptyView(),
      columns: this.#visible(table),
      // The virtualizer only reads them (the same array while the host keeps it).
      rows: window?.all ? (window.all as DataTableRow[]) : this.#rows,
      total,
    };
    if (!input.selectable) return view;
    const all = table.getIsAllPageRowsSelected();
    return {
      ...view,
      keys: rows.map((row) => row.id),
      selected: rows.map((row) => row.getIsSelected()),
      page: all ? 'all' : table.getIsSomePageRowsSelected() ? 'some' : 'none',
      allSelected: !server && table.getIsAllRowsSelected(),
    };
  }

  /** table-core's visible columns as the host's columns (the same array while they are the same). */
  #visible(table: CoreTable): readonly DataTableColumn[] {
    const byId = new Map(this.#columns?.map((c) => [c.id, c]));
    const visible = table.getVisibleLeafColumns().flatMap((c) => byId.get(c.id) ?? []);
    const same = visible.length === this.#shown.length && visible.every((c, i) => c === this.#shown[i]);
    if (!same) this.#shown = visible;
    return this.#shown;
  }

  /**
   * The row selection state after the user toggles the row `key` with `event` (a click on its
   * checkbox, which is checked or not by then): Shift selects or clears the range from the row
   * toggled last (table-core's range selection).
   */
  toggleRow(key: string, event: Event): RowSelectionState | undefined {
    const row = this.#table?.getRowModel().rowsById[key];
    if (!row) return undefined;
    return this.#selectionAfter(() => row.getToggleSelectedHandler()(event));
  }

  /** The row selection state after the user checks or clears the page (`event` of its checkbox). */
  togglePage(event: Event): RowSelectionState | undefined {
    const table = this.#table;
    return table && this.#selectionAfter(() => table.getToggleAllPageRowsSelectedHandler()(event));
  }

  /** The row selection state with every matching row selected (client-side rows). */
  selectAll(): RowSelectionState | undefined {
    const table = this.#table;
    return table && this.#selectionAfter(() => table.toggleAllRowsSelected(true));
  }

  #selectionAfter(change: () => void): RowSelectionState | undefined {
    this.#selectionOut = undefined;
    change();
    return this.#selectionOut as RowSelectionState | undefined;
  }

  /**
   * The sort keys after the user sorts by `id` (table-core's cycle: ascending, descending, none;
   * `multi` adds or changes a key and keeps the others).
   */
  toggleSort(id: string, multi: boolean): DataTableSort[] | undefined {
    const column = this.#table?.getColumn(id);
    if (!column || !column.getCanSort()) return undefined;
    this.#sortingOut = undefined;
    column.toggleSorting(undefined, multi);
    const sorting = this.#sortingOut as SortingState | undefined;
    return sorting?.map(({ id: key, desc }) => ({ id: key, desc }));
  }

  /**
   * The page's rows when table-core needs no more: client-side rows neither sorted, filtered, searched
   * nor selectable, as long as it has not been given all of these rows (then it keeps them, its row
   * models being built). A first render of many rows builds table-core's rows for one page.
   */
  #window(
    input: ModelInput,
  ): { rows: readonly DataTableRow[]; offset: number; all?: readonly DataTableRow[] } | undefined {
    const { sort, filters, search, page, pageSize } = input.state;
    const all = sort.length > 0 || filters.length > 0 || search !== '' || input.selectable === true;
    if (all || this.#whole === input.rows) {
      this.#whole = input.rows;
      return undefined;
    }
    // A virtual table shows them all as they are: table-core need not build a row for each.
    if (input.virtual) return { rows: NO_ROWS, offset: 0, all: input.rows };
    const offset = (page - 1) * pageSize;
    return { rows: input.rows.slice(offset, offset + pageSize), offset };
  }

  /**
   * Works out the sort keys of one more sortable column of these client-side rows, for the idle time
   * before the first click on a header: a text column's keys (its texts' ranks in the collator's
   * order) are most of the time of its first sort. Returns false once every column has them. They
   * are kept until the rows, columns, language or status labels change (row-cache.ts).
   */
  prepareNextSortKeys(input: Pick<ModelInput, 'rows' | 'columns' | 'lang' | 'statusLabels'>): boolean {
    this.#cache.use(input.rows, input.columns, input.lang, input.statusLabels);
    const index = input.columns.findIndex((column, i) => isSortable(column) && !this.#cache.hasSortKeys(i));
    if (index < 0) return false;
    this.#cache.sortKeys(index);
    return true;
  }

  /**
   * Works out the rows' search texts ahead (row-cache.ts), for the idle time before the first
   * keystroke in the search. Returns false when they are worked out already.
   */
  prepareSearchTexts(input: ModelInput): boolean {
    this.#cache.use(input.rows, input.columns, input.lang, input.statusLabels);
    this.#cache.hide(input.hidden ?? []);
    if (this.#cache.hasSearchTexts()) return false;
    this.#cache.searchTexts();
    return true;
  }

  /**
   * Gives table-core all the client-side rows ahead, for the idle time before the first sort or search:
   * a first render of many rows builds its rows for one page only (see `#window`), and building them
   * for every row is most of the time of the first sort. Returns false when it has them already.
   */
  prepareAllRows(input: ModelInput): boolean {
    if (input.serverTotal !== undefined) return false;
    // A table made anew (other columns, say) forgets the rows it had: made first.
    this.#tableFor(input);
    if (this.#whole === input.rows) return false;
    this.#whole = input.rows;
    this.view(input);
    return true;
  }

  /** Sets the sort keys of the columns sorted by, from the cache (they are worked out once). */
  #prepareSort(input: ModelInput): void {
    this.#cache.use(input.rows, input.columns, input.lang, input.statusLabels);
    this.#cache.hide(input.hidden ?? []);
    for (const { id, desc } of input.state.sort) {
      const slot = this.#slots.get(id);
      if (!slot) continue;
      const index = input.columns.findIndex((c) => c.id === id);
      Object.assign(slot, this.#cache.sortKeys(index), { desc });
    }
  }

  /** `value`, or the value given last under `name` when it says the same. */
  #slice<T>(name: string, value: T): T {
    const json = JSON.stringify(value);
    const last = this.#slices.get(name);
    if (last?.json === json) return last.value as T;
    this.#slices.set(name, { json, value });
    return value;
  }

  #tableFor(input: ModelInput): CoreTable {
    const rowKey = input.rowKey ?? 'id';
    const same = this.#columns === input.columns && this.#lang === input.lang && this.#rowKey === rowKey;
    if (this.#table && same) return this.#table;
    this.#columns = input.columns;
    this.#lang = input.lang;
    this.#rowKey = rowKey;
    this.#slots.clear();
    this.#slices.clear();
    this.#whole = undefined;
    // The global search matches a row's whole search text at once: one column (the first searchable)
    // carries it; `resolveFilterValue` starts a pass of the search (row-cache.ts) at each filtering.
    const carrier = input.columns.find(isSearchable)?.id;
    const search = Object.assign((row: CoreRow, _id: string, pass: RowSearch) => pass.test(row.index), {
      resolveFilterValue: (value: { query: string }) => this.#cache.search(value.query),
    });
    this.#table = constructTable<Features, DataTableRow>({
      features,
      columns: input.columns.map((column, index) => this.#columnDef(column, index)),
      data: input.rows,
      autoResetAll: false,
      enableMultiSort: true,
      isMultiSortEvent: () => false,
      getRowId: (row: DataTableRow, index: number) => rowKeyOf(row, rowKey, index + this.#offset),
      getColumnCanGlobalFilter: (column) => column.id === carrier,
      globalFilterFn: search,
      onSortingChange: (updater: Updater<SortingState>) => {
        this.#sortingOut = functionalUpdate(updater, toSorting(this.#input!.state));
      },
      onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
        this.#selectionOut = functionalUpdate(updater, this.#input?.rowSelection ?? {});
      },
    });
    return this.#table;
  }

  #columnDef(column: DataTableColumn, index: number) {
    const kind = filterKind(column);
    const slot: SortSlot = { values: [], missing: undefined, desc: false };
    this.#slots.set(column.id, slot);
    return {
      id: column.id,
      header: column.header,
      accessorFn: (row: DataTableRow) => {
        const value = cellValue(column, row);
        if (column.type === 'date') return toTimestamp(value);
        return value;
      },
      enableSorting: isSortable(column),
      enableColumnFilter: kind !== undefined,
      sortDescFirst: false,
      // Not table-core's check of undefined values (two value reads per comparison): `compareKeys` does it.
      sortUndefined: false as const,
      // By the keys worked out once (sort-keys.ts), rows without a value last (`sortUndefined: 'last'`).
      sortFn: (a: CoreRow, b: CoreRow) => compareKeys(slot, a.index, b.index),
      // A filter of the column's kind; a value of another kind filters nothing.
      filterFn:
        kind === 'set'
          ? ('inSet' as const)
          : kind === 'date-range'
            ? ('inDayRange' as const)
            : (row: CoreRow, id: string, query: unknown) =>
                typeof query !== 'string' ||
                contains(this.#cache.texts(index)[row.index]!, query, this.#lang),
      meta: { timeZone: (column.format as Intl.DateTimeFormatOptions | undefined)?.timeZone },
    };
  }
}
