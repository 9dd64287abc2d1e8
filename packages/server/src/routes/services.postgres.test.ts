/**
 * GET /api/services on the two engines side by side: the same seed and the same hand-made rows on
 * SQLite and on a PostgreSQL database whose own collation is Polish (ICU), where a plain ORDER BY or
 * lower() would answer differently (Ł between L and M, lower case first, Unicode case folding). Every
 * sort and filter must give the very same answer on both. Runs in the `server-postgres` project only.
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
import { LAB_TYPE, addLabServices, servicesPath } from '../testing/service-list.js';

const clock = new TestClock();
let stores: TestStore[];
let sqlite: TestServer;
let postgres: TestServer;
let onSqlite: Browser;
let onPostgres: Browser;

beforeAll(async () => {
  stores = [await newTestStore('sqlite'), await polishStore()];
  sqlite = await startServer({ now: clock.now }, { store: stores[0] });
  postgres = await startServer({ now: clock.now }, { store: stores[1] });
  for (const server of [sqlite, postgres]) await addLabServices(server);
  onSqlite = new Browser(sqlite.baseUrl);
  onPostgres = new Browser(postgres.baseUrl);
  await onSqlite.signIn('client@example.com');
  await onPostgres.signIn('client@example.com');
});
afterAll(async () => {
  await sqlite?.close();
  await postgres?.close();
  for (const store of stores ?? []) await store.remove();
});

describe('the services list on SQLite and on PostgreSQL with a Polish collation', () => {
  it('runs on engines that differ: the PostgreSQL database alone sorts Łódź before zeta and folds Ł', async () => {
    const [row] = await postgres.query<{ before: boolean; folded: string }>(
      "SELECT 'Łódź' < 'zeta' AS before, lower('Łódź') AS folded",
    );
    expect(row).toEqual({ before: true, folded: 'łódź' });
    const [lite] = await sqlite.query<{ before: number; folded: string }>(
      "SELECT 'Łódź' < 'zeta' AS before, lower('Łódź') AS folded",
    );
    expect(lite).toEqual({ before: 0, folded: 'Łódź' });
  });

  const keys = ['name', 'status', 'allocation_model', 'created_at', 'updated_at'];
  const queries: Record<string, string>[] = [
    ...[LAB_TYPE, 'virtual-servers'].flatMap((type) =>
      [...keys.flatMap((key) => [key, `-${key}`]), 'status,-name', '-allocation_model,updated_at'].map(
        (sort) => ({ type, sort, limit: '100' }),
      ),
    ),
    { type: 'virtual-servers', offset: '200', limit: '50', sort: '-updated_at' },
    {
      type: 'virtual-servers',
      status: 'inactive',
      allocation: 'AllocationPool,AllocationVApp',
      limit: '100',
    },
    { type: 'virtual-servers', name: 'K8S', search: 'pay', sort: 'created_at', limit: '100' },
    ...['%', '_', '\\', '100%', 'ALPHA', 'łódź', 'Łódź', 'ÓDŹ', 'web-eu', 'pay', 'vapp'].flatMap(
      (text): Record<string, string>[] => [
        { type: LAB_TYPE, name: text, limit: '100' },
        { type: LAB_TYPE, search: text, sort: '-name', limit: '100' },
      ],
    ),
  ];

  it.each(queries)('gives the same answer for %o', async (params) => {
    const [a, b] = await Promise.all([
      onSqlite.get(servicesPath(params)),
      onPostgres.get(servicesPath(params)),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.json()).toEqual(a.json());
  });
});
