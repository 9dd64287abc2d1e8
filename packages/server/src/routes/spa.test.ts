import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startServer, tempDir, type TestServer } from '../testing/harness.js';
import { bootChunks, withLang, withPreloads } from './spa.js';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('pages of the SPA', () => {
  it('sends a guest from an app page to /login, and serves /privacy and /login to guests', async () => {
    const guest = new Browser(server.baseUrl);
    const home = await guest.get('/', { headers: html });
    expect(home.status).toBe(302);
    expect(home.headers.get('location')).toBe('/login');
    expect((await guest.get('/admin/users?page=2', { headers: html })).headers.get('location')).toBe(
      '/login?next=%2Fadmin%2Fusers%3Fpage%3D2',
    );
    const privacy = await guest.get('/privacy', { headers: html });
    expect(privacy.status).toBe(200);
    expect(privacy.text).toContain('<script type="module" src="/build/app.js">');
    expect((await guest.get('/login', { headers: html })).status).toBe(200);
  });

  it('serves index.html for client-side routes of a signed-in user, and sends them from /login home', async () => {
    const browser = new Browser(server.baseUrl);
    await browser.signIn('client@example.com');
    for (const path of [
      '/',
      '/services/backup',
      '/projects/1',
      '/account/settings',
      '/admin/vcloud/vms',
      '/support/issues',
    ]) {
      const page = await browser.get(path, { headers: html });
      expect(page.status, path).toBe(200);
      expect(page.text).toContain('<div id="root">');
      expect(page.headers.get('cache-control')).toBe('no-cache');
      // The shell's first request, announced so it starts beside the entry's download.
      expect(page.text).toContain('<link rel="preload" href="/api/layout" as="fetch" crossorigin>');
    }
    const login = await browser.get('/login', { headers: html });
    expect(login.status).toBe(302);
    expect(login.headers.get('location')).toBe('/');
  });

  it('sets <html lang> from the locale chosen with /lang', async () => {
    const browser = new Browser(server.baseUrl);
    expect((await browser.get('/login', { headers: html })).text).toContain('<html lang="pl"');
    const switched = await browser.get('/lang/en', { headers: { referer: `${server.baseUrl}/login` } });
    expect(switched.status).toBe(302);
    expect(switched.headers.get('location')).toBe('/login');
    expect(switched.setCookies.find((line) => line.startsWith('portal_locale=en'))).toMatch(/HttpOnly/);
    expect((await browser.get('/login', { headers: html })).text).toContain('<html lang="en"');
  });

  it('answers an unknown page with a 404 page and an unknown API route with 404 JSON', async () => {
    const browser = new Browser(server.baseUrl);
    const page = await browser.get('/no-such-page', { headers: html });
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toContain('text/html');
    const api = await browser.get('/api/nothing');
    expect(api.status).toBe(404);
    expect(api.json()).toEqual({ error: 'not_found', message: 'Nie znaleziono.' });
    expect((await browser.post('/nothing', { json: {} })).status).toBe(404);
    expect((await browser.request('DELETE', '/api/layout')).status).toBe(404);
    // Found by the fuzz test: a body no route will read never decides the answer.
    const malformed = await browser.request('POST', '/admin/users/impersonate', {
      headers: { 'content-type': 'application/json' },
      body: 'project_id=&email=',
    });
    expect(malformed.status).toBe(404);
    expect(malformed.json()).toEqual({ error: 'not_found', message: 'Nie znaleziono.' });
  });
});

