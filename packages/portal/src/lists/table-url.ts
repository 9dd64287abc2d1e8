/**
 * A list's table state (sort, filters, search, page, page size) in the page address, so that links,
 * reloads and the back button restore it. The query follows the convention the menu already uses for
 * 'My cases' (`?filter[status]=mine`, the Laravel query-builder style):
 *
 *   sort=-created_at,name    sort keys in order; '-' sorts descending
 *   filter[<column>]=value   a column filter; a set of values is comma-separated
 *   search=text              the global search
 *   page=2                   1-based, left out on the first page
 *   per_page=50              left out at the list's default page size
 *
 * No sort in the address means the list's own order (the server's). Reading is forgiving: an unknown column, a bad number or a page size the list does not offer is
 * ignored (the default applies), so a hand-edited or old link still opens the list.
 */
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, sortTerms, type ListDescription } from '@portal-elements/contract';
import type {
  DataTableFilter,
  DataTableFilterValue,
  DataTableSort,
  DataTableState,
} from '@portal-elements/elements/pp-data-table/types';

/** What a list allows in its address. */
export interface TableUrlOptions {
  /** Columns that sort. */
  sortable: readonly string[];
  /** Column filters: a text filter, or a set of values (comma-separated in the address). */
  filters: Readonly<Record<string, 'text' | 'set'>>;
  /** The page sizes offered; the first is the default unless `defaultPageSize` says otherwise. */
  pageSizes: readonly number[];
  defaultPageSize?: number;
}

/** The contract's page sizes as the table's `pageSizes` takes them: one array, so the property never changes. */
export const TABLE_PAGE_SIZES: number[] = [...PAGE_SIZES];

/**
 * What `list` keeps in the address: its sort keys, its column filters (an id filter is a set of
 * values here too) and the page sizes every list offers.
 */
export function urlOptionsOf(list: ListDescription): TableUrlOptions {
  return {
    sortable: list.sortKeys,
    filters: Object.fromEntries(
      Object.entries(list.columnFilters).map(([column, filter]) => [
        column,
        filter.kind === 'text' ? 'text' : 'set',
      ]),
    ),
    pageSizes: TABLE_PAGE_SIZES,
    defaultPageSize: DEFAULT_PAGE_SIZE,
  };
}

/** The server's own order of `list` as the table's sort, to show on the headers while the address names none. */
export function defaultSortOf(list: ListDescription): DataTableSort[] {
  return sortTerms(list.defaultSort).map((term) => ({ id: term.key, desc: term.descending }));
}

const FILTER_PARAM = /^filter\[([^\]]+)\]$/;
const MAX_SORT_KEYS = 2;

function defaultPageSize(options: TableUrlOptions): number {
  return options.defaultPageSize ?? options.pageSizes[0] ?? 25;
}

function positiveInteger(raw: string | null): number | undefined {
  if (raw === null || !/^[1-9][0-9]{0,8}$/.test(raw)) return undefined;
  return Number(raw);
}

/** The state the address holds (defaults where it holds nothing usable). */
export function stateFromSearch(params: URLSearchParams, options: TableUrlOptions): DataTableState {
  const sort: DataTableSort[] = [];
  for (const key of (params.get('sort') ?? '').split(',')) {
    const desc = key.startsWith('-');
    const id = desc ? key.slice(1) : key;
    if (!options.sortable.includes(id) || sort.some((entry) => entry.id === id)) continue;
    if (sort.length < MAX_SORT_KEYS) sort.push({ id, desc });
  }
  const filters: DataTableFilter[] = [];
  for (const [name, raw] of params) {
    const id = FILTER_PARAM.exec(name)?.[1];
    const kind = id === undefined ? undefined : options.filters[id];
    if (id === undefined || kind === undefined || filters.some((entry) => entry.id === id)) continue;
    const value: DataTableFilterValue =
      kind === 'set' ? raw.split(',').filter((part) => part !== '') : raw.trim();
    if (value.length > 0) filters.push({ id, value });
  }
  const size = positiveInteger(params.get('per_page'));
  return {
    sort,
    filters,
    search: (params.get('search') ?? '').trim(),
    page: positiveInteger(params.get('page')) ?? 1,
    pageSize: size !== undefined && options.pageSizes.includes(size) ? size : defaultPageSize(options),
  };
}

/**
 * The address query of `state`: `params` (the page's other parameters) with the list's own replaced;
 * defaults are left out, so the list's plain address stays plain.
 */
export function searchFromState(
  state: DataTableState,
  options: TableUrlOptions,
  params: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams();
  for (const [name, value] of params) {
    if (!['sort', 'search', 'page', 'per_page'].includes(name) && !FILTER_PARAM.test(name)) {
      next.append(name, value);
    }
  }
  const sort = state.sort.map((entry) => `${entry.desc ? '-' : ''}${entry.id}`).join(',');
  if (sort !== '') next.set('sort', sort);
  for (const filter of state.filters) {
    const value = Array.isArray(filter.value) ? filter.value.join(',') : filter.value;
    if (typeof value === 'string' && value !== '') next.set(`filter[${filter.id}]`, value);
  }
  if (state.search !== '') next.set('search', state.search);
  if (state.page > 1) next.set('page', String(state.page));
  if (state.pageSize !== defaultPageSize(options)) next.set('per_page', String(state.pageSize));
  return next;
}

/**
 * Whether going from `before` to `after` should add a history entry: sorting, paging and a new page
 * size do (the back button undoes them); typing a search or a filter replaces the entry instead, so
 * that Back does not step through every keystroke.
 */
export function isNavigation(before: DataTableState, after: DataTableState): boolean {
  const typed =
    before.search !== after.search || JSON.stringify(before.filters) !== JSON.stringify(after.filters);
  return !typed;
}
