import { type Locator, type Page } from '@playwright/test';
import { expect, expectNoAxeViolations, restPointer, sidebarNav, signedInPage, test } from './support';

/**
 * The SOC dashboard (/admin/siem/dashboard): an analyst opens it from the sidebar and reads on screen
 * exactly what GET /api/admin/siem/dashboard answers (open cases by severity, opened and closed per
 * day, the median time to resolve, their own queue); each chart is an image with its name and
 * summary, and its table is there for a screen reader and on the page at a press; the period is in
 * the address (a bad one falls back to 30 days, visibly) and survives a reload. Keyboard only on a
 * phone in English; loading, error and empty states; axe in both themes at 1280 and 375 px, no
 * sideways scroll, no CSP or Trusted Types report. A client and support staff get no access.
 */

interface Dashboard {
  days: number;
  from: string;
  to: string;
  openBySeverity: { severity: string; count: number }[];
  perDay: { date: string; opened: number; closed: number }[];
  medianResolveMs: number | null;
  resolvedCount: number;
  queue: { rows: { id: number; title: string; severity: string; status: string }[]; total: number };
}

const PAGE = '/admin/siem/dashboard';
const API = '/api/admin/siem/dashboard';

const TEXT = {
  pl: {
    title: 'Dashboard SOC',
    facts: (days: number) => `Podsumowanie (ostatnie ${days} dni)`,
    open: 'Otwarte sprawy (nowe i w toku)',
    median: 'Mediana czasu rozwiązania',
    resolved: 'Rozwiązane w tym okresie',
    queueTotal: 'W mojej kolejce',
    bySeverity: 'Otwarte sprawy według ważności',
    severityChart: 'Wykres słupkowy: otwarte sprawy według ważności',
    perDay: 'Sprawy otwarte i zamknięte dziennie',
    perDayChart: (days: number) =>
      `Wykres liniowy: sprawy otwarte i zamknięte dziennie, ostatnie ${days} dni`,
    perDayTable: /^Sprawy otwarte i zamknięte dziennie, od /,
    queue: 'Moja kolejka',
    period: 'Okres',
    days: (days: number) => `${days} dni`,
    show: 'Pokaż jako tabelę',
    hide: 'Ukryj tabelę',
    severities: { critical: 'Krytyczna', high: 'Wysoka', medium: 'Średnia', low: 'Niska' },
    myCases: 'Wszystkie moje sprawy',
  },
  en: {
    title: 'SOC dashboard',
    facts: (days: number) => `Summary (the last ${days} days)`,
    open: 'Open cases (new and in progress)',
    median: 'Median time to resolve',
    resolved: 'Resolved in this period',
    queueTotal: 'In my queue',
    bySeverity: 'Open cases by severity',
    severityChart: 'Bar chart: open cases by severity',
    perDay: 'Cases opened and closed per day',
    perDayChart: (days: number) => `Line chart: cases opened and closed per day, the last ${days} days`,
    perDayTable: /^Cases opened and closed per day, /,
    queue: 'My queue',
    period: 'Period',
    days: (days: number) => `${days} days`,
    show: 'Show as table',
    hide: 'Hide table',
    severities: { critical: 'Critical', high: 'High', medium: 'Medium', low: 'Low' },
    myCases: 'All my cases',
  },
} as const;
type Texts = (typeof TEXT)[keyof typeof TEXT];

