/**
 * The findings of the hostile review (issue 14) over real HTTP, one block each: open redirects, the
 * CSRF token bound to the session, links that change state on GET, passwords with control characters,
 * unknown body members, e-mail addresses, the session cap, security headers on the server's own errors,
 * transactional migrations, and https with `__Host-` cookies.
 */
import { ORIGIN, REDIRECT_CASES } from '@portal-elements/contract';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import selfsigned from 'selfsigned';
import { Agent } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../db/database.js';
import { buildMigrations, migrateToLatest } from '../db/migrations.js';
import type { Database } from '../db/schema.js';
import {
  Browser,
  PASSWORD,
  newTestStore,
  startServer,
  type Answer,
  type TestServer,
} from '../testing/harness.js';
import { MAX_SESSIONS_PER_USER } from './sessions.js';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const html = { accept: 'text/html' };

async function count(sql: string, ...params: unknown[]): Promise<number> {
  const [row] = await server.query<{ n: number }>(sql, params);
  return row!.n;
}

const unescape = (text: string) =>
  text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** The form of an action page: where it posts, and its fields (the token in a hidden one, not the address). */
function actionForm(page: Answer): { action: string; form: Record<string, string> } {
  const match = /<form method="post" action="([^"]+)">(.*?)<button/.exec(page.text);
  if (!match?.[1]) throw new Error(`no form in ${page.text.slice(0, 300)}`);
  const form: Record<string, string> = {};
  for (const input of (match[2] ?? '').matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    form[unescape(input[1]!)] = unescape(input[2]!);
  }
  return { action: unescape(match[1]), form };
}

describe('open redirect: ?next= after sign-in, the table shared with the sign-in page', () => {
  it.each(REDIRECT_CASES)('a signed-in visit to /login?next=$input goes to $expected (or /)', async (row) => {
    const browser = new Browser(server.baseUrl);
    await browser.signIn('client@example.com');
    const next = row.input.replace(ORIGIN, server.baseUrl);
    const answer = await browser.get(`/login?next=${encodeURIComponent(next)}`, { headers: html });
    expect(answer.status).toBe(302);
    const location = answer.headers.get('location') ?? '';
    expect(location).toBe(row.expected ?? '/');
    expect(new URL(location, server.baseUrl).origin).toBe(server.baseUrl);
  });

  it('never follows a Referer off the origin after /lang/*', async () => {
    const browser = new Browser(server.baseUrl);
    for (const row of REDIRECT_CASES) {
      const value = row.input.replace(ORIGIN, server.baseUrl);
      // A Referer is an absolute address without raw control characters: paths are put after our origin.
      if (/[\t\n\r]/.test(value)) continue;
      const referer = value.startsWith('/') ? `${server.baseUrl}${value}` : value;
      if (!URL.canParse(referer)) continue;
      const answer = await browser.get('/lang/pl', { headers: { referer } });
      const location = answer.headers.get('location') ?? '';
      expect(new URL(location, server.baseUrl).origin, referer).toBe(server.baseUrl);
      expect(location.startsWith('//') || location.startsWith('/\\'), referer).toBe(false);
    }
  });
});

