import type { Locator, Page } from '@playwright/test';
import { expect, restPointer, scanBothThemes, signedInPage, test } from './support';

/**
 * The client dashboard (/): the selected project's open support issues, unpaid invoices with the
 * amount due, and latest documents, each card with the figures the lists themselves give (asked here
 * of GET /api/support/issues, /api/invoices and /api/documents, not of the dashboard's own route),
 * each link followed; axe in both themes at 1280 and 375 px; the keyboard; a client without the
 * invoices' permission gets no invoices card; a failed load says so and retries.
 */

interface ListPage<Row> {
  rows: Row[];
  total: number;
}

async function listOf<Row>(page: Page, path: string): Promise<ListPage<Row>> {
  const answer = await page.request.get(path);
  expect(answer.status(), path).toBe(200);
  return (await answer.json()) as ListPage<Row>;
}

/** What the cards must show, from the lists the cards lead to. */
async function expectedFigures(page: Page) {
  const open = await listOf<{ id: number; subject: string }>(
    page,
    '/api/support/issues?status=new,open,waiting_for_customer&sort=-updated_at&limit=10',
  );
  const unpaid = await listOf<{ gross: number }>(page, '/api/invoices?status=unpaid,overdue&limit=100');
  expect(unpaid.total).toBeLessThanOrEqual(100);
  const overdue = await listOf<unknown>(page, '/api/invoices?status=overdue&limit=10');
  const documents = await listOf<{ id: number; title: string; file_name: string }>(
    page,
    '/api/documents?sort=-issued_on&limit=10',
  );
  // The dashboard lists the first five of each, in the lists' order.
  return {
    open: { total: open.total, rows: open.rows.slice(0, 5) },
    unpaidCount: unpaid.total,
    amountDue: unpaid.rows.reduce((sum, row) => sum + row.gross, 0),
    overdueCount: overdue.total,
    documents: { total: documents.total, rows: documents.rows.slice(0, 5) },
  };
}

const card = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name, exact: true });

/** A `<dl>`'s value under the term `term`. */
const figure = (region: Locator, term: string) =>
  region
    .locator('dl > div')
    .filter({ has: region.page().getByRole('term').filter({ hasText: term }) })
    .locator('dd');

const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth > document.scrollingElement!.clientWidth);

/** Back on the dashboard, its cards shown. */
async function backToDashboard(page: Page) {
  await page.goto('/');
  await expect(card(page, 'Zgłoszenia do wsparcia')).toBeVisible({ timeout: 20_000 });
}

