import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, TestClock, startServer, type TestServer } from '../testing/harness.js';
import {
  DASHBOARD_NOW,
  EXPECTED,
  OPEN_BY_SEVERITY,
  SOC_QUEUE,
  SOC_QUEUE_TOTAL,
  addDashboardCases,
  createdOf,
  referenceDay,
} from '../testing/soc-dashboard.js';

interface Dashboard {
  days: number;
  timeZone: string;
  from: string;
  to: string;
  openBySeverity: { severity: string; count: number }[];
  perDay: { date: string; opened: number; closed: number }[];
  medianResolveMs: number | null;
  resolvedCount: number;
  queue: {
    rows: { id: number; title: string; severity: string; status: string; created_at: string }[];
    total: number;
  };
}

const PATH = '/api/admin/siem/dashboard';

let server: TestServer;
let clock: TestClock;
let ids: Record<string, number>;
let katarzyna: Browser;
let piotr: Browser;
let tomasz: Browser;

async function dashboard(browser: Browser, query = ''): Promise<Dashboard> {
  const answer = await browser.get(`${PATH}${query}`);
  expect(answer.status, answer.text).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  return answer.json<Dashboard>();
}

const sum = (days: Dashboard['perDay'], key: 'opened' | 'closed') =>
  days.reduce((total, day) => total + day[key], 0);

beforeAll(async () => {
  clock = new TestClock();
  clock.current = DASHBOARD_NOW;
  server = await startServer({ now: clock.now });
  ids = await addDashboardCases(server);
  katarzyna = new Browser(server.baseUrl);
  piotr = new Browser(server.baseUrl);
  tomasz = new Browser(server.baseUrl);
  await katarzyna.signIn('soc@example.com');
  await piotr.signIn('staff@example.com');
  await tomasz.signIn('soc2@example.com');
});
afterAll(async () => {
  await server.close();
});

describe('GET /api/admin/siem/dashboard: the figures', () => {
  it('counts 7 days in Warsaw across the end of summer time, exactly', async () => {
    const body = await dashboard(katarzyna, '?days=7');
    expect(Object.keys(body).sort()).toEqual(
      [
        'days',
        'from',
        'medianResolveMs',
        'openBySeverity',
        'perDay',
        'queue',
        'resolvedCount',
        'timeZone',
        'to',
      ].sort(),
    );
    expect(body).toMatchObject({
      days: 7,
      timeZone: 'Europe/Warsaw',
      from: EXPECTED[7].from,
      to: EXPECTED[7].to,
      openBySeverity: OPEN_BY_SEVERITY,
      perDay: EXPECTED[7].perDay,
      medianResolveMs: EXPECTED[7].medianResolveMs,
      resolvedCount: EXPECTED[7].resolvedCount,
    });
    // The days counted another way (Intl's day of each time in Warsaw) agree.
    expect(body.perDay).toEqual(body.perDay.map((day) => referenceDay(day.date)));
  });

  it('answers 30 days by default, one entry per day with the empty ones, the median of an even count', async () => {
    const body = await dashboard(katarzyna);
    expect(await dashboard(katarzyna, '?days=30')).toEqual(body);
    expect(body).toMatchObject({
      days: 30,
      from: EXPECTED[30].from,
      to: EXPECTED[30].to,
      medianResolveMs: EXPECTED[30].medianResolveMs,
      resolvedCount: EXPECTED[30].resolvedCount,
      openBySeverity: OPEN_BY_SEVERITY,
    });
    expect(body.perDay).toHaveLength(30);
    expect(body.perDay.map((day) => day.date)).toEqual(
      Array.from({ length: 30 }, (_, index) =>
        new Date(Date.UTC(2026, 8, 28 + index)).toISOString().slice(0, 10),
      ),
    );
    expect(body.perDay).toEqual(body.perDay.map((day) => referenceDay(day.date)));
    expect(sum(body.perDay, 'opened')).toBe(EXPECTED[30].opened);
    expect(sum(body.perDay, 'closed')).toBe(EXPECTED[30].closed);
    // The last 7 days are those of the 7-day answer.
    expect(body.perDay.slice(-7)).toEqual(EXPECTED[7].perDay);
  });

  it('counts 90 days, from a first instant that is in and a last millisecond before that is not', async () => {
    const body = await dashboard(katarzyna, '?days=90');
    expect(body).toMatchObject({
      days: 90,
      from: EXPECTED[90].from,
      to: EXPECTED[90].to,
      medianResolveMs: EXPECTED[90].medianResolveMs,
      resolvedCount: EXPECTED[90].resolvedCount,
    });
    expect(body.perDay).toHaveLength(90);
    expect(body.perDay).toEqual(body.perDay.map((day) => referenceDay(day.date)));
    expect(sum(body.perDay, 'opened')).toBe(EXPECTED[90].opened);
    expect(sum(body.perDay, 'closed')).toBe(EXPECTED[90].closed);
  });

  it("lists the analyst's own open cases, gravest then oldest then by id, ten of them, with the total", async () => {
    const { queue } = await dashboard(katarzyna);
    expect(queue.total).toBe(SOC_QUEUE_TOTAL);
    expect(queue.rows.map((row) => row.title)).toEqual(SOC_QUEUE);
    expect(queue.rows[0]).toEqual({
      id: ids['c5'],
      title: 'c5',
      severity: 'critical',
      status: 'in_progress',
      created_at: createdOf('c5'),
    });
    expect(ids['q1']).toBeLessThan(ids['q2']!);
    // Each person has their own: Piotr holds c4 (new); Tomasz holds only resolved and closed cases.
    const piotrs = await dashboard(piotr);
    expect(piotrs.queue).toEqual({
      rows: [{ id: ids['c4'], title: 'c4', severity: 'medium', status: 'new', created_at: createdOf('c4') }],
      total: 1,
    });
    expect((await dashboard(tomasz)).queue).toEqual({ rows: [], total: 0 });
    // The rest does not depend on who asks.
    const { queue: _k, ...katarzynas } = await dashboard(katarzyna);
    const { queue: _p, ...others } = piotrs;
    expect(others).toEqual(katarzynas);
  });
});

