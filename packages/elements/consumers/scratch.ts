/**
 * The consumers' scratch project, made the way another team would: `npm pack` the two packages, then
 * a fresh folder outside the workspace with its own package.json that installs the tarballs and the
 * framework packages (at the versions of this repository's lockfile, so the npm cache has them),
 * builds the three bundled consumers with Vite, type-checks them (tsc, vue-tsc), and serves the
 * folder as static files. playwright.config.ts runs it as its global setup.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

export const consumersDir = dirname(fileURLToPath(import.meta.url));
const elementsDir = join(consumersDir, '..');
const repo = join(elementsDir, '..', '..');

/** The bundled consumers (each a Vite app with its own tsconfig) and the page served as it is. */
export const VITE_APPS = ['vite-one-element', 'vue', 'react'] as const;
const SOURCES = [...VITE_APPS, 'plain-html'];

/** What the scratch project installs from the registry, at this repository's locked versions. */
const REGISTRY_PACKAGES = {
  dependencies: ['vue', 'react', 'react-dom'],
  devDependencies: [
    'vite',
    'typescript',
    'vue-tsc',
    '@vitejs/plugin-vue',
    '@vitejs/plugin-react',
    '@types/react',
    '@types/react-dom',
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

/** Packs a workspace package into `into` and returns the tarball's path. */
function pack(packageDir: string, into: string): string {
  const output = execFileSync('npm', ['pack', '--json', '--pack-destination', into], {
    cwd: packageDir,
    encoding: 'utf8',
  });
  const [{ filename }] = JSON.parse(output) as [{ filename: string }];
  return join(into, filename);
}

export interface Scratch {
  dir: string;
  tarballs: { tokens: string; elements: string };
  /** Files of the packed elements package, as npm pack listed them. */
  packedFiles: string[];
}

export function makeScratch(): Scratch {
  for (const built of ['dist/index.js', 'dist/cdn/pp-tooltip.js', 'dist/bundle/portal-elements.js']) {
    try {
      readFileSync(join(elementsDir, built));
    } catch {
      throw new Error(`packages/elements/${built} is missing: run npm run build first`);
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'pp-consumers-'));
  const tarballDir = join(dir, 'tarballs');
  mkdirSync(tarballDir);
  const tarballs = {
    tokens: pack(join(repo, 'packages', 'tokens'), tarballDir),
    elements: pack(elementsDir, tarballDir),
  };
  const packedFiles = (
    JSON.parse(
      execFileSync('npm', ['pack', '--dry-run', '--json'], { cwd: elementsDir, encoding: 'utf8' }),
    ) as [{ files: { path: string }[] }]
  )[0].files.map((file) => file.path);

  for (const source of SOURCES) cpSync(join(consumersDir, source), join(dir, source), { recursive: true });
  const versions = (names: string[]) => Object.fromEntries(names.map((name) => [name, lockedVersion(name)]));
  const manifest = {
    name: 'portal-elements-consumers',
    private: true,
    type: 'module',
    dependencies: {
      '@portal-elements/tokens': `file:${tarballs.tokens}`,
      '@portal-elements/elements': `file:${tarballs.elements}`,
      ...versions(REGISTRY_PACKAGES.dependencies),
    },
    devDependencies: versions(REGISTRY_PACKAGES.devDependencies),
  };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts'], dir);
  for (const app of VITE_APPS)
    run('npx', ['--no-install', 'vite', 'build', '--logLevel', 'warn'], join(dir, app));
  return { dir, tarballs, packedFiles };
}

/** Type-checks a consumer; returns tsc's (or vue-tsc's) output, throwing with it when it fails. */
export function typeCheck(dir: string, app: (typeof VITE_APPS)[number]): string {
  const checker = app === 'vue' ? 'vue-tsc' : 'tsc';
  return run('npx', ['--no-install', checker, '-p', join(app, 'tsconfig.json')], dir);
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