describe('static files', () => {
  it('serves /build/ assets with long-lived immutable caching', async () => {
    const asset = await new Browser(server.baseUrl).get('/build/app.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect(asset.headers.get('cache-control')).toMatch(/max-age=31536000/);
    expect(asset.headers.get('cache-control')).toMatch(/immutable/);
    expect(asset.setCookies).toEqual([]);
  });

  it('compresses answers over 1 kB with brotli or gzip, as the client accepts', async () => {
    const script = `${'console.log("a line of the portal");\n'.repeat(200)}`;
    writeFileSync(join(server.staticDir, 'build', 'large.js'), script);
    for (const [accepted, expected] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      // Node's fetch decodes the body and keeps the header: the text must be the file's.
      const answer = await fetch(`${server.baseUrl}/build/large.js`, {
        headers: { 'accept-encoding': accepted },
      });
      expect(answer.headers.get('content-encoding')).toBe(expected);
      expect(answer.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(await answer.text()).toBe(script);
    }
    const plain = await fetch(`${server.baseUrl}/build/large.js`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('serves top-level files of the build but nothing outside it', async () => {
    const browser = new Browser(server.baseUrl);
    expect((await browser.get('/robots.txt')).status).toBe(200);
    expect((await browser.get('/build/missing.js')).status).toBe(404);
    expect((await browser.get('/build/../../../etc/passwd')).status).toBe(404);
    expect((await browser.get('/build/%2e%2e/%2e%2e/etc/passwd')).status).toBeGreaterThanOrEqual(400);
    expect((await browser.get('/%2e%2e/%2e%2e/etc/passwd')).status).toBeGreaterThanOrEqual(400);
    expect((await browser.get('/index.html')).status).toBe(404);
    expect((await browser.get('/.env')).status).toBe(404);
  });

  it('answers 503 with a clear message when the SPA has not been built', async () => {
    const empty = tempDir('empty');
    const unbuilt = await startServer({ staticDir: empty });
    try {
      const browser = new Browser(unbuilt.baseUrl);
      const page = await browser.get('/login', { headers: html });
      expect(page.status).toBe(503);
      expect(page.text).toContain('The portal has not been built: run npm run build');
      const json = await browser.get('/privacy');
      expect(json.status).toBe(503);
      expect(json.json()).toEqual({
        error: 'not_built',
        message: 'The portal has not been built: run npm run build',
      });
    } finally {
      await unbuilt.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('folders', () => {
  it('refuses a data folder inside the static folder (the database would be served)', async () => {
    const staticDir = tempDir('both');
    try {
      await expect(startServer({ staticDir, dataDir: `${staticDir}/data` })).rejects.toThrow(
        /must not be inside/,
      );
    } finally {
      rmSync(staticDir, { recursive: true, force: true });
    }
  });
});

describe('GET /lang/{locale}', () => {
  it('stores the locale in the session and redirects back to same-origin pages only', async () => {
    const browser = new Browser(server.baseUrl);
    await browser.signIn('client@example.com');
    const back = await browser.get('/lang/en', { headers: { referer: `${server.baseUrl}/projects?tab=2` } });
    expect(back.headers.get('location')).toBe('/projects?tab=2');
    expect((await browser.get('/api/layout')).json<{ locale: string }>().locale).toBe('en');
    // The session keeps the locale even without the cookie.
    browser.cookies.delete('portal_locale');
    expect((await browser.get('/api/layout')).json<{ locale: string }>().locale).toBe('en');
    for (const referer of [
      'https://evil.example/steal',
      `${server.baseUrl}//evil.example/x`,
      `${server.baseUrl}/\\evil.example`,
      'javascript:alert(1)',
      'not a url',
      `${server.baseUrl}/lang/pl`,
    ]) {
      const answer = await browser.get('/lang/pl', { headers: { referer } });
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location'), referer).toBe('/');
    }
    expect((await browser.get('/api/layout')).json<{ locale: string }>().locale).toBe('pl');
  });

  it('answers 404 for another locale', async () => {
    const browser = new Browser(server.baseUrl);
    expect((await browser.get('/lang/de')).status).toBe(404);
    expect((await browser.get('/lang/de', { headers: html })).status).toBe(404);
  });
});

describe('security headers', () => {
  it('sends a strict CSP and the other headers on JSON, HTML, 404 and error answers', async () => {
    const browser = new Browser(server.baseUrl);
    const answers = [
      await browser.get('/healthz'),
      await browser.get('/login', { headers: html }),
      await browser.get('/api/nothing'),
      await browser.get('/api/layout'),
      await browser.post('/projects/change', { json: {} }),
    ];
    for (const answer of answers) {
      const csp = answer.headers.get('content-security-policy') ?? '';
      for (const directive of [
        "script-src 'self'",
        "style-src 'self'",
        "style-src-attr 'unsafe-inline'",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "require-trusted-types-for 'script'",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      // Inline <style> elements are refused (style-src-elem falls back to style-src).
      expect(csp).not.toMatch(/style-src(-elem)? [^;]*unsafe-inline/);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('same-origin');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('answers an unparsable URL with 400 in the usual shape and headers', async () => {
    const answer = await new Browser(server.baseUrl).get('/lang/%E0%A4%A');
    expect(answer.status).toBe(400);
    expect(answer.json()).toEqual({ error: 'bad_request', message: 'Nieprawidłowe żądanie.' });
    expect(answer.headers.get('content-security-policy')).toContain("require-trusted-types-for 'script'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers GET /healthz', async () => {
    expect((await new Browser(server.baseUrl).get('/healthz')).json()).toEqual({
      status: 'ok',
      database: 'ok',
    });
  });
});

describe('preloads of index.html', () => {
  const manifest = {
    'index.html': { file: 'build/app.js', imports: ['_shared.js'] },
    '_shared.js': { file: 'build/shared.js' },
    'src/i18n/pl.ts': { file: 'build/pl.js', src: 'src/i18n/pl.ts', imports: ['_shared.js'] },
    'src/i18n/pages-pl.ts': {
      file: 'build/pages-pl.js',
      src: 'src/i18n/pages-pl.ts',
      imports: ['_labels.js'],
    },
    '_labels.js': { file: 'build/labels.js' },
    'src/i18n/en.ts': { file: 'build/en.js', src: 'src/i18n/en.ts' },
  };
  const page =
    '<html><head><script type="module" src="/build/app.js"></script><link rel="modulepreload" href="/build/shared.js"></head>';

  it("lists the language's catalogues and their imports, less what index.html loads already", () => {
    expect(bootChunks(manifest, page, 'pl')).toEqual(['build/pl.js', 'build/pages-pl.js', 'build/labels.js']);
    expect(bootChunks(manifest, page, 'en')).toEqual(['build/en.js']);
    expect(bootChunks({}, page, 'pl')).toEqual([]);
  });

  it('adds them, and the layout for a signed-in app page, before </head>', () => {
    expect(withPreloads(page, ['build/pl.js'], true)).toBe(
      page.replace(
        '</head>',
        '<link rel="preload" href="/api/layout" as="fetch" crossorigin>' +
          '<link rel="modulepreload" crossorigin href="/build/pl.js"></head>',
      ),
    );
    expect(withPreloads(page, [], false)).toBe(page);
  });

  it('never announces the layout on pages a guest sees', async () => {
    for (const path of ['/login', '/privacy']) {
      const answer = await new Browser(server.baseUrl).get(path, { headers: html });
      expect(answer.status, path).toBe(200);
      expect(answer.text, path).not.toContain('/api/layout');
    }
  });
});

describe('withLang', () => {
  it('replaces or adds the lang attribute of <html>', () => {
    expect(withLang('<!doctype html><html lang="pl" class="x"><body>', 'en')).toBe(
      '<!doctype html><html lang="en" class="x"><body>',
    );
    expect(withLang('<html><body lang="pl">', 'en')).toBe('<html lang="en"><body lang="pl">');
  });
});
