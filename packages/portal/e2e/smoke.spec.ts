import { expect, test } from './support';

test('the server serves the built portal under a strict CSP with no violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Trusted Type/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/login');
  expect(response?.status()).toBe(200);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("object-src 'none'");
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.locator('#root')).not.toBeEmpty();
  expect(violations).toEqual([]);
});

test('assets are served from /build/ with immutable caching', async ({ page, request }) => {
  await page.goto('/login');
  const script = await page.locator('script[type="module"]').first().getAttribute('src');
  expect(script).toMatch(/^\/build\//);
  const asset = await request.get(script ?? '');
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toContain('immutable');
});

test('the health route answers', async ({ request }) => {
  const response = await request.get('/healthz');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
});
