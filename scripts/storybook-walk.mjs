// Runs every story of the built Storybook as a test in headless Chromium, with an axe scan of each.
//
//   node scripts/storybook-walk.mjs [storybook-static dir] [--grep=text,text] [--counts=file.json]
//
// It serves the built Storybook on 127.0.0.1 (a port from 3600-3699, or PORT), reads index.json and,
// for every entry of type "story", opens iframe.html?id=<id>&viewMode=story in a fresh document with
// empty storage, two stories at a time (one browser, two pages). The story runs in each theme of the
// preview's `theme` global: loaded with globals=theme:light (render, then its play function), then
// switched to dark in place with the channel's `updateGlobals` event, as the toolbar does (a re-render
// that keeps the state the play function left). A story whose own globals fix the theme runs once.
//
// A run fails when its render or play function throws, when anything logs console.error (a story can
// expect some: parameters.walk.allowConsoleErrors, substrings), throws on the page or leaves a promise
// rejection unhandled, or when axe-core finds a violation in #storybook-root (run with the story's
// parameters.a11y: config, options, context, test 'off'; "region" off, as the a11y addon does).
//
// Completion is event-driven, with no fixed sleeps: the preview's channel
// (window.__STORYBOOK_ADDONS_CHANNEL__, trapped before Storybook's scripts run) emits `storyRendered`
// once render, play function and animations are done, then `storyFinished` once the afterEach hooks
// ran; `storyErrored`, `storyThrewException`, `playFunctionThrewException`,
// `unhandledErrorsWhilePlaying` and `storyMissing` report failures. Then custom elements must be
// defined, Lit updates done and fonts loaded before axe runs. The a11y addon's own axe run (afterEach)
// is switched off through the URL (globals a11y.manual), since this walk scans itself.
//
// Prints one line per story and theme and ends with `N passed, M failed`; exits 1 on any failure.
// With --counts=file (or STORYBOOK_WALK_COUNTS=file) it also writes {passed, failed, skipped} there,
// as scripts/wtr-count-reporter.mjs does for `npm test`. STORYBOOK_WALK_WORKERS (2) and
// STORYBOOK_WALK_TIMEOUT (30000 ms per wait) tune it.
import fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { chromium } from 'playwright-core';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, ensureChromium } from './chromium.mjs';

const started = Date.now();
const root = fileURLToPath(new URL('..', import.meta.url));
const argv = process.argv.slice(2);
const option = (name) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const staticDir = resolve(argv.find((a) => !a.startsWith('--')) ?? resolve(root, 'storybook-static'));
const grep = option('grep') ?? process.env.STORYBOOK_WALK_GREP;
const countsFile = option('counts') ?? process.env.STORYBOOK_WALK_COUNTS;
const WORKERS = Number(process.env.STORYBOOK_WALK_WORKERS ?? 2);
const STORY_TIMEOUT = Number(process.env.STORYBOOK_WALK_TIMEOUT ?? 30_000);
const THEMES = ['light', 'dark'];

function writeCounts(counts) {
  if (!countsFile) return;
  mkdirSync(dirname(resolve(countsFile)), { recursive: true });
  writeFileSync(countsFile, JSON.stringify(counts));
}

function fatal(message) {
  console.error(message);
  writeCounts({ passed: 0, failed: 1, skipped: 0 });
  console.log('0 passed, 1 failed');
  process.exit(1);
}

if (!existsSync(resolve(staticDir, 'index.json'))) {
  fatal(`No ${resolve(staticDir, 'index.json')}: build Storybook first (npm run build-storybook).`);
}
const index = JSON.parse(readFileSync(resolve(staticDir, 'index.json'), 'utf8'));
const stories = Object.values(index.entries ?? {})
  .filter((entry) => entry.type === 'story')
  .filter((entry) => !grep || grep.split(',').some((part) => entry.id.includes(part)));
if (stories.length === 0) fatal(`No stories in ${staticDir}/index.json${grep ? ` matching "${grep}"` : ''}.`);

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

// ---- static server -------------------------------------------------------------------------------

async function serve() {
  const app = fastify();
  await app.register(fastifyStatic, {
    root: staticDir,
    cacheControl: false,
    // Built assets have hashed names: let every page load after the first take them from the cache.
    setHeaders: (reply, path) =>
      reply.header(
        'cache-control',
        /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      ),
  });
  // Chromium asks for /favicon.ico on its own; the build has none, and its 404 is no story's fault.
  app.get('/favicon.ico', (_request, reply) => reply.code(204).send());
  const host = '127.0.0.1';
  const ports = process.env.PORT
    ? [Number(process.env.PORT)]
    : Array.from({ length: 100 }, (_, i) => 3600 + i);
  for (const port of ports) {
    try {
      await app.listen({ port, host });
      return { app, origin: `http://${host}:${port}` };
    } catch (error) {
      if (error?.code !== 'EADDRINUSE') throw error;
    }
  }
  throw new Error('No free port in 3600-3699 for the Storybook walk.');
}

// ---- in the page ---------------------------------------------------------------------------------

