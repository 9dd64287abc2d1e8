/**
 * The consumers' scratch project, made the way another team would: `npm run release` publishes the two
 * packages to a throwaway registry (scripts/local-registry.mjs), then a fresh folder outside the
 * workspace, whose .npmrc points the `@portal-elements` scope at that registry, installs
 * `@portal-elements/elements@^<version>` and the tokens from it, and the framework packages from npm's
 * own registry (at the versions of this repository's lockfile, so the npm cache has them), with a
 * lockfile; builds the five bundled consumers with Vite, two at a time (the Angular one compiled by ngc
 * first), type-checks them (tsc, vue-tsc, svelte-check; ngc checks the Angular templates as it
 * compiles), and serves the folder as static files. playwright.config.ts runs it as its global setup.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LocalRegistry } from '../../../scripts/local-registry.mjs';

export const consumersDir = dirname(fileURLToPath(import.meta.url));
const elementsDir = join(consumersDir, '..');
const repo = join(elementsDir, '..', '..');

/** The bundled consumers (each a Vite app with its own tsconfig) and the pages served as they are. */
export const VITE_APPS = ['vite-one-element', 'vue', 'react', 'svelte', 'angular'] as const;
const SOURCES = [...VITE_APPS, 'plain-html', 'portal-page'];

/** What the scratch project installs from the registry, at this repository's locked versions. */
const REGISTRY_PACKAGES = {
  dependencies: [
    'vue',
    'react',
    'react-dom',
    'svelte',
    // Angular without zone.js (the consumer is zoneless); rxjs is @angular/core's peer.
    '@angular/core',
    '@angular/common',
    '@angular/platform-browser',
    'rxjs',
    // The optional peers of pp-data-table and pp-rich-text-editor, which the Vue consumer renders.
    '@tanstack/table-core',
    '@tiptap/core',
    '@tiptap/extension-image',
    '@tiptap/extensions',
    '@tiptap/pm',
    '@tiptap/starter-kit',
  ],
  devDependencies: [
    'vite',
    'typescript',
    'vue-tsc',
    '@vitejs/plugin-vue',
    '@vitejs/plugin-react',
    '@types/react',
    '@types/react-dom',
    '@sveltejs/vite-plugin-svelte',
    'svelte-check',
    // ngc and Angular's linker (consumers/angular/vite.config.ts): no @angular/cli, no @angular/build.
    '@angular/compiler-cli',
    '@angular/compiler',
  ],
};

function lockedVersion(name: string): string {
  const lock = JSON.parse(readFileSync(join(repo, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string }>;
  };
  const version = lock.packages[`node_modules/${name}`]?.version;
  if (!version) throw new Error(`${name} is not in package-lock.json: add it to the root devDependencies`);
  return version;
}

/** `run` without blocking: the setup builds two consumers at a time. */
function runAsync(command: string, args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => {
      if (status === 0) resolve(output);
      else reject(new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${status}):\n${output}`));
    });
  });
}

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${result.status}):\n${output}`);
  }
  return output;
}

