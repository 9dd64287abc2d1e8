import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support';

/**
 * Every page kind of the shell in both themes and both languages, scanned by axe. The business
 * screens the spec does not show share one component, so one route per staff section stands for
 * its section; every page with content of its own is visited.
 */
const clientPages = [
  '/',
  'SERVICE_TYPE',
  '/support/issues',
  '/payments',
  '/invoices',
  '/orders',
  '/projects',
  '/projects/1',
  '/contacts',
  '/documents',
  '/siem/integrations',
  '/account',
  '/account/settings',
  '/privacy',
  '/no-such-page',
];

const staffPages = [
  '/admin/dashboard',
  '/admin/users',
  '/admin/catalog',
  '/admin/invoices',
  '/admin/roles',
  '/admin/support/issues',
  '/admin/reports',
  '/admin/ceph',
  '/admin/vcloud/vms',
  '/admin/veeam/backups',
  '/admin/status',
  '/admin/disk-arrays',
  '/admin/net/networks',
  '/admin/contract-agreements',
  '/admin/siem/cases',
];

async function visitAll(page: Page, paths: string[], label: string) {
  for (const path of paths) {
    let target = path;
    if (path === 'SERVICE_TYPE') {
      await page.goto('/');
      target = (await page.locator('a[href^="/services/"]').first().getAttribute('href')) ?? '/services/none';
    }
    await page.goto(target);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, `${label} ${target}`);
  }
}

// Each theme and each language is scanned on every page; the two pairings keep the suite within
// its time budget on two cores (every combination of the four: issue 9's matrix).
for (const [theme, locale] of [
  ['light', 'pl'],
  ['dark', 'en'],
] as const) {
  test(`client pages: ${theme}, ${locale}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: theme });
    await signIn(page, 'client@example.com');
    if (locale === 'en') await page.goto('/lang/en');
    await visitAll(page, clientPages, `client ${theme} ${locale}`);
  });

  test(`staff pages: ${theme}, ${locale}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: theme });
    await signIn(page, 'staff@example.com');
    if (locale === 'en') await page.goto('/lang/en');
    await visitAll(page, staffPages, `staff ${theme} ${locale}`);
  });
}

test('with the user menu, the project switcher and the mobile sheet open', async ({ page }) => {
  await signIn(page, 'client@example.com');
  await page.getByRole('button', { name: 'Menu użytkownika' }).click();
  await expectNoAxeViolations(page, 'user menu open');
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Wybierz projekt' }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await expectNoAxeViolations(page, 'project switcher open');
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('button', { name: 'Przełącz menu główne' }).click();
  await expect(page.getByRole('dialog', { name: 'Okno nawigacji' })).toBeVisible();
  await expectNoAxeViolations(page, 'mobile sheet open');
});
