import { type Page } from '@playwright/test';
import { chooseOption, expect, scanBothThemes, signedInPage, test, toast } from './support';

/**
 * The SOC case page (/admin/siem/cases/{id}, issue 28): an analyst opens a new case from the list and
 * takes it through its whole workflow (start, resolve, close, reopen with a reason), changes its
 * severity and assignee and comments on it, with the mouse and with the keyboard; every change shows
 * at once in the facts and the timeline. Polish and English, both themes, 1280 and 375 px, axe on each
 * state, no CSP or Trusted Types report. An unknown case says so; a client or support staff get no
 * access.
 */

/** The value shown for the fact named `term` in the case's details. */
function fact(page: Page, term: string) {
  return page
    .getByRole('region', { name: /^(Szczegóły sprawy|Case details)$/ })
    .locator('div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }) })
    .getByRole('definition');
}

/** Opens the first case of the list narrowed to `status` (from the list, by its link); returns its id. */
async function openFirstCase(page: Page, status: string, listName = 'Sprawy'): Promise<string> {
  await page.goto(`/admin/siem/cases?filter[status]=${status}`);
  const grid = page.getByRole('grid', { name: listName });
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  const link = grid.locator('a[href^="/admin/siem/cases/"]').first();
  const href = (await link.getAttribute('href')) ?? '';
  const title = ((await link.textContent()) ?? '').trim();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  const id = href.split('/').at(-1) ?? '';
  await expect(page.getByRole('heading', { level: 1, name: `#${id} ${title}` })).toBeVisible();
  return id;
}

test('an analyst takes a new case through its workflow, changes it and comments on it (Polish, mouse)', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { page, watch } = await signedInPage(browser, 'soc@example.com');
  await openFirstCase(page, 'new');

  // The facts, with the spec's date labels; nothing resolved or closed yet.
  await expect(fact(page, 'Status')).toHaveText('Nowa');
  await expect(fact(page, 'Utworzono')).not.toHaveText('—');
  await expect(fact(page, 'Rozwiązano')).toHaveText('—');
  await expect(fact(page, 'Zamknięto')).toHaveText('—');
  await expect(fact(page, 'Źródło')).not.toBeEmpty();
  await expect(page.getByRole('region', { name: 'Zasoby, których dotyczy' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Wskaźniki naruszenia (IOC)' })).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Historia sprawy' });
  await expect(timeline.getByRole('listitem').first()).toContainText('Sprawa założona');
  // A new case can only be started: the workflow offers nothing else.
  const workflow = page.getByRole('group', { name: 'Przebieg sprawy' });
  await expect(workflow.getByRole('button')).toHaveCount(1);
  await expect(workflow.getByRole('button', { name: 'Rozpocznij pracę' })).toBeVisible();
  await scanBothThemes(page, 'new case');

  await workflow.getByRole('button', { name: 'Rozpocznij pracę' }).click();
  await expect(toast(page, 'Status sprawy zmieniony: W toku.')).toBeVisible();
  await expect(fact(page, 'Status')).toHaveText('W toku');
  await expect(timeline).toContainText('Zmiana statusu: Nowa → W toku · Katarzyna Wójcik');
  // The focus moves to the next step, which the keyboard takes.
  await expect(workflow.getByRole('button', { name: 'Oznacz jako rozwiązaną' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(fact(page, 'Status')).toHaveText('Rozwiązana');
  await expect(fact(page, 'Rozwiązano')).not.toHaveText('—');
  await workflow.getByRole('button', { name: 'Zamknij sprawę' }).click();
  await expect(fact(page, 'Status')).toHaveText('Zamknięta');
  await expect(fact(page, 'Zamknięto')).not.toHaveText('—');
  await expect(workflow.getByRole('button')).toHaveCount(1);
  await expect(workflow.getByRole('button', { name: 'Otwórz ponownie…' })).toBeVisible();

  // Reopening asks why: an empty reason is refused in the dialog, a given one goes into the timeline.
  await workflow.getByRole('button', { name: 'Otwórz ponownie…' }).click();
  await expect(page.getByRole('dialog', { name: 'Ponowne otwarcie sprawy' })).toBeVisible();
  // The dialog's text and buttons are pp-dialog's slotted content (outside its shadow <dialog>).
  const dialog = page.locator('pp-dialog[open]');
  // The reason's field has the focus (the dialog's first field).
  await expect(dialog.getByRole('textbox', { name: 'Powód ponownego otwarcia' })).toBeFocused();
  await scanBothThemes(page, 'reopen dialog');
  await dialog.getByRole('button', { name: 'Otwórz ponownie', exact: true }).click();
  await expect(dialog.getByText('Podaj powód ponownego otwarcia.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Powód ponownego otwarcia' }).fill('Host znowu łączy się z C2.');
  await dialog.getByRole('button', { name: 'Otwórz ponownie', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(fact(page, 'Status')).toHaveText('W toku');
  await expect(fact(page, 'Rozwiązano')).toHaveText('—');
  await expect(fact(page, 'Zamknięto')).toHaveText('—');
  await expect(timeline).toContainText('Zmiana statusu: Zamknięta → W toku');
  await expect(timeline.getByRole('blockquote')).toContainText('Host znowu łączy się z C2.');

  // Severity and assignee, each saved on its own. Which new case comes first depends on what the
  // tests before this one on the same server did, so each new value is one the case does not have.
  const severity =
    (await fact(page, 'Ważność').textContent())?.trim() === 'Krytyczna' ? 'Wysoka' : 'Krytyczna';
  await chooseOption(page, 'Ważność', severity);
  await page.getByRole('button', { name: 'Zapisz (Ważność)' }).click();
  await expect(toast(page, `Ważność sprawy zmieniona: ${severity}.`)).toBeVisible();
  await expect(fact(page, 'Ważność')).toHaveText(severity);
  await expect(timeline).toContainText(new RegExp(`Zmiana ważności: \\S+ → ${severity}`));
  const assignee =
    (await fact(page, 'Przypisana do').textContent())?.trim() === 'Tomasz Lewandowski'
      ? 'Piotr Nowak'
      : 'Tomasz Lewandowski';
  await chooseOption(page, 'Przypisana do', assignee);
  await page.getByRole('button', { name: 'Zapisz (Przypisana do)' }).click();
  await expect(toast(page, 'Przypisanie sprawy zapisane.')).toBeVisible();
  await expect(fact(page, 'Przypisana do')).toHaveText(assignee);
  await expect(timeline).toContainText(`Przypisano do: ${assignee}`);

  // A comment in the editor (bold text too), shown in the timeline; the editor empties.
  const editor = page.getByRole('textbox', { name: 'Komentarz' });
  await editor.click();
  // The editor starts on focus (a plain field stands in until then): its toolbar shows when it is up.
  await expect(page.getByRole('button', { name: 'Pogrubienie' })).toBeVisible();
  await page.keyboard.type('Zablokowano adres na firewallu. ');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('Do obserwacji');
  await page.getByRole('button', { name: 'Dodaj komentarz' }).click();
  await expect(toast(page, 'Komentarz dodany.')).toBeVisible();
  const comment = timeline.getByRole('article', { name: 'Komentarz: Katarzyna Wójcik' }).last();
  await expect(comment).toContainText('Zablokowano adres na firewallu.');
  await expect(comment.locator('strong')).toHaveText('Do obserwacji');
  await expect(editor).not.toContainText('Zablokowano');

  // All of it is the server's: a reload shows the same.
  await page.reload();
  await expect(fact(page, 'Status')).toHaveText('W toku');
  await expect(fact(page, 'Ważność')).toHaveText(severity);
  await expect(page.getByRole('region', { name: 'Historia sprawy' })).toContainText('Do obserwacji');
  await scanBothThemes(page, 'changed case');
  await watch.expectNone('analyst');
});

test('in English on a phone, with the keyboard only: start and resolve a case, never scrolling sideways', async ({
  browser,
}) => {
  // Another analyst than the first test's: Piotr Nowak, staff with every permission.
  const { page, watch } = await signedInPage(browser, 'staff@example.com', { width: 375, height: 800 });
  await page.goto('/lang/en');
  await openFirstCase(page, 'new', 'Cases');
  await expect(fact(page, 'Status')).toHaveText('New');
  await expect(fact(page, 'Created')).not.toHaveText('—');
  const workflow = page.getByRole('group', { name: 'Workflow' });
  const start = workflow.getByRole('button', { name: 'Start work' });
  // Tab from the page's heading to the first move, as a keyboard user goes.
  await page.getByRole('heading', { level: 1 }).click();
  for (let i = 0; i < 40 && !(await start.evaluate((el) => el.matches(':focus-within'))); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(start).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Case status changed: In progress.')).toBeVisible();
  await expect(workflow.getByRole('button', { name: 'Mark resolved' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(fact(page, 'Status')).toHaveText('Resolved');
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText(
    'Status changed: In progress → Resolved · Piotr Nowak',
  );
  const sideways = await page.evaluate(
    () => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth,
  );
  expect(sideways).toBe(0);
  await scanBothThemes(page, 'case on a phone, English');
  await watch.expectNone('analyst on a phone');
});

test('an unknown case says so and leads back to the list; others without the permission get no access', async ({
  browser,
}) => {
  // Three sign-ins and five page loads: 17 s alone, more on a busy machine.
  test.setTimeout(60_000);
  const { page } = await signedInPage(browser, 'soc@example.com');
  for (const address of ['/admin/siem/cases/999999999', '/admin/siem/cases/abc']) {
    await page.goto(address);
    await expect(page.getByRole('main').getByText(/^Nie ma sprawy o tym numerze\./)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Sprawy' })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Wróć do listy spraw' }).click();
  await expect(page).toHaveURL(/\/admin\/siem\/cases$/);
  await expect(page.getByRole('grid', { name: 'Sprawy' })).toBeVisible();

  const support = await signedInPage(browser, 'support@example.com');
  await support.page.goto('/admin/siem/cases/1');
  await expect(support.page.getByRole('heading', { level: 1, name: 'Brak dostępu' })).toBeVisible();
  expect((await support.page.request.get('/api/admin/siem/cases/1')).status()).toBe(403);
  const client = await signedInPage(browser, 'client@example.com');
  expect((await client.page.request.get('/api/admin/siem/cases/1')).status()).toBe(403);
});
