// `npm run bench`: every benchmark, one after the other, each printing its figures and the ratio to
// the peers measured in the same run. Benchmarks are not tests: they print and exit 0.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from '../scripts/chromium.mjs';
import { ensureDependencies, root } from '../scripts/deps.mjs';

// The sections after the server, in order: `npm run bench -- <name>` runs one.
const SECTIONS = [
  ['combobox', 'pp-combobox against cmdk, React Aria and Vaadin'],
  ['table', 'pp-data-table against AG Grid and vaadin-grid, 10,000 and 100,000 rows'],
  ['sizes', 'bundle sizes: elements, portal and peers (size-limit, gzip and brotli)'],
  [
    'lighthouse',
    'Lighthouse: dashboards, a list, a support issue, payments and a SOC case, desktop and mobile (signed in)',
  ],
  ['navigation', 'navigation timing: sidebar link and project switch to the painted page'],
];
const NAMES = ['server', ...SECTIONS.map(([name]) => name)];

const args = process.argv.slice(2);
// `npm run bench -- --list` prints the section names, one a line, and runs nothing.
if (args.includes('--list')) {
  console.log(NAMES.join('\n'));
  process.exit(0);
}
// Section names come first; from the first option on (`--quick`, `--runs 1`), the arguments are
// passed to every section run: `npm run bench -- table --quick`. A section ignores what it does not know.
const firstOption = args.findIndex((arg) => arg.startsWith('--'));
const only = firstOption < 0 ? args : args.slice(0, firstOption);
const options = firstOption < 0 ? [] : args.slice(firstOption);
const unknown = only.filter((name) => !NAMES.includes(name));
if (unknown.length > 0) {
  console.error(`No benchmark named ${unknown.join(', ')}: the sections are ${NAMES.join(', ')}.`);
  process.exit(1);
}
const wanted = (name) => only.length === 0 || only.includes(name);

ensureDependencies();
process.env.CHROME_PATH = ensureChromium();
const run = (file) =>
  execFileSync(process.execPath, [fileURLToPath(new URL(file, import.meta.url)), ...options], {
    cwd: root,
    stdio: 'inherit',
  });

if (wanted('server')) {
  if (!existsSync(new URL('../packages/server/dist/main.js', import.meta.url))) {
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  }
  console.log(
    '\n=== reference server on SQLite and PostgreSQL, one instance and two: req/s, p50 and p99 (autocannon, loopback) ===',
  );
  run('./server/load.mjs');
}
for (const [name, title] of SECTIONS) {
  if (!wanted(name)) continue;
  console.log(`\n=== ${title} ===`);
  run(`./${name}/run.mjs`);
}
