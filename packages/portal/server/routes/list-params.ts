/**
 * The query parameters the paged lists share (GET /api/services, GET /api/admin/siem/cases): every one a
 * string of the query (no coercion), checked by a JSON schema pattern, so a wrong one is a 422 naming it.
 */
import type { SortTerm } from '../db/list-sql.js';
import { HttpError } from '../http/errors.js';
import type { Messages } from '../i18n.js';

export const PAGE_SIZES = ['10', '25', '50', '100'] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_LIMIT = 25;
export const MAX_OFFSET = 1_000_000_000;
export const MAX_TEXT_FILTER = 100;

/** `a`, `a,b`, … up to `max` items of `values`: a comma-separated list as a pattern. */
export function listPattern(values: readonly string[], max: number): string {
  const one = `(?:${values.join('|')})`;
  return `^${one}(?:,${one}){0,${max - 1}}$`;
}

/** `offset`: 0 to 1,000,000,000 in digits. */
export const offsetSchema = { type: 'string', pattern: '^(?:[0-9]{1,9}|1000000000)$' } as const;
/** `limit`: one of the page sizes. */
export const limitSchema = { type: 'string', enum: PAGE_SIZES } as const;
/** `sort`: one or two of the keys, each with `-` in front for descending. */
export function sortSchema(keys: readonly string[]) {
  return {
    type: 'string',
    pattern: listPattern(
      keys.map((key) => `-?${key}`),
      2,
    ),
  } as const;
}
/** A text filter: contains, at most 100 characters. */
export const textFilterSchema = { type: 'string', maxLength: MAX_TEXT_FILTER } as const;

/** The sort terms of a `sort` the schema has checked; a key given twice is a 422 naming `sort`. */
export function parseSort<K extends string>(raw: string, m: Messages): SortTerm<K>[] {
  const sort = raw.split(',').map((item) => ({
    key: item.replace(/^-/, '') as K,
    descending: item.startsWith('-'),
  }));
  if (new Set(sort.map((term) => term.key)).size !== sort.length) {
    throw new HttpError(422, 'validation_failed', m.sortKeyRepeated, {
      fields: { sort: [m.sortKeyRepeated] },
    });
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
    limit: query.limit === undefined ? DEFAULT_LIMIT : Number(query.limit),
  };
}

/** The items of a comma-separated parameter the schema has checked, each once. */
export function setOf<T extends string>(raw: string | undefined): T[] | undefined {
  return raw === undefined ? undefined : [...new Set(raw.split(','))].map((value) => value as T);
}
