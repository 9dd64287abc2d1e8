/**
 * `<pp-data-table>`'s headless core: a `@tanstack/table-core` table whose sorting, filtering and
 * paging the element drives from its own state. Client-side rows are filtered, searched and sorted by
 * an index of them (typed arrays of row indexes over the keys row-cache.ts works out once, `#index`),
 * and table-core is given the page, as it is given a data provider's page (`manual*` modes, the
 * number of matching rows as the row count). A selectable table's rows go through table-core's own
 * filtered, sorted and paginated row models instead, whose selection (a Shift range, every matching
 * row) needs them all; they compare by the same keys, and filter with the same tests (filters.ts:
 * `inSet` and `inDayRange` are also table-core filter functions, registered by name). The "contains"
 * match reads the text a cell shows, so a search finds a status by its label and a date as it is
 * written. Row selection is table-core's: rows are known by key (`getRowId`), its state is the
 * element's selection (selection.ts).
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
import {
  appliedRange,
  chosenSet,
  filterFn_inDayRange,
  filterFn_inSet,
  filterKind,
  inDayRange,
  inSet,
  type FilterColumnMeta,
} from './filters.js';
import { cellValue, contains, toTimestamp } from './format.js';
import { RowCache, isSearchable, type RowSearch } from './row-cache.js';
import { rowKeyOf } from './selection.js';
import { compareKeys, sortOrder, type SortSlot } from './sort-keys.js';
import { toColumnFilters, toPagination, toSorting } from './state.js';
import type {
  DataTableColumn,
  DataTableFilter,
  DataTableRow,
  DataTableSort,
  DataTableState,
} from './types.js';

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

/** The indexes `start`, `start + 1`, … of `count` rows. */
const everyRow = (count: number, start = 0): Uint32Array => {
  const indexes = new Uint32Array(count);
  for (let i = 0; i < count; i++) indexes[i] = start + i;
  return indexes;
};

