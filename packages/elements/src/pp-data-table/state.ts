/**
 * The state of `<pp-data-table>` (sort, filters, search, page, page size, hidden columns, widths) as
 * pure functions: reading a
 * state the host set, the changes the user makes, paging arithmetic, and the mapping to and from the
 * state slices of `@tanstack/table-core`, which does the sorting, filtering and paging itself.
 */
import type { ColumnFiltersState, PaginationState, SortingState } from '@tanstack/table-core';
import { normalizeWidths } from './column-resize.js';
import { isIsoDate, isValidRange, range } from './filters.js';
import type {
  DataTableDateRange,
  DataTableFilter,
  DataTableFilterValue,
  DataTableSort,
  DataTableState,
} from './types.js';

/** The page-size options when the host gives none. */
export const DEFAULT_PAGE_SIZES: readonly number[] = [10, 25, 50, 100];

/** The page size when the state names none: 25 when it is an option, else the first option. */
export function defaultPageSize(pageSizes: readonly number[]): number {
  return pageSizes.includes(25) ? 25 : (pageSizes[0] ?? 25);
}

/** A state with no sort, no filters, no search, the first page. */
export function initialState(pageSizes: readonly number[] = DEFAULT_PAGE_SIZES): DataTableState {
  return { sort: [], filters: [], search: '', page: 1, pageSize: defaultPageSize(pageSizes) };
}

const positiveInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/**
 * A filter value as the state keeps it, or undefined for one it cannot hold: text; a set of strings
 * (each once); a date range of ISO dates whose start is not after its end (other keys dropped).
 */
function filterValue(value: unknown): DataTableFilterValue | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value))
    return value.every((v) => typeof v === 'string') ? [...new Set(value)] : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  const { from, to } = value as Record<string, unknown>;
  const missing = (end: unknown) => end === undefined || end === null || end === '';
  if (!(missing(from) || isIsoDate(from)) || !(missing(to) || isIsoDate(to))) return undefined;
  const dates: DataTableDateRange = range(from as string | undefined, to as string | undefined);
  return isValidRange(dates) ? dates : undefined;
}

/** Whether a filter value filters nothing ('' , [], a range without ends). */
export function isEmptyFilter(value: DataTableFilterValue): boolean {
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  const range = value as { from?: string; to?: string };
  return !range.from && !range.to;
}

/**
 * A complete, valid state from whatever the host set (a state read back from a URL may be partial or
 * wrong): unknown entries are dropped, a missing or invalid field takes its initial value, one sort
 * key and one filter per column, empty filters dropped, and so are date ranges that are not ISO dates
 * or whose start is after their end.
 */
export function normalizeState(
  input: Partial<DataTableState> | null | undefined,
  pageSizes: readonly number[] = DEFAULT_PAGE_SIZES,
): DataTableState {
  const base = initialState(pageSizes);
  if (!input || typeof input !== 'object') return base;
  const sort: DataTableSort[] = [];
  for (const s of Array.isArray(input.sort) ? input.sort : []) {
    if (s && typeof s.id === 'string' && !sort.some((k) => k.id === s.id)) {
      sort.push({ id: s.id, desc: s.desc === true });
    }
  }
  const filters: DataTableFilter[] = [];
  for (const f of Array.isArray(input.filters) ? input.filters : []) {
    if (!f || typeof f.id !== 'string') continue;
    const value = filterValue(f.value);
    if (value === undefined || isEmptyFilter(value)) continue;
    if (!filters.some((k) => k.id === f.id)) filters.push({ id: f.id, value });
  }
  const state: DataTableState = {
    sort,
    filters,
    search: typeof input.search === 'string' ? input.search : '',
    page: positiveInteger(input.page) ? input.page : 1,
    pageSize: positiveInteger(input.pageSize) ? input.pageSize : base.pageSize,
  };
  if (Array.isArray(input.hidden)) {
    state.hidden = [...new Set(input.hidden.filter((id): id is string => typeof id === 'string'))];
  }
  const widths = normalizeWidths(input.widths);
  if (widths) state.widths = widths;
  return state;
}

/**
 * The ids of the columns hidden in `state`: its `hidden` (unknown ids dropped) when it has one that
 * leaves a column shown, else the columns' own `hidden` flags.
 */
