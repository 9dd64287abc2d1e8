// Installs the workspace's npm packages when they are missing or older than package-lock.json,
// with `npm ci` (exact versions from the lockfile). Used by `npm start` and `npm test`.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
const stampFile = join(root, 'node_modules', '.portal-elements-lock.sha256');

function lockHash() {
  return createHash('sha256')
    .update(readFileSync(join(root, 'package-lock.json')))
    .digest('hex');
}

/**
 * The SQLite driver a Node.js version loads (packages/server/src/db/sqlite-driver.ts, which says
 * why): better-sqlite3 13 on Node 22 and newer, its 12.x build `better-sqlite3-node20` on Node 20.
 */
export function sqlitePackageFor(nodeVersion = process.versions.node) {
  return Number(String(nodeVersion).split('.')[0]) >= 22 ? 'better-sqlite3' : 'better-sqlite3-node20';
}

/**
 * `undefined` when the SQLite driver of the Node.js at `nodeBin` loads, else why not (npm 11 may leave
 * a native addon unbuilt with only a warning). Checked in a child process: a driver built for another
 * Node.js can crash the process that loads it.
 */
export function sqliteLoadError(nodeBin = process.execPath, env = process.env) {
  const version = execFileSync(nodeBin, ['-p', 'process.versions.node'], { encoding: 'utf8', env }).trim();
  const probe = `const D = require(${JSON.stringify(sqlitePackageFor(version))}); new D(':memory:').close();`;
  try {
    execFileSync(nodeBin, ['-e', probe], { cwd: join(root, 'packages', 'server'), stdio: 'pipe', env });
    return undefined;
  } catch (error) {
    return String(error.stderr ?? error).trim() || `exit ${error.status ?? error.signal}`;
  }
}

export function ensureDependencies() {
  const stale = !existsSync(stampFile) || readFileSync(stampFile, 'utf8').trim() !== lockHash();
  if (stale) {
    console.log('Installing npm packages from package-lock.json (npm ci)...');
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  }
  const sqlitePackage = sqlitePackageFor();
  if (sqliteLoadError()) {
    console.log(`Building ${sqlitePackage} for this Node.js...`);
    execFileSync('npm', ['rebuild', sqlitePackage], { cwd: root, stdio: 'inherit' });
    const error = sqliteLoadError();
    if (error) {
      throw new Error(
        `${sqlitePackage} could not be built for Node.js ${process.versions.node}` +
          (sqlitePackage === 'better-sqlite3-node20'
            ? ': on Node 20 it is compiled from source, which needs python3, make and g++ (or use Node 22 or newer).'
            : '.') +
          `\n${error}`,
      );
    }
  }
  if (stale) writeFileSync(stampFile, `${lockHash()}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  ensureDependencies();
}
