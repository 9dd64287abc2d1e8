/**
 * What the paged lists' queries share (the services list, the SOC cases list). Their text filters and
 * orders answer the same on SQLite and PostgreSQL:
 * - Text is compared and sorted byte by byte: SQLite's default (BINARY), and the "C" collation on
 *   PostgreSQL, whose default collation may follow a locale (which would, for one, ignore hyphens).
 * - Case folding covers A-Z only: SQLite's lower() folds only ASCII, and PostgreSQL's lower() does the
 *   same under the "C" collation. So `WEB` finds `web-01`, while `Ł` and `ł` stay different.
 * - `%`, `_` and `\` of the user's text are escaped and LIKE is given `ESCAPE '\'`, so they match
 *   themselves on both.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
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
