import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, PASSWORD, TestClock, startServer, type TestServer } from '../testing/harness.js';

const clock = new TestClock();
let server: TestServer;

beforeAll(async () => {
  server = await startServer({ now: clock.now });
});
afterAll(async () => {
  await server.close();
});

async function sessionCount(): Promise<number> {
  const [row] = await server.query<{ n: number }>('SELECT COUNT(*) AS n FROM sessions');
  return row!.n;
}

describe('sign-in page and CSRF cookies', () => {
  it('serves the SPA at GET /login and hands out the XSRF-TOKEN cookie pair', async () => {
    const browser = new Browser(server.baseUrl);
    const page = await browser.get('/login', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('<html lang="pl"');
    const xsrf = page.setCookies.find((line) => line.startsWith('XSRF-TOKEN='));
    const secret = page.setCookies.find((line) => line.startsWith('portal_csrf='));
    expect(xsrf).toMatch(/SameSite=Lax/);
    expect(xsrf).not.toMatch(/HttpOnly/);
    expect(secret).toMatch(/HttpOnly/);
    expect(secret).toMatch(/SameSite=Lax/);
  });

  it('GET /api/csrf-token answers 204 with a token', async () => {
    const browser = new Browser(server.baseUrl);
    const answer = await browser.get('/api/csrf-token');
    expect(answer.status).toBe(204);
    expect(browser.xsrf).toBeTruthy();
  });
});

describe('POST /login', () => {
  it('signs in with JSON, sets an HttpOnly SameSite=Lax session cookie (not Secure over http)', async () => {
    const browser = new Browser(server.baseUrl);
    const answer = await browser.signIn('client@example.com');
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ status: 'ok', redirect: '/' });
    const cookie = answer.setCookies.find((line) => line.startsWith('portal_session='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    expect((await browser.get('/check-session')).json()).toEqual({ status: 'active' });
  });

  it('signs in with a form body, redirecting a browser form post to /', async () => {
    const browser = new Browser(server.baseUrl);
    await browser.get('/api/csrf-token');
    const answer = await browser.post('/login', {
      form: { email: 'basic@example.com', password: PASSWORD },
      headers: { accept: 'text/html' },
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/');
    expect((await browser.get('/check-session')).json()).toEqual({ status: 'active' });
  });

  it('accepts the e-mail in any case and with surrounding spaces trimmed', async () => {
    const browser = new Browser(server.baseUrl);
    await browser.get('/api/csrf-token');
    const answer = await browser.post('/login', {
      json: { email: 'Client@Example.COM', password: PASSWORD },
    });
    expect(answer.status).toBe(200);
  });

  it('rotates the session at sign-in: the previous session id stops working', async () => {
    const browser = new Browser(server.baseUrl);
    await browser.signIn('client@example.com');
    const first = browser.cookies.get('portal_session');
    const stolen = new Browser(server.baseUrl);
    stolen.cookies.set('portal_session', first!);
    expect((await stolen.get('/check-session')).json()).toEqual({ status: 'active' });
    await browser.post('/login', { json: { email: 'client@example.com', password: PASSWORD } });
    const second = browser.cookies.get('portal_session');
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect((await stolen.get('/check-session')).json()).toEqual({ status: 'expired' });
    expect((await browser.get('/check-session')).json()).toEqual({ status: 'active' });
  });

  it('answers a wrong password and an unknown e-mail alike, in Polish by default', async () => {
    const browser = new Browser(server.baseUrl);
    await browser.get('/api/csrf-token');
    const wrong = await browser.post('/login', {
      json: { email: 'staff@example.com', password: 'nope-nope' },
    });
    const unknown = await browser.post('/login', {
      json: { email: 'nobody@example.com', password: 'nope-nope' },
    });
    expect(wrong.status).toBe(422);
    expect(unknown.status).toBe(422);
    expect(wrong.json()).toEqual({
      error: 'invalid_credentials',
      message: 'Nieprawidłowy e-mail lub hasło.',
    });
    expect(unknown.json()).toEqual(wrong.json());
    expect(browser.cookies.has('portal_session')).toBe(false);
  });

  it('answers in English when the locale is English', async () => {
    const browser = new Browser(server.baseUrl);
    await browser.get('/lang/en');
    await browser.get('/api/csrf-token');
    const wrong = await browser.post('/login', {
      json: { email: 'support@example.com', password: 'nope-nope' },
    });
    expect(wrong.json()).toEqual({ error: 'invalid_credentials', message: 'Invalid email or password.' });
  });

  it('refuses a sign-in without or with a wrong CSRF token with 419, creating no session', async () => {
    const before = await sessionCount();
    const browser = new Browser(server.baseUrl);
    await browser.get('/api/csrf-token');
    const missing = await browser.post('/login', {
      json: { email: 'client@example.com', password: PASSWORD },
      csrf: false,
    });
    expect(missing.status).toBe(419);
    expect(missing.json()).toEqual({
      error: 'csrf_token_mismatch',
      message: 'Strona wygasła: odśwież ją i spróbuj ponownie.',
    });
    const wrong = await browser.post('/login', {
      json: { email: 'client@example.com', password: PASSWORD },
      csrf: false,
      headers: { 'x-xsrf-token': 'abc-def' },
    });
    expect(wrong.status).toBe(419);
    // A token from another browser (another secret) is refused as well.
    const other = new Browser(server.baseUrl);
    await other.get('/api/csrf-token');
    const foreign = await browser.post('/login', {
      json: { email: 'client@example.com', password: PASSWORD },
      csrf: false,
      headers: { 'x-xsrf-token': other.xsrf! },
    });
    expect(foreign.status).toBe(419);
    // No cookies at all (a cross-site form post without SameSite cookies).
    const bare = new Browser(server.baseUrl);
    const none = await bare.post('/login', { json: { email: 'client@example.com', password: PASSWORD } });
    expect(none.status).toBe(419);
    expect(browser.cookies.has('portal_session')).toBe(false);
    expect(await sessionCount()).toBe(before);
  });

  it('validates the body: missing fields and wrong types are 422 with field errors', async () => {
    const browser = new Browser(server.baseUrl);
    await browser.get('/lang/en');
    await browser.get('/api/csrf-token');
    const missing = await browser.post('/login', { json: {} });
    expect(missing.status).toBe(422);
    expect(missing.json()).toEqual({
      error: 'validation_failed',
      message: 'The email field is required.',
      fields: { email: ['The email field is required.'], password: ['The password field is required.'] },
    });
    const types = await browser.post('/login', { json: { email: 5, password: ['x'] } });
    expect(types.status).toBe(422);
    expect(types.json<{ fields: Record<string, string[]> }>().fields).toEqual({
      email: ['The email field must be a string.'],
      password: ['The password field must be a string.'],
    });
    const notObject = await browser.post('/login', { json: ['client@example.com'] });
    expect(notObject.status).toBe(422);
    expect(notObject.json()).toMatchObject({
      error: 'validation_failed',
      message: 'The request body must be a JSON object.',
    });
    const badEmail = await browser.post('/login', { json: { email: 'not-an-email', password: 'x' } });
    expect(badEmail.json<{ fields: Record<string, string[]> }>().fields).toEqual({
      email: ['The email field must be a valid email address.'],
    });
  });

  it('answers malformed JSON with 400, an oversized body with 413 and an unknown content type with 415', async () => {
    const browser = new Browser(server.baseUrl);
    await browser.get('/api/csrf-token');
    const malformed = await browser.post('/login', { body: '{"email": ', contentType: 'application/json' });
    expect(malformed.status).toBe(400);
    expect(malformed.json()).toMatchObject({ error: 'malformed_json' });
    const poisoned = await browser.post('/login', {
      body: '{"__proto__": {"admin": true}, "email": "a@b.cd", "password": "x"}',
      contentType: 'application/json',
    });
    expect(poisoned.status).toBe(400);
    const huge = await browser.post('/login', {
      json: { email: 'client@example.com', password: 'x'.repeat(20_000) },
    });
    expect(huge.status).toBe(413);
    expect(huge.json()).toMatchObject({ error: 'payload_too_large' });
    const text = await browser.post('/login', { body: 'email=x', contentType: 'text/plain' });
    expect(text.status).toBe(415);
    expect(text.json()).toMatchObject({ error: 'unsupported_media_type' });
  });
});

describe('GET /check-session and session lifetimes', () => {
  it('answers expired without a session and active with one', async () => {
    const browser = new Browser(server.baseUrl);
    expect((await browser.get('/check-session')).json()).toEqual({ status: 'expired' });
    await browser.signIn('client@example.com');
    expect((await browser.get('/check-session')).json()).toEqual({ status: 'active' });
  });

  it('does not extend the idle time itself, while real use does', async () => {
    const polled = new Browser(server.baseUrl);
    await polled.signIn('client@example.com');
    const used = new Browser(server.baseUrl);
    await used.signIn('client@example.com');
    clock.advanceMinutes(100);
    expect((await polled.get('/check-session')).json()).toEqual({ status: 'active' });
    expect((await used.get('/api/layout')).status).toBe(200);
    clock.advanceMinutes(30);
    // 130 minutes after sign-in: the polled session idled out (checks did not count), the used one did not.
    expect((await polled.get('/check-session')).json()).toEqual({ status: 'expired' });
    expect((await polled.get('/api/layout')).status).toBe(401);
    expect((await used.get('/check-session')).json()).toEqual({ status: 'active' });
  });

  it('ends a session at its absolute lifetime however active it is', async () => {
    const browser = new Browser(server.baseUrl);
    await browser.signIn('basic@example.com');
    for (let hour = 0; hour < 11; hour += 1) {
      clock.advanceMinutes(60);
      expect((await browser.get('/api/layout')).status).toBe(200);
    }
    clock.advanceMinutes(61);
    expect((await browser.get('/check-session')).json()).toEqual({ status: 'expired' });
  });
});

describe('POST /logout', () => {
  it('ends the session, and answers 401 when there is none', async () => {
    const browser = new Browser(server.baseUrl);
    await browser.signIn('staff@example.com');
    const answer = await browser.post('/logout');
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ status: 'signed_out', redirect: '/login' });
    expect(browser.cookies.has('portal_session')).toBe(false);
    expect((await browser.get('/check-session')).json()).toEqual({ status: 'expired' });
    expect((await browser.get('/api/layout')).status).toBe(401);
    const again = await browser.post('/logout');
    expect(again.status).toBe(401);
    expect(again.json()).toMatchObject({ error: 'unauthenticated' });
  });

  it('refuses to sign out without the CSRF token (419) and the session stays', async () => {
    const browser = new Browser(server.baseUrl);
    await browser.signIn('staff@example.com');
    expect((await browser.post('/logout', { csrf: false })).status).toBe(419);
    expect((await browser.get('/check-session')).json()).toEqual({ status: 'active' });
  });
});

describe('sessions behind an https proxy', () => {
  let proxied: TestServer;
  beforeAll(async () => {
    proxied = await startServer({ trustProxy: true });
  });
  afterAll(async () => {
    await proxied.close();
  });

  it('marks cookies Secure, names them __Host-, and sends HSTS when the request came over https', async () => {
    const browser = new Browser(proxied.baseUrl);
    const https = { 'x-forwarded-proto': 'https' };
    const page = await browser.get('/login', { headers: { ...https, accept: 'text/html' } });
    expect(page.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(page.setCookies.length).toBeGreaterThan(0);
    for (const line of page.setCookies) {
      expect(line).toMatch(/^__Host-/);
      expect(line).toMatch(/;\s*Secure/i);
      expect(line).toMatch(/;\s*Path=\//i);
      expect(line).not.toMatch(/;\s*Domain=/i);
    }
    const answer = await browser.post('/login', {
      json: { email: 'client@example.com', password: PASSWORD },
      headers: https,
    });
    expect(answer.status).toBe(200);
    expect(answer.setCookies.find((line) => line.startsWith('__Host-portal_session='))).toMatch(/Secure/);
    expect((await browser.get('/check-session', { headers: https })).json()).toEqual({ status: 'active' });
    const plain = await new Browser(proxied.baseUrl).get('/check-session');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });

  it('over https reads only the __Host- cookies: an unprefixed planted one is ignored', async () => {
    const victim = new Browser(proxied.baseUrl);
    const https = { 'x-forwarded-proto': 'https' };
    await victim.signIn('client@example.com');
    // The same session value under the unprefixed name (as a sibling site could plant it) is not read.
    const planted = new Browser(proxied.baseUrl);
    planted.cookies.set('portal_session', victim.cookies.get('portal_session')!);
    expect((await planted.get('/check-session', { headers: https })).json()).toEqual({ status: 'expired' });
  });
});