/** Runs before Storybook's scripts: records the channel's render events as the preview creates it. */
function watchChannel() {
  const failures = [
    'storyErrored',
    'storyThrewException',
    'playFunctionThrewException',
    'unhandledErrorsWhilePlaying',
    'storyMissing',
  ];
  const describe = (payload) => {
    if (payload == null) return '';
    if (typeof payload === 'string') return payload;
    if (Array.isArray(payload)) return payload.map(describe).join('; ');
    const text = [payload.name, payload.title, payload.description, payload.message]
      .filter((part) => typeof part === 'string' && part)
      .map((part) => part.replace(/\s+/g, ' ').trim().slice(0, 300))
      .join(': ');
    return text || JSON.stringify(payload).slice(0, 500);
  };
  const state = {
    events: [],
    errors: [],
    finished: undefined,
    /** Starts a new run: the next storyFinished (or storyMissing) resolves `finished`. */
    reset() {
      state.events = [];
      state.errors = [];
      state.finished = new Promise((resolveFinished) => (state.finish = resolveFinished));
    },
  };
  state.reset();
  Object.defineProperty(window, '__storybookWalk', { value: state });
  let channel;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(next) {
      channel = next;
      for (const name of [...failures, 'storyRendered', 'storyFinished']) {
        next.on(name, (payload) => {
          state.events.push(name);
          if (failures.includes(name)) state.errors.push(`${name}: ${describe(payload)}`);
          if (name === 'storyFinished' && payload?.status === 'error' && state.errors.length === 0)
            state.errors.push('storyFinished with status "error"');
          if (name === 'storyFinished' || name === 'storyMissing') state.finish(name);
        });
      }
    },
  });
}

/** After the story finished: custom elements defined, Lit updates flushed, fonts loaded, a frame painted. */
async function settle() {
  const rootEl = document.querySelector('#storybook-root') ?? document.body;
  const all = (node, found = []) => {
    for (const el of node.querySelectorAll('*')) {
      found.push(el);
      if (el.shadowRoot) all(el.shadowRoot, found);
    }
    return found;
  };
  const tags = new Set(
    all(rootEl)
      .map((el) => el.localName)
      .filter((name) => name.includes('-')),
  );
  await Promise.all([...tags].map((tag) => customElements.whenDefined(tag)));
  await Promise.all(
    all(rootEl).map((el) =>
      el.updateComplete && typeof el.updateComplete.then === 'function' ? el.updateComplete : null,
    ),
  );
  await document.fonts.ready;
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  return { empty: rootEl.childElementCount === 0 && !rootEl.textContent?.trim() };
}

/** axe-core on #storybook-root, honouring the story's parameters.a11y like the a11y addon does. */
async function scan(a11y) {
  const axe = window.axe;
  if (a11y?.disable === true || a11y?.test === 'off') return { skipped: true, violations: [] };
  const config = a11y?.config ?? {};
  axe.reset();
  // The addon turns off "region" (stories have no landmarks); do the same.
  axe.configure({ ...config, rules: [{ id: 'region', enabled: false }, ...(config.rules ?? [])] });
  const context = a11y?.context ?? document.querySelector('#storybook-root') ?? document;
  const result = await axe.run(context, { ...(a11y?.options ?? {}), resultTypes: ['violations'] });
  return {
    skipped: false,
    violations: result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({
        target: n.target.map((t) => (Array.isArray(t) ? t.join(' >>> ') : t)).join(' '),
        summary: n.failureSummary?.split('\n')[1]?.trim(),
      })),
    })),
  };
}

// ---- the walk ------------------------------------------------------------------------------------

function withTimeout(promise, ms, message) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms))),
  ]).finally(() => clearTimeout(timer));
}

/** Waits for the current run's storyFinished, then settles and scans. Problems and violations of that run. */
async function finishRun(page, problems) {
  const outcome = await withTimeout(
    page.evaluate(async () => {
      const walk = window.__storybookWalk;
      await walk.finished;
      const story = window.__STORYBOOK_PREVIEW__?.currentRender?.story;
      return {
        errors: walk.errors,
        events: walk.events,
        storyGlobals: story?.storyGlobals ?? {},
        parameters: { a11y: story?.parameters?.a11y ?? null, walk: story?.parameters?.walk ?? null },
      };
    }),
    STORY_TIMEOUT,
    `no storyFinished within ${STORY_TIMEOUT / 1000} s`,
  );
  problems.push(...outcome.errors);
  if (!outcome.events.includes('storyRendered') && outcome.errors.length === 0)
    problems.push('the story never emitted storyRendered');
  let violations = [];
  if (problems.length === 0) {
    const { empty } = await withTimeout(page.evaluate(settle), STORY_TIMEOUT, 'the story did not settle');
    if (empty) problems.push('#storybook-root is empty');
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
    const result = await withTimeout(
      page.evaluate(scan, outcome.parameters.a11y),
      STORY_TIMEOUT,
      'axe timed out',
    );
    violations = result.violations;
  }
  return { violations, storyGlobals: outcome.storyGlobals, parameters: outcome.parameters };
}