/** The answer the page reads, asked with the page's own session. */
async function answer(page: Page, days?: number): Promise<Dashboard> {
  const response = await page.request.get(days === undefined ? API : `${API}?days=${days}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Dashboard;
}

/** The value shown for the fact named `term` in the summary. */
function fact(page: Page, term: string) {
  return page
    .locator('dl.pp-facts > div')
    .filter({
      has: page.getByRole('term').filter({ hasText: new RegExp(`^${term.replace(/[()]/g, '\\$&')}$`) }),
    })
    .getByRole('definition');
}

/** The page shows the figures of `days` (not the loading state, not another period's figures). */
async function shown(page: Page, text: Texts, days: number) {
  await expect(page.getByRole('heading', { level: 2, name: text.facts(days) })).toBeVisible();
  await expect(page.locator('.soc-dashboard')).toHaveAttribute('aria-busy', 'false');
  // Chartist draws on the next task: both charts are there.
  await expect(page.locator('.soc-chart__canvas svg')).toHaveCount(2);
}

/** Every figure on screen is the answer's. */
async function expectFigures(page: Page, text: Texts, data: Dashboard) {
  const total = data.openBySeverity.reduce((sum, row) => sum + row.count, 0);
  await expect(fact(page, text.open)).toHaveText(String(total));
  await expect(fact(page, text.resolved)).toHaveText(String(data.resolvedCount));
  await expect(fact(page, text.queueTotal)).toHaveText(String(data.queue.total));
  if (data.medianResolveMs === null) {
    await expect(fact(page, text.median)).toHaveText(/^(Brak rozwiązanych spraw|No cases resolved)$/);
  } else {
    await expect(fact(page, text.median).locator('time')).toHaveAttribute(
      'datetime',
      `PT${Math.round(data.medianResolveMs) / 1000}S`,
    );
  }

  // The open cases: the bar chart (one bar a severity), its table gravest first with the total.
  const severityChart = page.getByRole('img', { name: text.severityChart, exact: true });
  await expect(severityChart).toBeVisible();
  await expect(severityChart.locator('.ct-bar')).toHaveCount(4);
  const count = (severity: string) => data.openBySeverity.find((row) => row.severity === severity)!.count;
  const severityTable = page.getByRole('table', { name: text.bySeverity, exact: true });
  const severityRows = severityTable.locator('tbody tr');
  await expect(severityRows).toHaveCount(4);
  for (const [index, severity] of (['critical', 'high', 'medium', 'low'] as const).entries()) {
    await expect(severityRows.nth(index).getByRole('rowheader')).toHaveText(text.severities[severity]);
    await expect(severityRows.nth(index).getByRole('cell')).toHaveText(String(count(severity)));
  }
  await expect(severityTable.locator('tfoot td')).toHaveText(String(total));

  // Per day: the line chart (two lines), its table one row a day.
  const perDayChart = page.getByRole('img', { name: text.perDayChart(data.days), exact: true });
  await expect(perDayChart).toBeVisible();
  await expect(perDayChart.locator('.ct-line')).toHaveCount(2);
  const perDayTable = page.getByRole('table', { name: text.perDayTable });
  const dayRows = perDayTable.locator('tbody tr');
  await expect(dayRows).toHaveCount(data.days);
  const onScreen = await dayRows.evaluateAll((rows) =>
    rows.map((row) => ({
      date: row.querySelector('time')?.getAttribute('datetime'),
      opened: Number(row.querySelectorAll('td')[0]?.textContent),
      closed: Number(row.querySelectorAll('td')[1]?.textContent),
    })),
  );
  expect(onScreen).toEqual(data.perDay);

  // My queue: a link to each case, in the answer's order.
  const queue = page.getByRole('region', { name: text.queue });
  const links = queue.getByRole('listitem').getByRole('link');
  await expect(links).toHaveCount(data.queue.rows.length);
  expect(await links.evaluateAll((items) => items.map((item) => item.getAttribute('href')))).toEqual(
    data.queue.rows.map((row) => `/admin/siem/cases/${row.id}`),
  );
  await expect(queue.getByRole('link', { name: text.myCases })).toHaveAttribute(
    'href',
    '/admin/siem/cases?filter[status]=mine',
  );
}

/** Axe on the page as it is, light and dark (the rules of colour in the second). */
async function scan(page: Page, label: string) {
  await restPointer(page);
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expectNoAxeViolations(page, `${label}, ${theme}`, {
      exclude: ['pp-tooltip', 'pp-toaster'],
      coloursOnly: theme === 'dark',
    });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

async function expectNoSidewaysScroll(page: Page, label: string) {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const root = document.scrollingElement ?? document.documentElement;
          return root.scrollWidth - root.clientWidth;
        }),
      { message: `${label}: how far the page scrolls sideways (px)`, timeout: 2_000, intervals: [50] },
    )
    .toBeLessThanOrEqual(0);
}

/** True while `target` (or an element in its shadow root) has the keyboard's focus. */
function hasFocus(target: Locator) {
  return target.evaluate((element) => {
    let active: Element | null = document.activeElement;
    while (active) {
      if (active === element) return true;
      active = active.shadowRoot?.activeElement ?? null;
    }
    return false;
  });
}

/** Presses Tab until `target` has the focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator, most = 40) {
  for (let press = 0; press < most; press++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press('Tab');
  }
  expect(await hasFocus(target), 'reached by Tab').toBe(true);
}

test('an analyst opens the dashboard from the menu and reads the API answer on it; the period is in the address (Polish, mouse)', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const text = TEXT.pl;
  const { page, watch } = await signedInPage(browser, 'soc@example.com', { width: 1280, height: 900 });

  // From the staff menu's SOC section, as a person does.
  await page.goto('/admin/dashboard');
  await sidebarNav(page).locator(`a[href="${PAGE}"]`).click();
  await expect(page).toHaveURL(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${text.title} · `));
  await shown(page, text, 30);
  const thirty = await answer(page);
  expect(thirty.days).toBe(30);
  await expectFigures(page, text, thirty);
  await expect(page.getByRole('radio', { name: text.days(30) })).toBeChecked();
  expect(thirty.queue.rows.length).toBeGreaterThan(0);

  // Each chart is described by its summary, which states the figures.
  const severityChart = page.getByRole('img', { name: text.severityChart });
  const severitySummary = ['critical', 'high', 'medium', 'low']
    .map((s) => {
      const label = text.severities[s as keyof typeof text.severities];
      return `${label}: ${thirty.openBySeverity.find((row) => row.severity === s)!.count}`;
    })
    .join(', ');
  await expect(severityChart).toHaveAccessibleDescription(`${severitySummary}.`);
  await expect(page.getByRole('img', { name: text.perDayChart(30) })).toHaveAccessibleDescription(
    /^Od \d+ \S+ \d{4} do \d+ \S+ \d{4} /,
  );
  await scan(page, 'dashboard, 30 days, 1280 px');

  // The table alternative: in the accessibility tree all along, on the page at a press.
  const bySeverity = page.getByRole('region', { name: text.bySeverity });
  // Out of sight, the table's box is the visually hidden one's: a pixel, clipped.
  const box = page.getByRole('table', { name: text.bySeverity }).locator('xpath=..');
  expect((await box.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
  await bySeverity.getByRole('button', { name: text.show }).click();
  await expect(bySeverity.getByRole('button', { name: text.hide })).toBeVisible();
  expect((await box.boundingBox())?.width ?? 0).toBeGreaterThan(100);
  await scan(page, 'dashboard with a table shown');
  await bySeverity.getByRole('button', { name: text.hide }).click();
  await expect(bySeverity.getByRole('button', { name: text.show })).toBeVisible();

  // Another period: the address and the figures follow, and a reload keeps them.
  await page.getByRole('radio', { name: text.days(7) }).click();
  await expect(page).toHaveURL(`${PAGE}?days=7`);
  await shown(page, text, 7);
  const seven = await answer(page, 7);
  await expectFigures(page, text, seven);
  expect(seven.perDay).toEqual(thirty.perDay.slice(-7));
  await page.reload();
  await shown(page, text, 7);
  await expect(page.getByRole('radio', { name: text.days(7) })).toBeChecked();
  await expectFigures(page, text, seven);
  await page.getByRole('radio', { name: text.days(90) }).click();
  await expect(page).toHaveURL(`${PAGE}?days=90`);
  await shown(page, text, 90);
  await expectFigures(page, text, await answer(page, 90));
  // Back goes to the previous period.
  await page.goBack();
  await expect(page).toHaveURL(`${PAGE}?days=7`);
  await shown(page, text, 7);

  // A period the dashboard does not offer: 30 days, and the page says so.
  await page.goto(`${PAGE}?days=31`);
  await expect(
    page.getByText('Adres podaje okres „31”, którego nie ma do wyboru: pokazano ostatnie 30 dni.'),
  ).toBeVisible();
  await shown(page, text, 30);
  await expect(page.getByRole('radio', { name: text.days(30) })).toBeChecked();
  await expectFigures(page, text, await answer(page, 30));
  await scan(page, 'dashboard with a bad period');

  // A queue's link opens the case.
  const first = thirty.queue.rows[0]!;
  await page
    .getByRole('region', { name: text.queue })
    .getByRole('link', { name: `#${first.id} ${first.title}` })
    .click();
  await expect(page).toHaveURL(`/admin/siem/cases/${first.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `#${first.id} ${first.title}` })).toBeVisible();
  await watch.expectNone('on the dashboard');
  await page.close();
});

test('keyboard only, on a phone, in English: the period, the table and a case of the queue', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const text = TEXT.en;
  const { page, watch } = await signedInPage(browser, 'soc@example.com', { width: 375, height: 800 });
  await page.goto('/lang/en');
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
  await shown(page, text, 30);
  await expectNoSidewaysScroll(page, 'dashboard at 375 px');
  await expectFigures(page, text, await answer(page));
  await scan(page, 'dashboard at 375 px, English');

  // Tab to the period (one stop for the group), an arrow to 90 days.
  const thirty = page.getByRole('radio', { name: text.days(30) });
  await tabTo(page, thirty);
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(`${PAGE}?days=90`);
  await expect(page.getByRole('radio', { name: text.days(90) })).toBeChecked();
  await shown(page, text, 90);
  await expectFigures(page, text, await answer(page, 90));
  await expectNoSidewaysScroll(page, 'dashboard of 90 days at 375 px');

  // On to the per-day chart's button: the table shows, the focus stays on the button.
  const perDay = page.getByRole('region', { name: text.perDay });
  const show = perDay.getByRole('button', { name: text.show });
  await tabTo(page, show);
  await page.keyboard.press('Enter');
  const hide = perDay.getByRole('button', { name: text.hide });
  await expect(hide).toBeVisible();
  expect(await hasFocus(hide)).toBe(true);
  const box = page.getByRole('table', { name: text.perDayTable }).locator('xpath=..');
  expect((await box.boundingBox())?.height ?? 0).toBeGreaterThan(100);
  await expectNoSidewaysScroll(page, 'the table of 90 days at 375 px');
  await scan(page, 'the per-day table at 375 px, English');

  // Back up (Shift+Tab) to the first case of the queue, and open it with Enter.
  const data = await answer(page, 90);
  const first = page.getByRole('region', { name: text.queue }).getByRole('link').first();
  for (let press = 0; press < 40 && !(await hasFocus(first)); press++) await page.keyboard.press('Shift+Tab');
  expect(await hasFocus(first)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/admin/siem/cases/${data.queue.rows[0]!.id}`);
  await watch.expectNone('keyboard only on a phone');
  await page.close();
});

test('loading, failing and retrying, and empty figures', async ({ browser }) => {
  test.setTimeout(90_000);
  const text = TEXT.pl;
  const { page, watch } = await signedInPage(browser, 'soc@example.com', { width: 1280, height: 900 });
  const real = await answer(page, 30);

  // Loading: shapes where the figures will be, one status text.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${API}?days=30`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(PAGE);
  await expect(page.getByRole('status').filter({ hasText: 'Ładowanie…' })).toBeAttached();
  await expect(page.locator('.soc-dashboard__loading pp-skeleton').first()).toBeVisible();
  await scan(page, 'dashboard loading');
  release();
  await shown(page, text, 30);
  await page.unroute(`**${API}?days=30`);

  // Failing: the data-load text and a way to try again (after the query's own retries).
  await page.route(`**${API}?days=7`, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":"server_error","message":"x"}',
    }),
  );
  await page.goto(`${PAGE}?days=7`);
  const failed = page.getByText('Wystąpił błąd ładowania danych. Spróbuj odświeżyć stronę.');
  await expect(failed).toBeVisible({ timeout: 20_000 });
  await scan(page, 'dashboard failed');
  await page.unroute(`**${API}?days=7`);
  await page.getByRole('button', { name: 'Spróbuj ponownie' }).click();
  await shown(page, text, 7);
  await expect(failed).toBeHidden();

  // Nothing to show: each part says so in a sentence.
  await page.route(`**${API}?days=90`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        ...real,
        days: 90,
        openBySeverity: real.openBySeverity.map((row) => ({ ...row, count: 0 })),
        perDay: Array.from({ length: 90 }, (_, index) => ({
          date: new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(0, 10),
          opened: 0,
          closed: 0,
        })),
        medianResolveMs: null,
        resolvedCount: 0,
        queue: { rows: [], total: 0 },
      }),
    }),
  );
  await page.getByRole('radio', { name: text.days(90) }).click();
  await shown(page, text, 90);
  await expect(fact(page, text.median)).toHaveText('Brak rozwiązanych spraw');
  await expect(page.getByText('Nie ma otwartych spraw.')).toBeVisible();
  await expect(page.getByText('Nie masz otwartych spraw.')).toBeVisible();
  await expect(
    page.getByText(/^Od 1 sty 2026 do 31 mar 2026 nie otwarto ani nie zamknięto żadnej sprawy\.$/),
  ).toBeVisible();
  await scan(page, 'dashboard with nothing to show');
  await watch.expectNone('loading, failing, empty');
  await page.close();
});

test('a client and support staff get no access, to the page or its figures', async ({ browser }) => {
  for (const email of ['client@example.com', 'support@example.com']) {
    const { page, watch } = await signedInPage(browser, email);
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Brak dostępu' })).toBeVisible();
    await expect(page.locator('.soc-chart')).toHaveCount(0);
    for (const query of ['', '?days=7', '?days=31']) {
      expect((await page.request.get(`${API}${query}`)).status(), `${email} ${query}`).toBe(403);
    }
    // Not in their menu either.
    await expect(page.locator(`pp-sidebar a[href="${PAGE}"]`)).toHaveCount(0);
    await watch.expectNone(`${email}: no access`);
    await page.close();
  }
});
