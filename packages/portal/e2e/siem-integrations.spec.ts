import { expect, expectNoAxeViolations, signIn, test, watchPolicyViolations } from './support';

/**
 * The client's SOC page (/siem/integrations, issue 28): the selected project's SIEM integrations in
 * the data table, as the API answers them, with sorting in the address; English; a phone; axe in both
 * themes; no CSP report. A client without siem-integration-list gets no access.
 */

test('a client sees the SOC integrations of the selected project, sorted in the address, in both languages', async ({
  page,
}) => {
  const watch = await watchPolicyViolations(page);
  await signIn(page, 'client@example.com');
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'SOC' }).click();
  await expect(page).toHaveURL(/\/siem\/integrations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'SOC' })).toBeVisible();
  const answer = (await (await page.request.get('/api/siem/integrations')).json()) as {
    project: { name: string };
    integrations: { name: string; open_cases: number }[];
  };
  expect(answer.integrations.length).toBeGreaterThan(0);
  const grid = page.getByRole('grid', { name: `Integracje SIEM projektu ${answer.project.name}` });
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  for (const header of ['Nazwa', 'System', 'Stan', 'Ostatnie zdarzenie', 'Otwarte sprawy']) {
    await expect(grid.getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeVisible();
  }
  await expect(grid.getByRole('row')).toHaveCount(answer.integrations.length + 1);
  for (const integration of answer.integrations) {
    await expect(grid.getByRole('row').filter({ hasText: integration.name })).toContainText(
      String(integration.open_cases),
    );
  }
  // Most open cases first: in the address, and after a reload.
  const open = grid.getByRole('columnheader', { name: /^Otwarte sprawy/ });
  await open.click();
  await open.click();
  await expect(page).toHaveURL(/sort=-open_cases/);
  const most = Math.max(...answer.integrations.map((row) => row.open_cases));
  await expect(grid.getByRole('row').nth(1)).toContainText(String(most));
  await page.reload();
  await expect(page.getByRole('grid').getByRole('columnheader', { name: /^Otwarte sprawy/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expectNoAxeViolations(page, `SOC integrations, ${theme}`);
  }

  // English, on a phone: the same rows, no sideways scrolling.
  await page.goto('/lang/en');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/siem/integrations');
  const english = page.getByRole('grid', { name: `SIEM integrations of ${answer.project.name}` });
  await expect(english).toHaveAttribute('aria-busy', 'false');
  await expect(english.getByRole('columnheader', { name: /^Open cases/ })).toBeVisible();
  await expect(english.getByRole('row')).toHaveCount(answer.integrations.length + 1);
  await expect
    .poll(() =>
      page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth),
    )
    .toBe(0);
  await expectNoAxeViolations(page, 'SOC integrations, English, 375 px');
  await watch.expectNone('client');
});

test('a client without the permission gets no access', async ({ page }) => {
  await signIn(page, 'basic@example.com');
  await page.goto('/siem/integrations');
  await expect(page.getByRole('heading', { level: 1, name: 'Brak dostępu' })).toBeVisible();
  expect((await page.request.get('/api/siem/integrations')).status()).toBe(403);
});
