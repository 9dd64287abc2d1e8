/**
 * The support issues on the two engines side by side: the same seed and the same hand-made issues
 * (Polish letters, case, LIKE's wildcards) written through the API on SQLite and on a PostgreSQL
 * database whose own collation is Polish (ICU). Every list, filter and issue must answer the very same
 * on both, and the writes must leave the same rows. Runs in the `server-postgres` project only.
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

const clock = new TestClock();
let stores: TestStore[];
let servers: TestServer[];
let clients: Browser[];
let staff: Browser[];
let support: Browser[];

const SUBJECTS = ['łódź: awaria', 'Łódź: awaria', 'Zebra 100%_ test', 'zebra lab', 'ANNA \\ lab', 'Ósemka'];

beforeAll(async () => {
  stores = [await newTestStore('sqlite'), await polishStore()];
  servers = [];
  for (const store of stores) servers.push(await startServer({ now: clock.now }, { store }));
  clients = servers.map((server) => new Browser(server.baseUrl));
  staff = servers.map((server) => new Browser(server.baseUrl));
  support = servers.map((server) => new Browser(server.baseUrl));
  for (const [index] of servers.entries()) {
    await clients[index]!.signIn('client@example.com');
    await staff[index]!.signIn('staff@example.com');
    await support[index]!.signIn('support@example.com');
  }
  // The same writes on both, in the same order.
  for (const subject of SUBJECTS) {
    for (const client of clients) {
      const answer = await client.post('/api/support/issues', {
        json: { subject, category: 'other', description: `<p>${subject}</p>` },
      });
      expect(answer.status, answer.text).toBe(201);
    }
    clock.advanceMinutes(1);
  }
});
afterAll(async () => {
  for (const server of servers ?? []) await server.close();
  for (const store of stores ?? []) await store.remove();
});

async function same(browsers: Browser[], path: string, expected = 200): Promise<unknown> {
  const [a, b] = await Promise.all(browsers.map((browser) => browser.get(path)));
  expect(a!.status, a!.text).toBe(expected);
  expect(b!.status).toBe(expected);
  expect(b!.json()).toEqual(a!.json());
  return a!.json();
}

const q = (path: string, params: Record<string, string>) =>
  `${path}?${new URLSearchParams(params).toString()}`;

describe('support issues on SQLite and on PostgreSQL with a Polish collation', () => {
  it('has the same issues and threads with the same ids on both', async () => {
    for (const question of [
      'SELECT id, project_id, subject, category, status, assignee_id, created_at, updated_at, resolved_at FROM support_issues ORDER BY id',
      'SELECT id, issue_id, author_id, kind, body, from_status, to_status, assignee_id, created_at FROM support_messages ORDER BY id',
    ]) {
      expect(await servers[1]!.query(question)).toEqual(await servers[0]!.query(question));
    }
  });

  const clientQueries: Record<string, string>[] = [
    ...['id', 'subject', 'category', 'status', 'created_at', 'updated_at', 'resolved_at']
      .flatMap((key) => [key, `-${key}`])
      .flatMap((sort) => ['0', '100'].map((offset) => ({ sort, offset, limit: '100' }))),
    ...['%', '_', '\\', '100%', 'ŁÓDŹ', 'łódź', 'ZEBRA', 'ósemka', '#1', '2'].flatMap(
      (text): Record<string, string>[] => [
        { subject: text, sort: 'subject', limit: '100' },
        { search: text, sort: '-subject', limit: '100' },
      ],
    ),
    { status: 'closed,resolved', category: 'technical,billing', sort: '-resolved_at', limit: '50' },
  ];

  it.each(clientQueries)('gives the client the same list for %o', async (params) => {
    await same(clients, q('/api/support/issues', params));
  });

  const staffQueries: Record<string, string>[] = [
    ...['project', 'assignee', 'subject', 'status', 'category']
      .flatMap((key) => [key, `-${key}`])
      .flatMap((sort) => ['0', '100', '200', '300'].map((offset) => ({ sort, offset, limit: '100' }))),
    { assignee: 'none', sort: '-subject', limit: '100' },
    { status: 'mine,open', sort: 'assignee,subject', limit: '100' },
    { project: '1', search: 'serwer', limit: '100' },
  ];

  it.each(staffQueries)('gives staff the same list for %o', async (params) => {
    await same(staff, q('/api/admin/support/issues', params));
  });

  it("gives support staff the same 'mine'", async () => {
    const answer = (await same(
      support,
      q('/api/admin/support/issues', { status: 'mine', limit: '100' }),
    )) as {
      total: number;
    };
    expect(answer.total).toBeGreaterThan(0);
  });

  it('answers one issue the same, thread included', async () => {
    for (const id of [1, 2, 50, 299, 300, 301]) await same(staff, `/api/admin/support/issues/${id}`);
  });

  it('writes the same rows on a reply, a status change and an assignment', async () => {
    const id = 301;
    for (const [index, server] of servers.entries()) {
      const member = await server.query<{ id: number }>(
        "SELECT id FROM users WHERE email = 'support@example.com'",
      );
      expect(
        (
          await staff[index]!.post(`/api/admin/support/issues/${id}/messages`, {
            json: { body: '<p>OK</p>' },
          })
        ).status,
      ).toBe(201);
      expect(
        (
          await staff[index]!.post(`/api/admin/support/issues/${id}/assignee`, {
            json: { assignee_id: member[0]!.id },
          })
        ).status,
      ).toBe(200);
      expect(
        (await staff[index]!.post(`/api/admin/support/issues/${id}/status`, { json: { status: 'resolved' } }))
          .status,
      ).toBe(200);
    }
    await same(staff, `/api/admin/support/issues/${id}`);
    await same(clients, `/api/support/issues/${id}`);
  });
});
