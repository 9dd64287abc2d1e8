import { type Page } from '@playwright/test';
import { clickOption, expect, expectNoAxeViolations, sidebarNav, signIn, test } from './support';

/**
 * The portal's lists (pp-data-table on the server's paged endpoints): sorting, paging and filters
 * live in the address, so a reload and the back button restore them; labels follow the language.
 */

/** The list's grid, named after the page. */
function grid(page: Page, name: string) {
  return page.getByRole('grid', { name });
}

/** Waits until the grid shows rows from the server (not its loading skeleton). */
async function loaded(page: Page, name: string) {
  await expect(grid(page, name)).toHaveAttribute('aria-busy', 'false');
}

/**
 * Opens `address` (signed in) and returns the requests to `apiPath` (path and query) once its grid
 * `name` has loaded, after checking that the first of them left before the table was in the document
 * (the route asked for it at boot: routes.tsx's primes).
 */
async function askedOnOpening(page: Page, address: string, apiPath: string, name: string): Promise<string[]> {
  // When the table first appears in the document (React's commit of the page).
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      if (!document.querySelector('pp-data-table')) return;
      document.documentElement.dataset['tableShownAt'] = String(performance.now());
      seen.disconnect();
    });
    seen.observe(document, { childList: true, subtree: true });
  });
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === apiPath) asked.push(`${url.pathname}${url.search}`);
  });
  await page.goto(address);
  await loaded(page, name);
  const [askedAt, shownAt] = await page.evaluate(
    (path) => [
      performance.getEntriesByType('resource').find((entry) => entry.name.includes(`${path}?`))?.startTime,
      Number(document.documentElement.dataset['tableShownAt']),
    ],
    apiPath,
  );
  expect(askedAt, 'asked for before the table was on the page').toBeLessThan(shownAt!);
  return asked;
}

