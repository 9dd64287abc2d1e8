/**
 * Issue 27, part 2: two-factor sign-in (TOTP) of one's own account. Setting it up with the password
 * and a code, the recovery codes, turning it off; the second step of a sign-in (codes used once, five
 * per pending sign-in, five minutes, the sign-in throttle); impersonation; the staff requirement
 * (PORTAL_REQUIRE_STAFF_TWO_FACTOR) closing everything but what setting it up needs. Codes are
 * computed with `otpauth` from the secret the setup answers, on the server's test clock.
 */
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPendingToken } from '../db/two-factor.js';
import {
  Browser,
  PASSWORD,
  TestClock,
  startServer,
  type Answer,
  type RequestOptions,
  type TestServer,
} from '../testing/harness.js';

const STATUS = '/api/account/two-factor';
const SETUP = '/api/account/two-factor/setup';
const CONFIRM = '/api/account/two-factor/confirm';
const RECOVERY = '/api/account/two-factor/recovery-codes';
const DISABLE = '/api/account/two-factor/disable';
const SECOND_STEP = '/login/two-factor';
const RECOVERY_CODE = /^[a-z2-7]{5}-[a-z2-7]{5}$/;

const clock = new TestClock();
let server: TestServer;
let addresses = 0;

/** A browser at an address of its own (the sign-in throttle counts per address). */
class Device extends Browser {
  readonly ip = `198.51.100.${++addresses}`;
  override request(method: string, path: string, options: RequestOptions = {}): Promise<Answer> {
    return super.request(method, path, {
      ...options,
      headers: { 'x-forwarded-for': this.ip, ...options.headers },
    });
  }
}

const code = (secret: string, at = clock.current) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: at,
  });
/** A code of none of the steps around now (the current one, shifted by half the range). */
const otherCode = (secret: string) => String((Number(code(secret)) + 500_000) % 1_000_000).padStart(6, '0');
/** On to the next TOTP time step (a code is accepted once per step). */
const nextStep = () => {
  clock.current += 30_000;
};

/** A new account with the demo password: `client` or `staff`. */
async function newUser(email: string, type: 'client' | 'staff' = 'client'): Promise<number> {
  await server.query(
    `INSERT INTO users (email, full_name, password_hash, user_type, created_at, updated_at)
     SELECT ?, ?, password_hash, ?, 0, 0 FROM users WHERE email = 'basic@example.com'`,
    [email, email, type],
  );
  const [row] = await server.query<{ id: number }>('SELECT id FROM users WHERE email = ?', [email]);
  return row!.id;
}

async function signedIn(email: string): Promise<Device> {
  const device = new Device(server.baseUrl);
  const answer = await device.signIn(email);
  expect(answer.status, answer.text).toBe(200);
  expect(answer.json()).toEqual({ status: 'ok', redirect: '/' });
  return device;
}

/** Sets two-factor sign-in up and confirms it: the secret and the recovery codes. */
async function enroll(device: Device): Promise<{ secret: string; codes: string[] }> {
  const setup = await device.post(SETUP, { json: { password: PASSWORD } });
  expect(setup.status, setup.text).toBe(200);
  const { secret } = setup.json<{ secret: string }>();
  const confirm = await device.post(CONFIRM, { json: { code: code(secret) } });
  expect(confirm.status, confirm.text).toBe(200);
  nextStep();
  return { secret, codes: confirm.json<{ recovery_codes: string[] }>().recovery_codes };
}

/** The password step of a sign-in with two-factor on: the pending sign-in's cookie is set. */
async function firstStep(email: string, device = new Device(server.baseUrl)): Promise<Device> {
  const answer = await device.signIn(email);
  expect(answer.status, answer.text).toBe(200);
  expect(answer.json()).toEqual({ status: 'two_factor', redirect: '/login/two-factor' });
  return device;
}

const audit = (action: string, actorId?: number) =>
  server.query<{ actor_id: number; details: string | null }>(
    `SELECT actor_id, details FROM audit_log WHERE action = ?${actorId === undefined ? '' : ' AND actor_id = ?'} ORDER BY id`,
    actorId === undefined ? [action] : [action, actorId],
  );
