import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Browser, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
// The elements animate inside their shadow roots: waiting for them is shared with the consumers' tests.
import { clickOption, settleAnimations } from '../../../scripts/animations.mjs';

export { clickOption, expect, settleAnimations };

/** A reference server of this run (playwright.config.ts starts one per worker). */
export interface E2EServer {
  origin: string;
  /** Its data folder (its SQLite file is portal.sqlite there). */
  dataDir: string;
}

function e2eServers(): E2EServer[] {
  const servers = process.env.E2E_SERVERS;
  if (!servers) throw new Error('E2E_SERVERS is not set: run the tests through playwright.config.ts.');
  return JSON.parse(servers) as E2EServer[];
}

/**
 * Playwright's `test`, with every page, request and context of a test on its worker's own server
 * (`baseURL`), and that server as the `server` fixture. Workers that run at the same time have
 * different parallel indexes, so never share a server.
 */
export const test = base.extend<{ server: E2EServer }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  server: async ({}, use, testInfo) => {
    await use(serverOf(testInfo.parallelIndex));
  },
  baseURL: async ({ server }, use) => {
    await use(server.origin);
  },
});

export const PASSWORD = 'demo-password';

/**
 * The account whose password account.spec.ts changes (soc2@example.com, Tomasz Lewandowski). The new
 * password stays for the rest of the run on that worker's server (a password as easy as
 * {@link PASSWORD} cannot be set back), so any other test signing in with it would pass or fail by the
 * order the two files happen to run in. {@link signIn} refuses it unless asked for it by name.
 */
export const PASSWORD_CHANGE_ACCOUNT = 'soc2@example.com';

/** The server of the worker with this parallel index (the `server` fixture, outside a fixture). */
export function serverOf(parallelIndex: number): E2EServer {
  const servers = e2eServers();
  const server = servers[parallelIndex % servers.length];
  if (!server) throw new Error('No e2e server is configured.');
  return server;
}

/** Answers the cookie banner (necessary only) when it is shown, as a first-time visitor would. */
export async function dismissConsent(page: Page) {
  const necessaryOnly = page.getByRole('button', { name: /^(Tylko niezbędne|Necessary only)$/ });
  await necessaryOnly.click({ timeout: 5_000 });
  await expect(necessaryOnly).toBeHidden();
}

/**
 * The consent cookie vanilla-cookieconsent writes when a person chooses "necessary only" (revision
 * 0, as consent/consent.ts configures it), for the page's origin.
 */
export function necessaryOnlyConsent(origin: string) {
  const now = new Date();
  const expires = new Date(now.getTime() + 182 * 24 * 60 * 60 * 1000);
  const value = {
    categories: ['necessary'],
    revision: 0,
    data: null,
    consentTimestamp: now.toISOString(),
    consentId: randomUUID(),
    services: { necessary: [], analytics: [], advertising: [] },
    languageCode: 'pl',
    lastConsentTimestamp: now.toISOString(),
    expirationTime: expires.getTime(),
  };
  return {
    name: 'cc_cookie',
    value: encodeURIComponent(JSON.stringify(value)),
    url: origin,
    expires: Math.floor(expires.getTime() / 1000),
    sameSite: 'Lax' as const,
  };
}

/**
 * How long to wait for what follows a password check: the server hashes with scrypt (at cost 14 in
 * this suite, playwright.config.ts; a deployment's 17 takes about 1 s alone on a 2-core machine), the
 * failed attempts of an address slow its next sign-in (security/login-throttle.ts), and a right
 * password then loads the whole portal while the other worker loads the machine. The 5 s default of
 * the other expectations is for the page's own work.
 */
export const PASSWORD_CHECK_TIMEOUT = 20_000;

/**
 * Signs in the way the sign-in form does, over HTTP (the form's CSRF token from the sign-in page,
 * then `POST /login`), and opens the portal at `/`: for the tests of what comes after signing in,
 * which need not pay for the sign-in page each time. With `consent` (the default) the person has
 * already chosen "necessary only"; without it the banner greets them in the portal. The form itself
 * is driven like a person in shell.spec.ts (sign-in) and journeys.spec.ts. `passwordChange` is for
 * the one test that may sign in as {@link PASSWORD_CHANGE_ACCOUNT}.
 */
