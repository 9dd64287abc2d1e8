/**
 * GET /api/admin/siem/dashboard on the two engines side by side: the same hand-made cases and the
 * same fixed clock on SQLite and on a PostgreSQL database with a Polish collation (and the session's
 * time zone set away from Warsaw and UTC, which no query may read). Every period's answer, for each
 * analyst, must be the very same on both. Runs in the `server-postgres` project only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Browser,
  TestClock,
  newTestStore,
  startServer,
  type TestServer,
  type TestStore,
} from '../testing/harness.js';
import { polishStore } from '../testing/polish-store.js';
import { DASHBOARD_NOW, EXPECTED, addDashboardCases } from '../testing/soc-dashboard.js';

const clock = new TestClock();
clock.current = DASHBOARD_NOW;
let stores: TestStore[];
let sqlite: TestServer;
let postgres: TestServer;
const browsers: Record<'sqlite' | 'postgres', Record<string, Browser>> = { sqlite: {}, postgres: {} };
const ANALYSTS = ['soc@example.com', 'soc2@example.com', 'staff@example.com'];

beforeAll(async () => {
  stores = [await newTestStore('sqlite'), await polishStore()];
  // A time zone of the database's own that is neither UTC nor Warsaw's: nothing may depend on it.
  await stores[1]!.query(
    `ALTER DATABASE "${new URL(stores[1]!.databaseUrl!).pathname.slice(1)}" SET timezone TO 'America/Sao_Paulo'`,
  );
  sqlite = await startServer({ now: clock.now }, { store: stores[0] });
  postgres = await startServer({ now: clock.now }, { store: stores[1] });
  for (const [name, server] of [
    ['sqlite', sqlite],
    ['postgres', postgres],
  ] as const) {
    await addDashboardCases(server);
    for (const email of ANALYSTS) {
      const browser = new Browser(server.baseUrl);
      await browser.signIn(email);
      browsers[name][email] = browser;
    }
  }
});
afterAll(async () => {
  await sqlite?.close();
  await postgres?.close();
  for (const store of stores ?? []) await store.remove();
});

describe('the SOC dashboard on SQLite and on PostgreSQL', () => {
  it('has the same cases with the same ids on both', async () => {
    const question =
      'SELECT id, title, severity, status, assignee_id, created_at, resolved_at, closed_at FROM siem_cases ORDER BY id';
    expect(await postgres.query(question)).toEqual(await sqlite.query(question));
  });

  it.each(
    ANALYSTS.flatMap((email) =>
      ['', '?days=7', '?days=30', '?days=90'].map((query) => [email, query] as const),
    ),
  )('gives %s the same answer to %j', async (email, query) => {
    const [a, b] = await Promise.all([
      browsers.sqlite[email]!.get(`/api/admin/siem/dashboard${query}`),
      browsers.postgres[email]!.get(`/api/admin/siem/dashboard${query}`),
    ]);
    expect(a.status, a.text).toBe(200);
    expect(b.status, b.text).toBe(200);
    expect(b.json()).toEqual(a.json());
    const days = (query.slice(6) || '30') as '7' | '30' | '90';
    expect(a.json()).toMatchObject({
      from: EXPECTED[days].from,
      medianResolveMs: EXPECTED[days].medianResolveMs,
      resolvedCount: EXPECTED[days].resolvedCount,
    });
  });

  it('gives the same 422 on both', async () => {
    const [a, b] = await Promise.all([
      browsers.sqlite['soc@example.com']!.get('/api/admin/siem/dashboard?days=14'),
      browsers.postgres['soc@example.com']!.get('/api/admin/siem/dashboard?days=14'),
    ]);
    expect(a.status).toBe(422);
    expect(b.status).toBe(422);
    expect(b.json()).toEqual(a.json());
  });
});
