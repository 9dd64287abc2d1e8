/**
 * The SOC case page's routes (routes/case.ts) over real HTTP: the read, the workflow, the severity,
 * the assignee and comments, who may do each, what is refused and that a refusal writes nothing, and
 * the seed's cases (their timelines, assets and indicators). Runs on both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_STATUSES, CASE_TRANSITIONS, MAX_REOPEN_REASON } from '@portal-elements/contract';
import { CASE_COMMENTS } from '../db/seed-cases.js';
import { sanitizeRichText } from '../security/sanitize-html.js';
import { Browser, TestClock, startServer, type TestServer } from '../testing/harness.js';
import {
  CASES,
  addCase,
  addStaff,
  expectConsistent,
  readCase,
  type CaseAnswer,
} from '../testing/case-page.js';
import { PNG, uploaded } from '../testing/uploads.js';

const clock = new TestClock();
let server: TestServer;
let piotr: Browser;
let katarzyna: Browser;
let tomasz: Browser;
let marta: Browser;
let anna: Browser;
let guest: Browser;
/** Staff with admin-siem-case-list only: reads cases, changes nothing. */
let reader: Browser;
/** Staff with the three change permissions but not admin-siem-case-list. */
let outsider: Browser;
let users: Record<string, number>;

const iso = () => new Date(clock.now()).toISOString();
const LAB_AT = Date.UTC(2025, 11, 1, 8, 0, 0);

/** The rows a write may touch, counted: a refusal must leave them all as they were. */
const counts = async () =>
  Object.fromEntries(
    await Promise.all(
      ['siem_cases', 'siem_case_events', 'audit_log'].map(async (table) => [
        table,
        Number((await server.query<{ n: number | string }>(`SELECT count(*) AS n FROM ${table}`))[0]!.n),
      ]),
    ),
  );
const caseRow = async (id: number) =>
  (
    await server.query(
      'SELECT status, severity, assignee_id, resolved_at, closed_at FROM siem_cases WHERE id = ?',
      [id],
    )
  )[0];

const move = (browser: Browser, id: number, json: Record<string, unknown>) =>
  browser.post(`${CASES}/${id}/status`, { json });

async function moved(browser: Browser, id: number, json: Record<string, unknown>): Promise<CaseAnswer> {
  const answer = await move(browser, id, json);
  expect(answer.status, answer.text).toBe(200);
  return answer.json<CaseAnswer>();
}

