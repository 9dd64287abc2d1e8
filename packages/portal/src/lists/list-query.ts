/**
 * The query string of the server's paged lists (described in the contract's lists.ts) for a table
 * request: `offset` and `limit`, `sort` (keys in order, '-' for descending), each column
 * filter under its parameter (a set comma-separated), and `search`. Text is trimmed; empty filters
 * and filters of columns the endpoint does not filter by are left out.
 */
import { filterParam, type ListDescription } from '@portal-elements/contract';
import type { DataTableDataRequest } from '@portal-elements/elements/pp-data-table/types';

/** The query parameter of each column filter of `list`, by column id. */
export function filterParamsOf(list: ListDescription): Readonly<Record<string, string>> {
  return Object.fromEntries(
    Object.entries(list.columnFilters).map(([column, filter]) => [column, filterParam(column, filter)]),
  );
}

export function listQuery(
  table: Omit<DataTableDataRequest, 'signal'>,
  filterParams: Readonly<Record<string, string>>,
  base: Record<string, string> = {},
): URLSearchParams {
  const query = new URLSearchParams({ ...base, offset: String(table.offset), limit: String(table.limit) });
  if (table.sort.length > 0) {
    query.set('sort', table.sort.map((key) => `${key.desc ? '-' : ''}${key.id}`).join(','));
  }
  for (const filter of table.filters) {
    const param = filterParams[filter.id];
    const value = Array.isArray(filter.value) ? filter.value.join(',') : filter.value;
    if (param && typeof value === 'string' && value.trim() !== '') query.set(param, value.trim());
  }
  if (table.search.trim() !== '') query.set('search', table.search.trim());
  return query;
}
