import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, dismissConsent } from './support';

/** Presses Tab until `locator`'s element has focus (at most `limit` times), like a keyboard user. */
async function tabTo(page: Page, isTarget: () => Promise<boolean>, limit = 40) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await isTarget()) return;
  }
  throw new Error('The target was not reached with Tab.');
}

for (const width of [1280, 375]) {
  test(`keyboard only at ${width} px: sign in, sidebar, project switcher, user menu, palette`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/login');
    await dismissConsent(page);

    // Sign in without a pointer.
    const email = page.getByLabel('E-mail');
    await tabTo(page, () => email.evaluate((el) => el === document.activeElement));
    await page.keyboard.type('client@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    // The sidebar: on a small screen the toggle opens the sheet first.
    const toggle = page.getByRole('button', { name: 'Przełącz menu główne' });
    if (width < 1024) {
      await tabTo(page, () => toggle.evaluate((el) => el === document.activeElement));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name: 'Okno nawigacji' })).toBeVisible();
    }
    const projects = page.getByRole('link', { name: 'Projekty' });
    await tabTo(
      page,
      async () =>
        (await page.evaluate(() => {
          let active = document.activeElement;
          while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
          return active?.textContent?.trim() ?? '';
        })) === 'Projekty',
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Projekty' })).toBeVisible();
    void projects;

    // The project switcher: focus, open with ArrowDown, choose another with the arrows and Enter.
    const switcher = page.getByRole('combobox', { name: 'Wybierz projekt' });
    await switcher.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Home');
    const first = ((await page.getByRole('option').first().textContent()) ?? '').trim();
    const current = ((await switcher.textContent()) ?? '').trim();
    if (current.includes(first)) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);

    // The user menu: open with Enter, move with arrows, close with Escape; focus comes back.
    const userMenu = page.getByRole('button', { name: 'Menu użytkownika' });
    await userMenu.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(userMenu).toBeFocused();

    // The palette: Ctrl+K, type, Enter navigates.
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('combobox', { name: 'Szukaj stron i poleceń' })).toBeFocused();
    await page.keyboard.type('dokumen');
    await expect(page.getByRole('option').first()).toHaveAccessibleName(/Dokumenty/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/documents$/);
  });
}
