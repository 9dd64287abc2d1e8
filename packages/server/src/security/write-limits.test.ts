/**
 * Issue 27: the rate limits on writes a person can repeat, over real HTTP on the default limits. A
 * concurrent burst gets exactly the limit through (counted atomically in the store before any work),
 * the rest 429 with Retry-After and a message in the person's language, and nothing of a refused
 * write is stored; the window ends and writing works again; an address's limit covers every account
 * behind it, and a write its address refused does not use up the account's own limit. Addresses come
 * from X-Forwarded-For (the test server trusts it, as behind a proxy).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Browser, TestClock, startServer, type Answer, type TestServer } from '../testing/harness.js';
import { PNG, upload } from '../testing/uploads.js';
import { readEnvConfig } from '../config.js';
import { openStore } from '../db/database.js';
import { DEFAULT_WRITE_LIMITS, WriteLimiter } from './write-limits.js';

const CLIENT = '/api/support/issues';
const STAFF = '/api/admin/support/issues';
const clock = new TestClock();
let server: TestServer;
let anna: Browser;
let marta: Browser;
let openIssue: number;

const from = (address: string) => ({ 'x-forwarded-for': address });
const newIssue = (browser: Browser, address = '198.51.100.1') =>
  browser.post(CLIENT, {
    json: { subject: 'Nie działa poczta', category: 'technical', description: '<p>Opis</p>' },
    headers: from(address),
  });
const reply = (browser: Browser, path: string, address: string) =>
  browser.post(path, { json: { body: '<p>Odpowiedź</p>' }, headers: from(address) });
const count = async (table: string) =>
  Number((await server.query<{ n: number | string }>(`SELECT count(*) AS n FROM ${table}`))[0]!.n);
const statuses = (answers: readonly Answer[]) => answers.map((answer) => answer.status);

/** The refusal every limit answers: 429 with Retry-After (seconds) and its message in the body. */
function expectRefusal(answer: Answer, message: RegExp): number {
  expect(answer.status, answer.text).toBe(429);
  const body = answer.json<{ error: string; message: string }>();
  expect(body.error).toBe('too_many_writes');
  expect(body.message).toMatch(message);
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  return retryAfter;
}

beforeAll(async () => {
  server = await startServer({ now: clock.now, trustProxy: true, writeLimits: DEFAULT_WRITE_LIMITS });
  const [open] = await server.query<{ id: number }>(
    "SELECT id FROM support_issues WHERE status <> 'closed' ORDER BY id LIMIT 1",
  );
  openIssue = open!.id;
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  // Signed in afresh: the clock moves on between tests, past the sessions' idle time.
  anna = new Browser(server.baseUrl);
  marta = new Browser(server.baseUrl);
  await anna.signIn('client@example.com');
  await marta.signIn('support@example.com');
});
afterEach(() => {
  // Every test starts with every window run out.
  clock.advanceMinutes(120);
});

describe('new support issues', () => {
  it('a concurrent burst of 40 from one account creates exactly 10; the rest get 429 and store nothing', async () => {
    const before = await count('support_issues');
    const messages = await count('support_messages');
    const answers = await Promise.all(Array.from({ length: 40 }, () => newIssue(anna)));
    expect(statuses(answers).filter((status) => status === 201)).toHaveLength(
      DEFAULT_WRITE_LIMITS.issue.perAccount,
    );
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused).toHaveLength(30);
    for (const answer of refused) {
      // The window is an hour and the clock stood still: the whole hour is left.
      expect(expectRefusal(answer, /^Robisz to zbyt często\. Spróbuj ponownie za 60 min\.$/)).toBe(3600);
    }
    expect(await count('support_issues')).toBe(before + 10);
    expect(await count('support_messages')).toBe(messages + 10);
  });

  it('says so in English to a person who reads English, with the time left in the window', async () => {
    const english = new Browser(server.baseUrl);
    await english.signIn('client@example.com');
    await english.get('/lang/en');
    for (let i = 0; i < 10; i++) expect((await newIssue(english)).status).toBe(201);
    clock.advanceMinutes(59);
    const retryAfter = expectRefusal(
      await newIssue(english),
      /^You are doing this too often\. Try again in 60 s\.$/,
    );
    expect(retryAfter).toBe(60);
    // The window ends: the account writes again.
    clock.advanceMinutes(1);
    expect((await newIssue(english)).status).toBe(201);
  });
});

describe('replies', () => {
  it('stop at 20 in ten minutes for one account, client and staff alike', async () => {
    // An issue of the client's own project, which she may answer.
    const created = await newIssue(anna, '198.51.100.2');
    const { id } = created.json<{ id: number }>();
    const clientPath = `${CLIENT}/${id}/messages`;
    const staffPath = `${STAFF}/${id}/messages`;
    const client = await Promise.all(
      Array.from({ length: 25 }, () => reply(anna, clientPath, '198.51.100.2')),
    );
    const staff = await Promise.all(
      Array.from({ length: 25 }, () => reply(marta, staffPath, '198.51.100.2')),
    );
    for (const answers of [client, staff]) {
      expect(statuses(answers).filter((status) => status === 201)).toHaveLength(20);
      for (const answer of answers.filter((each) => each.status !== 201)) {
        expect(expectRefusal(answer, /^Robisz to zbyt często\. Spróbuj ponownie za 10 min\.$/)).toBe(600);
      }
    }
  });
});