beforeAll(async () => {
  server = await startServer({ now: clock.now });
  piotr = new Browser(server.baseUrl);
  katarzyna = new Browser(server.baseUrl);
  tomasz = new Browser(server.baseUrl);
  marta = new Browser(server.baseUrl);
  anna = new Browser(server.baseUrl);
  guest = new Browser(server.baseUrl);
  reader = new Browser(server.baseUrl);
  outsider = new Browser(server.baseUrl);
  await addStaff(server, {
    email: 'reader@example.com',
    fullName: 'Ewa Czytelnik',
    permissions: ['admin-siem-case-list'],
  });
  await addStaff(server, {
    email: 'outsider@example.com',
    fullName: 'Olga Obca',
    permissions: ['admin-siem-case-update', 'admin-siem-case-assign', 'admin-siem-case-comment'],
  });
  users = Object.fromEntries(
    (await server.query<{ email: string; id: number }>('SELECT email, id FROM users')).map((row) => [
      row.email,
      row.id,
    ]),
  );
  await piotr.signIn('staff@example.com');
  await katarzyna.signIn('soc@example.com');
  await tomasz.signIn('soc2@example.com');
  await marta.signIn('support@example.com');
  await anna.signIn('client@example.com');
  await reader.signIn('reader@example.com');
  await outsider.signIn('outsider@example.com');
  await guest.get('/api/csrf-token');
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/admin/siem/cases/:id', () => {
  it('answers the case as the list has it, with its source, assets, indicators, timeline and the analysts', async () => {
    const [stored] = await server.query<{
      id: number;
      title: string;
      integration_id: number;
      assignee_id: number;
    }>(
      "SELECT id, title, integration_id, assignee_id FROM siem_cases WHERE integration_id IS NOT NULL AND assignee_id IS NOT NULL AND status = 'closed' ORDER BY id LIMIT 1",
    );
    const answer = await katarzyna.get(`${CASES}/${stored!.id}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const found = answer.json<CaseAnswer>();
    expect(Object.keys(found).sort()).toEqual(
      [
        'id',
        'title',
        'severity',
        'status',
        'assignee',
        'created_at',
        'resolved_at',
        'closed_at',
        'integration',
        'assets',
        'indicators',
        'timeline',
        'assignees',
      ].sort(),
    );
    // The row is the list's row.
    // (`#<id>` finds the ids that start with it; by id, this one comes first.)
    const list = await katarzyna.get(
      `${CASES}?search=${encodeURIComponent(`#${stored!.id}`)}&sort=id&limit=10`,
    );
    const row = list.json<{ rows: { id: number }[] }>().rows.find((candidate) => candidate.id === stored!.id);
    expect(found).toMatchObject(row!);
    const [integration] = await server.query<{
      name: string;
      product: string;
      state: string;
      project: string;
    }>(
      'SELECT siem_integrations.name, product, state, projects.name AS project FROM siem_integrations ' +
        'JOIN projects ON projects.id = siem_integrations.project_id WHERE siem_integrations.id = ?',
      [stored!.integration_id],
    );
    expect(found.integration).toMatchObject({
      id: stored!.integration_id,
      name: integration!.name,
      product: integration!.product,
      state: integration!.state,
      project: { name: integration!.project },
    });
    expect(found.assets.length + found.indicators.length).toBeGreaterThan(0);
    for (const piece of [...found.assets, ...found.indicators]) {
      expect(Object.keys(piece).sort()).toEqual(['kind', 'value']);
    }
    expect(found.timeline.map((entry) => entry.kind)).toContain('assignment');
    expect(found.timeline.at(-1)).toMatchObject({ kind: 'status', from: 'resolved', to: 'closed' });
    expectConsistent(found);
    // Who it can be assigned to: the staff who hold admin-siem-case-list, by name.
    expect(found.assignees).toEqual([
      { id: users['reader@example.com'], full_name: 'Ewa Czytelnik' },
      { id: users['soc@example.com'], full_name: 'Katarzyna Wójcik' },
      { id: users['staff@example.com'], full_name: 'Piotr Nowak' },
      { id: users['soc2@example.com'], full_name: 'Tomasz Lewandowski' },
    ]);
  });

  it('answers a case raised by hand with no integration, and a staff member with the list permission only may read it', async () => {
    const [stored] = await server.query<{ id: number }>(
      'SELECT id FROM siem_cases WHERE integration_id IS NULL ORDER BY id LIMIT 1',
    );
    expect((await readCase(reader, stored!.id)).integration).toBeNull();
  });

  it('answers 404 in JSON for a case that does not exist and an id that cannot', async () => {
    for (const id of ['999999', 'abc', '0', '01', '-1', '1.5', '2147483648', '99999999999']) {
      const answer = await piotr.get(`${CASES}/${id}`);
      expect(answer.status, id).toBe(404);
      expect(answer.json(), id).toEqual({ error: 'not_found', message: 'Nie znaleziono sprawy.' });
    }
  });

  it('answers 401 to a guest and 403 to a client, support staff and staff acting as a client', async () => {
    expect((await guest.get(`${CASES}/1`)).status).toBe(401);
    for (const browser of [anna, marta]) {
      const answer = await browser.get(`${CASES}/1`);
      expect(answer.status).toBe(403);
      expect(answer.json()).toMatchObject({ error: 'forbidden' });
      // Before the id is looked at.
      expect((await browser.get(`${CASES}/abc`)).status).toBe(403);
    }
    const acting = new Browser(server.baseUrl);
    await acting.signIn('staff@example.com');
    expect((await acting.post(`/admin/users/${users['client@example.com']}/impersonate`)).status).toBe(200);
    expect((await acting.get(`${CASES}/1`)).status).toBe(403);
  });
});

describe('POST …/status: the workflow', () => {
  it('walks new → in progress → resolved → closed, timing each, then reopens with a reason', async () => {
    const id = await addCase(server, 'new', { at: LAB_AT, title: 'Lab workflow' });
    clock.advanceMinutes(1);
    let found = await moved(katarzyna, id, { status: 'in_progress' });
    expect(found).toMatchObject({ status: 'in_progress', resolved_at: null, closed_at: null });
    expect(found.timeline).toEqual([
      {
        id: expect.any(Number),
        kind: 'status',
        author: { id: users['soc@example.com'], full_name: 'Katarzyna Wójcik' },
        from: 'new',
        to: 'in_progress',
        reason: null,
        created_at: iso(),
      },
    ]);

    clock.advanceMinutes(5);
    const resolvedAt = iso();
    found = await moved(katarzyna, id, { status: 'resolved' });
    expect(found).toMatchObject({ status: 'resolved', resolved_at: resolvedAt, closed_at: null });

    clock.advanceMinutes(5);
    const closedAt = iso();
    found = await moved(tomasz, id, { status: 'closed' });
    expect(found).toMatchObject({ status: 'closed', resolved_at: resolvedAt, closed_at: closedAt });
    expect(found.timeline.at(-1)).toMatchObject({
      kind: 'status',
      author: { full_name: 'Tomasz Lewandowski' },
      from: 'resolved',
      to: 'closed',
      reason: null,
    });

    // Reopening needs a reason: none, an empty one, or white space only is 422 on `reason`.
    const before = await counts();
    for (const body of [{}, { reason: ' \n\t ' }, { reason: '\u202e\u2066' }]) {
      const answer = await move(katarzyna, id, { status: 'in_progress', ...body });
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.json(), JSON.stringify(body)).toEqual({
        error: 'validation_failed',
        message: 'Podaj powód ponownego otwarcia sprawy.',
        fields: { reason: ['Podaj powód ponownego otwarcia sprawy.'] },
      });
    }
    expect((await move(katarzyna, id, { status: 'in_progress', reason: '' })).status).toBe(422);
    expect(await counts()).toEqual(before);

    clock.advanceMinutes(5);
    const reason = '  Klient zgłosił ponowne logowania\r\nz tego samego adresu.\u202e  ';
    found = await moved(katarzyna, id, { status: 'in_progress', reason });
    expect(found).toMatchObject({ status: 'in_progress', resolved_at: null, closed_at: null });
    expect(found.timeline.at(-1)).toMatchObject({
      kind: 'status',
      from: 'closed',
      to: 'in_progress',
      reason: 'Klient zgłosił ponowne logowania\nz tego samego adresu.',
      created_at: iso(),
    });
    expectConsistent(found);

    // Resolved again, then reopened from resolved.
    clock.advanceMinutes(1);
    found = await moved(katarzyna, id, { status: 'resolved' });
    expect(found.resolved_at).toBe(iso());
    clock.advanceMinutes(1);
    found = await moved(piotr, id, { status: 'in_progress', reason: 'Jednak nie.' });
    expect(found).toMatchObject({ status: 'in_progress', resolved_at: null, closed_at: null });
    expect(found.timeline.map((entry) => [entry.from, entry.to, entry.reason])).toEqual([
      ['new', 'in_progress', null],
      ['in_progress', 'resolved', null],
      ['resolved', 'closed', null],
      ['closed', 'in_progress', 'Klient zgłosił ponowne logowania\nz tego samego adresu.'],
      ['in_progress', 'resolved', null],
      ['resolved', 'in_progress', 'Jednak nie.'],
    ]);
    expectConsistent(found);
  });

  it('writes each move to the audit log with the case and both statuses', async () => {
    const id = await addCase(server, 'new', { at: LAB_AT });
    await moved(piotr, id, { status: 'in_progress' });
    const rows = await server.query<{ action: string; actor_id: number; details: string }>(
      "SELECT action, actor_id, details FROM audit_log WHERE action = 'siem_case.status' ORDER BY id DESC LIMIT 1",
    );
    expect(rows[0]).toMatchObject({ action: 'siem_case.status', actor_id: users['staff@example.com'] });
    expect(JSON.parse(rows[0]!.details)).toEqual({ case: id, from: 'new', to: 'in_progress' });
  });

  it.each(CASE_STATUSES)(
    'refuses every move the workflow does not allow from %s (409), writing nothing',
    async (from) => {
      const id = await addCase(server, from, { at: LAB_AT });
      const stored = await caseRow(id);
      for (const to of CASE_STATUSES) {
        if (to === from || CASE_TRANSITIONS[from].includes(to)) continue;
        const before = await counts();
        const answer = await move(katarzyna, id, {
          status: to,
          ...(to === 'in_progress' ? { reason: 'x' } : {}),
        });
        expect(answer.status, `${from} → ${to}`).toBe(409);
        expect(answer.json<{ error: string }>().error).toBe('transition_not_allowed');
        expect(await counts()).toEqual(before);
        expect(await caseRow(id)).toEqual(stored);
      }
    },
  );

  it('names both statuses in the language of the request', async () => {
    const id = await addCase(server, 'new', { at: LAB_AT });
    expect((await move(katarzyna, id, { status: 'closed' })).json()).toEqual({
      error: 'transition_not_allowed',
      message:
        'Sprawy o statusie „Nowa” nie można przenieść do statusu „Zamknięta”: odśwież sprawę, aby zobaczyć jej obecny stan.',
    });
    const english = new Browser(server.baseUrl);
    await english.signIn('soc@example.com');
    await english.get('/lang/en');
    expect((await move(english, id, { status: 'resolved' })).json()).toEqual({
      error: 'transition_not_allowed',
      message: 'A case cannot move from "New" to "Resolved": reload the case to see where it stands now.',
    });
    const reason = await move(english, id, { status: 'in_progress', reason: 'Nie' });
    expect(reason.json()).toMatchObject({
      fields: {
        reason: ['A reason is given only when reopening a case: send this status change without one.'],
      },
    });
  });

  it('changes nothing for the status the case has, and answers it as it is', async () => {
    const id = await addCase(server, 'closed', { at: LAB_AT });
    const before = await counts();
    const stored = await caseRow(id);
    for (const body of [{ status: 'closed' }, { status: 'closed', reason: 'again' }]) {
      const found = await moved(katarzyna, id, body);
      expect(found.status).toBe('closed');
      expect(found.timeline).toEqual([]);
    }
    expect(await counts()).toEqual(before);
    expect(await caseRow(id)).toEqual(stored);
  });

  it('takes a reason only when reopening, as plain text: control characters refused, layout controls dropped', async () => {
    const fresh = await addCase(server, 'new', { at: LAB_AT });
    const closed = await addCase(server, 'closed', { at: LAB_AT });
    const before = await counts();
    const onlyForReopen = await move(katarzyna, fresh, { status: 'in_progress', reason: 'Bo tak' });
    expect(onlyForReopen.status).toBe(422);
    expect(onlyForReopen.json()).toMatchObject({ fields: { reason: [expect.stringContaining('tylko')] } });
    for (const reason of [
      'a\u0000b',
      'bell\u0007',
      'esc\u001b[31m',
      'del\u007f',
      'c1\u0085',
      'x'.repeat(MAX_REOPEN_REASON + 1),
    ]) {
      const answer = await move(katarzyna, closed, { status: 'in_progress', reason });
      expect(answer.status, JSON.stringify(reason)).toBe(422);
      expect(answer.json(), JSON.stringify(reason)).toMatchObject({
        fields: { reason: [expect.any(String)] },
      });
    }
    for (const body of [
      { status: 'reopened' },
      { status: 'in_progress', reason: 5 },
      { status: 'in_progress', note: 'x' },
      {},
    ]) {
      expect((await move(katarzyna, closed, body)).status, JSON.stringify(body)).toBe(422);
    }
    expect(await counts()).toEqual(before);
    const found = await moved(katarzyna, closed, {
      status: 'in_progress',
      reason: '\tKrok 1: blokada\nKrok 2: \u2067reset\u2069 hasła',
    });
    expect(found.timeline.at(-1)!.reason).toBe('Krok 1: blokada\nKrok 2: reset hasła');
    const longest = await addCase(server, 'resolved', { at: LAB_AT });
    const full = 'ż'.repeat(MAX_REOPEN_REASON);
    expect(
      (await moved(katarzyna, longest, { status: 'in_progress', reason: full })).timeline.at(-1)!.reason,
    ).toBe(full);
  });
});

