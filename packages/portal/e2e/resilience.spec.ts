import { type BrowserContext, type Page, type Route } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  restPointer,
  settleAnimations,
  signIn,
  test,
  topBar,
  watchPolicyViolations,
} from './support';

/**
 * The shell under conditions a person meets on a real network: controls used before their code has
 * arrived, a layout request that fails, the connection dropping, a page that cannot be shown.
 */

const DASHBOARD = { level: 1, name: 'Dashboard' } as const;

/** Scans the page as it is with axe at 1280 and 375 px, in the light and the dark theme. */
async function scanEverywhere(page: Page, label: string) {
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 740 });
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await restPointer(page);
      await settleAnimations(page);
      await expectNoAxeViolations(page, `${label}, ${width} px, ${theme}`);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(size);
}

/**
 * Holds back the chunk that defines `<pp-combobox>` by `delayMs`, so an interaction is sure to reach
 * the switcher before its element exists (without a delay it usually arrives within a few frames).
 */
async function delayComboboxChunk(page: Page, delayMs: number) {
  if (delayMs === 0) return;
  await page.route(/\/build\/pp-combobox[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
}

/** A fresh page of the signed-in context on the dashboard, the switcher's chunk held back. */
async function freshDashboard(context: BrowserContext, delayMs: number) {
  const page = await context.newPage();
  await delayComboboxChunk(page, delayMs);
  await page.goto('/');
  await expect(page.getByRole('heading', DASHBOARD)).toBeVisible();
  if (delayMs >= 1000) {
    // The round is meant to reach the switcher before its element exists: make sure it does.
    const defined = await page.evaluate(() => customElements.get('pp-combobox') !== undefined);
    expect(defined, 'pp-combobox is still undefined when the person acts').toBe(false);
  }
  return page;
}

test.describe('the project switcher acts as soon as it is shown', () => {
  // No delay (the natural race), a short one and a long one, twice each: every round must open.
  const DELAYS = [0, 250, 1000, 0, 250, 1000];

  test('a click right after the dashboard appears opens the list of projects', async ({ page, context }) => {
    // Six rounds, each a fresh dashboard whose chunk is held back up to 1 s: beside the other worker
    // they take 20-40 s, so 30 s (the default) cut a passing run short on a clean clone.
    test.setTimeout(90_000);
    await signIn(page, 'client@example.com');
    for (const [round, delay] of DELAYS.entries()) {
      const fresh = await freshDashboard(context, delay);
      // Where a person clicks: the box in the top bar, whatever it is at this moment (a locator by
      // role would wait until the control is ready, which a person cannot see).
      await fresh.locator('#project-switcher').click();
      await expect(fresh.getByRole('option'), `round ${round + 1} (chunk delayed ${delay} ms)`).toHaveCount(
        3,
      );
      await expect(fresh.getByRole('listbox')).toBeVisible();
      await fresh.close();
    }
  });

  test('Tab to the switcher and ArrowDown right away opens the list, and focus stays on it', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000); // six fresh dashboards, as above
    await signIn(page, 'client@example.com');
    for (const [round, delay] of DELAYS.entries()) {
      const fresh = await freshDashboard(context, delay);
      const switcher = fresh.getByRole('combobox', { name: 'Wybierz projekt' });
      // The skip link, the menu toggle, the logo, then the switcher: it is a tab stop from the start.
      for (let presses = 0; presses < 4; presses++) await fresh.keyboard.press('Tab');
      await expect(switcher, `round ${round + 1}: the switcher has focus`).toBeFocused();
      await fresh.keyboard.press('ArrowDown');
      await expect(fresh.getByRole('option'), `round ${round + 1} (chunk delayed ${delay} ms)`).toHaveCount(
        3,
      );
      await expect(switcher).toBeFocused();
      await expect(switcher).toHaveAttribute('aria-expanded', 'true');
      await fresh.close();
    }
  });
});

const DATA_LOAD_ERROR = 'Wystąpił błąd ładowania danych. Spróbuj odświeżyć stronę.';

/** Makes `GET /api/layout` answer 500 until the returned function is called. */
async function failLayout(page: Page) {
  const handler = (route: Route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":"server_error","message":"Down"}',
    });
  await page.route('**/api/layout', handler);
  return () => page.unroute('**/api/layout', handler);
}

