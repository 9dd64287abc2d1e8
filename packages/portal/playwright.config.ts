import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// The browser every tool of the repository uses (Debian's Chromium; test tools cannot download one).
import { chromiumArgs, ensureChromium } from '../../scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3107);
const baseURL = `http://127.0.0.1:${port}`;
/** A plain static server for the elements used without a framework (e2e/plain-html.spec.ts). */
const staticPort = Number(process.env.E2E_STATIC_PORT ?? port + 1);
process.env.E2E_STATIC_ORIGIN = `http://127.0.0.1:${staticPort}`;
// Each run gets its own database, migrated and seeded by the server on start.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'pp-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // The functional suite runs in one worker (its tests change account settings other tests read);
  // the page matrix, which only reads, runs after it in two.
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    trace: 'off',
    launchOptions: { executablePath: ensureChromium(), args: chromiumArgs },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /pages\.spec\.ts/,
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'pages',
      testMatch: /pages\.spec\.ts/,
      dependencies: ['chromium'],
      fullyParallel: true,
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
    {
      command: 'node ../server/dist/main.js',
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        HOST: '127.0.0.1',
        PORT: String(port),
        PORTAL_DATA_DIR: dataDir,
        APP_ENV: 'local',
        // Shown by the footer (e2e/shell.spec.ts): the links are the server's configuration.
        PORTAL_STATUS_URL: 'https://status.e2e.example/',
        PORTAL_KNOWLEDGE_BASE_URL: 'https://help.e2e.example/kb',
      },
    },
  ],
});