/** The version in a workspace package's package.json. */
export function workspaceVersion(name: 'tokens' | 'elements'): string {
  const pkg = JSON.parse(readFileSync(join(repo, 'packages', name, 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

/**
 * The repository URL the test release publishes: a release refuses the committed placeholder, and the
 * real URL is the releaser's setting (`PORTAL_ELEMENTS_REPOSITORY`, README "Releasing").
 */
export const TEST_REPOSITORY = 'git+https://git.test.invalid/portal-elements/portal-elements.git';

export interface Release {
  status: number | null;
  output: string;
}

/**
 * `npm run release -- --no-git-tag` from the repository root, publishing to a local registry as its
 * user (`publishEnv`); no git tags, which a test must not leave in the repository.
 */
export function release(publishEnv: LocalRegistry['publishEnv'], env: NodeJS.ProcessEnv = {}): Release {
  const result = spawnSync('npm', ['run', 'release', '--', '--no-git-tag'], {
    cwd: repo,
    encoding: 'utf8',
    env: {
      ...process.env,
      FORCE_COLOR: '0',
      PORTAL_ELEMENTS_REPOSITORY: TEST_REPOSITORY,
      ...publishEnv,
      ...env,
    },
  });
  return { status: result.status, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

/** A fresh project's .npmrc: our scope from `registry`, everything else from npm's own registry. */
export const scopeNpmrc = (registry: string): string => `@portal-elements:registry=${registry}\n`;

/**
 * The flags of every install into a fresh project. The lockfile records where each package came from,
 * which the tests read, even where ~/.npmrc turns that off (`npm run` passes its settings down as
 * npm_config_* variables, which only a flag overrides).
 */
export const INSTALL_FLAGS = [
  '--no-audit',
  '--no-fund',
  '--prefer-offline',
  '--ignore-scripts',
  '--omit-lockfile-registry-resolved=false',
];

/** Every file under `dir`, relative to it, with `/` separators. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

export interface Scratch {
  dir: string;
}

/** The scratch project: installs the packages `registry` holds (`npm run release` put them there). */
export async function makeScratch(registry: string): Promise<Scratch> {
  const dir = mkdtempSync(join(tmpdir(), 'pp-consumers-'));
  for (const source of SOURCES) cpSync(join(consumersDir, source), join(dir, source), { recursive: true });
  const versions = (names: string[]) => Object.fromEntries(names.map((name) => [name, lockedVersion(name)]));
  const manifest = {
    name: 'portal-elements-consumers',
    private: true,
    type: 'module',
    dependencies: {
      // Ranges, as `npm install` writes them: what a team that installed this release has.
      '@portal-elements/tokens': `^${workspaceVersion('tokens')}`,
      '@portal-elements/elements': `^${workspaceVersion('elements')}`,
      ...versions(REGISTRY_PACKAGES.dependencies),
    },
    devDependencies: versions(REGISTRY_PACKAGES.devDependencies),
  };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(join(dir, '.npmrc'), scopeNpmrc(registry));
  run('npm', ['install', ...INSTALL_FLAGS], dir);
  const build = (app: (typeof VITE_APPS)[number]) =>
    runAsync('npx', ['--no-install', 'vite', 'build', '--logLevel', 'warn'], join(dir, app));
  // Two at a time, on two cores: Angular, which ngc compiles ahead of time (strict templates: a
  // template error fails here) before Vite bundles its output, beside the others one after another.
  const builds = await Promise.allSettled([
    runAsync('npx', ['--no-install', 'ngc', '-p', 'tsconfig.json'], join(dir, 'angular')).then(() =>
      build('angular'),
    ),
    (async () => {
      for (const app of VITE_APPS) if (app !== 'angular') await build(app);
    })(),
  ]);
  for (const result of builds) if (result.status === 'rejected') throw result.reason;
  return { dir };
}

/**
 * Type-checks a consumer; returns the checker's output (tsc's, vue-tsc's or svelte-check's), throwing
 * with it when it fails. (The Angular consumer's checker is ngc, which the setup runs to compile it.)
 */
export function typeCheck(dir: string, app: Exclude<(typeof VITE_APPS)[number], 'angular'>): string {
  const tsconfig = join(app, 'tsconfig.json');
  if (app === 'svelte') {
    return run('npx', ['--no-install', 'svelte-check', '--tsconfig', tsconfig, '--fail-on-warnings'], dir);
  }
  return run('npx', ['--no-install', app === 'vue' ? 'vue-tsc' : 'tsc', '-p', tsconfig], dir);
}

/** The JavaScript files a built page loads (its entry and every chunk in its assets folder). */
export function builtScripts(dir: string, app: string): { file: string; text: string }[] {
  const assets = join(dir, app, 'dist', 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, text: readFileSync(join(assets, file), 'utf8') }));
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/** A plain static server over the scratch folder, as any static host (no SPA fallback, no headers). */
export function serve(root: string, port = 0): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(root)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const body = readFileSync(file);
      response
        .writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
        .end(body);
    } catch {
      response.writeHead(404).end('not found');
    }
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address() as { port: number };
      resolve({ server, origin: `http://127.0.0.1:${address.port}` });
    });
  });
}

export function removeScratch(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
