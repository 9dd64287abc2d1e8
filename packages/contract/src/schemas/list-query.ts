/**
 * A list's query-string schema, derived from its description (lists.ts): every parameter a string
 * (no coercion), each checked by a pattern, so a wrong value is a 422 that names the parameter.
 */
import Type, { type TSchema } from 'typebox';
import { UNASSIGNED } from '../enums.js';
import {
  MAX_SORT_KEYS,
  MAX_TEXT_FILTER,
  PAGE_SIZES,
  filterParam,
  type FilterKind,
  type ListDescription,
} from '../lists.js';

/** `a`, `a,b`, … up to `max` items each matching one of `items`: a comma-separated list as a pattern. */
export function listPattern(items: readonly string[], max: number): string {
  const one = `(?:${items.join('|')})`;
  return `^${one}(?:,${one}){0,${max - 1}}$`;
}

/** An id as a query writes it: digits, no leading zero (its upper bound is checked after parsing). */
const ID = '[1-9][0-9]{0,9}';

/** `offset`: 0 to 1,000,000,000 in digits. */
export const offsetSchema = Type.String({ pattern: '^(?:[0-9]{1,9}|1000000000)$' });
/** `limit`: one of the page sizes. */
export const limitSchema = Type.Enum(PAGE_SIZES.map(String));
/** A text filter or the search: contains, at most MAX_TEXT_FILTER characters. */
export const textFilterSchema = Type.String({ maxLength: MAX_TEXT_FILTER });

/** The schema of one filter's value. */
export function filterSchema(filter: FilterKind): TSchema {
  switch (filter.kind) {
    case 'text':
      return textFilterSchema;
    case 'set':
      return Type.String({ pattern: listPattern(filter.values, filter.values.length) });
    case 'ids':
      return Type.String({ pattern: listPattern(filter.none ? [UNASSIGNED, ID] : [ID], filter.max) });
    case 'id':
      return Type.String({ pattern: `^(?:${filter.none ? `${UNASSIGNED}|` : ''}${ID})$` });
    case 'key':
      return Type.String({ minLength: 1, maxLength: 64 });
  }
}

/** `sort`: one or two of the keys, each with `-` in front for descending. */
export function sortSchema(keys: readonly string[]): TSchema {
  return Type.String({
    pattern: listPattern(
      keys.map((key) => `-?${key}`),
      MAX_SORT_KEYS,
    ),
  });
}

/** The query-string schema of `list`: no parameter beyond the description's. */
export function listQuerySchema(list: ListDescription): TSchema {
  const properties: Record<string, TSchema> = {
    offset: Type.Optional(offsetSchema),
    limit: Type.Optional(limitSchema),
    sort: Type.Optional(sortSchema(list.sortKeys)),
  };
  for (const [column, filter] of Object.entries(list.columnFilters)) {
    properties[filterParam(column, filter)] = Type.Optional(filterSchema(filter));
  }
  if (list.search) properties['search'] = Type.Optional(textFilterSchema);
  for (const [name, param] of Object.entries(list.scope)) {
    properties[name] = param.required ? filterSchema(param) : Type.Optional(filterSchema(param));
  }
  return Type.Object(properties, { additionalProperties: false });
}
