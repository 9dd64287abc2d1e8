// Element tests: every packages/elements/**/*.test.ts in Chromium, TypeScript through esbuild,
// one group per element folder so a failure names its element.
import { readdirSync } from 'node:fs';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { chromiumArgs, ensureChromium } from './scripts/chromium.mjs';
import { countReporter } from './scripts/wtr-count-reporter.mjs';

const srcDir = 'packages/elements/src';
const groups = readdirSync(srcDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .filter((entry) => readdirSync(`${srcDir}/${entry.name}`).some((f) => f.endsWith('.test.ts')))
  .map((entry) => ({ name: entry.name, files: `${srcDir}/${entry.name}/**/*.test.ts` }));

const executablePath = ensureChromium();

/**
 * `aria-snapshot` (test-support/accessibility.ts): the accessibility tree under one element as
 * Playwright's ARIA snapshot writes it (`- button "Zapisz" [disabled]`), across shadow roots, with
 * the roles and names Chromium computed: what a screen reader is given, not what the markup says.
 * (`@web/test-runner-commands`' a11ySnapshot reads `page.accessibility`, which Playwright removed.)
 */
const ariaSnapshotPlugin = {
  name: 'pp-aria-snapshot',
  async executeCommand({ command, payload, session }) {
    if (command !== 'aria-snapshot') return undefined;
    const page = session.browser.getPage(session.id);
    return page.locator(payload.selector).ariaSnapshot();
  },
};

export default {
  rootDir: '.',
  // Only groups: a top-level `files` would run every test a second time as a default group.
  groups,
  nodeResolve: { exportConditions: ['browser', 'development'] },
  reporters: [
    defaultReporter(),
    summaryReporter({ flatten: false }),
    ...(process.env.WTR_COUNTS ? [countReporter({ outputFile: process.env.WTR_COUNTS })] : []),
  ],
  // One test file at a time: the keyboard tests need the page they type into to hold the browser's
  // focus, and with two files at once a key now and then reached the other page (tried: 3 of 523
  // failed on a clean clone).
  concurrency: 1,
  concurrentBrowsers: 1,
  testFramework: {
    config: { timeout: 10000 },
  },
  testsFinishTimeout: 300000,
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      createBrowserContext: ({ browser }) => browser.newContext(),
      launchOptions: { executablePath, headless: true, args: chromiumArgs },
    }),
  ],
  plugins: [
    ariaSnapshotPlugin,
    esbuildPlugin({
      ts: true,
      tsconfig: 'packages/elements/tsconfig.json',
      target: 'es2022',
    }),
  ],
  // Coverage (V8, converted to lcov) is collected on request, `npm run test:elements -- --coverage`:
  // on every run it cost npm test about a minute and checked nothing.
  coverage: false,
  coverageConfig: {
    // Resolved against the working directory (the repository root), not rootDir.
    include: [`${srcDir}/**/*.ts`],
    exclude: [`${srcDir}/**/*.test.ts`, `${srcDir}/**/*.stories.ts`, '**/node_modules/**'],
    report: true,
    reportDir: 'coverage/elements',
    reporters: ['lcovonly', 'text-summary'],
  },
};