describe('POST …/severity and …/assignee', () => {
  it('changes the severity with its entry and audit, and nothing for the same one', async () => {
    const id = await addCase(server, 'in_progress', { at: LAB_AT, severity: 'low' });
    clock.advanceMinutes(1);
    const answer = await katarzyna.post(`${CASES}/${id}/severity`, { json: { severity: 'critical' } });
    expect(answer.status, answer.text).toBe(200);
    const found = answer.json<CaseAnswer>();
    expect(found.severity).toBe('critical');
    expect(found.timeline).toEqual([
      {
        id: expect.any(Number),
        kind: 'severity',
        author: { id: users['soc@example.com'], full_name: 'Katarzyna Wójcik' },
        from: 'low',
        to: 'critical',
        created_at: iso(),
      },
    ]);
    const [audit] = await server.query<{ details: string }>(
      "SELECT details FROM audit_log WHERE action = 'siem_case.severity' ORDER BY id DESC LIMIT 1",
    );
    expect(JSON.parse(audit!.details)).toEqual({ case: id, from: 'low', to: 'critical' });
    const before = await counts();
    expect((await katarzyna.post(`${CASES}/${id}/severity`, { json: { severity: 'critical' } })).status).toBe(
      200,
    );
    expect(await counts()).toEqual(before);
    for (const body of [{ severity: 'urgent' }, { severity: 'Low' }, {}, { severity: 'low', x: 1 }]) {
      expect((await katarzyna.post(`${CASES}/${id}/severity`, { json: body })).status).toBe(422);
    }
    expect(await counts()).toEqual(before);
  });

  it('assigns to an analyst and to nobody, each with its entry; refuses anyone else (422)', async () => {
    const id = await addCase(server, 'new', { at: LAB_AT });
    clock.advanceMinutes(1);
    const path = `${CASES}/${id}/assignee`;
    let answer = await piotr.post(path, { json: { assignee_id: users['soc2@example.com'] } });
    expect(answer.status, answer.text).toBe(200);
    let found = answer.json<CaseAnswer>();
    expect(found.assignee).toEqual({ id: users['soc2@example.com'], full_name: 'Tomasz Lewandowski' });
    expect(found.timeline.at(-1)).toEqual({
      id: expect.any(Number),
      kind: 'assignment',
      author: { id: users['staff@example.com'], full_name: 'Piotr Nowak' },
      assignee: { id: users['soc2@example.com'], full_name: 'Tomasz Lewandowski' },
      created_at: iso(),
    });
    // A staff member with only the list's permission is an analyst too.
    answer = await piotr.post(path, { json: { assignee_id: users['reader@example.com'] } });
    expect(answer.json<CaseAnswer>().assignee).toEqual({
      id: users['reader@example.com'],
      full_name: 'Ewa Czytelnik',
    });
    const before = await counts();
    for (const assignee of [
      users['support@example.com'],
      users['client@example.com'],
      users['outsider@example.com'],
      999_999,
    ]) {
      const refused = await piotr.post(path, { json: { assignee_id: assignee } });
      expect(refused.status, String(assignee)).toBe(422);
      expect(refused.json()).toMatchObject({
        fields: { assignee_id: [expect.stringContaining('analityk')] },
      });
    }
    for (const body of [
      { assignee_id: '2' },
      { assignee_id: 0 },
      { assignee_id: 2147483648 },
      {},
      { assignee_id: 1, x: 1 },
    ]) {
      expect((await piotr.post(path, { json: body })).status, JSON.stringify(body)).toBe(422);
    }
    // The same assignee again: nothing changes.
    expect((await piotr.post(path, { json: { assignee_id: users['reader@example.com'] } })).status).toBe(200);
    expect(await counts()).toEqual(before);
    clock.advanceMinutes(1);
    found = (await piotr.post(path, { json: { assignee_id: null } })).json<CaseAnswer>();
    expect(found.assignee).toBeNull();
    expect(found.timeline.at(-1)).toMatchObject({ kind: 'assignment', assignee: null, created_at: iso() });
    const [audit] = await server.query<{ details: string }>(
      "SELECT details FROM audit_log WHERE action = 'siem_case.assignee' ORDER BY id DESC LIMIT 1",
    );
    expect(JSON.parse(audit!.details)).toEqual({ case: id, from: users['reader@example.com'], to: null });
    const unchanged = await counts();
    expect((await piotr.post(path, { json: { assignee_id: null } })).status).toBe(200);
    expect(await counts()).toEqual(unchanged);
  });
});

