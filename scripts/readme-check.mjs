// README.md checked against the code (issue #9): reads the README and runs or inspects what it names.
//
//   node scripts/readme-check.mjs [--grep=text] [--counts=file.json]
//
// Every check is tied to the README line that makes the claim, and a failure names that line and what is
// wrong. What it does, in order:
//   - static checks (quick): every `npm run <script>` exists in package.json (root or the `-w` workspace),
//     every `npm run bench -- <section>` is a section `node bench/run.mjs --list` prints, every path in
//     backticks exists (`<name>`, `*` and `**` are patterns that must match a file), the `npm start`
//     table's defaults are the server's (read from the compiled packages/portal/dist-server), the HTML
//     snippet's files exist and the bundle is one ES module without imports, plain.html loads the same
//     files, the events named are declared in custom-elements.json, Storybook's toolbar and addons, the
//     test locations, tsconfig, the rollup pin and the Node minimum;
//   - `npm run build-storybook`: its output folder is the README's and holds index.html (built by
//     `npm test` just before; built here only when the folder is missing and the run is not npm test's);
//   - `npm run storybook`: started, answers with the Storybook page on the README's URL, its index lists
//     the welcome page and every element's stories and Docs page, then stopped;
//   - `npm start` (the real script, which builds tokens, elements and portal again, about 30 s): once on a
//     busy port 3000 with PORT unset (it must stop with a message naming the port: this also shows the
//     default port and host), then with PORT on a free port, PORTAL_DATA_DIR in a fresh temporary folder
//     and non-default APP_ENV and PORTAL_PRODUCT; every demo account signs in over HTTP (CSRF cookie and
//     header, as the SPA does) with the README's password and its layout input is compared with the
//     table; then Ctrl-C (SIGINT to its process group) must stop everything it started.
//
// `npm start` runs `npm ci` when node_modules was not installed for the current package-lock.json; the
// check never reinstalls packages itself, so it then skips the started-portal checks with a reason (npm
// test installs first, so they run there). The manifest custom-elements.json, which `npm run build`
// regenerates, is put back as it was so that the check leaves the working tree as it found it.
//
// Prints one line per check and ends with `N passed, M failed`; exits 1 on any failure. With --counts=file
// (or README_CHECK_COUNTS=file) it writes {passed, failed, skipped} there for scripts/test.mjs.
// README_CHECK_STORYBOOK_BUILT=1/0 tells it that npm test's Storybook build ran and passed/failed.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const started = Date.now();
const root = fileURLToPath(new URL('..', import.meta.url));
const argv = process.argv.slice(2);
const option = (name) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const grep = option('grep') ?? process.env.README_CHECK_GREP;
const countsFile = option('counts') ?? process.env.README_CHECK_COUNTS;
const storybookBuiltByTest = process.env.README_CHECK_STORYBOOK_BUILT; // '1', '0' or undefined

// ---- the README ------------------------------------------------------------------------------------

