/**
 * A server-paged list in `pp-data-table`, derived from its description in the contract
 * (packages/contract/src/lists.ts), so that a list page holds only what is its own: columns, texts,
 * scope values and what it does with the extras a page brings. From the description come the
 * table's state in the address (table-url.ts), the query of each page (list-query.ts), the data
 * provider, and the table's properties: the page sizes, which columns sort, and the server's own
 * order, shown on the headers while the address names none.
 *
 * The table gets a data provider rather than rows: it asks for pages itself (aborting a stale one),
 * and shows the loading and error rows and the retry, so a list's loading and error are its own.
 */
import { MINE, type ListDescription } from '@portal-elements/contract';
import type {
  DataTableColumn,
  DataTableDataProvider,
  DataTableDataRequest,
  DataTableNavigateDetail,
  DataTableRow,
  DataTableSort,
  DataTableState,
  DataTableStateChangeDetail,
} from '@portal-elements/elements/pp-data-table/types';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { request } from '../api/http';
import { listQuery, scopeParamsOf, type NeedsScope, type ScopeValues } from './list-query';
import {
  TABLE_PAGE_SIZES,
  defaultSortOf,
  stateFromSearch,
  urlOptionsOf,
  type TableUrlOptions,
} from './table-url';
import { useTableUrlState } from './use-table-url-state';

/** A page of a list as the server answers it: its rows, the count of all, and what else the list sends. */
export interface ListPage {
  rows: DataTableRow[];
  total: number;
}

/** The columns of `L` whose set filter takes MINE: the signed-in staff member's rows ('My cases'). */
export type MineColumn<L extends ListDescription> = {
  [C in keyof L['columnFilters']]: L['columnFilters'][C] extends { values: readonly (infer V)[] }
    ? typeof MINE extends V
      ? C
      : never
    : never;
}[keyof L['columnFilters']] &
  string;

/** What a list takes in its address, and its own order: one object per list, so they keep their identity. */
interface ListAddress {
  url: TableUrlOptions;
  defaultSort: DataTableSort[];
}
const ADDRESSES = new WeakMap<ListDescription, ListAddress>();

/** What `list` keeps in the address (see table-url.ts) and the server's order of it. */
export function listAddressOf(list: ListDescription): ListAddress {
  let address = ADDRESSES.get(list);
  if (!address) {
    address = { url: urlOptionsOf(list), defaultSort: defaultSortOf(list) };
    ADDRESSES.set(list, address);
  }
  return address;
}

/** The table's state: the address's, with the list's own order while the address names none. */
export function shownState(state: DataTableState, defaultSort: DataTableSort[]): DataTableState {
  return state.sort.length > 0 ? state : { ...state, sort: defaultSort };
}

/**
 * The page's columns as the list allows them: a column the server does not sort by does not sort,
 * and `mine` puts MINE, with its label, first among its column's filter options.
 */
export function listColumns<L extends ListDescription, R>(
  list: L,
  columns: readonly DataTableColumn<R>[],
  mine?: { column: MineColumn<L>; label: string },
): DataTableColumn<R>[] {
  return columns.map((column) => {
    let next = column;
    if (column.type !== 'actions' && column.sortable === undefined && !list.sortKeys.includes(column.id)) {
      next = { ...next, sortable: false };
    }
    if (mine && column.id === mine.column) {
      next = {
        ...next,
        filterOptions: [{ value: MINE, label: mine.label }, ...(column.filterOptions ?? [])],
      };
    }
    return next;
  });
}

/** What a list's page hears of. */
interface Listeners<P> {
  onPage?: ((page: P) => void) | undefined;
  onFailed?: ((error: unknown) => void) | undefined;
}

/** The address of the page of `list` that `table` asks for, within `scope`. */
const pageUrl = <L extends ListDescription>(
  list: L,
  table: Omit<DataTableDataRequest, 'signal'>,
  scope: ScopeValues<L> | undefined,
) => `${list.path}?${listQuery(list, table, scope).toString()}`;