test.describe('the services of a type (client@example.com, project Sklep internetowy)', () => {
  test('sort, page and filter survive a reload and the back button; axe in both themes', async ({ page }) => {
    await signIn(page, 'client@example.com');
    await page.goto('/services/virtual-servers');
    const name = 'Serwery wirtualne';
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await loaded(page, name);
    const table = grid(page, name);
    for (const header of ['Nazwa', 'Status', 'Model alokacji', 'Utworzono', 'Zaktualizowano']) {
      await expect(table.getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeVisible();
    }
    await expect(page.getByText(/^1–25 z 240$/)).toBeVisible();
    await expect(table.getByRole('gridcell', { name: 'Aktywny' }).first()).toBeVisible();
    await expect(table.getByRole('gridcell', { name: 'Pay-As-You-Go' }).first()).toBeVisible();

    // Newest first: created_at descending (two clicks), then the next page.
    const created = table.getByRole('columnheader', { name: /^Utworzono/ });
    await created.click();
    await expect(page).toHaveURL(/sort=created_at(&|$)/);
    await created.click();
    await expect(page).toHaveURL(/sort=-created_at/);
    await expect(created).toHaveAttribute('aria-sort', 'descending');
    await loaded(page, name);
    const firstOnPage1 = await table.getByRole('row').nth(1).textContent();
    await page.getByRole('button', { name: 'Następna strona' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/^26–50 z 240$/)).toBeVisible();
    await loaded(page, name);
    const firstOnPage2 = await table.getByRole('row').nth(1).textContent();
    expect(firstOnPage2).not.toBe(firstOnPage1);

    await page.reload();
    await loaded(page, name);
    await expect(page.getByText(/^26–50 z 240$/)).toBeVisible();
    await expect(grid(page, name).getByRole('columnheader', { name: /^Utworzono/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(await grid(page, name).getByRole('row').nth(1).textContent()).toBe(firstOnPage2);

    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(page.getByText(/^1–25 z 240$/)).toBeVisible();

    // A name filter narrows the list on the server, and is kept in the address too.
    await page.getByRole('textbox', { name: 'Filtruj: Nazwa' }).fill('web');
    await expect(page).toHaveURL(/filter%5Bname%5D=web|filter\[name\]=web/);
    await loaded(page, name);
    const rows = grid(page, name).getByRole('row');
    const count = await rows.count();
    expect(count).toBeGreaterThan(1);
    for (let i = 1; i < count; i++) expect((await rows.nth(i).textContent())?.toLowerCase()).toContain('web');

    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await expectNoAxeViolations(page, `services list, ${theme}`);
    }
  });

  test('in English, the headers and the labels of the spec', async ({ page }) => {
    await signIn(page, 'client@example.com');
    await page.goto('/lang/en');
    await page.goto('/services/virtual-servers?sort=allocation_model');
    const name = 'Serwery wirtualne';
    await loaded(page, name);
    const table = grid(page, name);
    for (const header of ['Name', 'Status', 'Allocation model', 'Created', 'Updated']) {
      await expect(table.getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeVisible();
    }
    await expect(page.getByText(/^1–25 of 240$/)).toBeVisible();
    await expect(table.getByRole('gridcell', { name: /^(Active|Inactive)$/ }).first()).toBeVisible();
    await expect(table.getByRole('gridcell', { name: 'Allocation Pool' }).first()).toBeVisible();
  });

  test('a type without allocation models has no such column; another project has its own services', async ({
    page,
  }) => {
    await signIn(page, 'client@example.com');
    await page.goto('/services/domains');
    await loaded(page, 'Domeny');
    await expect(grid(page, 'Domeny').getByRole('columnheader', { name: /^Model alokacji/ })).toHaveCount(0);
    await expect(page.getByText(/^1–4 z 4$/)).toBeVisible();
  });
});

test('a client list opened at its address asks for its first page once, before the table is on the page', async ({
  page,
}) => {
  await signIn(page, 'client@example.com');
  const asked = await askedOnOpening(
    page,
    '/services/virtual-servers?page=2',
    '/api/services',
    'Serwery wirtualne',
  );
  expect(asked).toHaveLength(1);
  expect(new URL(asked[0]!, 'http://portal.test').searchParams.get('offset')).toBe('25');
  await expect(page.getByText(/^26–50 z 240$/)).toBeVisible();
});

test.describe('the users (staff@example.com)', () => {
  test("search and sort live in the address; 'Zaloguj jako' only on clients' rows", async ({ page }) => {
    await signIn(page, 'staff@example.com');
    await page.goto('/admin/users');
    const name = 'Użytkownicy';
    const table = grid(page, name);
    await expect(table.getByRole('gridcell', { name: 'client@example.com' })).toBeVisible();
    const clientRows = table.getByRole('row').filter({ has: page.getByRole('gridcell', { name: 'Klient' }) });
    const clients = await clientRows.count();
    expect(clients, 'the seed has clients').toBeGreaterThan(0);
    await expect(table.getByRole('button', { name: /^Zaloguj jako: / })).toHaveCount(clients);
    for (let i = 0; i < clients; i++) {
      await expect(clientRows.nth(i).getByRole('button', { name: /^Zaloguj jako: / })).toHaveCount(1);
    }

    await table.getByRole('columnheader', { name: /^E-mail/ }).click();
    await expect(page).toHaveURL(/sort=email/);
    await page.getByRole('searchbox', { name: 'Szukaj' }).fill('kowalska');
    await expect(page).toHaveURL(/search=kowalska/);
    await expect(table.getByRole('row')).toHaveCount(2);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Szukaj' })).toHaveValue('kowalska');
    await expect(grid(page, name).getByRole('row')).toHaveCount(2);
    await expect(
      grid(page, name).getByRole('gridcell', { name: 'Anna Kowalska', exact: true }),
    ).toBeVisible();
  });
});

test.describe('the SOC case list (staff@example.com, Piotr Nowak)', () => {
  test("'My cases' opens it filtered by status, visibly; sorting and paging survive a reload; the filter clears", async ({
    page,
  }) => {
    await signIn(page, 'staff@example.com');
    await page.goto('/admin/users');
    // From the menu: the SOC section's 'Sprawy' group, then its 'Moje sprawy'.
    const group = sidebarNav(page).getByRole('button', { name: 'Sprawy', exact: true });
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    await sidebarNav(page).getByRole('link', { name: 'Moje sprawy' }).click();
    await expect(page).toHaveURL(/\/admin\/siem\/cases\?filter(\[|%5B)status(\]|%5D)=mine$/);
    const name = 'Sprawy';
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await loaded(page, name);
    const table = grid(page, name);
    // The status filter shows 'Moje', and every row is assigned to Piotr Nowak.
    const statusFilter = page.getByRole('combobox', { name: 'Filtruj: Status' });
    await expect(statusFilter).toContainText('Moje');
    const rows = table.getByRole('row');
    const count = await rows.count();
    expect(count).toBeGreaterThan(1);
    for (let i = 1; i < count; i++) await expect(rows.nth(i)).toContainText('Piotr Nowak');
    const mine = Number(
      /z ([\d\s]+)$/
        .exec((await page.getByText(/^1–\d+ z [\d\s]+$/).textContent()) ?? '')?.[1]
        ?.replace(/\s/g, ''),
    );
    expect(mine).toBeGreaterThan(25);

    // Severity, highest first, then the second page; both in the address, and after a reload.
    const severity = table.getByRole('columnheader', { name: /^Ważność/ });
    await severity.click();
    await severity.click();
    await expect(severity).toHaveAttribute('aria-sort', 'descending');
    await expect(page).toHaveURL(/sort=-severity/);
    await loaded(page, name);
    await expect(rows.nth(1)).toContainText('Krytyczna');
    await page.getByRole('button', { name: 'Następna strona' }).click();
    await expect(page).toHaveURL(/page=2/);
    await loaded(page, name);
    const first = await rows.nth(1).textContent();
    await page.reload();
    await loaded(page, name);
    await expect(page.getByRole('combobox', { name: 'Filtruj: Status' })).toContainText('Moje');
    await expect(grid(page, name).getByRole('columnheader', { name: /^Ważność/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(await grid(page, name).getByRole('row').nth(1).textContent()).toBe(first);

    // Clearing the filter: every case, and the address loses it.
    await page.getByRole('combobox', { name: 'Filtruj: Status' }).click();
    await clickOption(page.getByRole('option', { name: /^Moje/ }));
    await page.keyboard.press('Escape');
    await expect(page).not.toHaveURL(/filter/);
    await loaded(page, name);
    const all = Number(
      /z ([\d\s]+)$/
        .exec((await page.getByText(/^\d+–\d+ z [\d\s]+$/).textContent()) ?? '')?.[1]
        ?.replace(/\s/g, ''),
    );
    expect(all).toBeGreaterThan(mine);

    // The assignee filter: the unassigned cases, by the names the server offers; in the address too.
    const assigneeFilter = page.getByRole('combobox', { name: 'Filtruj: Przypisana do' });
    await assigneeFilter.click();
    await clickOption(page.getByRole('option', { name: /^Nieprzypisana/ }));
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/filter(\[|%5B)assignee(\]|%5D)=none/);
    await loaded(page, name);
    const unassigned = grid(page, name).getByRole('row');
    const shown = await unassigned.count();
    expect(shown).toBeGreaterThan(1);
    for (let i = 1; i < shown; i++) await expect(unassigned.nth(i)).toContainText('Nieprzypisana');
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await expectNoAxeViolations(page, `case list, ${theme}`);
    }
  });

  test('opened at its address, its first page is asked for once, before the table is on the page', async ({
    page,
  }) => {
    await signIn(page, 'staff@example.com');
    const address = '/admin/siem/cases?sort=-severity&page=2&per_page=50';
    const asked = await askedOnOpening(page, address, '/api/admin/siem/cases', 'Sprawy');
    await expect(grid(page, 'Sprawy').getByRole('row')).toHaveCount(51);
    expect(asked).toEqual(['/api/admin/siem/cases?offset=50&limit=50&sort=-severity']);
  });

  test('support staff have no access', async ({ page }) => {
    await signIn(page, 'support@example.com');
    await page.goto('/admin/siem/cases');
    await expect(page.getByRole('heading', { level: 1, name: 'Brak dostępu' })).toBeVisible();
  });
});
