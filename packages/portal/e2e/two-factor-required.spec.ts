import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Secret, TOTP } from 'otpauth';
import { startServer } from '../../../scripts/server-process.mjs';
import {
  PASSWORD,
  PASSWORD_CHECK_TIMEOUT,
  expect,
  expectNoAxeViolations,
  necessaryOnlyConsent,
  test as base,
  toast,
} from './support';

// Issue 27: where staff accounts must use two-factor sign-in (PORTAL_REQUIRE_STAFF_TWO_FACTOR, on by
// default in production), a staff member without it is taken to the settings page and turns it on
// there; then the portal opens. A server of its own, started with the requirement on.
const test = base.extend<object, { requiringServer: string }>({
  requiringServer: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'pp-e2e-2fa-'));
      const server = await startServer(fileURLToPath(new URL('../../server/dist/main.js', import.meta.url)), {
        env: {
          PATH: process.env.PATH ?? '',
          HOST: '127.0.0.1',
          PORT: '0',
          PORTAL_DATA_DIR: dataDir,
          APP_ENV: 'local',
          PASSWORD_SCRYPT_COST: '14',
          PORTAL_REQUIRE_STAFF_TWO_FACTOR: 'true',
        },
        timeoutMs: 60_000,
      });
      await use(server.baseUrl);
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ requiringServer }, use) => {
    await use(requiringServer);
  },
});

test('a staff member who must use two-factor sign-in is taken to set it up, and then the portal opens', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await page.context().addCookies([necessaryOnlyConsent(baseURL!)]);
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('staff@example.com');
  await page.getByRole('textbox', { name: 'Hasło' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();

  // Whatever page they open, they land on the settings page, which says why.
  await expect(page).toHaveURL(/\/account\/settings$/, { timeout: PASSWORD_CHECK_TIMEOUT });
  const section = page.getByRole('region', { name: 'Logowanie dwuetapowe' });
  await expect(section.getByText(/Konta pracowników muszą mieć włączone logowanie dwuetapowe/)).toBeVisible();
  await expectNoAxeViolations(page);

  await section.getByRole('button', { name: 'Włącz logowanie dwuetapowe' }).click();
  const dialog = page.locator('pp-dialog[open]');
  const password = dialog.getByRole('textbox', { name: 'Hasło' });
  await password.fill(PASSWORD);
  await password.press('Enter');
  await expect(dialog.getByRole('img', { name: 'Kod QR dla aplikacji uwierzytelniającej' })).toBeVisible({
    timeout: PASSWORD_CHECK_TIMEOUT,
  });
  const secret = (await dialog.locator('code').first().textContent())!.replace(/\s/g, '');
  const code = dialog.getByRole('textbox', { name: 'Kod z aplikacji' });
  await code.fill(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
  await code.press('Enter');
  await expect(toast(page, 'Włączono logowanie dwuetapowe.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Zapisałem kody' }).click();

  // Required, so it cannot be turned off; and the rest of the portal opens.
  await expect(section.getByText('Włączone')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Wyłącz logowanie dwuetapowe' })).toHaveCount(0);
  await expect(section.getByText(/nie można go wyłączyć/)).toBeVisible();
  await page.goto('/admin/support/issues');
  await expect(page).toHaveURL(/\/admin\/support\/issues$/);
  await expect(page.getByRole('grid')).toBeVisible({ timeout: 15_000 });
});
