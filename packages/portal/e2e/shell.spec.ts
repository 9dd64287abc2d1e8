import {
  clickOption,
  expect,
  expectNoAxeViolations,
  PASSWORD_CHECK_TIMEOUT,
  sidebarNav,
  signIn,
  test,
} from './support';

test.describe('sign-in', () => {
  test('a wrong password gets the generic error, and the right one signs in', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('button', { name: 'Tylko niezbędne' }).click();
    await page.getByLabel('E-mail').fill('client@example.com');
    await page.getByLabel('Hasło').fill('wrong-password');
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    // A pp-alert: read from the accessibility tree, where its slotted text is, after its variant.
    await expect(page.getByRole('main')).toMatchAriaSnapshot(
      '- alert: /^Błąd.\\sNieprawidłowy e-mail lub hasło\\.$/',
      { timeout: PASSWORD_CHECK_TIMEOUT },
    );
    await page.getByLabel('Hasło').fill('demo-password');
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({
      timeout: PASSWORD_CHECK_TIMEOUT,
    });
  });

  test('the sign-in page has no accessibility violations', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Tylko niezbędne' }).click();
    await expectNoAxeViolations(page, 'on /login');
  });
});

test.describe('menus follow the permissions', () => {
  const clientEntries = [
    'Dashboard',
    'Usługi',
    'Support',
    'Płatności',
    'Projekty',
    'Kontakty',
    'Dokumenty',
    'SOC',
  ];

  test('the client with every client permission sees the whole client menu', async ({ page }) => {
    await signIn(page, 'client@example.com');
    const nav = sidebarNav(page);
    for (const name of clientEntries) {
      await expect(nav.getByText(name, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the client without permissions sees only the entries that need none', async ({ page }) => {
    await signIn(page, 'basic@example.com');
    const nav = sidebarNav(page);
    for (const name of ['Dashboard', 'Support', 'Dokumenty']) {
      await expect(nav.getByText(name, { exact: true })).toBeVisible();
    }
    for (const name of ['Usługi', 'Płatności', 'Projekty', 'Kontakty', 'SOC']) {
      await expect(nav.getByText(name, { exact: true })).toHaveCount(0);
    }
    // The user menu shows the e-mail once, as the name.
    await page.getByRole('button', { name: 'Menu użytkownika' }).click();
    await expect(page.getByText('basic@example.com')).toHaveCount(1);
  });

  test('a page the user may not see says so', async ({ page }) => {
    await signIn(page, 'basic@example.com');
    await page.goto('/contacts');
    await expect(page.getByRole('heading', { level: 1, name: 'Brak dostępu' })).toBeVisible();
  });

  test('an unknown address shows the 404 page with a way home', async ({ page }) => {
    await signIn(page, 'client@example.com');
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Nie znaleziono strony' })).toBeVisible();
    await page.getByRole('link', { name: 'Wróć na stronę główną' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('staff', () => {
  test('switch between the client and the staff view', async ({ page }) => {
    await signIn(page, 'staff@example.com');
    // pp-radio-group drawn as segments, its label 'Widok' out of sight; its radios are its children.
    await expect(page.getByRole('radiogroup', { name: 'Widok' })).toBeVisible();
    const client = page.getByRole('radio', { name: 'Klient' });
    await expect(client).toBeChecked();
    await page.getByRole('radio', { name: 'CumulusStaff' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(sidebarNav(page).getByText('Konta i użytkownicy')).toBeVisible();
    // Labelled sections have a header that collapses them.
    const admin = sidebarNav(page).getByRole('button', { name: 'Administracja' });
    await expect(admin).toHaveAttribute('aria-expanded', 'true');
    await admin.click();
    await expect(admin).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebarNav(page).getByText('Konta i użytkownicy')).toBeHidden();
    await admin.click();
    // The keys of a radio group: Left checks the client view.
    await page.getByRole('radio', { name: 'CumulusStaff' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(client).toBeChecked();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the view starts as staff on an /admin address', async ({ page }) => {
    await signIn(page, 'staff@example.com');
    await page.goto('/admin/users');
    await expect(page.getByRole('radio', { name: 'CumulusStaff' })).toBeChecked();
    await expect(page.getByRole('heading', { level: 1, name: 'Użytkownicy' })).toBeVisible();
    await expect(page.getByRole('gridcell', { name: 'client@example.com' })).toBeVisible();
  });

  test('support staff get no access to the users page', async ({ page }) => {
    await signIn(page, 'support@example.com');
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Brak dostępu' })).toBeVisible();
  });

  test('impersonation shows the banner and Leave account, which returns to the staff session', async ({
    page,
  }) => {
    await signIn(page, 'staff@example.com');
    await page.goto('/admin/users');
    await page.getByRole('button', { name: 'Zaloguj jako: Anna Kowalska' }).click();
    await expect(page.getByText('W roli użytkownika')).toBeVisible();
    await page.getByRole('button', { name: 'Menu użytkownika' }).click();
    await expect(page.getByRole('menuitem', { name: 'Wyloguj' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Opuść konto' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByText('W roli użytkownika')).toHaveCount(0);
  });
});

test.describe('the user menu', () => {
  test('is an APG menu button: arrows move, Escape closes and returns focus', async ({ page }) => {
    await signIn(page, 'client@example.com');
    const button = page.getByRole('button', { name: 'Menu użytkownika' });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('menuitemradio', { name: 'Systemowy' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitemradio', { name: 'Jasny' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.getByRole('menuitem', { name: 'Wyloguj' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(page.getByText('client@example.com')).toBeHidden();
  });

  test('shows name and e-mail, project details and the account links', async ({ page }) => {
    await signIn(page, 'client@example.com');
    await page.getByRole('button', { name: 'Menu użytkownika' }).click();
    await expect(page.getByText('Anna Kowalska')).toBeVisible();
    await expect(page.getByText('client@example.com')).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Moje konto' })).toHaveJSProperty('href', '/account');
    await expect(page.getByRole('menuitem', { name: 'Ustawienia' })).toHaveJSProperty(
      'href',
      '/account/settings',
    );
    const projectDetails = page.getByRole('menuitem', { name: 'Szczegóły projektu' });
    expect(await projectDetails.evaluate((item) => (item as HTMLAnchorElement).href)).toMatch(
      /^\/projects\/\d+$/,
    );
  });

  test('the theme survives a reload, applied before the first paint', async ({ page }) => {
    await signIn(page, 'client@example.com');
    await page.getByRole('button', { name: 'Menu użytkownika' }).click();
    await page.getByRole('menuitemradio', { name: 'Ciemny' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // What the document says before any module script runs, i.e. the first paint.
    await page.route('**/build/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.unroute('**/build/*.js');
    // The choice is saved to the account too: back to the default for the other tests.
    await page.reload();
    await page.getByRole('button', { name: 'Menu użytkownika' }).click();
    const reset = page.waitForResponse((r) => r.url().endsWith('/api/settings/theme') && r.ok());
    await page.getByRole('menuitemradio', { name: 'Systemowy' }).click();
    await reset;
  });

  test('the theme is a setting of the account, applied on another device', async ({ page, browser }) => {
    await signIn(page, 'basic@example.com');
    await page.getByRole('button', { name: 'Menu użytkownika' }).click();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/settings/theme') && r.ok());
    await page.getByRole('menuitemradio', { name: 'Ciemny' }).click();
    await saved;
    const other = await browser.newPage();
    try {
      await signIn(other, 'basic@example.com');
      await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
      // Back to the default, so other tests of this account start from it.
      await other.getByRole('button', { name: 'Menu użytkownika' }).click();
      const reset = other.waitForResponse((r) => r.url().endsWith('/api/settings/theme') && r.ok());
      await other.getByRole('menuitemradio', { name: 'Systemowy' }).click();
      await reset;
    } finally {
      await other.close();
    }
  });

  test('the language switch turns the shell into English and back', async ({ page }) => {
    await signIn(page, 'client@example.com');
    await page.getByRole('button', { name: 'Menu użytkownika' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Toggle main menu' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Privacy policy' })).toBeVisible();
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitemradio', { name: 'Polski' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  });

  test('the settings page chooses the theme and the language with radio groups, by keyboard', async ({
    page,
  }) => {
    await signIn(page, 'client@example.com');
    await page.goto('/account/settings');
    // The radios are the groups' children in the accessibility tree (slotted into the group's shadow
    // root), not in the DOM: found on the page, whose only radios they are.
    await expect(page.getByRole('radiogroup', { name: 'Motyw' })).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: 'Język' })).toBeVisible();
    const system = page.getByRole('radio', { name: 'Systemowy' });
    await expect(system).toBeChecked();
    // One tab stop per group, on its checked radio; the arrows choose, and the choice acts at once.
    await system.focus();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/settings/theme') && r.ok());
    await page.keyboard.press('ArrowUp');
    await saved;
    await expect(page.getByRole('radio', { name: 'Ciemny' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Ciemny' })).toBeFocused();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectNoAxeViolations(page, 'settings, dark');
    const reset = page.waitForResponse((r) => r.url().endsWith('/api/settings/theme') && r.ok());
    await page.keyboard.press('ArrowDown');
    await reset;
    await expect(system).toBeChecked();

    await expect(page.getByRole('radio', { name: 'Polski' })).toBeChecked();
    await page.getByRole('radio', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('radiogroup', { name: 'Language' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
    await page.getByRole('radio', { name: 'Polski' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  });

  test('log out leaves for the sign-in page', async ({ page }) => {
    await signIn(page, 'client@example.com');
    await page.getByRole('button', { name: 'Menu użytkownika' }).click();
    await page.getByRole('menuitem', { name: 'Wyloguj' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('the project switcher', () => {
  test('changes the project and lands on /', async ({ page }) => {
    await signIn(page, 'client@example.com');
    await page.goto('/projects');
    const switcher = page.getByRole('combobox', { name: 'Wybierz projekt' });
    await switcher.click();
    await expect(page.getByRole('option')).toHaveCount(3);
    const other = page.getByRole('option', { selected: false }).first();
    const name = ((await other.textContent()) ?? '').trim();
    await clickOption(other);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('region', { name: 'Wybrany projekt' }).getByRole('link')).toHaveText(name);
    await expect(switcher).toContainText(name);
  });
});

test.describe('layout', () => {
  test('on a small screen the menu is a sheet that the toggle opens and Escape closes', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, 'client@example.com');
    const toggle = page.getByRole('button', { name: 'Przełącz menu główne' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const sheet = page.getByRole('dialog', { name: 'Okno nawigacji' });
    await expect(sheet).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('the footer links', async ({ page }) => {
    await signIn(page, 'client@example.com');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Polityka prywatności' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(footer.getByRole('link', { name: /Status usług/ })).toHaveAttribute('target', '_blank');
    // The addresses outside the portal come from the server's configuration (playwright.config.ts).
    await expect(footer.getByRole('link', { name: /Status usług/ })).toHaveAttribute(
      'href',
      'https://status.e2e.example/',
    );
    await expect(footer.getByRole('link', { name: 'Baza wiedzy' })).toHaveAttribute(
      'href',
      'https://help.e2e.example/kb',
    );
    await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
    await expect(footer.getByText(/^Wersja \d+\.\d+\.\d+/)).toBeVisible();
    await footer.getByRole('button', { name: 'Ustawienia Cookies' }).click();
    await expect(page.getByRole('dialog', { name: /cookie/i })).toBeVisible();
  });
});