const lines = readFileSync(join(root, 'README.md'), 'utf8').split('\n');
/** inFence[i]: line i is inside a ``` block (the fence lines included). */
const inFence = [];
{
  let open = false;
  for (const line of lines) {
    const fence = line.trimStart().startsWith('```');
    inFence.push(open || fence);
    if (fence) open = !open;
  }
}
const headingLevel = (i) => (!inFence[i] && /^#{1,6} /.test(lines[i]) ? lines[i].indexOf(' ') : 0);

/** A place in the README: its 1-based line number and text. */
const at = (i) => ({ line: i + 1, text: lines[i] ?? '' });

/** The lines of the section whose heading matches `title`, up to the next heading of its level or above. */
function section(title) {
  const start = lines.findIndex((l, i) => headingLevel(i) > 0 && title.test(l.replace(/^#+\s*/, '')));
  if (start < 0) return undefined;
  const level = headingLevel(start);
  let end = start + 1;
  while (end < lines.length && !(headingLevel(end) > 0 && headingLevel(end) <= level)) end++;
  return { start, end, heading: at(start) };
}

class Mismatch extends Error {}

/** Fails the current check, naming the README line and what is wrong. */
function fail(where, message) {
  const text = where.text.trim();
  const excerpt = text.length > 110 ? `${text.slice(0, 107)}...` : text;
  throw new Mismatch(`README.md:${where.line}: "${excerpt}"\n      ${message}`);
}

/** The section, or a failure pointing at the README's first line. */
function needSection(title, name) {
  const found = section(title);
  if (!found) fail(at(0), `the README has no section "${name}" any more: update scripts/readme-check.mjs`);
  return found;
}

/** The first line of `range` (a section or the whole README) matching `pattern`, or a failure. */
function needLine(range, pattern, what) {
  const { start = 0, end = lines.length, heading = at(0) } = range ?? {};
  for (let i = start; i < end; i++) if (pattern.test(lines[i])) return at(i);
  return fail(heading, `no line here says ${what} any more: update scripts/readme-check.mjs`);
}

/**
 * A claim that may wrap over several lines of `range`: the lines are joined with spaces and matched.
 * Returns the match and the place of the line where it starts, or a failure.
 */
function needClaim(range, pattern, what) {
  const { start = 0, end = lines.length, heading = at(0) } = range ?? {};
  const starts = [];
  let joined = '';
  for (let i = start; i < end; i++) {
    starts.push(joined.length);
    joined += `${lines[i].trim()} `;
  }
  const match = pattern.exec(joined);
  if (!match) return fail(heading, `no line here says ${what} any more: update scripts/readme-check.mjs`);
  let index = starts.length - 1;
  while (index > 0 && starts[index] > match.index) index--;
  return { where: at(start + index), match };
}

/** The rows of the first Markdown table in `range`: arrays of cells without backticks. */
function tableRows(range) {
  const rows = [];
  for (let i = range.start; i < range.end; i++) {
    const line = lines[i].trim();
    if (!line.startsWith('|')) {
      if (rows.length > 0) break;
      continue;
    }
    if (/^\|[\s:|-]+\|$/.test(line)) continue;
    const cells = line
      .slice(1, -1)
      .split('|')
      .map((c) => c.trim().replace(/`/g, ''));
    rows.push({ where: at(i), cells });
  }
  return rows.slice(1); // without the header
}

// ---- the repository --------------------------------------------------------------------------------

const readJson = (file) => JSON.parse(readFileSync(join(root, file), 'utf8'));
const readText = (file) => readFileSync(join(root, file), 'utf8');
const rootPackage = readJson('package.json');

const SKIPPED_DIRS = new Set([
  'node_modules',
  '.git',
  'dist',
  'dist-server',
  'storybook-static',
  'reports',
  'coverage',
  'test-results',
  'playwright-report',
  '.data',
  '.cache',
]);
let fileList;
/** Every file of the repository (sources, not builds), as `/`-separated paths from the root. */
function repoFiles() {
  if (fileList) return fileList;
  fileList = [];
  const walk = (dir) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      if (SKIPPED_DIRS.has(entry.name)) continue;
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path);
      else fileList.push(path);
    }
  };
  walk('');
  return fileList;
}

/** A README pattern as a RegExp: `**\/` any folders, `*` any name part, `<name>` one name (the same
 * wherever it repeats), `(x)` an optional part. */
function patternToRegExp(pattern) {
  let source = '';
  const named = new Set();
  const escape = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  for (let i = 0; i < pattern.length;) {
    if (pattern.startsWith('**/', i)) {
      source += '(?:.*/)?';
      i += 3;
    } else if (pattern[i] === '*') {
      source += '[^/]*';
      i += 1;
    } else if (pattern[i] === '<' || pattern[i] === '(') {
      const close = pattern.indexOf(pattern[i] === '<' ? '>' : ')', i);
      const inner = pattern.slice(i + 1, close);
      if (pattern[i] === '(') source += `(?:${escape(inner)})?`;
      else if (named.has(inner)) source += `\\k<${inner}>`;
      else {
        named.add(inner);
        source += `(?<${inner}>[^/]+)`;
      }
      i = close + 1;
    } else {
      source += escape(pattern[i]);
      i += 1;
    }
  }
  return new RegExp(`^${source}$`);
}

/** The npm scripts of the root package or of the workspace named by `-w`. */
function scriptsOf(workspace) {
  if (!workspace) return { file: 'package.json', scripts: rootPackage.scripts ?? {} };
  for (const dir of rootPackage.workspaces ?? []) {
    const pkg = readJson(`${dir}/package.json`);
    if (pkg.name === workspace || dir === workspace || dir.endsWith(`/${workspace}`)) {
      return { file: `${dir}/package.json`, scripts: pkg.scripts ?? {} };
    }
  }
  return undefined;
}

/** The compiler options a tsconfig resolves to (extends followed). */
function tsOptions(project) {
  const file = statSync(join(root, project)).isDirectory()
    ? join(root, project, 'tsconfig.json')
    : join(root, project);
  const parsed = ts.getParsedCommandLineOfConfigFile(
    file,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  return parsed?.options ?? {};
}

/** Where a local URL of a page resolves to on disk, relative to the page's folder or the repository root. */
function localFile(url, pageDir) {
  if (/^[a-z]+:|^\/\//i.test(url)) return undefined; // http:, data:, protocol-relative: not a local file
  return url.startsWith('/') ? join(root, url) : resolve(pageDir, url);
}

/** The files a page loads: stylesheets, module and classic scripts, and the static imports of inline modules. */
function pageLoads(html) {
  const loads = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href && /\brel="stylesheet"/.test(tag)) loads.push({ kind: 'stylesheet', url: href });
  }
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = /\bsrc="([^"]+)"/.exec(attrs)?.[1];
    if (src) loads.push({ kind: 'script', url: src, module: /type="module"/.test(attrs) });
    else if (/type="module"/.test(attrs)) {
      for (const specifier of moduleImports(body, 'inline.js'))
        loads.push({ kind: 'import', url: specifier.text });
    }
  }
  return loads;
}

/** Every module specifier of a JavaScript text (import, export ... from, import()), and `import.meta` uses. */
function moduleImports(source, fileName) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      found.push({ kind: 'static', text: node.moduleSpecifier.text ?? node.moduleSpecifier.getText(file) });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [first] = node.arguments;
      found.push({ kind: 'dynamic', text: first && ts.isStringLiteral(first) ? first.text : '(computed)' });
    } else if (ts.isMetaProperty(node) && node.keywordToken === ts.SyntaxKind.ImportKeyword) {
      const parent = node.parent;
      const use = ts.isPropertyAccessExpression(parent) ? parent.name.text : '';
      if (use !== 'env') found.push({ kind: 'import.meta', text: `import.meta.${use}` });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  found.exports = file.statements.some(
    (s) =>
      ts.isExportDeclaration(s) ||
      ts.isExportAssignment(s) ||
      s.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword),
  );
  return found;
}

const STALE_DEPENDENCIES =
  'node_modules was not installed by scripts/deps.mjs for this package-lock.json, so npm start would reinstall ' +
  'every package (npm ci) first; this check does not. Run `node scripts/deps.mjs` (npm test does) and run it again.';
const sha256 = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');
/** True when scripts/deps.mjs would not reinstall: its stamp matches package-lock.json (same test as there). */
function dependenciesCurrent() {
  const stamp = join(root, 'node_modules', '.portal-elements-lock.sha256');
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === sha256(join(root, 'package-lock.json'));
}

// ---- processes -------------------------------------------------------------------------------------

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const launched = new Set();

/** The live (not zombie) processes of a process group, from /proc; falls back to kill(-pgid, 0). */
function groupMembers(pgid) {
  if (existsSync('/proc/self/stat')) {
    const members = [];
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        if (Number(fields[2]) === pgid && fields[0] !== 'Z') members.push(Number(pid));
      } catch {
        // the process ended while we looked
      }
    }
    return members;
  }
  try {
    process.kill(-pgid, 0);
    return [pgid];
  } catch {
    return [];
  }
}

/** Starts a command in a process group of its own, keeping the end of its output. */
function launch(command, args, env) {
  const child = spawn(command, args, { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const proc = { child, pgid: child.pid, output: '', exitCode: undefined };
  const keep = (chunk) => {
    proc.output = (proc.output + chunk).slice(-30_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  proc.exited = new Promise((done) => {
    child.on('exit', (code, signal) => {
      proc.exitCode = code ?? signal;
      done(proc.exitCode);
    });
    child.on('error', (error) => {
      proc.exitCode = error.message;
      done(proc.exitCode);
    });
  });
  launched.add(proc);
  return proc;
}

const tail = (text, n = 15) =>
  text
    .replace(/\x1b\[[0-9;]*m/g, '') // eslint-disable-line no-control-regex
    .trimEnd()
    .split('\n')
    .slice(-n)
    .map((l) => `        | ${l}`)
    .join('\n');

/**
 * Sends `signal` to the whole process group and waits for every process of it to end. Returns true when
 * it ended within `ms`; otherwise kills the group (SIGKILL) and returns false.
 */
async function stopGroup(proc, signal = 'SIGTERM', ms = 15_000) {
  const deadline = Date.now() + ms;
  try {
    process.kill(-proc.pgid, signal);
  } catch {
    // already gone
  }
  while (Date.now() < deadline) {
    if (proc.exitCode !== undefined && groupMembers(proc.pgid).length === 0) {
      launched.delete(proc);
      return true;
    }
    await sleep(100);
  }
  try {
    process.kill(-proc.pgid, 'SIGKILL');
  } catch {
    // already gone
  }
  await Promise.race([proc.exited, sleep(2000)]);
  launched.delete(proc);
  return false;
}

function killAll() {
  for (const proc of launched) {
    try {
      process.kill(-proc.pgid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}
process.on('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    killAll();
    process.exit(130);
  });
}

/** Listens on host:port, or resolves undefined when the port is taken. */
function occupy(port, host = '127.0.0.1') {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(undefined));
    server.listen(port, host, () => done(server));
  });
}
const release = (server) => new Promise((done) => (server ? server.close(() => done()) : done()));

async function freePort() {
  const server = await occupy(0);
  const { port } = server.address();
  await release(server);
  return port;
}

async function portIsFree(port, host = '127.0.0.1') {
  const server = await occupy(port, host);
  await release(server);
  return Boolean(server);
}

/**
 * Polls `url` until `accept(response, body)`; fails early when the process exits or when `giveUp(output)`
 * returns a reason (it printed that it serves somewhere else).
 */
async function waitForHttp(url, proc, ms, accept = (response) => response.ok, giveUp = () => undefined) {
  const deadline = Date.now() + ms;
  let last = 'no answer';
  while (Date.now() < deadline) {
    const reason = giveUp(proc.output);
    if (reason) throw new Error(`${reason}. Its last output:\n${tail(proc.output)}`);
    if (proc.exitCode !== undefined) {
      throw new Error(
        `it exited (${proc.exitCode}) before ${url} answered. Its last output:\n${tail(proc.output)}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000), redirect: 'manual' });
      const body = await response.text();
      if (accept(response, body)) return { response, body };
      last = `${response.status} ${body.slice(0, 120)}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await sleep(300);
  }
  throw new Error(
    `${url} did not answer as expected within ${ms / 1000} s (last: ${last}). Its last output:\n${tail(proc.output)}`,
  );
}

/** A browser stand-in over HTTP: keeps cookies, echoes XSRF-TOKEN in X-XSRF-TOKEN on POST, as the SPA does. */
class Browser {
  cookies = new Map();
  constructor(base) {
    this.base = base;
  }
  async request(method, path, { json, accept = 'application/json' } = {}) {
    const headers = { accept };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (method === 'POST' && xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    if (json !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(new URL(path, this.base), {
      method,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      const value = pair.slice(index + 1).trim();
      if (value === '' || /max-age=0\b/i.test(line)) this.cookies.delete(pair.slice(0, index).trim());
      else this.cookies.set(pair.slice(0, index).trim(), value);
    }
    const text = await response.text();
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: response.status, text, body };
  }
}

// ---- the runner ------------------------------------------------------------------------------------

const checks = [];
const results = { passed: 0, failed: 0, skipped: 0 };
const SKIP = Symbol('skip');
/** Registers a check; its function throws (fail) to fail, or returns skip(reason). */
const check = (name, fn) => checks.push({ name, fn });
const skip = (reason) => ({ [SKIP]: reason });

async function runChecks() {
  for (const { name, fn } of checks) {
    if (grep && !grep.split(',').some((part) => name.includes(part))) continue;
    const t0 = Date.now();
    const seconds = () => `${((Date.now() - t0) / 1000).toFixed(1)} s`;
    try {
      const outcome = await fn();
      if (outcome?.[SKIP]) {
        results.skipped++;
        console.log(`skip ${name}\n      ${outcome[SKIP]}`);
      } else {
        results.passed++;
        console.log(`ok   ${name} (${seconds()})`);
      }
    } catch (error) {
      results.failed++;
      const message = error instanceof Mismatch ? error.message : `      ${error.stack ?? error}`;
      console.log(`FAIL ${name} (${seconds()})\n${message}`);
    }
  }
}

// ---- opening lines and requirements ------------------------------------------------------------------

for (const [command, script] of [
  ['npm start', 'start'],
  ['npm test', 'test'],
]) {
  check(`\`${command}\` is a script of package.json that names a file that exists`, () => {
    const where = needLine(undefined, new RegExp(`^${command}\\b`), `\`${command}\``);
    const body = rootPackage.scripts?.[script];
    if (!body) fail(where, `package.json has no "${script}" script`);
    for (const [, file] of body.matchAll(/node\s+(\S+\.m?js)/g)) {
      if (!existsSync(join(root, file)))
        fail(where, `package.json's "${script}" runs ${file}, which does not exist`);
    }
  });
}

check('the Node.js minimum of the README is `engines.node` of package.json', () => {
  const where = needLine(undefined, /Node\.js \d+(\.\d+)* or newer/, 'the Node.js minimum');
  const stated = /Node\.js (\d+(?:\.\d+)*) or newer/.exec(where.text)[1];
  const engines = rootPackage.engines?.node;
  const pinned = /^>=\s*(\d+(?:\.\d+)*)$/.exec(engines ?? '')?.[1];
  const norm = (v) => v.replace(/(\.0)+$/, '');
  if (!pinned || norm(pinned) !== norm(stated)) {
    fail(
      where,
      `the README says Node.js ${stated} or newer; package.json "engines.node" is ${JSON.stringify(engines)}`,
    );
  }
});

check(
  '`npm test` finds Chromium where the README says (CHROME_PATH, /usr/bin/chromium, Playwright, apt)',
  () => {
    const where = needLine(undefined, /needs Chromium/, 'where npm test finds Chromium');
    const source = readText('scripts/chromium.mjs');
    const wanted = {
      CHROME_PATH: /CHROME_PATH/,
      '/usr/bin/chromium': /\/usr\/bin\/chromium/,
      "Playwright's cache": /playwright/i,
      "Debian's chromium package": /apt-get/,
    };
    const missing = Object.entries(wanted)
      .filter(([name, pattern]) => where.text.includes(name.replace(/'s .*/, '')) && !pattern.test(source))
      .map(([name]) => name);
    if (missing.length) fail(where, `scripts/chromium.mjs does not look at ${missing.join(', ')}`);
  },
);

check('CI (`.ci/run`) runs `npm test`', () => {
  const where = needLine(undefined, /`\.ci\/run`\) runs exactly `npm test`/, 'what CI runs');
  if (!existsSync(join(root, '.ci/run'))) fail(where, '.ci/run does not exist');
  const commands = readText('.ci/run')
    .split('\n')
    .filter((l) => l.trim() && !l.trim().startsWith('#') && !/^(set|cd)\b/.test(l.trim()));
  if (commands.length !== 1 || commands[0].trim() !== 'npm test') {
    fail(where, `.ci/run runs ${JSON.stringify(commands.map((c) => c.trim()))}, not exactly npm test`);
  }
});

// ---- every `npm run`, and every bench section -----------------------------------------------------------

{
  const mentions = new Map(); // "workspace|script" -> first place
  for (let i = 0; i < lines.length; i++) {
    for (const match of lines[i].matchAll(/npm run ([\w:.-]+)(?:\s+(?:-w|--workspace)[ =](\S+))?/g)) {
      const key = `${match[2] ?? ''}|${match[1]}`;
      if (!mentions.has(key)) mentions.set(key, at(i));
    }
  }
  for (const [key, where] of mentions) {
    const [workspace, script] = key.split('|');
    check(`\`npm run ${script}\`${workspace ? ` -w ${workspace}` : ''} exists`, () => {
      const found = scriptsOf(workspace || undefined);
      if (!found) fail(where, `there is no workspace "${workspace}" in package.json "workspaces"`);
      if (!found.scripts[script]) {
        fail(
          where,
          `${found.file} has no script "${script}" (it has: ${Object.keys(found.scripts).join(', ')})`,
        );
      }
    });
  }

  let benchList;
  const benchSections = () => {
    if (benchList) return benchList;
    const run = spawnSync(process.execPath, ['bench/run.mjs', '--list'], { cwd: root, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`node bench/run.mjs --list failed: ${run.stderr || run.stdout}`);
    benchList = run.stdout.split('\n').filter(Boolean);
    return benchList;
  };
  const named = new Map();
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].includes('npm run bench')) continue;
    for (const match of lines[i].matchAll(/(?:^|[\s`])--\s+([a-z][\w-]*)/g)) {
      if (!named.has(match[1])) named.set(match[1], at(i));
    }
  }
  for (const [name, where] of named) {
    check(`\`npm run bench -- ${name}\` is a section of bench/run.mjs`, () => {
      const sections = benchSections();
      if (!sections.includes(name)) {
        fail(
          where,
          `bench/run.mjs has no section "${name}" (node bench/run.mjs --list: ${sections.join(', ')})`,
        );
      }
    });
  }
  check('`npm run bench` runs every benchmark (`bench/run.mjs`): every bench/ folder is a section', () => {
    const where = needLine(undefined, /`npm run bench` runs every benchmark/, 'what npm run bench runs');
    const file = /\(`([^`]+)`\)/.exec(where.text)?.[1];
    if (file && !(rootPackage.scripts?.bench ?? '').includes(file)) {
      fail(
        where,
        `package.json's "bench" script is "${rootPackage.scripts?.bench}", which does not run ${file}`,
      );
    }
    const sections = benchSections();
    const folders = readdirSync(join(root, 'bench'), { withFileTypes: true })
      .filter(
        (e) => e.isDirectory() && readdirSync(join(root, 'bench', e.name)).some((f) => f.endsWith('.mjs')),
      )
      .map((e) => e.name);
    const left = folders.filter((f) => !sections.includes(f));
    if (left.length)
      fail(where, `bench/${left.join(', bench/')} is not run by bench/run.mjs (sections: ${sections})`);
  });
}

// ---- every path in backticks ---------------------------------------------------------------------------

const envSection = section(/^`npm start`$/);
const envRows = envSection ? tableRows(envSection) : [];
const envDefaults = new Set(envRows.map((r) => r.cells[1]));
{
  const paths = new Map();
  const layout = section(/^Layout$/);
  for (let i = 0; i < lines.length; i++) {
    if (inFence[i]) {
      // The layout block's first column: folders of the repository.
      if (layout && i > layout.start && i < layout.end && !lines[i].startsWith('```')) {
        const first = lines[i].split(/\s+/)[0];
        if (first && !paths.has(first)) paths.set(first, at(i));
      }
      continue;
    }
    for (const [, token] of lines[i].matchAll(/`([^`]+)`/g)) {
      const fileLike = /\.(tsx?|m?js|cjs|json|md|mdx|html|css|ya?ml|sh)(\(x\))?$/.test(token);
      if (/\s|@|:/.test(token) || token.startsWith('/') || envDefaults.has(token)) continue;
      if (!token.includes('/') && !fileLike) continue;
      if (!paths.has(token)) paths.set(token, at(i));
    }
  }
  for (const [path, where] of paths) {
    check(`\`${path}\` exists`, () => {
      if (path.startsWith('../')) {
        const top = resolve(root, path.split('/').slice(0, 2).join('/'));
        if (!existsSync(top))
          return skip(`${top} is not next to this checkout, so ${path} cannot be looked at`);
        if (!existsSync(resolve(root, path))) fail(where, `${resolve(root, path)} does not exist`);
        return undefined;
      }
      const files = repoFiles();
      if (/[*<(]/.test(path)) {
        const pattern = patternToRegExp(path);
        const hits = files.filter((f) => pattern.test(path.includes('/') ? f : basename(f)));
        if (hits.length === 0) fail(where, `no file of the repository matches ${path}`);
        return undefined;
      }
      if (!path.includes('/')) {
        if (existsSync(join(root, path))) return undefined;
        if (!files.some((f) => basename(f) === path))
          fail(where, `no file of the repository is named ${path}`);
        return undefined;
      }
      const full = join(root, path);
      if (!existsSync(full)) fail(where, `${path} does not exist`);
      if (path.endsWith('/') && !statSync(full).isDirectory()) fail(where, `${path} is not a folder`);
      return undefined;
    });
  }
}

check(
  'the package entry points the README names in quotes ("@portal-elements/...") exist after the build',
  () => {
    const named = new Map();
    for (let i = 0; i < lines.length; i++) {
      for (const [, specifier] of lines[i].matchAll(/"(@portal-elements\/[\w-]+(?:\/[\w./-]+)?)"/g)) {
        if (!named.has(specifier)) named.set(specifier, at(i));
      }
    }
    for (const [specifier, where] of named) {
      const [scope, name, ...rest] = specifier.split('/');
      const dir = join(root, 'node_modules', scope, name);
      if (!existsSync(join(dir, 'package.json'))) fail(where, `${scope}/${name} is not a workspace package`);
      const exports = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).exports ?? {};
      const entry = exports[rest.length ? `./${rest.join('/')}` : '.'];
      const target = typeof entry === 'string' ? entry : (entry?.default ?? entry?.import);
      if (!target) fail(where, `${scope}/${name} exports no "${rest.length ? `./${rest.join('/')}` : '.'}"`);
      if (!existsSync(join(dir, target)))
        fail(where, `${specifier} is ${target}, which does not exist: build first`);
    }
  },
);

// ---- `npm start`: the table's defaults ------------------------------------------------------------------

let serverModules;
async function server() {
  if (serverModules) return serverModules;
  const dir = join(root, 'packages/portal/dist-server/server');
  if (!existsSync(join(dir, 'config.js'))) {
    throw new Mismatch(`packages/portal/dist-server is missing: run npm run build before this check`);
  }
  serverModules = {
    config: await import(pathToFileURL(join(dir, 'config.js')).href),
    paths: await import(pathToFileURL(join(dir, 'paths.js')).href),
  };
  return serverModules;
}

for (const { where, cells } of envRows) {
  const [name, defaultValue, meaning] = cells;
  check(`\`npm start\` table: ${name} defaults to ${defaultValue}`, async () => {
    const { config, paths } = await server();
    const defaults = config.readEnvConfig({});
    const actual = {
      HOST: defaults.host,
      PORT: String(defaults.port),
      PORTAL_DATA_DIR: relative(root, paths.defaultDataDir()).split(sep).join('/'),
      APP_ENV: defaults.appEnv,
      PORTAL_PRODUCT: defaults.product,
    };
    if (!(name in actual)) fail(where, `scripts/readme-check.mjs does not know the variable ${name}: add it`);
    if (actual[name] !== defaultValue) {
      fail(where, `the server's default ${name} is ${JSON.stringify(actual[name])}, not ${defaultValue}`);
    }
    if (name === 'APP_ENV') {
      const stated = meaning.split(';')[0].split(/,\s*|\s+or\s+/);
      const allowed = [...config.APP_ENVS].sort();
      if (stated.sort().join() !== allowed.join()) {
        fail(
          where,
          `APP_ENV may be ${allowed.join(', ')} in the server, the README says ${stated.join(', ')}`,
        );
      }
    }
  });
}

// ---- for designers: Storybook ----------------------------------------------------------------------------

const designers = section(/^For designers/);
const storybookRun = designers && needLineOrUndefined(designers, /npm run storybook\b.*#\s*(https?:\/\/\S+)/);
const storybookBuild =
  designers && needLineOrUndefined(designers, /npm run build-storybook\b.*\bin\s+(\S+\/)/);
function needLineOrUndefined(range, pattern) {
  for (let i = range.start; i < range.end; i++) if (pattern.test(lines[i])) return at(i);
  return undefined;
}

check('`npm run build-storybook` writes the folder the README names, with index.html', () => {
  const sec = needSection(/^For designers/, 'For designers');
  const where = storybookBuild ?? fail(sec.heading, 'no `npm run build-storybook   # ... in <folder>/` line');
  const folder = /\bin\s+(\S+?)\/?$/.exec(where.text)[1];
  const script = rootPackage.scripts?.['build-storybook'] ?? '';
  const out = /(?:-o|--output-dir)[ =](\S+)/.exec(script)?.[1] ?? 'storybook-static';
  if (out.replace(/\/$/, '') !== folder) {
    fail(where, `package.json's build-storybook writes to ${out} ("${script}"), not ${folder}/`);
  }
  if (storybookBuiltByTest === '0')
    return skip('the Storybook build of this npm test run failed (see above)');
  const index = join(root, folder, 'index.html');
  if (!existsSync(index) && storybookBuiltByTest !== '1') {
    console.log(`     (no ${folder}/ yet: running npm run build-storybook)`);
    const run = spawnSync('npm', ['run', 'build-storybook'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
      timeout: 300_000,
    });
    if (run.status !== 0) fail(where, `npm run build-storybook failed:\n${tail(run.stdout + run.stderr)}`);
  }
  for (const file of ['index.html', 'index.json', 'iframe.html']) {
    if (!existsSync(join(root, folder, file)))
      fail(where, `${folder}/${file} does not exist after the build`);
  }
  return undefined;
});

let storybookIndex; // index.json of the running dev server
check('`npm run storybook` serves Storybook at the README URL (started, fetched, stopped)', async () => {
  const sec = needSection(/^For designers/, 'For designers');
  const where = storybookRun ?? fail(sec.heading, 'no `npm run storybook   # http://...` line');
  const url = /#\s*(https?:\/\/\S+)/.exec(where.text)[1];
  const port = Number(new URL(url).port || 80);
  if (!(await portIsFree(port))) {
    fail(where, `port ${port} is already taken by another program, so npm run storybook cannot be checked`);
  }
  const env = { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', FORCE_COLOR: '0' };
  const proc = launch('npm', ['run', 'storybook'], env);
  try {
    const { body } = await waitForHttp(
      url,
      proc,
      180_000,
      (r, text) => r.ok && /<title>[^<]*Storybook/.test(text),
      (output) => {
        const served = /Local:\s+(https?:\/\/[^/\s]+)/.exec(output)?.[1];
        return served && new URL(served).port !== String(port) ? `Storybook serves on ${served}` : undefined;
      },
    );
    if (!body.includes('<title>')) fail(where, `${url} did not answer with the Storybook page`);
    const index = await fetch(new URL('index.json', url), { signal: AbortSignal.timeout(60_000) });
    if (!index.ok) fail(where, `${new URL('index.json', url)} answered ${index.status}`);
    storybookIndex = await index.json();
  } catch (error) {
    if (error instanceof Mismatch) throw error;
    fail(where, `npm run storybook: ${error.message}`);
  } finally {
    const stopped = await stopGroup(proc, 'SIGTERM');
    if (!stopped) console.log('     (storybook did not stop on SIGTERM within 15 s: killed)');
  }
  await sleep(200);
  if (!(await portIsFree(port))) fail(where, `port ${port} is still taken after stopping npm run storybook`);
});

const elementFolders = readdirSync(join(root, 'packages/elements/src'), { withFileTypes: true })
  .filter((e) => e.isDirectory() && existsSync(join(root, 'packages/elements/src', e.name, `${e.name}.ts`)))
  .map((e) => e.name);

check('Storybook opens on the welcome page, and every element has stories and a Docs tab', () => {
  const sec = needSection(/^For designers/, 'For designers');
  const where = needLine(sec, /opens on a welcome page/, 'that Storybook opens on a welcome page');
  const every = needLine(
    sec,
    /Every element has its stories and a Docs tab/,
    'every element has stories and Docs',
  );
  if (!storybookIndex) return skip('the Storybook dev server did not answer (see the check above)');
  const entries = Object.values(storybookIndex.entries ?? {});
  const first = entries[0];
  if (!first || first.type !== 'docs' || !/welcome/i.test(`${first.title} ${first.importPath}`)) {
    fail(where, `the first entry of Storybook's index is ${JSON.stringify(first?.id)}, not a welcome page`);
  }
  for (const element of elementFolders) {
    const path = `./packages/elements/src/${element}/${element}.stories.ts`;
    const own = entries.filter((e) => e.importPath === path);
    if (!own.some((e) => e.type === 'story')) fail(every, `${element} has no stories in Storybook (${path})`);
    if (!own.some((e) => e.type === 'docs')) fail(every, `${element} has no Docs page in Storybook`);
  }
  return undefined;
});

check('Storybook: Docs from custom-elements.json, theme and language switches, a11y addon', () => {
  const sec = needSection(/^For designers/, 'For designers');
  const docs = needLine(sec, /generated from `[^`]*custom-elements\.json`/, 'where the Docs tab comes from');
  const manifest = /generated from `([^`]+)`/.exec(docs.text)[1];
  const preview = readText('.storybook/preview.ts');
  const main = readText('.storybook/main.ts');
  const imported = /import\s+(\w+)\s+from\s+'([^']*custom-elements\.json)'/.exec(preview);
  if (
    !imported ||
    resolve(root, '.storybook', imported[2]) !== resolve(root, manifest) ||
    !new RegExp(`setCustomElementsManifest\\(${imported[1]}\\)`).test(preview)
  ) {
    fail(docs, `.storybook/preview.ts does not pass ${manifest} to setCustomElementsManifest`);
  }
  if (!/@storybook\/addon-docs/.test(main))
    fail(docs, '.storybook/main.ts does not load @storybook/addon-docs');

  const { where: toolbar, match } = needClaim(
    sec,
    /toolbar switches the theme \(([^)]+)\) and the language of the texts \(([^)]+)\)/,
    'what the toolbar switches',
  );
  const LANGUAGES = { Polish: 'pl', English: 'en', German: 'de' };
  const switches = [
    ['theme', match[1]],
    ['locale', match[2]],
  ];
  for (const [global, listed] of switches) {
    const values = listed
      .split(/,\s*|\s+or\s+/)
      .map((v) => LANGUAGES[v.trim()] ?? v.trim().toLowerCase())
      .filter(Boolean);
    const block =
      new RegExp(`\\b${global}:\\s*\\{[\\s\\S]*?items:\\s*\\[([\\s\\S]*?)\\]`).exec(preview)?.[1] ?? '';
    const offered = [...block.matchAll(/value:\s*'([^']+)'/g)].map((m) => m[1]);
    if (values.sort().join() !== [...offered].sort().join()) {
      fail(
        toolbar,
        `the ${global} switch of .storybook/preview.ts offers ${offered.join(', ')}; the README says ${values}`,
      );
    }
  }
  const a11y = needClaim(sec, /the a11y panel runs axe/, 'the a11y panel').where;
  if (!/@storybook\/addon-a11y/.test(main))
    fail(a11y, '.storybook/main.ts does not load @storybook/addon-a11y');
});

// ---- for other tools: plain HTML ---------------------------------------------------------------------

const tools = section(/^For other tools/);
/** The files of the README's HTML snippet: [{ url, file, where }]. */
function snippetFiles() {
  const sec = needSection(/^For other tools/, 'For other tools');
  const start = lines.findIndex((l, i) => i >= sec.start && i < sec.end && l.trim() === '```html');
  if (start < 0) fail(sec.heading, 'no ```html snippet in this section any more');
  const files = [];
  for (let i = start + 1; i < sec.end && !lines[i].startsWith('```'); i++) {
    for (const load of pageLoads(lines[i]))
      files.push({ ...load, file: localFile(load.url, root), where: at(i) });
  }
  if (files.length === 0) fail(at(start), 'the snippet loads no file');
  return files;
}

check(
  "the HTML snippet's <link> and <script> files exist after the build (in the workspace packages)",
  () => {
    for (const { url, file, where } of snippetFiles()) {
      if (!existsSync(file))
        fail(where, `${url} does not exist (${relative(root, file)}): is the build missing?`);
      const real = relative(root, realpathSync(file)).split(sep).join('/');
      const owner = (rootPackage.workspaces ?? []).find((w) => real.startsWith(`${w}/`));
      if (!owner) fail(where, `${url} is ${real}, which is not a file of a workspace package`);
    }
  },
);

check("the elements' bundle is one self-contained ES module (no imports, no other files)", () => {
  const scripts = snippetFiles().filter((f) => f.kind === 'script');
  if (scripts.length !== 1)
    fail(scripts[0]?.where ?? at(0), `the snippet loads ${scripts.length} scripts, not one`);
  const [{ url, file, where, module }] = scripts;
  if (!module) fail(where, `${url} is not loaded with type="module"`);
  if (!existsSync(file)) fail(where, `${url} does not exist: is the build missing?`);
  const claim = needLine(tools, /one self-contained ES module/, 'that the bundle is self-contained');
  const found = moduleImports(readFileSync(file, 'utf8'), basename(file));
  const name = relative(root, realpathSync(file));
  if (found.length) {
    const list = found.map((f) => `${f.kind} ${f.text}`).slice(0, 5);
    fail(claim, `${name} loads other files: ${list.join('; ')}`);
  }
  if (!found.exports) fail(claim, `${name} has no export: it is not an ES module`);
});

check('`packages/elements/examples/plain.html` exists and loads the same files as the snippet', () => {
  const where = needLine(tools, /`[^`]*examples\/[^`]*\.html`/, 'the example page');
  const page = /`([^`]*examples\/[^`]*\.html)`/.exec(where.text)[1];
  if (!existsSync(join(root, page))) fail(where, `${page} does not exist`);
  const html = readText(page);
  const real = (f) => (existsSync(f) ? realpathSync(f) : f);
  const loads = pageLoads(html).map((l) => ({ ...l, file: localFile(l.url, dirname(join(root, page))) }));
  const snippet = snippetFiles();
  for (const s of snippet) {
    if (!loads.some((l) => l.file && real(l.file) === real(s.file))) {
      fail(where, `${page} does not load ${s.url} (it loads ${loads.map((l) => l.url).join(', ')})`);
    }
  }
  const others = loads.filter((l) => l.file && !snippet.some((s) => real(s.file) === real(l.file)));
  if (others.length) fail(where, `${page} also loads ${others.map((l) => l.url).join(', ')}`);
  const listed = needClaim(
    tools,
    /`[^`]*plain\.html` is a complete page \(([^)]+)\)/,
    'what plain.html shows',
  );
  for (const part of listed.match[1].split(/,\s*/)) {
    if (!new RegExp(`<pp-${part.trim()}(er)?\\b`).test(html))
      fail(where, `${page} has no ${part.trim()} element`);
  }
  const e2e = repoFiles().filter((f) => f.startsWith('packages/portal/e2e/') && f.endsWith('.spec.ts'));
  const driven = needClaim(tools, /the end-to-end suite drives it/, 'that the e2e suite drives plain.html');
  if (!e2e.some((f) => readText(f).includes(basename(page)))) {
    fail(driven.where, `no e2e spec opens ${basename(page)}`);
  }
});

check('the events the README names are declared in custom-elements.json', () => {
  const { where, match } = needClaim(
    tools,
    /as DOM events \(([^)]*)\)/,
    'which DOM events the elements report',
  );
  const named = [...match[1].matchAll(/`([^`]+)`/g)].map((m) => m[1]);
  if (named.length === 0) fail(where, 'no event names in backticks found');
  const manifest = readJson('packages/elements/custom-elements.json');
  const declarations = manifest.modules.flatMap((m) => m.declarations ?? []);
  const declared = new Set(declarations.flatMap((d) => (d.events ?? []).map((e) => e.name)));
  const missing = named.filter((n) => !declared.has(n));
  if (missing.length)
    fail(where, `no element declares ${missing.join(', ')} (declared: ${[...declared].join(', ')})`);
  const { where: kinds, match: listed } = needClaim(
    tools,
    /lists every ([^.]+)\./,
    'what the manifest lists',
  );
  const KIND = {
    attribute: 'attributes',
    property: 'members',
    event: 'events',
    slot: 'slots',
    'CSS part': 'cssParts',
    'custom property': 'cssProperties',
  };
  for (const [word, key] of Object.entries(KIND)) {
    if (!listed[1].includes(word)) continue;
    if (!declarations.some((d) => (d[key] ?? []).length > 0))
      fail(kinds, `custom-elements.json lists no ${word}`);
  }
});

// ---- for developers --------------------------------------------------------------------------------

const developers = section(/^For developers/);

check('TypeScript strict everywhere, experimentalDecorators, useDefineForClassFields: false', () => {
  const where = needLine(developers, /TypeScript strict everywhere/, 'TypeScript strict everywhere');
  const projects = [...(rootPackage.scripts?.typecheck ?? '').matchAll(/-p\s+(\S+)/g)].map((m) => m[1]);
  if (projects.length === 0) fail(where, 'the typecheck script of package.json names no tsconfig (-p)');
  for (const project of projects) {
    const options = tsOptions(project);
    if (options.strict !== true) fail(where, `${project} is not strict`);
    if (options.experimentalDecorators !== true) fail(where, `${project} has no experimentalDecorators`);
    if (options.useDefineForClassFields !== false)
      fail(where, `${project}: useDefineForClassFields is not false`);
  }
});

check('element tests sit next to each element (`<element>/<element>.test.ts`)', () => {
  const { where, match } = needClaim(
    developers,
    /Element tests sit next to the element \(`([^`]*<element>[^`]*)`\)/,
    'where element tests sit',
  );
  const pattern = match[1];
  if (elementFolders.length === 0) fail(where, 'packages/elements/src has no element folder');
  for (const element of elementFolders) {
    const file = pattern.replaceAll('<element>', element);
    if (!existsSync(join(root, file))) fail(where, `${element} has no test at ${file}`);
  }
  const wtr = readText('web-test-runner.config.mjs');
  if (!wtr.includes(pattern.split('<element>')[0].replace(/\/$/, ''))) {
    fail(where, `web-test-runner.config.mjs does not run the tests under ${pattern.split('<element>')[0]}`);
  }
});

check('portal logic tests (`*.test.ts(x)`), server tests and e2e tests are where the README says', () => {
  const where = needLine(developers, /portal logic tests are/, 'where the portal tests are');
  const vitest = readText('vitest.config.ts');
  const files = repoFiles();
  const portal = files.filter((f) => /^packages\/portal\/src\/.*\.test\.tsx?$/.test(f));
  if (portal.length === 0) fail(where, 'packages/portal/src has no *.test.ts(x) file');
  if (!/root: 'packages\/portal',[\s\S]{0,80}include: \['src\/\*\*\/\*\.test\.\{ts,tsx\}'\]/.test(vitest)) {
    fail(where, "vitest.config.ts does not run packages/portal's src/**/*.test.{ts,tsx}");
  }
  const server = files.filter((f) => /^packages\/portal\/server\/.*\.test\.ts$/.test(f));
  if (server.length === 0) fail(where, 'packages/portal/server has no *.test.ts file');
  if (!/include: \['server\/\*\*\/\*\.test\.ts'\]/.test(vitest)) {
    fail(where, 'vitest.config.ts does not run packages/portal/server/**/*.test.ts');
  }
  const e2e = files.filter((f) => /^packages\/portal\/e2e\/[^/]+\.spec\.ts$/.test(f));
  if (e2e.length === 0) fail(where, 'packages/portal/e2e has no *.spec.ts file');
  if (!/testDir: '(\.\/)?e2e'/.test(readText('packages/portal/playwright.config.ts'))) {
    fail(where, "packages/portal/playwright.config.ts's testDir is not e2e");
  }
});

check('`npm run build` regenerates custom-elements.json and a test compares it', () => {
  const where = needLine(developers, /commit the regenerated/, 'that a test checks the manifest');
  const elements = scriptsOf('@portal-elements/elements').scripts;
  if (
    !/manifest|cem analyze/.test(elements.build ?? '') ||
    !/cem analyze/.test(elements.manifest ?? elements.build)
  ) {
    fail(where, `packages/elements's build script ("${elements.build}") does not run the manifest analyzer`);
  }
  if (!/-w @portal-elements\/elements/.test(rootPackage.scripts?.build ?? '')) {
    fail(where, 'the root build script does not build packages/elements');
  }
  const tests = repoFiles().filter(
    (f) =>
      f.startsWith('packages/elements/') &&
      /\.(vitest|test)\.ts$/.test(f) &&
      readText(f).includes('custom-elements.json'),
  );
  if (tests.length === 0) fail(where, 'no test of packages/elements reads custom-elements.json');
});

check('the rollup pin of the README is `overrides.rollup` and the installed version', () => {
  const { where, match } = needClaim(
    developers,
    /`overrides\.rollup` pins rollup [^.]*?\bto (\d+\.\d+\.\d+)/,
    'the rollup pin',
  );
  const stated = match[1];
  const pinned = rootPackage.overrides?.rollup;
  if (pinned !== stated)
    fail(where, `package.json overrides.rollup is ${JSON.stringify(pinned)}, not ${stated}`);
  const locked = readJson('package-lock.json').packages?.['node_modules/rollup']?.version;
  if (locked && locked !== stated) fail(where, `package-lock.json has rollup ${locked}, not ${stated}`);
});

// ---- `npm start`, run for real ------------------------------------------------------------------------

const MANIFEST = join(root, 'packages/elements/custom-elements.json');

check(
  '`npm start` on a busy port stops with a message naming it (PORT unset: the default port, host)',
  async () => {
    const sec = needSection(/^`npm start`$/, '`npm start`');
    const port = envRows.find((r) => r.cells[0] === 'PORT');
    const host = envRows.find((r) => r.cells[0] === 'HOST');
    if (!port || !host) fail(sec.heading, 'the table has no PORT or HOST row');
    if (!/busy port stops with a message naming it/.test(port.cells[2])) {
      fail(port.where, 'the PORT row no longer says what a busy port does: update scripts/readme-check.mjs');
    }
    // If start.mjs ever stopped probing the port first, it would go on to install: never let it reinstall.
    if (!dependenciesCurrent()) return skip(STALE_DEPENDENCIES);
    const number = Number(port.cells[1]);
    const blocker = await occupy(number, host.cells[1]); // undefined: another program holds it, busy all the same
    const env = { ...process.env, FORCE_COLOR: '0' };
    delete env.PORT;
    delete env.HOST;
    const proc = launch('npm', ['start'], env);
    try {
      const code = await Promise.race([proc.exited, sleep(120_000).then(() => 'timeout')]);
      if (code === 'timeout') fail(port.where, `npm start did not stop within 120 s:\n${tail(proc.output)}`);
      if (code === 0) fail(port.where, `npm start exited 0 on a busy port:\n${tail(proc.output)}`);
      if (!proc.output.includes(`Port ${number}`) || !/in use/.test(proc.output)) {
        fail(port.where, `npm start's message does not name port ${number} as in use:\n${tail(proc.output)}`);
      }
      if (!proc.output.includes(host.cells[1])) {
        fail(
          host.where,
          `npm start's message does not name the default host ${host.cells[1]}:\n${tail(proc.output)}`,
        );
      }
    } finally {
      await stopGroup(proc, 'SIGKILL', 5000);
      await release(blocker);
    }
  },
);

const APP_ENV = 'staging';
const PRODUCT = 'Nimbus';
const portal = { proc: undefined, base: undefined, dataDir: undefined, layouts: new Map(), error: undefined };
const needPortal = () => {
  if (portal.skip) return skip('npm start was skipped (see above)');
  if (!portal.base)
    throw new Mismatch(`      npm start did not serve the portal: ${portal.error ?? 'see above'}`);
  return undefined;
};

check(
  `\`npm start\` builds and serves the portal (PORT free, PORTAL_DATA_DIR temporary, APP_ENV=${APP_ENV})`,
  async () => {
    const sec = needSection(/^`npm start`$/, '`npm start`');
    const opening = needLine(
      undefined,
      /^npm start\s+#.*serves the portal at (http:\/\/\S+)/,
      'where npm start serves',
    );
    if (!dependenciesCurrent()) {
      portal.skip = STALE_DEPENDENCIES;
      return skip(portal.skip);
    }
    const port = await freePort();
    portal.dataDir = mkdtempSync(join(tmpdir(), 'readme-check-data-'));
    portal.manifest = existsSync(MANIFEST) ? readFileSync(MANIFEST) : undefined;
    const env = {
      ...process.env,
      PORT: String(port),
      PORTAL_DATA_DIR: portal.dataDir,
      APP_ENV,
      PORTAL_PRODUCT: PRODUCT,
      FORCE_COLOR: '0',
    };
    delete env.HOST;
    const t0 = Date.now() - 1000;
    portal.proc = launch('npm', ['start'], env);
    try {
      await waitForHttp(`http://127.0.0.1:${port}/healthz`, portal.proc, 300_000);
    } catch (error) {
      portal.error = error.message;
      fail(sec.heading, `npm start did not answer on /healthz: ${error.message}`);
    }
    portal.base = `http://127.0.0.1:${port}`;
    const url = new URL(/serves the portal at (http:\/\/\S+)/.exec(opening.text)[1]);
    if (!portal.proc.output.includes(`${url.protocol}//${url.hostname}:${port}`)) {
      fail(
        opening,
        `npm start did not print ${url.protocol}//${url.hostname}:${port}:\n${tail(portal.proc.output)}`,
      );
    }
    const builds = needLine(sec, /builds the tokens, the/, 'what npm start builds');
    for (const file of [
      'packages/tokens/dist/tokens.css',
      'packages/elements/dist/bundle/portal-elements.js',
      'packages/portal/dist/index.html',
      'packages/portal/dist-server/server/main.js',
    ]) {
      if (!existsSync(join(root, file)) || statSync(join(root, file)).mtimeMs < t0) {
        fail(builds, `npm start did not (re)build ${file}`);
      }
    }
    const data = envRows.find((r) => r.cells[0] === 'PORTAL_DATA_DIR');
    const databases = readdirSync(portal.dataDir).filter((f) => /\.(sqlite|db)$/.test(f));
    if (databases.length === 0) fail(data?.where ?? builds, `no database was created in PORTAL_DATA_DIR`);
    return undefined;
  },
);

{
  const accounts = section(/^Demo accounts$/);
  const password = accounts && needLineOrUndefined(accounts, /password `[^`]+`/);
  const NUMBERS = { no: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
  for (const { where, cells } of accounts ? tableRows(accounts) : []) {
    const [email, who] = cells;
    check(`demo account ${email} signs in and its layout matches "${who}"`, async () => {
      const waiting = needPortal();
      if (waiting) return waiting;
      if (!password) fail(accounts.heading, 'no line gives the demo password');
      const secret = /password `([^`]+)`/.exec(password.text)[1];
      const browser = new Browser(portal.base);
      const page = await browser.request('GET', '/login', { accept: 'text/html' });
      if (page.status !== 200 || !browser.cookies.has('XSRF-TOKEN')) {
        fail(where, `GET /login answered ${page.status} without an XSRF-TOKEN cookie`);
      }
      const signIn = await browser.request('POST', '/login', { json: { email, password: secret } });
      if (signIn.status !== 200 || signIn.body?.status !== 'ok') {
        fail(
          password,
          `${email} cannot sign in with "${secret}": ${signIn.status} ${signIn.text.slice(0, 200)}`,
        );
      }
      const answer = await browser.request('GET', '/api/layout');
      if (answer.status !== 200) fail(where, `GET /api/layout answered ${answer.status} after signing in`);
      const layout = answer.body;
      portal.layouts.set(email, layout);
      const home = await browser.request('GET', '/', { accept: 'text/html' });
      if (home.status !== 200 || !/<div id="root"/.test(home.text)) {
        fail(where, `GET / did not serve the portal's page after signing in (${home.status})`);
      }
      // The "who" column: client/staff, a full name, N projects, no permissions, search, impersonation.
      const kind = /^(client|staff)\b/.exec(who)?.[1];
      if (!kind) fail(where, 'the "who" cell does not start with client or staff');
      const userType = kind === 'client' ? 'client' : PRODUCT;
      if (layout.userType !== userType) fail(where, `userType is ${layout.userType}, not ${userType}`);
      const name = /^(?:client|staff) (\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+)/u.exec(who)?.[1];
      if (name && layout.user?.full_name !== name) fail(where, `the full name is ${layout.user?.full_name}`);
      const projects = /\b(\w+) projects?\b/.exec(who);
      if (projects && projects[1] in NUMBERS && layout.user?.projects?.length !== NUMBERS[projects[1]]) {
        fail(where, `${email} has ${layout.user?.projects?.length} projects, not ${projects[1]}`);
      }
      const permissions = layout.layoutPermissions ?? [];
      if (/\bno permissions\b/.test(who) && permissions.length) fail(where, `${email} has ${permissions}`);
      if (/\bsearch\b/.test(who) && !permissions.includes('search')) fail(where, `${email} has no search`);
      if (/\bimpersonation\b/.test(who) && !permissions.includes('user-impersonate')) {
        fail(where, `${email} cannot impersonate (no user-impersonate permission)`);
      }
      if (/every client permission/.test(who) && !permissions.some((p) => p.startsWith('client-'))) {
        fail(where, `${email} has no client permission`);
      }
      // "support permissions only": every permission is a support one, besides the dashboard every staff sees.
      const only = /\bthe (\w+) permissions only\b/.exec(who)?.[1];
      if (only) {
        const others = permissions.filter((p) => !p.includes(only) && p !== 'dashboard-list');
        if (permissions.length === 0 || others.length) fail(where, `${email} also has ${others.join(', ')}`);
      }
      return undefined;
    });
  }
}

check(
  'every staff permission: the staff account holds every permission the other staff accounts hold',
  () => {
    const waiting = needPortal();
    if (waiting) return waiting;
    const accounts = section(/^Demo accounts$/);
    const row = tableRows(accounts).find((r) => /every staff permission/.test(r.cells[1]));
    if (!row) return skip('no account is said to have every staff permission');
    if (!portal.layouts.has(row.cells[0])) fail(row.where, `${row.cells[0]} did not sign in (see above)`);
    const mine = new Set(portal.layouts.get(row.cells[0]).layoutPermissions ?? []);
    for (const [email, layout] of portal.layouts) {
      if (layout.userType !== PRODUCT) continue;
      const missing = (layout.layoutPermissions ?? []).filter((p) => !mine.has(p));
      if (missing.length) fail(row.where, `${row.cells[0]} lacks ${missing.join(', ')}, which ${email} has`);
    }
    return undefined;
  },
);

check(`APP_ENV and PORTAL_PRODUCT reach the layout input (${APP_ENV}, ${PRODUCT})`, () => {
  const waiting = needPortal();
  if (waiting) return waiting;
  const appEnv = envRows.find((r) => r.cells[0] === 'APP_ENV');
  const product = envRows.find((r) => r.cells[0] === 'PORTAL_PRODUCT');
  if (!appEnv || !product) fail(envSection.heading, 'the table has no APP_ENV or PORTAL_PRODUCT row');
  if (portal.layouts.size === 0) fail(appEnv.where, 'no account signed in, so no layout input to look at');
  for (const [email, layout] of portal.layouts) {
    if (layout.env !== APP_ENV) fail(appEnv.where, `${email}'s layout has env ${layout.env}, not ${APP_ENV}`);
  }
  const staff = [...portal.layouts.values()].filter((l) => l.userType !== 'client');
  if (staff.length === 0) fail(product.where, 'no staff account signed in');
  if (/staff have it as their user type/.test(product.cells[2])) {
    for (const layout of staff) {
      if (layout.userType !== PRODUCT || layout.product !== PRODUCT) {
        fail(
          product.where,
          `staff userType/product are ${layout.userType}/${layout.product}, not ${PRODUCT}`,
        );
      }
    }
  }
  return undefined;
});

check('`npm start` stops on Ctrl-C (SIGINT to its process group) and leaves nothing running', async () => {
  if (portal.skip) return skip('npm start was skipped (see above)');
  const where = needLine(undefined, /^npm start\s+#/, '`npm start`');
  try {
    if (!portal.proc) fail(where, 'npm start was not started (see above)');
    const port = new URL(portal.base ?? 'http://127.0.0.1:0').port;
    const stopped = await stopGroup(portal.proc, 'SIGINT', 15_000);
    if (!stopped) fail(where, `npm start did not stop within 15 s of Ctrl-C:\n${tail(portal.proc.output)}`);
    if (portal.base && !(await portIsFree(Number(port))))
      fail(where, `port ${port} is still taken after Ctrl-C`);
  } finally {
    if (portal.manifest && !readFileSync(MANIFEST).equals(portal.manifest)) {
      writeFileSync(MANIFEST, portal.manifest);
      console.log('     (npm run build changed custom-elements.json: it was stale; put back as it was)');
    }
    if (portal.dataDir) rmSync(portal.dataDir, { recursive: true, force: true });
  }
  return undefined;
});

// ---- run --------------------------------------------------------------------------------------------

await runChecks();
const line = `${results.passed} passed, ${results.failed} failed${results.skipped ? `, ${results.skipped} skipped` : ''}`;
console.log(`\nREADME check: ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(line);
if (countsFile) {
  mkdirSync(dirname(resolve(countsFile)), { recursive: true });
  writeFileSync(countsFile, JSON.stringify(results));
}
killAll();
process.exit(results.failed === 0 ? 0 : 1);
