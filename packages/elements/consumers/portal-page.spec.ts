/**
 * The proof that a tool without React can look like the portal (issue 26): portal-page/index.html is
 * plain HTML, served as files from the installed packages (no framework, no build step), and rebuilds
 * the portal's shell with the client menu and the client's new-support-issue form. Its screenshots are
 * compared with the React portal's same screen, served by the real reference server (its own build,
 * signed in as client@example.com), at 1280 and 375 px in both themes, within the visual tests'
 * tolerance (.storybook/visual-policy.ts). Then the page is used: its calls to the portal's API
 * (GET /api/uploads/quota, POST /api/uploads, POST /api/support/issues) answered by a stub.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page, type Route } from '@playwright/test';
import { settleAnimations } from '../../../scripts/animations.mjs';
import { chooseOption, pageErrors } from './browser';
import type { AxeResults } from 'axe-core';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { VISUAL_POLICIES } from '../../../.storybook/visual-policy';
import { spawnServer } from '../../../scripts/server-process.mjs';

const origin = () => process.env.CONSUMERS_ORIGIN!;
const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const PAGE = () => `${origin()}/portal-page/index.html`;
const PASSWORD = 'demo-password';
/** A PNG of one pixel: the attachment. */
const PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
/** What GET /api/uploads/quota answers a client with nothing uploaded (the server's defaults). */
const QUOTA = {
  bytesLeft: 200 * 1024 * 1024,
  filesLeft: 50,
  maxFileBytes: 10 * 1024 * 1024,
  user: { bytesUsed: 0, bytesLimit: 200 * 1024 * 1024, filesUsed: 0, filesLimit: 50 },
  project: null,
};

let server: ReturnType<typeof spawnServer> | undefined;
let portal = '';
let dataDir = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const entry = join(repo, 'packages', 'server', 'dist', 'main.js');
  const index = join(repo, 'packages', 'portal', 'dist', 'index.html');
  for (const built of [entry, index]) {
    try {
      readFileSync(built);
    } catch {
      throw new Error(`${built} is missing: build the server and the portal first (npm run build).`);
    }
  }
  dataDir = mkdtempSync(join(tmpdir(), 'pp-portal-page-'));
  server = spawnServer(entry, {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      PORTAL_DATA_DIR: dataDir,
      APP_ENV: 'local',
      LOG_LEVEL: 'warn',
      // scrypt at cost 14: the suite signs in a few times and never looks at the hash.
      PASSWORD_SCRYPT_COST: '14',
    },
  });
  portal = await server.listening(60_000);
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The React portal's new-issue screen, signed in as the demo client (the cookie banner answered). */
async function portalScreen(browser: Browser, width: number, colorScheme: 'light' | 'dark') {
  const context = await browser.newContext({ viewport: { width, height: 800 }, colorScheme });
  const page = await context.newPage();
  await page.goto(`${portal}/login`);
  await page.getByRole('button', { name: 'Tylko niezbędne' }).click();
  await page.getByLabel('E-mail').fill('client@example.com');
  await page.getByLabel('Hasło').fill(PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
  await page.goto(`${portal}/support/issues/new`);
  await settled(page);
  return { context, page };
}

/** The plain page, its API answered by the stub; `answers` overrides a call's answer. */
async function plainScreen(
  page: Page,
  answers: Partial<Record<'issues' | 'uploads', (route: Route) => unknown>> = {},
) {
  await page.route('**/api/uploads/quota', (route) => route.fulfill({ json: QUOTA }));
  await page.route('**/api/uploads', (route) =>
    answers.uploads
      ? answers.uploads(route)
      : route.fulfill({
          status: 201,
          json: { id: 'f1', url: '/uploads/f1/zrzut.png', name: 'zrzut.png', type: 'image/png', size: 68 },
        }),
  );
  // The attachment as the portal serves it back (GET /uploads/{id}/{name}).
  await page.route('**/uploads/f1/zrzut.png', (route) =>
    route.fulfill({ contentType: 'image/png', body: Buffer.from(PIXEL, 'base64') }),
  );
  await page.route('**/api/support/issues', (route) =>
    answers.issues ? answers.issues(route) : route.fulfill({ status: 201, json: { id: 41 } }),
  );
  await page.goto(PAGE());
  await settled(page);
}

/** The screen as a person sees it once it has loaded: the editor drawn, the quota read, fonts in. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Nowe zgłoszenie' })).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Formatowanie tekstu' })).toBeVisible();
  await expect(page.getByText('Pozostało: 200 MB i 50 plików')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Wybierz projekt' })).toContainText('Sklep internetowy');
  await page.evaluate(() => document.fonts.ready);
  // Nothing moving: the elements' entry animations and the route progress bar have ended.
  await settleAnimations(page);
  await page.mouse.move(0, 799);
}

/** The pixels that differ beyond the visual tests' colour threshold, and a picture of where. */
function compare(a: Buffer, b: Buffer): { mismatched: number; allowed: number; diff: Buffer } {
  const one = PNG.sync.read(a);
  const two = PNG.sync.read(b);
  expect([two.width, two.height], 'the same size').toEqual([one.width, one.height]);
  const diff = new PNG({ width: one.width, height: one.height });
  const { threshold, allowedMismatchedPixelRatio } = VISUAL_POLICIES.default;
  const mismatched = pixelmatch(one.data, two.data, diff.data, one.width, one.height, { threshold });
  return {
    mismatched,
    allowed: Math.floor(allowedMismatchedPixelRatio * one.width * one.height),
    diff: PNG.sync.write(diff),
  };
}

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [1280, 375]) {
    test(`looks like the React portal's new-issue screen at ${width} px, ${colorScheme}`, async ({
      browser,
    }, testInfo) => {
      const react = await portalScreen(browser, width, colorScheme);
      const plain = await react.context.newPage();
      const errors = pageErrors(plain);
      await plainScreen(plain);
      const [ours, theirs] = [await plain.screenshot(), await react.page.screenshot()];
      const { mismatched, allowed, diff } = compare(theirs, ours);
      if (mismatched > allowed) {
        await testInfo.attach('react.png', { body: theirs, contentType: 'image/png' });
        await testInfo.attach('plain.png', { body: ours, contentType: 'image/png' });
        await testInfo.attach('diff.png', { body: diff, contentType: 'image/png' });
      }
      expect(mismatched, `pixels that differ (at most ${allowed})`).toBeLessThanOrEqual(allowed);
      expect(errors).toEqual([]);
      await react.context.close();
    });
  }
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run(context: Document): Promise<AxeResults> } };
    const results = await axe.run(document);
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

