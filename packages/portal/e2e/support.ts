import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'demo-password';

/** Answers the cookie banner (necessary only) when it is shown, as a first-time visitor would. */
export async function dismissConsent(page: Page) {
  const necessaryOnly = page.getByRole('button', { name: /^(Tylko niezbędne|Necessary only)$/ });
  await necessaryOnly.click({ timeout: 5_000 });
  await expect(necessaryOnly).toBeHidden();
}

/** Signs in through the sign-in page like a person: labels, the button, then the portal. */
export async function signIn(page: Page, email: string, { consent = true } = {}) {
  await page.goto('/login');
  if (consent) await dismissConsent(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^(Hasło|Password)$/).fill(PASSWORD);
  await page.getByRole('button', { name: /^(Zaloguj się|Sign in)$/ }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await expect(page.getByRole('button', { name: /^(Menu użytkownika|User menu)$/ })).toBeVisible();
}

/** Runs axe on the page (it pierces open shadow roots) and expects no violations. */
export async function expectNoAxeViolations(page: Page, context = '') {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, `axe violations ${context}`).toEqual([]);
}

/** The sidebar's navigation landmark. */
export function sidebarNav(page: Page) {
  return page.getByRole('navigation', { name: /^(Menu główne|Main menu)$/ });
}