test.describe('the cookie settings act as soon as they are shown', () => {
  test('the footer button right after the dashboard appears opens the preferences', async ({
    page,
    context,
  }) => {
    // Answered once: the banner stays away, so only the footer button can open the preferences.
    await signIn(page, 'client@example.com');
    for (const round of [1, 2, 3]) {
      const fresh = await context.newPage();
      // The consent engine is a lazy chunk, started once the page is idle: hold it back, so the press
      // surely comes first.
      await fresh.route(/\/build\/consent[^/]*\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue();
      });
      await fresh.goto('/');
      await expect(fresh.getByRole('heading', DASHBOARD)).toBeVisible();
      await fresh.getByRole('contentinfo').getByRole('button', { name: 'Ustawienia Cookies' }).click();
      await expect(
        fresh.getByRole('dialog', { name: 'Ustawienia plików cookie' }),
        `round ${round}`,
      ).toBeVisible({ timeout: 10_000 });
      await fresh.close();
    }
  });
});

test.describe('a layout that cannot be loaded', () => {
  test('shows the error page with a retry, and the retry brings the dashboard', async ({ page }) => {
    await signIn(page, 'client@example.com');
    const restore = await failLayout(page);
    await page.goto('/');
    // The query tries three more times (1 s, 2 s and 4 s later) before it gives up.
    const error = page.getByRole('heading', { level: 1, name: DATA_LOAD_ERROR });
    await expect(error).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Ładowanie…')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Przejdź do strony głównej' })).toBeVisible();
    const retry = page.getByRole('button', { name: 'Spróbuj ponownie' });
    await expect(retry).toBeVisible();
    await scanEverywhere(page, 'the layout error page');
    await restore();
    await retry.click();
    await expect(page.getByRole('heading', DASHBOARD)).toBeVisible();
    await expect(error).toHaveCount(0);
  });

  test('tries again by itself when the connection comes back', async ({ page, context }) => {
    await signIn(page, 'client@example.com');
    const restore = await failLayout(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: DATA_LOAD_ERROR })).toBeVisible({
      timeout: 15_000,
    });
    await restore();
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(page.getByRole('heading', DASHBOARD)).toBeVisible();
  });

  test('a signed-out answer (401) still goes to sign-in', async ({ page }) => {
    await signIn(page, 'client@example.com');
    await page.route('**/api/layout', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: '{"error":"unauthenticated"}' }),
    );
    // The session is in fact alive, so the server would send /login straight back home, where the
    // 401 above sends the visitor to sign in again, round and round: the request for the sign-in page
    // is what shows where the portal sent the visitor, and it is answered here with a page that stays.
    await page.route(/\/login\?next=/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Sign-in</title>' }),
    );
    const toSignIn = page.waitForRequest(/\/login\?next=%2Fprojects$/);
    await page.goto('/projects');
    await toSignIn;
    await expect(page).toHaveURL(/\/login\?next=%2Fprojects$/);
  });
});

test.describe('the connection', () => {
  test('offline: a status in the top bar; back online: it recovers without a reload', async ({
    page,
    context,
  }) => {
    const watch = await watchPolicyViolations(page);
    await signIn(page, 'client@example.com');
    await expect(page.getByRole('heading', DASHBOARD)).toBeVisible();
    // The page has loaded what it loads once the first screen is idle (the switcher, the tooltips,
    // the toaster): a chunk whose fetch the network cuts off stays failed for the page (the module
    // map keeps the failure), and then a reload is the only way to get it back.
    await page.waitForFunction(() =>
      ['pp-combobox', 'pp-tooltip', 'pp-toaster'].every((tag) => customElements.get(tag)),
    );
    // And the other pages' files are in the browser's cache (prefetched once the first screen is idle,
    // app/prefetch-pages.ts): the pages below are then shown while offline.
    await page.waitForFunction(() => {
      const listed =
        document.querySelector<HTMLMetaElement>('meta[name="pp-page-chunks"]')?.content.split(' ') ?? [];
      const fetched = new Set(
        performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
      );
      return listed.length > 0 && listed.every((path) => fetched.has(path));
    });
    // A reload would lose this.
    await page.evaluate(() => Object.assign(window, { __resilienceMarker: 'still here' }));
    /** The connection status in the top bar, saying `text`. */
    const status = (text: string) => topBar(page).getByRole('status').filter({ hasText: text });
    const offline = status('Brak połączenia z internetem');
    await expect(offline).toHaveCount(0);

    await context.setOffline(true);
    await expect(offline).toBeVisible();
    // While offline the session check waits for the network instead of failing on every click.
    const checks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/check-session')) checks.push(request.url());
    });
    await page.getByRole('link', { name: 'Projekty' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Projekty' })).toBeVisible();
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(page.getByRole('heading', DASHBOARD)).toBeVisible();
    expect(checks).toEqual([]);
    await scanEverywhere(page, 'the offline status');

    await context.setOffline(false);
    await expect(offline).toHaveCount(0);
    const restored = status('Połączenie przywrócone');
    await expect(restored).toBeVisible();
    // Said for a few seconds, then the live region is empty again.
    await expect(restored).toHaveCount(0, { timeout: 10_000 });
    expect(await page.evaluate(() => (window as { __resilienceMarker?: string }).__resilienceMarker)).toBe(
      'still here',
    );
    await watch.expectNone('offline and back');
  });

  test('a server that does not answer: a status, and recovery once it answers again', async ({ page }) => {
    await signIn(page, 'staff@example.com');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.evaluate(() => Object.assign(window, { __resilienceMarker: 'still here' }));
    const calls = /\/(api\/|check-session)/;
    const refuse = (route: Route) => route.abort('connectionrefused');
    await page.route(calls, refuse);
    // To the users page inside the app (BrowserRouter follows popstate), which asks for its data:
    // no answer.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/admin/users');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const status = (text: string) => topBar(page).getByRole('status').filter({ hasText: text });
    await expect(status('Brak połączenia z serwerem')).toBeVisible();
    await page.unroute(calls, refuse);
    // The next request (a retry of the users query, or the status's own check a few seconds later)
    // is answered, and the users are loaded.
    await expect(status('Połączenie przywrócone')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('gridcell', { name: 'client@example.com' })).toBeVisible();
    expect(await page.evaluate(() => (window as { __resilienceMarker?: string }).__resilienceMarker)).toBe(
      'still here',
    );
  });
});