export async function signIn(
  page: Page,
  email: string,
  { consent = true, passwordChange = false }: { consent?: boolean; passwordChange?: boolean } = {},
) {
  if (email === PASSWORD_CHANGE_ACCOUNT && !passwordChange) {
    throw new Error(
      `${email} is the password-change test's own account (PASSWORD_CHANGE_ACCOUNT); sign in with another one.`,
    );
  }
  const origin = serverOf(test.info().parallelIndex).origin;
  if (consent) await page.context().addCookies([necessaryOnlyConsent(origin)]);
  await page.request.get('/login', { headers: { accept: 'text/html' } });
  const xsrf = (await page.context().cookies(origin)).find((c) => c.name === 'XSRF-TOKEN')?.value;
  if (!xsrf) throw new Error('The sign-in page handed out no XSRF-TOKEN cookie.');
  const answer = await page.request.post('/login', {
    data: { email, password: PASSWORD },
    headers: { 'x-xsrf-token': decodeURIComponent(xsrf), 'sec-fetch-site': 'same-origin', origin },
  });
  expect(answer.status(), `sign-in of ${email}: ${await answer.text()}`).toBe(200);
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^(Menu użytkownika|User menu)$/ })).toBeVisible();
}

/** A toast with `text` (its text is also in the toaster's live region: the list item is the toast). */
export function toast(page: Page, text: string) {
  return page.locator('pp-toaster').getByRole('listitem').filter({ hasText: text });
}

/** The axe rules whose outcome depends on colours (text contrast, links told apart by colour). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core on the page as it is now (axe pierces open shadow roots) and expects no violations.
 * axe is injected once per loaded document and run in place: @axe-core/playwright's builder injects
 * it again and finishes every run in a second blank page, about eight times slower, which the page
 * matrix (hundreds of scans) cannot afford. The page has no frames to recurse into. Running
 * animations finish first: colours caught mid-fade are not what a person reads.
 *
 * `coloursOnly` runs just the rules whose outcome depends on colours, for a page scanned whole in one
 * theme and then in the other: the themes change custom properties, never the document.
 */
