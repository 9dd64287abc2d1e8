/**
 * The SOC case page on the two engines side by side: the same seed on SQLite and on a PostgreSQL
 * database whose own collation is Polish (ICU). The seeded integrations, assets, indicators and
 * timelines must be the very same rows, every case must answer the same, and the same writes (moves,
 * refusals, a reopening, severity, assignments, comments) must answer and store the same. Runs in the
 * `server-postgres` project only.
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
import { CASES, addCase, addStaff } from '../testing/case-page.js';
import { polishStore } from '../testing/polish-store.js';

const clock = new TestClock();
let stores: TestStore[];
let servers: TestServer[];
let analysts: Browser[];
let leads: Browser[];

beforeAll(async () => {
  stores = [await newTestStore('sqlite'), await polishStore()];
  servers = [];
  for (const store of stores) servers.push(await startServer({ now: clock.now }, { store }));
  for (const server of servers) {
    // A name the Polish collation sorts elsewhere than bytes do: the analysts' order must not move.
    await addStaff(server, {
      email: 'lukasz@example.com',
      fullName: 'łukasz Analityk',
      permissions: ['admin-siem-case-list'],
    });
  }
  analysts = servers.map((server) => new Browser(server.baseUrl));
  leads = servers.map((server) => new Browser(server.baseUrl));
  for (const [index] of servers.entries()) {
    await analysts[index]!.signIn('soc@example.com');
    await leads[index]!.signIn('staff@example.com');
  }
});
afterAll(async () => {
  for (const server of servers ?? []) await server.close();
  for (const store of stores ?? []) await store.remove();
});

/** The same request on both servers: the same status and the same answer. */
async function same(
  browsers: Browser[],
  method: 'GET' | 'POST',
  path: string,
  expected: number,
  json?: Record<string, unknown>,
): Promise<unknown> {
  const answers = [];
  // One after the other, so the two stores see the writes in the same order.
  for (const browser of browsers) answers.push(await browser.request(method, path, json ? { json } : {}));
  const [a, b] = answers;
  expect(a!.status, a!.text).toBe(expected);
  expect(b!.status, b!.text).toBe(expected);
  expect(b!.json()).toEqual(a!.json());
  return a!.json();
}

describe('the SOC case page on SQLite and on PostgreSQL with a Polish collation', () => {
  it('has the same seeded integrations, cases, assets, indicators and timelines with the same ids', async () => {
    for (const question of [
      'SELECT id, project_id, name, product, state, last_event_at, created_at FROM siem_integrations ORDER BY id',
      'SELECT id, integration_id FROM siem_cases ORDER BY id',
      'SELECT id, case_id, kind, value FROM siem_case_assets ORDER BY id',
      'SELECT id, case_id, kind, value FROM siem_case_indicators ORDER BY id',
      'SELECT id, case_id, author_id, kind, body, from_value, to_value, assignee_id, reason, created_at FROM siem_case_events ORDER BY id',
    ]) {
      expect(await servers[1]!.query(question), question).toEqual(await servers[0]!.query(question));
    }
  });

  it('answers every kind of case the same, the analysts in the same order', async () => {
    const ids = [1, 2, 3, 4, 5, 50, 100, 250, 599, 600];
    for (const id of ids) await same(analysts, 'GET', `${CASES}/${id}`, 200);
    const found = (await same(analysts, 'GET', `${CASES}/1`, 200)) as { assignees: { full_name: string }[] };
    expect(found.assignees.map((person) => person.full_name)).toEqual([
      'Katarzyna Wójcik',
      'Piotr Nowak',
      'Tomasz Lewandowski',
      'łukasz Analityk',
    ]);
    for (const id of ['999999', 'abc', '99999999999']) await same(analysts, 'GET', `${CASES}/${id}`, 404);
  });

  it('answers and stores the same after the same writes and refusals', async () => {
    const ids: number[] = [];
    for (const server of servers)
      ids.push(await addCase(server, 'new', { at: Date.UTC(2025, 11, 1), title: 'Łódź: wspólna sprawa' }));
    expect(ids[1]).toBe(ids[0]);
    const path = `${CASES}/${ids[0]}`;
    const [lukasz] = await servers[0]!.query<{ id: number }>(
      "SELECT id FROM users WHERE email = 'lukasz@example.com'",
    );
    const steps: [string, Record<string, unknown>, number][] = [
      ['status', { status: 'resolved' }, 409],
      ['status', { status: 'in_progress', reason: 'Nie' }, 422],
      ['status', { status: 'in_progress' }, 200],
      ['assignee', { assignee_id: lukasz!.id }, 200],
      ['severity', { severity: 'critical' }, 200],
      ['comments', { body: '<p>Zablokowano <code>185.1.2.3</code><script>x</script></p>' }, 201],
      ['status', { status: 'resolved' }, 200],
      ['status', { status: 'closed' }, 200],
      ['status', { status: 'closed' }, 200],
      ['status', { status: 'in_progress' }, 422],
      ['status', { status: 'in_progress', reason: '  Nawrót:\r\nten sam adres  ' }, 200],
      ['assignee', { assignee_id: null }, 200],
      ['comments', { body: '<p>Po ponownym otwarciu.</p>' }, 201],
    ];
    for (const [write, json, expected] of steps) {
      clock.advanceMinutes(1);
      await same(leads, 'POST', `${path}/${write}`, expected, json);
    }
    const found = (await same(analysts, 'GET', path, 200)) as { timeline: unknown[] };
    expect(found.timeline).toHaveLength(9);
    for (const question of [
      'SELECT id, title, severity, status, assignee_id, created_at, resolved_at, closed_at, integration_id FROM siem_cases WHERE id = ?',
      'SELECT id, author_id, kind, body, from_value, to_value, assignee_id, reason, created_at FROM siem_case_events WHERE case_id = ? ORDER BY id',
    ]) {
      expect(await servers[1]!.query(question, [ids[0]])).toEqual(
        await servers[0]!.query(question, [ids[0]]),
      );
    }
    const audit = "SELECT action, details FROM audit_log WHERE action LIKE 'siem_case.%' ORDER BY id";
    expect(await servers[1]!.query(audit)).toEqual(await servers[0]!.query(audit));
  });
});
