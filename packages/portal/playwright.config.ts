import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// The browser every tool of the repository uses (Debian's Chromium; test tools cannot download one).
import { chromiumArgs, ensureChromium } from '../../scripts/chromium.mjs';

/**
 * One reference server per worker, each with its own database (migrated and seeded on start), so the
 * two workers never share state: a test that changes an account's settings, ends every session or
 * switches the project runs alone on its server, as it would on a server of its own, while the other
 * worker goes on. Each test talks to its worker's server (e2e/support.ts: `test`, `baseURL`).
 */
const WORKERS = 2;
const firstPort = Number(process.env.E2E_PORT ?? 3107);
/** A plain static server for the elements used without a framework (e2e/plain-html.spec.ts). */
const staticPort = Number(process.env.E2E_STATIC_PORT ?? firstPort + WORKERS);
process.env.E2E_STATIC_ORIGIN = `http://127.0.0.1:${staticPort}`;
const dataRoot = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'pp-e2e-'));
process.env.E2E_DATA_DIR = dataRoot;
const servers = Array.from({ length: WORKERS }, (_, index) => ({
  origin: `http://127.0.0.1:${firstPort + index}`,
  port: firstPort + index,
  dataDir: join(dataRoot, `server-${index}`),
}));
// Read by e2e/support.ts in the worker processes, which inherit this process's environment.
process.env.E2E_SERVERS = JSON.stringify(servers.map(({ origin, dataDir }) => ({ origin, dataDir })));

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    // The first server's address; every test uses its worker's own (e2e/support.ts).
    baseURL: servers[0]!.origin,
    trace: 'off',
    launchOptions: { executablePath: ensureChromium(), args: chromiumArgs },
  },
  // The page matrix first: its tests are the longest, and the functional suite's short ones then
  // fill the end of the run, so the two workers finish together.
  projects: [
    {
      name: 'pages',
      testMatch: /pages\.spec\.ts/,
      fullyParallel: true,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'chromium',
      testIgnore: /pages\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: [
    {
      command: 'node ../../scripts/serve-static.mjs',
      url: `http://127.0.0.1:${staticPort}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { HOST: '127.0.0.1', PORT: String(staticPort) },
    },
    ...servers.map(({ origin, port, dataDir }) => ({
      command: 'node ../server/dist/main.js',
      url: `${origin}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: {
        HOST: '127.0.0.1',
        PORT: String(port),
        PORTAL_DATA_DIR: dataDir,
        APP_ENV: 'local',
        // scrypt at cost 14 (16 MiB, about 0.1 s a hash) rather than OWASP's 17 (128 MiB, about 1 s
        // here): every test signs in at least once and each server seeds six accounts, so cost 17 spent
        // minutes of the two cores on hashing the suite never looks at. The cost itself (17 by default,
        // refused below 17 in production, old hashes upgraded at sign-in) is the server suite's subject
        // (config.test.ts, password.test.ts, process.test.ts starts the real entry point at 17).
        PASSWORD_SCRYPT_COST: '14',
        // Shown by the footer (e2e/shell.spec.ts): the links are the server's configuration.
        PORTAL_STATUS_URL: 'https://status.e2e.example/',
        PORTAL_KNOWLEDGE_BASE_URL: 'https://help.e2e.example/kb',
      },
    })),
  ],
});
