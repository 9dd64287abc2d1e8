/**
 * GET /api/admin/siem/cases on the two engines side by side: the same seed and the same hand-made cases
 * on SQLite and on a PostgreSQL database whose own collation is Polish (ICU), where a plain ORDER BY or
 * lower() would answer differently (łukasz between L and M, lower case first, Unicode case folding).
 * Every sort and filter, and the assignees offered, must be the very same on both. Runs in the
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
import { addLabCases, casesPath } from '../testing/case-list.js';
import { polishStore } from '../testing/polish-store.js';

const clock = new TestClock();
let stores: TestStore[];
let sqlite: TestServer;
let postgres: TestServer;
let onSqlite: Browser;
let onPostgres: Browser;
let analystOnSqlite: Browser;
let analystOnPostgres: Browser;

beforeAll(async () => {
  stores = [await newTestStore('sqlite'), await polishStore()];
  sqlite = await startServer({ now: clock.now }, { store: stores[0] });
  postgres = await startServer({ now: clock.now }, { store: stores[1] });
  for (const server of [sqlite, postgres]) await addLabCases(server);
  onSqlite = new Browser(sqlite.baseUrl);
  onPostgres = new Browser(postgres.baseUrl);
  analystOnSqlite = new Browser(sqlite.baseUrl);
  analystOnPostgres = new Browser(postgres.baseUrl);
  await onSqlite.signIn('staff@example.com');
  await onPostgres.signIn('staff@example.com');
  await analystOnSqlite.signIn('soc@example.com');
  await analystOnPostgres.signIn('soc@example.com');
});
afterAll(async () => {
  await sqlite?.close();
  await postgres?.close();
  for (const store of stores ?? []) await store.remove();
});

describe('the SOC case list on SQLite and on PostgreSQL with a Polish collation', () => {
  it('runs on engines that differ: the PostgreSQL database alone sorts łukasz before Piotr and folds Ł', async () => {
    const question =
      "SELECT full_name FROM users WHERE full_name IN ('łukasz Lab', 'Piotr Nowak', 'ANNA Lab') ORDER BY full_name";
    expect((await postgres.query<{ full_name: string }>(question)).map((row) => row.full_name)).toEqual([
      'ANNA Lab',
      'łukasz Lab',
      'Piotr Nowak',
    ]);
    expect((await sqlite.query<{ full_name: string }>(question)).map((row) => row.full_name)).toEqual([
      'ANNA Lab',
      'Piotr Nowak',
      'łukasz Lab',
    ]);
    const [row] = await postgres.query<{ folded: string }>("SELECT lower('ŁÓDŹ-01 Alert') AS folded");
    expect(row).toEqual({ folded: 'łódź-01 alert' });
  });

  it('has the same rows with the same ids on both', async () => {
    const question = 'SELECT id, title, assignee_id, created_at FROM siem_cases ORDER BY id';
    expect(await postgres.query(question)).toEqual(await sqlite.query(question));
  });

  const keys = ['id', 'title', 'severity', 'status', 'assignee', 'created_at', 'resolved_at', 'closed_at'];
  const pages = ['0', '100', '200', '300', '400', '500', '600'];
  const queries: Record<string, string>[] = [
    ...keys
      .flatMap((key) => [key, `-${key}`])
      .flatMap((sort) => pages.map((offset) => ({ sort, offset, limit: '100' }))),
    ...[
      '-assignee,title',
      'assignee,-created_at',
      'severity,status',
      '-status,-severity',
      'title,-assignee',
    ].map((sort) => ({ sort, limit: '100' })),
    { offset: '590', limit: '50' },
    { status: 'mine', limit: '100' },
    { status: 'mine,in_progress,new', sort: 'assignee', limit: '100' },
    { status: 'resolved,closed', severity: 'critical,high', sort: '-resolved_at', limit: '100' },
    { assignee: 'none', sort: '-title', limit: '100' },
    { assignee: 'none,1,2,3,4,5,6,7,8,9,10', sort: 'assignee,-id', limit: '100' },
    { severity: 'low', sort: 'assignee,title', limit: '100' },
    ...[
      '%',
      '_',
      '\\',
      '100%',
      'ALPHA',
      'łódź',
      'Łódź',
      'ÓDŹ',
      'phishing lab',
      'PHISHING',
      'WS-0',
      '#42',
      '42',
      '#',
      'EDR',
    ].flatMap((text): Record<string, string>[] => [
      { title: text, sort: 'title', limit: '100' },
      { search: text, sort: '-assignee', limit: '100' },
    ]),
  ];

  it.each(queries)('gives the same answer for %o', async (params) => {
    const [a, b] = await Promise.all([onSqlite.get(casesPath(params)), onPostgres.get(casesPath(params))]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.json()).toEqual(a.json());
  });

  it.each<Record<string, string>>([
    { status: 'mine', sort: 'title', limit: '100' },
    { status: 'mine,closed', sort: '-closed_at', limit: '100' },
  ])("gives an analyst the same 'My cases' for %o", async (params) => {
    const [a, b] = await Promise.all([
      analystOnSqlite.get(casesPath(params)),
      analystOnPostgres.get(casesPath(params)),
    ]);
    expect(a.status).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(a.json<{ total: number }>().total).toBeGreaterThan(0);
  });
});