/** Opens the story in a fresh document, in the given theme, with empty storage. */
async function load(page, origin, story, theme) {
  // Storage outlives a navigation (and a story's cleanup does not run on one): every story starts empty.
  if (page.url().startsWith(origin))
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  // The a11y addon's afterEach would run axe a second time: switched off, this walk scans itself.
  const globals = `theme:${theme};a11y.manual:!true`;
  await page.goto(
    `${origin}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story&globals=${encodeURIComponent(globals)}`,
    { waitUntil: 'load' },
  );
}

/**
 * One story: loaded fresh in the first theme (play function and all), then switched to each other
 * theme in place through the `updateGlobals` channel event, as the toolbar does (a re-render, no
 * second play). A story whose own globals fix the theme runs once.
 */
async function runStory(page, origin, story, report) {
  const runs = [];
  let problems = [];
  const onConsole = (message) => {
    if (message.type() !== 'error') return;
    const { url, lineNumber } = message.location();
    const where = url ? ` (${url.replace(origin, '')}${lineNumber ? `:${lineNumber}` : ''})` : '';
    problems.push(`console.error: ${message.text().replace(/\s+/g, ' ').slice(0, 300)}${where}`);
  };
  const onPageError = (error) => problems.push(`page error: ${error.message.split('\n')[0]}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  const finish = (theme, result) => {
    const allowed = result?.parameters?.walk?.allowConsoleErrors ?? [];
    const kept = problems.filter(
      (p) => !(p.startsWith('console.error: ') && allowed.some((a) => p.includes(a))),
    );
    const run = { theme, problems: [...new Set(kept)], violations: result?.violations ?? [] };
    runs.push(run);
    report(story, run);
    problems = [];
    return run;
  };
  try {
    let result;
    try {
      await load(page, origin, story, THEMES[0]);
      result = await finishRun(page, problems);
    } catch (error) {
      problems.push(error instanceof Error ? error.message.split('\n')[0] : String(error));
    }
    const fixedTheme = result?.storyGlobals?.theme;
    const first = finish(fixedTheme ? `${fixedTheme}, set by the story` : THEMES[0], result);
    if (fixedTheme || !result) return runs;
    for (const theme of THEMES.slice(1)) {
      result = undefined;
      try {
        if (first.problems.length > 0) {
          // The first run broke: load the story again in this theme rather than re-render a broken one.
          await load(page, origin, story, theme);
        } else {
          await page.evaluate((value) => {
            window.__storybookWalk.reset();
            window.__STORYBOOK_ADDONS_CHANNEL__.emit('updateGlobals', { globals: { theme: value } });
          }, theme);
        }
        result = await finishRun(page, problems);
        const applied = await page.evaluate(() => document.documentElement.getAttribute('data-theme'));
        if (applied !== theme) problems.push(`data-theme is "${applied}", not "${theme}"`);
      } catch (error) {
        problems.push(error instanceof Error ? error.message.split('\n')[0] : String(error));
      }
      finish(theme, result);
    }
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  }
  return runs;
}

function report(story, run) {
  const failed = run.problems.length > 0 || run.violations.length > 0;
  const lines = [`${failed ? '✘' : '✓'} ${story.id} (${run.theme})`];
  // Storybook's expect colours its messages with ANSI codes: plain text in logs.
  // eslint-disable-next-line no-control-regex
  for (const problem of run.problems) lines.push(`    ${problem.replace(/\u001b\[[0-9;]*m/g, '')}`);
  for (const v of run.violations) {
    lines.push(`    axe ${v.id} (${v.impact}): ${v.help}`);
    for (const node of v.nodes.slice(0, 5))
      lines.push(`      ${node.target}${node.summary ? ` — ${node.summary}` : ''}`);
    if (v.nodes.length > 5) lines.push(`      … and ${v.nodes.length - 5} more`);
  }
  console.log(lines.join('\n'));
  if (failed) counts.failed += 1;
  else counts.passed += 1;
}

const counts = { passed: 0, failed: 0, skipped: 0 };
const { app, origin } = await serve().catch((error) => fatal(error.message));
let browser;
try {
  const executablePath = ensureChromium();
  browser = await chromium.launch({ executablePath, args: chromiumArgs, headless: true });
  const queue = [...stories];
  const worker = async () => {
    // Own context per worker: two stories running at the same time never share storage.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(watchChannel);
    let page = await context.newPage();
    for (let story = queue.shift(); story; story = queue.shift()) {
      const runs = await runStory(page, origin, story, report);
      if (
        runs.some((run) => run.problems.some((p) => /timed out|^no storyFinished|did not settle/.test(p)))
      ) {
        // A story that hangs may leave the page busy: go on with a clean page.
        await page.close().catch(() => {});
        page = await context.newPage();
      }
    }
    await context.close();
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
} catch (error) {
  console.error(error);
  counts.failed += 1;
} finally {
  await browser?.close().catch(() => {});
  await app.close().catch(() => {});
}

writeCounts(counts);
console.log(`storybook walk: ${stories.length} stories in ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`${counts.passed} passed, ${counts.failed} failed`);
process.exit(counts.failed === 0 ? 0 : 1);
