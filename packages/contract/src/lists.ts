/**
 * The paged lists, each described once: the server derives its query's validation and parsing from
 * the description (schemas/list-query.ts, and the server's routes), the web app its table's address
 * and the query it sends (the portal's src/lists/). A list's query string:
 *
 *   offset=50&limit=25       the page: a row offset and one of PAGE_SIZES
 *   sort=-created_at,title   one or two sort keys in order, '-' for descending; the id always ends it
 *   <param>=value            a column filter: text (contains), or a comma-separated set of values
 *   search=text              the global search (contains, in the list's own columns)
 *   <scope>=value            a parameter outside the columns (the service type, the staff's project)
 *
 * Every value is a string, checked by a pattern, so a wrong one is a 422 that names its parameter.
 */
import {
  ALLOCATION_MODELS,
  CASE_SEVERITIES,
  CASE_STATUSES,
  DOCUMENT_KINDS,
  MINE,
  SERVICE_STATUSES,
  SUPPORT_CATEGORIES,
  SUPPORT_STATUSES,
} from './enums.js';
import { API } from './routes.js';

/** The page sizes every list offers. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 25;
/** The most sort keys a query takes (the id is always added after them). */
export const MAX_SORT_KEYS = 2;
/** The longest text filter or search, in characters. */
export const MAX_TEXT_FILTER = 100;
/** The largest row offset a query takes. */
export const MAX_OFFSET = 1_000_000_000;
/** The largest id an INTEGER column holds (SQLite and PostgreSQL). */
export const MAX_ID = 2_147_483_647;

/**
 * An id as a path writes it (`/api/support/issues/:id`): digits without a leading zero, at most
 * MAX_ID; anything else is no id (the caller answers 404, as for an id that does not exist).
 */
