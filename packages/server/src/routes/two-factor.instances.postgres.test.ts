/**
 * Issue 27, part 2: two-factor sign-in on two server instances sharing one PostgreSQL database. One
 * TOTP code, or one recovery code, sent to both at once (each to a pending sign-in of its own) opens
 * exactly one session: a code is used up by an atomic update in the database, not in an instance.
 * Runs in the `server-postgres` project only.
 */
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Browser,
  PASSWORD,
  TestClock,
  newTestStore,
  startServer,
  type TestServer,
  type TestStore,
} from '../testing/harness.js';

const clock = new TestClock();
const UNTHROTTLED = { perAddress: 1e9, perAccountAddress: 1e9, accountFreeAttempts: 1e9 };
let store: TestStore;
let instances: TestServer[] = [];
let secret = '';
let recoveryCodes: string[] = [];

const code = () =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: clock.current,
  });

/** A pending sign-in on one instance: the password given, the code still to come. */
async function pendingOn(instance: TestServer): Promise<Browser> {
  const browser = new Browser(instance.baseUrl);
  const answer = await browser.signIn('client@example.com');
  expect(answer.json()).toEqual({ status: 'two_factor', redirect: '/login/two-factor' });
  return browser;
}

beforeAll(async () => {
  store = await newTestStore();
  // Two instances on one database (the same server secret, kept in it), with one clock.
  // The sign-in throttle is out of the way: its failed codes are not the subject here.
  const options = { now: clock.now, loginLimits: UNTHROTTLED };
  instances = [await startServer(options, { store })];
  instances.push(await startServer(options, { store }));
  const owner = new Browser(instances[0]!.baseUrl);
  await owner.signIn('client@example.com');
  const setup = await owner.post('/api/account/two-factor/setup', { json: { password: PASSWORD } });
  secret = setup.json<{ secret: string }>().secret;
  // Confirmed on the other instance: the pending secret is in the database.
  const confirmBrowser = new Browser(instances[1]!.baseUrl);
  for (const [name, value] of owner.cookies) confirmBrowser.cookies.set(name, value);
  const confirm = await confirmBrowser.post('/api/account/two-factor/confirm', { json: { code: code() } });
  expect(confirm.status, confirm.text).toBe(200);
  recoveryCodes = confirm.json<{ recovery_codes: string[] }>().recovery_codes;
  clock.current += 30_000;
});

afterAll(async () => {
  for (const instance of instances) await instance.close();
  await store?.remove();
});

describe('two instances on one PostgreSQL', () => {
  it('accept one TOTP code once: of two sign-ins sending it at once, one on each, exactly one opens', async () => {
    for (let round = 0; round < 3; round++) {
      const browsers = await Promise.all(instances.map(pendingOn));
      const current = code();
      const answers = await Promise.all(
        browsers.map((browser) => browser.post('/login/two-factor', { json: { code: current } })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
      clock.current += 30_000;
    }
  });

  it('accept one recovery code once, whichever instance gets it first', async () => {
    for (const recovery of recoveryCodes.slice(0, 3)) {
      const browsers = await Promise.all([...instances, ...instances].map(pendingOn));
      const answers = await Promise.all(
        browsers.map((browser) => browser.post('/login/two-factor', { json: { recovery_code: recovery } })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422, 422, 422]);
    }
    const [row] = await store.query<{ n: number | string }>(
      'SELECT COUNT(*) AS n FROM two_factor_recovery_codes WHERE used_at IS NULL',
    );
    expect(Number(row!.n)).toBe(7);
    const used = await store.query<{ details: string }>(
      "SELECT details FROM audit_log WHERE action = 'login' AND details IS NOT NULL",
    );
    expect(used.map((entry) => JSON.parse(entry.details).two_factor).sort()).toEqual([
      'recovery_code',
      'recovery_code',
      'recovery_code',
      'totp',
      'totp',
      'totp',
    ]);
  });
});
