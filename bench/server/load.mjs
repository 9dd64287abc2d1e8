// Load benchmark of the reference server on its two engines, one instance and two: the compiled server
// (main.js) on SQLite (a temporary data folder) and on PostgreSQL (an embedded PostgreSQL 18, or
// BENCH_DATABASE_URL), each instance a process of its own on a loopback port. autocannon runs a few
// seconds on GET /check-session, GET /api/layout and POST /login (sign-in, scrypt at its production
// cost), its connections split over the instances; it prints requests per second and p50/p99 latency.
// With two instances the req/s are summed and the latencies are the slower instance's.
//
//   npx tsc -p packages/server/tsconfig.json && node bench/server/load.mjs
//   BENCH_DURATION=10 BENCH_CONNECTIONS=20 node bench/server/load.mjs
//
// On a 2-core machine the instances, PostgreSQL and autocannon share the same two cores: a second
// instance adds no CPU here, so read its row as the cost of the shared database, not as scaling.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { Browser, DEMO_PASSWORD } from '../../scripts/http-client.mjs';
import { createDatabase, startPostgres } from '../../scripts/postgres.mjs';
import { startServer } from '../../scripts/server-process.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const entry = join(root, 'packages', 'server', 'dist', 'main.js');
const duration = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

if (!existsSync(entry)) {
  console.error(
    `The server is not compiled (${entry} is missing). Run: npx tsc -p packages/server/tsconfig.json`,
  );
  process.exit(1);
}

const cleanups = [];
async function cleanUp() {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

// The SPA is not needed for these routes: an empty folder stands in for the build.
const staticDir = mkdtempSync(join(tmpdir(), 'portal-bench-static-'));
cleanups.push(() => rmSync(staticDir, { recursive: true, force: true }));

/** Starts one instance with `env`; resolves with its base URL once it listens. */
async function startInstance(env) {
  const server = await startServer(entry, {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      PORTAL_STATIC_DIR: staticDir,
      APP_ENV: 'local',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  cleanups.push(() => server.stop());
  return server.baseUrl;
}

const EMAIL = 'client@example.com';
const CREDENTIALS = JSON.stringify({ email: EMAIL, password: DEMO_PASSWORD });

/** A signed-in session, and a guest's CSRF pair for sign-ins (good on every instance: one secret). */
async function prepare(baseUrl) {
  const guest = new Browser(baseUrl);
  await guest.get('/api/csrf-token');
  const user = new Browser(baseUrl);
  await user.get('/api/csrf-token');
  const signIn = await user.signIn(EMAIL);
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${signIn.text}`);
  return { guest, user };
}

/** The requests of one route, as autocannon options (without url and connections). */
function routes({ guest, user }) {
  return [
    {
      route: 'GET /check-session',
      options: { headers: { cookie: user.cookieHeader(), accept: 'application/json' } },
    },
    {
      route: 'GET /api/layout',
      options: { headers: { cookie: user.cookieHeader(), accept: 'application/json' } },
    },
    {
      route: 'POST /login',
      path: '/login',
      options: {
        method: 'POST',
        body: CREDENTIALS,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          // A guest's CSRF pair (its token is bound to "no session", so every sign-in may reuse it)
          // and the device cookie of the earlier sign-in: a browser the account knows, which the
          // account's delay between attempts does not slow down (ten at once would trip it otherwise).
          cookie: `${guest.cookieHeader()}; portal_device=${user.cookies.get('portal_device')}`,
          'x-xsrf-token': guest.xsrf,
        },
      },
    },
  ];
}

async function measure(baseUrls, { route, path, options }) {
  const target = path ?? route.split(' ')[1];
  const results = await Promise.all(
    baseUrls.map((baseUrl, i) =>
      autocannon({
        url: `${baseUrl}${target}`,
        // The connections split over the instances (the first takes the remainder).
        connections:
          Math.floor(connections / baseUrls.length) + (i === 0 ? connections % baseUrls.length : 0),
        duration,
        ...options,
      }),
    ),
  );
  return {
    route,
    'req/s': Math.round(results.reduce((sum, r) => sum + r.requests.average, 0)),
    'p50 ms': Math.max(...results.map((r) => r.latency.p50)),
    'p99 ms': Math.max(...results.map((r) => r.latency.p99)),
    'non-2xx': results.reduce((sum, r) => sum + r.non2xx, 0),
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
  };
}

async function run(engine, instances, env) {
  const baseUrls = [];
  // One after the other: the first migrates and seeds.
  for (let i = 0; i < instances; i += 1) baseUrls.push(await startInstance(env));
  const prepared = await prepare(baseUrls[0]);
  const rows = [];
  for (const route of routes(prepared)) {
    rows.push({ engine, instances, ...(await measure(baseUrls, route)) });
  }
  return rows;
}

console.log(
  `Portal server load (Node ${process.version}, ${connections} connections, ${duration} s per route, loopback)`,
);
const rows = [];
try {
  for (const instances of [1, 2]) {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-data-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    rows.push(...(await run('SQLite', instances, { PORTAL_DATA_DIR: dataDir })));
    await cleanUp();
  }
  const postgres = await startPostgres({ url: process.env.BENCH_DATABASE_URL });
  try {
    for (const instances of [1, 2]) {
      const database = await createDatabase(postgres.url, 'pp_bench');
      cleanups.push(() => database.drop());
      rows.push(...(await run('PostgreSQL', instances, { DATABASE_URL: database.url })));
      await cleanUp();
    }
  } finally {
    await postgres.stop();
  }
} finally {
  await cleanUp();
}
console.table(rows);
// PostgreSQL against SQLite, per route and number of instances.
const ratio = rows
  .filter((row) => row.engine === 'PostgreSQL')
  .map((row) => {
    const sqlite = rows.find(
      (r) => r.engine === 'SQLite' && r.instances === row.instances && r.route === row.route,
    );
    return {
      route: row.route,
      instances: row.instances,
      'PostgreSQL / SQLite req/s': sqlite?.['req/s'] ? (row['req/s'] / sqlite['req/s']).toFixed(2) : 'n/a',
    };
  });
console.table(ratio);
const failed = rows.some((row) => row['non-2xx'] > 0 || row.errors > 0);
if (failed) console.log('Some requests failed (non-2xx or errors): see the table.');
