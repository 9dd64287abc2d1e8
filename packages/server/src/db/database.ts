/** Opens the store: SQLite (better-sqlite3) in the data folder by default, PostgreSQL when a URL is given. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, PostgresDialect, SqliteAdapter, SqliteDialect, type DialectAdapter } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';
import { sqliteDriver } from './sqlite-driver.js';

export type DialectName = 'sqlite' | 'postgres';

export interface Store {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Where the data lives, for messages: the SQLite file or the PostgreSQL host and database. */
  location: string;
}

export const SQLITE_FILE = 'portal.sqlite';

/**
 * SQLite runs DDL inside transactions, but Kysely's adapter says it does not, so its migrator would run
 * migrations outside one: a crash half-way would leave tables without their migration row. This
 * dialect says so, and the migrator wraps each migration in a transaction as on PostgreSQL.
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

export class SqliteDialectWithTransactionalDdl extends SqliteDialect {
  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}

const INT8_OID = 20;

/** BIGINT (times in ms, counts) as numbers: every value we store fits in 2^53. */
export const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

export interface PoolOptions {
  /** Connections per instance (DATABASE_POOL_SIZE). */
  size: number;
  /** The longest a statement may run before PostgreSQL cancels it (DATABASE_STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs: number;
  /** The longest to wait for a connection (a server that does not answer). */
  connectTimeoutMs: number;
}

export const DEFAULT_POOL: PoolOptions = { size: 10, statementTimeoutMs: 10_000, connectTimeoutMs: 5_000 };

export interface OpenStoreOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  pool?: Partial<PoolOptions>;
}

export function openStore({ dataDir, databaseUrl, pool: poolOptions }: OpenStoreOptions): Store {
  if (databaseUrl) {
    const { size, statementTimeoutMs, connectTimeoutMs } = { ...DEFAULT_POOL, ...poolOptions };
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: size,
      statement_timeout: statementTimeoutMs,
      connectionTimeoutMillis: connectTimeoutMs,
      types: pgTypes,
    });
    // An idle connection that breaks (the database restarts) is dropped from the pool, not thrown.
    pool.on('error', () => undefined);
    const url = new URL(databaseUrl);
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: 'postgres',
      location: `postgres://${url.host}${url.pathname}`,
    };
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, SQLITE_FILE);
  const SQLite = sqliteDriver();
  const sqlite = new SQLite(file);
  // WAL with full sync: a commit is on disk before the response leaves, and readers never block the writer.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialectWithTransactionalDdl({ database: sqlite }) }),
    dialect: 'sqlite',
    location: file,
  };
}
