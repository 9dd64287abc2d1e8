import { type Locator, type Page } from '@playwright/test';
import { expect, scanBothThemes, signedInPage, test, toast } from './support';

/**
 * The project's documents and contacts (issue 28): a client downloads a document from the list (its
 * type and file name), in Polish and in English on a phone; basic@example.com sees its own project's
 * documents without any permission. Axe in both themes; no CSP or Trusted Types report.
 */

async function noSidewaysScroll(page: Page) {
  const sideways = await page.evaluate(
    () => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth,
  );
  expect(sideways).toBe(0);
}

test('a client downloads a document from Dokumenty: its type and its file name with Polish letters', async ({
  browser,
}) => {
  const { page, watch } = await signedInPage(browser, 'client@example.com', { width: 1280, height: 900 });
  await page
    .getByRole('navigation', { name: 'Menu główne' })
    .getByRole('link', { name: 'Dokumenty' })
    .click();
  await expect(page).toHaveURL(/\/documents$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dokumenty' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Dokumenty' });
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  for (const header of ['Tytuł', 'Rodzaj', 'Data', 'Rozmiar']) {
    await expect(grid.getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeVisible();
  }
  // Sizes in Polish: a decimal comma and the unit.
  await expect(grid.getByRole('gridcell', { name: /^\d+(,\d)? (B|kB)$/ }).first()).toBeVisible();
  // Only the price lists: the filter lives in the address.
  await page.goto('/documents?filter[kind]=price_list');
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  const link = grid.getByRole('link', { name: /^Cennik usług/ }).first();
  await expect(link).toBeVisible();
  await expect(grid.getByRole('link', { name: /^Raport/ })).toHaveCount(0);
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/api\/documents\/\d+\/file$/);
  const answer = await page.request.get(href!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(answer.headers()['content-disposition']).toMatch(
    /^attachment; filename="Cennik us_ug \d{4}-\d{2}\.csv"; filename\*=UTF-8''Cennik%20us%C5%82ug%20\d{4}-\d{2}\.csv$/,
  );
  expect(answer.headers()['x-content-type-options']).toBe('nosniff');
  const download = page.waitForEvent('download');
  await link.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Cennik usług \d{4}-\d{2}\.csv$/);
  await expect(page).toHaveURL(/\/documents\?filter/);
  await scanBothThemes(page, 'documents');
  await watch.expectNone('documents');
});

test('in English on a phone: the documents without sideways scrolling; basic@example.com its own project', async ({
  browser,
}) => {
  const { page, watch } = await signedInPage(browser, 'client@example.com', { width: 375, height: 800 });
  await page.goto('/lang/en');
  await page.goto('/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Documents' });
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  await expect(grid.getByRole('columnheader', { name: /^Size/ })).toBeVisible();
  await noSidewaysScroll(page);
  await scanBothThemes(page, 'documents on a phone, English');
  await watch.expectNone('documents, English');

  const basic = await signedInPage(browser, 'basic@example.com', { width: 1280, height: 900 });
  await basic.page.goto('/documents');
  const basicGrid = basic.page.getByRole('grid', { name: 'Dokumenty' });
  await expect(basicGrid).toHaveAttribute('aria-busy', 'false');
  await expect(basicGrid.getByRole('link').first()).toBeVisible();
  const answer = await basic.page.request.get('/api/documents');
  expect(answer.status()).toBe(200);
  expect((await answer.json()) as { project: { name: string } }).toMatchObject({
    project: { name: 'Projekt podstawowy' },
  });
});

/** Presses Tab until `target` (or what it holds) has the focus, as a keyboard user goes. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 20 && !(await target.evaluate((el) => el.matches(':focus, :focus-within'))); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The open dialog's slotted content (pp-dialog's light DOM, outside its shadow <dialog>). */
const openDialog = (page: Page) => page.locator('pp-dialog[open]');