test.describe('a slow page', () => {
  test('shows the route progress bar and a skeleton until its data arrives', async ({ page }) => {
    const watch = await watchPolicyViolations(page);
    await signIn(page, 'staff@example.com');
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/users', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Użytkownicy' })).toBeVisible();
    const progress = page.getByRole('progressbar', { name: 'Ładowanie strony' });
    await expect(progress).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Ładowanie…');
    // The footer keeps its place undrawn, so the page's arrival does not make it jump down.
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeHidden();
    await scanEverywhere(page, 'the users page loading');
    release();
    await expect(page.getByRole('gridcell', { name: 'client@example.com' })).toBeVisible();
    await expect(progress).toHaveCount(0);
    await expect(footer).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Polityka prywatności' })).toBeVisible();
    // The skeleton's loading status is gone (the table's own live region stays, empty until it speaks).
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Ładowanie…' })).toHaveCount(0);
    await watch.expectNone('a slow page');
  });
});

test.describe('a page that fails', () => {
  const PAGE_ERROR = 'Nie udało się wyświetlić tej strony. Odśwież stronę.';

  test('while rendering: the fallback with a retry, which shows the page once it can', async ({ page }) => {
    const watch = await watchPolicyViolations(page);
    await signIn(page, 'staff@example.com');
    // An answer of a shape the users page does not expect makes it throw while rendering.
    const users = '**/api/admin/users';
    await page.route(users, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"unexpected":true}' }),
    );
    await page.goto('/admin/users');
    const fallback = page.getByRole('main').getByRole('heading', { level: 1, name: PAGE_ERROR });
    await expect(fallback).toBeVisible();
    // The shell stands around it.
    await expect(page.getByRole('button', { name: 'Menu użytkownika' })).toBeVisible();
    await scanEverywhere(page, 'the page error fallback');
    await page.unroute(users);
    await page.getByRole('button', { name: 'Spróbuj ponownie' }).click();
    await expect(page.getByRole('gridcell', { name: 'client@example.com' })).toBeVisible();
    await expect(fallback).toHaveCount(0);
    await watch.expectNone('a page that throws');
  });

  test('to load its code: the fallback, whose retry loads the page again', async ({ page, context }) => {
    await signIn(page, 'client@example.com');
    // A tab of its own, in which the chunk of the privacy page (and the other generic pages) cannot
    // be fetched (in the first tab the idle prefetch would have put that chunk in the cache meanwhile).
    const tab = await context.newPage();
    const chunk = /\/build\/generic-[^/]*\.js$/;
    await tab.route(chunk, (route) => route.abort('failed'));
    // Not waiting for the load event: the portal reloads the page before it.
    await tab.goto('/privacy', { waitUntil: 'commit' });
    const fallback = tab.getByRole('main').getByRole('heading', { level: 1, name: PAGE_ERROR });
    // The portal reloads once by itself (a new deployment may have replaced the chunk), then says so.
    await expect(fallback).toBeVisible({ timeout: 15_000 });
    await expect(tab.getByRole('button', { name: 'Menu użytkownika' })).toBeVisible();
    // The portal started: the start-failure message (which makes #root an alert) is not shown.
    await expect(tab.locator('#root')).not.toHaveAttribute('role', 'alert');
    await tab.unroute(chunk);
    await tab.getByRole('button', { name: 'Spróbuj ponownie' }).click();
    await expect(tab.getByRole('heading', { level: 1, name: 'Polityka prywatności' })).toBeVisible();
  });
});
