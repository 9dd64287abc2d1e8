/**
 * What the paged lists' queries share (services, SOC cases, support issues): text matching, the order
 * of each kind of column with the id last, the `#<id>` search, one page with its total. Their filters
 * and orders answer the same on SQLite and PostgreSQL:
 * - Text is compared and sorted byte by byte: SQLite's default (BINARY), and the "C" collation on
 *   PostgreSQL, whose default collation may follow a locale (which would, for one, ignore hyphens).
 * - Case folding covers A-Z only: SQLite's lower() folds only ASCII, and PostgreSQL's lower() does the
 *   same under the "C" collation. So `WEB` finds `web-01`, while `Ł` and `ł` stay different.
 * - `%`, `_` and `\` of the user's text are escaped and LIKE is given `ESCAPE '\'`, so they match
 *   themselves on both.
 */
import type { SortTerm } from '@portal-elements/contract';
import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { DialectName } from './database.js';

/** `%`, `_` and the escape character itself, escaped for `LIKE … ESCAPE '\'`. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** Lower case for A-Z only, as lower() folds on both engines here. */
export function foldAscii(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

/**
 * A text column (`table.column`, written in the code, never taken from a request) compared byte by byte:
 * as it is on SQLite, with the "C" collation on PostgreSQL.
 */
export function bytewise(dialect: DialectName, column: string): Expression<string> {
  return dialect === 'postgres'
    ? sql<string>`${sql.ref(column)} collate "C"`
    : sql<string>`${sql.ref(column)}`;
}

/** The column in lower case, A-Z only, on both engines. */
export function folded(dialect: DialectName, column: string): Expression<string> {
  return sql<string>`lower(${bytewise(dialect, column)})`;
}

/** The text, folded, contains `text`, folded, with LIKE's wildcards taken literally. */
export function likeContains(text: Expression<string>, part: string): Expression<SqlBool> {
  const pattern = `%${escapeLike(foldAscii(part))}%`;
  return sql<SqlBool>`${text} like ${pattern} escape '\\'`;
}

/** The column, folded, contains `text`, folded, with LIKE's wildcards taken literally. */
export function contains(dialect: DialectName, column: string, text: string): Expression<SqlBool> {
  return likeContains(folded(dialect, column), text);
}

/** How one sort key of a list orders its rows (every column is written in the code, never taken from a request). */
export type SortColumn =
  /** Text: A-Z folded first, then byte by byte; `nullable` puts rows without one last both ways. */
  | { kind: 'text'; column: string; nullable?: boolean }
  /** A closed set of values, by their position in `values` (a workflow, a severity), not their text. */
  | { kind: 'rank'; column: string; values: readonly string[] }
  /** Text of a closed set compared byte by byte, NULLs last (the services' status and allocation model). */
  | { kind: 'bytes'; column: string }
  /** A number or a time; `nullsLast` unless said otherwise (the id has none to place). */
  | { kind: 'value'; column: string; nullsLast?: boolean };

/** The value's position in `values` (0, 1, …): a CASE over literals of the code, never of a request. */
export function rank(column: string, values: readonly string[]): Expression<number> {
  const arms = values.map((value, index) => sql`when ${sql.lit(value)} then ${sql.lit(index)}`);
  return sql<number>`case ${sql.ref(column)} ${sql.join(arms, sql` `)} end`;
}

/**
 * `page` ordered by `sort` (each key's column from `columns`), then by `id`, so equal keys page in one
 * stable order on both engines.
 */
export function ordered<DB, TB extends keyof DB, O>(
  page: SelectQueryBuilder<DB, TB, O>,
  dialect: DialectName,
  sort: readonly SortTerm[],
  columns: Readonly<Record<string, SortColumn>>,
  id: string,
): SelectQueryBuilder<DB, TB, O> {
  let next = page;
  for (const { key, descending } of sort) {
    const column = columns[key];
    if (!column) throw new Error(`no column to sort by ${key}`);
    const by = (expression: Expression<unknown>, nullsLast: boolean) =>
      next.orderBy(expression, (ob) => {
        const direction = descending ? ob.desc() : ob.asc();
        return nullsLast ? direction.nullsLast() : direction;
      });
    switch (column.kind) {
      case 'text':
        next = by(folded(dialect, column.column), column.nullable === true);
        next = by(bytewise(dialect, column.column), column.nullable === true);
        break;
      case 'rank':
        next = by(rank(column.column, column.values), false);
        break;
      case 'bytes':
        next = by(bytewise(dialect, column.column), true);
        break;
      case 'value':
        next = by(sql.ref(column.column), column.nullsLast !== false);
        break;
    }
  }
  return next.orderBy(sql.ref(id), 'asc');
}

/** Whether `text` can be part of some `#<id>` at all: `#`, digits, or `#` and digits. */
export function mayMatchId(text: string): boolean {
  return /^#?[0-9]*$/.test(text);
}

/** `#<id>` of the id column, compared byte by byte (the "C" collation on PostgreSQL). */
function hashId(dialect: DialectName, id: string): Expression<string> {
  const text = sql<string>`('#' || cast(${sql.ref(id)} as varchar))`;
  return dialect === 'postgres' ? sql<string>`${text} collate "C"` : text;
}

/**
 * The search of a list whose rows have a title and a number: the text column contains `text`, or,
 * when `text` could be part of one, the id written `#<id>` does.
 */
export function textOrId(
  dialect: DialectName,
  column: string,
  id: string,
  text: string,
): Expression<SqlBool> {
  const byText = contains(dialect, column, text);
  // Text with anything but `#` and digits is in no `#<id>`: the text column alone can hold it.
  return mayMatchId(text) ? sql<SqlBool>`(${byText} or ${likeContains(hashId(dialect, id), text)})` : byText;
}

/**
 * One page of `page` and the number of rows of `filtered` (the same query before its joins, columns
 * and order), read at once: on PostgreSQL each takes a connection of the pool.
 */
export async function pageWithTotal<Row>(
  page: { execute(): Promise<Row[]> },
  filtered: SelectQueryBuilder<never, never, object>,
): Promise<{ rows: Row[]; total: number }> {
  const [rows, count] = await Promise.all([
    page.execute(),
    filtered.select(sql<number | string | bigint>`count(*)`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number((count as { total: number | string | bigint }).total) };
}
