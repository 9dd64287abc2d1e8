/**
 * Sign-in throttling over real HTTP: attempts are counted in the store before the password is checked,
 * so a concurrent burst cannot get past the limits; the hard limits are per address, so the owner is
 * never locked out by someone else's burst; the account's own delay grows and a known browser skips it.
 * Addresses come from X-Forwarded-For (the test server trusts it, as behind a proxy).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  Browser,
  PASSWORD,
  TestClock,
  startServer,
  type Answer,
  type TestServer,
} from '../testing/harness.js';
import { DEFAULT_LOGIN_LIMITS, accountDelayMs, addressKey } from './login-throttle.js';

const clock = new TestClock();
let server: TestServer;

beforeAll(async () => {
  server = await startServer({ now: clock.now, trustProxy: true });
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  // Every test starts with every key quiet.
  clock.advanceMinutes(60);
});

const from = (address: string) => ({ 'x-forwarded-for': address });

async function guest(address: string): Promise<Browser> {
  const browser = new Browser(server.baseUrl);
  await browser.get('/api/csrf-token', { headers: from(address) });
  return browser;
}

function attempt(browser: Browser, address: string, email: string, password: string): Promise<Answer> {
  return browser.post('/login', { json: { email, password }, headers: from(address) });
}

function failedAudit(): Promise<Array<{ ip: string; details: string }>> {
  return server.query("SELECT ip, details FROM audit_log WHERE action = 'login_failed' ORDER BY id");
}

describe('a concurrent burst', () => {
  it('of 40 wrong passwords for one account from one address checks at most 10 passwords; the rest get 429', async () => {
    const before = (await failedAudit()).length;
    const browser = await guest('203.0.113.10');
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        attempt(browser, '203.0.113.10', 'support@example.com', 'wrong-guess'),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    const checked = statuses.filter((status) => status === 422).length;
    const refused = statuses.filter((status) => status === 429).length;
    expect(checked + refused).toBe(40);
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(DEFAULT_LOGIN_LIMITS.perAccountAddress);
    // Every checked password is in the audit log: no more passwords were checked than answered 422.
    expect((await failedAudit()).length - before).toBe(checked);
    for (const answer of answers.filter((a) => a.status === 429)) {
      expect(answer.json()).toMatchObject({ error: 'too_many_attempts' });
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('spread over many accounts from one address stops at the address limit', async () => {
    const browser = await guest('203.0.113.11');
    const answers = await Promise.all(
      Array.from({ length: 45 }, (_, i) =>
        attempt(browser, '203.0.113.11', `nobody${i}@example.com`, 'x-guess'),
      ),
    );
    const checked = answers.filter((answer) => answer.status === 422).length;
    expect(checked).toBe(DEFAULT_LOGIN_LIMITS.perAddress);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(45 - checked);
  });
});

describe('the owner after someone else’s burst', () => {
  it('signs in at once from a browser that signed in before, from another address', async () => {
    const owner = await guest('198.51.100.20');
    expect((await attempt(owner, '198.51.100.20', 'client@example.com', PASSWORD)).status).toBe(200);
    clock.advanceMinutes(1);
    const attacker = await guest('203.0.113.30');
    await Promise.all(
      Array.from({ length: 40 }, () =>
        attempt(attacker, '203.0.113.30', 'client@example.com', 'wrong-guess'),
      ),
    );
    expect((await attempt(attacker, '203.0.113.30', 'client@example.com', PASSWORD)).status).toBe(429);
    const again = await attempt(owner, '198.51.100.20', 'client@example.com', PASSWORD);
    expect(again.status).toBe(200);
  });

  it('on a new browser waits at most the account delay, never the 15-minute lock', async () => {
    const attacker = await guest('203.0.113.31');
    await Promise.all(
      Array.from({ length: 40 }, () => attempt(attacker, '203.0.113.31', 'staff@example.com', 'wrong-guess')),
    );
    const owner = await guest('198.51.100.21');
    const first = await attempt(owner, '198.51.100.21', 'staff@example.com', PASSWORD);
    if (first.status === 429) {
      const wait = Number(first.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(0);
      expect(wait * 1000).toBeLessThanOrEqual(DEFAULT_LOGIN_LIMITS.accountMaxDelayMs);
      clock.current += wait * 1000;
      expect((await attempt(owner, '198.51.100.21', 'staff@example.com', PASSWORD)).status).toBe(200);
    } else {
      expect(first.status).toBe(200);
    }
    // The attacker's own address stays locked for the account even with the right password.
    expect((await attempt(attacker, '203.0.113.31', 'staff@example.com', PASSWORD)).status).toBe(429);
  });
});

describe('limits in sequence', () => {
  it('the account’s delay grows 1 s, 2 s, 4 s ... across addresses, capped', async () => {
    const waits: number[] = [];
    for (let i = 0; i < 14; i += 1) {
      const address = `192.0.2.${i + 1}`;
      const browser = await guest(address);
      let answer = await attempt(browser, address, 'basic@example.com', 'wrong-guess');
      if (answer.status === 429) {
        const wait = Number(answer.headers.get('retry-after'));
        waits.push(wait);
        clock.current += wait * 1000;
        answer = await attempt(browser, address, 'basic@example.com', 'wrong-guess');
      }
      expect(answer.status).toBe(422);
    }
    const expected = Array.from({ length: 14 }, (_, i) => accountDelayMs(i + 1, DEFAULT_LOGIN_LIMITS))
      .slice(0, 13)
      .filter((ms) => ms > 0)
      .map((ms) => ms / 1000);
    expect(waits).toEqual(expected);
    expect(Math.max(...waits)).toBe(DEFAULT_LOGIN_LIMITS.accountMaxDelayMs / 1000);
  });

  it('the account at one address is locked after 10 failures, even for the right password and after the delay', async () => {
    const browser = await guest('203.0.113.40');
    let failures = 0;
    while (failures < DEFAULT_LOGIN_LIMITS.perAccountAddress) {
      const answer = await attempt(browser, '203.0.113.40', 'support@example.com', 'wrong-guess');
      if (answer.status === 429) clock.current += Number(answer.headers.get('retry-after')) * 1000;
      else {
        expect(answer.status).toBe(422);
        failures += 1;
      }
    }
    clock.current += DEFAULT_LOGIN_LIMITS.accountMaxDelayMs;
    const locked = await attempt(browser, '203.0.113.40', 'support@example.com', PASSWORD);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(60);
    // Another account from the same address is still open.
    expect((await attempt(browser, '203.0.113.40', 'basic@example.com', PASSWORD)).status).toBe(200);
    // Quiet for the window: open again.
    clock.advanceMinutes(15);
    expect((await attempt(browser, '203.0.113.40', 'support@example.com', PASSWORD)).status).toBe(200);
  });

  it('successful sign-ins give their attempt back: they never use up a limit', async () => {
    const browser = await guest('203.0.113.50');
    for (let i = 0; i < DEFAULT_LOGIN_LIMITS.perAddress + 5; i += 1) {
      expect((await attempt(browser, '203.0.113.50', 'basic@example.com', PASSWORD)).status).toBe(200);
    }
  });
});

describe('the audit log', () => {
  it('records a failed sign-in with the address and a keyed hash of the account, never the e-mail', async () => {
    const browser = await guest('203.0.113.60');
    const before = (await failedAudit()).length;
    await attempt(browser, '203.0.113.60', 'Client@Example.com', 'wrong-guess');
    await attempt(browser, '203.0.113.60', 'nobody-here@example.com', 'wrong-guess');
    const rows = (await failedAudit()).slice(before);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.ip).toBe('203.0.113.60');
      expect(row.details).not.toMatch(/example\.com/i);
    }
    const [known, unknown] = rows.map((row) => (JSON.parse(row.details) as { account: string }).account);
    expect(known).toMatch(/^[0-9a-f]{32}$/);
    expect(unknown).toMatch(/^[0-9a-f]{32}$/);
    expect(known).not.toBe(unknown);
  });
});

describe('addressKey', () => {
  it('keeps IPv4 whole, reads IPv4-mapped IPv6 as IPv4 and groups IPv6 by /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
  });
});
