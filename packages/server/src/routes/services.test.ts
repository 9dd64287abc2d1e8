import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSessionToken } from '../security/sessions.js';
import { Browser, TestClock, startServer, type TestServer } from '../testing/harness.js';
import {
  LAB_TYPE,
  addLabServices,
  readAll,
  referenceFilter,
  referenceOrder,
  servicesPath,
  storedServices,
  type ServiceList,
  type StoredService,
} from '../testing/service-list.js';

const SHOP = 'Sklep internetowy';
const STAGING = 'Środowisko testowe';
const VIRTUAL = 'virtual-servers';

let server: TestServer;
let clock: TestClock;
let anna: Browser;
let guest: Browser;
let basic: Browser;
let staff: Browser;
let support: Browser;
let virtual: StoredService[];
let lab: StoredService[];

const ids = (rows: readonly { id: number }[]) => rows.map((row) => row.id);

async function list(browser: Browser, params: Record<string, string>): Promise<ServiceList> {
  const answer = await browser.get(servicesPath(params));
  expect(answer.status, answer.text).toBe(200);
  return answer.json<ServiceList>();
}

async function projectIdOf(name: string): Promise<number> {
  const [row] = await server.query<{ id: number }>('SELECT id FROM projects WHERE name = ?', [name]);
  return row!.id;
}

beforeAll(async () => {
  clock = new TestClock();
  // A clock that stands still: sessions are never touched, so a snapshot shows any write a GET makes.
  server = await startServer({ now: clock.now });
  await addLabServices(server);
  virtual = await storedServices(server, VIRTUAL, SHOP);
  lab = await storedServices(server, LAB_TYPE, SHOP);
  anna = new Browser(server.baseUrl);
  guest = new Browser(server.baseUrl);
  basic = new Browser(server.baseUrl);
  staff = new Browser(server.baseUrl);
  support = new Browser(server.baseUrl);
  await anna.signIn('client@example.com');
  await guest.get('/api/csrf-token');
  await basic.signIn('basic@example.com');
  await staff.signIn('staff@example.com');
  await support.signIn('support@example.com');
});
afterAll(async () => {
  await server.close();
});

