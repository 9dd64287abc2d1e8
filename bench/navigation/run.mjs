#!/usr/bin/env node
// Navigation timing of the built portal on the real reference server, signed in as the demo client in
// headless Chromium at 1280x800 (playwright-core on the system Chromium). See README.md.
//
//   node bench/navigation/run.mjs [--runs 20] [--warmup 3] [--json /tmp/navigation.json]
//
// (a) sidebar link → the new page painted, alternating 'Projekty', 'Dokumenty' and 'Kontakty';
// (b) a project chosen in the switcher → the dashboard at / painted with the new project.
// Each figure is measured in the page: from the pointerdown of the click (its event timeStamp) to the
// first moment after the frame that shows the result (see `installProbe`). It prints and exits 0.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { chromiumArgs, ensureChromium } from '../../scripts/chromium.mjs';
import { signIn, startPortal, summarize } from './portal.mjs';

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

const runs = Math.max(1, Number(option('runs', '20')));
const warmup = Math.max(0, Number(option('warmup', '3')));
const jsonOut = option('json', '');
const VIEWPORT = { width: 1280, height: 800 };
const ACCOUNT = 'client@example.com';
/** The sidebar pages visited in turn: the link's name, its path and the page's h1. */
const SIDEBAR_PAGES = [
  { link: 'Projekty', path: '/projects', title: 'Projekty' },
  { link: 'Dokumenty', path: '/documents', title: 'Dokumenty' },
  { link: 'Kontakty', path: '/contacts', title: 'Kontakty' },
];
const DASHBOARD_TITLE = 'Dashboard';
const TIMEOUT_MS = 15_000;

const loadText = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/**
 * Installs `window.__ppNavBench` in the page. `arm(kind, expected)` starts one measurement: the next
 * pointerdown's `timeStamp` is t0, and the page is watched (on every DOM mutation and every animation
 * frame) until it shows the expected result. When that is first seen in a mutation callback, one
 * requestAnimationFrame follows (the frame that will show it); when it is seen in a frame callback,
 * that frame already will. A MessageChannel message posted from that frame callback runs after the
 * frame is rendered: its performance.now() is `painted`. `result()` resolves to the times, relative
 * to t0, and the resources (fetches, scripts, styles) that started after t0.
 */
function installProbe() {
  if (window.__ppNavBench) return;
  performance.setResourceTimingBufferSize(10_000);
  const visible = (el) =>
    !!el &&
    el.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true });
  const checks = {
    sidebar({ path, title }) {
      if (location.pathname !== path) return false;
      const h1 = document.querySelector('main h1, h1');
      return visible(h1) && h1.textContent.trim() === title;
    },
    project({ name, title }) {
      if (location.pathname !== '/') return false;
      const h1 = document.querySelector('main h1, h1');
      if (!visible(h1) || h1.textContent.trim() !== title) return false;
      const trigger = document
        .querySelector('#project-switcher')
        ?.shadowRoot?.querySelector('[role="combobox"]');
      if (!visible(trigger) || trigger.textContent.trim() !== name) return false;
      // The dashboard's 'Wybrany projekt' card shows the new name too (the layout was fetched again).
      const region = document.querySelector('section[aria-labelledby="dashboard-project"]');
      return !region || region.textContent.includes(name);
    },
  };
  let current;
  window.__ppNavBench = {
    arm(kind, expected) {
      performance.clearResourceTimings();
      const state = { t0: undefined, seen: undefined, painted: undefined };
      let settle;
      state.done = new Promise((resolve) => (settle = resolve));
      const finish = () => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          state.painted = performance.now();
          observer.disconnect();
          settle();
        };
        channel.port2.postMessage(0);
      };
      const check = (inFrame) => {
        if (state.seen !== undefined || state.t0 === undefined) return;
        if (!checks[kind](expected)) return;
        state.seen = performance.now();
        if (inFrame) finish();
        else requestAnimationFrame(finish);
      };
      const observer = new MutationObserver(() => check(false));
      observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
      const frame = () => {
        if (state.seen !== undefined) return;
        check(true);
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
      window.addEventListener(
        'pointerdown',
        (event) => {
          state.t0 = event.timeStamp;
          check(false);
        },
        { capture: true, once: true },
      );
      current = state;
    },
    async result() {
      const state = current;
      await state.done;
      const resources = performance
        .getEntriesByType('resource')
        .filter((r) => r.startTime >= state.t0)
        .map((r) => ({
          path: new URL(r.name).pathname,
          type: r.initiatorType,
          start: r.startTime - state.t0,
          end: r.responseEnd - state.t0,
        }));
      return { seen: state.seen - state.t0, painted: state.painted - state.t0, resources };
    },
  };
}

