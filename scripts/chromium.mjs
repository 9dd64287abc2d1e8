// Finds the Chromium every browser tool of this repository uses (web-test-runner, Playwright,
// Storybook tests, benchmarks). Test tools cannot download their own browsers on our machines, so:
//   1. CHROME_PATH, when set, must point at a browser;
//   2. otherwise Debian's /usr/bin/chromium, then Playwright's own cache;
//   3. otherwise, on Debian as root, `apt-get install chromium`;
//   4. otherwise stop with a message that says how to install one.
// Run it as a script to install when missing; import it for the path and the headless flags.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, mkdtempSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Flags for headless Chromium as root in a closed network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** A fresh, empty user-data dir for one browser launch. */
export function freshUserDataDir() {
  return mkdtempSync(join(tmpdir(), 'pp-chromium-'));
}

function playwrightCacheBrowser() {
  const root = process.env.PLAYWRIGHT_BROWSERS_PATH ?? join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(root)) return undefined;
  for (const dir of readdirSync(root)
    .filter((d) => d.startsWith('chromium'))
    .sort()
    .reverse()) {
    for (const rel of ['chrome-linux64/chrome', 'chrome-linux/chrome', 'chrome-linux/headless_shell']) {
      const candidate = join(root, dir, rel);
      if (existsSync(candidate)) return candidate;
    }
  }
  return undefined;
}

/** The path of a usable Chromium, or undefined when none is installed. */
export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) {
      throw new Error(
        `CHROME_PATH is set to ${fromEnv}, but no file is there. Unset it or point it at a Chromium binary.`,
      );
    }
    return fromEnv;
  }
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return candidate;
  }
  return playwrightCacheBrowser();
}

/** Returns a Chromium path, installing Debian's package when none is found and we may. */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isDebian = existsSync('/etc/debian_version');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isDebian && isRoot) {
    console.log('No Chromium found: installing Debian\'s "chromium" package (about 30 s)...');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    'No Chromium was found, and it cannot be installed automatically here.\n' +
      '  Debian/Ubuntu: sudo apt-get install chromium\n' +
      '  elsewhere: install Chromium or Chrome and set CHROME_PATH=/path/to/chrome',
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    console.log(`Chromium: ${ensureChromium()}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
