/**
 * A write that decides on a row's state under the row's lock (issue 27, finding 9): a support issue's
 * (db/support.ts) or a SOC case's (db/cases.ts). The decision (a reply refused on a closed issue, a
 * status change's `from`, a move the case workflow allows) cannot be overtaken by another request, on
 * one instance or several on one database.
 */
import { sql, type Kysely } from 'kysely';
import type { DialectName } from './database.js';
import type { Database } from './schema.js';

/** The read of one row as Kysely's select builder is: run as it is, or locked FOR NO KEY UPDATE. */
export interface RowRead<R> {
  executeTakeFirst(): Promise<R | undefined>;
  forNoKeyUpdate(): { executeTakeFirst(): Promise<R | undefined> };
}

/**
 * Runs `step` in one write transaction with the row `read` selects, read at its start and held against
 * every other write until the commit:
 * - PostgreSQL: the row is locked first (FOR NO KEY UPDATE: it stops the other writes of the row, which
 *   take the same lock, and not the foreign-key checks of rows that point at it). A second write of the
 *   same row waits there until the first commits, then reads its result.
 * - SQLite: BEGIN IMMEDIATE takes the database's write lock before the row is read (as
 *   db/uploads.ts's storeUploadWithinQuota), so another connection or process waits (busy_timeout)
 *   until the commit; within one process Kysely's single connection runs one such step at a time.
 * `step` gets undefined when there is no such row. It must use only the executor it is given: on
 * SQLite the store's one connection is held until it returns. Anything it throws rolls it all back.
 */
export async function withLockedRow<R, T>(
  db: Kysely<Database>,
  dialect: DialectName,
  read: (tx: Kysely<Database>) => RowRead<R>,
  step: (tx: Kysely<Database>, row: R | undefined) => Promise<T>,
): Promise<T> {
  if (dialect === 'postgres') {
    return db
      .transaction()
      .execute(async (tx) => step(tx, await read(tx).forNoKeyUpdate().executeTakeFirst()));
  }
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await step(connection, await read(connection).executeTakeFirst());
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}