/** The stored row of the pending sign-in a browser's cookie names (the store keeps the token's SHA-256). */
const pendingRow = (device: Browser) => {
  const id = hashPendingToken(device.cookies.get('portal_two_factor') ?? '');
  return () => server.query('SELECT id FROM two_factor_sign_ins WHERE id = ?', [id]);
};
const status = async (device: Device) => (await device.get(STATUS)).json<Record<string, unknown>>();

beforeAll(async () => {
  server = await startServer({ now: clock.now, trustProxy: true });
});
afterAll(async () => {
  await server.close();
});

describe('setting up two-factor sign-in', () => {
  it('shows the state, 401 when signed out', async () => {
    expect((await new Device(server.baseUrl).get(STATUS)).status).toBe(401);
    const device = await signedIn('basic@example.com');
    const answer = await device.get(STATUS);
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({
      enabled: false,
      pending: false,
      recovery_codes_left: 0,
      required: false,
    });
  });

  it('refuses a wrong password (422, audited) and starts with the right one; a new setup replaces the secret', async () => {
    const id = await newUser('setup@example.com');
    const device = await signedIn('setup@example.com');
    const wrong = await device.post(SETUP, { json: { password: 'not-the-password' } });
    expect(wrong.status).toBe(422);
    expect(wrong.json()).toMatchObject({
      error: 'invalid_credentials',
      message: 'Hasło jest nieprawidłowe: wpisz hasło, którym logujesz się do portalu.',
    });
    expect(JSON.parse((await audit('two_factor_failed', id)).at(-1)!.details!)).toEqual({
      action: 'setup',
      reason: 'password',
    });
    const answer = await device.post(SETUP, { json: { password: PASSWORD } });
    expect(answer.status, answer.text).toBe(200);
    const { secret, otpauth_uri: uri } = answer.json<{ secret: string; otpauth_uri: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(uri);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Cumulus:setup@example.com');
    expect(url.searchParams.get('issuer')).toBe('Cumulus');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('algorithm')).toBe('SHA1');
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');
    expect(await status(device)).toEqual({
      enabled: false,
      pending: true,
      recovery_codes_left: 0,
      required: false,
    });
    // Encrypted at rest: the store never holds the secret itself.
    const [stored] = await server.query<{ secret: string; confirmed_at: number | null }>(
      'SELECT secret, confirmed_at FROM user_two_factor WHERE user_id = ?',
      [id],
    );
    expect(stored!.secret).not.toContain(secret);
    expect(stored!.secret).toMatch(/^v1\./);
    expect(stored!.confirmed_at).toBeNull();
    const again = await device.post(SETUP, { json: { password: PASSWORD } });
    expect(again.json<{ secret: string }>().secret).not.toBe(secret);
    // The first secret's code no longer confirms.
    const old = await device.post(CONFIRM, { json: { code: code(secret) } });
    expect(old.status).toBe(422);
  });

  it('confirms with a code: on, ten recovery codes once, the session kept; 409 before setup and after', async () => {
    const id = await newUser('confirm@example.com');
    const device = await signedIn('confirm@example.com');
    const early = await device.post(CONFIRM, { json: { code: '123456' } });
    expect(early.status).toBe(409);
    expect(early.json<{ error: string }>().error).toBe('two_factor_not_started');
    const { secret } = (await device.post(SETUP, { json: { password: PASSWORD } })).json<{
      secret: string;
    }>();
    const wrong = await device.post(CONFIRM, { json: { code: otherCode(secret) } });
    expect(wrong.status).toBe(422);
    expect(wrong.json()).toMatchObject({
      error: 'invalid_code',
      message:
        'Kod jest nieprawidłowy albo został już użyty: wpisz aktualny kod z aplikacji uwierzytelniającej.',
    });
    const answer = await device.post(CONFIRM, { json: { code: code(secret) } });
    expect(answer.status, answer.text).toBe(200);
    const codes = answer.json<{ recovery_codes: string[] }>().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const recovery of codes) expect(recovery).toMatch(RECOVERY_CODE);
    // Kept only as keyed hashes.
    const stored = await server.query<{ code_hash: string }>(
      'SELECT code_hash FROM two_factor_recovery_codes WHERE user_id = ?',
      [id],
    );
    expect(stored).toHaveLength(10);
    for (const { code_hash: hash } of stored) {
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
      expect(codes.some((recovery) => hash.includes(recovery))).toBe(false);
    }
    expect((await device.get('/api/layout')).status).toBe(200);
    expect(await status(device)).toEqual({
      enabled: true,
      pending: false,
      recovery_codes_left: 10,
      required: false,
    });
    expect(await audit('two_factor_enabled', id)).toHaveLength(1);
    expect((await device.post(SETUP, { json: { password: PASSWORD } })).status).toBe(409);
    nextStep();
    expect((await device.post(CONFIRM, { json: { code: code(secret) } })).status).toBe(409);
  });

  it('validates the bodies (unknown members, codes that are not six digits, control characters)', async () => {
    const device = await signedIn('support@example.com');
    for (const [path, body] of [
      [SETUP, {}],
      [SETUP, { password: PASSWORD, extra: 1 }],
      [SETUP, { password: 'a\u0000b' }],
      [SETUP, { password: 123 }],
      [CONFIRM, { code: '12345' }],
      [CONFIRM, { code: '1234567' }],
      [CONFIRM, { code: 123456 }],
      [CONFIRM, { code: 'abcdef' }],
      [RECOVERY, { password: 'x'.repeat(1025) }],
      [DISABLE, { password: PASSWORD }],
      [DISABLE, { password: PASSWORD, code: 'abc' }],
      [SECOND_STEP, { code: '12 456' }],
      [SECOND_STEP, { recovery_code: 'abcde-fghi1' }],
      [SECOND_STEP, { code: '123456', other: 1 }],
    ] as const) {
      const answer = await device.post(path, { json: body });
      expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(422);
      expect(answer.json<{ error: string }>().error).toBe('validation_failed');
    }
  });
});

