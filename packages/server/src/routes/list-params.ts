/**
 * Reading a paged list's query once its schema has checked it (the schema and the description are the
 * contract's: `listQuerySchema(list)`, lists.ts). What a pattern cannot say is checked here, each a
 * 422 naming its parameter: a sort key given twice, an id above what the database holds.
 */
import {
  DEFAULT_PAGE_SIZE,
  MAX_ID,
  UNASSIGNED,
  sortTerms,
  type ListDescription,
  type SortTerm,
} from '@portal-elements/contract';
import { fieldError as invalid } from '../http/errors.js';
import type { Messages } from '../i18n.js';

/** The order of `raw` (the list's default order without one); a key given twice is a 422 naming `sort`. */
export function parseSort<K extends string>(
  list: ListDescription & { sortKeys: readonly K[] },
  raw: string | undefined,
  m: Messages,
): SortTerm<K>[] {
  const sort = sortTerms<K>(raw ?? list.defaultSort);
  if (new Set(sort.map((term) => term.key)).size !== sort.length) {
    throw invalid('sort', m.sortKeyRepeated);
  }
  return sort;
}

/** The page of checked `offset` and `limit` strings, with the defaults. */
export function pageOf(query: { offset?: string | undefined; limit?: string | undefined }): {
  offset: number;
  limit: number;
} {
  return {
    offset: query.offset === undefined ? 0 : Number(query.offset),
    limit: query.limit === undefined ? DEFAULT_PAGE_SIZE : Number(query.limit),
  };
}

/** The items of a comma-separated parameter the schema has checked, each once. */
export function setOf<T extends string>(raw: string | undefined): T[] | undefined {
  return raw === undefined ? undefined : [...new Set(raw.split(','))].map((value) => value as T);
}

/** A checked id, or a 422 naming `field` when it is above the largest id the database holds. */
function idOf(raw: string, field: string, m: Messages): number {
  const id = Number(raw);
  if (id > MAX_ID) throw invalid(field, m.invalid(field));
  return id;
}

/** A set of ids and `none` (UNASSIGNED), as an `ids` filter writes it. */
export function idSetOf(
  raw: string | undefined,
  field: string,
  m: Messages,
): { ids: number[]; none: boolean } | undefined {
  const values = setOf(raw);
  if (values === undefined) return undefined;
  return {
    ids: values.filter((value) => value !== UNASSIGNED).map((value) => idOf(value, field, m)),
    none: values.includes(UNASSIGNED),
  };
}

/** One id, or `none` (UNASSIGNED), as an `id` parameter writes it. */
export function oneIdOf(raw: string | undefined, field: string, m: Messages): number | 'none' | undefined {
  if (raw === undefined) return undefined;
  return raw === UNASSIGNED ? 'none' : idOf(raw, field, m);
}
