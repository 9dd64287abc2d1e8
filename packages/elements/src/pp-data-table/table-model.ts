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
  constructTable,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  functionalUpdate,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_basic,
  tableFeatures,
  type Row,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/table-core';
import { storeReactivityBindings } from '@tanstack/table-core/store-reactivity-bindings';
import { filterFn_inDayRange, filterFn_inSet, filterKind, type FilterColumnMeta } from './filters.js';
import { cellText, cellValue, collator, contains, toTimestamp } from './format.js';
import { rowKeyOf } from './selection.js';
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
}

/** The rows to show, how many rows match in all, and what of them is selected. */
export interface ModelView {
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
  rows: [],
  total: 0,
  keys: [],
  selected: [],
  page: 'none',
  allSelected: false,
});

/** Whether a column sorts: `sortable`, by default every column but `actions`. */
export const isSortable = (column: DataTableColumn): boolean => column.sortable ?? column.type !== 'actions';

export class TableModel {
  #input: ModelInput | undefined;
  #table: CoreTable | undefined;
  #columns: readonly DataTableColumn[] | undefined;
  #lang = '';
  #rowKey = '';
  #sortingOut: SortingState | undefined;
  #selectionOut: RowSelectionState | undefined;

  /** Feeds the model and returns the rows to show. */
  view(input: ModelInput): ModelView {
    this.#input = input;
    const table = this.#tableFor(input);
    const server = input.serverTotal !== undefined;
    table.setOptions((old) => ({
      ...old,
      data: input.rows,
      manualFiltering: server,
      manualSorting: server,
      manualPagination: server,
      rowCount: server ? input.serverTotal : undefined,
      enableRowSelection: input.selectable === true,
      state: {
        sorting: toSorting(input.state),
        columnFilters: toColumnFilters(input.state),
        globalFilter: input.state.search,
        pagination: toPagination(input.state),
        rowSelection: input.rowSelection ?? {},
      },
    }));
    const total = server ? (input.serverTotal ?? 0) : table.getPrePaginatedRowModel().rows.length;
    const rows: CoreRow[] = table.getRowModel().rows;
    const view = { ...emptyView(), rows: rows.map((row) => row.original), total };
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

  #tableFor(input: ModelInput): CoreTable {
    const rowKey = input.rowKey ?? 'id';
    const same = this.#columns === input.columns && this.#lang === input.lang && this.#rowKey === rowKey;
    if (this.#table && same) return this.#table;
    this.#columns = input.columns;
    this.#lang = input.lang;
    this.#rowKey = rowKey;
    this.#table = constructTable<Features, DataTableRow>({
      features,
      columns: input.columns.map((column) => this.#columnDef(column)),
      data: input.rows,
      autoResetAll: false,
      enableMultiSort: true,
      isMultiSortEvent: () => false,
      getRowId: (row: DataTableRow, index: number) => rowKeyOf(row, rowKey, index),
      getColumnCanGlobalFilter: (column) => this.#column(column.id)?.type !== 'actions',
      globalFilterFn: (row: CoreRow, columnId: string, query: unknown) =>
        contains(this.#text(row, columnId), String(query ?? ''), this.#lang),
      onSortingChange: (updater: Updater<SortingState>) => {
        this.#sortingOut = functionalUpdate(updater, toSorting(this.#input!.state));
      },
      onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
        this.#selectionOut = functionalUpdate(updater, this.#input?.rowSelection ?? {});
      },
    });
    return this.#table;
  }

  #column(id: string): DataTableColumn | undefined {
    return this.#columns?.find((c) => c.id === id);
  }

  #text(row: CoreRow, columnId: string): string {
    const column = this.#column(columnId);
    return column ? cellText(column, row.original, this.#lang, this.#input?.statusLabels ?? {}) : '';
  }

  #columnDef(column: DataTableColumn) {
    const numeric = column.type === 'number' || column.type === 'date';
    const kind = filterKind(column);
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
      sortUndefined: 'last' as const,
      sortFn: numeric
        ? sortFn_basic
        : (a: CoreRow, b: CoreRow, id: string) =>
            collator(this.#lang).compare(this.#text(a, id), this.#text(b, id)),
      // A filter of the column's kind; a value of another kind filters nothing.
      filterFn:
        kind === 'set'
          ? ('inSet' as const)
          : kind === 'date-range'
            ? ('inDayRange' as const)
            : (row: CoreRow, id: string, query: unknown) =>
                typeof query !== 'string' || contains(this.#text(row, id), query, this.#lang),
      meta: { timeZone: (column.format as Intl.DateTimeFormatOptions | undefined)?.timeZone },
    };
  }
}