describe('GET /api/admin/siem/dashboard: at other times', () => {
  // A server of its own, whose clock only moves forward (the sign-in throttle counts attempts in time).
  let other: TestServer;
  let otherClock: TestClock;

  beforeAll(async () => {
    otherClock = new TestClock();
    // 01:30 CEST on Monday 30 March 2026, the day after the spring change (02:00 CET became 03:00 CEST).
    otherClock.current = Date.UTC(2026, 2, 29, 23, 30, 0);
    other = await startServer({ now: otherClock.now });
    await addDashboardCases(other);
  });
  afterAll(async () => {
    await other.close();
  });

  it('counts the day of the spring change (23 hours) whole', async () => {
    const analyst = new Browser(other.baseUrl);
    await analyst.signIn('soc@example.com');
    await other.query(
      'INSERT INTO siem_cases (title, severity, status, assignee_id, created_at, resolved_at, closed_at) ' +
        "VALUES ('spring-a', 'low', 'closed', NULL, ?, ?, ?), ('spring-b', 'low', 'resolved', NULL, ?, ?, NULL)",
      [
        Date.UTC(2026, 2, 28, 23, 0, 0), // 00:00 CET, Sunday 29 March: its first instant
        Date.UTC(2026, 2, 29, 0, 59, 59, 999), // 01:59:59.999 CET, the last before the change
        Date.UTC(2026, 2, 29, 21, 59, 59, 999), // 23:59:59.999 CEST, its last
        Date.UTC(2026, 2, 29, 22, 0, 0), // 00:00 CEST, Monday 30 March
        Date.UTC(2026, 2, 29, 22, 0, 0, 1),
      ],
    );
    const body = await dashboard(analyst, '?days=7');
    expect(body).toMatchObject({ from: '2026-03-24', to: '2026-03-30' });
    expect(body.perDay.slice(-3)).toEqual([
      { date: '2026-03-28', opened: 0, closed: 0 },
      { date: '2026-03-29', opened: 1, closed: 1 },
      { date: '2026-03-30', opened: 1, closed: 0 },
    ]);
    // Resolved in the period: spring-a in 2 h less 1 ms, spring-b in 1 ms; their mean is 1 h.
    expect(body).toMatchObject({ resolvedCount: 2, medianResolveMs: 3_600_000 });
  });

  it('follows the clock: a period without any case has zeros and no median', async () => {
    otherClock.current = Date.UTC(2028, 5, 1, 12, 0, 0);
    const analyst = new Browser(other.baseUrl);
    await analyst.signIn('soc@example.com');
    const body = await dashboard(analyst, '?days=7');
    expect(body).toMatchObject({
      from: '2028-05-26',
      to: '2028-06-01',
      medianResolveMs: null,
      resolvedCount: 0,
      openBySeverity: OPEN_BY_SEVERITY,
      queue: { total: SOC_QUEUE_TOTAL },
    });
    expect(body.perDay).toEqual(
      ['05-26', '05-27', '05-28', '05-29', '05-30', '05-31', '06-01'].map((day) => ({
        date: `2028-${day}`,
        opened: 0,
        closed: 0,
      })),
    );
  });
});

