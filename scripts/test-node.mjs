// `npm run test:node -- <version> [--e2e]`: the unit suites (tokens, elements' Node-side checks, the
// portal's logic, the reference server on SQLite and PostgreSQL, the README) under another Node.js
// than the machine's, an official build from the npm registry (scripts/node-runtime.mjs), with the
// packages already installed. `--e2e` also runs the end-to-end suite (after `npm run build`), whose
// server then runs under that Node.js too. Ends with `Node vX: N passed, N failed` and exits 1 on any
// failure. Not part of `npm test`: each run costs as much as the unit suite itself.
//   npm run test:node -- 24
//   npm run test:node -- 22 --e2e
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { ensureDependencies, root, sqliteLoadError, sqlitePackageFor } from './deps.mjs';
import { ensureNode } from './node-runtime.mjs';

const args = process.argv.slice(2);
const request = args.find((a) => !a.startsWith('--'));
const withE2e = args.includes('--e2e');
if (!request) {
  console.error('Usage: npm run test:node -- <version> [--e2e]   (for example: npm run test:node -- 24)');
  process.exit(2);
}

ensureDependencies();
const node = ensureNode(request);
const reports = join(root, 'reports', `node-${node.version}`);
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

// Every `node` a suite starts (npm, npx, servers, Playwright's web servers) is this one; native addons
// rebuilt meanwhile are built against its headers.
const env = {
  ...process.env,
  PATH: [join(node.dir, 'bin'), process.env.PATH].join(delimiter),
  npm_config_nodedir: node.dir,
  FORCE_COLOR: '0',
};

function run(script, scriptArgs, extraEnv = {}) {
  const started = Date.now();
  const result = spawnSync(node.bin, [script, ...scriptArgs], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, ...extraEnv },
  });
  return { ok: result.status === 0, seconds: (Date.now() - started) / 1000 };
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
const results = [];

// The SQLite driver of that Node.js must load first (packages/server/src/db/sqlite-driver.ts).
const sqliteError = sqliteLoadError(node.bin, env);
if (sqliteError) {
  const sqlite = sqlitePackageFor(node.version);
  console.error(
    `${sqlite} does not load under Node.js ${node.version}:\n${sqliteError}\n` +
      `Rebuild it for that Node.js: PATH=${join(node.dir, 'bin')}:$PATH npm rebuild ${sqlite}`,
  );
  process.exit(1);
}

console.log(`\n=== unit tests under Node.js ${node.version} ===`);
const vitestReport = join(reports, 'vitest.json');
const unit = run(join(root, 'node_modules', 'vitest', 'vitest.mjs'), [
  'run',
  '--project',
  '!smoke',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
results.push({
  name: 'unit tests (Vitest)',
  passed: vitest?.numPassedTests ?? 0,
  failed: vitest ? vitest.numFailedTests + (unit.ok || vitest.numFailedTests ? 0 : 1) : 1,
  seconds: unit.seconds,
});

if (withE2e) {
  process.env.CHROME_PATH = ensureChromium();
  console.log(`\n=== end-to-end tests under Node.js ${node.version} ===`);
  const e2eReport = join(reports, 'playwright.json');
  const e2e = run(
    join(root, 'node_modules', '@playwright', 'test', 'cli.js'),
    ['test', '-c', 'packages/portal/playwright.config.ts', '--reporter=list,json'],
    { CHROME_PATH: process.env.CHROME_PATH, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
  );
  const report = readJson(e2eReport);
  results.push({
    name: 'end-to-end tests (Playwright)',
    passed: report?.stats.expected ?? 0,
    failed: report
      ? report.stats.unexpected + report.stats.flaky + (e2e.ok || report.stats.unexpected ? 0 : 1)
      : 1,
    seconds: e2e.seconds,
  });
}

console.log(`\n=== Node.js ${node.version} ===`);
for (const r of results) {
  console.log(
    `${r.failed ? 'FAIL' : 'ok  '} ${r.name.padEnd(32)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(3)} failed ${r.seconds.toFixed(0).padStart(5)} s`,
  );
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`Node v${node.version}: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
