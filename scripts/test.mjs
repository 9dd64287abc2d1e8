// `npm test`: installs what the suites need, then runs every suite and check in order, goes on past
// a failure so one run reports everything, and ends with the line `N passed, N failed`.
// Tests count one each; a check (lint, typecheck, a build) counts as one.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { ensureDependencies, root } from './deps.mjs';

const started = Date.now();
const reports = join(root, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

ensureDependencies();
process.env.CHROME_PATH = ensureChromium();

const results = [];

function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0', ...env },
  });
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** A step that is pass/fail as a whole. */
function check(name, command, args, env) {
  const t0 = Date.now();
  console.log(`\n=== ${name} ===`);
  const ok = run(command, args, env);
  results.push({
    name,
    passed: ok ? 1 : 0,
    failed: ok ? 0 : 1,
    skipped: 0,
    seconds: (Date.now() - t0) / 1000,
  });
  return ok;
}

/** A test suite whose runner writes its counts to a file; a runner that dies without counts is one failure. */
function suite(name, command, args, countsFile, readCounts, env) {
  const t0 = Date.now();
  console.log(`\n=== ${name} ===`);
  const ok = run(command, args, env);
  const counts = existsSync(countsFile) ? readCounts(readJson(countsFile)) : undefined;
  const entry = counts ?? { passed: 0, failed: 1, skipped: 0 };
  if (!ok && entry.failed === 0) entry.failed = 1; // the runner failed for a reason its counts do not show
  if (ok && entry.passed === 0) entry.failed += 1; // a suite that ran no test is a failure
  results.push({ name, ...entry, seconds: (Date.now() - t0) / 1000 });
  return ok;
}

const npx = (...args) => ['npx', ['--no-install', ...args]];

/** The first line of an error message, without terminal colour codes, at most 200 characters. */
const firstLine = (text) =>
  String(text ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .trim()
    .split('\n')[0]
    .slice(0, 200);

/** The failed tests of a Playwright JSON report, as `file > title: first line of the error`. */
function playwrightFailures(suite, out = []) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
      const error = test.results?.find((r) => r.error)?.error;
      // Where it stopped (the test's line) and what it waited for, so a summary alone says which step failed.
      const where = error?.location ? ` (line ${error.location.line})` : '';
      const locator = String(error?.message ?? '')
        // eslint-disable-next-line no-control-regex
        .replace(/\u001b\[[0-9;]*m/g, '')
        .match(/^Locator: (.*)$/m)?.[1];
      out.push(
        `${spec.file} > ${spec.title}${test.status === 'flaky' ? ' (flaky)' : ''}${where}: ${firstLine(error?.message)}` +
          (locator ? ` [${locator.slice(0, 160)}]` : ''),
      );
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, out);
  return out;
}

/** A Playwright JSON report's counts; a flaky test counts as failed. */
const playwrightCounts = (r) =>
  r && {
    passed: r.stats.expected,
    failed: r.stats.unexpected + r.stats.flaky,
    skipped: r.stats.skipped,
    failures: (r.suites ?? []).flatMap((s) => playwrightFailures(s)),
  };

const tokensBuilt = check('tokens build', 'npm', ['run', 'build', '-w', '@portal-elements/tokens']);
// What the web app and the server share (packages/contract): both import its build.
const contractBuilt = check('contract build', 'npm', ['run', 'build', '-w', '@portal-elements/contract']);
const elementsBuilt =
  tokensBuilt &&
  contractBuilt &&
  check('elements build', 'npm', [
    'run',
    // Not `build`: that also regenerates custom-elements.json, which a unit test compares with the committed one.
    'build:js',
    '-w',
    '@portal-elements/elements',
  ]);
check('lint (eslint)', ...npx('eslint', '.'));
check('format (prettier --check)', ...npx('prettier', '--check', '.'));
if (elementsBuilt) check('typecheck (tsc strict)', 'npm', ['run', 'typecheck']);

