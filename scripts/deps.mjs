// Installs the workspace's npm packages when they are missing or older than package-lock.json,
// with `npm ci` (exact versions from the lockfile). Used by `npm start` and `npm test`.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
const stampFile = join(root, 'node_modules', '.portal-elements-lock.sha256');

function lockHash() {
  return createHash('sha256')
    .update(readFileSync(join(root, 'package-lock.json')))
    .digest('hex');
}

/** True when better-sqlite3's native addon loads (npm 11 may leave it unbuilt with only a warning). */
function nativeAddonLoads() {
  try {
    const require = createRequire(join(root, 'packages', 'portal', 'package.json'));
    const Database = require('better-sqlite3');
    new Database(':memory:').close();
    return true;
  } catch {
    return false;
  }
}

export function ensureDependencies() {
  const stale = !existsSync(stampFile) || readFileSync(stampFile, 'utf8').trim() !== lockHash();
  if (stale) {
    console.log('Installing npm packages from package-lock.json (npm ci)...');
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  }
  if (!nativeAddonLoads()) {
    console.log('Building better-sqlite3 for this Node.js...');
    execFileSync('npm', ['rebuild', 'better-sqlite3'], { cwd: root, stdio: 'inherit' });
    if (!nativeAddonLoads()) {
      throw new Error('better-sqlite3 could not be built: a C++ toolchain (python3, make, g++) is needed.');
    }
  }
  if (stale) writeFileSync(stampFile, `${lockHash()}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  ensureDependencies();
}
