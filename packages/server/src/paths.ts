/**
 * Where the server finds what it serves and keeps: the web app's build (the sibling package
 * `packages/portal`, whose version the footer shows) and its own data folder. Both are found by
 * walking up from this file (`packages/server/` in the sources, `packages/server/dist/` when
 * compiled), then from the working directory (the monorepo root or a package of it).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const PORTAL_PACKAGE = '@portal-elements/portal';
const SERVER_PACKAGE = '@portal-elements/server';

const here = dirname(fileURLToPath(import.meta.url));

function packageName(dir: string): unknown {
  const file = join(dir, 'package.json');
  if (!existsSync(file)) return undefined;
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown }).name;
  } catch {
    return undefined;
  }
}

/** The first folder, walking up from each start, that is the package `name` or holds it as packages/<folder>. */
function findPackage(name: string, folder: string): string | undefined {
  for (const start of [here, process.cwd()]) {
    let dir = resolve(start);
    for (;;) {
      if (packageName(dir) === name) return dir;
      const sibling = join(dir, 'packages', folder);
      if (packageName(sibling) === name) return sibling;
      const parent = dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  return undefined;
}

/** The web app's package folder (`packages/portal`), if it is there. */
export function findPortalRoot(): string | undefined {
  return findPackage(PORTAL_PACKAGE, 'portal');
}

/** The server's package folder (`packages/server`). */
export function findServerRoot(): string | undefined {
  return findPackage(SERVER_PACKAGE, 'server');
}

/** The version of the portal package, shown in the footer. */
export function readVersion(portalRoot = findPortalRoot()): string {
  if (!portalRoot) return '0.0.0';
  const parsed = JSON.parse(readFileSync(join(portalRoot, 'package.json'), 'utf8')) as { version?: unknown };
  return typeof parsed.version === 'string' ? parsed.version : '0.0.0';
}

/** Where the built web app lives: `packages/portal/dist` (PORTAL_STATIC_DIR overrides it). */
export function defaultStaticDir(portalRoot = findPortalRoot()): string {
  return portalRoot ? join(portalRoot, 'dist') : resolve('dist');
}

/** Where the embedded database lives by default: `packages/server/.data` (git-ignored). */
export function defaultDataDir(serverRoot = findServerRoot()): string {
  return serverRoot ? join(serverRoot, '.data') : resolve('.data');
}