describe('POST …/comments', () => {
  it('sanitises a comment as support replies are, adds it to the timeline and changes nothing else (201)', async () => {
    const id = await addCase(server, 'in_progress', { at: LAB_AT });
    const stored = await caseRow(id);
    clock.advanceMinutes(1);
    const answer = await tomasz.post(`${CASES}/${id}/comments`, {
      json: {
        body:
          '<p onclick="steal()">Zablokowano <strong>adres</strong><script>alert(1)</script></p>' +
          '<img src="x" onerror="alert(2)"><p><a href="javascript:alert(3)">link</a> <a href="https://example.com/ioc">IOC</a></p>',
      },
    });
    expect(answer.status, answer.text).toBe(201);
    const found = answer.json<CaseAnswer>();
    const comment = found.timeline.at(-1)!;
    expect(comment).toMatchObject({
      kind: 'comment',
      author: { id: users['soc2@example.com'], full_name: 'Tomasz Lewandowski' },
      created_at: iso(),
    });
    expect(comment.body).toBe(
      '<p>Zablokowano <strong>adres</strong></p><p><a>link</a> <a href="https://example.com/ioc" rel="noopener noreferrer nofollow" target="_blank">IOC</a></p>',
    );
    expect(comment.body).not.toMatch(/script|onerror|onclick|javascript/);
    expect(await caseRow(id)).toEqual(stored);
  });

  it('takes a comment on a closed case, which stays closed', async () => {
    const id = await addCase(server, 'closed', { at: LAB_AT });
    const stored = await caseRow(id);
    const answer = await katarzyna.post(`${CASES}/${id}/comments`, {
      json: { body: '<p>Notatka po zamknięciu.</p>' },
    });
    expect(answer.status).toBe(201);
    expect(answer.json<CaseAnswer>()).toMatchObject({ status: 'closed', timeline: [{ kind: 'comment' }] });
    expect(await caseRow(id)).toEqual(stored);
  });

  it('refuses a comment that shows or links an upload, an empty one and a malformed one (422), writing nothing', async () => {
    const id = await addCase(server, 'in_progress', { at: LAB_AT });
    const file = await uploaded(katarzyna, { filename: 'zrzut.png', data: PNG });
    const before = await counts();
    for (const body of [
      `<p><img src="${file.url}" alt="zrzut"></p>`,
      `<p><a href="${file.url}">zrzut</a></p>`,
    ]) {
      const answer = await katarzyna.post(`${CASES}/${id}/comments`, { json: { body } });
      expect(answer.status, body).toBe(422);
      expect(answer.json()).toMatchObject({
        error: 'validation_failed',
        fields: { body: [expect.stringContaining('plików')] },
      });
    }
    for (const body of [
      { body: '<p> </p>' },
      { body: '<script>x</script>' },
      { body: '' },
      {},
      { body: '<p>x</p>', attachments: [] },
    ]) {
      const answer = await katarzyna.post(`${CASES}/${id}/comments`, { json: body });
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.json(), JSON.stringify(body)).toMatchObject({ fields: expect.any(Object) });
    }
    expect(await counts()).toEqual(before);
    const [row] = await server.query<{ issue_id: number | null }>(
      'SELECT issue_id FROM uploads WHERE id = ?',
      [file.id],
    );
    expect(row!.issue_id).toBeNull();
  });
});