test('its form works like the portal: required fields, an attachment, submit with its loading state and errors', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const errors = pageErrors(page);
  const sent: unknown[] = [];
  // The session's CSRF token, as the portal's server sets it over http: echoed with every write.
  await page.context().addCookies([{ name: 'XSRF-TOKEN', value: 't0k%2Fen', url: origin() }]);
  const tokens: (string | undefined)[] = [];
  let answerIssue: (route: Route) => Promise<void> = async (route) => {
    tokens.push(route.request().headers()['x-xsrf-token']);
    sent.push(route.request().postDataJSON());
    await route.fulfill({
      status: 422,
      json: {
        error: 'validation_failed',
        message: 'Temat jest za długi.',
        fields: { subject: ['Temat jest za długi.'] },
      },
    });
  };
  await plainScreen(page, {
    issues: (route) => answerIssue(route),
    uploads: async (route) => {
      expect(route.request().headers()['content-type']).toContain('multipart/form-data');
      tokens.push(route.request().headers()['x-xsrf-token']);
      await route.fulfill({
        status: 201,
        json: { id: 'f1', url: '/uploads/f1/zrzut.png', name: 'zrzut.png', type: 'image/png', size: 68 },
      });
    },
  });
  expect(await axeViolations(page)).toEqual([]);

  // Nothing filled: every required field says so, and the first takes the focus.
  const submit = page.getByRole('button', { name: 'Wyślij zgłoszenie' });
  await submit.click();
  const subject = page.getByRole('textbox', { name: 'Temat' });
  await expect(subject).toBeFocused();
  await expect(subject).toHaveAccessibleDescription(/To pole jest wymagane\./);
  await expect(page.getByRole('combobox', { name: 'Kategoria' })).toHaveAccessibleDescription(
    /To pole jest wymagane\./,
  );
  await expect(page.locator('#description-error')).toHaveText('To pole jest wymagane.');

  // Filled in, with a file attached through the editor's toolbar.
  await subject.fill('Serwer nie odpowiada');
  await chooseOption(page, 'Kategoria', 'Problem techniczny');
  const editor = page.getByRole('textbox', { name: 'Opis' });
  await editor.click();
  await page.keyboard.type('Od rana brak odpowiedzi.');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Dołącz plik' }).click();
  await (
    await chooser
  ).setFiles({ name: 'zrzut.png', mimeType: 'image/png', buffer: Buffer.from(PIXEL, 'base64') });
  await expect(editor.locator('img[src="/uploads/f1/zrzut.png"]')).toHaveCount(1);

  // The server refuses a field: its message under that field, nothing lost.
  await submit.click();
  await expect(subject).toHaveAccessibleDescription(/Temat jest za długi\./);
  await expect(subject).toHaveValue('Serwer nie odpowiada');
  expect(sent).toEqual([
    {
      subject: 'Serwer nie odpowiada',
      category: 'technical',
      description: expect.stringContaining('Od rana brak odpowiedzi.'),
      attachments: ['f1'],
    },
  ]);

  expect(tokens).toEqual(['t0k/en', 't0k/en']);

  // Accepted after a while: the button says it is busy meanwhile, then a toast and an empty form.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  answerIssue = async (route) => {
    sent.push(route.request().postDataJSON());
    await held;
    await route.fulfill({ status: 201, json: { id: 41 } });
  };
  await submit.click();
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  release();
  await expect(
    page
      .getByRole('region', { name: 'Powiadomienia' })
      .getByRole('listitem', { name: 'Zgłoszenie zostało utworzone.' }),
  ).toBeVisible();
  await expect(subject).toHaveValue('');
  await expect(submit).not.toHaveAttribute('aria-disabled', 'true');

  // A server that fails: a toast with its message, the text kept.
  answerIssue = (route) => route.fulfill({ status: 503, json: { message: 'Serwis chwilowo niedostępny.' } });
  await subject.fill('Drugie');
  await chooseOption(page, 'Kategoria', 'Inne');
  await editor.click();
  await page.keyboard.type('Tekst.');
  await submit.click();
  await expect(
    page.getByText('Nie udało się utworzyć zgłoszenia. Serwis chwilowo niedostępny.').first(),
  ).toBeVisible();
  await expect(subject).toHaveValue('Drugie');
  // The browser reports the refused calls (422, 503) itself; nothing else went wrong.
  const refused = /^Failed to load resource: the server responded with a status of (422|503)\b/;
  expect(errors.filter((error) => !refused.test(error))).toEqual([]);
});
