import { sqliteDriver } from '../../server/src/db/sqlite-driver.js';
import { join } from 'node:path';
import {
  expect,
  PASSWORD_CHECK_TIMEOUT,
  serverOf,
  sidebarNav,
  signIn,
  test,
  watchPolicyViolations,
} from './support';

/** The server's SQLite file in this run's data folder (playwright.config.ts; packages/server/src/db/database.ts). */
function openServerDatabase() {
  const { dataDir } = serverOf(test.info().parallelIndex);
  const Database = sqliteDriver();
  return new Database(join(dataDir, 'portal.sqlite'));
}

/** Every way an SVG could run code or leave the page, in one icon. */
const HOSTILE_SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" onload="window.__pwned = \'onload\'">',
  '<script>window.__pwned = "script"</script>',
  '<a href="javascript:window.__pwned = \'link\'"><circle cx="12" cy="12" r="9"/></a>',
  '<image href="x" onerror="window.__pwned = \'onerror\'"/>',
  '<set attributeName="onmouseover" to="window.__pwned = \'set\'"/>',
  '<foreignObject><iframe src="javascript:parent.__pwned = \'iframe\'"></iframe></foreignObject>',
  '<use href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=#x"/>',
  '</svg>',
].join('');

test('a service type icon holding a script, handlers and javascript: links renders harmlessly', async ({
  page,
}) => {
  const db = openServerDatabase();
  const type = 'virtual-servers';
  const original = db.prepare('SELECT icon_svgo FROM service_types WHERE type = ?').get(type) as
    { icon_svgo: string } | undefined;
  expect(original, `the seed has the service type ${type}`).toBeDefined();
  db.prepare('UPDATE service_types SET icon_svgo = ? WHERE type = ?').run(HOSTILE_SVG, type);
  try {
    const watch = await watchPolicyViolations(page);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signIn(page, 'client@example.com');
    // The icon is drawn in the sidebar's service entry and on the dashboard's tile.
    const group = sidebarNav(page).getByRole('button', { name: 'Usługi', exact: true });
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    const entry = sidebarNav(page).getByRole('link', { name: /^Serwery wirtualne/ });
    await expect(entry).toBeVisible();
    // The sidebar draws the icon as a CSS mask (an image): no SVG markup enters the page.
    const icon = entry.locator('.icon-mask');
    await expect(icon).toHaveCount(1);
    await expect(entry.locator('svg')).toHaveCount(0);
    expect(await icon.evaluate((element) => getComputedStyle(element).maskImage)).toContain(
      'data:image/svg+xml',
    );
    await icon.hover();
    await entry.click();
    await expect(page).toHaveURL(/\/services\/virtual-servers$/);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const found = await page.evaluate(() => {
      const roots: (Document | ShadowRoot)[] = [document];
      for (const element of document.querySelectorAll('*'))
        if (element.shadowRoot) roots.push(element.shadowRoot);
      const svgs = roots.flatMap((root) => [...root.querySelectorAll('svg')]);
      const inside = svgs.flatMap((svg) => [svg, ...svg.querySelectorAll('*')]);
      return {
        pwned: (window as { __pwned?: string }).__pwned ?? null,
        scripts: inside.filter((el) => el.localName === 'script').length,
        handlers: inside.flatMap((el) => el.getAttributeNames().filter((name) => name.startsWith('on'))),
        links: inside
          .flatMap((el) => [el.getAttribute('href'), el.getAttribute('xlink:href'), el.getAttribute('src')])
          .filter((value): value is string => value !== null && /^\s*(javascript|data):/i.test(value)),
        frames: inside.filter((el) => el.localName === 'iframe' || el.localName === 'foreignObject').length,
        animations: inside.filter((el) => ['set', 'animate'].includes(el.localName)).length,
      };
    });
    expect(found).toEqual({ pwned: null, scripts: 0, handlers: [], links: [], frames: 0, animations: 0 });
    expect(dialogs).toEqual([]);
    // The server sanitises the icon before it leaves (packages/server/src/security/sanitize-svg.ts): the browser
    // never parses the hostile markup, so the CSP has nothing to block and reports nothing.
    expect(watch.take()).toEqual([]);
  } finally {
    db.prepare('UPDATE service_types SET icon_svgo = ? WHERE type = ?').run(original?.icon_svgo ?? '', type);
    db.close();
  }
});

// The sign-in page follows ?next= by the rule it shares with the server (src/shared/same-origin-path.ts):
// the addresses the review used to leave the site end on the portal's home instead.
for (const next of ['/\\evil.example', '/%5Cevil.example', '/\t/evil.example', '//evil.example']) {
  test(`after sign-in, ?next=${JSON.stringify(next)} stays on the portal`, async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const offSite: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== origin) offSite.push(request.url());
    });
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await page.getByLabel('E-mail').fill('basic@example.com');
    await page.getByRole('textbox', { name: /^(Hasło|Password)$/ }).fill('demo-password');
    await page.getByRole('button', { name: /^(Zaloguj się|Sign in)$/ }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), {
      timeout: PASSWORD_CHECK_TIMEOUT,
    });
    expect(new URL(page.url()).origin).toBe(origin);
    expect(offSite).toEqual([]);
  });
}
