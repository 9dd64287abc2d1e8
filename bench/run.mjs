// `npm run bench`: every benchmark, one after the other, each printing its figures and the ratio to
// the peers measured in the same run. Benchmarks are not tests: they print and exit 0.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from '../scripts/chromium.mjs';
import { ensureDependencies, root } from '../scripts/deps.mjs';

ensureDependencies();
process.env.CHROME_PATH = ensureChromium();

const only = process.argv.slice(2);
const wanted = (name) => only.length === 0 || only.includes(name);
const run = (file, args = []) =>
  execFileSync(process.execPath, [fileURLToPath(new URL(file, import.meta.url)), ...args], {
    cwd: root,
    stdio: 'inherit',
  });

if (wanted('server')) {
  if (!existsSync(new URL('../packages/portal/dist-server/server/main.js', import.meta.url))) {
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  }
  console.log('\n=== reference server: requests per second and p99 latency (autocannon, loopback) ===');
  run('./server/load.mjs');
}
// The sections after the server, in order: `npm run bench -- <name>` runs one.
const SECTIONS = [
  ['combobox', 'pp-combobox against cmdk, React Aria and Vaadin'],
  ['sizes', 'bundle sizes: elements, portal and peers (size-limit, gzip and brotli)'],
  ['lighthouse', 'Lighthouse: client and staff dashboards, desktop and mobile (signed in)'],
  ['navigation', 'navigation timing: sidebar link and project switch to the painted page'],
];
for (const [name, title] of SECTIONS) {
  if (!wanted(name)) continue;
  console.log(`\n=== ${title} ===`);
  run(`./${name}/run.mjs`);
}