describe('GET /api/services: the page', () => {
  it('lists the first 25 virtual servers of the selected project by name, with the total and the type', async () => {
    expect(virtual).toHaveLength(240);
    const answer = await anna.get(servicesPath({ type: VIRTUAL }));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const body = answer.json<ServiceList>();
    expect(Object.keys(body).sort()).toEqual(['rows', 'total', 'type']);
    expect(body.type).toEqual({ type: VIRTUAL, name: 'Serwery wirtualne', allocationModels: true });
    expect(body.total).toBe(240);
    expect(ids(body.rows)).toEqual(ids(referenceOrder(virtual).slice(0, 25)));
    const stored = virtual.find((row) => row.id === body.rows[0]!.id)!;
    expect(body.rows[0]).toEqual({
      id: stored.id,
      name: stored.name,
      status: stored.status,
      allocation_model: stored.allocation_model,
      created_at: new Date(stored.created_at).toISOString(),
      updated_at: stored.updated_at === null ? null : new Date(stored.updated_at).toISOString(),
    });
    for (const row of body.rows) {
      expect(Object.keys(row).sort()).toEqual([
        'allocation_model',
        'created_at',
        'id',
        'name',
        'status',
        'updated_at',
      ]);
      expect(row.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
  });

  it('says whether the type has allocation models at all, and lists a type the project lacks as empty', async () => {
    expect((await list(anna, { type: 'backup' })).type).toEqual({
      type: 'backup',
      name: 'Kopie zapasowe',
      allocationModels: false,
    });
    expect(await list(anna, { type: 'email' })).toEqual({
      type: { type: 'email', name: 'Poczta e-mail', allocationModels: false },
      rows: [],
      total: 0,
    });
  });

  it('pages with offset and limit (10, 25, 50, 100), the total the same on every page', async () => {
    const order = ids(referenceOrder(virtual));
    for (const limit of ['10', '25', '50', '100']) {
      const page = await list(anna, { type: VIRTUAL, limit, offset: '30' });
      expect(page.total).toBe(240);
      expect(ids(page.rows)).toEqual(order.slice(30, 30 + Number(limit)));
    }
    expect(ids((await list(anna, { type: VIRTUAL, offset: '230' })).rows)).toEqual(order.slice(230));
    expect(await list(anna, { type: VIRTUAL, offset: '240' })).toMatchObject({ rows: [], total: 240 });
    expect(await list(anna, { type: VIRTUAL, offset: '1000000000' })).toMatchObject({ rows: [], total: 240 });
    expect(ids((await list(anna, { type: VIRTUAL, offset: '007', limit: '10' })).rows)).toEqual(
      order.slice(7, 17),
    );
    const all = await readAll(anna, { type: VIRTUAL });
    expect(ids(all.rows)).toEqual(order);
    expect(new Set(ids(all.rows)).size).toBe(240);
    expect(all.totals).toEqual([240, 240, 240]);
  });
});

describe('GET /api/services: sorting', () => {
  const keys = ['name', 'status', 'allocation_model', 'created_at', 'updated_at'];

  it.each(keys.flatMap((key) => [key, `-${key}`]))(
    'sorts the 240 virtual servers by %s, then by id, over every page',
    async (sort) => {
      expect(ids((await readAll(anna, { type: VIRTUAL, sort })).rows)).toEqual(
        ids(referenceOrder(virtual, sort)),
      );
    },
  );

  it.each(['status,-created_at', '-allocation_model,name', 'updated_at,-name', '-status,allocation_model'])(
    'sorts by two keys: %s',
    async (sort) => {
      expect(ids((await readAll(anna, { type: VIRTUAL, sort })).rows)).toEqual(
        ids(referenceOrder(virtual, sort)),
      );
    },
  );

  it.each(keys.flatMap((key) => [key, `-${key}`]))(
    'sorts the hand-made rows by %s: NULLs last, equal keys by id',
    async (sort) => {
      const rows = (await list(anna, { type: LAB_TYPE, sort, limit: '100' })).rows;
      expect(ids(rows)).toEqual(ids(referenceOrder(lab, sort)));
    },
  );

  it('puts NULLs last in both directions, and equal values in id order in both directions', async () => {
    for (const sort of ['allocation_model', '-allocation_model', 'updated_at', '-updated_at']) {
      const rows = (await list(anna, { type: LAB_TYPE, sort, limit: '100' })).rows;
      const key = sort.replace('-', '') as 'allocation_model' | 'updated_at';
      const firstNull = rows.findIndex((row) => row[key] === null);
      expect(firstNull, sort).toBeGreaterThan(0);
      expect(
        rows.slice(firstNull).every((row) => row[key] === null),
        sort,
      ).toBe(true);
      const nullIds = ids(rows.slice(firstNull));
      expect(nullIds, sort).toEqual([...nullIds].sort((a, b) => a - b));
    }
    // Three rows are named alpha in some case: A-Z folded they are equal, then bytes ('A' < 'a'), then ids.
    const alphas = (rows: ServiceList['rows']) => rows.filter((row) => row.name.toLowerCase() === 'alpha');
    const byId = ids(lab.filter((row) => row.name === 'alpha')).sort((a, b) => a - b);
    const upper = lab.find((row) => row.name === 'Alpha')!.id;
    expect(ids(alphas((await list(anna, { type: LAB_TYPE, sort: 'name', limit: '100' })).rows))).toEqual([
      upper,
      ...byId,
    ]);
    expect(ids(alphas((await list(anna, { type: LAB_TYPE, sort: '-name', limit: '100' })).rows))).toEqual([
      ...byId,
      upper,
    ]);
  });

  it('sorts names case-insensitively for A-Z: WEB-eu-02 next to web-EU-01', async () => {
    const names = (await list(anna, { type: LAB_TYPE, limit: '100' })).rows.map((row) => row.name);
    expect(names.indexOf('WEB-eu-02')).toBe(names.indexOf('web-EU-01') + 1);
    expect(names.slice(0, 2)).toEqual(['100 percent', '100% pure']);
    expect(names.slice(-2)).toEqual(['Łódź-01', 'łódź-02']);
  });
});

describe('GET /api/services: filters', () => {
  const count = (filters: Parameters<typeof referenceFilter>[1]) => referenceFilter(virtual, filters).length;

  it.each<Record<string, string>>([
    { status: 'active' },
    { status: 'inactive' },
    { status: 'inactive,active' },
    { status: 'active,active' },
    { allocation: 'AllocationVApp' },
    { allocation: 'AllocationPool,ReservationPool' },
    { allocation: 'AllocationPool,AllocationVApp,ReservationPool' },
    { name: 'k8s' },
    { name: 'K8S-WORKER' },
    { name: 'eu-0' },
    { name: '' },
    { search: 'web' },
    { search: 'pay-as' },
    { search: 'vapp' },
    { search: 'POOL' },
    { search: 'nothing-like-this' },
    { status: 'active', allocation: 'AllocationPool', name: 'web' },
    { status: 'inactive', search: 'db', sort: '-created_at' },
    { allocation: 'ReservationPool', name: 'k8s', search: 'worker', sort: 'updated_at,-name' },
  ])('filters the virtual servers by %o', async (params) => {
    const { sort, ...filters } = params;
    const expected = referenceOrder(referenceFilter(virtual, filters), sort);
    const all = await readAll(anna, { type: VIRTUAL, ...params });
    expect(ids(all.rows)).toEqual(ids(expected));
    expect(all.totals[0]).toBe(expected.length);
  });

  it('has filters that do select: the counts are neither 0 nor everything', () => {
    for (const filters of [{ status: 'inactive' }, { name: 'k8s' }, { search: 'pay' }]) {
      expect(count(filters), JSON.stringify(filters)).toBeGreaterThan(0);
      expect(count(filters), JSON.stringify(filters)).toBeLessThan(240);
    }
    expect(count({ allocation: 'AllocationVApp' })).toBe(80);
    expect(count({ search: 'pay' })).toBe(80);
  });

  it.each([
    ['%', ['100% pure']],
    ['100%', ['100% pure']],
    ['_', ['under_score']],
    ['r_s', ['under_score']],
    ['\\', ['back\\slash']],
    ['k\\s', ['back\\slash']],
    ['ALPHA', ['Alpha', 'alpha', 'alpha']],
    ['łódź', ['łódź-02']],
    ['Łódź', ['Łódź-01']],
    ['ódź', ['Łódź-01', 'łódź-02']],
  ])('takes the name %j literally (LIKE wildcards escaped, A-Z case-insensitive)', async (name, names) => {
    for (const key of ['name', 'search']) {
      const rows = (await list(anna, { type: LAB_TYPE, [key]: name, limit: '100' })).rows;
      expect(rows.map((row) => row.name).sort(), `${key}=${name}`).toEqual([...names].sort());
    }
  });

  it('searches the allocation models by their label: pay finds Pay-As-You-Go (AllocationVApp) and names', async () => {
    const rows = (await list(anna, { type: LAB_TYPE, search: 'pay', limit: '100' })).rows;
    expect(ids(rows)).toEqual(ids(referenceOrder(referenceFilter(lab, { search: 'pay' }))));
    expect(rows.map((row) => row.name)).toContain('pay-box');
    expect(rows.filter((row) => row.allocation_model === 'AllocationVApp')).toHaveLength(
      lab.filter((row) => row.allocation_model === 'AllocationVApp').length,
    );
  });
});

describe('GET /api/services: who sees what', () => {
  it('answers 401 with the JSON error to a guest, whatever the query', async () => {
    for (const path of [servicesPath({ type: VIRTUAL }), '/api/services', '/api/services?offset=-1&x=1']) {
      const answer = await guest.get(path);
      expect(answer.status).toBe(401);
      expect(answer.json()).toMatchObject({ error: 'unauthenticated', message: expect.any(String) });
    }
  });

  it('answers 403 to a client without client-services-list and to staff not acting as a client, before validation', async () => {
    for (const browser of [basic, staff, support]) {
      for (const path of [
        servicesPath({ type: VIRTUAL }),
        '/api/services',
        '/api/services?type=nope&limit=7',
      ]) {
        const answer = await browser.get(path);
        expect(answer.status).toBe(403);
        expect(answer.json()).toEqual({
          error: 'forbidden',
          message: 'Nie masz uprawnień do wykonania tej operacji.',
        });
      }
    }
  });

  it('lists only the selected project: another project of the same user, and other users, stay out', async () => {
    const names = (await readAll(anna, { type: LAB_TYPE })).rows.map((row) => row.name);
    expect(names).toHaveLength(15);
    expect(names).not.toContain('alpha-staging');
    expect(names).not.toContain('alpha-basic');
    expect((await list(anna, { type: LAB_TYPE, search: 'alpha-' })).total).toBe(0);

    const other = new Browser(server.baseUrl);
    await other.signIn('client@example.com');
    const staging = await projectIdOf(STAGING);
    expect((await other.post('/projects/change', { json: { project_id: staging } })).status).toBe(200);
    expect((await list(other, { type: LAB_TYPE })).rows.map((row) => row.name)).toEqual(['alpha-staging']);
    const virtualStaging = await list(other, { type: VIRTUAL });
    expect(virtualStaging.total).toBe(1);
    expect(ids(virtualStaging.rows)).toEqual(ids(await storedServices(server, VIRTUAL, STAGING)));
    // Anna's own session is not moved by another one's choice.
    expect((await list(anna, { type: VIRTUAL })).total).toBe(240);
  });

  it('answers an empty list without a selected project, and for a project the user has left', async () => {
    const browser = new Browser(server.baseUrl);
    await browser.signIn('client@example.com');
    const session = hashSessionToken(browser.cookies.get('portal_session')!);
    await server.query('UPDATE sessions SET project_id = NULL WHERE id = ?', [session]);
    expect(await list(browser, { type: VIRTUAL })).toEqual({
      type: { type: VIRTUAL, name: 'Serwery wirtualne', allocationModels: true },
      rows: [],
      total: 0,
    });
    // A project of another user in the session (as if the membership had gone): nothing either.
    const foreign = await projectIdOf('Projekt podstawowy');
    await server.query('UPDATE sessions SET project_id = ? WHERE id = ?', [foreign, session]);
    expect(await list(browser, { type: LAB_TYPE })).toMatchObject({ rows: [], total: 0 });
    // The type is still checked: an unknown one is 404 with or without a project.
    expect((await browser.get(servicesPath({ type: 'nope' }))).status).toBe(404);
  });

  it("shows an impersonating staff member the client's list, and refuses them as a client without the permission", async () => {
    const acting = new Browser(server.baseUrl);
    await acting.signIn('staff@example.com');
    const [annaRow] = await server.query<{ id: number }>(
      "SELECT id FROM users WHERE email = 'client@example.com'",
    );
    const [basicRow] = await server.query<{ id: number }>(
      "SELECT id FROM users WHERE email = 'basic@example.com'",
    );
    expect((await acting.post(`/admin/users/${annaRow!.id}/impersonate`)).status).toBe(200);
    // The impersonation starts in Anna's last chosen project (staging, above): act in her first one.
    const shop = await projectIdOf(SHOP);
    expect((await acting.post('/projects/change', { json: { project_id: shop } })).status).toBe(200);
    const queries: Record<string, string>[] = [
      { type: VIRTUAL },
      { type: VIRTUAL, sort: '-updated_at', status: 'inactive' },
    ];
    for (const params of queries) {
      expect(await list(acting, params)).toEqual(await list(anna, params));
    }
    expect(
      (await acting.get('/impersonate-leave', { headers: { 'sec-fetch-site': 'same-origin' } })).status,
    ).toBe(302);
    expect((await acting.get(servicesPath({ type: VIRTUAL }))).status).toBe(403);

    expect((await acting.post(`/admin/users/${basicRow!.id}/impersonate`)).status).toBe(200);
    expect((await acting.get(servicesPath({ type: VIRTUAL }))).status).toBe(403);
  });
});

describe('GET /api/services: errors', () => {
  it('answers 404 not_found for an unknown type, in the language of the session', async () => {
    const answer = await anna.get(servicesPath({ type: 'no-such-type' }));
    expect(answer.status).toBe(404);
    expect(answer.json()).toEqual({ error: 'not_found', message: 'Nie znaleziono takiego typu usług.' });
    const english = new Browser(server.baseUrl);
    await english.signIn('client@example.com');
    expect((await english.get('/lang/en')).status).toBe(302);
    const inEnglish = await english.get(servicesPath({ type: 'Virtual-Servers' }));
    expect(inEnglish.status).toBe(404);
    expect(inEnglish.json()).toEqual({ error: 'not_found', message: 'No such service type.' });
  });

  it.each([
    ['type', {}],
    ['type', { type: '' }],
    ['type', { type: 'x'.repeat(65) }],
    ['offset', { offset: '-1' }],
    ['offset', { offset: '1.5' }],
    ['offset', { offset: 'abc' }],
    ['offset', { offset: '' }],
    ['offset', { offset: '1000000001' }],
    ['offset', { offset: '1e3' }],
    ['limit', { limit: '20' }],
    ['limit', { limit: '0' }],
    ['limit', { limit: '1000' }],
    ['sort', { sort: 'price' }],
    ['sort', { sort: 'name,status,created_at' }],
    ['sort', { sort: '' }],
    ['sort', { sort: 'name,' }],
    ['sort', { sort: '--name' }],
    ['sort', { sort: '+name' }],
    ['sort', { sort: 'Name' }],
    ['sort', { sort: 'name,-name' }],
    ['status', { status: 'deleted' }],
    ['status', { status: '' }],
    ['status', { status: 'active,' }],
    ['status', { status: 'Active' }],
    ['allocation', { allocation: 'Flex' }],
    ['allocation', { allocation: 'allocationpool' }],
    ['allocation', { allocation: 'Pay-As-You-Go' }],
    ['name', { name: 'x'.repeat(101) }],
    ['search', { search: 'x'.repeat(101) }],
    ['page', { page: '2' }],
    ['__proto__', JSON.parse('{"__proto__": "x"}') as Record<string, string>],
  ])('answers 422 naming %s for %o', async (field, params) => {
    const query = new URLSearchParams({ type: VIRTUAL });
    for (const [key, value] of Object.entries(params)) query.set(key, value);
    if (!Object.hasOwn(params, 'type') && field === 'type') query.delete('type');
    const answer = await anna.get(`/api/services?${query.toString()}`);
    expect(answer.status).toBe(422);
    const body = answer.json<{ error: string; message: string; fields: Record<string, string[]> }>();
    expect(body.error).toBe('validation_failed');
    expect(Object.keys(body.fields)).toEqual([field]);
    expect(body.message).toBe(body.fields[field]![0]);
    expect(body.message).toContain(
      field === 'sort' && params.sort === 'name,-name' ? 'sortowania' : field.replace(/_/g, ' '),
    );
  });

  it('answers 422 to a parameter given twice, and names an unknown one in both languages', async () => {
    const twice = await anna.get(`${servicesPath({ type: VIRTUAL })}&status=active&status=inactive`);
    expect(twice.status).toBe(422);
    expect(twice.json()).toMatchObject({
      error: 'validation_failed',
      fields: { status: [expect.any(String)] },
    });
    const unknown = await anna.get(`${servicesPath({ type: VIRTUAL })}&page=2`);
    expect(unknown.json()).toEqual({
      error: 'validation_failed',
      message: 'Pole page jest niedozwolone.',
      fields: { page: ['Pole page jest niedozwolone.'] },
    });
    const english = new Browser(server.baseUrl);
    await english.signIn('client@example.com');
    await english.get('/lang/en');
    expect((await english.get(`${servicesPath({ type: VIRTUAL })}&page=2`)).json()).toMatchObject({
      message: 'The page field is not allowed.',
    });
  });
});

describe('GET /api/services: reads only', () => {
  it('changes nothing in the database', async () => {
    const before = await server.snapshot();
    await list(anna, { type: VIRTUAL, sort: '-name,status', status: 'active', search: 'web' });
    await anna.get(servicesPath({ type: 'nope' }));
    await anna.get(servicesPath({ type: VIRTUAL, limit: '7' }));
    await basic.get(servicesPath({ type: VIRTUAL }));
    await guest.get(servicesPath({ type: VIRTUAL }));
    expect(await server.snapshot()).toEqual(before);
  });
});

describe('PORTAL_SEED_SCALE', () => {
  it('multiplies the demo project’s virtual servers: 2 gives 480, paged the same way', async () => {
    const scaled = await startServer({ seedScale: 2 });
    try {
      const browser = new Browser(scaled.baseUrl);
      await browser.signIn('client@example.com');
      const first = await list(browser, { type: VIRTUAL, limit: '100', offset: '400' });
      expect(first.total).toBe(480);
      expect(first.rows).toHaveLength(80);
      expect((await list(browser, { type: 'domains' })).total).toBe(4);
      const stored = await storedServices(scaled, VIRTUAL, SHOP);
      expect(ids(first.rows)).toEqual(ids(referenceOrder(stored).slice(400)));
    } finally {
      await scaled.close();
    }
  });
});
