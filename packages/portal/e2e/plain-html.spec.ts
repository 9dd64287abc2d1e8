import { clickOption, expect, expectNoAxeViolations, test } from './support';

// The elements from a plain HTML page: tokens.css and the package's bundle, no framework, no build.
const url = () => `${process.env.E2E_STATIC_ORIGIN}/elements/examples/plain.html`;

test('a plain HTML page uses the sidebar, the combobox, a toast and a tooltip', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url());

  const nav = page.getByRole('navigation', { name: 'Menu narzędzia' });
  await expect(nav.getByRole('link', { name: 'Raporty' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: /Faktury/ }).click();
  await expect(page.locator('#navigated')).toHaveText('/invoices');
  await expect(nav.getByRole('link', { name: /Faktury/ })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL(url());

  const project = page.getByRole('combobox', { name: 'Projekt' });
  await project.click();
  await clickOption(page.getByRole('option', { name: 'Blog firmowy' }));
  await expect(page.locator('#chosen')).toHaveText('2');
  await expect(project).toContainText('Blog firmowy');

  const button = page.getByRole('button', { name: 'Pokaż powiadomienie' });
  await project.focus();
  await page.keyboard.press('Tab'); // keyboard focus opens the tooltip at once
  await expect(button).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveText('Wyświetla powiadomienie w prawym dolnym rogu');
  await button.press('Enter');
  // The toast by its role and name: the toaster's live region repeats its words a moment later.
  await expect(
    page.getByRole('region', { name: 'Powiadomienia' }).getByRole('listitem', { name: 'Zapisano zmiany' }),
  ).toBeVisible();

  await expectNoAxeViolations(page, 'on the plain HTML page');
  expect(errors).toEqual([]);
});
