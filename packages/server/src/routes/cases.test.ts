import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, TestClock, startServer, type TestServer } from '../testing/harness.js';
import {
  LAB_USERS,
  SEVERITIES,
  STATUSES,
  addLabCases,
  casesPath,
  readAllCases,
  referenceFilter,
  referenceOrder,
  storedCases,
  type CaseFilters,
  type CaseList,
  type StoredCase,
} from '../testing/case-list.js';

let server: TestServer;
let clock: TestClock;
let piotr: Browser;
let katarzyna: Browser;
let guest: Browser;
let anna: Browser;
let basic: Browser;
let support: Browser;
let cases: StoredCase[];
let ids: Record<string, number>;

const idsOf = (rows: readonly { id: number }[]) => rows.map((row) => row.id);

async function list(browser: Browser, params: Record<string, string> = {}): Promise<CaseList> {
  const answer = await browser.get(casesPath(params));
  expect(answer.status, answer.text).toBe(200);
  return answer.json<CaseList>();
}

beforeAll(async () => {
  clock = new TestClock();
  // A clock that stands still: sessions are never touched, so a snapshot shows any write a GET makes.
  server = await startServer({ now: clock.now });
  await addLabCases(server);
  cases = await storedCases(server);
  ids = Object.fromEntries(
    (await server.query<{ email: string; id: number }>('SELECT email, id FROM users')).map((row) => [
      row.email,
      row.id,
    ]),
  );
  piotr = new Browser(server.baseUrl);
  katarzyna = new Browser(server.baseUrl);
  guest = new Browser(server.baseUrl);
  anna = new Browser(server.baseUrl);
  basic = new Browser(server.baseUrl);
  support = new Browser(server.baseUrl);
  await piotr.signIn('staff@example.com');
  await katarzyna.signIn('soc@example.com');
  await guest.get('/api/csrf-token');
  await anna.signIn('client@example.com');
  await basic.signIn('basic@example.com');
  await support.signIn('support@example.com');
});
afterAll(async () => {
  await server.close();
});

