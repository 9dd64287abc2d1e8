/**
 * Issue 27, account security: a person's own sessions. The list shows each sign-in's address, browser
 * and last use, the current one first; ending one signs that browser out at once, and "every other"
 * keeps only the one asking. Nobody sees or ends another account's sessions, and a staff member acting
 * as a client (impersonation) cannot manage the client's. Every ending is in the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, PASSWORD, TestClock, startServer, type TestServer } from '../testing/harness.js';
import { publicSessionId } from './account.js';

interface SessionsAnswer {
  sessions: {
    id: string;
    current: boolean;
    ip: string | null;
    user_agent: string | null;
    created_at: string;
    last_seen_at: string;
  }[];
}

const SESSIONS = '/api/account/sessions';
const clock = new TestClock();
let server: TestServer;

/** A browser of its own (its own user agent and address) signed in as `email`. */
async function device(email: string, userAgent: string, address: string): Promise<Browser> {
  const browser = new Browser(server.baseUrl);
  const headers = { 'user-agent': userAgent, 'x-forwarded-for': address };
  await browser.get('/api/csrf-token', { headers });
  const answer = await browser.post('/login', {
    json: { email, password: PASSWORD },
    headers,
  });
  expect(answer.status, answer.text).toBe(200);
  return browser;
}

const sessionsOf = async (browser: Browser) => {
  const answer = await browser.get(SESSIONS);
  expect(answer.status, answer.text).toBe(200);
  return answer.json<SessionsAnswer>().sessions;
};
const audit = (action: string) =>
  server.query<{ actor_id: number; details: string }>(
    'SELECT actor_id, details FROM audit_log WHERE action = ? ORDER BY id',
    [action],
  );

beforeAll(async () => {
  server = await startServer({ now: clock.now, trustProxy: true });
});
afterAll(async () => {
  await server.close();
});

describe('the list of sessions', () => {
  it("shows the person's own sign-ins, the current one first, with address, browser and dates", async () => {
    const laptop = await device(
      'basic@example.com',
      'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
      '198.51.100.20',
    );
    clock.advanceMinutes(5);
    const phone = await device('basic@example.com', 'Mozilla/5.0 (iPhone) Safari/605.1.15', '198.51.100.21');
    await device('client@example.com', 'Someone else', '198.51.100.22');
    const sessions = await sessionsOf(laptop);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({
      current: true,
      ip: '198.51.100.20',
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
    });
    expect(sessions[1]).toMatchObject({ current: false, ip: '198.51.100.21' });
    expect(new Date(sessions[1]!.last_seen_at).getTime()).toBe(clock.current);
    // The ids name sessions without revealing the cookie or the stored hash.
    const stored = await server.query<{ id: string }>('SELECT id FROM sessions');
    for (const { id } of sessions) {
      expect(id).toMatch(/^[\w-]{22}$/);
      expect(stored.map((row) => row.id)).not.toContain(id);
      expect(stored.some((row) => publicSessionId(row.id) === id)).toBe(true);
    }
    expect((await sessionsOf(phone))[0]).toMatchObject({ current: true, ip: '198.51.100.21' });
  });

  it('is 401 signed out, and 403 for a staff member acting as a client', async () => {
    expect((await new Browser(server.baseUrl).get(SESSIONS)).status).toBe(401);
    const staff = await device('staff@example.com', 'Staff', '198.51.100.30');
    const [client] = await server.query<{ id: number }>(
      "SELECT id FROM users WHERE email = 'client@example.com'",
    );
    expect((await staff.post(`/admin/users/${client!.id}/impersonate`, { json: {} })).status).toBeLessThan(
      400,
    );
    const answer = await staff.get(SESSIONS);
    expect(answer.status).toBe(403);
    expect(answer.json<{ message: string }>().message).toBe(
      'Sesje konta zarządza jego właściciel: opuść konto, aby zarządzać swoimi.',
    );
    expect((await staff.delete(`${SESSIONS}/others`)).status).toBe(403);
  });
});

describe('ending sessions', () => {
  it('ends one session: that browser is signed out at once, the others stay', async () => {
    const laptop = await device('soc@example.com', 'Laptop', '198.51.100.40');
    const phone = await device('soc@example.com', 'Phone', '198.51.100.41');
    const tablet = await device('soc@example.com', 'Tablet', '198.51.100.42');
    const target = (await sessionsOf(laptop)).find((session) => session.user_agent === 'Phone')!;
    const answer = await laptop.delete(`${SESSIONS}/${target.id}`);
    expect(answer.status, answer.text).toBe(204);
    expect((await phone.get('/api/layout')).status).toBe(401);
    expect((await tablet.get('/api/layout')).status).toBe(200);
    expect((await sessionsOf(laptop)).map((session) => session.user_agent)).toEqual(['Laptop', 'Tablet']);
    const [entry] = (await audit('session_ended')).slice(-1);
    expect(JSON.parse(entry!.details)).toEqual({ session: target.id });
    // Again: it is gone. The current one is ended by logging out, not here.
    expect((await laptop.delete(`${SESSIONS}/${target.id}`)).status).toBe(404);
    const current = (await sessionsOf(laptop))[0]!;
    const refusal = await laptop.delete(`${SESSIONS}/${current.id}`);
    expect(refusal.status).toBe(409);
    expect(refusal.json<{ error: string }>().error).toBe('current_session');
  });

  it("ends every other session in one step, and never another person's", async () => {
    const mine = await device('support@example.com', 'Mine', '198.51.100.50');
    const others = [
      await device('support@example.com', 'Old laptop', '198.51.100.51'),
      await device('support@example.com', 'Lost phone', '198.51.100.52'),
    ];
    const stranger = await device('staff@example.com', 'Stranger', '198.51.100.53');
    const strangersSession = (await sessionsOf(stranger))[0]!;
    // Someone else's session id is unknown here: 404, and it stays.
    expect((await mine.delete(`${SESSIONS}/${strangersSession.id}`)).status).toBe(404);
    const answer = await mine.delete(`${SESSIONS}/others`);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json<{ ended: number }>().ended).toBeGreaterThanOrEqual(2);
    for (const other of others) expect((await other.get('/api/layout')).status).toBe(401);
    expect((await mine.get('/api/layout')).status).toBe(200);
    expect((await stranger.get('/api/layout')).status).toBe(200);
    expect(await sessionsOf(mine)).toHaveLength(1);
    const [entry] = (await audit('other_sessions_ended')).slice(-1);
    expect(JSON.parse(entry!.details).count).toBeGreaterThanOrEqual(2);
  });

  it('needs the CSRF token like every other change', async () => {
    const browser = await device('basic@example.com', 'No token', '198.51.100.60');
    const answer = await browser.delete(`${SESSIONS}/others`, { csrf: false });
    expect(answer.status).toBe(419);
    expect((await browser.get('/api/layout')).status).toBe(200);
  });
});
