import { type Page } from '@playwright/test';
import { expect, scanBothThemes, signedInPage, test } from './support';

/**
 * The project pages (issue 28): a client switches the active project from /projects and from a
 * project's page with the mouse, reads its members with their roles and its services by type, and
 * ends where it began (the choice is remembered for the next sign-in, which other specs rely on);
 * basic@example.com, on a phone in English and with the keyboard alone, reaches its project from the
 * user menu: its owner, no services (no permission), nothing scrolls sideways. Axe in both themes.
 */

async function noSidewaysScroll(page: Page) {
  const sideways = await page.evaluate(
    () => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth,
  );
  expect(sideways).toBe(0);
}

test('a client switches the active project from the list and from a project page, and reads its members', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { page, watch } = await signedInPage(browser, 'client@example.com', { width: 1280, height: 900 });
  const switcher = page.getByRole('combobox', { name: 'Wybierz projekt' });
  // The choice is remembered across sign-ins and other specs switch it: start from the shop.
  await page.goto('/projects');
  await expect(page.getByRole('region', { name: 'Twoje projekty' }).getByRole('listitem')).toHaveCount(3);
  const toShop = page.getByRole('button', { name: 'Przełącz na projekt Sklep internetowy' });
  if (await toShop.isVisible()) await toShop.click();
  await expect(switcher).toContainText('Sklep internetowy');
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Projekty' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Projekty' })).toBeVisible();
  const list = page.getByRole('region', { name: 'Twoje projekty' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  const shopRow = list.getByRole('listitem').filter({ hasText: 'Sklep internetowy' });
  await expect(shopRow.getByText('Aktywny projekt', { exact: true })).toBeVisible();
  await expect(shopRow.getByRole('button')).toHaveCount(0);

  // Switch to the staging project in place: the page stays, the row says so and takes the focus.
  await page.getByRole('button', { name: 'Przełącz na projekt Środowisko testowe' }).click();
  const stagingRow = list.getByRole('listitem').filter({ hasText: 'Środowisko testowe' });
  await expect(stagingRow.getByText('Aktywny projekt', { exact: true })).toBeVisible();
  await expect(stagingRow.locator('.pp-projects__active')).toBeFocused();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(switcher).toContainText('Środowisko testowe');
  await expect(page.getByRole('button', { name: 'Przełącz na projekt Sklep internetowy' })).toBeVisible();
  await scanBothThemes(page, 'projects');

  // The staging project's page: active, its members by role, its one virtual server linked to its list.
  await stagingRow.getByRole('link', { name: 'Środowisko testowe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Środowisko testowe' })).toBeVisible();
  const members = page.getByRole('region', { name: 'Członkowie projektu' }).getByRole('table');
  for (const header of ['Imię i nazwisko', 'E-mail', 'Rola w projekcie', 'W projekcie od']) {
    await expect(members.getByRole('columnheader', { name: header })).toBeVisible();
  }
  await expect(members.getByRole('row')).toHaveCount(3);
  await expect(members.getByRole('row').nth(1)).toContainText('Anna Kowalska');
  await expect(members.getByRole('row').nth(1)).toContainText('Właściciel');
  await expect(members.getByRole('row').nth(2)).toContainText('Jan Wiśniewski');
  await expect(members.getByRole('row').nth(2)).toContainText('Opiekun techniczny');
  await expect(members.getByRole('link', { name: 'client@example.com' })).toHaveAttribute(
    'href',
    'mailto:client@example.com',
  );
  const services = page.getByRole('region', { name: 'Usługi według typu' });
  await expect(services.getByRole('link', { name: /Serwery wirtualne\s*1 usługa/ })).toHaveAttribute(
    'href',
    '/services/virtual-servers',
  );
  await expect(page.getByRole('button', { name: 'Ustaw jako aktywny projekt' })).toHaveCount(0);
  await scanBothThemes(page, 'project page, active');

  // Back to the shop from its own page: not active until the button is pressed, its types not linked.
  await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Projekty' }).click();
  await list.getByRole('link', { name: 'Sklep internetowy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sklep internetowy' })).toBeVisible();
  await expect(page.getByText('Nieaktywny', { exact: true })).toBeVisible();
  await expect(services.getByRole('link')).toHaveCount(0);
  await expect(services.getByText('Serwery wirtualne')).toBeVisible();
  await expect(members.getByRole('row')).toHaveCount(4);
  await expect(members.getByRole('row').nth(3)).toContainText('Ewa Dąbrowska');
  await expect(members.getByRole('row').nth(3)).toContainText('Rozliczenia');
  await scanBothThemes(page, 'project page, not active');
  await page.getByRole('button', { name: 'Ustaw jako aktywny projekt' }).click();
  await expect(page.locator('.pp-projects__active')).toBeFocused();
  await expect(page.getByText('Aktywny projekt', { exact: true })).toBeVisible();
  await expect(switcher).toContainText('Sklep internetowy');
  await expect(services.getByRole('link', { name: /^Kopie zapasowe/ })).toHaveAttribute(
    'href',
    '/services/backup',
  );
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  await watch.expectNone('projects');
});

test('in English on a phone, with the keyboard: basic@example.com reaches its project from the user menu', async ({
  browser,
}) => {
  const { page, watch } = await signedInPage(browser, 'basic@example.com', { width: 375, height: 800 });
  await page.goto('/lang/en');
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await page.getByRole('button', { name: 'User menu' }).focus();
  await page.keyboard.press('Enter');
  const details = page.getByRole('menuitem', { name: 'Project details' });
  await expect(details).toBeVisible();
  for (let i = 0; i < 10 && !(await details.evaluate((item) => item.matches(':focus, :focus-within'))); i++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(details).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Projekt podstawowy' })).toBeVisible();
  await expect(page.getByText('Active project', { exact: true })).toBeVisible();
  const members = page.getByRole('region', { name: 'Project members' }).getByRole('table');
  await expect(members.getByRole('row')).toHaveCount(2);
  await expect(members.getByRole('row').nth(1)).toContainText('Owner');
  // Without client-services-list the page shows no services (nor does the server send them).
  await expect(page.getByRole('heading', { name: 'Services by type' })).toHaveCount(0);
  await noSidewaysScroll(page);
  await scanBothThemes(page, 'project page on a phone, English');
  await watch.expectNone('project page, English');

  // Someone else's project and one that does not exist: the same "not found" page.
  await page.goto('/projects/1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i);
  await page.goto('/projects/999999');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i);
});
