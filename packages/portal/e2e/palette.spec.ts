import { expect, expectNoAxeViolations, signIn, test, widget } from './support';

test.describe('the command palette', () => {
  test('opens with the shortcut, filters, navigates, and closes with Escape', async ({ page }) => {
    await signIn(page, 'client@example.com');
    await page.keyboard.press('Control+k');
    const dialog = widget(page, 'pp-dialog', 'dialog', 'Paleta poleceń');
    await expect(page.getByRole('dialog', { name: 'Paleta poleceń' })).toBeVisible();
    const input = dialog.getByRole('combobox', { name: 'Szukaj stron i poleceń' });
    await expect(input).toBeFocused();
    await input.pressSequentially('kontak');
    await expect(dialog.getByRole('option').first()).toHaveAccessibleName(/Kontakty/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/contacts$/);
    await expect(page.getByRole('dialog', { name: 'Paleta poleceń' })).toBeHidden();

    await page.getByRole('button', { name: 'Szukaj' }).click();
    await expect(page.getByRole('dialog', { name: 'Paleta poleceń' })).toBeVisible();
    await expectNoAxeViolations(page, 'with the palette open');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Paleta poleceń' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Szukaj' })).toBeFocused();
  });

  test('shows the empty text', async ({ page }) => {
    await signIn(page, 'client@example.com');
    await page.keyboard.press('Control+k');
    const dialog = widget(page, 'pp-dialog', 'dialog', 'Paleta poleceń');
    await dialog.getByRole('combobox').pressSequentially('zzzzqqq');
    await expect(dialog.getByText('Brak wyników.')).toBeVisible();
  });

  test('is absent without the search permission', async ({ page }) => {
    await signIn(page, 'basic@example.com');
    await expect(page.getByRole('button', { name: 'Szukaj' })).toHaveCount(0);
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog', { name: 'Paleta poleceń' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Menu użytkownika' }).click();
    await expect(page.getByRole('menuitem', { name: /Paleta poleceń/ })).toHaveCount(0);
  });
});