/** How long a first page asked for ahead (`primeFirstPage`) waits for its table. */
export const PRIMED_PAGE_MS = 10_000;

/** The first page asked for ahead of its table, and until when a table may take it. */
let primed: { url: string; page: Promise<unknown>; until: number } | undefined;

/**
 * Asks for the page of `list` that its table will ask for first on the page at `search` (the page
 * address's query), before the table exists: the route calls it at boot, as soon as the page's code
 * is in (routes.tsx), so that the rows do not wait for the page's first render. The table's data
 * provider takes the answer if its first request is for the same address within
 * `PRIMED_PAGE_MS`; any other request, or a later one, goes to the server. An answer that failed is
 * asked for again by the table, which shows its own error. `options` are the page's own
 * `useServerList` options that shape the request.
 */
export function primeFirstPage<L extends ListDescription>(
  list: L,
  search: URLSearchParams,
  options: { scope?: ScopeValues<L>; showDefaultSort?: boolean } = {},
): void {
  const { url: urlOptions, defaultSort } = listAddressOf(list);
  const state = stateFromSearch(search, urlOptions);
  const {
    sort,
    filters,
    search: text,
    page,
    pageSize,
  } = options.showDefaultSort === false ? state : shownState(state, defaultSort);
  const offset = (page - 1) * pageSize;
  const url = pageUrl(list, { sort, filters, search: text, offset, limit: pageSize }, options.scope);
  const answer = request(url);
  answer.catch(() => undefined); // the table asks again, and shows its own error
  primed = { url, page: answer, until: performance.now() + PRIMED_PAGE_MS };
}

/**
 * The page at `url`: the one asked for ahead if it is this one, still fresh, and answered (taken
 * once; any first request ends it), else from the server. Settles as aborted when `signal` is.
 */
async function pageAt<P>(url: string, signal: AbortSignal): Promise<P> {
  const ahead = primed;
  primed = undefined;
  if (ahead?.url === url && performance.now() < ahead.until) {
    const answer = await Promise.race([
      ahead.page.then(
        (page) => ({ page: page as P }),
        () => undefined,
      ),
      aborted(signal),
    ]);
    signal.throwIfAborted();
    if (answer) return answer.page;
  }
  return request<P>(url, { signal });
}

/** Settles (with nothing) once `signal` is aborted. */
const aborted = (signal: AbortSignal) =>
  new Promise<undefined>((resolve) => {
    if (signal.aborted) resolve(undefined);
    else signal.addEventListener('abort', () => resolve(undefined), { once: true });
  });

/** The table's data provider of `list` within `scope`: every page from the server, its extras to `listeners`. */
export function listProvider<L extends ListDescription, P extends ListPage>(
  list: L,
  scope: ScopeValues<L> | undefined,
  listeners: () => Listeners<P>,
): DataTableDataProvider {
  return async (table: DataTableDataRequest) => {
    try {
      const page = await pageAt<P>(pageUrl(list, table, scope), table.signal);
      listeners().onPage?.(page);
      return { rows: page.rows, total: page.total };
    } catch (error) {
      if (!table.signal.aborted) listeners().onFailed?.(error);
      throw error;
    }
  };
}

/** What a page gives `useServerList`. */
export type ServerListOptions<L extends ListDescription, P, R> = {
  /** The columns; `undefined` while what they need is loading (the table waits for them). */
  columns: readonly DataTableColumn<R>[] | undefined;
  /** Hears of every page that arrives, for what it brings beside the rows (assignees, projects). */
  onPage?: (page: P) => void;
  /** Hears of a page that failed (never of one aborted); the table shows its own error row and retry. */
  onFailed?: (error: unknown) => void;
  /** 'My cases' / 'Moje': MINE is offered first in this column's set filter, with this label. */
  mine?: { column: MineColumn<L>; label: string };
  /**
   * Whether the headers show the list's own order while the address names none, and the query
   * names it (true by default). Without, the query names no order and the server uses its own.
   */
  showDefaultSort?: boolean;
} & (NeedsScope<L> extends true
  ? { /** The scope parameters' values; empty ones are left out of the query. */ scope: ScopeValues<L> }
  : { scope?: ScopeValues<L> });

