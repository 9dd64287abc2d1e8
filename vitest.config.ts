import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The server's test files that never open a store (no test server, no harness): pure functions, the
 * same on both engines, so the PostgreSQL project leaves them to the SQLite one.
 */
const serverDir = fileURLToPath(new URL('packages/server/src', import.meta.url));
const serverTestsWithoutStore = (readdirSync(serverDir, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.test.ts'))
  .filter(
    (file) =>
      !/testing\/(harness|postgres|server-process)|newTestStore|startServer/.test(
        readFileSync(join(serverDir, file), 'utf8'),
      ),
  )
  .map((file) => `src/${file}`);

/**
 * Node 22 and newer have a `localStorage` of their own (empty without `--localstorage-file`, and
 * on by default from Node 25), which hides jsdom's from the portal's tests: switched off there. Node 20
 * has none and refuses the flag.
 */
const withoutNodeWebStorage =
  Number(process.versions.node.split('.')[0]) >= 22 ? ['--no-experimental-webstorage'] : [];

// Vitest projects: the tokens (contrast and constants), the contract between web app and server, the elements' Node-side checks, the portal's
// logic (jsdom, browser builds of lit so @lit/react attaches events), the reference server over
// real HTTP, on SQLite and on PostgreSQL, and README.md against the code (scripts/). `smoke` runs the
// real `npm start` (it builds everything, minutes): npm test runs it last, `npm run test:unit` leaves
// it out (`--project '!smoke'`). The story tests have a config of their own: .storybook/vitest.config.ts.
export default defineConfig({
  test: {
    // Two at a time: Vitest's default on a two-core machine is one (the cores less one), and most of
    // these files wait on sockets, child processes and PostgreSQL rather than on the processor.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'tokens',
          root: 'packages/tokens',
          include: ['test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'elements',
          root: 'packages/elements',
          // src/docs-check/*.vitest.ts: Node-side checks next to the browser ones (*.test.ts there run in WTR).
          include: ['test/**/*.test.ts', 'src/docs-check/**/*.vitest.ts'],
          environment: 'node',
          testTimeout: 30000,
        },
      },
      {
        resolve: { conditions: ['browser'] },
        test: {
          name: 'portal',
          root: 'packages/portal',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          execArgv: withoutNodeWebStorage,
        },
      },
      {
        test: {
          name: 'server',
          root: 'packages/server',
          include: ['src/**/*.test.ts'],
          // *.postgres.test.ts need PostgreSQL itself (several instances on one database).
          exclude: ['src/**/*.postgres.test.ts'],
          environment: 'node',
          testTimeout: 60000,
          hookTimeout: 60000,
          pool: 'forks',
        },
      },
      {
        // The same server suite on PostgreSQL: an embedded PostgreSQL 18 (or TEST_DATABASE_URL), a
        // database of its own for every test server (server/testing/postgres.ts).
        test: {
          name: 'server-postgres',
          root: 'packages/server',
          include: ['src/**/*.test.ts'],
          exclude: serverTestsWithoutStore,
          environment: 'node',
          env: { TEST_DB_ENGINE: 'postgres' },
          globalSetup: ['src/testing/postgres-setup.ts'],
          testTimeout: 60000,
          hookTimeout: 60000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
          exclude: ['scripts/**/*.smoke.test.ts'],
          environment: 'node',
          testTimeout: 30000,
        },
      },
      {
        test: {
          name: 'smoke',
          include: ['scripts/**/*.smoke.test.ts'],
          environment: 'node',
          testTimeout: 360_000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