describe('GET /api/admin/siem/cases: the page', () => {
  it('lists the 25 newest cases, with the total and who can be assigned', async () => {
    expect(cases).toHaveLength(600 + 15);
    const answer = await piotr.get(casesPath({}));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const body = answer.json<CaseList>();
    expect(Object.keys(body).sort()).toEqual(['assignees', 'rows', 'total']);
    expect(body.total).toBe(615);
    expect(idsOf(body.rows)).toEqual(idsOf(referenceOrder(cases).slice(0, 25)));
    for (const row of body.rows) {
      const stored = cases.find((c) => c.id === row.id)!;
      expect(row).toEqual({
        id: stored.id,
        title: stored.title,
        severity: stored.severity,
        status: stored.status,
        assignee:
          stored.assignee_id === null ? null : { id: stored.assignee_id, full_name: stored.assignee_name },
        created_at: new Date(stored.created_at).toISOString(),
        resolved_at: stored.resolved_at === null ? null : new Date(stored.resolved_at).toISOString(),
        closed_at: stored.closed_at === null ? null : new Date(stored.closed_at).toISOString(),
      });
      expect(row.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
    expect(body.rows.some((row) => row.assignee === null)).toBe(true);
    expect(body.rows.some((row) => row.closed_at !== null)).toBe(true);
  });

  it('offers as assignees the staff with admin-siem-case-list and anyone holding a case, by name', async () => {
    const { assignees } = await list(piotr, { limit: '10' });
    // ANNA Lab and łukasz Lab lack the permission but hold lab cases; support and the clients hold none.
    expect(assignees).toEqual([
      { id: ids[LAB_USERS[0].email], full_name: 'ANNA Lab' },
      { id: ids['soc@example.com'], full_name: 'Katarzyna Wójcik' },
      { id: ids['staff@example.com'], full_name: 'Piotr Nowak' },
      { id: ids['soc2@example.com'], full_name: 'Tomasz Lewandowski' },
      { id: ids[LAB_USERS[1].email], full_name: 'łukasz Lab' },
    ]);
    // The same list whatever the filters.
    expect((await list(piotr, { status: 'mine', search: 'nothing-like-this' })).assignees).toEqual(assignees);
  });

  it('pages with offset and limit (10, 25, 50, 100), the total the same on every page', async () => {
    const order = idsOf(referenceOrder(cases));
    for (const limit of ['10', '25', '50', '100']) {
      const page = await list(piotr, { limit, offset: '30' });
      expect(page.total).toBe(615);
      expect(idsOf(page.rows)).toEqual(order.slice(30, 30 + Number(limit)));
    }
    expect(idsOf((await list(piotr, { offset: '600' })).rows)).toEqual(order.slice(600));
    expect(await list(piotr, { offset: '615' })).toMatchObject({ rows: [], total: 615 });
    expect(await list(piotr, { offset: '1000000000' })).toMatchObject({ rows: [], total: 615 });
    expect(idsOf((await list(piotr, { offset: '007', limit: '10' })).rows)).toEqual(order.slice(7, 17));
    const all = await readAllCases(piotr, {});
    expect(idsOf(all.rows)).toEqual(order);
    expect(new Set(idsOf(all.rows)).size).toBe(615);
    expect(all.totals).toEqual([615, 615, 615, 615, 615, 615, 615]);
  });
});

describe('GET /api/admin/siem/cases: sorting', () => {
  const keys = ['id', 'title', 'severity', 'status', 'assignee', 'created_at', 'resolved_at', 'closed_at'];

  it.each(keys.flatMap((key) => [key, `-${key}`]))(
    'sorts all 615 cases by %s, then by id, over every page',
    async (sort) => {
      expect(idsOf((await readAllCases(piotr, { sort })).rows)).toEqual(idsOf(referenceOrder(cases, sort)));
    },
  );

  it.each([
    'severity,-created_at',
    '-status,assignee',
    'assignee,-severity',
    '-closed_at,title',
    'title,-id',
  ])('sorts by two keys: %s', async (sort) => {
    expect(idsOf((await readAllCases(piotr, { sort })).rows)).toEqual(idsOf(referenceOrder(cases, sort)));
  });

  it('sorts severity by rank and status by workflow, not alphabetically, both ways', async () => {
    const rank = async (key: 'severity' | 'status', sort: string, order: readonly string[]) => {
      const values = (await readAllCases(piotr, { sort })).rows.map((row) => row[key]);
      const seen = [...new Set(values)];
      expect(seen, sort).toEqual(order);
      // Each value in one run: nothing of a rank comes back after the next one began.
      expect(values.filter((value, i) => i > 0 && value !== values[i - 1]).length, sort).toBe(
        order.length - 1,
      );
    };
    await rank('severity', 'severity', SEVERITIES);
    await rank('severity', '-severity', [...SEVERITIES].reverse());
    await rank('status', 'status', STATUSES);
    await rank('status', '-status', [...STATUSES].reverse());
  });

  it('puts unassigned cases and missing dates last in both directions, equal values in id order', async () => {
    for (const sort of ['assignee', '-assignee', 'resolved_at', '-resolved_at', 'closed_at', '-closed_at']) {
      const rows = (await readAllCases(piotr, { sort })).rows;
      const key = sort.replace('-', '') as 'assignee' | 'resolved_at' | 'closed_at';
      const firstNull = rows.findIndex((row) => row[key] === null);
      expect(firstNull, sort).toBeGreaterThan(0);
      expect(
        rows.slice(firstNull).every((row) => row[key] === null),
        sort,
      ).toBe(true);
      const nullIds = idsOf(rows.slice(firstNull));
      expect(nullIds, sort).toEqual([...nullIds].sort((a, b) => a - b));
    }
    // Assignees by name, A-Z folded then bytes: ANNA Lab first, łukasz Lab after every A-Z name.
    const names = (await readAllCases(piotr, { sort: 'assignee' })).rows.map(
      (row) => row.assignee?.full_name,
    );
    expect([...new Set(names)]).toEqual([
      'ANNA Lab',
      'Katarzyna Wójcik',
      'Piotr Nowak',
      'Tomasz Lewandowski',
      'łukasz Lab',
      undefined,
    ]);
    const reversed = (await readAllCases(piotr, { sort: '-assignee' })).rows.map(
      (row) => row.assignee?.full_name,
    );
    expect([...new Set(reversed)]).toEqual([
      'łukasz Lab',
      'Tomasz Lewandowski',
      'Piotr Nowak',
      'Katarzyna Wójcik',
      'ANNA Lab',
      undefined,
    ]);
  });

  it('breaks ties by id: three cases titled alpha, and two made at the same moment', async () => {
    const alphas = (rows: CaseList['rows']) =>
      idsOf(rows.filter((row) => row.title.toLowerCase() === 'alpha'));
    const lower = idsOf(cases.filter((row) => row.title === 'alpha')).sort((a, b) => a - b);
    const upper = cases.find((row) => row.title === 'Alpha')!.id;
    expect(alphas((await list(piotr, { title: 'alpha', sort: 'title' })).rows)).toEqual([upper, ...lower]);
    expect(alphas((await list(piotr, { title: 'alpha', sort: '-title' })).rows)).toEqual([...lower, upper]);
    // The three alphas were made at one moment: by created_at either way they stay in id order.
    const byId = [upper, ...lower].sort((a, b) => a - b);
    expect(idsOf((await list(piotr, { title: 'alpha', sort: 'created_at' })).rows)).toEqual(byId);
    expect(idsOf((await list(piotr, { title: 'alpha', sort: '-created_at' })).rows)).toEqual(byId);
  });
});

describe('GET /api/admin/siem/cases: filters', () => {
  const expected = (filters: CaseFilters, me = ids['staff@example.com']!) =>
    referenceFilter(cases, filters, me);

  it.each<Record<string, string>>([
    { status: 'new' },
    { status: 'in_progress,resolved' },
    { status: 'closed,closed' },
    { status: 'new,in_progress,resolved,closed' },
    { severity: 'critical' },
    { severity: 'low,medium' },
    { severity: 'high,critical,low,medium' },
    { title: 'phishing' },
    { title: 'WS-01' },
    { title: '' },
    { search: 'skanowanie' },
    { search: 'EDR' },
    { search: 'nothing-like-this' },
    { status: 'new,in_progress', severity: 'high,critical', sort: 'severity' },
    { severity: 'low', title: 'dns', search: 'WS', sort: '-assignee' },
    { status: 'resolved', search: '1', sort: 'resolved_at' },
  ])('filters the cases by %o', async (params) => {
    const { sort, ...filters } = params;
    const want = referenceOrder(expected(filters), sort);
    const all = await readAllCases(piotr, params);
    expect(idsOf(all.rows)).toEqual(idsOf(want));
    expect(all.totals[0]).toBe(want.length);
  });

  it("status=mine lists the signed-in staff member's cases: about a third of them for Piotr Nowak", async () => {
    const mine = cases.filter((row) => row.assignee_id === ids['staff@example.com']);
    expect(mine.length / cases.length).toBeGreaterThan(0.25);
    expect(mine.length / cases.length).toBeLessThan(0.4);
    const all = await readAllCases(piotr, { status: 'mine' });
    expect(idsOf(all.rows)).toEqual(idsOf(referenceOrder(mine)));
    expect(all.rows.every((row) => row.assignee?.full_name === 'Piotr Nowak')).toBe(true);
    // Another analyst's 'mine' is hers.
    const hers = await readAllCases(katarzyna, { status: 'mine', sort: 'title' });
    const kasia = ids['soc@example.com']!;
    expect(idsOf(hers.rows)).toEqual(idsOf(referenceOrder(expected({ status: 'mine' }, kasia), 'title')));
    expect(hers.rows.every((row) => row.assignee?.id === kasia)).toBe(true);
    expect(hers.rows.length).toBeGreaterThan(0);
  });

  it.each<Record<string, string>>([
    { status: 'mine,new' },
    { status: 'in_progress,mine' },
    { status: 'mine,resolved,closed', severity: 'critical' },
    { status: 'mine,mine' },
    { status: 'mine', search: 'alpha' },
    { status: 'mine', assignee: 'none' },
  ])('narrows mine with the rest: %o', async (params) => {
    const want = referenceOrder(expected(params));
    const all = await readAllCases(piotr, params);
    expect(idsOf(all.rows)).toEqual(idsOf(want));
    if (params.status === 'mine,new') {
      expect(want.length).toBeGreaterThan(0);
      expect(all.rows.every((row) => row.status === 'new' && row.assignee?.full_name === 'Piotr Nowak')).toBe(
        true,
      );
    }
    if (params.assignee === 'none') expect(all.rows).toEqual([]);
  });

  it('filters by assignee: an id, none for the unassigned, an unknown id for nothing', async () => {
    const none = await readAllCases(piotr, { assignee: 'none' });
    expect(idsOf(none.rows)).toEqual(idsOf(referenceOrder(cases.filter((row) => row.assignee_id === null))));
    expect(none.rows.length / cases.length).toBeGreaterThan(0.05);
    expect(none.rows.length / cases.length).toBeLessThan(0.15);
    for (const email of ['soc2@example.com', LAB_USERS[1].email]) {
      const id = ids[email]!;
      const rows = (await readAllCases(piotr, { assignee: String(id), sort: 'title' })).rows;
      expect(idsOf(rows)).toEqual(idsOf(referenceOrder(expected({ assignee: String(id) }), 'title')));
      expect(rows.length).toBeGreaterThan(0);
    }
    expect(await list(piotr, { assignee: ids['support@example.com']!.toString() })).toMatchObject({
      rows: [],
      total: 0,
    });
    expect(await list(piotr, { assignee: '2147483647' })).toMatchObject({ rows: [], total: 0 });
  });

  it('filters by a set of assignees: several ids, with none for the unassigned too', async () => {
    const two = [ids['soc2@example.com']!, ids[LAB_USERS[1].email]!];
    for (const assignee of [
      two.join(','),
      `${two[0]},none`,
      `none,${two[1]},${two[0]}`,
      `${two[0]},${two[0]}`,
    ]) {
      const rows = (await readAllCases(piotr, { assignee, sort: 'title' })).rows;
      expect(idsOf(rows)).toEqual(idsOf(referenceOrder(expected({ assignee }), 'title')));
    }
    const both = (await readAllCases(piotr, { assignee: `${two[0]},none` })).rows;
    expect(both.some((row) => row.assignee === null)).toBe(true);
    expect(both.some((row) => row.assignee?.id === two[0])).toBe(true);
  });

  it('searches the id as #<id> too: #42 and 42 find case 42, and a title that mentions #42', async () => {
    const mention = cases.find((row) => row.title === 'Follow-up of #42')!.id;
    for (const search of ['#42', '42']) {
      const rows = (await readAllCases(piotr, { search })).rows;
      expect(idsOf(rows)).toEqual(idsOf(referenceOrder(expected({ search }))));
      expect(idsOf(rows)).toContain(42);
      expect(idsOf(rows)).toContain(mention);
    }
    // '#42' is in #42, #420 to #429 and the title; the id's digits alone are in more (142, 342 …).
    const hash = idsOf((await readAllCases(piotr, { search: '#42', sort: 'id' })).rows);
    expect(hash).toEqual(
      [42, ...Array.from({ length: 10 }, (_, i) => 420 + i), mention].sort((a, b) => a - b),
    );
    const digits = idsOf((await readAllCases(piotr, { search: '42' })).rows);
    expect(digits).toContain(142);
    expect(digits.length).toBeGreaterThan(hash.length);
    // `#` alone is in every #<id>; the title filter does not look at ids.
    expect((await list(piotr, { search: '#' })).total).toBe(615);
    expect(idsOf((await readAllCases(piotr, { title: '#42' })).rows)).toEqual([mention]);
  });

  it.each([
    ['%', ['100% CPU na lab-01']],
    ['100%', ['100% CPU na lab-01']],
    ['_', ['under_score']],
    ['r_s', ['under_score']],
    ['\\', ['back\\slash']],
    ['k\\s', ['back\\slash']],
    ['ALPHA', ['Alpha', 'alpha', 'alpha']],
    ['łódź', ['łódź-02 alert']],
    ['Łódź', ['Łódź-01 alert']],
    ['ódź', ['Łódź-01 alert', 'łódź-02 alert']],
    ['PHISHING lab-EU', ['Phishing LAB-EU', 'phishing lab-eu']],
  ])('takes the title %j literally (LIKE wildcards escaped, A-Z case-insensitive)', async (title, titles) => {
    for (const key of ['title', 'search']) {
      const rows = (await readAllCases(piotr, { [key]: title })).rows;
      const seeded = rows.filter((row) => !titles.includes(row.title));
      // The seed's titles may hold the text as well (svc_host.exe holds '_'); the reference knows which.
      expect(idsOf(rows), `${key}=${title}`).toEqual(idsOf(referenceOrder(expected({ [key]: title }))));
      expect(
        rows
          .map((row) => row.title)
          .filter((t) => titles.includes(t))
          .sort(),
        `${key}=${title}`,
      ).toEqual([...titles].sort());
      if (!['%', '100%', '_', '\\', 'ALPHA'].includes(title) && key === 'title') expect(seeded).toEqual([]);
    }
  });

  it('has filters that do select: neither nothing nor everything', () => {
    for (const filters of [
      { status: 'new' },
      { status: 'mine' },
      { severity: 'critical' },
      { assignee: 'none' },
      { title: 'phishing' },
      { search: '42' },
      { title: '%' },
      { title: '_' },
    ]) {
      const n = expected(filters).length;
      expect(n, JSON.stringify(filters)).toBeGreaterThan(0);
      expect(n, JSON.stringify(filters)).toBeLessThan(cases.length);
    }
  });
});

describe('GET /api/admin/siem/cases: who sees what', () => {
  it('answers 401 with the JSON error to a guest, whatever the query', async () => {
    for (const path of [
      casesPath({}),
      casesPath({ status: 'mine' }),
      '/api/admin/siem/cases?offset=-1&x=1',
    ]) {
      const answer = await guest.get(path);
      expect(answer.status).toBe(401);
      expect(answer.json()).toMatchObject({ error: 'unauthenticated', message: expect.any(String) });
    }
  });

  it('answers 403 to clients and to staff without admin-siem-case-list, before validation', async () => {
    for (const browser of [anna, basic, support]) {
      for (const path of [
        casesPath({}),
        casesPath({ status: 'mine' }),
        '/api/admin/siem/cases?limit=7&x=1',
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

  it('answers a SOC analyst, and refuses a staff member while acting as a client', async () => {
    expect((await list(katarzyna)).total).toBe(615);
    const acting = new Browser(server.baseUrl);
    await acting.signIn('staff@example.com');
    expect((await acting.get(casesPath({}))).status).toBe(200);
    expect((await acting.post(`/admin/users/${ids['client@example.com']}/impersonate`)).status).toBe(200);
    expect((await acting.get(casesPath({}))).status).toBe(403);
    expect((await acting.get(casesPath({ status: 'mine' }))).status).toBe(403);
  });
});

describe('GET /api/admin/siem/cases: errors', () => {
  it.each([
    ['offset', { offset: '-1' }],
    ['offset', { offset: '1.5' }],
    ['offset', { offset: '' }],
    ['offset', { offset: '1000000001' }],
    ['offset', { offset: '1e3' }],
    ['limit', { limit: '20' }],
    ['limit', { limit: '0' }],
    ['sort', { sort: 'priority' }],
    ['sort', { sort: 'title,status,id' }],
    ['sort', { sort: '' }],
    ['sort', { sort: 'title,' }],
    ['sort', { sort: '--title' }],
    ['sort', { sort: 'Title' }],
    ['sort', { sort: 'assignee_id' }],
    ['sort', { sort: 'severity,-severity' }],
    ['status', { status: 'open' }],
    ['status', { status: '' }],
    ['status', { status: 'new,' }],
    ['status', { status: 'Mine' }],
    ['status', { status: 'inprogress' }],
    ['severity', { severity: 'urgent' }],
    ['severity', { severity: 'mine' }],
    ['severity', { severity: 'LOW' }],
    ['assignee', { assignee: '' }],
    ['assignee', { assignee: '0' }],
    ['assignee', { assignee: '07' }],
    ['assignee', { assignee: '-1' }],
    ['assignee', { assignee: 'mine' }],
    ['assignee', { assignee: 'None' }],
    ['assignee', { assignee: '1,' }],
    ['assignee', { assignee: ',1' }],
    ['assignee', { assignee: '1,,2' }],
    ['assignee', { assignee: '1,mine' }],
    ['assignee', { assignee: Array.from({ length: 51 }, (_, i) => i + 1).join(',') }],
    ['assignee', { assignee: '1,2147483648' }],
    ['assignee', { assignee: '2147483648' }],
    ['assignee', { assignee: '9999999999' }],
    ['assignee', { assignee: '12345678901' }],
    ['title', { title: 'x'.repeat(101) }],
    ['search', { search: 'x'.repeat(101) }],
    ['page', { page: '2' }],
    ['filter[status]', { 'filter[status]': 'mine' }],
    ['__proto__', JSON.parse('{"__proto__": "x"}') as Record<string, string>],
  ])('answers 422 naming %s for %o', async (field, params) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) query.set(key, value);
    const answer = await piotr.get(`/api/admin/siem/cases?${query.toString()}`);
    expect(answer.status).toBe(422);
    const body = answer.json<{ error: string; message: string; fields: Record<string, string[]> }>();
    expect(body.error).toBe('validation_failed');
    expect(Object.keys(body.fields)).toEqual([field]);
    expect(body.message).toBe(body.fields[field]![0]);
    expect(body.message).toContain(
      params.sort === 'severity,-severity' ? 'sortowania' : field.replace(/_/g, ' '),
    );
  });

  it('answers 422 to a parameter given twice, in the language of the session', async () => {
    for (const key of ['status', 'severity', 'assignee', 'sort', 'title']) {
      const value = { status: 'mine', severity: 'low', assignee: 'none', sort: 'id', title: 'a' }[key]!;
      const twice = await piotr.get(`/api/admin/siem/cases?${key}=${value}&${key}=${value}`);
      expect(twice.status, key).toBe(422);
      expect(twice.json(), key).toMatchObject({
        error: 'validation_failed',
        fields: { [key]: [expect.any(String)] },
      });
    }
    const english = new Browser(server.baseUrl);
    await english.signIn('staff@example.com');
    await english.get('/lang/en');
    expect((await english.get(casesPath({ assignee: '2147483648' }))).json()).toEqual({
      error: 'validation_failed',
      message: 'The assignee field is invalid.',
      fields: { assignee: ['The assignee field is invalid.'] },
    });
    expect((await english.get(`${casesPath({})}?page=2`)).json()).toMatchObject({
      message: 'The page field is not allowed.',
    });
  });
});

describe('GET /api/admin/siem/cases: reads only', () => {
  it('changes nothing in the database', async () => {
    const before = await server.snapshot();
    await list(piotr, { sort: '-assignee,severity', status: 'mine,new', search: '#4' });
    await list(katarzyna, { assignee: 'none', title: 'dns' });
    await piotr.get(casesPath({ limit: '7' }));
    await support.get(casesPath({}));
    await anna.get(casesPath({}));
    await guest.get(casesPath({}));
    expect(await server.snapshot()).toEqual(before);
  });
});

describe('PORTAL_SEED_SCALE', () => {
  it('multiplies the cases: 2 gives 1,200, paged the same way', async () => {
    const scaled = await startServer({ seedScale: 2 });
    try {
      const browser = new Browser(scaled.baseUrl);
      await browser.signIn('staff@example.com');
      const page = await list(browser, { limit: '100', offset: '1150', sort: 'id' });
      expect(page.total).toBe(1200);
      expect(page.rows).toHaveLength(50);
      const stored = await storedCases(scaled);
      expect(idsOf(page.rows)).toEqual(idsOf(referenceOrder(stored, 'id').slice(1150)));
      const mine = (await list(browser, { status: 'mine' })).total;
      expect(mine / 1200).toBeGreaterThan(0.25);
      expect(mine / 1200).toBeLessThan(0.4);
    } finally {
      await scaled.close();
    }
  });
});
