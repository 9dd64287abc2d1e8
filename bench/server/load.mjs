// Load benchmark of the reference server: starts the compiled server on an ephemeral loopback port with a
// temporary data folder, signs in as the demo client, and runs autocannon for a few seconds each on
// GET /check-session and GET /api/layout, printing requests per second and p99 latency.
//
//   npx tsc -p packages/portal/server/tsconfig.json && node bench/server/load.mjs
//   BENCH_DURATION=10 BENCH_CONNECTIONS=20 node bench/server/load.mjs
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const entry = join(root, 'packages', 'portal', 'dist-server', 'server', 'main.js');
const duration = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

if (!existsSync(entry)) {
  console.error(
    `The server is not compiled (${entry} is missing). Run: npx tsc -p packages/portal/server/tsconfig.json`,
  );
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-data-'));
// The SPA is not needed for these routes: an empty folder stands in for the build.
const staticDir = mkdtempSync(join(tmpdir(), 'portal-bench-static-'));
const server = spawn(process.execPath, [entry], {
  env: {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: '0',
    PORTAL_DATA_DIR: dataDir,
    PORTAL_STATIC_DIR: staticDir,
    APP_ENV: 'local',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});

function cleanUp() {
  if (server.exitCode === null) server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(staticDir, { recursive: true, force: true });
}
process.on('exit', cleanUp);
process.on('SIGINT', () => process.exit(130));

const baseUrl = await new Promise((resolve, reject) => {
  let output = '';
  const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 30_000);
  server.stdout.on('data', (chunk) => {
    output += chunk.toString();
    const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
    if (match) {
      clearTimeout(timer);
      resolve(match[1]);
    }
  });
  server.on('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output}`)));
});

/** Cookies as a browser would keep them, from the Set-Cookie lines of an answer. */
const jar = new Map();
function keep(response) {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const index = pair.indexOf('=');
    jar.set(pair.slice(0, index), pair.slice(index + 1));
  }
}
const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

keep(await fetch(`${baseUrl}/api/csrf-token`));
const signIn = await fetch(`${baseUrl}/login`, {
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    cookie: cookieHeader(),
    'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
  },
  body: JSON.stringify({ email: 'client@example.com', password: 'demo-password' }),
});
if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
keep(signIn);

const check = await fetch(`${baseUrl}/check-session`, { headers: { cookie: cookieHeader() } });
if ((await check.json()).status !== 'active') throw new Error('the session is not active');

async function measure(path) {
  const result = await autocannon({
    url: `${baseUrl}${path}`,
    connections,
    duration,
    headers: { cookie: cookieHeader(), accept: 'application/json' },
  });
  return {
    route: `GET ${path}`,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    requests: result.requests.total,
    'non-2xx': result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

console.log(
  `Portal server load (Node ${process.version}, ${connections} connections, ${duration} s per route, loopback)`,
);
const rows = [];
for (const path of ['/check-session', '/api/layout']) rows.push(await measure(path));
console.table(rows);
const failed = rows.some((row) => row['non-2xx'] > 0 || row.errors > 0);
cleanUp();
process.exit(failed ? 1 : 0);
