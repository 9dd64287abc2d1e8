import type { Page } from '@playwright/test';
import { expect, signedInPage, test } from './support';

/**
 * Every list page (pp-data-table) fits any width (issue 29): from 320 to 1920 px the page never
 * scrolls sideways, the table's toolbar ('Kolumny' included) and footer wrap inside it, and the range
 * text under the table is whole ('1–25 z 300', never '1–25 z'); a wide grid scrolls in its own box.
 * One sign-in per account; the widths are looped in one page. On the services list, "Wyczyść filtry"
 * clears the search and the filter, in the address too, and leaves the focus on the search field.
 */

/** The widths the issue names, and the narrowest and widest the table is made for. */
const WIDTHS = [320, 375, 1280, 1440, 1920] as const;

/** The list pages a client reaches, and the staff's. */
const CLIENT_LISTS = [
  '/services/virtual-servers',
  '/support/issues',
  '/invoices',
  '/orders',
  '/contacts',
  '/documents',
  '/siem/integrations',
];
const STAFF_LISTS = ['/admin/support/issues', '/admin/siem/cases', '/admin/users'];

// The two accounts on the two workers' servers at once.
test.describe.configure({ mode: 'parallel' });

/** Opens `path` and waits until its table shows what the server answered. */
async function openList(page: Page, path: string) {
  await page.goto(path);
  const grid = page.locator('pp-data-table').first().getByRole('grid');
  await expect(grid, `${path}: the table's rows`).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
}

/**
 * What pokes out at this width, '' for nothing: the page scrolling sideways, a piece of a table's
 * toolbar or footer past the table's or the screen's edge, a range text clipped (by its own box or by
 * any ancestor that clips, across shadow roots) or not whole.
 */
function whatOverflows(page: Page): Promise<string> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      problems.push(`the page scrolls sideways by ${root.scrollWidth - root.clientWidth} px`);
    }
    const screen = root.clientWidth;
    const parentOf = (node: Element): Element | null =>
      node.parentElement ?? ((node.getRootNode() as ShadowRoot).host || null);
    for (const table of document.querySelectorAll('pp-data-table')) {
      const shadow = table.shadowRoot!;
      const host = table.getBoundingClientRect();
      if (table.scrollWidth > table.clientWidth) problems.push('the table itself scrolls sideways');
      const pieces = shadow.querySelectorAll<HTMLElement>(
        '.toolbar > *, .toolbar .field > *, [part~="columns-button"], .pagination > *, .pagination .buttons > *',
      );
      for (const piece of pieces) {
        const rect = piece.getBoundingClientRect();
        if (rect.width === 0) continue;
        if (rect.right > Math.min(host.right, screen) + 0.5 || rect.left < Math.max(host.left, 0) - 0.5) {
          const name = piece.getAttribute('part') ?? piece.className ?? piece.tagName;
          problems.push(
            `${name} (${Math.round(rect.left)}–${Math.round(rect.right)} px) is outside the table`,
          );
        }
      }
      const range = shadow.querySelector<HTMLElement>('[part~="range"]');
      if (!range) continue;
      const text = range.textContent!.trim();
      if (!/^\d[\d\s\u00a0\u202f]*–\d[\d\s\u00a0\u202f]* (z|of) \d[\d\s\u00a0\u202f]*$/.test(text)) {
        problems.push(`the range text is "${text}"`);
      }
      const rect = range.getBoundingClientRect();
      if (range.scrollWidth > range.clientWidth || range.getClientRects().length !== 1) {
        problems.push(`the range text "${text}" is cut or broken`);
      }
      if (rect.left < 0 || rect.right > screen) problems.push(`the range text "${text}" is off the screen`);
      for (let box = parentOf(range); box; box = parentOf(box)) {
        const style = getComputedStyle(box);
        if (style.overflowX === 'visible') continue;
        const clip = box.getBoundingClientRect();
        if (rect.left < clip.left - 0.5 || rect.right > clip.right + 0.5) {
          problems.push(
            `the range text "${text}" is clipped by ${box.tagName.toLowerCase()}.${box.className}`,
          );
        }
      }
    }
    return problems.join('; ');
  });
}

/** Each list at each width: nothing overflows (polled past the sidebar's switch of mode). */
async function checkLists(page: Page, paths: readonly string[]) {
  for (const path of paths) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openList(page, path);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expect
        .poll(() => whatOverflows(page), {
          message: `${path} at ${width} px`,
          timeout: 3_000,
          intervals: [50],
        })
        .toBe('');
    }
  }
}

test('the client lists fit 320 to 1920 px; "Wyczyść filtry" clears the address too', async ({ browser }) => {
  test.setTimeout(120_000);
  const { page } = await signedInPage(browser, 'client@example.com');
  await checkLists(page, CLIENT_LISTS);

  // A filtered list: the button clears the search and the filter, in the address, the focus on the search.
  await page.setViewportSize({ width: 375, height: 800 });
  await openList(page, '/services/virtual-servers?search=e&filter[name]=e');
  const table = page.locator('pp-data-table').first();
  const clear = table.getByRole('button', { name: 'Wyczyść filtry' });
  await expect(clear).toBeVisible();
  await expect.poll(() => whatOverflows(page), { timeout: 3_000 }).toBe('');
  await clear.click();
  await expect(page).not.toHaveURL(/search=|filter%5B|filter\[/);
  await expect(clear).toBeHidden();
  await expect(table.getByRole('searchbox', { name: 'Szukaj' })).toBeFocused();
  await expect(table.getByRole('searchbox', { name: 'Szukaj' })).toHaveValue('');
  await page.close();
});

test('the staff lists fit 320 to 1920 px', async ({ browser }) => {
  test.setTimeout(120_000);
  const { page } = await signedInPage(browser, 'staff@example.com');
  await checkLists(page, STAFF_LISTS);
  await page.close();
});