describe('GET /api/admin/siem/dashboard: who may ask', () => {
  it('answers 401 to a guest and 403 to a client or to staff without admin-siem-dashboard-show', async () => {
    const guest = new Browser(server.baseUrl);
    await guest.get('/api/csrf-token');
    const out = await guest.get(PATH);
    expect(out.status).toBe(401);
    expect(out.json()).toMatchObject({ error: 'unauthenticated' });
    for (const email of ['client@example.com', 'basic@example.com', 'support@example.com']) {
      const browser = new Browser(server.baseUrl);
      await browser.signIn(email);
      for (const query of ['', '?days=7', '?days=31', '?nonsense=1']) {
        const answer = await browser.get(`${PATH}${query}`);
        expect(answer.status, `${email} ${query}`).toBe(403);
        expect(answer.json()).toMatchObject({ error: 'forbidden', message: expect.any(String) });
      }
    }
    // A guest's bad query is 401 too: the session is checked before the input.
    expect((await guest.get(`${PATH}?days=31`)).status).toBe(401);
  });

  it('answers 403 to a staff member who acts as a client', async () => {
    const [client] = await server.query<{ id: number }>(
      "SELECT id FROM users WHERE email = 'client@example.com'",
    );
    const acting = new Browser(server.baseUrl);
    await acting.signIn('staff@example.com');
    const impersonate = await acting.post(`/admin/users/${client!.id}/impersonate`, { json: {} });
    expect(impersonate.status, impersonate.text).toBeLessThan(400);
    expect((await acting.get(PATH)).status).toBe(403);
  });
});

describe('GET /api/admin/siem/dashboard: bad input', () => {
  it.each([['31'], ['0'], ['030'], ['7.0'], [''], ['thirty'], ['-7'], ['1e1'], ['90 ']])(
    'answers 422 naming days for days=%j, saying which periods there are',
    async (value) => {
      const answer = await katarzyna.get(`${PATH}?days=${encodeURIComponent(value)}`);
      expect(answer.status).toBe(422);
      expect(answer.json()).toEqual({
        error: 'validation_failed',
        message: 'Okres (days) musi wynosić 7, 30 lub 90 dni.',
        fields: { days: ['Okres (days) musi wynosić 7, 30 lub 90 dni.'] },
      });
    },
  );

  it('answers 422 to days given twice and to a parameter it does not take, in the language of the session', async () => {
    const twice = await katarzyna.get(`${PATH}?days=7&days=30`);
    expect(twice.status).toBe(422);
    expect(twice.json()).toMatchObject({
      error: 'validation_failed',
      fields: { days: [expect.any(String)] },
    });
    const unknown = await katarzyna.get(`${PATH}?period=7`);
    expect(unknown.status).toBe(422);
    expect(unknown.json()).toEqual({
      error: 'validation_failed',
      message: 'Pole period jest niedozwolone.',
      fields: { period: ['Pole period jest niedozwolone.'] },
    });
    const english = new Browser(server.baseUrl);
    await english.signIn('soc@example.com');
    await english.get('/lang/en');
    expect((await english.get(`${PATH}?days=14`)).json()).toEqual({
      error: 'validation_failed',
      message: 'The period (days) must be 7, 30 or 90 days.',
      fields: { days: ['The period (days) must be 7, 30 or 90 days.'] },
    });
    expect((await english.get(`${PATH}?days=7&period=7`)).json()).toMatchObject({
      message: 'The period field is not allowed.',
      fields: { period: ['The period field is not allowed.'] },
    });
  });

  it('changes nothing in the database', async () => {
    const before = await server.snapshot();
    await dashboard(katarzyna, '?days=90');
    await katarzyna.get(`${PATH}?days=31`);
    expect(await server.snapshot()).toEqual(before);
  });
});
