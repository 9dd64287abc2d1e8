// What the browser benchmarks of the portal share (bench/navigation and bench/lighthouse): the built
// portal served by the real reference server on a free port of 3500-3599 with a fresh data folder
// (migrated and seeded with the demo accounts on start), and signing in through the real form.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '../../scripts/http-client.mjs';
import { startServer } from '../../scripts/server-process.mjs';

export const repo = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
export const PASSWORD = DEMO_PASSWORD;

const portal = join(repo, 'packages', 'portal');
const serverEntry = join(repo, 'packages', 'server', 'dist', 'main.js');
const spaEntry = join(portal, 'dist', 'index.html');

/** Ports this repository's benchmarks may listen on (others use 3107, 3207 and 3307). */
export const PORT_RANGE = [3500, 3599];

/**
 * Builds the portal and the server when either build is missing, and the packages they import when
 * theirs are; a build that is there is used as it is.
 */
export function ensurePortalBuild() {
  if (existsSync(serverEntry) && existsSync(spaEntry)) return;
  const elementsBuilt =
    existsSync(join(repo, 'packages', 'elements', 'dist', 'index.js')) &&
    existsSync(join(repo, 'packages', 'tokens', 'dist'));
  const args = elementsBuilt
    ? [
        'run',
        'build',
        '-w',
        '@portal-elements/contract',
        '-w',
        '@portal-elements/server',
        '-w',
        '@portal-elements/portal',
      ]
    : ['run', 'build'];
  console.log(`The portal is not built: npm ${args.join(' ')}`);
  execFileSync('npm', args, { cwd: repo, stdio: 'inherit' });
}

function portIsFree(port, host = '127.0.0.1') {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => done(true)));
  });
}

/**
 * A port of {@link PORT_RANGE} that nothing listens on now, starting at a random one so that two
 * benchmarks started together rarely pick the same; `skip` holds ports already given out.
 */
export async function freePort(skip = new Set()) {
  const [low, high] = PORT_RANGE;
  const count = high - low + 1;
  const start = Math.floor(Math.random() * count);
  for (let i = 0; i < count; i += 1) {
    const port = low + ((start + i) % count);
    if (!skip.has(port) && (await portIsFree(port))) return port;
  }
  throw new Error(`no free port in ${low}-${high}`);
}

function startOnce(port, dataDir) {
  return startServer(serverEntry, {
    cwd: repo,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PORTAL_DATA_DIR: dataDir,
      APP_ENV: 'local',
      LOG_LEVEL: 'warn',
    },
  });
}

/**
 * Starts the compiled reference server on a free port of 3500-3599 with a fresh data folder and
 * resolves to `{ baseUrl, port, stop }`; `stop()` ends the server and deletes the folder (also done
 * when the process exits).
 */
export async function startPortal() {
  ensurePortalBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-data-'));
  const tried = new Set();
  let server;
  let port;
  for (let attempt = 0; attempt < 5 && !server; attempt += 1) {
    port = await freePort(tried);
    tried.add(port);
    try {
      server = await startOnce(port, dataDir);
    } catch (error) {
      // Someone took the port between the probe and the start: try another.
      if (!/already in use/.test(String(error?.message))) throw error;
    }
  }
  if (!server) throw new Error('the portal server found no free port');
  const { child } = server;
  child.stderr.on('data', (chunk) => process.stderr.write(`[portal server] ${chunk}`));
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await server.stop('SIGTERM', 5_000);
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { baseUrl: server.baseUrl, port, stop };
}

/**
 * Signs in through the sign-in form as a person would (Playwright page): answers the cookie banner
 * with 'Tylko niezbędne', fills 'E-mail' and 'Hasło', presses 'Zaloguj się' and waits for the shell.
 */
export async function signIn(page, baseUrl, email) {
  await page.goto(`${baseUrl}/login`);
  const necessaryOnly = page.getByRole('button', { name: /^(Tylko niezbędne|Necessary only)$/ });
  try {
    await necessaryOnly.click({ timeout: 10_000 });
    await necessaryOnly.waitFor({ state: 'hidden' });
  } catch {
    // no banner: consent already answered in this browser profile
  }
  await page.getByLabel('E-mail').fill(email);
  // The field's name may carry its required mark after the label ('Hasło *').
  await page.getByLabel(/^(Hasło|Password)\b/).fill(PASSWORD);
  await page.getByRole('button', { name: /^(Zaloguj się|Sign in)$/ }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
  await page
    .getByRole('button', { name: /^(Menu użytkownika|User menu)$/ })
    .waitFor({ state: 'visible', timeout: 30_000 });
}

/** Median and p95 (nearest rank) of a list of numbers. */
export function summarize(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
  const median =
    sorted.length % 2 === 1
      ? sorted[(sorted.length - 1) / 2]
      : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
  return { n: sorted.length, median, p95: rank(0.95), min: sorted[0], max: sorted.at(-1) };
}