async function probeInstalled(page) {
  return page.evaluate(() => typeof window.__ppNavBench === 'object');
}

/** One measured click: arms the probe, clicks, and waits for the page to show the expected result. */
async function measureClick(page, kind, expected, click) {
  if (!(await probeInstalled(page))) await page.evaluate(installProbe);
  await page.evaluate(([k, e]) => window.__ppNavBench.arm(k, e), [kind, expected]);
  await click();
  const result = await Promise.race([
    page.evaluate(() => window.__ppNavBench.result()),
    new Promise((_, fail) =>
      setTimeout(() => fail(new Error(`timed out after ${TIMEOUT_MS} ms`)), TIMEOUT_MS),
    ),
  ]);
  return result;
}

async function sidebarRuns(page) {
  const sidebar = page.locator('pp-sidebar');
  const samples = [];
  const cold = [];
  const total = warmup + runs;
  for (let i = 0; i < total; i += 1) {
    const target = SIDEBAR_PAGES[i % SIDEBAR_PAGES.length];
    const link = sidebar.getByRole('link', { name: target.link, exact: true });
    const before = await page.evaluate(() => performance.timeOrigin);
    const result = await measureClick(page, 'sidebar', { path: target.path, title: target.title }, () =>
      link.click(),
    );
    if ((await page.evaluate(() => performance.timeOrigin)) !== before) {
      throw new Error(`the click on '${target.link}' loaded a new document instead of an in-app navigation`);
    }
    const sample = { ...result, page: target.path };
    if (i < warmup) cold.push(sample);
    else samples.push(sample);
    await page.waitForTimeout(150); // let the previous page's idle work (prefetch, timers) settle
  }
  return { samples, cold };
}

async function switcherName(page) {
  return page.getByRole('combobox', { name: 'Wybierz projekt' }).evaluate((el) => el.textContent.trim());
}

async function projectRuns(page) {
  const switcher = page.getByRole('combobox', { name: 'Wybierz projekt' });
  const samples = [];
  const total = Math.min(2, warmup) + runs;
  const projects = [];
  for (let i = 0; i < total; i += 1) {
    const from = await switcherName(page);
    if ((await switcher.getAttribute('aria-expanded')) === 'true') {
      await switcher.press('Escape');
    }
    await switcher.click();
    const options = page.getByRole('option');
    await options.first().waitFor({ state: 'visible' });
    const names = (await options.allTextContents()).map((t) => t.trim());
    if (projects.length === 0) projects.push(...names);
    // The next project in the list after the current one, so every project takes its turn.
    const to = names[(names.indexOf(from) + 1) % names.length];
    if (to === from) throw new Error('the client has a single project: nothing to switch to');
    const before = await page.evaluate(() => performance.timeOrigin);
    const result = await measureClick(page, 'project', { name: to, title: DASHBOARD_TITLE }, () =>
      options.filter({ hasText: to }).first().click(),
    );
    if ((await page.evaluate(() => performance.timeOrigin)) !== before) {
      throw new Error(`choosing '${to}' loaded a new document instead of an in-app navigation`);
    }
    const answered = (path) => {
      const ends = result.resources.filter((r) => r.path === path).map((r) => r.end);
      return ends.length > 0 ? Math.max(...ends) : Number.NaN;
    };
    const sample = {
      ...result,
      from,
      to,
      changeAnswered: answered('/projects/change'),
      layoutAnswered: answered('/api/layout'),
    };
    if (i >= total - runs) samples.push(sample);
    await page.waitForTimeout(150);
  }
  return { samples, projects };
}

const fmt = (value) => (Number.isFinite(value) ? value.toFixed(1) : '-');
const pad = (text, width) => String(text).padEnd(width);
const padLeft = (text, width) => String(text).padStart(width);

