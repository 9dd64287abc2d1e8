import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, scanBothThemes, signedInPage, test } from './support';

/**
 * Payments (issue 28): the client reaches the invoices from the sidebar ('Płatności'), sorts and
 * filters them (the address keeps it), switches to the orders, opens an invoice, checks its totals
 * and downloads its PDF; the same in English on a phone with the keyboard; axe in both themes; no CSP
 * or Trusted Types report. A client without the permissions gets no access, page and API.
 */

const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth > document.scrollingElement!.clientWidth);

/** Grosze from a shown amount ('1234,56 zł', 'PLN 1,234.56'). */
const grosze = (text: string) => Number(text.replace(/[^0-9]/g, ''));

test('a client lists, sorts and filters invoices and orders, opens one and downloads its PDF', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { page, watch } = await signedInPage(browser, 'client@example.com');
  await page
    .getByRole('navigation', { name: 'Menu główne' })
    .getByRole('link', { name: 'Płatności' })
    .click();
  await expect(page).toHaveURL(/\/payments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Płatności' })).toBeVisible();
  const invoices = page.getByRole('grid', { name: 'Faktury' });
  await expect(invoices).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  for (const header of [
    'Numer',
    'Data wystawienia',
    'Termin płatności',
    'Netto',
    'VAT',
    'Brutto',
    'Status',
  ]) {
    await expect(invoices.getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeVisible();
  }
  await expect(invoices.getByRole('row').nth(1)).toContainText(/FV\/\d{4}\/\d{2}\/\d{4}/);
  await expect(invoices.getByRole('row').nth(1)).toContainText('zł');
  await scanBothThemes(page, 'invoices');

  // Sorting and filtering live in the address.
  await invoices.getByRole('columnheader', { name: /^Brutto/ }).click();
  await expect(page).toHaveURL(/sort=gross/);
  await page.goto('/payments?filter[status]=overdue');
  await expect(invoices).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  await expect(invoices.getByRole('row')).toHaveCount(3);
  await expect(invoices.getByRole('row').nth(1)).toContainText('Przeterminowana');

  // The orders, through the tab bar.
  await page
    .getByRole('navigation', { name: 'Faktury i zamówienia' })
    .getByRole('link', { name: 'Zamówienia' })
    .click();
  await expect(page).toHaveURL(/\/payments\?tab=orders$/);
  const orders = page.getByRole('grid', { name: 'Zamówienia' });
  await expect(orders).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  await expect(orders.getByRole('row').nth(1)).toContainText(/ZAM\/\d{4}\/\d{2}\/\d{4}/);
  await expect(
    page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Płatności' }),
  ).toHaveAttribute('aria-current', 'page');
  await scanBothThemes(page, 'orders');
  // /invoices and /orders: each list on a page of its own.
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Zamówienia' })).toBeVisible({ timeout: 20_000 });
  await expect(orders).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });

  // An invoice: its totals are the sums of its lines.
  await page.goto('/invoices?filter[status]=overdue');
  const first = invoices.getByRole('row').nth(1).getByRole('link');
  await expect(first).toBeVisible();
  const number = (await first.textContent())!.trim();
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: `Faktura ${number}` })).toBeVisible();
  const rows = page.locator('.pp-table tbody tr');
  const lines = await rows.count();
  expect(lines).toBeGreaterThanOrEqual(2);
  const sums = { net: 0, vat: 0, gross: 0 };
  for (let index = 0; index < lines; index += 1) {
    const cells = rows.nth(index).locator('td');
    sums.net += grosze((await cells.nth(5).textContent())!);
    sums.vat += grosze((await cells.nth(6).textContent())!);
    sums.gross += grosze((await cells.nth(7).textContent())!);
  }
  for (const key of ['net', 'vat', 'gross'] as const) {
    expect(grosze((await page.locator(`[data-total="${key}"]`).textContent())!)).toBe(sums[key]);
  }
  expect(sums.gross).toBe(sums.net + sums.vat);
  await scanBothThemes(page, 'invoice');

  // The PDF.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Pobierz PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`faktura-${number.replaceAll('/', '-')}.pdf`);
  expect(await download.failure()).toBeNull();
  const saved = readFileSync((await download.path())!);
  expect(saved.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const direct = await page.request.get(`/api/invoices/${page.url().split('/').pop()}/pdf`);
  expect(direct.headers()['content-type']).toBe('application/pdf');
  expect((await direct.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Another project's or an unknown invoice: the not-found page.
  await page.goto('/invoices/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Nie znaleziono strony' })).toBeVisible({
    timeout: 20_000,
  });
  await watch.expectNone('on the payments pages');
});

test('in English on a phone, with the keyboard only', async ({ browser }) => {
  test.setTimeout(120_000);
  const { page, watch } = await signedInPage(browser, 'client@example.com', { width: 375, height: 800 });
  await page.goto('/lang/en');
  await page.goto('/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  const invoices = page.getByRole('grid', { name: 'Invoices' });
  await expect(invoices).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  await expect(invoices.getByRole('row').nth(1)).toContainText('PLN');
  expect(await pageScrollsSideways(page)).toBe(false);
  await scanBothThemes(page, 'invoices, phone');
  // The keyboard reaches the orders' tab and opens it.
  const ordersTab = page
    .getByRole('navigation', { name: 'Invoices and orders' })
    .getByRole('link', { name: 'Orders' });
  await ordersTab.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payments\?tab=orders$/);
  await expect(page.getByRole('grid', { name: 'Orders' })).toHaveAttribute('aria-busy', 'false', {
    timeout: 20_000,
  });
  expect(await pageScrollsSideways(page)).toBe(false);
  // An invoice with the keyboard: its link focused and followed.
  await page.goto('/invoices');
  await expect(invoices).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  await invoices.getByRole('row').nth(1).getByRole('link').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /^Invoice FV\// })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download PDF' })).toBeVisible();
  await expect(page.getByText('Amount due')).toBeVisible();
  expect(await pageScrollsSideways(page)).toBe(false);
  await scanBothThemes(page, 'invoice, phone');
  await watch.expectNone('in English on a phone');
});

test('a client without the permissions gets no access to the payments', async ({ browser }) => {
  const { page } = await signedInPage(browser, 'basic@example.com');
  for (const path of ['/payments', '/invoices', '/orders', '/invoices/1']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Brak dostępu' })).toBeVisible({
      timeout: 20_000,
    });
  }
  for (const path of ['/api/invoices', '/api/orders', '/api/invoices/1', '/api/invoices/1/pdf']) {
    expect((await page.request.get(path)).status(), path).toBe(403);
  }
});