/** The properties `DataTable` takes from `useServerList`. */
export interface ServerListTable {
  columns: DataTableColumn[];
  dataProvider: DataTableDataProvider;
  pageSizes: number[];
  state: DataTableState;
  onStateChange: (event: CustomEvent<DataTableStateChangeDetail>) => void;
  onNavigate: (event: CustomEvent<DataTableNavigateDetail>) => void;
}

/**
 * The `DataTable` properties of `list` (`<DataTable label={...} {...table} />`): `undefined` while
 * the columns are. A new data provider (a new page for the table) comes only with new scope values;
 * `onPage` and `onFailed` may change on every render. Links in the table route client-side.
 */
export function useServerList<L extends ListDescription, P extends ListPage = ListPage, R = DataTableRow>(
  list: L,
  options: ServerListOptions<L, P, R> & { columns: readonly DataTableColumn<R>[] },
): ServerListTable;
export function useServerList<L extends ListDescription, P extends ListPage = ListPage, R = DataTableRow>(
  list: L,
  options: ServerListOptions<L, P, R>,
): ServerListTable | undefined;
export function useServerList<L extends ListDescription, P extends ListPage, R>(
  list: L,
  options: ServerListOptions<L, P, R>,
): ServerListTable | undefined {
  const { columns, onPage, onFailed, mine, scope, showDefaultSort = true } = options;
  const address = listAddressOf(list);
  const { state, onStateChange } = useTableUrlState(address.url);
  const navigate = useNavigate();
  const listeners = useRef<Listeners<P>>({ onPage, onFailed });
  useLayoutEffect(() => {
    listeners.current = { onPage, onFailed };
  });
  const scopeKey = new URLSearchParams(scopeParamsOf(list, scope)).toString();
  const dataProvider = useMemo(
    () =>
      listProvider<L, P>(
        list,
        Object.fromEntries(new URLSearchParams(scopeKey)) as ScopeValues<L>,
        () => listeners.current,
      ),
    [list, scopeKey],
  );
  const shown = useMemo(
    () => (showDefaultSort ? shownState(state, address.defaultSort) : state),
    [showDefaultSort, state, address],
  );
  const mineColumn = mine?.column;
  const mineLabel = mine?.label;
  const tableColumns = useMemo(
    () =>
      columns &&
      // The rows are the list's answer rows, the type the columns read.
      (listColumns(
        list,
        columns,
        mineColumn === undefined || mineLabel === undefined
          ? undefined
          : { column: mineColumn, label: mineLabel },
      ) as DataTableColumn[]),
    [list, columns, mineColumn, mineLabel],
  );
  const onNavigate = useCallback(
    (event: CustomEvent<DataTableNavigateDetail>) => {
      event.preventDefault();
      void navigate(event.detail.href);
    },
    [navigate],
  );
  if (!tableColumns) return undefined;
  return {
    columns: tableColumns,
    dataProvider,
    pageSizes: TABLE_PAGE_SIZES,
    state: shown,
    onStateChange,
    onNavigate,
  };
}

/**
 * Scope parameters chosen above the table (the staff's project and assignee), kept in the address
 * beside the table's state (`project=2&assignee=none`): their values ('' for none), and `choose`,
 * which sets one ('' clears it) and goes back to the first page, replacing the history entry.
 */
export function useAddressScope<L extends ListDescription, K extends keyof L['scope'] & string>(
  _list: L,
  names: readonly K[],
): [Record<K, string>, (name: K, value: string) => void] {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<K, string>;
  const choose = useCallback(
    (name: K, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === '') next.delete(name);
          else next.set(name, value);
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [values, choose];
}