describe('CSRF token bound to the session', () => {
  it('refuses a planted secret cookie with its matching token (419), and the project stays', async () => {
    const victim = new Browser(server.baseUrl);
    await victim.signIn('client@example.com');
    const before = (await victim.get('/api/layout')).json<{ projectId: number }>().projectId;
    const other = (await victim.get('/api/layout'))
      .json<{ user: { projects: { id: number }[] } }>()
      .user.projects.map((p) => p.id)
      .find((id) => id !== before);

    // The attacker's own valid pair: a signed secret and a token from their own visit.
    const attacker = new Browser(server.baseUrl);
    await attacker.get('/api/csrf-token');
    victim.cookies.set('portal_csrf', attacker.cookies.get('portal_csrf')!);
    const planted = await victim.post('/projects/change', {
      json: { project_id: other },
      csrf: false,
      headers: { 'x-xsrf-token': attacker.xsrf! },
    });
    expect(planted.status).toBe(419);

    // A secret the attacker made up (no server signature) is refused just the same.
    victim.cookies.set('portal_csrf', 'made-up-secret');
    const forged = await victim.post('/projects/change', { json: { project_id: other } });
    expect(forged.status).toBe(419);
    expect((await victim.get('/api/layout')).json<{ projectId: number }>().projectId).toBe(before);
  });

  it('refuses the token of the same browser from before sign-in, and issues one for the new session', async () => {
    const browser = new Browser(server.baseUrl);
    await browser.get('/api/csrf-token');
    const beforeSignIn = browser.xsrf!;
    await browser.signIn('client@example.com');
    expect(browser.xsrf).not.toBe(beforeSignIn);
    const stale = await browser.post('/api/settings/theme', {
      json: { theme: 'dark' },
      csrf: false,
      headers: { 'x-xsrf-token': beforeSignIn },
    });
    expect(stale.status).toBe(419);
    expect((await browser.post('/api/settings/theme', { json: { theme: 'dark' } })).status).toBe(200);
  });

  it('refuses a token issued to another signed-in session of the same browser secret', async () => {
    const browser = new Browser(server.baseUrl);
    await browser.signIn('basic@example.com');
    const token = browser.xsrf!;
    const secret = browser.cookies.get('portal_csrf')!;
    const other = new Browser(server.baseUrl);
    await other.signIn('client@example.com');
    // The other browser given this browser's secret and token: the token names another session.
    other.cookies.set('portal_csrf', secret);
    const answer = await other.post('/api/settings/theme', {
      json: { theme: 'dark' },
      csrf: false,
      headers: { 'x-xsrf-token': token },
    });
    expect(answer.status).toBe(419);
  });
});