export function hiddenColumns(
  state: DataTableState,
  columns: readonly { id: string; hidden?: boolean | undefined }[],
): string[] {
  if (state.hidden) {
    const ids = new Set(state.hidden);
    const hidden = columns.filter((c) => ids.has(c.id)).map((c) => c.id);
    if (hidden.length < columns.length) return hidden;
  }
  return columns.filter((c) => c.hidden).map((c) => c.id);
}

/**
 * `state` with its `hidden` kept to the ids of `columns` (none known while there are no columns), and
 * without it when it would hide every column. The same object when nothing changes.
 */
export function knownHidden(state: DataTableState, columns: readonly { id: string }[]): DataTableState {
  if (!state.hidden || columns.length === 0) return state;
  const ids = new Set(columns.map((c) => c.id));
  const hidden = state.hidden.filter((id) => ids.has(id));
  if (hidden.length >= columns.length) {
    const { hidden: _all, ...rest } = state;
    return rest;
  }
  return hidden.length === state.hidden.length ? state : { ...state, hidden };
}

/** `state` with the columns `hidden` hidden (the page stays). */
export function withHidden(state: DataTableState, hidden: readonly string[]): DataTableState {
  return { ...state, hidden: [...hidden] };
}

/** Whether two states say the same. */
export function sameState(a: DataTableState, b: DataTableState): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A deep copy, so a host holding it cannot change the element's state. */
export function copyState(state: DataTableState): DataTableState {
  return structuredClone(state);
}

/** The text filter of column `id` ('' for none). */
export function filterText(state: DataTableState, id: string): string {
  const value = state.filters.find((f) => f.id === id)?.value;
  return typeof value === 'string' ? value : '';
}

/** `state` with column `id` filtered by `value` (an empty value removes the filter), back on page 1. */
export function withFilter(state: DataTableState, id: string, value: DataTableFilterValue): DataTableState {
  const others = state.filters.filter((f) => f.id !== id);
  const filters = isEmptyFilter(value) ? others : [...others, { id, value }];
  return { ...state, filters, page: 1 };
}

/** `state` with the global search `search`, back on page 1. */
export function withSearch(state: DataTableState, search: string): DataTableState {
  return { ...state, search, page: 1 };
}

/** `state` without its search and column filters, back on page 1 (sort, page size and columns kept). */
export function withoutFilters(state: DataTableState): DataTableState {
  return { ...state, search: '', filters: [], page: 1 };
}

/** `state` with the sort keys `sort` (order kept), back on page 1. */
export function withSort(state: DataTableState, sort: readonly DataTableSort[]): DataTableState {
  return { ...state, sort: sort.map(({ id, desc }) => ({ id, desc })), page: 1 };
}

/** `state` with a page size of `pageSize`, on the page that holds the first row shown before. */
export function withPageSize(state: DataTableState, pageSize: number): DataTableState {
  const first = (state.page - 1) * state.pageSize;
  return { ...state, pageSize, page: Math.floor(first / pageSize) + 1 };
}

/** The number of pages of `total` rows (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** `page` kept between 1 and the last page of `total` rows. */
export function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(Math.max(1, page), pageCount(total, pageSize));
}

/** The 1-based first and last row of the page (0 and 0 when there are no rows). */
export function pageRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = (page - 1) * pageSize + 1;
  return { from: Math.min(from, total), to: Math.min(page * pageSize, total) };
}

// ---- table-core's slices -------------------------------------------------------------------------

/** The state's sort keys as table-core's `sorting`. */
export function toSorting(state: DataTableState): SortingState {
  return state.sort.map(({ id, desc }) => ({ id, desc }));
}

/** The state's filters as table-core's `columnFilters` (each column's filter function reads its kind). */
export function toColumnFilters(state: DataTableState): ColumnFiltersState {
  return state.filters.map(({ id, value }) => ({ id, value }));
}

/** The state's page as table-core's `pagination` (0-based `pageIndex`). */
export function toPagination(state: DataTableState): PaginationState {
  return { pageIndex: state.page - 1, pageSize: state.pageSize };
}

/** table-core's `sorting` back as the state's sort keys. */
export function fromSorting(sorting: SortingState): DataTableSort[] {
  return sorting.map(({ id, desc }) => ({ id, desc }));
}
