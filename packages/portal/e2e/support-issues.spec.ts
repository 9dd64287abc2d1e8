import type { Page } from '@playwright/test';
import {
  chooseOption,
  clickOption,
  expect,
  scanBothThemes,
  signedInPage,
  signIn,
  test,
  toast,
} from './support';

/** A minimal PDF (typed by its content on the server). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
/** A 1x1 PNG. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f6e0a80000000049454e44ae426082',
  'hex',
);

/**
 * The support issues (issue 18): a client opens the list and creates an issue, support staff find it
 * in the admin list, reply, change its status and assign it, and the client sees the answer and the
 * changes in the thread. Labels in Polish and English; axe on every screen in both themes; no CSP or
 * Trusted Types report (the thread's HTML is inserted through the page's DOMPurify policy).
 */

test('a client opens an issue, staff answer it, change its status and assign it, the client sees it all', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const subject = `Serwer nie odpowiada ${Date.now()}`;

  // The client: the list, through the sidebar.
  const client = await signedInPage(browser, 'client@example.com');
  const page = client.page;
  await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Support' }).click();
  await expect(page).toHaveURL(/\/support\/issues$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  const list = page.getByRole('grid', { name: 'Support' });
  await expect(list).toHaveAttribute('aria-busy', 'false');
  for (const header of ['Temat', 'Kategoria', 'Status', 'Utworzono', 'Zaktualizowano', 'Rozwiązano']) {
    await expect(list.getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeVisible();
  }
  // Sorting lives in the address.
  await list.getByRole('columnheader', { name: /^Temat/ }).click();
  await expect(page).toHaveURL(/sort=subject/);
  await scanBothThemes(page, 'client list');

  // A new issue: empty fields are flagged, then it is created.
  await page.getByRole('link', { name: 'Nowe zgłoszenie' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nowe zgłoszenie' })).toBeVisible();
  await page.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
  await expect(page.getByText('To pole jest wymagane.')).toHaveCount(3);
  await page.getByLabel('Temat').fill(subject);
  await page.getByRole('combobox', { name: 'Kategoria' }).click();
  await clickOption(page.getByRole('option', { name: 'Problem techniczny' }));
  // The description in the editor: a paragraph, bold text, an image, and an upload the server refuses.
  const description = page.getByRole('textbox', { name: 'Opis' });
  await description.click();
  // The editor starts on focus (a plain field stands in until then): its toolbar shows when it is up.
  await expect(page.getByRole('button', { name: 'Pogrubienie' })).toBeVisible();
  await page.keyboard.type('Od rana serwer web-01 nie odpowiada.');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('Pilne');
  await page.keyboard.press('ControlOrMeta+b');
  // A link to an address that is none: the form says 'Niepoprawny adres URL' at its field, inserts nothing.
  await page.keyboard.press('ControlOrMeta+k');
  const linkForm = page.getByRole('dialog', { name: 'Link' });
  const address = linkForm.getByRole('textbox', { name: 'Adres URL' });
  await address.fill('javascript:alert(1)');
  await linkForm.getByRole('button', { name: 'Zastosuj' }).click();
  await expect(linkForm.getByRole('alert')).toHaveText('Niepoprawny adres URL');
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await linkForm.getByRole('button', { name: 'Anuluj' }).click();
  await expect(description.getByRole('link')).toHaveCount(0);
  await description.press('End');
  // What the storage quota leaves shows under the editor, and one file less once a file is in.
  const room = page.getByText(/^Pozostało: .+ i \d+ plik/);
  await expect(room).toBeVisible();
  const filesLeft = async () => Number(/ i (\d+) plik/.exec((await room.textContent()) ?? '')?.[1]);
  const before = await filesLeft();
  const attach = page.getByRole('button', { name: 'Dołącz plik' });
  let chooser = page.waitForEvent('filechooser');
  await attach.click();
  await (await chooser).setFiles({ name: 'zrzut.png', mimeType: 'image/png', buffer: PNG });
  await expect(description.locator('img[src^="/uploads/"]')).toHaveCount(1);
  await expect.poll(filesLeft).toBe(before - 1);
  // Markup named .txt: the server refuses it by its content; the element says so, the text stays.
  chooser = page.waitForEvent('filechooser');
  await attach.click();
  await (
    await chooser
  ).setFiles({ name: 'notatka.txt', mimeType: 'text/plain', buffer: Buffer.from('<html></html>') });
  await expect(toast(page, 'Błąd podczas przesyłania pliku')).toBeVisible();
  await expect(description).toContainText('Od rana serwer web-01 nie odpowiada.');
  await expect(description.locator('img[src^="/uploads/"]')).toHaveCount(1);
  await scanBothThemes(page, 'new issue form');
  await page.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
  await expect(toast(page, 'Zgłoszenie zostało utworzone.')).toBeVisible();
  await expect(page).toHaveURL(/\/support\/issues\/\d+$/);
  const issueUrl = new URL(page.url()).pathname;
  const id = issueUrl.split('/').at(-1) ?? '';
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  const thread = page.getByRole('region', { name: 'Wątek zgłoszenia' });
  await expect(thread.getByText('Od rana serwer web-01 nie odpowiada.')).toBeVisible();
  await expect(thread.locator('strong', { hasText: 'Pilne' })).toBeVisible();
  // The image in the text, and the attachment's thumbnail, both served to the issue's readers.
  const image = thread.locator('.pp-timeline__body img[src^="/uploads/"]');
  await expect(image).toHaveCount(1);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await expect(thread.locator('.support-attachments img[alt="zrzut.png"]')).toHaveCount(1);
  await expect(page.getByRole('definition').filter({ hasText: 'Nowe' })).toBeVisible();
  await scanBothThemes(page, 'client issue');

  // Staff: the admin list, the issue, a reply, a status and an assignee.
  const staff = await signedInPage(browser, 'support@example.com');
  const admin = staff.page;
  await admin.goto('/admin/support/issues');
  const adminList = admin.getByRole('grid', { name: 'Zgłoszenia' });
  await expect(adminList).toHaveAttribute('aria-busy', 'false');
  await expect(adminList.getByRole('columnheader', { name: /^Projekt/ })).toBeVisible();
  await scanBothThemes(admin, 'staff list');
  await adminList.getByRole('link', { name: subject }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/support/issues/${id}$`));
  await expect(admin.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await admin.getByRole('textbox', { name: 'Odpowiedź' }).fill('Sprawdzamy to, proszę o cierpliwość.');
  // A file that is no image: a link to it in the text, and an attachment.
  const pdfChooser = admin.waitForEvent('filechooser');
  await admin.getByRole('button', { name: 'Dołącz plik' }).click();
  await (await pdfChooser).setFiles({ name: 'raport.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(
    admin.getByRole('textbox', { name: 'Odpowiedź' }).getByRole('link', { name: 'raport.pdf' }),
  ).toBeVisible();
  await admin.getByRole('button', { name: 'Wyślij odpowiedź' }).click();
  await expect(toast(admin, 'Odpowiedź została wysłana.')).toBeVisible();
  await expect(admin.getByText('Zmiana statusu: Nowe → W trakcie')).toBeVisible();
  await chooseOption(admin, 'Zmień status', 'Oczekuje na klienta');
  await admin.getByRole('button', { name: 'Zapisz (Zmień status)' }).click();
  await expect(toast(admin, 'Status zgłoszenia został zmieniony.')).toBeVisible();
  await chooseOption(admin, 'Zmień przypisanie', 'Marta Zielińska');
  await admin.getByRole('button', { name: 'Zapisz (Zmień przypisanie)' }).click();
  await expect(toast(admin, 'Przypisanie zostało zmienione.')).toBeVisible();
  await expect(admin.getByText('Przypisano do: Marta Zielińska')).toBeVisible();
  await scanBothThemes(admin, 'staff issue');

  // 'Moje': the issue is now assigned to the staff member.
  await admin.goto('/admin/support/issues?filter[status]=mine');
  await expect(adminList).toHaveAttribute('aria-busy', 'false');
  await expect(adminList.getByRole('link', { name: subject })).toBeVisible();

  // The client sees the answer, the status changes and the assignment.
  await page.reload();
  await expect(thread.getByText('Sprawdzamy to, proszę o cierpliwość.')).toBeVisible();
  // The staff's file: linked from the text and listed as a download, served to the client.
  const staffMessage = thread.getByRole('article', { name: 'Marta Zielińska' });
  const pdfLinks = staffMessage.getByRole('link', { name: 'raport.pdf' });
  await expect(pdfLinks).toHaveCount(2);
  const pdfHref = await pdfLinks.first().getAttribute('href');
  expect(pdfHref).toMatch(/^\/uploads\/[A-Za-z0-9_-]{22}$/);
  const pdf = await page.request.get(pdfHref ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await expect(thread.getByRole('article', { name: 'Marta Zielińska' }).getByText('Obsługa')).toBeVisible();
  await expect(thread.getByText('Zmiana statusu: Nowe → W trakcie')).toBeVisible();
  await expect(thread.getByText('Zmiana statusu: W trakcie → Oczekuje na klienta')).toBeVisible();
  await expect(thread.getByText('Przypisano do: Marta Zielińska')).toBeVisible();

  // The client answers: the issue is back in progress.
  await page.getByRole('textbox', { name: 'Odpowiedź' }).fill('Dziękuję, czekam.');
  await page.getByRole('button', { name: 'Wyślij odpowiedź' }).click();
  await expect(toast(page, 'Odpowiedź została wysłana.')).toBeVisible();
  await expect(thread.getByText('Zmiana statusu: Oczekuje na klienta → W trakcie')).toBeVisible();

  // Staff close it: the client's reply box says why it is disabled.
  await admin.goto(`/admin/support/issues/${id}`);
  await chooseOption(admin, 'Zmień status', 'Zamknięte');
  await admin.getByRole('button', { name: 'Zapisz (Zmień status)' }).click();
  await expect(toast(admin, 'Status zgłoszenia został zmieniony.')).toBeVisible();
  await page.reload();
  await expect(page.getByText(/^Zgłoszenie jest zamknięte/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Odpowiedź' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Wyślij odpowiedź' })).toBeDisabled();

  // English labels.
  await page.goto('/lang/en');
  await page.goto(issueUrl);
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByText('Status changed: New → In progress')).toBeVisible();
  await expect(page.getByText('Assigned to: Marta Zielińska')).toBeVisible();
  await expect(page.getByText(/^This issue is closed/)).toBeVisible();
  await scanBothThemes(page, 'client issue, English');
  await page.goto('/support/issues');
  const english = page.getByRole('grid', { name: 'Support' });
  await expect(english).toHaveAttribute('aria-busy', 'false');
  for (const header of ['Subject', 'Category', 'Status', 'Created', 'Updated']) {
    await expect(english.getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'New issue' })).toBeVisible();
  // An upload the server refuses, in English: the element's English error; the text stays.
  await page.getByRole('link', { name: 'New issue' }).click();
  const englishText = page.getByRole('textbox', { name: 'Description' });
  await englishText.click();
  await page.keyboard.type('Still here');
  await page.keyboard.press('ControlOrMeta+k');
  const englishLink = page.getByRole('dialog', { name: 'Link' });
  await englishLink.getByRole('textbox', { name: 'URL' }).fill('www example');
  await englishLink.getByRole('button', { name: 'Apply' }).click();
  await expect(englishLink.getByRole('alert')).toHaveText('Invalid URL');
  await englishLink.getByRole('button', { name: 'Cancel' }).click();
  await expect(englishText.getByRole('link')).toHaveCount(0);
  chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Attach file' }).click();
  await (
    await chooser
  ).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('<svg></svg>') });
  await expect(toast(page, 'Error while uploading file')).toBeVisible();
  await expect(englishText).toContainText('Still here');

  await client.watch.expectNone('client');
  await staff.watch.expectNone('staff');
  await page.close();
  await admin.close();
});

test("another project's issue is not found; a client has no staff list", async ({ browser, page }) => {
  // Three people sign in, each in a browser of their own: beside the other worker it takes 20-30 s.
  test.setTimeout(60_000);
  // An issue of Anna's selected project, which the basic client is no member of.
  const anna = await signedInPage(browser, 'client@example.com');
  const answer = await anna.page.request.get('/api/support/issues?limit=10');
  const { rows } = (await answer.json()) as { rows: { id: number }[] };
  expect(rows.length).toBeGreaterThan(0);
  await anna.page.close();
  await signIn(page, 'basic@example.com');
  await page.goto(`/support/issues/${rows[0]?.id}`);
  await expect(page.getByText('Nie znaleziono zgłoszenia albo należy ono do innego projektu.')).toBeVisible();
  await page.goto('/admin/support/issues');
  await expect(page.getByRole('heading', { level: 1, name: 'Brak dostępu' })).toBeVisible();
  // Staff acting as themselves are sent from the client list to theirs.
  const staff = await signedInPage(browser, 'support@example.com');
  await staff.page.goto('/support/issues');
  await expect(staff.page.getByText(/^Tu klienci widzą zgłoszenia swojego projektu/)).toBeVisible();
  await staff.page.getByRole('link', { name: 'Zgłoszenia', exact: true }).last().click();
  await expect(staff.page).toHaveURL(/\/admin\/support\/issues$/);
  await staff.page.close();
});

test('a failed list load shows the spec’s error', async ({ page }) => {
  await signIn(page, 'client@example.com');
  await page.route('**/api/support/issues?*', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"x","message":"x"}' }),
  );
  await page.goto('/support/issues');
  await expect(toast(page, 'Wystąpił błąd ładowania danych. Spróbuj odświeżyć stronę.')).toBeVisible();
  // An issue that cannot be loaded (after the query's retries, 1 + 2 + 4 s): the same text on the page
  // and as a toast.
  await page.route('**/api/support/issues/*', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"x","message":"x"}' }),
  );
  await page.goto('/support/issues/1');
  // A pp-alert: its role is in its shadow root and its text slotted, so it is read as the accessibility
  // tree has it (the variant said first), not through the DOM's text.
  await expect(page.getByRole('main')).toMatchAriaSnapshot(
    // (The variant's 'Błąd:' as `.\s`: a colon and a space would end the YAML key.)
    '- alert: /^Błąd.\\sWystąpił błąd ładowania danych\\./',
    {
      timeout: 20_000,
    },
  );
  await expect(toast(page, 'Wystąpił błąd ładowania danych. Spróbuj odświeżyć stronę.')).toBeVisible();
});

test('the staff list narrows by project and assignee, kept in the address', async ({ page }) => {
  await signIn(page, 'support@example.com');
  await page.goto('/admin/support/issues');
  const grid = page.getByRole('grid', { name: 'Zgłoszenia' });
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  const project = page.getByRole('combobox', { name: 'Projekt', exact: true });
  await expect(project).toContainText('Wszystkie projekty');
  // The choices come with the first page.
  await chooseOption(page, 'Projekt', 'Sklep internetowy');
  await expect(page).toHaveURL(/[?&]project=\d+/);
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  const projects = await grid.evaluate((table) =>
    [...table.querySelectorAll('[role="row"]')]
      .slice(1)
      .map((row) => row.querySelectorAll('[role="gridcell"]')[3]?.textContent?.trim() ?? ''),
  );
  expect(projects.length).toBeGreaterThan(0);
  expect(new Set(projects)).toEqual(new Set(['Sklep internetowy']));

  await chooseOption(page, 'Przypisane do', 'Nieprzypisane');
  await expect(page).toHaveURL(/[?&]assignee=none/);
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  const assignees = await grid.evaluate((table) =>
    [...table.querySelectorAll('[role="row"]')]
      .slice(1)
      .map((row) => row.querySelectorAll('[role="gridcell"]')[4]?.textContent?.trim() ?? ''),
  );
  expect(new Set(assignees)).toEqual(new Set(['Nieprzypisane']));

  // A reload keeps both, and the fields show them.
  await page.reload();
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('combobox', { name: 'Przypisane do', exact: true })).toContainText(
    'Nieprzypisane',
  );
  await expect(project).toContainText('Sklep internetowy');

  // 'Wszystkie projekty' takes the project out of the address again.
  await chooseOption(page, 'Projekt', 'Wszystkie projekty');
  await expect(page).not.toHaveURL(/[?&]project=/);
});

test("the server's field errors are shown at the fields; failures are toasts", async ({ page }) => {
  await signIn(page, 'client@example.com');
  await page.route('**/api/support/issues', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 422,
          contentType: 'application/json',
          body: JSON.stringify({
            error: 'validation_failed',
            message: 'Popraw zaznaczone pola.',
            fields: {
              subject: ['Temat zawiera niedozwolone znaki.'],
              description: ['Opis nie może być pusty.'],
            },
          }),
        })
      : route.fallback(),
  );
  await page.goto('/support/issues/new');
  await page.getByLabel('Temat').fill('Temat');
  await page.getByRole('combobox', { name: 'Kategoria' }).click();
  await clickOption(page.getByRole('option', { name: 'Inne' }));
  await page.getByRole('textbox', { name: 'Opis' }).click();
  await page.keyboard.type('Treść');
  await page.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
  await expect(toast(page, 'Nie udało się utworzyć zgłoszenia.')).toBeVisible();
  // The server's message first; the field then says its limit (maxlength 200).
  await expect(page.getByLabel('Temat')).toHaveAccessibleDescription(/^Temat zawiera niedozwolone znaki\. /);
  await expect(page.getByText('Opis nie może być pusty.')).toBeVisible();
  await expect(page).toHaveURL(/\/support\/issues\/new$/);

  // A reply the server fails: a toast, and the text stays to be sent again.
  await page.goto('/support/issues?filter[status]=new,open,waiting_for_customer');
  const grid = page.getByRole('grid', { name: 'Support' });
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  const href = await grid.locator('a[href^="/support/issues/"]').first().getAttribute('href');
  await page.route('**/api/support/issues/*/messages', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"x","message":"x"}' }),
  );
  await page.goto(href ?? '/');
  const reply = page.getByRole('textbox', { name: 'Odpowiedź' });
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Zgłoszenia');
  await reply.click();
  await page.keyboard.type('Ponawiam pytanie.');
  await page.getByRole('button', { name: 'Wyślij odpowiedź' }).click();
  await expect(toast(page, 'Nie udało się wysłać odpowiedzi.')).toBeVisible();
  await expect(reply).toContainText('Ponawiam pytanie.');
});

test('a write refused for its rate (429) is a toast with the wait the server gives, and the form keeps its text', async ({
  page,
}) => {
  await signIn(page, 'client@example.com');
  // The server's answer once an account has sent its 10 new issues in the hour (write-limits.ts).
  await page.route('**/api/support/issues', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 429,
          contentType: 'application/json',
          headers: { 'retry-after': '1500' },
          body: JSON.stringify({
            error: 'too_many_writes',
            message: 'Robisz to zbyt często. Spróbuj ponownie za 25 min.',
          }),
        })
      : route.fallback(),
  );
  await page.goto('/support/issues/new');
  await page.getByLabel('Temat').fill('Drukarka nie drukuje');
  await page.getByRole('combobox', { name: 'Kategoria' }).click();
  await clickOption(page.getByRole('option', { name: 'Inne' }));
  await page.getByRole('textbox', { name: 'Opis' }).click();
  await page.keyboard.type('Od rana nic nie wychodzi.');
  await page.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
  await expect(
    toast(page, 'Nie udało się utworzyć zgłoszenia. Robisz to zbyt często. Spróbuj ponownie za 25 min.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/support\/issues\/new$/);
  await expect(page.getByLabel('Temat')).toHaveValue('Drukarka nie drukuje');
  await expect(page.getByRole('combobox', { name: 'Kategoria' })).toContainText('Inne');
  await expect(page.getByRole('textbox', { name: 'Opis' })).toContainText('Od rana nic nie wychodzi.');
  await expect(page.getByRole('button', { name: 'Wyślij zgłoszenie' })).toBeEnabled();
});

/** Signs in as the client and opens their most recently updated issue that is not closed. */
async function openClientIssue(page: Page) {
  await signIn(page, 'client@example.com');
  const list = await page.evaluate(() =>
    fetch('/api/support/issues?limit=10&sort=-updated_at').then(
      (answer) => answer.json() as Promise<{ rows: { id: number; status: string }[] }>,
    ),
  );
  const open = list.rows.find((row) => row.status !== 'closed');
  expect(open, 'the client has an open issue').toBeDefined();
  await page.goto(`/support/issues/${open!.id}`);
}

test('the reply box: a plain field until a person reaches for it, which takes typing and hands it to the editor in place', async ({
  page,
}) => {
  // Sign-in, the page, the editor's start and axe in two themes at 375 px: 12 to 16 s alone.
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 740 });
  await openClientIssue(page);
  const reply = page.getByRole('textbox', { name: 'Odpowiedź' });
  await expect(reply).toBeEditable();
  const bold = page.getByRole('button', { name: 'Pogrubienie' });
  const send = page.getByRole('button', { name: 'Wyślij odpowiedź' });
  // Read, not reached for: the editor's code is not even fetched.
  await page.waitForLoadState('networkidle');
  const editorFetched = () =>
    page.evaluate(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes('pp-rich-text-editor')),
    );
  expect(await editorFetched()).toBe(false);
  await expect(bold).toHaveCount(0);
  const top = async () =>
    page.evaluate(() => {
      const button = [...document.querySelectorAll('pp-button')].find((b) =>
        b.textContent?.includes('Wyślij odpowiedź'),
      );
      return (button?.getBoundingClientRect().top ?? NaN) + window.scrollY;
    });
  const sendBefore = await top();
  await expect(send).toBeVisible();

  // Typed at once, before the editor is up: nothing is lost, a line is a paragraph.
  await reply.click();
  await page.keyboard.type('Pierwsza linia');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Druga');
  await expect(bold).toBeVisible();
  // The caret is at the end of what moved in.
  await page.keyboard.type(' i koniec');
  await expect(reply.locator('p')).toHaveText(['Pierwsza linia', 'Druga i koniec']);
  await expect(reply).toBeFocused();
  // The editor took the plain field's place at its size: the button under it did not move.
  expect(await top()).toBe(sendBefore);
  await scanBothThemes(page, 'the reply editor, started');
});

test('without the editor (its code cannot be fetched), the reply box keeps what was typed, sends it as plain text and tries again at the next focus', async ({
  page,
}) => {
  // Offline for the editor's code only, from the start (its idle-time prefetch fails too).
  const editorCode = /pp-rich-text-editor/;
  await page.route(editorCode, (route) => route.abort('internetdisconnected'));
  await openClientIssue(page);
  const reply = page.getByRole('textbox', { name: 'Odpowiedź' });
  const bold = page.getByRole('button', { name: 'Pogrubienie' });
  await reply.click();
  await page.keyboard.type('Wysłane bez edytora');
  await expect(reply).toHaveAccessibleDescription(
    /^Nie udało się wczytać edytora, więc wiadomość zostanie wysłana jako zwykły tekst\./,
  );
  await expect(reply).toBeFocused();
  await page.keyboard.type(', w całości.');
  await expect(bold).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Wyślij odpowiedź' }).click();
  await expect(toast(page, 'Odpowiedź została wysłana.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Wątek zgłoszenia' })).toContainText(
    'Wysłane bez edytora, w całości.',
  );
  await expect(reply).toHaveValue('');

  // Back online: the next time the field takes focus, the editor starts.
  await page.unroute(editorCode);
  await page.getByRole('heading', { level: 1 }).click();
  await reply.click();
  await expect(bold).toBeVisible();
  await page.keyboard.type('Znowu z edytorem');
  await expect(reply.locator('p')).toHaveText(['Znowu z edytorem']);
});