describe('links that change state on GET: only from our own pages', () => {
  it('/lang/en from another site changes nothing and offers the change as a button', async () => {
    const browser = new Browser(server.baseUrl);
    await browser.signIn('client@example.com');
    const crossSite = await browser.get('/lang/en', { headers: { ...html, 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get('content-type')).toContain('text/html');
    expect(crossSite.text).toContain('<button type="submit">Zmień język na angielski</button>');
    expect(crossSite.setCookies.some((line) => line.startsWith('portal_locale='))).toBe(false);
    expect((await browser.get('/api/layout')).json<{ locale: string }>().locale).toBe('pl');

    // The button: a form post to the same address, its token in a hidden field (never the address).
    const button = actionForm(crossSite);
    expect(button.action).toBe('/lang/en');
    expect(button.form).toEqual({ _token: browser.xsrf });
    const pressed = await browser.post(button.action, { form: button.form, csrf: false, headers: html });
    expect(pressed.status).toBe(303);
    expect((await browser.get('/api/layout')).json<{ locale: string }>().locale).toBe('en');
  });

  it('judges a request without Sec-Fetch-Site by Origin, then Referer; HEAD never changes anything', async () => {
    const browser = new Browser(server.baseUrl);
    await browser.signIn('client@example.com');
    const locale = async () => (await browser.get('/api/layout')).json<{ locale: string }>().locale;
    const noSite = { 'sec-fetch-site': '' };
    expect((await browser.get('/lang/en', { headers: noSite })).status).toBe(403);
    expect(
      (await browser.get('/lang/en', { headers: { ...noSite, origin: 'https://evil.example' } })).status,
    ).toBe(403);
    expect(
      (await browser.get('/lang/en', { headers: { ...noSite, referer: 'https://evil.example/x' } })).status,
    ).toBe(403);
    expect((await browser.get('/lang/en', { headers: { 'sec-fetch-site': 'same-site' } })).status).toBe(403);
    expect(await locale()).toBe('pl');
    const head = await browser.request('HEAD', '/lang/en', { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(head.status).toBe(403);
    expect(await locale()).toBe('pl');
    const ownReferer = await browser.get('/lang/en', {
      headers: { ...noSite, referer: `${server.baseUrl}/account` },
    });
    expect(ownReferer.status).toBe(302);
    expect(ownReferer.headers.get('location')).toBe('/account');
    expect(await locale()).toBe('en');
    const typed = await browser.get('/lang/pl', { headers: { 'sec-fetch-site': 'none' } });
    expect(typed.status).toBe(302);
    expect(await locale()).toBe('pl');
  });

  it('/impersonate-leave: HEAD and a request without a same-origin sign keep the impersonation', async () => {
    const staff = new Browser(server.baseUrl);
    await staff.signIn('staff@example.com');
    const users = (await staff.get('/api/admin/users')).json<{ users: { id: number; email: string }[] }>();
    const anna = users.users.find((u) => u.email === 'client@example.com')!.id;
    expect((await staff.post(`/admin/users/${anna}/impersonate`)).status).toBe(200);
    const impersonated = async () =>
      (await staff.get('/api/layout')).json<{ user: { impersonated: boolean } }>().user.impersonated;

    const head = await staff.request('HEAD', '/impersonate-leave', { headers: { 'sec-fetch-site': 'none' } });
    expect(head.status).toBe(403);
    const bare = await staff.get('/impersonate-leave', { headers: { ...html, 'sec-fetch-site': '' } });
    expect(bare.status).toBe(403);
    expect(bare.text).toContain('Anna Kowalska');
    expect(await impersonated()).toBe(true);

    const button = actionForm(bare);
    const pressed = await staff.post(button.action, { form: button.form, csrf: false, headers: html });
    expect(pressed.status).toBe(303);
    expect(pressed.headers.get('location')).toBe('/admin/users');
    expect(await impersonated()).toBe(false);
  });

  it('the action page posts nothing without its token: a form post without one is 419', async () => {
    const browser = new Browser(server.baseUrl);
    await browser.signIn('client@example.com');
    expect((await browser.post('/lang/en', { form: {}, csrf: false })).status).toBe(419);
    expect((await browser.post('/lang/en', { form: { _token: 'forged' }, csrf: false })).status).toBe(419);
  });
});

describe('issue 27: the CSRF token only in a header or the form body', () => {
  it('refuses a token in the query string (419, as if missing), even a valid one, and changes nothing', async () => {
    const browser = new Browser(server.baseUrl);
    await browser.signIn('client@example.com');
    const token = encodeURIComponent(browser.xsrf!);
    const locale = async () => (await browser.get('/api/layout')).json<{ locale: string }>().locale;
    const inAddress = await browser.post(`/lang/en?_token=${token}`, {
      form: {},
      csrf: false,
      headers: html,
    });
    expect(inAddress.status).toBe(419);
    expect(inAddress.json()).toMatchObject({
      error: 'csrf_token_mismatch',
      message: 'Strona wygasła: odśwież ją i spróbuj ponownie.',
    });
    // Beside a valid header too: a token in an address is refused wherever else one comes.
    const both = await browser.post(`/api/settings/theme?_token=${token}`, { json: { theme: 'dark' } });
    expect(both.status).toBe(419);
    expect(await locale()).toBe('pl');
  });

  it('accepts the token as the `_token` member of a form body, which never reaches the route', async () => {
    const browser = new Browser(server.baseUrl);
    await browser.get('/login', { headers: html });
    const token = browser.xsrf!;
    // POST /login names its members (422 for any other): `_token` is taken off before the schema.
    const answer = await browser.post('/login', {
      form: { email: 'basic@example.com', password: PASSWORD, _token: token },
      csrf: false,
      headers: html,
    });
    expect(answer.status).toBe(303);
    expect((await browser.get('/check-session')).json()).toEqual({ status: 'active' });
    const wrong = await browser.post('/lang/en', { form: { _token: token }, csrf: false, headers: html });
    expect(wrong.status).toBe(419);
    const twice = await browser.post('/lang/en', {
      body: `_token=${encodeURIComponent(browser.xsrf!)}&_token=x`,
      contentType: 'application/x-www-form-urlencoded',
      csrf: false,
    });
    expect(twice.status).toBe(419);
    // A form that carries its token needs no large body: one over 8 KiB is refused unread (not 413).
    const large = await browser.post('/lang/en', {
      form: { _token: browser.xsrf!, pad: 'x'.repeat(9 * 1024) },
      csrf: false,
    });
    expect(large.status).toBe(419);
    expect((await browser.get('/api/layout')).json<{ locale: string }>().locale).toBe('pl');
  });
});

describe('issue 27: login CSRF, the signed-out token bound to a pre-session', () => {
  it("refuses browser A's token and XSRF cookies sent from browser B on POST /login; A's own works", async () => {
    const a = new Browser(server.baseUrl);
    const b = new Browser(server.baseUrl);
    await a.get('/login', { headers: html });
    await b.get('/login', { headers: html });
    expect(a.cookies.get('portal_presession')).toBeTruthy();
    expect(b.cookies.get('portal_presession')).toBeTruthy();
    expect(b.cookies.get('portal_presession')).not.toBe(a.cookies.get('portal_presession'));
    // B carries A's whole CSRF pair (the signed secret and the token), with its own pre-session.
    b.cookies.set('portal_csrf', a.cookies.get('portal_csrf')!);
    b.cookies.set('XSRF-TOKEN', a.cookies.get('XSRF-TOKEN')!);
    const credentials = { email: 'basic@example.com', password: PASSWORD };
    const planted = await b.post('/login', { json: credentials });
    expect(planted.status).toBe(419);
    expect(planted.json()).toMatchObject({ error: 'csrf_token_mismatch' });
    expect(b.cookies.has('portal_session')).toBe(false);
    // Without any pre-session cookie the pair is refused just the same.
    const bare = new Browser(server.baseUrl);
    bare.cookies.set('portal_csrf', a.cookies.get('portal_csrf')!);
    bare.cookies.set('XSRF-TOKEN', a.cookies.get('XSRF-TOKEN')!);
    expect((await bare.post('/login', { json: credentials })).status).toBe(419);

    const own = await a.post('/login', { json: credentials });
    expect(own.status).toBe(200);
    expect(a.cookies.has('portal_session')).toBe(true);
  });

  it('ends the pre-session at sign-in and starts a new one at sign-out; the cookie is HttpOnly and Lax', async () => {
    const browser = new Browser(server.baseUrl);
    const page = await browser.get('/login', { headers: html });
    const cookie = page.setCookies.find((line) => line.startsWith('portal_presession='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    const first = browser.cookies.get('portal_presession')!;
    // The pre-session stays while the browser is signed out.
    await browser.get('/api/csrf-token');
    expect(browser.cookies.get('portal_presession')).toBe(first);
    await browser.signIn('client@example.com');
    expect(browser.cookies.has('portal_presession')).toBe(false);
    expect((await browser.post('/api/settings/theme', { json: { theme: 'dark' } })).status).toBe(200);
    const out = await browser.post('/logout');
    expect(out.status).toBe(200);
    const next = browser.cookies.get('portal_presession');
    expect(next).toBeTruthy();
    expect(next).not.toBe(first);
    // The token that came with the sign-out answer signs in again.
    expect((await browser.signIn('client@example.com')).status).toBe(200);
  });
});

describe('sign-in input', () => {
  it('refuses a password with a NUL or another control character (422), signing nobody in', async () => {
    const browser = new Browser(server.baseUrl);
    await browser.get('/api/csrf-token');
    for (const password of [
      `${PASSWORD}\u0000`,
      `${PASSWORD}\u0000\u0000`,
      `${PASSWORD}\n`,
      `\u0085${PASSWORD}`,
    ]) {
      const answer = await browser.post('/login', { json: { email: 'client@example.com', password } });
      expect(answer.status).toBe(422);
      expect(answer.json()).toMatchObject({
        error: 'validation_failed',
        fields: { password: ['Hasło nie może zawierać znaków sterujących.'] },
      });
    }
    expect(browser.cookies.has('portal_session')).toBe(false);
  });

  it('trims the e-mail before checking its format', async () => {
    const browser = new Browser(server.baseUrl);
    await browser.get('/api/csrf-token');
    const answer = await browser.post('/login', {
      json: { email: '  Client@Example.com \t', password: PASSWORD },
    });
    expect(answer.status).toBe(200);
  });

  it('refuses a member the schema does not name (422) instead of dropping it', async () => {
    const browser = new Browser(server.baseUrl);
    await browser.signIn('basic@example.com');
    const theme = await browser.post('/api/settings/theme', { json: { theme: 'dark', user_id: 1 } });
    expect(theme.status).toBe(422);
    expect(theme.json()).toEqual({
      error: 'validation_failed',
      message: 'Pole user id jest niedozwolone.',
      fields: { user_id: ['Pole user id jest niedozwolone.'] },
    });
    const project = await browser.post('/projects/change', { json: { project_id: 1, admin: true } });
    expect(project.status).toBe(422);
    expect(project.json()).toMatchObject({ fields: { admin: [expect.any(String)] } });
    // A form may send any name, '__proto__' too: it is named like any other, and nothing else breaks.
    const proto = await browser.post('/api/settings/theme', { form: { theme: 'dark', ['__proto__']: 'x' } });
    expect(proto.status).toBe(422);
    expect(Object.keys(proto.json<{ fields: object }>().fields)).toEqual(['__proto__']);
    const login = await browser.post('/login', {
      json: { email: 'basic@example.com', password: PASSWORD, remember: true },
    });
    expect(login.status).toBe(422);
    expect((await browser.get('/api/layout')).json<{ theme: string }>().theme).toBe('system');
  });
});

describe('accounts and sessions in the store', () => {
  it('keeps e-mail addresses unique whatever their case', async () => {
    await expect(
      server.query(
        "INSERT INTO users (email, full_name, password_hash, user_type, created_at, updated_at) VALUES ('CLIENT@example.com', 'Copy', 'x', 'client', 0, 0)",
      ),
    ).rejects.toThrow(/unique/i);
  });

  it(`keeps at most ${MAX_SESSIONS_PER_USER} sessions per user, ending the least recently used`, async () => {
    const browsers: Browser[] = [];
    for (let i = 0; i < MAX_SESSIONS_PER_USER + 3; i += 1) {
      const browser = new Browser(server.baseUrl);
      expect((await browser.signIn('support@example.com')).status).toBe(200);
      browsers.push(browser);
    }
    const stored = await count(
      'SELECT COUNT(*) AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = ?',
      'support@example.com',
    );
    expect(stored).toBe(MAX_SESSIONS_PER_USER);
    expect((await browsers[0]!.get('/check-session')).json()).toEqual({ status: 'expired' });
    expect((await browsers.at(-1)!.get('/check-session')).json()).toEqual({ status: 'active' });
  });

  it('indexes the foreign keys of sessions and audit_log', async () => {
    // The first column of every index, by table.
    const rows = await server.query<{ tbl: string; col: string }>(
      server.engine === 'sqlite'
        ? "SELECT m.name AS tbl, i.name AS col FROM sqlite_master m, pragma_index_list(m.name) l, pragma_index_info(l.name) i WHERE m.type = 'table' AND i.seqno = 0"
        : 'SELECT t.relname AS tbl, a.attname AS col FROM pg_index x JOIN pg_class t ON t.oid = x.indrelid ' +
            'JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = x.indkey[0] ' +
            "JOIN pg_namespace n ON n.oid = t.relnamespace WHERE n.nspname = 'public'",
    );
    const indexed = rows.map((row) => `${row.tbl}.${row.col}`);
    for (const column of [
      'sessions.user_id',
      'sessions.impersonator_id',
      'sessions.impersonator_project_id',
      'sessions.project_id',
      'audit_log.actor_id',
      'audit_log.subject_id',
    ]) {
      expect(indexed).toContain(column);
    }
  });
});

describe('migrations', () => {
  it('run each in a transaction: a failing one leaves nothing of itself, and a restart goes on', async () => {
    const testStore = await newTestStore();
    const store = openStore({ dataDir: testStore.dataDir, databaseUrl: testStore.databaseUrl });
    expect(store.db.getExecutor().adapter.supportsTransactionalDdl).toBe(true);
    await migrateToLatest(store.db, store.dialect);
    const { Migrator } = await import('kysely/migration');
    const failing = new Migrator({
      db: store.db as unknown as Kysely<Database>,
      provider: {
        getMigrations: () =>
          Promise.resolve({
            ...buildMigrations(store.dialect),
            '9999_half_done': {
              async up(db: Kysely<unknown>) {
                await db.schema.createTable('half_done').addColumn('id', 'integer').execute();
                throw new Error('crash in the middle');
              },
            },
          }),
      },
    });
    const result = await failing.migrateToLatest();
    expect(String(result.error)).toContain('crash in the middle');
    const tables = await store.db.introspection.getTables();
    expect(tables.map((table) => table.name)).not.toContain('half_done');
    const recorded = await store.db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .execute();
    expect(JSON.stringify(recorded)).not.toContain('9999_half_done');
    // The next start migrates as usual.
    await expect(migrateToLatest(store.db, store.dialect)).resolves.toEqual({ results: [] });
    await store.db.destroy();
    await testStore.remove();
  });
});

describe('security headers on every answer', () => {
  const SECURITY_HEADERS = [
    'content-security-policy',
    'permissions-policy',
    'x-content-type-options',
    'referrer-policy',
    'x-frame-options',
    'cross-origin-opener-policy',
    'cross-origin-resource-policy',
    'origin-agent-cluster',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
  ];

  it('sends the same security headers on the 400 for an unparsable URL as on any page', async () => {
    const browser = new Browser(server.baseUrl);
    const page = await browser.get('/login', { headers: html });
    const broken = await browser.get('/lang/%E0%A4%A');
    expect(broken.status).toBe(400);
    for (const name of SECURITY_HEADERS) {
      expect(page.headers.get(name), name).toBeTruthy();
      expect(broken.headers.get(name), name).toBe(page.headers.get(name));
    }
    expect(page.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('lists the Trusted Types policies the pages may create', async () => {
    const csp = (await new Browser(server.baseUrl).get('/healthz')).headers.get('content-security-policy');
    expect(csp).toContain("require-trusted-types-for 'script'");
    expect(csp).toContain('trusted-types lit-html default dompurify');
  });
});

describe('source maps', () => {
  it('are never served in production, should a build carry them', async () => {
    const production = await startServer({ appEnv: 'production' });
    try {
      writeFileSync(join(production.staticDir, 'build', 'app.js.map'), '{"version":3}');
      const browser = new Browser(production.baseUrl);
      expect((await browser.get('/build/app.js')).status).toBe(200);
      expect((await browser.get('/build/app.js.map')).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('the layout carries the configured links', () => {
  it('hands the footer the addresses of the server configuration', async () => {
    const configured = await startServer({
      links: { companySite: 'https://provider.example/', status: 'https://status.provider.example/' },
    });
    try {
      const browser = new Browser(configured.baseUrl);
      await browser.signIn('client@example.com');
      const layout = (await browser.get('/api/layout')).json<{ links: Record<string, string> }>();
      expect(layout.links).toEqual({
        companySite: 'https://provider.example/',
        knowledgeBase: 'https://example.com/kb',
        status: 'https://status.provider.example/',
        docs: 'https://docs.example.com/',
      });
    } finally {
      await configured.close();
    }
  });
});

describe('https served by the server itself', () => {
  let secure: TestServer;
  let agent: Agent;

  beforeAll(async () => {
    const pems = await selfsigned.generate([{ name: 'commonName', value: '127.0.0.1' }], {
      keySize: 2048,
      algorithm: 'sha256',
      extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
    });
    secure = await startServer({ tls: { cert: pems.cert, key: pems.private } });
    agent = new Agent({ connect: { ca: pems.cert } });
  });
  afterAll(async () => {
    await agent.close();
    await secure.close();
  });

  it('signs in over https with Secure __Host- cookies and HSTS', async () => {
    expect(secure.baseUrl).toMatch(/^https:/);
    const browser = new Browser(secure.baseUrl, agent);
    const page = await browser.get('/login', { headers: html });
    expect(page.headers.get('strict-transport-security')).toMatch(/max-age=/);
    expect(page.setCookies.map((line) => line.split('=')[0]).sort()).toEqual([
      '__Host-XSRF-TOKEN',
      '__Host-portal_csrf',
      '__Host-portal_presession',
    ]);
    for (const line of page.setCookies) expect(line).toMatch(/;\s*Secure/i);
    const answer = await browser.post('/login', {
      json: { email: 'client@example.com', password: PASSWORD },
    });
    expect(answer.status).toBe(200);
    const names = answer.setCookies.map((line) => line.split('=')[0]);
    expect(names).toEqual(expect.arrayContaining(['__Host-portal_session', '__Host-portal_device']));
    // The pre-session ends with the sign-in.
    expect(browser.cookies.has('__Host-portal_presession')).toBe(false);
    for (const line of answer.setCookies) expect(line).toMatch(/;\s*Secure/i);
    expect((await browser.get('/api/layout')).status).toBe(200);
  });
});
