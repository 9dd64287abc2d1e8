import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from '@playwright/test';
import {
  PASSWORD,
  PASSWORD_CHECK_TIMEOUT,
  expect,
  expectNoAxeViolations,
  necessaryOnlyConsent,
  serverOf,
  signIn,
  test,
  toast,
} from './support';

// Issue 27: two-factor sign-in with an authenticator app (TOTP), driven as a person does it: turned
// on from /account/settings by keyboard, used at sign-in with a code and with a recovery code, and
// turned off again, which leaves soc@example.com as the other tests expect it.

const ACCOUNT = 'soc@example.com';
const cleanups: Array<() => Promise<void>> = [];
test.afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});
/** The code of the authenticator app `steps` periods of 30 s from now (the server accepts ±1). */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

/** Signs in on the sign-in page in a browser of its own, up to the second step. */
async function firstStep(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  // Cookies chosen already: a banner that showed up mid-typing would take the focus.
  await context.addCookies([necessaryOnlyConsent(serverOf(test.info().parallelIndex).origin)]);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(ACCOUNT);
  await page.getByRole('textbox', { name: 'Hasło' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page).toHaveURL(/\/login\/two-factor$/, { timeout: PASSWORD_CHECK_TIMEOUT });
  await expect(page.getByRole('heading', { level: 1, name: 'Logowanie dwuetapowe' })).toBeVisible();
  return page;
}

test('a person turns on two-factor sign-in by keyboard, signs in with a code and a recovery code, and turns it off', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signIn(page, ACCOUNT);
  // However the test ends, the account is left without two-factor sign-in for the tests after it.
  let recovery: string[] = [];
  cleanups.push(async () => {
    const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
    const spare = recovery.at(-1);
    if (!xsrf || !spare) return;
    await page.request.post('/api/account/two-factor/disable', {
      data: { password: PASSWORD, code: spare },
      headers: { 'x-xsrf-token': decodeURIComponent(xsrf) },
    });
  });
  await page.goto('/account/settings');
  const section = page.getByRole('region', { name: 'Logowanie dwuetapowe' });
  await expect(section.getByText('Wyłączone')).toBeVisible();

  // Turning it on: the password first.
  await section.getByRole('button', { name: 'Włącz logowanie dwuetapowe' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.locator('pp-dialog[open]');
  await expect(page.getByRole('dialog', { name: 'Włączanie logowania dwuetapowego' })).toBeVisible();
  const password = dialog.getByRole('textbox', { name: 'Hasło' });
  await expect(password).toBeFocused();
  await page.keyboard.type('not-my-password');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(/[Hh]asło jest nieprawidłowe/).first()).toBeVisible({
    timeout: PASSWORD_CHECK_TIMEOUT,
  });
  await password.fill(PASSWORD);
  await password.press('Enter');

  // The QR code, and its key as text for those who cannot scan it.
  await expect(dialog.getByRole('img', { name: 'Kod QR dla aplikacji uwierzytelniającej' })).toBeVisible({
    timeout: PASSWORD_CHECK_TIMEOUT,
  });
  const secret = (await dialog.locator('code').first().textContent())!.replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expectNoAxeViolations(page);
  const code = dialog.getByRole('textbox', { name: 'Kod z aplikacji' });
  await code.fill('000000');
  await code.press('Enter');
  await expect(code).toHaveAccessibleDescription(/[Kk]od jest nieprawidłowy/);
  await code.fill(codeOf(secret));
  await code.press('Enter');
  await expect(toast(page, 'Włączono logowanie dwuetapowe.')).toBeVisible();

  // Ten recovery codes, shown once.
  const codes = dialog.getByRole('list', { name: 'Kody odzyskiwania' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  recovery = (await codes.allTextContents()).map((text) => text.trim());
  expect(recovery.every((text) => /^[a-z2-7]{5}-[a-z2-7]{5}$/i.test(text))).toBe(true);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Zapisałem kody' }).click();
  await expect(page.locator('pp-dialog[open]')).toHaveCount(0);
  await expect(section.getByText('Włączone')).toBeVisible();
  await expect(section.getByText('Pozostało 10 kodów odzyskiwania.')).toBeVisible();

  // Signing in elsewhere takes a code: a wrong one is said under the field, the app's next one works
  // (the one just used to turn it on is never accepted twice).
  const laptop = await firstStep(browser);
  const field = laptop.getByRole('textbox', { name: 'Kod uwierzytelniający' });
  await expect(field).toBeFocused();
  await laptop.keyboard.type('123456');
  await laptop.keyboard.press('Enter');
  await expect(field).toHaveAccessibleDescription(/[Kk]od jest nieprawidłowy/, {
    timeout: PASSWORD_CHECK_TIMEOUT,
  });
  await expectNoAxeViolations(laptop);
  await field.fill(codeOf(secret, 1));
  await field.press('Enter');
  await expect(laptop.getByRole('button', { name: 'Menu użytkownika' })).toBeVisible({
    timeout: PASSWORD_CHECK_TIMEOUT,
  });
  await laptop.context().close();

  // Without the phone, in English: a recovery code, once.
  const phoneless = await firstStep(browser);
  await phoneless.goto('/lang/en');
  await phoneless.goto('/login/two-factor');
  await expect(phoneless.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
  await phoneless.getByRole('button', { name: 'I cannot use my app' }).click();
  const recoveryField = phoneless.getByRole('textbox', { name: 'Recovery code' });
  await expect(recoveryField).toBeFocused();
  await recoveryField.fill('aaaaa-bbbbb');
  await recoveryField.press('Enter');
  await expect(recoveryField).toHaveAccessibleDescription(/recovery code is wrong|already been used/i, {
    timeout: PASSWORD_CHECK_TIMEOUT,
  });
  await expectNoAxeViolations(phoneless);
  await recoveryField.fill(recovery[0]!);
  await recoveryField.press('Enter');
  await expect(phoneless.getByRole('button', { name: 'User menu' })).toBeVisible({
    timeout: PASSWORD_CHECK_TIMEOUT,
  });
  await phoneless.context().close();

  // Turning it off takes the password and a code; one recovery code fewer is left.
  await page.reload();
  await expect(section.getByText('Pozostało 9 kodów odzyskiwania.')).toBeVisible();
  await section.getByRole('button', { name: 'Wyłącz logowanie dwuetapowe' }).click();
  await expect(page.getByRole('dialog', { name: 'Wyłączanie logowania dwuetapowego' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Hasło' }).fill(PASSWORD);
  const disableCode = dialog.getByRole('textbox', { name: 'Kod z aplikacji albo kod odzyskiwania' });
  await disableCode.fill(recovery[1]!);
  await disableCode.press('Enter');
  await expect(toast(page, 'Wyłączono logowanie dwuetapowe.')).toBeVisible({
    timeout: PASSWORD_CHECK_TIMEOUT,
  });
  await expect(section.getByText('Wyłączone')).toBeVisible();
});