describe('who may change a case', () => {
  const writes = (id: number | string) =>
    [
      [`${CASES}/${id}/status`, { status: 'in_progress' }],
      [`${CASES}/${id}/severity`, { severity: 'high' }],
      [`${CASES}/${id}/assignee`, { assignee_id: null }],
      [`${CASES}/${id}/comments`, { body: '<p>x</p>' }],
    ] as const;

  it('refuses every change to a staff member with the list permission only, to one without it, to support and to a client (403), and to a guest (401)', async () => {
    const id = await addCase(server, 'new', { at: LAB_AT, assignee: null });
    const before = await counts();
    for (const browser of [reader, outsider, marta, anna]) {
      for (const [path, json] of writes(id)) {
        const answer = await browser.post(path, { json });
        expect(answer.status, path).toBe(403);
        expect(answer.json()).toMatchObject({ error: 'forbidden' });
        // Before the body or the id is looked at.
        expect((await browser.post(path.replace(String(id), 'abc'), { json: {} })).status).toBe(403);
      }
    }
    for (const [path, json] of writes(id)) expect((await guest.post(path, { json })).status).toBe(401);
    expect(await counts()).toEqual(before);
    expect((await readCase(reader, id)).timeline).toEqual([]);
  });

  it('needs each change its own permission: a commenter only comments', async () => {
    await addStaff(server, {
      email: 'commenter@example.com',
      fullName: 'Celina Komentująca',
      permissions: ['admin-siem-case-list', 'admin-siem-case-comment'],
    });
    const commenter = new Browser(server.baseUrl);
    await commenter.signIn('commenter@example.com');
    const id = await addCase(server, 'new', { at: LAB_AT });
    const [status, severity, assignee, comment] = writes(id);
    for (const [path, json] of [status, severity, assignee]) {
      expect((await commenter.post(path, { json })).status, path).toBe(403);
    }
    expect((await commenter.post(comment[0], { json: comment[1] })).status).toBe(201);
  });

  it('needs the CSRF token on every change (419), writing nothing', async () => {
    const id = await addCase(server, 'new', { at: LAB_AT });
    const before = await counts();
    for (const [path, json] of writes(id)) {
      const answer = await piotr.post(path, { json, csrf: false });
      expect(answer.status, path).toBe(419);
      expect(answer.json()).toMatchObject({ error: 'csrf_token_mismatch' });
    }
    expect(await counts()).toEqual(before);
  });

  it('answers 404 to a change of a case that does not exist', async () => {
    const before = await counts();
    for (const id of ['999999', 'abc', '01', '99999999999']) {
      for (const [path, json] of writes(id)) {
        const answer = await piotr.post(path, { json });
        expect(answer.status, path).toBe(404);
        expect(answer.json()).toEqual({ error: 'not_found', message: 'Nie znaleziono sprawy.' });
      }
    }
    expect(await counts()).toEqual(before);
  });
});

