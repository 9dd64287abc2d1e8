import { expect, test, type BrowserContext, type Page, type Route } from '@playwright/test';
import { expectNoAxeViolations, settleAnimations, signIn } from './support';

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
    // The session is in fact alive, so the server would send /login straight back home: the request
    // for the sign-in page is what shows where the portal sent the visitor.
    const toSignIn = page.waitForRequest(/\/login\?next=%2Fprojects$/);
    await page.goto('/projects');
    await toSignIn;
  });
});