test('a client sees the three cards with the figures of the lists, and follows every link', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { page, watch } = await signedInPage(browser, 'client@example.com');
  const expected = await expectedFigures(page);
  // The demo project has some of each.
  expect(expected.open.total).toBeGreaterThan(0);
  expect(expected.unpaidCount).toBeGreaterThan(0);
  expect(expected.overdueCount).toBeGreaterThan(0);
  expect(expected.documents.total).toBeGreaterThan(0);

  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const support = card(page, 'Zgłoszenia do wsparcia');
  const invoices = card(page, 'Nieopłacone faktury');
  const documents = card(page, 'Najnowsze dokumenty');
  await expect(support).toBeVisible({ timeout: 20_000 });

  // Support: the count and the latest open issues, in the list's order.
  await expect(figure(support, 'Otwarte zgłoszenia')).toHaveText(String(expected.open.total));
  const issueLinks = support.getByRole('list').getByRole('link');
  await expect(issueLinks).toHaveText(expected.open.rows.map((row) => `#${row.id} ${row.subject}`));

  // Invoices: the count, the sum of the gross amounts as PLN, the overdue ones.
  const pln = new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' });
  await expect(figure(invoices, 'Nieopłacone')).toHaveText(String(expected.unpaidCount));
  await expect(figure(invoices, 'Do zapłaty (brutto)')).toHaveText(pln.format(expected.amountDue / 100));
  await expect(figure(invoices, 'Po terminie')).toHaveText(String(expected.overdueCount));

  // Documents: the newest, each a download, and how many there are.
  await expect(documents.getByRole('list').getByRole('link')).toHaveText(
    expected.documents.rows.map((row) => row.title),
  );
  await expect(documents.getByRole('listitem').first()).toContainText(/ · \d{1,2} \S+ \d{4}$/);

  await restPointer(page);
  await scanBothThemes(page, 'client dashboard');

  // An issue's link opens the issue.
  const first = expected.open.rows[0]!;
  await issueLinks.first().click();
  await expect(page).toHaveURL(new RegExp(`/support/issues/${first.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: first.subject })).toBeVisible({ timeout: 20_000 });

  // The open issues' list.
  await backToDashboard(page);
  await support.getByRole('link', { name: 'Pokaż otwarte zgłoszenia' }).click();
  await expect(page).toHaveURL(/\/support\/issues\?/);
  expect(new URL(page.url()).searchParams.get('filter[status]')).toBe('new,open,waiting_for_customer');
  const issues = page.getByRole('grid');
  await expect(issues).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  await expect(issues.getByRole('row').nth(1)).toContainText(`${first.subject}`);
  await expect(issues.getByRole('row')).toHaveCount(Math.min(expected.open.total, 25) + 1);
  await expect(issues.getByRole('row').filter({ hasText: /Rozwiązane|Zamknięte/ })).toHaveCount(0);

  // The unpaid invoices.
  await backToDashboard(page);
  await invoices.getByRole('link', { name: 'Pokaż nieopłacone faktury' }).click();
  await expect(page).toHaveURL(/\/payments\?tab=invoices&filter/);
  const invoiceGrid = page.getByRole('grid', { name: 'Faktury' });
  await expect(invoiceGrid).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  await expect(invoiceGrid.getByRole('row')).toHaveCount(Math.min(expected.unpaidCount, 25) + 1);
  await expect(invoiceGrid.getByRole('row').filter({ hasText: 'Opłacona' })).toHaveCount(0);

  // A document: its file, downloaded.
  await backToDashboard(page);
  const newest = expected.documents.rows[0]!;
  const downloading = page.waitForEvent('download');
  await documents.getByRole('link', { name: newest.title, exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(newest.file_name);
  expect(await download.failure()).toBeNull();
  await expect(page).toHaveURL(/\/$/);

  // All the documents.
  await documents.getByRole('link', { name: `Wszystkie dokumenty (${expected.documents.total})` }).click();
  await expect(page).toHaveURL(/\/documents$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dokumenty' })).toBeVisible({ timeout: 20_000 });
  await watch.expectNone('on the client dashboard');
});

test('in English on a phone, with the keyboard', async ({ browser }) => {
  test.setTimeout(90_000);
  const { page, watch } = await signedInPage(browser, 'client@example.com', { width: 375, height: 800 });
  await page.goto('/lang/en');
  await page.goto('/');
  const support = card(page, 'Support issues');
  await expect(support).toBeVisible({ timeout: 20_000 });
  await expect(card(page, 'Unpaid invoices')).toContainText('PLN');
  await expect(card(page, 'Latest documents')).toBeVisible();
  expect(await pageScrollsSideways(page)).toBe(false);
  await restPointer(page);
  await scanBothThemes(page, 'client dashboard, phone');
  // Tab reaches the cards' links in order, and Enter follows one.
  const target = support.getByRole('link', { name: 'Show the open issues' });
  await page.getByRole('main').focus();
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((link) => link === document.activeElement)) break;
  }
  await expect(target).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/support\/issues\?filter/);
  await expect(page.getByRole('grid')).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  await watch.expectNone('on the client dashboard, phone');
});

test('a client without the invoices permission gets no invoices card; the others show', async ({
  browser,
}) => {
  const { page } = await signedInPage(browser, 'basic@example.com');
  await expect(card(page, 'Zgłoszenia do wsparcia')).toBeVisible({ timeout: 20_000 });
  await expect(card(page, 'Najnowsze dokumenty')).toBeVisible();
  await expect(card(page, 'Nieopłacone faktury')).toHaveCount(0);
  const answer = await (await page.request.get('/api/dashboard')).json();
  expect(answer).not.toHaveProperty('invoices');
});

test('a failed load says so in place of the cards, and the retry brings them', async ({ browser }) => {
  test.setTimeout(60_000);
  const { page } = await signedInPage(browser, 'client@example.com');
  await page.route('**/api/dashboard', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal"}' }),
  );
  await page.goto('/');
  // The shapes of the three cards, and one status, while it loads (and retries).
  await expect(page.locator('.pp-dashboard__loading .pp-card')).toHaveCount(3);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Ładowanie…');
  await expect(page.getByRole('main').getByText('Wystąpił błąd ładowania danych.')).toBeVisible({
    timeout: 20_000,
  });
  await page.unroute('**/api/dashboard');
  await page.getByRole('main').getByRole('button', { name: 'Spróbuj ponownie' }).click();
  await expect(card(page, 'Zgłoszenia do wsparcia')).toBeVisible({ timeout: 20_000 });
  await expect(card(page, 'Nieopłacone faktury')).toBeVisible();
});
