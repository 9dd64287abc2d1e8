/**
 * The query string of the server's paged lists (described in the contract's lists.ts) for a table
 * request: the list's scope parameters given (in the description's order; empty ones left out),
 * `offset` and `limit`, `sort` (keys in order, '-' for descending), each column filter under its
 * parameter (a set comma-separated), and `search`. Text is trimmed; empty filters and filters of
 * columns the list does not filter by (or a search it does not take) are left out. The search goes as typed: `#42` finds issue or
 * case 42 because the server matches `#<id>` (packages/server/src/db/list-sql.ts).
 */
import { filterParam, type ListDescription } from '@portal-elements/contract';
import type { DataTableDataRequest } from '@portal-elements/elements/pp-data-table/types';

type RequiredScope<L extends ListDescription> = {
  [S in keyof L['scope'] as L['scope'][S] extends { required: true } ? S : never]: string;
};
type OptionalScope<L extends ListDescription> = {
  [S in keyof L['scope'] as L['scope'][S] extends { required: true } ? never : S]?: string;
};

/** The values of a list's scope parameters (the service type, the staff's project), by name. */
export type ScopeValues<L extends ListDescription> = RequiredScope<L> & OptionalScope<L>;

/** Whether a list must be given scope values (it has a required scope parameter). */
export type NeedsScope<L extends ListDescription> = keyof RequiredScope<L> extends never ? false : true;

/** The scope parameters of `list` that hold a value, in the description's order. */
export function scopeParamsOf<L extends ListDescription>(
  list: L,
  scope: ScopeValues<L> | undefined,
): Record<string, string> {
  const given: Readonly<Record<string, string | undefined>> = scope ?? {};
  const params: Record<string, string> = {};
  for (const name of Object.keys(list.scope)) {
    const value = given[name];
    if (value) params[name] = value;
  }
  return params;
}

/** The query of `list` for a table request, within `scope`. */
export function listQuery<L extends ListDescription>(
  list: L,
  table: Omit<DataTableDataRequest, 'signal'>,
  scope?: ScopeValues<L>,
): URLSearchParams {
  const query = new URLSearchParams({
    ...scopeParamsOf(list, scope),
    offset: String(table.offset),
    limit: String(table.limit),
  });
  if (table.sort.length > 0) {
    query.set('sort', table.sort.map((key) => `${key.desc ? '-' : ''}${key.id}`).join(','));
  }
  for (const filter of table.filters) {
    const column = Object.hasOwn(list.columnFilters, filter.id) ? list.columnFilters[filter.id] : undefined;
    const value = Array.isArray(filter.value) ? filter.value.join(',') : filter.value;
    if (column && typeof value === 'string' && value.trim() !== '') {
      query.set(filterParam(filter.id, column), value.trim());
    }
  }
  if (list.search && table.search.trim() !== '') query.set('search', table.search.trim());
  return query;
}