/** The client-side rows to show, from the index (`TableModel.#index`). */
interface Indexed {
  /** The rows table-core is given: the page's; none for a virtual table. */
  rows: readonly DataTableRow[];
  /** By index in `rows`: the row's index in the client-side rows. */
  indexes?: Uint32Array;
  /** How many rows match. */
  total: number;
  /** Every matching row, in order (a virtual table). */
  all?: readonly DataTableRow[];
}

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
  /** By index in the rows table-core was given last: the row's index in the client-side rows. */
  #dataIndexes: Uint32Array | undefined;
  /** The index's steps (`#index`), each with what it was worked out for. */
  #matchKey = '';
  #matching: Uint32Array | undefined;
  #orderKey = '';
  #order: Uint32Array | undefined;
  #ordered: DataTableRow[] | undefined;
  #page: { start: number; end: number; source: readonly DataTableRow[]; indexed: Indexed } | undefined;
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
    const hidden = new Set(input.hidden ?? []);
    // Hidden columns neither sort nor filter (their keys stay in the state, for when they are shown).
    const shown = (entry: { id: string }) => !hidden.has(entry.id);
    const indexed = server || input.selectable ? undefined : this.#index(input, shown);
    if (!server && !indexed) this.#prepareSort(input);
    this.#dataIndexes = indexed?.indexes;
    const visibility: ColumnVisibilityState = Object.fromEntries([...hidden].map((id) => [id, false]));
    table.setOptions((old) => ({
      ...old,
      data: indexed?.rows ?? input.rows,
      manualFiltering: server || indexed !== undefined,
      manualSorting: server || indexed !== undefined,
      manualPagination: server || indexed !== undefined || input.virtual === true,
      rowCount: server ? input.serverTotal : indexed?.total,
      enableRowSelection: input.selectable === true,
      state: {
        sorting: this.#slice('sorting', toSorting(input.state).filter(shown)),
        columnFilters: this.#slice('columnFilters', toColumnFilters(input.state).filter(shown)),
        columnVisibility: this.#slice('columnVisibility', visibility),
        // The hidden columns go with the search: showing or hiding one searches again.
        globalFilter:
          input.state.search && !indexed
            ? this.#slice('globalFilter', { query: input.state.search, hidden: [...hidden] })
            : '',
        pagination: this.#slice('pagination', toPagination(input.state)),
        rowSelection: input.rowSelection ?? NO_SELECTION,
      },
    }));
    const total = server
      ? (input.serverTotal ?? 0)
      : (indexed?.total ?? table.getPrePaginatedRowModel().rows.length);
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
      // The virtualizer only reads them (the same array while the order is the same).
      rows: indexed?.all ? (indexed.all as DataTableRow[]) : this.#rows,
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

  /**
   * The client-side rows to show, from the index: the rows the column filters and the search match
   * (the search's matches, row-cache.ts, then each filter's test), in the order of the sort keys (a
   * counting sort per key, sort-keys.ts), then the page of them table-core is given, or every one of
   * them for a virtual table (which table-core need not know). Each step is kept while what it depends
   * on says the same, so that paging does not sort again and sorting does not search again.
   */
  #index(input: ModelInput, shown: (entry: { id: string }) => boolean): Indexed {
    const cache = this.#cache;
    cache.use(input.rows, input.columns, input.lang, input.statusLabels);
    cache.hide(input.hidden ?? []);
    const { state, columns } = input;
    const filters = state.filters.filter(shown);
    const matchKey = JSON.stringify([cache.generation, cache.fold(state.search), filters]);
    if (matchKey !== this.#matchKey) {
      this.#matchKey = matchKey;
      this.#matching = this.#match(input, filters);
      this.#orderKey = '';
    }
    const sort = state.sort.filter((key) => {
      const column = columns.find((c) => c.id === key.id);
      return shown(key) && column !== undefined && isSortable(column);
    });
    const orderKey = JSON.stringify(sort);
    if (orderKey !== this.#orderKey) {
      this.#orderKey = orderKey;
      const slots = sort.map(({ id, desc }) => ({
        ...cache.sortKeys(columns.findIndex((c) => c.id === id)),
        desc,
      }));
      this.#order = slots.length
        ? sortOrder(this.#matching ?? everyRow(input.rows.length), slots)
        : this.#matching;
      this.#ordered = undefined;
      this.#page = undefined;
    }
    const order = this.#order;
    const total = order?.length ?? input.rows.length;
    if (input.virtual) {
      // A virtual table shows them all: table-core need not build a row for each.
      if (!order) return { rows: NO_ROWS, total, all: input.rows };
      this.#ordered ??= Array.from(order, (index) => input.rows[index]!);
      return { rows: NO_ROWS, total, all: this.#ordered };
    }
    const start = (state.page - 1) * state.pageSize;
    const end = Math.min(total, start + state.pageSize);
    const page = this.#page;
    if (page?.start === start && page.end === end && page.source === input.rows) return page.indexed;
    const indexes = order ? order.subarray(start, end) : everyRow(Math.max(0, end - start), start);
    const indexed = { rows: Array.from(indexes, (index) => input.rows[index]!), indexes, total };
    this.#page = { start, end, source: input.rows, indexed };
    return indexed;
  }

  /**
   * The indexes of the rows that the search and `filters` match, ascending; undefined when nothing
   * filters (every row).
   */
  #match(input: ModelInput, filters: readonly DataTableFilter[]): Uint32Array | undefined {
    const searched = this.#cache.search(input.state.search).rows;
    const tests = filters.flatMap((filter) => this.#filterTest(input, filter) ?? []);
    if (tests.length === 0) return searched;
    const from = searched ?? everyRow(input.rows.length);
    const matches = new Uint32Array(from.length);
    let found = 0;
    for (let i = 0; i < from.length; i++) {
      const row = from[i]!;
      if (tests.every((test) => test(row))) matches[found++] = row;
    }
    return matches.slice(0, found);
  }

  /** Whether row `index` passes `filter` (as table-core's filter functions); undefined when it filters nothing. */
  #filterTest(input: ModelInput, { id, value }: DataTableFilter): ((index: number) => boolean) | undefined {
    const index = input.columns.findIndex((c) => c.id === id);
    const column = input.columns[index];
    const kind = column && filterKind(column);
    if (!column || !kind) return undefined;
    const rows = input.rows;
    if (kind === 'set') {
      const chosen = chosenSet(value);
      return chosen && ((row) => inSet(cellValue(column, rows[row]!), chosen));
    }
    if (kind === 'date-range') {
      const range = appliedRange(value);
      const timeZone = (column.format as Intl.DateTimeFormatOptions | undefined)?.timeZone;
      return range && ((row) => inDayRange(cellValue(column, rows[row]!), range, timeZone));
    }
    const query = typeof value === 'string' ? this.#cache.fold(value) : '';
    if (query === '') return undefined;
    // As `contains`, with the query folded once.
    const texts = this.#cache.texts(index);
    return (row) => texts[row]!.toLocaleLowerCase(input.lang).includes(query);
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

  /** A selectable table's: sets the sort keys of the columns sorted by, from the cache (worked out once). */
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
    this.#matchKey = '';
    this.#page = undefined;
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
      getRowId: (row: DataTableRow, index: number) =>
        rowKeyOf(row, rowKey, this.#dataIndexes?.[index] ?? index),
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
    const slot: SortSlot = { ranks: new Uint32Array(0), count: 0, desc: false };
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
