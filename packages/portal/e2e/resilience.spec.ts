import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { signIn } from './support';

/**
 * The shell under conditions a person meets on a real network: controls used before their code has
 * arrived, a layout request that fails, the connection dropping, a page that cannot be shown.
 */

const DASHBOARD = { level: 1, name: 'Dashboard' } as const;

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
