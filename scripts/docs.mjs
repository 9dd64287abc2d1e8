// `npm run docs`: writes the READMEs' facts that drift from their sources between
// `<!-- generated:<name> -->` and `<!-- /generated -->`: in README.md the demo accounts
// (packages/server/src/db/seed.ts), the `npm start` variables with their defaults (packages/server/src/config.ts), the npm
// scripts (package.json) and the benchmark sections (`node bench/run.mjs --list`); in
// packages/elements/README.md every element's built-in texts in Polish and English, from their one
// copy, the catalogues (`src/<tag>/<tag>.messages.ts`). scripts/readme.test.ts fails when a README is
// not what this writes. `node scripts/docs.mjs --check` only says whether they are.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const README = join(root, 'README.md');
export const ELEMENTS_README = join(root, 'packages/elements/README.md');
const ELEMENTS_SRC = join(root, 'packages/elements/src');

/** The elements' catalogue modules, by tag: `src/<tag>/<tag>.messages.ts`. */
export function catalogueFiles() {
  return Object.fromEntries(
    readdirSync(ELEMENTS_SRC, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => [entry.name, join(ELEMENTS_SRC, entry.name, `${entry.name}.messages.ts`)])
      .filter(([, file]) => {
        try {
          readFileSync(file);
          return true;
        } catch {
          return false;
        }
      }),
  );
}

/** A catalogue text as the table shows it; plural forms by category. */
const cell = (value) =>
  (typeof value === 'string'
    ? value
    : Object.entries(value)
        .map(([category, text]) => `${category}: ${text}`)
        .join('; ')
  ).replace(/\|/g, '\\|');

/**
 * The generated block of packages/elements/README.md: every element's built-in texts (`catalogues`:
 * `{ tag: { pl, en } }`), one row a text, property and attribute named as the element has them.
 */
export function textBlocks(catalogues) {
  const rows = [];
  for (const [tag, catalogue] of Object.entries(catalogues).sort(([a], [b]) => a.localeCompare(b, 'en'))) {
    Object.keys(catalogue.pl).forEach((key, index) => {
      rows.push([index === 0 ? code(tag) : '', code(key), cell(catalogue.pl[key]), cell(catalogue.en[key])]);
    });
  }
  return { texts: table(['element', 'property', 'Polish (default)', 'English'], rows) };
}
const SERVER = 'packages/server/src';

/** What each npm script of package.json does; a script without a line here stops the generator. */
const SCRIPTS = {
  start: 'installs what it needs, builds, and serves the portal (see above)',
  test: 'every suite and check (see above)',
  build: 'builds the tokens, the contract, the elements, the server and the portal',
  lint: 'ESLint and Prettier',
  format: 'Prettier writes the formatting',
  typecheck: 'TypeScript in strict mode, every project',
  'test:unit':
    "Vitest: tokens, the contract, manifest, the portal's logic, the server on SQLite and PostgreSQL",
  'test:elements':
    'the element tests (web-test-runner in Chromium); `-- --coverage` also writes lcov to `coverage/elements/`',
  'test:e2e': 'the end-to-end tests (Playwright; after `npm run build`)',
  'test:visual': 'every story in Chromium: play function, axe, screenshot; `-- --update` takes new baselines',
  'test:consumers':
    'publishes the packages to a throwaway registry with `npm run release`; six consumers install and use them (after `npm run build`)',
  'test:node':
    'the unit suites under another Node.js from the registry: `-- 24`, `-- 22 --e2e` (see Requirements)',
  docs: 'writes the generated parts of this README from their sources',
  storybook: 'Storybook for designers at http://localhost:6006',
  'build-storybook': 'a static Storybook in `storybook-static/`',
  bench: 'every benchmark, or one: `npm run bench -- <section>`',
  changeset: 'records a change for the changelogs (Changesets)',
  'version-packages': 'applies the changesets: versions and changelogs',
  release: 'publishes the packages\' new versions, after its checks (see "Releasing")',
};

