/**
 * `<pp-data-table>`'s headless core: a `@tanstack/table-core` table whose sorting, filtering and
 * paging the element drives from its own state. Client-side rows go through table-core's filtered,
 * sorted and paginated row models; a data provider's page is taken as it is (`manual*` modes, the
 * host's `total` as the row count). Comparators and the "contains" match read the text a cell shows,
 * so a search finds a status by its label and a date as it is written.
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
  rowSortingFeature,
  sortFn_basic,
  tableFeatures,
  type Row,
  type SortingState,
  type Updater,
} from '@tanstack/table-core';
import { storeReactivityBindings } from '@tanstack/table-core/store-reactivity-bindings';
import { cellText, cellValue, collator, contains, toTimestamp } from './format.js';
import { toColumnFilters, toPagination, toSorting } from './state.js';
import type { DataTableColumn, DataTableRow, DataTableSort, DataTableState } from './types.js';

const features = tableFeatures({
  coreReactivityFeature: storeReactivityBindings(),
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
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
}

/** The rows to show and how many rows match in all. */
export interface ModelView {
  rows: DataTableRow[];
  total: number;
}

/** Whether a column sorts: `sortable`, by default every column but `actions`. */
export const isSortable = (column: DataTableColumn): boolean => column.sortable ?? column.type !== 'actions';

export class TableModel {
  #input: ModelInput | undefined;
  #table: CoreTable | undefined;
  #columns: readonly DataTableColumn[] | undefined;
  #lang = '';
  #sortingOut: SortingState | undefined;

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
      state: {
        sorting: toSorting(input.state),
        columnFilters: toColumnFilters(input.state),
        globalFilter: input.state.search,
        pagination: toPagination(input.state),
      },
    }));
    const total = server ? (input.serverTotal ?? 0) : table.getPrePaginatedRowModel().rows.length;
    return { rows: table.getRowModel().rows.map((row: CoreRow) => row.original), total };
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
    if (this.#table && this.#columns === input.columns && this.#lang === input.lang) return this.#table;
    this.#columns = input.columns;
    this.#lang = input.lang;
    this.#table = constructTable<Features, DataTableRow>({
      features,
      columns: input.columns.map((column) => this.#columnDef(column)),
      data: input.rows,
      autoResetAll: false,
      enableMultiSort: true,
      isMultiSortEvent: () => false,
      getColumnCanGlobalFilter: (column) => this.#column(column.id)?.type !== 'actions',
      globalFilterFn: (row: CoreRow, columnId: string, query: unknown) =>
        contains(this.#text(row, columnId), String(query ?? ''), this.#lang),
      onSortingChange: (updater: Updater<SortingState>) => {
        this.#sortingOut = functionalUpdate(updater, toSorting(this.#input!.state));
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
    return {
      id: column.id,
      header: column.header,
      accessorFn: (row: DataTableRow) => {
        const value = cellValue(column, row);
        if (column.type === 'date') return toTimestamp(value);
        return value;
      },
      enableSorting: isSortable(column),
      enableColumnFilter: column.filterable === true,
      sortDescFirst: false,
      sortUndefined: 'last' as const,
      sortFn: numeric
        ? sortFn_basic
        : (a: CoreRow, b: CoreRow, id: string) =>
            collator(this.#lang).compare(this.#text(a, id), this.#text(b, id)),
      filterFn: (row: CoreRow, id: string, query: unknown) =>
        contains(this.#text(row, id), String(query ?? ''), this.#lang),
    };
  }
}
