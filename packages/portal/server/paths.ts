import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = '@portal-elements/portal';

/** The folder of this module: `server/` in the sources, `dist-server/server/` when compiled. */
const here = dirname(fileURLToPath(import.meta.url));

function isPortalPackage(dir: string): boolean {
  const file = join(dir, 'package.json');
  if (!existsSync(file)) return false;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown };
    return parsed.name === PACKAGE_NAME;
  } catch {
    return false;
  }
}

/**
 * The root of the portal package (the folder holding its package.json), found by walking up from this
 * file, then from the working directory (the monorepo root or the package itself).
 */
export function findPackageRoot(): string | undefined {
  const starts = [here, process.cwd(), join(process.cwd(), 'packages', 'portal')];
  for (const start of starts) {
    let dir = resolve(start);
    for (;;) {
      if (isPortalPackage(dir)) return dir;
      const parent = dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  return undefined;
}

/** The version of the portal package, shown in the footer. */
export function readVersion(packageRoot = findPackageRoot()): string {
  if (!packageRoot) return '0.0.0';
  const parsed = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as { version?: unknown };
  return typeof parsed.version === 'string' ? parsed.version : '0.0.0';
}

/** Where the built SPA lives: `packages/portal/dist`. */
export function defaultStaticDir(packageRoot = findPackageRoot()): string {
  return packageRoot ? join(packageRoot, 'dist') : resolve('dist');
}

/** Where the embedded database lives by default: `packages/portal/.data` (git-ignored). */
export function defaultDataDir(packageRoot = findPackageRoot()): string {
  return packageRoot ? join(packageRoot, '.data') : resolve('.data');
}