/** A Vitest run with its JSON report as counts; a file that failed without running a test is one failure. */
function vitestSuite(name, args, report) {
  const file = join(reports, report);
  return suite(
    name,
    ...npx('vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`),
    file,
    (r) =>
      r && {
        passed: r.numPassedTests,
        failed:
          r.numFailedTests +
          (r.testResults ?? []).filter((f) => f.status === 'failed' && !f.assertionResults?.length).length,
        skipped: r.numPendingTests + r.numTodoTests,
        failures: (r.testResults ?? []).flatMap((f) => {
          const file = relative(root, f.name);
          const failed = (f.assertionResults ?? []).filter((a) => a.status === 'failed');
          if (!failed.length && f.status === 'failed') return [`${file}: ${firstLine(f.message)}`];
          return failed.map((a) => `${file} > ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
        }),
      },
  );
}

vitestSuite('unit tests (Vitest: tokens, portal, server, README)', ['--project', '!smoke'], 'vitest.json');

const wtrFile = join(reports, 'web-test-runner.json');
suite('element tests (web-test-runner, Chromium)', ...npx('web-test-runner'), wtrFile, (r) => r, {
  WTR_COUNTS: wtrFile,
});

const portalBuilt =
  elementsBuilt &&
  check('server and portal build (tsc + vite)', 'npm', [
    'run',
    'build',
    '-w',
    '@portal-elements/server',
    '-w',
    '@portal-elements/portal',
  ]);
// The packages as other tools install them: `npm run release` publishes them to a throwaway registry
// (Verdaccio on loopback), a scratch project outside the workspace installs them from it, and Vite +
// TypeScript, Vue 3, React 19, Svelte 5, Angular and plain HTML use them (packages/elements/consumers);
// release.spec.ts there checks the release itself, a second release of the same versions included.
// After the portal's build: portal-page.spec.ts compares the plain-HTML rebuild of the portal's
// new-issue screen with the React portal's, served by the built server.
if (portalBuilt) {
  const consumersFile = join(reports, 'consumers.json');
  suite(
    'consumers of the published packages (Playwright, Chromium)',
    ...npx('playwright', 'test', '-c', 'packages/elements/consumers/playwright.config.ts'),
    consumersFile,
    playwrightCounts,
    { PLAYWRIGHT_JSON_OUTPUT_NAME: consumersFile },
  );
}

// The size budgets (bench/sizes/measure.mjs, size-limit), every one enforced.
if (portalBuilt) {
  check('size budgets (size-limit, gzip)', 'node', ['scripts/size-budget.mjs', '--no-build']);
}
const playwrightFile = join(reports, 'playwright.json');
if (portalBuilt) {
  suite(
    'end-to-end tests (Playwright, Chromium, real server)',
    ...npx('playwright', 'test', '-c', 'packages/portal/playwright.config.ts'),
    playwrightFile,
    playwrightCounts,
    { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightFile },
  );
}
if (elementsBuilt) {
  check('storybook build', 'npm', ['run', 'build-storybook'], { STORYBOOK_DISABLE_TELEMETRY: '1' });
}
// Every story in Chromium (Storybook's Vitest integration): play function, axe and a screenshot compared
// with its baseline, in the light and dark themes at 1280 px, sidebar and combobox also at 375 px.
if (elementsBuilt) {
  vitestSuite(
    'storybook stories (Vitest browser: play, axe, screenshots)',
    ['-c', '.storybook/vitest.config.ts'],
    'stories.json',
  );
}
// The README's first command for real: npm start on a busy port, then serving a fresh database where
// every demo account signs in over HTTP, then Ctrl-C (scripts/start.smoke.test.ts).
if (portalBuilt)
  vitestSuite('npm start (Vitest smoke test, real build and server)', ['--project', 'smoke'], 'smoke.json');

const total = results.reduce(
  (sum, r) => ({
    passed: sum.passed + r.passed,
    failed: sum.failed + r.failed,
    skipped: sum.skipped + r.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log('\n=== summary ===');
for (const r of results) {
  const state = r.failed ? 'FAIL' : 'ok  ';
  console.log(
    `${state} ${r.name.padEnd(55)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(3)} failed ${String(r.skipped).padStart(3)} skipped ${r.seconds.toFixed(1).padStart(6)} s`,
  );
}
// The failed tests by name (CI shows the end of this output), at most 20.
const failures = results.flatMap((r) => (r.failures ?? []).map((f) => `${r.name}: ${f}`));
if (failures.length) {
  console.log('\nfailed:');
  for (const f of failures.slice(0, 20)) console.log(`  ${f}`);
  if (failures.length > 20) console.log(`  ... and ${failures.length - 20} more (see reports/)`);
}
console.log(`total time ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(
  `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(total.failed === 0 ? 0 : 1);
