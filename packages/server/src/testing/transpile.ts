/**
 * Builds the server's sources with TypeScript's transpileModule (no type check), so tests can run the real
 * entry point (main.js) as a child process and kill it. The folder mirrors the package: <dir>/package.json,
 * <dir>/src/*.js, and <dir>/node_modules linking to the workspace's dependencies (among them the built
 * contract the server shares with the web app).
 *
 * One build per version of the sources, in the system's temporary folder (portal-server-build-<hash>),
 * shared by every test file and both engines' projects of a run: loading TypeScript and transpiling
 * every file costs about two seconds of CPU, which each of the six files that start servers as processes
 * paid again before. The hash covers every source file's path and text and TypeScript's version, so a
 * changed source gets a new build. A build is written to a folder of its own and renamed into place,
 * so parallel test processes never see half of one; builds of older sources are removed after a day.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type TypeScript from 'typescript';

const require = createRequire(import.meta.url);
const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const packageDir = join(serverDir, '..');
const BUILD_PREFIX = 'portal-server-build-';
const DAY_MS = 86_400_000;

function findNodeModules(): string {
  let dir = packageDir;
  for (;;) {
    const candidate = join(dir, 'node_modules', 'fastify');
    if (existsSync(candidate)) return join(dir, 'node_modules');
    const parent = dirname(dir);
    if (parent === dir) throw new Error('node_modules with fastify not found above the server package');
    dir = parent;
  }
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sources(path);
    const declaration = entry.name.endsWith('.d.ts');
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !declaration ? [path] : [];
  });
}

/** TypeScript's version, read from its package.json: importing TypeScript is only worth it for a new build. */
function typescriptVersion(): string {
  return (JSON.parse(readFileSync(require.resolve('typescript/package.json'), 'utf8')) as { version: string })
    .version;
}

function build(files: string[], out: string): void {
  // TypeScript is CommonJS: required here, only when a build is made.
  const ts = require('typescript') as typeof TypeScript;
  copyFileSync(join(packageDir, 'package.json'), join(out, 'package.json'));
  symlinkSync(findNodeModules(), join(out, 'node_modules'), 'dir');
  for (const file of files) {
    const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
      compilerOptions: {
        // The package is "type": "module": emit ES modules (the .js import specifiers stay as written).
        module: ts.ModuleKind.ES2022,
        target: ts.ScriptTarget.ES2022,
        verbatimModuleSyntax: true,
        esModuleInterop: true,
      },
      fileName: file,
    });
    const target = join(out, relative(packageDir, file)).replace(/\.ts$/, '.js');
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, outputText);
  }
}

/**
 * Returns the folder of the build of the current sources (the entry point is <folder>/src/main.js),
 * building it first when no test file of this or an earlier run has. The folder is shared: callers
 * must not remove it.
 */
export function transpileServer(): string {
  const files = sources(serverDir).sort();
  const hash = createHash('sha256').update(typescriptVersion());
  hash.update(readFileSync(join(packageDir, 'package.json')));
  // The build links to this checkout's node_modules: another checkout of the same sources (a clean
  // clone, removed after its run) must not lend it a link to a folder that may be gone.
  hash.update(`\0${findNodeModules()}\0`);
  for (const file of files) hash.update(`\0${relative(packageDir, file)}\0`).update(readFileSync(file));
  const out = join(tmpdir(), `${BUILD_PREFIX}${hash.digest('hex').slice(0, 16)}`);
  if (existsSync(join(out, 'src', 'main.js'))) return out;
  const temporary = `${out}.${process.pid}.${randomBytes(4).toString('hex')}`;
  mkdirSync(temporary);
  try {
    build(files, temporary);
    renameSync(temporary, out);
  } catch (error) {
    rmSync(temporary, { recursive: true, force: true });
    // Another process renamed the same build into place first.
    if (!existsSync(join(out, 'src', 'main.js'))) throw error;
  }
  // Builds of sources since changed (and halves left by a process that was killed while building):
  // gone after a day, when no test run can still be using one.
  for (const entry of readdirSync(tmpdir())) {
    const folder = join(tmpdir(), entry);
    if (entry.startsWith(BUILD_PREFIX) && folder !== out) {
      try {
        if (statSync(folder).mtimeMs < Date.now() - DAY_MS) rmSync(folder, { recursive: true, force: true });
      } catch {
        // Removed by another process meanwhile.
      }
    }
  }
  return out;
}