describe('the seeded cases', () => {
  it('each has a timeline in order that ends in its status, with its assignee, severity and dates', async () => {
    const now = clock.now();
    const cases = await server.query<{
      id: number;
      title: string;
      severity: string;
      status: string;
      assignee_id: number | null;
      created_at: number;
      resolved_at: number | null;
      closed_at: number | null;
    }>(
      'SELECT id, title, severity, status, assignee_id, created_at, resolved_at, closed_at FROM siem_cases WHERE id <= 600 ORDER BY id',
    );
    expect(cases).toHaveLength(600);
    const events = await server.query<{
      case_id: number;
      kind: string;
      author_id: number | null;
      from_value: string | null;
      to_value: string | null;
      assignee_id: number | null;
      body: string | null;
      reason: string | null;
      created_at: number;
    }>(
      'SELECT case_id, kind, author_id, from_value, to_value, assignee_id, body, reason, created_at FROM siem_case_events WHERE case_id <= 600 ORDER BY case_id, created_at, id',
    );
    const analysts = [users['staff@example.com'], users['soc@example.com'], users['soc2@example.com']];
    const bodies = new Set<string>();
    for (const stored of cases) {
      const timeline = events.filter((event) => event.case_id === stored.id);
      const where = `${stored.id} ${stored.title} ${JSON.stringify(timeline)}`;
      let status = 'new';
      let severity: string | null = null;
      let assignee: number | null = null;
      let at = stored.created_at;
      for (const event of timeline) {
        expect(event.created_at, where).toBeGreaterThanOrEqual(at);
        expect(event.created_at, where).toBeLessThanOrEqual(now);
        at = event.created_at;
        expect(analysts, where).toContain(event.author_id);
        expect(event.reason, where).toBeNull();
        if (event.kind === 'status') {
          expect(event.from_value, where).toBe(status);
          status = event.to_value!;
          if (status === 'resolved') expect(event.created_at, where).toBe(stored.resolved_at);
          if (status === 'closed') expect(event.created_at, where).toBe(stored.closed_at);
        }
        if (event.kind === 'severity') severity = event.to_value;
        if (event.kind === 'assignment') assignee = event.assignee_id;
        if (event.kind === 'comment') bodies.add(event.body!);
      }
      expect(status, where).toBe(stored.status);
      expect(assignee, where).toBe(stored.assignee_id);
      if (severity !== null) expect(severity, where).toBe(stored.severity);
      // Worked on before it was resolved.
      if (stored.resolved_at !== null) {
        for (const event of timeline.filter(
          (entry) => entry.kind !== 'status' || entry.to_value === 'in_progress',
        )) {
          expect(event.created_at, where).toBeLessThanOrEqual(stored.resolved_at);
        }
      }
    }
    const counts = (kind: string) => events.filter((event) => event.kind === kind).length;
    expect(counts('comment')).toBeGreaterThan(300);
    expect(counts('severity')).toBeGreaterThan(10);
    // Every comment is what the sanitiser keeps, and there are many different ones.
    expect(bodies.size).toBeGreaterThan(CASE_COMMENTS.length);
    for (const body of bodies) expect(sanitizeRichText(body).html, body).toBe(body);
  });

  it('has the assets and indicators its title names: every host, address, account, sender and CVE', async () => {
    const cases = await server.query<{ id: number; title: string }>(
      'SELECT id, title FROM siem_cases WHERE id <= 600',
    );
    const pieces = await server.query<{ case_id: number; kind: string; value: string; what: string }>(
      "SELECT case_id, kind, value, 'asset' AS what FROM siem_case_assets UNION ALL " +
        "SELECT case_id, kind, value, 'indicator' AS what FROM siem_case_indicators",
    );
    const hosts = /\b(WS-\d{4}|(?:srv-web|srv-db|srv-app|srv-file|vpn-gw|dc|mail)-\d{2})\b/g;
    const addresses = /\b\d{1,3}(?:\.\d{1,3}){3}\b/g;
    const accounts = /\b(j\.kowalczyk|a\.nowicka|m\.lis|p\.zajac|k\.dabrowska|t\.mazur|e\.krawczyk|admin)\b/g;
    const senders = /\b[\w-]+@[\w.-]+\b/g;
    const cves = /CVE-\d{4}-\d+/g;
    let named = 0;
    for (const stored of cases) {
      const own = pieces.filter((piece) => piece.case_id === stored.id);
      const has = (kind: string, value: string) =>
        own.some((piece) => piece.kind === kind && piece.value === value);
      const where = `${stored.title} ${JSON.stringify(own)}`;
      for (const [host] of stored.title.matchAll(hosts)) expect(has('host', host!), where).toBe(true);
      for (const [address] of stored.title.matchAll(addresses)) {
        // An attacker's address, or ours under attack (a DDoS).
        expect(has('ip', address!) || has('address', address!), where).toBe(true);
      }
      for (const [name] of stored.title.matchAll(accounts)) expect(has('account', name!), where).toBe(true);
      for (const [sender] of stored.title.matchAll(senders)) {
        expect(has('email', sender!), where).toBe(true);
        expect(has('domain', sender!.split('@')[1]!), where).toBe(true);
      }
      for (const [cve] of stored.title.matchAll(cves)) expect(has('cve', cve!), where).toBe(true);
      if (stored.title.startsWith('Phishing'))
        expect(
          own.some((piece) => piece.kind === 'mailbox'),
          where,
        ).toBe(true);
      // Nothing of the title's kinds that the title does not name (what a template adds is files, domains,
      // our addresses and attackers' addresses the investigation found).
      for (const piece of own.filter((candidate) =>
        ['host', 'account', 'email', 'cve'].includes(candidate.kind),
      )) {
        expect(stored.title, where).toContain(piece.value);
      }
      expect(own.length, where).toBeGreaterThan(0);
      named += 1;
    }
    expect(named).toBe(600);
  });

  it('answers a seeded case through the API as it is stored', async () => {
    for (const id of [1, 2, 3, 100, 599, 600]) {
      const found = await readCase(piotr, id);
      const [events] = await server.query<{ n: number | string }>(
        'SELECT count(*) AS n FROM siem_case_events WHERE case_id = ?',
        [id],
      );
      expect(found.timeline).toHaveLength(Number(events!.n));
      expectConsistent(found);
    }
  });
});