test('a client adds a contact (field errors first), edits it and deletes it after confirming', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { page, watch } = await signedInPage(browser, 'client@example.com', { width: 1280, height: 900 });
  await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Kontakty' }).click();
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakty' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Kontakty' });
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  for (const header of ['Imię i nazwisko', 'E-mail', 'Telefon', 'Stanowisko', 'Typy kontaktu']) {
    await expect(grid.getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeVisible();
  }

  // Add: the empty form's errors first, then a wrong e-mail and phone, then a valid contact.
  const name = `Zofia Łęcka ${Date.now()}`;
  await page.getByRole('button', { name: 'Dodaj kontakt' }).click();
  await expect(page.getByRole('dialog', { name: 'Nowy kontakt' })).toBeVisible();
  const dialog = openDialog(page);
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog.getByText('To pole jest wymagane.')).toHaveCount(2);
  await expect(dialog.getByText('Wybierz co najmniej jeden typ kontaktu.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /^Imię i nazwisko/ })).toBeFocused();
  await scanBothThemes(page, 'contact form with errors');
  await dialog.getByRole('textbox', { name: /^Imię i nazwisko/ }).fill(name);
  await dialog.getByRole('textbox', { name: /^E-mail/ }).fill('zofia@localhost');
  await dialog.getByRole('textbox', { name: /^Telefon/ }).fill('22-123');
  await dialog.getByRole('checkbox', { name: 'Techniczny' }).check();
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog.getByText('Podaj poprawny adres e-mail, np. jan.kowalski@example.com.')).toBeVisible();
  await expect(dialog.getByText('Podaj numer w formacie +48 22 123 45 67 (7–15 cyfr).')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^E-mail/ }).fill('zofia.lecka@example.com');
  await dialog.getByRole('textbox', { name: /^Telefon/ }).fill('+48 22 123 45 67');
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(toast(page, 'Kontakt został dodany.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto(`/contacts?search=${encodeURIComponent(name)}`);
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  const row = grid.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('zofia.lecka@example.com');
  await expect(row).toContainText('Techniczny');

  // Edit: the form holds the contact; a second type is added.
  await row.getByRole('button', { name: /^Edytuj/ }).click();
  await expect(page.getByRole('dialog', { name: 'Edycja kontaktu' })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('zofia.lecka@example.com');
  await dialog.getByRole('textbox', { name: /^Stanowisko/ }).fill('Inspektor ochrony danych');
  await dialog.getByRole('checkbox', { name: 'Bezpieczeństwo (SOC)' }).check();
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(toast(page, 'Zmiany zostały zapisane.')).toBeVisible();
  await expect(row).toContainText('Inspektor ochrony danych');
  await expect(row).toContainText('Techniczny, Bezpieczeństwo (SOC)');

  // Delete: a confirmation first; cancelling keeps it.
  await row.getByRole('button', { name: /^Usuń/ }).click();
  await expect(page.getByRole('dialog', { name: 'Usunąć kontakt?' })).toBeVisible();
  await expect(dialog.getByText(new RegExp(`^Kontakt ${name} zostanie usunięty`))).toBeVisible();
  await scanBothThemes(page, 'delete confirmation');
  await dialog.getByRole('button', { name: 'Usuń kontakt' }).click();
  await expect(toast(page, 'Kontakt został usunięty.')).toBeVisible();
  await expect(grid.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await watch.expectNone('contacts');
});

test('two people change one contact: the later save is refused and keeps its text, then replaces on purpose; a changed contact is not deleted unseen', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const first = await signedInPage(browser, 'client@example.com', { width: 1280, height: 900 });
  const second = await signedInPage(browser, 'client@example.com', { width: 1280, height: 900 });
  const name = `Jan Wersja ${Date.now()}`;

  // The first person adds the contact; both then have the list with it.
  await first.page.goto('/contacts');
  await first.page.getByRole('button', { name: 'Dodaj kontakt' }).click();
  const firstDialog = openDialog(first.page);
  await firstDialog.getByRole('textbox', { name: /^Imię i nazwisko/ }).fill(name);
  await firstDialog.getByRole('textbox', { name: /^E-mail/ }).fill('jan.wersja@example.com');
  await firstDialog.getByRole('checkbox', { name: 'Techniczny' }).check();
  await firstDialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(toast(first.page, 'Kontakt został dodany.')).toBeVisible();
  const rowOf = (page: Page) =>
    page.getByRole('grid', { name: 'Kontakty' }).getByRole('row').filter({ hasText: name });
  for (const { page } of [first, second]) {
    await page.goto(`/contacts?search=${encodeURIComponent(name)}`);
    await expect(rowOf(page)).toBeVisible();
  }

  // The second person opens it and types; meanwhile the first saves a change.
  await rowOf(second.page)
    .getByRole('button', { name: /^Edytuj/ })
    .click();
  const secondDialog = openDialog(second.page);
  await secondDialog.getByRole('textbox', { name: /^Stanowisko/ }).fill('Kierownik zmiany B');
  await rowOf(first.page)
    .getByRole('button', { name: /^Edytuj/ })
    .click();
  await firstDialog.getByRole('textbox', { name: /^Stanowisko/ }).fill('Kierownik zmiany A');
  await firstDialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(toast(first.page, 'Zmiany zostały zapisane.')).toBeVisible();
  await expect(rowOf(first.page)).toContainText('Kierownik zmiany A');

  // The second save is refused: the form stays open with what was typed, and says why.
  await secondDialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(
    secondDialog.getByText(
      'Ktoś zapisał ten kontakt, gdy był u Ciebie otwarty. Twoje zmiany są nadal w formularzu',
    ),
  ).toBeVisible();
  await expect(secondDialog.getByRole('textbox', { name: /^Stanowisko/ })).toHaveValue('Kierownik zmiany B');
  await expect(rowOf(second.page)).toContainText('Kierownik zmiany A');
  await scanBothThemes(second.page, 'contact saved by someone else');

  // Meanwhile the first person saves once more: the change the second was told about is not this one,
  // so saving again is refused again (never replaced unseen), and the form still keeps B.
  await rowOf(first.page)
    .getByRole('button', { name: /^Edytuj/ })
    .click();
  await firstDialog.getByRole('textbox', { name: /^Stanowisko/ }).fill('Kierownik zmiany C');
  await firstDialog.getByRole('button', { name: 'Zapisz' }).click();
  // The toast of the first save may still be there: the newest comes first.
  await expect(toast(first.page, 'Zmiany zostały zapisane.').first()).toBeVisible();
  await expect(rowOf(first.page)).toContainText('Kierownik zmiany C');
  await secondDialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(rowOf(second.page)).toContainText('Kierownik zmiany C');
  await expect(secondDialog.getByText('Ktoś zapisał ten kontakt, gdy był u Ciebie otwarty.')).toBeVisible();
  await expect(secondDialog.getByRole('textbox', { name: /^Stanowisko/ })).toHaveValue('Kierownik zmiany B');

  // Saving again now replaces the change the form told of, as it said it would.
  await secondDialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(toast(second.page, 'Zmiany zostały zapisane.')).toBeVisible();
  await expect(rowOf(second.page)).toContainText('Kierownik zmiany B');

  // The first person's list still shows C: deleting from it is refused, and the list shows B.
  await expect(rowOf(first.page)).toContainText('Kierownik zmiany C');
  await rowOf(first.page).getByRole('button', { name: /^Usuń/ }).click();
  await openDialog(first.page).getByRole('button', { name: 'Usuń kontakt' }).click();
  await expect(
    toast(first.page, 'Ktoś zmienił ten kontakt, zanim go usunięto, więc go nie usunięto.'),
  ).toBeVisible();
  await expect(rowOf(first.page)).toContainText('Kierownik zmiany B');
  await first.watch.expectNone('contacts, first person');
  await second.watch.expectNone('contacts, second person');
});

test('in English on a phone: the list and the form without sideways scrolling', async ({ browser }) => {
  const { page, watch } = await signedInPage(browser, 'client@example.com', { width: 375, height: 800 });
  await page.goto('/lang/en');
  await page.goto('/contacts');
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Contacts' })).toHaveAttribute('aria-busy', 'false');
  await noSidewaysScroll(page);
  await page.getByRole('button', { name: 'Add contact' }).click();
  await expect(page.getByRole('dialog', { name: 'New contact' })).toBeVisible();
  await openDialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(openDialog(page).getByText('This field is required.')).toHaveCount(2);
  await noSidewaysScroll(page);
  await scanBothThemes(page, 'contact form on a phone, English');
  await watch.expectNone('contacts on a phone');
});

test('in English on a phone with the keyboard only: add a contact; the dialog returns the focus', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { page, watch } = await signedInPage(browser, 'client@example.com', { width: 375, height: 800 });
  await page.goto('/lang/en');
  await page.goto('/contacts');
  await expect(page.getByRole('grid', { name: 'Contacts' })).toHaveAttribute('aria-busy', 'false');
  const add = page.getByRole('button', { name: 'Add contact' });
  await page.getByRole('heading', { level: 1 }).click();
  for (let i = 0; i < 40 && !(await add.evaluate((el) => el.matches(':focus-within'))); i++) {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'New contact' })).toBeVisible();
  const dialog = openDialog(page);
  const nameField = dialog.getByRole('textbox', { name: /^Full name/ });
  await expect(nameField).toBeFocused();
  const name = `John Smith ${Date.now()}`;
  await page.keyboard.type(name);
  await tabTo(page, dialog.getByRole('textbox', { name: /^Email/ }));
  await page.keyboard.type('john.smith@example.com');
  await tabTo(page, dialog.getByRole('textbox', { name: /^Phone/ }));
  await page.keyboard.type('221234567');
  // The first type's checkbox, toggled with Space.
  const technical = dialog.getByRole('checkbox', { name: 'Technical' });
  await tabTo(page, technical);
  await page.keyboard.press('Space');
  await expect(technical).toBeChecked();
  await noSidewaysScroll(page);
  await scanBothThemes(page, 'contact form on a phone, English');
  // Save: Tab on to it past the other types and Cancel.
  await tabTo(page, dialog.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'The contact has been added.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(add).toBeFocused();
  await watch.expectNone('contacts, English');
});

test('basic@example.com has no client-contacts-list: /contacts is no access and the API 403', async ({
  browser,
}) => {
  const { page } = await signedInPage(browser, 'basic@example.com', { width: 1280, height: 900 });
  await page.goto('/contacts');
  await expect(page.getByRole('heading', { level: 1, name: 'Brak dostępu' })).toBeVisible();
  expect((await page.request.get('/api/contacts')).status()).toBe(403);
  await expect(
    page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Kontakty' }),
  ).toHaveCount(0);
});