describe('the second step of a sign-in', () => {
  let secret = '';
  let codes: string[] = [];
  let userId = 0;

  beforeAll(async () => {
    userId = await newUser('mfa@example.com');
    ({ secret, codes } = await enroll(await signedIn('mfa@example.com')));
  });

  it('asks for the code after the password: no session, an HttpOnly cookie for five minutes', async () => {
    const device = new Device(server.baseUrl);
    const answer = await device.signIn('mfa@example.com');
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ status: 'two_factor', redirect: '/login/two-factor' });
    expect(device.cookies.has('portal_session')).toBe(false);
    const cookie = answer.setCookies.find((line) => line.startsWith('portal_two_factor='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=300/);
    expect((await device.get('/api/layout')).status).toBe(401);
    expect((await device.get('/check-session')).json()).toEqual({ status: 'expired' });
    // The page of the second step is the web app's, for a signed-out browser.
    const page = await device.get(SECOND_STEP, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<div id="root">');
    // Only the cookie's hash is stored.
    const [row] = await server.query<{ id: string; expires_at: number; created_at: number }>(
      'SELECT id, expires_at, created_at FROM two_factor_sign_ins WHERE user_id = ?',
      [userId],
    );
    expect(row!.id).toMatch(/^[0-9a-f]{64}$/);
    expect(Number(row!.expires_at) - Number(row!.created_at)).toBe(5 * 60_000);
  });

  it('opens the session with a right code (audited), and never takes the same code twice', async () => {
    const device = await firstStep('mfa@example.com');
    const pending = pendingRow(device);
    expect(await pending()).toHaveLength(1);
    const current = code(secret);
    const answer = await device.post(SECOND_STEP, { json: { code: current } });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json()).toEqual({ status: 'ok', redirect: '/' });
    expect(device.cookies.has('portal_session')).toBe(true);
    expect(device.cookies.has('portal_two_factor')).toBe(false);
    expect(device.cookies.has('portal_device')).toBe(true);
    expect((await device.get('/api/layout')).status).toBe(200);
    expect(JSON.parse((await audit('login', userId)).at(-1)!.details!)).toEqual({ two_factor: 'totp' });
    expect(await pending()).toHaveLength(0);
    // The same code in another sign-in (a replay): refused, as is the previous step's.
    const other = await firstStep('mfa@example.com');
    const replay = await other.post(SECOND_STEP, { json: { code: current } });
    expect(replay.status).toBe(422);
    expect(replay.json<{ error: string }>().error).toBe('invalid_code');
    const previous = await other.post(SECOND_STEP, { json: { code: code(secret, clock.current - 30_000) } });
    expect(previous.status).toBe(422);
    nextStep();
    expect((await other.post(SECOND_STEP, { json: { code: code(secret) } })).status).toBe(200);
    nextStep();
  });

  it('takes a code of the step before or after (the window), and an HTML form (303)', async () => {
    const device = new Device(server.baseUrl);
    await device.get('/login', { headers: { accept: 'text/html' } });
    const first = await device.post('/login', {
      form: { email: 'mfa@example.com', password: PASSWORD },
      headers: { accept: 'text/html' },
    });
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/login/two-factor');
    const second = await device.post(SECOND_STEP, {
      form: { code: code(secret, clock.current + 30_000) },
      headers: { accept: 'text/html' },
    });
    expect(second.status, second.text).toBe(303);
    expect(second.headers.get('location')).toBe('/');
    expect((await device.get('/check-session')).json()).toEqual({ status: 'active' });
    nextStep();
    nextStep();
  });

  it('refuses a missing or expired pending sign-in: sign in again (401)', async () => {
    const none = new Device(server.baseUrl);
    await none.get('/api/csrf-token');
    const missing = await none.post(SECOND_STEP, { json: { code: code(secret) } });
    expect(missing.status).toBe(401);
    expect(missing.json()).toEqual({
      error: 'two_factor_expired',
      message: 'Logowanie wygasło: zaloguj się ponownie, podając e-mail i hasło.',
    });
    const device = await firstStep('mfa@example.com');
    clock.advanceMinutes(5);
    const late = await device.post(SECOND_STEP, { json: { code: code(secret) } });
    expect(late.status).toBe(401);
    expect(late.json<{ error: string }>().error).toBe('two_factor_expired');
    expect(device.cookies.has('portal_session')).toBe(false);
    expect(device.cookies.has('portal_two_factor')).toBe(false);
  });

  it('ends the pending sign-in at the fifth wrong code; the right one is then refused too', async () => {
    // The account's earlier failures are past the throttle's window (its delay is the next test's).
    clock.advanceMinutes(16);
    const device = await firstStep('mfa@example.com');
    const wrong = otherCode(secret);
    for (let attempt = 1; attempt <= 4; attempt++) {
      const answer = await device.post(SECOND_STEP, { json: { code: wrong } });
      expect(answer.status, `attempt ${attempt}`).toBe(422);
    }
    const pendingCookie = device.cookies.get('portal_two_factor')!;
    const pending = pendingRow(device);
    const fifth = await device.post(SECOND_STEP, { json: { code: wrong } });
    expect(fifth.status).toBe(401);
    expect(fifth.json()).toEqual({
      error: 'two_factor_expired',
      message: 'Zbyt wiele nieprawidłowych kodów: zaloguj się ponownie, podając e-mail i hasło.',
    });
    expect(await pending()).toHaveLength(0);
    // The cookie is cleared; even put back, the right code opens nothing.
    expect(device.cookies.has('portal_two_factor')).toBe(false);
    device.cookies.set('portal_two_factor', pendingCookie);
    const right = await device.post(SECOND_STEP, { json: { code: code(secret) } });
    expect(right.status).toBe(401);
    expect(device.cookies.has('portal_session')).toBe(false);
    const failures = (await audit('two_factor_failed', userId)).map((row) => JSON.parse(row.details!));
    expect(failures.slice(-5).map((entry: { attempt: number }) => entry.attempt)).toEqual([1, 2, 3, 4, 5]);
    // Let the account's sign-in delay (its failed codes count as failed sign-ins) pass.
    clock.advanceMinutes(16);
  });

  it('counts codes with the sign-in throttle: the account delay after five failures, 429 with Retry-After', async () => {
    const device = await firstStep('mfa@example.com');
    const wrong = otherCode(secret);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await device.post(SECOND_STEP, { json: { code: wrong } })).status).toBe(422);
    }
    // The password of a new sign-in (released, being right), then one more wrong code: the account's
    // fifth failure. A browser without the account's device cookie then waits.
    const again = await firstStep('mfa@example.com', new Device(server.baseUrl));
    expect((await again.post(SECOND_STEP, { json: { code: wrong } })).status).toBe(422);
    const stranger = await firstStep('mfa@example.com', new Device(server.baseUrl));
    const throttled = await stranger.post(SECOND_STEP, { json: { code: code(secret) } });
    expect(throttled.status).toBe(429);
    expect(throttled.json<{ error: string }>().error).toBe('too_many_attempts');
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    clock.advanceMinutes(16);
    nextStep();
  });

  it('takes a recovery code once (any case, with or without the dash); the count falls', async () => {
    const device = await firstStep('mfa@example.com');
    const [first, second] = codes as [string, string];
    const answer = await device.post(SECOND_STEP, { json: { recovery_code: first.toUpperCase() } });
    expect(answer.status, answer.text).toBe(200);
    expect(JSON.parse((await audit('login', userId)).at(-1)!.details!)).toEqual({
      two_factor: 'recovery_code',
    });
    expect(await audit('recovery_code_used', userId)).toHaveLength(1);
    expect((await status(device)).recovery_codes_left).toBe(9);
    const again = await firstStep('mfa@example.com');
    const reused = await again.post(SECOND_STEP, { json: { recovery_code: first } });
    expect(reused.status).toBe(422);
    expect(reused.json<{ fields: Record<string, string[]> }>().fields.recovery_code).toEqual([
      'Kod odzyskiwania jest nieprawidłowy albo został już użyty: wpisz inny ze swoich kodów.',
    ]);
    const compact = await again.post(SECOND_STEP, { json: { recovery_code: second.replace('-', '') } });
    expect(compact.status, compact.text).toBe(200);
    expect((await status(again)).recovery_codes_left).toBe(8);
  });

  it('opens exactly one session when one recovery code is used by two sign-ins at once', async () => {
    const a = await firstStep('mfa@example.com');
    const b = await firstStep('mfa@example.com');
    const recovery = codes[2]!;
    const answers = await Promise.all([
      a.post(SECOND_STEP, { json: { recovery_code: recovery } }),
      b.post(SECOND_STEP, { json: { recovery_code: recovery } }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    const [row] = await server.query<{ n: number | string }>(
      'SELECT COUNT(*) AS n FROM two_factor_recovery_codes WHERE user_id = ? AND used_at IS NULL',
      [userId],
    );
    expect(Number(row!.n)).toBe(7);
  });

  it('needs one of code and recovery code, not both', async () => {
    const device = await firstStep('mfa@example.com');
    for (const body of [{}, { code: '123456', recovery_code: codes[3]! }]) {
      const answer = await device.post(SECOND_STEP, { json: body });
      expect(answer.status).toBe(422);
      expect(answer.json<{ message: string }>().message).toBe(
        'Podaj kod z aplikacji uwierzytelniającej albo kod odzyskiwania (tylko jedno z nich).',
      );
    }
  });

  it('answers in English when the locale is English', async () => {
    const device = new Device(server.baseUrl);
    await device.get('/lang/en');
    await firstStep('mfa@example.com', device);
    const answer = await device.post(SECOND_STEP, { json: { code: otherCode(secret) } });
    expect(answer.json<{ message: string }>().message).toBe(
      'The code is wrong or has already been used: enter the current code from your authenticator app.',
    );
  });

  it('opens the session in the language chosen on the second step', async () => {
    const device = await firstStep('mfa@example.com');
    await device.get('/lang/en');
    const answer = await device.post(SECOND_STEP, { json: { recovery_code: codes[5]! } });
    expect(answer.status, answer.text).toBe(200);
    expect((await device.get('/api/layout')).json<{ locale: string }>().locale).toBe('en');
  });
});

describe('recovery codes and turning it off', () => {
  it('makes ten new codes with the password (the old ones stop working), only when on', async () => {
    const id = await newUser('regen@example.com');
    const device = await signedIn('regen@example.com');
    const off = await device.post(RECOVERY, { json: { password: PASSWORD } });
    expect(off.status).toBe(409);
    expect(off.json<{ error: string }>().error).toBe('two_factor_not_enabled');
    const { codes } = await enroll(device);
    expect((await device.post(RECOVERY, { json: { password: 'wrong-password' } })).status).toBe(422);
    const answer = await device.post(RECOVERY, { json: { password: PASSWORD } });
    expect(answer.status, answer.text).toBe(200);
    const fresh = answer.json<{ recovery_codes: string[] }>().recovery_codes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((recovery) => codes.includes(recovery))).toBe(false);
    expect((await device.get('/api/layout')).status).toBe(200);
    expect(await audit('recovery_codes_regenerated', id)).toHaveLength(1);
    const old = await firstStep('regen@example.com');
    expect((await old.post(SECOND_STEP, { json: { recovery_code: codes[0]! } })).status).toBe(422);
    expect((await old.post(SECOND_STEP, { json: { recovery_code: fresh[0]! } })).status).toBe(200);
  });

  it('turns it off with the password and a code: wrong ones refused, then sign-in has one step again', async () => {
    const id = await newUser('disable@example.com');
    const device = await signedIn('disable@example.com');
    expect((await device.post(DISABLE, { json: { password: PASSWORD, code: '123456' } })).status).toBe(409);
    const { secret } = await enroll(device);
    const wrongPassword = await device.post(DISABLE, {
      json: { password: 'wrong-password', code: code(secret) },
    });
    expect(wrongPassword.status).toBe(422);
    expect(wrongPassword.json<{ error: string }>().error).toBe('invalid_credentials');
    const wrongCode = await device.post(DISABLE, { json: { password: PASSWORD, code: 'aaaaa-aaaaa' } });
    expect(wrongCode.status).toBe(422);
    expect(wrongCode.json<{ error: string }>().error).toBe('invalid_code');
    const answer = await device.post(DISABLE, { json: { password: PASSWORD, code: code(secret) } });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json()).toEqual({
      enabled: false,
      pending: false,
      recovery_codes_left: 0,
      required: false,
    });
    expect(JSON.parse((await audit('two_factor_disabled', id)).at(-1)!.details!)).toEqual({ method: 'totp' });
    for (const table of ['user_two_factor', 'two_factor_recovery_codes', 'two_factor_sign_ins']) {
      expect(await server.query(`SELECT * FROM ${table} WHERE user_id = ?`, [id])).toHaveLength(0);
    }
    expect((await device.get('/api/layout')).status).toBe(200);
    await signedIn('disable@example.com');
  });

  it('turns it off with a recovery code', async () => {
    const id = await newUser('disable-recovery@example.com');
    const device = await signedIn('disable-recovery@example.com');
    const { codes } = await enroll(device);
    const answer = await device.post(DISABLE, { json: { password: PASSWORD, code: codes[4]! } });
    expect(answer.status, answer.text).toBe(200);
    expect(JSON.parse((await audit('two_factor_disabled', id)).at(-1)!.details!)).toEqual({
      method: 'recovery_code',
    });
  });

  it('is 403 for a staff member acting as a client, on every route', async () => {
    const staff = await signedIn('staff@example.com');
    const [client] = await server.query<{ id: number }>(
      "SELECT id FROM users WHERE email = 'client@example.com'",
    );
    expect((await staff.post(`/admin/users/${client!.id}/impersonate`, { json: {} })).status).toBeLessThan(
      400,
    );
    const answers = [
      await staff.get(STATUS),
      await staff.post(SETUP, { json: { password: PASSWORD } }),
      await staff.post(CONFIRM, { json: { code: '123456' } }),
      await staff.post(RECOVERY, { json: { password: PASSWORD } }),
      await staff.post(DISABLE, { json: { password: PASSWORD, code: '123456' } }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(answer.json<{ message: string }>().message).toBe(
        'Logowanie dwuetapowe konta ustawia jego właściciel: opuść konto, aby zarządzać swoim.',
      );
    }
    expect(await server.query('SELECT * FROM user_two_factor WHERE user_id = ?', [client!.id])).toHaveLength(
      0,
    );
  });

  it('needs the CSRF token like every other change', async () => {
    const device = await signedIn('soc@example.com');
    expect((await device.post(SETUP, { json: { password: PASSWORD }, csrf: false })).status).toBe(419);
  });

  it('counts a wrong password with the sign-in throttle: 429 after ten at one address, for /login too', async () => {
    await newUser('guess@example.com');
    const device = await signedIn('guess@example.com');
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await device.post(SETUP, { json: { password: `guess-${attempt}` } })).status).toBe(422);
    }
    const refused = await device.post(SETUP, { json: { password: PASSWORD } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const login = await device.post('/login', { json: { email: 'guess@example.com', password: PASSWORD } });
    expect(login.status).toBe(429);
    clock.advanceMinutes(16);
  });
});

