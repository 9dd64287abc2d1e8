/**
 * Issue 27, account security: changing one's password. The current password is required and its
 * checks count against the sign-in throttle; the new one must be long enough, differ from the current
 * one and be hard to guess (zxcvbn, with Polish and English dictionaries and the person's own name and
 * e-mail); on success every other session of the account ends and this one goes on under a new id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, PASSWORD, startServer, type TestServer } from '../testing/harness.js';

const PASSWORD_URL = '/api/account/password';
const STRONG = 'wrzos-kalosz-Fjord-73-orbita';
let server: TestServer;

async function device(email: string, address: string, password = PASSWORD): Promise<Browser> {
  const browser = new Browser(server.baseUrl);
  const headers = { 'x-forwarded-for': address };
  await browser.get('/api/csrf-token', { headers });
  const answer = await browser.post('/login', { json: { email, password }, headers });
  expect(answer.status, answer.text).toBe(200);
  return browser;
}

const change = (browser: Browser, current: string, next: string, address = '198.51.100.1') =>
  browser.post(PASSWORD_URL, {
    json: { current_password: current, new_password: next },
    headers: { 'x-forwarded-for': address },
  });

const audit = (action: string) =>
  server.query<{ actor_id: number; details: string | null }>(
    'SELECT actor_id, details FROM audit_log WHERE action = ? ORDER BY id',
    [action],
  );

beforeAll(async () => {
  server = await startServer({ trustProxy: true });
});
afterAll(async () => {
  await server.close();
});

describe('changing the password', () => {
  it('changes it, ends every other session and keeps this one under a new id', async () => {
    const laptop = await device('soc2@example.com', '198.51.100.1');
    const phone = await device('soc2@example.com', '198.51.100.2');
    const before = laptop.cookieHeader();
    await server.query(
      `INSERT INTO two_factor_sign_ins (id, user_id, locale, attempts, created_at, expires_at)
       SELECT 'pending-before-change', id, 'pl', 0, 0, ? FROM users WHERE email = ?`,
      [Date.now() + 300_000, 'soc2@example.com'],
    );
    const answer = await change(laptop, PASSWORD, STRONG);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json<{ ended: number }>()).toEqual({ ended: 1 });
    // This browser goes on, under a new session cookie and CSRF token; the phone is signed out.
    expect(laptop.cookieHeader()).not.toBe(before);
    expect((await laptop.get('/api/layout')).status).toBe(200);
    expect((await phone.get('/api/layout')).status).toBe(401);
    expect(
      (
        await server.query('SELECT id FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = ?)', [
          'soc2@example.com',
        ])
      ).length,
    ).toBe(1);
    // A sign-in that got past the old password and waits for its second factor is over as well.
    expect(
      await server.query('SELECT id FROM two_factor_sign_ins WHERE id = ?', ['pending-before-change']),
    ).toHaveLength(0);
    // The old password no longer signs in; the new one does.
    const stranger = new Browser(server.baseUrl);
    await stranger.get('/api/csrf-token');
    expect(
      (await stranger.post('/login', { json: { email: 'soc2@example.com', password: PASSWORD } })).status,
    ).toBe(422);
    await device('soc2@example.com', '198.51.100.3', STRONG);
    const [entry] = (await audit('password_changed')).slice(-1);
    expect(JSON.parse(entry!.details!)).toEqual({ ended_sessions: 1 });
  });

  it('refuses a wrong current password, in the field, and writes it in the audit log', async () => {
    const browser = await device('basic@example.com', '198.51.100.10');
    const answer = await change(browser, 'not-my-password', STRONG, '198.51.100.10');
    expect(answer.status).toBe(422);
    expect(answer.json()).toEqual({
      error: 'invalid_credentials',
      message: 'Obecne hasło jest nieprawidłowe.',
      fields: { current_password: ['Obecne hasło jest nieprawidłowe.'] },
    });
    expect((await audit('password_change_failed')).length).toBeGreaterThanOrEqual(1);
    expect((await browser.get('/api/layout')).status).toBe(200);
  });

  it('refuses a new password that is short, unchanged or easy to guess, and says why', async () => {
    const browser = await device('basic@example.com', '198.51.100.11');
    const refusal = async (next: string) => {
      const answer = await change(browser, PASSWORD, next, '198.51.100.11');
      expect(answer.status, next).toBe(422);
      const body = answer.json<{ error: string; message: string; fields: { new_password: string[] } }>();
      expect(body.error).toBe('weak_password');
      expect(body.fields.new_password).toEqual([body.message]);
      return body.message;
    };
    expect(await refusal('Krótkie1!')).toBe('Nowe hasło musi mieć co najmniej 10 znaków.');
    expect(await refusal(PASSWORD)).toBe('Nowe hasło musi się różnić od obecnego.');
    expect(await refusal('password1234')).toMatch(/^To hasło łatwo odgadnąć\. .+ Dłuższe hasło/);
    // Polish words and the person's own details count as easy to guess.
    expect(await refusal('kochamcie123')).toMatch(/^To hasło łatwo odgadnąć\./);
    expect(await refusal('basic@example.com1')).toMatch(/^To hasło łatwo odgadnąć\./);
    // In English when the person reads English.
    await browser.get('/lang/en');
    const answer = await change(browser, PASSWORD, 'qwertyuiop12', '198.51.100.11');
    expect(answer.json<{ message: string }>().message).toMatch(/^This password is easy to guess\. .+/);
    // Nothing changed: the password still signs in.
    await device('basic@example.com', '198.51.100.12');
  });

  it('counts wrong current passwords against the sign-in throttle: 429 with Retry-After', async () => {
    const browser = await device('support@example.com', '198.51.100.20');
    // The account at one address has 10 attempts (DEFAULT_LOGIN_LIMITS.perAccountAddress).
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await change(browser, `wrong-${attempt}`, STRONG, '198.51.100.20')).status).toBe(422);
    }
    const answer = await change(browser, PASSWORD, STRONG, '198.51.100.20');
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(answer.json<{ message: string }>().message).toMatch(/^Zbyt wiele prób z błędnym hasłem\./);
  });

  it('is 401 signed out, 419 without the CSRF token, and 403 for a staff member acting as a client', async () => {
    const signedOut = new Browser(server.baseUrl);
    await signedOut.get('/api/csrf-token');
    expect((await change(signedOut, PASSWORD, STRONG)).status).toBe(401);

    const browser = await device('client@example.com', '198.51.100.30');
    const noToken = await browser.post(PASSWORD_URL, {
      json: { current_password: PASSWORD, new_password: STRONG },
      csrf: false,
    });
    expect(noToken.status).toBe(419);

    const staff = await device('staff@example.com', '198.51.100.31');
    const [client] = await server.query<{ id: number }>(
      "SELECT id FROM users WHERE email = 'client@example.com'",
    );
    expect((await staff.post(`/admin/users/${client!.id}/impersonate`, { json: {} })).status).toBeLessThan(
      400,
    );
    const answer = await change(staff, PASSWORD, STRONG, '198.51.100.31');
    expect(answer.status).toBe(403);
    expect(answer.json<{ message: string }>().message).toBe(
      'Hasło konta zmienia tylko jego właściciel: opuść konto, aby zmienić swoje.',
    );
    // The client's password is unchanged.
    await device('client@example.com', '198.51.100.32');
  });

  it('refuses bodies that are not a password change, with the field named', async () => {
    const browser = await device('client@example.com', '198.51.100.40');
    for (const json of [
      {},
      { current_password: PASSWORD },
      { current_password: PASSWORD, new_password: 42 },
      { current_password: PASSWORD, new_password: `${STRONG}\u0000` },
      { current_password: PASSWORD, new_password: 'x'.repeat(257) },
      { current_password: PASSWORD, new_password: STRONG, admin: true },
    ]) {
      const answer = await browser.post(PASSWORD_URL, { json });
      expect(answer.status, JSON.stringify(json)).toBe(422);
      expect(Object.keys(answer.json<{ fields: object }>().fields).length).toBeGreaterThan(0);
    }
  });
});