const code = (text) => `\`${text}\``;
const table = (head, rows) =>
  [head, head.map(() => '-'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');

/** The TypeScript modules the facts come from, loaded through Vite (Node 20 cannot strip types). */
async function loadSources() {
  const { runnerImport } = await import('vite');
  const load = async (file) => (await runnerImport(file, { configFile: false, logLevel: 'silent' })).module;
  const server = (file) => load(join(root, SERVER, file));
  const catalogues = {};
  for (const [tag, file] of Object.entries(catalogueFiles())) {
    catalogues[tag] = Object.values(await load(file)).find((value) => value?.pl && value?.en);
  }
  return {
    seed: await server('db/seed.ts'),
    config: await server('config.ts'),
    paths: await server('paths.ts'),
    catalogues,
  };
}

/** The generated blocks, by name, from the sources (`sources`: the seed, config and paths modules). */
export function blocks({ seed, config, paths }) {
  const defaults = config.readEnvConfig({});
  const dataDir = relative(root, paths.defaultDataDir()).split(sep).join('/');
  const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts;
  const undocumented = Object.keys(scripts).filter((name) => !(name in SCRIPTS));
  const gone = Object.keys(SCRIPTS).filter((name) => !(name in scripts));
  if (undocumented.length || gone.length) {
    throw new Error(
      `scripts/docs.mjs: say what ${undocumented.join(', ') || '-'} do(es); ${gone.join(', ') || '-'} is gone`,
    );
  }
  const bench = spawnSync(process.execPath, ['bench/run.mjs', '--list'], { cwd: root, encoding: 'utf8' });
  if (bench.status !== 0) throw new Error(`node bench/run.mjs --list failed: ${bench.stderr}`);
  return {
    'demo-accounts': [
      `All accounts use the password ${code(seed.DEMO_PASSWORD)}.`,
      table(
        ['e-mail', 'who'],
        seed.DEMO_ACCOUNTS.map((account) => [code(account.email), account.description]),
      ),
    ].join('\n\n'),
    'start-variables': table(
      ['variable', 'default', 'meaning'],
      config.START_VARIABLES.map(({ name, key, meaning }) => [
        code(name),
        code(String(defaults[key] ?? (key === 'dataDir' ? dataDir : ''))),
        meaning,
      ]),
    ),
    'npm-scripts': table(
      ['command', 'what it does'],
      Object.keys(scripts).map((name) => [
        code(`npm ${name === 'start' || name === 'test' ? '' : 'run '}${name}`),
        SCRIPTS[name],
      ]),
    ),
    'bench-sections': `Benchmark sections (${code('node bench/run.mjs --list')}): ${bench.stdout
      .split('\n')
      .filter(Boolean)
      .map(code)
      .join(', ')}.`,
  };
}

const MARKED = /(<!-- generated:([\w-]+) -->)[\s\S]*?(<!-- \/generated -->)/g;

/** A README (`file`) with every marked block rewritten, formatted as Prettier formats it. */
export async function render(text, generated, file = README) {
  const seen = new Set();
  const replaced = text.replace(MARKED, (_all, open, name, close) => {
    if (!(name in generated))
      throw new Error(`${relative(root, file)} has a block "${name}" that scripts/docs.mjs does not know`);
    seen.add(name);
    return `${open}\n\n${generated[name]}\n\n${close}`;
  });
  const missing = Object.keys(generated).filter((name) => !seen.has(name));
  if (missing.length) {
    throw new Error(`${relative(root, file)} has no <!-- generated:${missing.join(' / ')} --> block`);
  }
  const options = await prettier.resolveConfig(file);
  return prettier.format(replaced, { ...options, filepath: file });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const sources = await loadSources();
  let stale = 0;
  for (const [file, generated] of [
    [README, blocks(sources)],
    [ELEMENTS_README, textBlocks(sources.catalogues)],
  ]) {
    const current = readFileSync(file, 'utf8');
    const next = await render(current, generated, file);
    const name = relative(root, file);
    if (next !== current) stale++;
    if (process.argv.includes('--check')) {
      console.log(next === current ? `${name} is current.` : `${name} is stale: run npm run docs.`);
    } else {
      writeFileSync(file, next);
      console.log(next === current ? `${name} was current.` : `${name} rewritten.`);
    }
  }
  if (process.argv.includes('--check')) process.exit(stale ? 1 : 0);
}
