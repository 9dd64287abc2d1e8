import { sqliteDriver } from '../../server/src/db/sqlite-driver.js';
import { join } from 'node:path';
import { dismissConsent, expect, signIn, serverOf, test } from './support';

/** Ends every session in the server's database, as an administrator or an expiry would. */
function deleteAllSessions() {
  const { dataDir } = serverOf(test.info().parallelIndex);
  const Database = sqliteDriver();
  const db = new Database(join(dataDir, 'portal.sqlite'));
  try {
    db.prepare('DELETE FROM sessions').run();
  } finally {
    db.close();
  }
}

test('a session that ends while the tab is in the background reloads to sign-in on focus', async ({
  page,
}) => {
  await signIn(page, 'basic@example.com');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // The last check is older than 30 s when the user comes back.
  await page.clock.install();
  await page.clock.fastForward(31_000);
  deleteAllSessions();
  await page.evaluate(() => {
    window.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
  });
  await expect(page).toHaveURL(/\/login/, { timeout: 10_000 });
});

test('a failed data load shows the error toast once, not once per retry', async ({ page }) => {
  await signIn(page, 'staff@example.com');
  let calls = 0;
  await page.route('**/api/admin/users', (route) => {
    calls += 1;
    return route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"error":"unavailable","message":"Down"}',
    });
  });
  await page.clock.install();
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Użytkownicy' })).toBeVisible();
  await expect.poll(() => calls).toBe(1);
  // Three retries (1 s, 2 s and 4 s later): each jump fires the next one. Waiting for each call
  // keeps a jump from passing over the toast's own 4 s once it is shown.
  for (let expected = 2; expected <= 4; expected++) {
    await page.clock.fastForward(8_000);
    await expect.poll(() => calls).toBe(expected);
  }
  // The toasts shown (the toaster's live region repeats the text for screen readers, hidden).
  const toast = page
    .getByRole('listitem')
    .filter({ hasText: 'Wystąpił błąd ładowania danych. Spróbuj odświeżyć stronę.' });
  await expect(toast).toHaveCount(1);
  // No fourth retry, however long one waits.
  await page.clock.fastForward(60_000);
  expect(calls).toBe(4);
});

test('the server refuses a state change without the CSRF token', async ({ page }) => {
  await page.goto('/login');
  await dismissConsent(page);
  const response = await page.request.post('/projects/change', { data: { project_id: 1 } });
  expect(response.status()).toBe(419);
});

test('a failed logout is reported and keeps the user signed in', async ({ page }) => {
  await signIn(page, 'basic@example.com');
  await page.route('**/logout', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":"server_error","message":"x"}',
    }),
  );
  const logged = page.waitForEvent(
    'console',
    (message) => message.type() === 'error' && /Logout failed/.test(message.text()),
  );
  await page.getByRole('button', { name: 'Menu użytkownika' }).click();
  await page.getByRole('menuitem', { name: 'Wyloguj' }).click();
  await logged;
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Nie udało się wylogować. Spróbuj ponownie.' }),
  ).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
});

test('a logout answered 401 reloads the page', async ({ page }) => {
  await signIn(page, 'basic@example.com');
  await page.route('**/logout', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: '{"error":"unauthenticated","message":"x"}',
    }),
  );
  await page.getByRole('button', { name: 'Menu użytkownika' }).click();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name: 'Wyloguj' }).click();
  await reloaded;
});