export function idOf(raw: string): number | undefined {
  if (!/^[1-9][0-9]{0,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= MAX_ID ? id : undefined;
}

/** What one filter parameter takes. */
export type FilterKind =
  /** Contains this text (A-Z case-insensitive), at most MAX_TEXT_FILTER characters. */
  | { kind: 'text' }
  /** A set of known values, comma-separated. */
  | { kind: 'set'; values: readonly string[] }
  /** A set of ids (and, with `none`, UNASSIGNED), comma-separated, at most `max` of them. */
  | { kind: 'ids'; max: number; none: boolean }
  /** One id (or, with `none`, UNASSIGNED). */
  | { kind: 'id'; none: boolean }
  /** A name: 1 to 64 characters (a service type's key). */
  | { kind: 'key' };

/** A filter of one of the table's columns; `param` is its query parameter when not the column's id. */
export type ColumnFilter = FilterKind & { param?: string };

/** A parameter outside the table's columns: chosen above the table, or given by the page's address. */
export type ScopeParam = FilterKind & { required?: boolean };

export interface ListDescription {
  /** The GET address of the list (API). */
  path: string;
  /** The sort keys the server takes, in the order of the columns. */
  sortKeys: readonly string[];
  /** The server's order when the query names none, written as `sort` is. */
  defaultSort: string;
  /** The columns that filter, by column id. */
  columnFilters: Readonly<Record<string, ColumnFilter>>;
  /** Parameters outside the columns, by name. */
  scope: Readonly<Record<string, ScopeParam>>;
  /** Whether the list takes `search`. */
  search: boolean;
}

/** Checks a description's shape at compile time and keeps its literal types. */
export function defineList<const L extends ListDescription>(list: L): L {
  return list;
}

/** The query parameter of a column's filter. */
export function filterParam(column: string, filter: ColumnFilter): string {
  return filter.param ?? column;
}

/** One key of an order: `name` or, descending, `-name`. */
export interface SortTerm<K extends string = string> {
  key: K;
  descending: boolean;
}

/** The terms of a `sort` value (`-created_at,title`). */
export function sortTerms<K extends string = string>(sort: string): SortTerm<K>[] {
  if (sort === '') return [];
  return sort.split(',').map((item) => ({
    key: item.replace(/^-/, '') as K,
    descending: item.startsWith('-'),
  }));
}

/** The client's services of one type in the selected project (spec 3): /services/{type}. */
export const SERVICES_LIST = defineList({
  path: API.services,
  sortKeys: ['name', 'status', 'allocation_model', 'created_at', 'updated_at'],
  defaultSort: 'name',
  columnFilters: {
    name: { kind: 'text' },
    status: { kind: 'set', values: SERVICE_STATUSES },
    allocation_model: { kind: 'set', values: ALLOCATION_MODELS, param: 'allocation' },
  },
  scope: { type: { kind: 'key', required: true } },
  search: true,
});

/**
 * The SOC's cases (/admin/siem/cases), newest first. `status` takes MINE beside the statuses: the
 * cases of the signed-in analyst ('My cases'); with statuses, both must hold.
 */
export const SIEM_CASES_LIST = defineList({
  path: API.siemCases,
  sortKeys: ['id', 'title', 'severity', 'status', 'assignee', 'created_at', 'resolved_at', 'closed_at'],
  defaultSort: '-created_at',
  columnFilters: {
    title: { kind: 'text' },
    severity: { kind: 'set', values: CASE_SEVERITIES },
    status: { kind: 'set', values: [...CASE_STATUSES, MINE] },
    assignee: { kind: 'ids', max: 50, none: true },
  },
  scope: {},
  search: true,
});

const SUPPORT_SORT_KEYS = [
  'id',
  'subject',
  'category',
  'status',
  'created_at',
  'updated_at',
  'resolved_at',
] as const;

/** The client's support issues of the selected project (/support/issues), last changed first. */
export const CLIENT_ISSUES_LIST = defineList({
  path: API.supportIssues,
  sortKeys: SUPPORT_SORT_KEYS,
  defaultSort: '-updated_at',
  columnFilters: {
    subject: { kind: 'text' },
    category: { kind: 'set', values: SUPPORT_CATEGORIES },
    status: { kind: 'set', values: SUPPORT_STATUSES },
  },
  scope: {},
  search: true,
});

/**
 * Every project's support issues for staff (/admin/support/issues). `status` takes MINE as the case
 * list does; one project and one assignee (or nobody) are chosen above the table.
 */
export const STAFF_ISSUES_LIST = defineList({
  path: API.staffSupportIssues,
  sortKeys: [...SUPPORT_SORT_KEYS, 'project', 'assignee'],
  defaultSort: '-updated_at',
  columnFilters: {
    subject: { kind: 'text' },
    category: { kind: 'set', values: SUPPORT_CATEGORIES },
    status: { kind: 'set', values: [...SUPPORT_STATUSES, MINE] },
  },
  scope: { project: { kind: 'id', none: false }, assignee: { kind: 'id', none: true } },
  search: true,
});

/** The selected project's documents (/documents), newest first. */
export const DOCUMENTS_LIST = defineList({
  path: API.documents,
  sortKeys: ['title', 'kind', 'issued_on', 'size'],
  defaultSort: '-issued_on',
  columnFilters: {
    title: { kind: 'text' },
    kind: { kind: 'set', values: DOCUMENT_KINDS },
  },
  scope: {},
  search: true,
});

/**
 * The selected project's contacts (/contacts), by name. `types` filters by contact type ids: a
 * contact with any of them.
 */
export const CONTACTS_LIST = defineList({
  path: API.contacts,
  sortKeys: ['name', 'email', 'phone', 'position'],
  defaultSort: 'name',
  columnFilters: {
    name: { kind: 'text' },
    types: { kind: 'ids', max: 50, none: false },
  },
  scope: {},
  search: true,
});

type ParamOf<Column, Filter> = Filter extends { param: infer P extends string } ? P : Column & string;

/** A list's query string as the server receives it: every value a string the schema has checked. */
export type ListQuerystring<L extends ListDescription> = {
  offset?: string;
  limit?: string;
  sort?: string;
  search?: string;
} & {
  [C in keyof L['columnFilters'] as ParamOf<C, L['columnFilters'][C]>]?: string;
} & {
  [S in keyof L['scope'] as L['scope'][S] extends { required: true } ? S : never]: string;
} & {
  [S in keyof L['scope'] as L['scope'][S] extends { required: true } ? never : S]?: string;
};
