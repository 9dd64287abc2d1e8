import { type Page } from '@playwright/test';
import { expect, expectNoAxeViolations, PASSWORD, PASSWORD_CHECK_TIMEOUT, test } from './support';

/** The Consent Mode commands the page queued for gtag, in order. */
async function consentCommands(page: Page) {
  return page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [];
    return layer
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === 'consent')
      .map((args) => [args[1], args[2]]);
  });
}

test.describe('cookie consent', () => {
  test('asks on the first visit, before any analytics or advertising cookie', async ({ page, context }) => {
    await page.goto('/login');
    const banner = page.getByRole('dialog', { name: /cookie/i });
    await expect(banner).toBeVisible();
    await expect(page.getByRole('button', { name: 'Akceptuj wszystkie' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tylko niezbędne' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ustawienia' })).toBeVisible();
    await expectNoAxeViolations(page, 'with the consent modal open');
    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names.filter((name) => /^(_ga|_gid|_fbp)/.test(name))).toEqual([]);
    expect(await consentCommands(page)).toEqual([
      [
        'default',
        expect.objectContaining({
          analytics_storage: 'denied',
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
        }),
      ],
    ]);
  });

  test('accept all grants every signal and stores cc_cookie for 182 days, path /, SameSite Lax', async ({
    page,
    context,
  }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Akceptuj wszystkie' }).click();
    await expect(page.getByRole('dialog', { name: /cookie/i })).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'cc_cookie');
    expect(cookie).toBeDefined();
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.secure).toBe(false); // served over http here; secure over https
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(181);
    expect(days).toBeLessThanOrEqual(182.01);
    const stored = JSON.parse(decodeURIComponent(cookie?.value ?? '{}')) as {
      categories: string[];
      revision: number;
    };
    expect(stored.categories.sort()).toEqual(['advertising', 'analytics', 'necessary']);
    expect(stored.revision).toBe(0);
    expect((await consentCommands(page)).at(-1)).toEqual([
      'update',
      {
        analytics_storage: 'granted',
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
      },
    ]);
  });

  test('necessary only keeps every signal denied', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Tylko niezbędne' }).click();
    expect((await consentCommands(page)).at(-1)).toEqual([
      'update',
      {
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ]);
  });

  test('the preferences modal offers the three categories and has no accessibility violations', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Ustawienia' }).click();
    const preferences = page.getByRole('dialog', { name: 'Ustawienia plików cookie' });
    await expect(preferences).toBeVisible();
    for (const category of ['Niezbędne', 'Analityczne', 'Reklamowe']) {
      await expect(preferences.getByText(category, { exact: true }).first()).toBeVisible();
    }
    await expectNoAxeViolations(page, 'with the preferences modal open');
  });

  test('Global Privacy Control starts with advertising refused', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
    await page.goto('/login');
    await page.getByRole('button', { name: 'Akceptuj wszystkie' }).click();
    expect((await consentCommands(page)).at(-1)).toEqual([
      'update',
      {
        analytics_storage: 'granted',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ]);
  });
});

test('withdrawing consent in the footer settings clears the analytics and advertising cookies', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Akceptuj wszystkie' }).click();
  await page.getByLabel('E-mail').fill('basic@example.com');
  await page.getByLabel('Hasło').fill(PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({
    timeout: PASSWORD_CHECK_TIMEOUT,
  });
  // What the tags would have set after opt-in.
  await context.addCookies(
    ['_ga', '_gid', '_fbp'].map((name) => ({ name, value: '1', domain: '127.0.0.1', path: '/' })),
  );
  await page.getByRole('contentinfo').getByRole('button', { name: 'Ustawienia Cookies' }).click();
  const preferences = page.getByRole('dialog', { name: 'Ustawienia plików cookie' });
  await preferences.getByRole('button', { name: 'Tylko niezbędne' }).click();
  await expect(preferences).toBeHidden();
  await expect
    .poll(async () =>
      (await context.cookies()).map((cookie) => cookie.name).filter((name) => /^(_ga|_gid|_fbp)$/.test(name)),
    )
    .toEqual([]);
  expect((await consentCommands(page)).at(-1)).toEqual([
    'update',
    {
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    },
  ]);
});