describe('uploads', () => {
  it('stop at 30 in ten minutes for one account, refused before the file is read', async () => {
    const before = await count('uploads');
    const answers: Answer[] = [];
    for (let i = 0; i < 32; i++) answers.push(await upload(anna, { filename: `${i}.png`, data: PNG }));
    expect(statuses(answers).filter((status) => status === 201)).toHaveLength(30);
    for (const answer of answers.slice(30)) {
      expectRefusal(answer, /^Robisz to zbyt często/);
      expect(answer.headers.get('connection')).toBe('close');
    }
    expect(await count('uploads')).toBe(before + 30);
  });
});

describe("staff's status and assignee changes", () => {
  it('stop at 120 in ten minutes for one account', async () => {
    const path = `${STAFF}/${openIssue}/status`;
    const answers: Answer[] = [];
    for (let i = 0; i < 122; i++) {
      const status = i % 2 === 0 ? 'open' : 'waiting_for_customer';
      answers.push(await marta.post(path, { json: { status }, headers: from('198.51.100.3') }));
    }
    expect(statuses(answers.slice(0, 120)).every((status) => status === 200)).toBe(true);
    for (const answer of answers.slice(120)) expectRefusal(answer, /^Robisz to zbyt często/);
  });
});

describe('an address', () => {
  let small: TestServer;
  let one: Browser;
  let two: Browser;
  let path: string;

  beforeAll(async () => {
    small = await startServer({
      now: clock.now,
      trustProxy: true,
      writeLimits: { reply: { perAccount: 3, perAddress: 5, windowMs: 10 * 60_000 } },
    });
    one = new Browser(small.baseUrl);
    two = new Browser(small.baseUrl);
    await one.signIn('support@example.com');
    await two.signIn('staff@example.com');
    const [open] = await small.query<{ id: number }>(
      "SELECT id FROM support_issues WHERE status <> 'closed' ORDER BY id LIMIT 1",
    );
    path = `${STAFF}/${open!.id}/messages`;
  });
  afterAll(async () => {
    await small.close();
  });

  it("is limited for every account behind it, and a write it refused leaves the account's own limit alone", async () => {
    for (let i = 0; i < 3; i++) expect((await reply(one, path, '203.0.113.7')).status).toBe(201);
    expect((await reply(two, path, '203.0.113.7')).status).toBe(201);
    expect((await reply(two, path, '203.0.113.7')).status).toBe(201);
    // The address has had its five: a third reply from the second account is refused there...
    expectRefusal(await reply(two, path, '203.0.113.7'), /^Robisz to zbyt często/);
    const counts = await small.query<{ key: string; count: number | string }>(
      "SELECT key, count FROM write_counts WHERE key LIKE 'reply:%' ORDER BY key",
    );
    expect(counts.map((row) => [row.key.replace(/:\d+$/, ':<id>'), Number(row.count)])).toEqual([
      ['reply:ip:203.0.113.7', 5],
      ['reply:user:<id>', 2],
      ['reply:user:<id>', 3],
    ]);
    // ... and counted nowhere: from another address the account still has its third reply.
    expect((await reply(two, path, '203.0.113.8')).status).toBe(201);
    expectRefusal(await reply(two, path, '203.0.113.9'), /^Robisz to zbyt często/);
  });
});

describe('the purge', () => {
  it('deletes the windows that have run out and keeps the running ones', async () => {
    const store = openStore({ dataDir: server.dataDir, databaseUrl: server.databaseUrl });
    try {
      const limiter = new WriteLimiter(store.db, DEFAULT_WRITE_LIMITS, clock.now);
      expect((await limiter.admit('issue', 1, '192.0.2.1')).admitted).toBe(true);
      clock.advanceMinutes(61);
      expect((await limiter.admit('reply', 1, '192.0.2.1')).admitted).toBe(true);
      // Everything before this test ran out long ago, and so has the issue's hour; the reply's ten
      // minutes have not.
      await limiter.purge();
      const keys = await server.query<{ key: string }>('SELECT key FROM write_counts ORDER BY key');
      expect(keys.map((row) => row.key)).toEqual(['reply:ip:192.0.2.1', 'reply:user:1']);
    } finally {
      await store.db.destroy();
    }
  });
});

describe('PORTAL_WRITE_LIMIT_*', () => {
  it("set an account's limit (1 to 100000), an address's three times as many, the windows kept", () => {
    expect(readEnvConfig({}).writeLimits).toEqual(DEFAULT_WRITE_LIMITS);
    const limits = readEnvConfig({
      PORTAL_WRITE_LIMIT_ISSUES: ' 5 ',
      PORTAL_WRITE_LIMIT_REPLIES: '40',
      PORTAL_WRITE_LIMIT_UPLOADS: '100000',
      PORTAL_WRITE_LIMIT_TRIAGE: '',
      PORTAL_WRITE_LIMIT_CONTACTS: '7',
    }).writeLimits;
    expect(limits).toEqual({
      issue: { perAccount: 5, perAddress: 15, windowMs: 60 * 60_000 },
      reply: { perAccount: 40, perAddress: 120, windowMs: 10 * 60_000 },
      upload: { perAccount: 100_000, perAddress: 300_000, windowMs: 10 * 60_000 },
      triage: DEFAULT_WRITE_LIMITS.triage,
      contact: { perAccount: 7, perAddress: 21, windowMs: 10 * 60_000 },
    });
    for (const value of ['0', '-1', '1.5', 'many', '100001']) {
      expect(() => readEnvConfig({ PORTAL_WRITE_LIMIT_REPLIES: value })).toThrow(
        `PORTAL_WRITE_LIMIT_REPLIES="${value}" must be a whole number of writes from 1 to 100000.`,
      );
    }
  });
});