export async function expectNoAxeViolations(
  page: Page,
  context = '',
  { exclude = [], coloursOnly = false }: { exclude?: string[]; coloursOnly?: boolean } = {},
) {
  await settleAnimations(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ excluded, rules }) => {
      const { axe } = window as unknown as {
        axe: {
          run(context: Document | { exclude: string[][] }, options: RunOptions): Promise<AxeResults>;
        };
      };
      const scope = excluded.length > 0 ? { exclude: excluded.map((selector) => [selector]) } : document;
      const results = await axe.run(scope, {
        resultTypes: ['violations'],
        ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}),
      });
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map(
          (n) => `${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`,
        ),
      }));
    },
    { excluded: exclude, rules: coloursOnly ? COLOUR_RULES : undefined },
  );
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.targets.join('\n  ')}`);
  expect(summary, `axe violations ${context}`).toEqual([]);
}

/**
 * What a person sees inside a widget whose role lives in an element's shadow root while its content
 * is the element's own children (slotted): `pp-dialog`'s dialog holds the page's fields, `pp-menu`'s
 * menu its items. Playwright scopes a locator to the role element's shadow tree, where slotted
 * children are not descendants, so `getByRole('dialog').getByRole('combobox')` finds nothing. This
 * scopes to the element that renders the role instead (found by that role and name), so the
 * content is found as the person finds it: inside the dialog named 'Paleta poleceń'.
 */
export function widget(
  page: Page,
  tag: string,
  role: Parameters<Page['getByRole']>[0],
  name: string | RegExp,
) {
  return page.locator(tag, { has: page.getByRole(role, { name }) });
}

/**
 * What the top bar (the `banner` landmark) holds, as a person finds it there: `pp-app-shell` renders
 * the banner in its shadow root and the portal's items are the shell's children in the bar's slots,
 * which a locator scoped to the banner would not find (see `widget`).
 */
export function topBar(page: Page) {
  const inBar = ['logo', 'environment', 'project', 'top-bar', 'search', 'user'].map(
    (slot) => `[slot="${slot}"]`,
  );
  return page
    .locator('pp-app-shell', { has: page.getByRole('banner') })
    .locator(`:scope > :is(${inBar.join(',')})`);
}

/** The sidebar's navigation landmark. */
export function sidebarNav(page: Page) {
  return page.getByRole('navigation', { name: /^(Menu główne|Main menu)$/ });
}

/**
 * The demo accounts the server seeds (packages/server/src/db/seed.ts), all with the password {@link PASSWORD}; the
 * accounts with the most pages first, so parallel workers finish together. Of the two SOC analysts,
 * who share one role (staff-soc), soc@example.com stands for both: the second would scan the same
 * pages again.
 */
export const SEED_ACCOUNTS = [
  { email: 'staff@example.com', staff: true },
  { email: 'support@example.com', staff: true },
  { email: 'soc@example.com', staff: true },
  { email: 'client@example.com', staff: false },
  { email: 'basic@example.com', staff: false },
] as const;

export interface PolicyWatch {
  /** The violations reported since the last call, forgotten once returned. */
  take(): string[];
  /** Fails, naming `context`, when the browser reported a violation since the last call; then forgets them. */
  expectNone(context: string): Promise<void>;
}

/**
 * Records every Content-Security-Policy and Trusted Types violation the browser reports on any page
 * of `page` (the `securitypolicyviolation` event, and console errors about either policy).
 */
export async function watchPolicyViolations(page: Page): Promise<PolicyWatch> {
  const reports: string[] = [];
  await page.exposeFunction('__ppReportPolicyViolation', (report: string) => {
    reports.push(report);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} (${event.sample})`;
      (window as unknown as { __ppReportPolicyViolation(r: string): void }).__ppReportPolicyViolation(report);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Trusted ?Type/i.test(message.text())) {
      reports.push(`console: ${message.text()}`);
    }
  });
  return {
    take: () => reports.splice(0),
    async expectNone(context: string) {
      const found = reports.splice(0);
      expect(found, `CSP or Trusted Types violations ${context}`).toEqual([]);
    },
  };
}

/**
 * Puts the pointer at rest in the bottom-right corner of the viewport, away from every control, and
 * waits until no tooltip is open: a scan of a page at rest must not catch a tooltip that the pointer,
 * left wherever the last click put it, opened when the layout moved under it (mid-fade, its colours
 * are not what a person reads).
 */
export async function restPointer(page: Page) {
  const { width, height } = page.viewportSize() ?? { width: 1280, height: 720 };
  await page.mouse.move(width - 1, height - 1);
  // Closed and gone: `open` turns false when the fade-out starts, its popover leaves the top layer
  // when the fade-out ends.
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement & { open?: boolean }>('pp-tooltip')].every(
      (tip) => !tip.open && !tip.shadowRoot?.querySelector(':popover-open'),
    ),
  );
}

/**
 * axe on the page as it is, in the light and then the dark theme (the page's own `data-theme` follows
 * the emulated colour scheme), back to light after. Tooltips and toasts come and go with timers: left
 * out unless `exclude` says otherwise.
 */
export async function scanBothThemes(
  page: Page,
  label: string,
  { exclude = ['pp-tooltip', 'pp-toaster'] }: { exclude?: string[] } = {},
) {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expectNoAxeViolations(page, `${label}, ${theme}`, { exclude });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Chooses `option` in the select-only combobox named `name`, as a person does: opens it, clicks the option. */
export async function chooseOption(page: Page, name: string, option: string) {
  const field = page.getByRole('combobox', { name, exact: true });
  await field.click();
  await clickOption(page.getByRole('listbox', { name }).getByRole('option', { name: option, exact: true }));
  await expect(field).toContainText(option);
}

/** A new page of its own (cookies, storage) signed in as `email`, its CSP and Trusted Types reports watched. */
export async function signedInPage(
  browser: Browser,
  email: string,
  viewport: { width: number; height: number } = { width: 1280, height: 720 },
): Promise<{ page: Page; watch: PolicyWatch }> {
  const page = await browser.newPage({ viewport });
  const watch = await watchPolicyViolations(page);
  await signIn(page, email);
  return { page, watch };
}