function row(label, values) {
  const s = summarize(values.filter(Number.isFinite));
  if (s.n === 0) return `${pad(label, 52)} ${padLeft('-', 8)}`;
  return `${pad(label, 52)} ${padLeft(fmt(s.median), 8)} ${padLeft(fmt(s.p95), 8)} ${padLeft(fmt(s.min), 8)} ${padLeft(fmt(s.max), 8)} ${padLeft(s.n, 4)}`;
}

async function main() {
  const portal = await startPortal();
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    headless: true,
    args: chromiumArgs,
  });
  console.log(
    `Navigation timing: ${portal.baseUrl}, ${ACCOUNT}, ${VIEWPORT.width}x${VIEWPORT.height}, ` +
      `${runs} measured clicks each (after ${warmup} and ${Math.min(2, warmup)} warm-up clicks)`,
  );
  console.log(`  Chromium ${browser.version()}, ${cpus().length} CPUs, load average ${loadText()} at start`);
  let sidebar;
  let projects;
  try {
    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'pl-PL' });
    const page = await context.newPage();
    await signIn(page, portal.baseUrl, ACCOUNT);
    await page.evaluate(installProbe);
    try {
      sidebar = await sidebarRuns(page);
    } catch (error) {
      console.log(
        `  sidebar navigation could not be measured: ${error instanceof Error ? error.message : error}`,
      );
    }
    try {
      if (new URL(page.url()).pathname !== '/') {
        await page.locator('pp-sidebar').getByRole('link', { name: 'Dashboard', exact: true }).click();
        await page.waitForURL((url) => url.pathname === '/');
      }
      projects = await projectRuns(page);
    } catch (error) {
      console.log(
        `  project switch could not be measured: ${error instanceof Error ? error.message : error}`,
      );
    }
    await context.close();
  } finally {
    await browser.close();
    await portal.stop();
  }
  console.log(`  load average ${loadText()} at the end (other work on the machine inflates every figure)\n`);

  const header = `${pad('figure (ms, from the pointerdown of the click)', 52)} ${padLeft('median', 8)} ${padLeft('p95', 8)} ${padLeft('min', 8)} ${padLeft('max', 8)} ${padLeft('n', 4)}`;
  console.log(header);
  console.log('-'.repeat(header.length));
  if (sidebar) {
    const pages = SIDEBAR_PAGES.map((p) => p.link).join(' / ');
    console.log(
      row(
        `(a) sidebar link → new page painted`,
        sidebar.samples.map((s) => s.painted),
      ),
    );
    console.log(
      row(
        `    of which: new h1 in the DOM and visible`,
        sidebar.samples.map((s) => s.seen),
      ),
    );
    for (const target of SIDEBAR_PAGES) {
      console.log(
        row(
          `    → ${target.path} painted`,
          sidebar.samples.filter((s) => s.page === target.path).map((s) => s.painted),
        ),
      );
    }
    const cold = sidebar.cold.map((s) => `${s.page} ${fmt(s.painted)}`).join(', ');
    console.log(`    (${pages} in turn${cold ? `; first visits, not counted: ${cold}` : ''})`);
  }
  if (projects) {
    console.log(
      row(
        `(b) project chosen → dashboard painted`,
        projects.samples.map((s) => s.painted),
      ),
    );
    console.log(
      row(
        `    of which: POST /projects/change answered`,
        projects.samples.map((s) => s.changeAnswered),
      ),
    );
    console.log(
      row(
        `    of which: GET /api/layout answered`,
        projects.samples.map((s) => s.layoutAnswered),
      ),
    );
    console.log(
      row(
        `    of which: new project shown (DOM)`,
        projects.samples.map((s) => s.seen),
      ),
    );
    console.log(`    (projects in turn: ${projects.projects.join(' → ')})`);
  }
  console.log(
    '\nNo targets are set for these figures; a frame is 16.7 ms at 60 Hz. Timings are wall clock in the page,' +
      ' so a busy machine adds to them.',
  );
  if (jsonOut) {
    writeFileSync(jsonOut, JSON.stringify({ runs, warmup, viewport: VIEWPORT, sidebar, projects }, null, 2));
    console.log(`Samples written to ${jsonOut}`);
  }
}

try {
  await main();
} catch (error) {
  console.log(`Navigation benchmark could not run: ${error instanceof Error ? error.stack : error}`);
}
process.exit(0);
