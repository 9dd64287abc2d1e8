/**
 * Test support (not part of the build): a server on a store of its own (a temporary SQLite folder, or a
 * new database on the test PostgreSQL when the suite runs on that engine, see postgres.ts) and a
 * temporary SPA folder, listening on 127.0.0.1 with an ephemeral port; and the browser-like client of
 * scripts/http-client.mjs (a cookie jar that echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN, as the SPA does).
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { inject } from 'vitest';
import { buildServer, type BuildServerOptions } from '../app.js';
import { SQLITE_FILE } from '../db/database.js';
import { sqliteDriver } from '../db/sqlite-driver.js';
import { ENGINE, createDatabase, numberedPlaceholders, testPool, type TestEngine } from './postgres.js';

export { ENGINE };

export { DEMO_PASSWORD as PASSWORD } from '../../../../scripts/http-client.mjs';
export const INDEX_HTML =
  '<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>Portal</title>' +
  '<script type="module" src="/build/app.js"></script></head><body><div id="root"></div></body></html>';

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `portal-${prefix}-`));
}

/** A built-SPA stand-in: index.html, build/app.js and a top-level robots.txt. */
export function makeStaticDir(): string {
  const dir = tempDir('static');
  mkdirSync(join(dir, 'build'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'build', 'app.js'), 'console.log("portal");\n');
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  return dir;
}

/** log2 of scrypt's N for the suite's servers: 2^14 keeps its many sign-ins quick (production: 17 or more). */
export const SUITE_PASSWORD_COST = 14;

/**
 * The rate limits on writes every test server has unless the test gives its own: out of the suite's
 * way (its many writes from one account test other things). They are the subject of
 * security/write-limits.test.ts, whose servers have the defaults.
 */
export const SUITE_WRITE_LIMIT = 100_000;
export const SUITE_WRITE_LIMITS = Object.fromEntries(
  (['issue', 'reply', 'upload', 'triage', 'contact'] as const).map((kind) => [
    kind,
    { perAccount: SUITE_WRITE_LIMIT, perAddress: SUITE_WRITE_LIMIT },
  ]),
);

/** A clock the test moves by hand. */
export class TestClock {
  current = Date.UTC(2026, 0, 15, 9, 0, 0);
  now = (): number => this.current;
  advanceMinutes(minutes: number): void {
    this.current += minutes * 60_000;
  }
}

/** Where a test server keeps its data: a SQLite folder, or a PostgreSQL database of its own. */
export interface TestStore {
  engine: TestEngine;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Reads and writes with raw SQL (`?` placeholders on both engines); rows for a query, [] otherwise. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * Every row of every application table, for before/after comparisons; not the rate limits' counts
   * (`write_counts`), which count refused writes too, on purpose (write-limits.test.ts reads them).
   */
  snapshot(): Promise<Record<string, unknown[]>>;
  remove(): Promise<void>;
}

/** The test PostgreSQL's admin URL, provided by the global setup (postgres-setup.ts). */
function postgresAdminUrl(): string {
  const url = inject('postgresAdminUrl');
  if (!url) throw new Error('No PostgreSQL for the tests: run the suite through vitest.config.ts');
  return url;
}

const sortRows = (rows: unknown[]) =>
  rows
    .map((row) => JSON.stringify(row))
    .sort()
    .map((text) => JSON.parse(text) as unknown);

/** A new, empty store for the engine of this run. */
export async function newTestStore(engine: TestEngine = ENGINE): Promise<TestStore> {
  const dataDir = tempDir('data');
  if (engine === 'sqlite') {
    const Database = sqliteDriver();
    const open = () => new Database(join(dataDir, SQLITE_FILE), { fileMustExist: true });
    return {
      engine,
      dataDir,
      databaseUrl: undefined,
      async query<T>(sql: string, params: unknown[] = []) {
        const db = open();
        try {
          const statement = db.prepare(sql);
          if (statement.reader) return statement.all(...params) as T[];
          statement.run(...params);
          return [];
        } finally {
          db.close();
        }
      },
      async snapshot() {
        const db = open();
        try {
          const tables = db
            .prepare(
              "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'write_counts' ORDER BY name",
            )
            .all() as { name: string }[];
          return Object.fromEntries(
            tables.map(({ name }) => [name, sortRows(db.prepare(`SELECT * FROM "${name}"`).all())]),
          );
        } finally {
          db.close();
        }
      },
      async remove() {
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const database = await createDatabase(postgresAdminUrl());
  let pool: pg.Pool | undefined;
  const query = async <T>(sql: string, params: unknown[] = []) => {
    pool ??= testPool(database.url);
    return (await pool.query(numberedPlaceholders(sql), params)).rows as T[];
  };
  return {
    engine,
    dataDir,
    databaseUrl: database.url,
    query,
    async snapshot() {
      const tables = await query<{ name: string }>(
        "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'write_counts' ORDER BY table_name",
      );
      const result: Record<string, unknown[]> = {};
      for (const { name } of tables) result[name] = sortRows(await query(`SELECT * FROM "${name}"`));
      return result;
    },
    async remove() {
      await pool?.end();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestServer extends Omit<TestStore, 'remove'> {
  app: FastifyInstance;
  baseUrl: string;
  staticDir: string;
  /** Closes the server, and removes the store and the SPA folder it made itself. */
  close(): Promise<void>;
}

/**
 * Starts a server. `store` shares one between servers (a restart, several instances); without it the
 * server gets a new one, removed when it closes.
 */
export async function startServer(
  options: BuildServerOptions = {},
  { listen = true, store: given }: { listen?: boolean; store?: TestStore } = {},
): Promise<TestServer> {
  const store = given ?? (await newTestStore());
  const staticDir = options.staticDir ?? makeStaticDir();
  const removeOwn = async () => {
    if (!given) await store.remove();
    if (!options.staticDir) rmSync(staticDir, { recursive: true, force: true });
  };
  let app: FastifyInstance;
  try {
    // scrypt N = 2^14 keeps the many sign-ins of the suite quick; the code path is the production one.
    app = await buildServer({
      logger: false,
      passwordCost: SUITE_PASSWORD_COST,
      writeLimits: SUITE_WRITE_LIMITS,
      dataDir: store.dataDir,
      databaseUrl: store.databaseUrl,
      ...options,
      staticDir,
    });
  } catch (error) {
    await removeOwn();
    throw error;
  }
  let baseUrl = '';
  if (listen) {
    baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  } else {
    await app.ready();
  }
  return {
    app,
    baseUrl,
    staticDir,
    engine: store.engine,
    dataDir: store.dataDir,
    databaseUrl: store.databaseUrl,
    query: store.query,
    snapshot: store.snapshot,
    async close() {
      await app.close();
      await removeOwn();
    },
  };
}

// The browser stand-in is shared with the benchmarks and the `npm start` smoke test.
export { Browser, type Answer, type RequestOptions } from '../../../../scripts/http-client.mjs';
