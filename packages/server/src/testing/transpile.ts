/**
 * Builds the server's sources into a temporary folder with TypeScript's transpileModule (no type check, about
 * a second), so tests can run the real entry point (main.js) as a child process and kill it.
 * The folder mirrors the package: <tmp>/package.json, <tmp>/src/*.js, and <tmp>/node_modules linking
 * to the workspace's dependencies (among them the built contract the server shares with the web app).
 */
import {
  copyFileSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
  existsSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { tempDir } from './harness.js';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const packageDir = join(serverDir, '..');

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

/** Returns the folder; the entry point is <folder>/src/main.js. */
export function transpileServer(): string {
  const out = tempDir('build');
  copyFileSync(join(packageDir, 'package.json'), join(out, 'package.json'));
  symlinkSync(findNodeModules(), join(out, 'node_modules'), 'dir');
  for (const file of sources(serverDir)) {
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
  return out;
}