describe('the staff requirement (PORTAL_REQUIRE_STAFF_TWO_FACTOR=true)', () => {
  let required: TestServer;
  beforeAll(async () => {
    required = await startServer({ now: clock.now, requireStaffTwoFactor: true });
  });
  afterAll(async () => {
    await required.close();
  });

  it('lets a staff member sign in, but only to set two-factor up until it is on', async () => {
    const staff = new Browser(required.baseUrl);
    expect((await staff.signIn('staff@example.com')).json()).toEqual({ status: 'ok', redirect: '/' });
    const closed = await staff.get('/api/admin/users');
    expect(closed.status).toBe(403);
    expect(closed.json()).toEqual({
      error: 'two_factor_setup_required',
      message:
        'Twoje konto pracownika wymaga logowania dwuetapowego: włącz je w ustawieniach konta, aby korzystać z portalu.',
    });
    const [client] = await required.query<{ id: number }>(
      "SELECT id FROM users WHERE email = 'client@example.com'",
    );
    expect((await staff.post(`/admin/users/${client!.id}/impersonate`, { json: {} })).status).toBe(403);
    expect((await staff.get('/api/account/sessions')).status).toBe(403);
    expect((await staff.post('/api/settings/theme', { json: { theme: 'dark' } })).status).toBe(403);
    // Open: the layout, the pages, the session check, the token, and the two-factor routes.
    const layout = await staff.get('/api/layout');
    expect(layout.status).toBe(200);
    // The layout says so, and the portal shows its settings page.
    expect(layout.json<{ twoFactorSetupRequired: boolean }>().twoFactorSetupRequired).toBe(true);
    expect((await staff.get('/account', { headers: { accept: 'text/html' } })).status).toBe(200);
    expect((await staff.get('/check-session')).json()).toEqual({ status: 'active' });
    expect((await staff.get('/api/csrf-token')).status).toBe(204);
    expect((await staff.get(STATUS)).json()).toEqual({
      enabled: false,
      pending: false,
      recovery_codes_left: 0,
      required: true,
    });
    const setup = await staff.post(SETUP, { json: { password: PASSWORD } });
    expect(setup.status).toBe(200);
    const { secret } = setup.json<{ secret: string }>();
    expect((await staff.post(CONFIRM, { json: { code: code(secret) } })).status).toBe(200);
    nextStep();
    // On: everything is open again, in the same session.
    expect((await staff.get('/api/admin/users')).status).toBe(200);
    expect(
      (await staff.get('/api/layout')).json<{ twoFactorSetupRequired: boolean }>().twoFactorSetupRequired,
    ).toBe(false);
    expect((await staff.get(STATUS)).json()).toMatchObject({ enabled: true, required: true });
    const disable = await staff.post(DISABLE, { json: { password: PASSWORD, code: code(secret) } });
    expect(disable.status).toBe(403);
    expect(disable.json()).toEqual({
      error: 'two_factor_required',
      message:
        'Konta pracowników muszą mieć włączone logowanie dwuetapowe, więc nie można go wyłączyć. Jeśli zgubisz kody odzyskiwania, wygeneruj nowe.',
    });
    expect((await staff.post('/logout', { json: {} })).status).toBe(200);
  });

  it('leaves clients alone, and lets an unenrolled staff member sign out', async () => {
    const client = new Browser(required.baseUrl);
    await client.signIn('client@example.com');
    expect((await client.get('/api/services?type=virtual-servers')).status).toBe(200);
    expect((await client.get(STATUS)).json()).toMatchObject({ required: false });
    expect(
      (await client.get('/api/layout')).json<{ twoFactorSetupRequired: boolean }>().twoFactorSetupRequired,
    ).toBe(false);
    const support = new Browser(required.baseUrl);
    await support.signIn('support@example.com');
    expect((await support.get('/api/admin/support/issues')).status).toBe(403);
    expect((await support.post('/logout', { json: {} })).status).toBe(200);
  });
});
