// What the browser benchmarks (bench/combobox, bench/table) share: their arguments, which adapters'
// packages are installed, the page built with Vite from a harness and one module per adapter, the
// static server it is loaded from, the statistics, and the CPU time between two trace marks.
import { copyFileSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const repo = resolve(fileURLToPath(import.meta.url), '../..');

/** The value after `--<name>` on the command line, else `fallback`. */
export function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

/** The installed version of an npm package of the repository, or undefined. */
export function installedVersion(pkg) {
  const file = join(repo, 'node_modules', pkg, 'package.json');
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')).version;
}

/**
 * The adapters named in `wanted`, each with whether its packages are installed (`available`), the
 * missing ones, and `versions` (`name@version` of each package, plus `extra` packages of its own).
 */
export function availableAdapters(all, wanted, extra = {}) {
  return all
    .filter((a) => wanted.includes(a.name))
    .map((a) => {
      const missing = a.packages.filter((p) => installedVersion(p) === undefined);
      const versions = [...a.packages, ...(extra[a.name] ?? [])].map(
        (p) => `${p}@${installedVersion(p) ?? '-'}`,
      );
      return { ...a, available: missing.length === 0, missing, versions };
    });
}

/**
 * Builds the page in a temporary folder: production bundles of `<dir>/page/harness.js` and of
 * `<dir>/adapters/<name>.js` for each available adapter, and `<dir>/page/index.html`.
 */
export async function buildPage(dir, adapters, name) {
  const outDir = mkdtempSync(join(tmpdir(), `pp-bench-${name}-`));
  const input = { harness: join(dir, 'page/harness.js') };
  for (const a of adapters) if (a.available) input[a.name] = join(dir, 'adapters', `${a.name}.js`);
  await build({
    configFile: false,
    root: dir,
    mode: 'production',
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      // BENCH_NO_MINIFY=1 keeps the names, for a CPU profile of the page (the figures are then not the
      // production bundles').
      minify: !process.env.BENCH_NO_MINIFY,
      modulePreload: false,
      reportCompressedSize: false,
      // Some peers' bundles are large; sizes are bench/sizes' business, not these benchmarks'.
      chunkSizeWarningLimit: 5000,
      rollupOptions: {
        input,
        // React libraries start with 'use client', which a bundle for the browser rightly drops.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
        preserveEntrySignatures: 'exports-only',
        output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
  });
  copyFileSync(join(dir, 'page/index.html'), join(outDir, 'index.html'));
  return outDir;
}

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
};

/** Serves `dir` on a free port of 127.0.0.1; resolves with the listening server. */
export function serve(dir) {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = join(dir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolveServer) => server.listen(0, '127.0.0.1', () => resolveServer(server)));
}

/** The finite values, ascending. */
export const finite = (values) => values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);

export const median = (values) => {
  const sorted = finite(values);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export const percentile = (values, p) => {
  const sorted = finite(values);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/**
 * Main-thread CPU time (ms) between `ppbench:start:<id>` and the last `ppbench:painted:<id>` mark,
 * from the marks' thread timestamps (`tts`, microseconds of CPU time).
 */
export function cpuTimes(trace) {
  const { traceEvents } = JSON.parse(trace.toString());
  const starts = new Map();
  const ends = new Map();
  for (const event of traceEvents) {
    const match = /^ppbench:(start|painted):(\d+)$/.exec(event.name ?? '');
    if (!match || typeof event.tts !== 'number') continue;
    const id = Number(match[2]);
    if (match[1] === 'start') starts.set(id, event.tts);
    else ends.set(id, Math.max(ends.get(id) ?? 0, event.tts));
  }
  const cpu = new Map();
  for (const [id, start] of starts) if (ends.has(id)) cpu.set(id, (ends.get(id) - start) / 1000);
  return cpu;
}

/** Pads `text` to `width`, on the left when `right` (numbers). */
export const pad = (text, width, right = false) => (right ? text.padStart(width) : text.padEnd(width));
