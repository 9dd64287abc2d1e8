// What the repository builds, and whether each build is older than its sources, as make decides: by
// modification times. `npm start` builds only what is stale (a second start serves at once, and
// `npm test`'s smoke test does not build again what the build step has just built); the size budgets
// and `npm run bench -- sizes` build what they measure the same way.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));
const pkg = (name, ...rest) => join(repo, 'packages', name, ...rest);

/** Newest modification time under `paths` (files, or folders walked whole), `skip` aside. */
export function newestMtime(paths, skip = () => false) {
  let newest = 0;
  for (const path of paths) {
    if (!existsSync(path)) continue;
    const stat = statSync(path);
    if (!stat.isDirectory()) {
      newest = Math.max(newest, stat.mtimeMs);
      continue;
    }
    for (const entry of readdirSync(path, { recursive: true, withFileTypes: true })) {
      const file = join(entry.parentPath ?? entry.path, entry.name);
      if (entry.isFile() && !skip(file)) newest = Math.max(newest, statSync(file).mtimeMs);
    }
  }
  return newest;
}

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
/** Tests, stories and their helpers: no build reads them. */
const notBuilt = (file) =>
  /\.(test|spec|stories)\.tsx?$|[/\\](test|test-support|e2e|__screenshots__|testing)[/\\]/.test(file);

/**
 * The builds, in order: each has the npm arguments that make it, the outputs it writes (the oldest
 * of them is its age) and the sources it reads (including the builds before it).
 */
export const BUILDS = [
  {
    name: 'tokens',
    npm: ['run', 'build', '-w', '@portal-elements/tokens'],
    outputs: [pkg('tokens', 'dist', 'tokens.css'), pkg('tokens', 'dist', 'tokens.js')],
    sources: [pkg('tokens', 'src'), pkg('tokens', 'build.mjs')],
  },
  {
    name: 'contract',
    npm: ['run', 'build', '-w', '@portal-elements/contract'],
    outputs: [pkg('contract', 'dist', 'index.js'), pkg('contract', 'dist', 'schemas', 'index.js')],
    sources: [
      pkg('contract', 'src'),
      pkg('contract', 'tsconfig.json'),
      pkg('contract', 'tsconfig.build.json'),
    ],
  },
  {
    name: 'elements',
    // `build:js`, not `build`: `build` also writes custom-elements.json and the editor data, which
    // are committed files and not what a page loads.
    npm: ['run', 'build:js', '-w', '@portal-elements/elements'],
    outputs: [pkg('elements', 'dist', 'index.js'), pkg('elements', 'dist', 'bundle', 'portal-elements.js')],
    sources: [
      pkg('elements', 'src'),
      pkg('elements', 'scripts'),
      pkg('elements', 'tsconfig.build.json'),
      pkg('elements', 'vite.bundle.config.ts'),
      pkg('elements', 'vite.cdn.config.ts'),
      pkg('tokens', 'dist'),
    ],
  },
  {
    name: 'server',
    npm: ['run', 'build', '-w', '@portal-elements/server'],
    outputs: [pkg('server', 'dist', 'main.js')],
    sources: [
      pkg('server', 'src'),
      pkg('server', 'package.json'),
      pkg('server', 'tsconfig.json'),
      pkg('contract', 'dist'),
    ],
  },
  {
    name: 'portal',
    npm: ['run', 'build', '-w', '@portal-elements/portal'],
    outputs: [pkg('portal', 'dist', 'index.html'), pkg('portal', 'dist', '.vite', 'manifest.json')],
    sources: [
      pkg('portal', 'src'),
      pkg('portal', 'public'),
      pkg('portal', 'index.html'),
      pkg('portal', 'vite.config.ts'),
      pkg('portal', 'package.json'),
      pkg('contract', 'dist'),
      pkg('elements', 'dist'),
      pkg('tokens', 'dist'),
    ],
  },
];

/** True when a build's outputs are missing or older than one of its sources. */
export function isStale(build) {
  const built = Math.min(...build.outputs.map(mtime));
  return built === 0 || built < newestMtime(build.sources, notBuilt);
}

/**
 * Runs the builds named in `names` (all by default) that are stale, in order; a build that ran makes
 * the ones after it stale through their sources. Returns the names of those that ran.
 */
export function buildStale({ names = BUILDS.map((b) => b.name), log = console.log } = {}) {
  const ran = [];
  for (const build of BUILDS.filter((b) => names.includes(b.name))) {
    if (!isStale(build)) continue;
    log(`Building ${build.name} (npm ${build.npm.join(' ')})...`);
    try {
      execFileSync('npm', build.npm, { cwd: repo, stdio: ['ignore', 'inherit', 'inherit'] });
    } catch {
      throw new Error(`npm ${build.npm.join(' ')} failed: its output is above.`);
    }
    ran.push(build.name);
  }
  return ran;
}
