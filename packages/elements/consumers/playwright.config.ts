import { defineConfig, devices } from '@playwright/test';
// The browser every tool of the repository uses (Debian's Chromium; test tools cannot download one).
import { chromiumArgs, ensureChromium } from '../../../scripts/chromium.mjs';

/**
 * The packages as other tools use them: `npm run release` publishes them to a throwaway registry, a
 * scratch project outside the workspace installs them from it (scratch.ts), and they are driven in
 * Chromium (consumers.spec.ts); release.spec.ts checks what the release did and refuses to do.
 * `CONSUMERS_KEEP=1` keeps the scratch folder.
 */
export default defineConfig({
  testDir: '.',
  testMatch: /(consumers|release|portal-page)\.spec\.ts/,
  globalSetup: './global-setup.ts',
  // The setup publishes, installs and builds for a minute or two before the first test.
  globalTimeout: 15 * 60_000,
  timeout: 60_000,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  expect: { timeout: 5_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    channel: undefined,
    launchOptions: { executablePath: ensureChromium(), args: chromiumArgs },
  },
});
