import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_REPLIES, ISSUE_TEMPLATES, STAFF_REPLIES } from '../db/seed-support.js';
import { sanitizeRichText } from '../security/sanitize-html.js';
import { Browser, TestClock, startServer, type TestServer } from '../testing/harness.js';
import { referenceOrder, storedIssues, type StoredIssue } from '../testing/support-list.js';
import { PDF, PNG, download, uploaded } from '../testing/uploads.js';

const clock = new TestClock();
let server: TestServer;
let anna: Browser;
let basic: Browser;
let piotr: Browser;
let marta: Browser;
let katarzyna: Browser;
let guest: Browser;
let users: Record<string, number>;
let projects: Record<string, number>;
let issues: StoredIssue[];

interface ListAnswer {
  rows: { id: number; [key: string]: unknown }[];
  total: number;
  assignees?: { id: number; full_name: string }[];
  projects?: { id: number; name: string }[];
}
interface Entry {
  id: number;
  kind: 'message' | 'status' | 'assignment';
  author: { id: number; full_name: string; staff: boolean } | null;
  body?: string;
  attachments?: { id: string; url: string; name: string; type: string; size: number }[];
  from?: string | null;
  to?: string;
  assignee?: { id: number; full_name: string } | null;
  created_at: string;
}
interface Issue {
  id: number;
  subject: string;
  category: string;
  status: string;
  created_at: string;
  updated_at: string;
  resolved_at: string | null;
  project: { id: number; name: string };
  author: { id: number; full_name: string } | null;
  assignee: { id: number; full_name: string } | null;
  thread: Entry[];
}

const ids = (rows: readonly { id: number }[]) => rows.map((row) => row.id);
const query = (path: string, params: Record<string, string>) =>
  `${path}${Object.keys(params).length ? `?${new URLSearchParams(params).toString()}` : ''}`;

async function list(
  browser: Browser,
  path: string,
  params: Record<string, string> = {},
): Promise<ListAnswer> {
  const answer = await browser.get(query(path, params));
  expect(answer.status, answer.text).toBe(200);
  return answer.json<ListAnswer>();
}

/** Every row of a list, 100 at a time. */
async function readAll(browser: Browser, path: string, params: Record<string, string> = {}) {
  const rows: ListAnswer['rows'] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await list(browser, path, { ...params, limit: '100', offset: String(offset) });
    rows.push(...page.rows);
    if (page.rows.length < 100) return { rows, total: page.total };
  }
}

const CLIENT = '/api/support/issues';
const STAFF = '/api/admin/support/issues';

async function create(browser: Browser, body: Record<string, unknown>) {
  return browser.post(CLIENT, {
    json: { subject: 'Nie działa poczta', category: 'technical', description: '<p>Opis</p>', ...body },
  });
}
async function created(browser: Browser, body: Record<string, unknown> = {}): Promise<Issue> {
  const answer = await create(browser, body);
  expect(answer.status, answer.text).toBe(201);
  return answer.json<Issue>();
}
const counts = async () =>
  Object.fromEntries(
    await Promise.all(
      ['support_issues', 'support_messages'].map(async (table) => [
        table,
        Number((await server.query<{ n: number | string }>(`SELECT count(*) AS n FROM ${table}`))[0]!.n),
      ]),
    ),
  );
const selectProject = (browser: Browser, id: number) =>
  browser.post('/projects/change', { json: { project_id: id } });

beforeAll(async () => {
  server = await startServer({ now: clock.now, uploadPurgeIntervalMs: 100 });
  users = Object.fromEntries(
    (await server.query<{ email: string; id: number }>('SELECT email, id FROM users')).map((row) => [
      row.email,
      row.id,
    ]),
  );
  projects = Object.fromEntries(
    (await server.query<{ name: string; id: number }>('SELECT name, id FROM projects')).map((row) => [
      row.name,
      row.id,
    ]),
  );
  issues = await storedIssues(server);
  anna = new Browser(server.baseUrl);
  basic = new Browser(server.baseUrl);
  piotr = new Browser(server.baseUrl);
  marta = new Browser(server.baseUrl);
  katarzyna = new Browser(server.baseUrl);
  guest = new Browser(server.baseUrl);
  await anna.signIn('client@example.com');
  await basic.signIn('basic@example.com');
  await piotr.signIn('staff@example.com');
  await marta.signIn('support@example.com');
  await katarzyna.signIn('soc@example.com');
  await guest.get('/api/csrf-token');
});
afterAll(async () => {
  await server.close();
});

describe('the seed', () => {
  it('has 300 issues over the four projects, with threads that follow the workflow', async () => {
    expect(issues).toHaveLength(300);
    expect(new Set(issues.map((issue) => issue.project_id)).size).toBe(4);
    for (const status of ['new', 'open', 'waiting_for_customer', 'resolved', 'closed']) {
      expect(
        issues.some((issue) => issue.status === status),
        status,
      ).toBe(true);
    }
    const entries = await server.query<{
      issue_id: number;
      kind: string;
      created_at: number;
      to_status: string | null;
    }>(
      'SELECT issue_id, kind, created_at, to_status FROM support_messages ORDER BY issue_id, created_at, id',
    );
    for (const issue of issues) {
      const thread = entries.filter((entry) => entry.issue_id === issue.id);
      expect(thread[0]).toMatchObject({ kind: 'message', created_at: issue.created_at });
      expect(thread.at(-1)!.created_at).toBe(issue.updated_at);
      expect(issue.updated_at).toBeLessThanOrEqual(clock.now());
      const lastStatus = thread.filter((entry) => entry.kind === 'status').at(-1)?.to_status ?? 'new';
      expect(lastStatus).toBe(issue.status);
      expect(issue.resolved_at !== null).toBe(issue.status === 'resolved' || issue.status === 'closed');
    }
    expect(
      issues.filter((issue) => issue.assignee_id === users['support@example.com']).length,
    ).toBeGreaterThan(50);
  });

  it("has bodies the server's sanitiser leaves as they are", () => {
    for (const body of [
      ...ISSUE_TEMPLATES.map((template) => template.description),
      ...STAFF_REPLIES,
      ...CLIENT_REPLIES,
    ]) {
      expect(sanitizeRichText(body).html).toBe(body);
    }
  });
});

describe('GET /api/support/options', () => {
  it('names the categories and statuses in the request language, for anyone signed in', async () => {
    const answer = (await anna.get('/api/support/options')).json<{
      categories: unknown[];
      statuses: unknown[];
    }>();
    expect(answer.categories).toEqual([
      { id: 'technical', name: 'Problem techniczny' },
      { id: 'billing', name: 'Płatności i faktury' },
      { id: 'account', name: 'Konto i dostęp' },
      { id: 'service_request', name: 'Zmiana w usłudze' },
      { id: 'other', name: 'Inne' },
    ]);
    expect(answer.statuses).toHaveLength(5);
    const english = new Browser(server.baseUrl);
    await english.signIn('staff@example.com');
    await english.get('/lang/en');
    const inEnglish = (await english.get('/api/support/options')).json<{ statuses: { name: string }[] }>();
    expect(inEnglish.statuses.map((status) => status.name)).toEqual([
      'New',
      'In progress',
      'Waiting for customer',
      'Resolved',
      'Closed',
    ]);
    expect((await guest.get('/api/support/options')).status).toBe(401);
  });
});

describe('GET /api/support/issues (client)', () => {
  const shop = () => issues.filter((issue) => issue.project_id === projects['Sklep internetowy']);

  it("lists the selected project's issues only, newest activity first", async () => {
    const page = await list(anna, CLIENT);
    expect(page.total).toBe(shop().length);
    expect(ids(page.rows)).toEqual(ids(referenceOrder(shop()).slice(0, 25)));
    const stored = shop().find((issue) => issue.id === page.rows[0]!.id)!;
    expect(page.rows[0]).toEqual({
      id: stored.id,
      subject: stored.subject,
      category: stored.category,
      status: stored.status,
      created_at: new Date(stored.created_at).toISOString(),
      updated_at: new Date(stored.updated_at).toISOString(),
      resolved_at: stored.resolved_at === null ? null : new Date(stored.resolved_at).toISOString(),
    });
    const own = await list(basic, CLIENT, { limit: '100' });
    expect(own.total).toBe(
      issues.filter((issue) => issue.project_id === projects['Projekt podstawowy']).length,
    );
    expect(ids(own.rows).every((id) => !shop().some((issue) => issue.id === id))).toBe(true);
  });

  it.each(
    [
      'id',
      'subject',
      'category',
      'status',
      'created_at',
      'updated_at',
      'resolved_at',
      'status,-created_at',
    ].flatMap((key) => [key, `-${key}`]),
  )('sorts by %s over every page', async (sort) => {
    expect(ids((await readAll(anna, CLIENT, { sort })).rows)).toEqual(ids(referenceOrder(shop(), sort)));
  });

  it('filters by status, category, subject and search (#id), each alone and together', async () => {
    const check = async (params: Record<string, string>, keep: (issue: StoredIssue) => boolean) => {
      const all = await readAll(anna, CLIENT, params);
      expect(ids(all.rows), JSON.stringify(params)).toEqual(ids(referenceOrder(shop().filter(keep))));
      expect(all.total).toBe(all.rows.length);
    };
    await check({ status: 'new,open' }, (issue) => ['new', 'open'].includes(issue.status));
    await check({ category: 'billing' }, (issue) => issue.category === 'billing');
    await check({ subject: 'SERWER' }, (issue) => issue.subject.toLowerCase().includes('serwer'));
    const target = shop()[5]!;
    await check({ search: `#${target.id}` }, (issue) => `#${issue.id}`.includes(`#${target.id}`));
    await check(
      { status: 'closed', category: 'technical', search: 'web' },
      (issue) => issue.status === 'closed' && issue.category === 'technical' && issue.subject.includes('web'),
    );
    await check({ subject: '100%_' }, () => false);
  });

  it.each([
    [{ limit: '7' }, 'limit'],
    [{ offset: '-1' }, 'offset'],
    [{ sort: 'project' }, 'sort'],
    [{ sort: 'subject,-subject' }, 'sort'],
    [{ status: 'mine' }, 'status'],
    [{ category: 'hardware' }, 'category'],
    [{ subject: 'x'.repeat(101) }, 'subject'],
    [{ assignee: '1' }, 'assignee'],
  ])('answers 422 naming the parameter for %j', async (params, field) => {
    const answer = await anna.get(query(CLIENT, params));
    expect(answer.status).toBe(422);
    expect(answer.json()).toMatchObject({
      error: 'validation_failed',
      fields: { [field]: [expect.any(String)] },
    });
  });

  it('answers 401 to a guest and 403 to staff acting as themselves, whatever the query', async () => {
    expect((await guest.get(CLIENT)).status).toBe(401);
    expect((await piotr.get(query(CLIENT, { limit: '7' }))).status).toBe(403);
    expect((await piotr.get(`${CLIENT}/1`)).status).toBe(403);
    expect((await piotr.post(CLIENT, { json: {} })).status).toBe(403);
  });

  it('follows the selected project', async () => {
    await selectProject(anna, projects['Środowisko testowe']!);
    try {
      const page = await readAll(anna, CLIENT);
      expect(ids(page.rows)).toEqual(
        ids(referenceOrder(issues.filter((issue) => issue.project_id === projects['Środowisko testowe']))),
      );
    } finally {
      await selectProject(anna, projects['Sklep internetowy']!);
    }
  });

  it('changes nothing', async () => {
    const before = await server.snapshot();
    await anna.get(CLIENT);
    await anna.get(`${CLIENT}/${issues[0]!.id}`);
    await piotr.get(STAFF);
    await piotr.get(`${STAFF}/${issues[0]!.id}`);
    await anna.get('/api/support/options');
    expect(await server.snapshot()).toEqual(before);
  });
});

describe('POST /api/support/issues', () => {
  it('opens an issue with sanitised text and its files, attached in one go', async () => {
    const image = await uploaded(anna, { filename: 'zrzut.png', data: PNG });
    const pdf = await uploaded(anna, { filename: 'log.pdf', data: PDF });
    const before = await counts();
    const issue = await created(anna, {
      subject: '  Awaria <b>serwera</b>  ',
      category: 'technical',
      description:
        `<p onclick="x()">Nie działa <strong>nic</strong><script>alert(1)</script></p>` +
        `<p><img src="${image.url}" alt="zrzut"><a href="javascript:alert(1)">klik</a></p>`,
      attachments: [pdf.id],
    });
    expect(await counts()).toEqual({
      support_issues: before.support_issues! + 1,
      support_messages: before.support_messages! + 1,
    });
    expect(issue).toMatchObject({
      subject: 'Awaria <b>serwera</b>',
      category: 'technical',
      status: 'new',
      resolved_at: null,
      project: { id: projects['Sklep internetowy'], name: 'Sklep internetowy' },
      author: { id: users['client@example.com'], full_name: 'Anna Kowalska' },
      assignee: null,
    });
    expect(issue.created_at).toBe(new Date(clock.now()).toISOString());
    expect(issue.thread).toHaveLength(1);
    const [message] = issue.thread;
    expect(message).toMatchObject({
      kind: 'message',
      author: { id: users['client@example.com'], full_name: 'Anna Kowalska', staff: false },
      body: `<p>Nie działa <strong>nic</strong></p><p><img src="${image.url}" alt="zrzut"><a>klik</a></p>`,
    });
    expect(message!.attachments!.map((file) => file.id).sort()).toEqual([image.id, pdf.id].sort());
    expect(message!.attachments!.find((file) => file.id === pdf.id)).toEqual({
      id: pdf.id,
      url: pdf.url,
      name: 'log.pdf',
      type: 'application/pdf',
      size: PDF.length,
    });
    // The issue is on the list, and GET answers it as POST did.
    expect((await list(anna, CLIENT, { search: `#${issue.id}` })).rows[0]!.id).toBe(issue.id);
    expect((await anna.get(`${CLIENT}/${issue.id}`)).json()).toEqual(issue);
  });

  it('serves its files to whoever may see the issue, and 404 to anyone else', async () => {
    const image = await uploaded(anna, { filename: 'a.png', data: PNG });
    await created(anna, { attachments: [image.id] });
    for (const browser of [anna, piotr, marta]) expect((await download(browser, image.url)).status).toBe(200);
    for (const browser of [basic, katarzyna]) expect((await download(browser, image.url)).status).toBe(404);
    // Anna in another project of hers sees neither the issue nor its files.
    await selectProject(anna, projects['Środowisko testowe']!);
    try {
      expect((await download(anna, image.url)).status).toBe(404);
    } finally {
      await selectProject(anna, projects['Sklep internetowy']!);
    }
  });

  it.each([
    ['no subject', { subject: undefined }, 'subject'],
    ['a blank subject', { subject: '   ' }, 'subject'],
    ['a subject with a line break', { subject: 'a\nb' }, 'subject'],
    ['a subject too long', { subject: 'x'.repeat(201) }, 'subject'],
    ['an unknown category', { category: 'hardware' }, 'category'],
    ['no description', { description: undefined }, 'description'],
    ['a description with nothing left', { description: '<script>alert(1)</script><p> </p>' }, 'description'],
    ['a description not a string', { description: ['<p>x</p>'] }, 'description'],
    ['an unknown member', { priority: 'high' }, 'priority'],
    ['a malformed attachment id', { attachments: ['../etc/passwd'] }, 'attachments.0'],
    ['an unknown attachment', { attachments: ['A'.repeat(22)] }, 'attachments'],
    [
      'eleven attachments',
      { attachments: Array.from({ length: 11 }, (_, i) => `${'A'.repeat(20)}${10 + i}`) },
      'attachments',
    ],
  ])('refuses %s with 422 and writes nothing', async (_name, body, field) => {
    const before = await counts();
    const answer = await create(anna, body);
    expect(answer.status, answer.text).toBe(422);
    expect(answer.json()).toMatchObject({
      error: 'validation_failed',
      fields: { [field]: [expect.any(String)] },
    });
    expect(await counts()).toEqual(before);
  });

  // Issue 27, finding 7: an override (U+202E) or a separator (U+2028) would make the subject read
  // differently in the staff's list; the contract's pattern refuses them as it refuses line breaks.
  it.each([
    ['a right-to-left override (U+202E)', 'Faktura \u202Efdp.exe'],
    ['a line separator (U+2028)', 'Awaria\u2028Pilne: zadzwoń'],
    ['a first-strong isolate (U+2068)', 'Konto \u2068admin\u2069'],
    ['a left-to-right mark (U+200E)', 'Płatność\u200E'],
    ['an Arabic letter mark (U+061C)', 'Faktura\u061C 12'],
    ['a paragraph separator (U+2029)', 'Awaria\u2029serwera'],
    ['a next line (U+0085)', 'Awaria\u0085serwera'],
  ])(
    'refuses a subject with %s: 422 naming the subject, in Polish and English, nothing written',
    async (_name, subject) => {
      const before = await counts();
      const polish = await create(anna, { subject });
      expect(polish.status, polish.text).toBe(422);
      expect(polish.json()).toEqual({
        error: 'validation_failed',
        message:
          'Pole subject musi być jednym wierszem tekstu, bez znaków sterujących i zmieniających kierunek tekstu.',
        fields: {
          subject: [
            'Pole subject musi być jednym wierszem tekstu, bez znaków sterujących i zmieniających kierunek tekstu.',
          ],
        },
      });
      const english = new Browser(server.baseUrl);
      await english.get('/lang/en');
      await english.signIn('client@example.com');
      const answer = await create(english, { subject });
      expect(answer.status, answer.text).toBe(422);
      expect(answer.json()).toMatchObject({
        message:
          "The subject field must be one line of text, without control characters or characters that change the text's direction.",
        fields: {
          subject: [
            "The subject field must be one line of text, without control characters or characters that change the text's direction.",
          ],
        },
      });
      expect(await counts()).toEqual(before);
    },
  );

  it('takes a Polish subject with diacritics, quotes and punctuation as it is', async () => {
    const subject = 'Zażółć gęślą jaźń: „pilne” — ŁÓDŹ, śr. 12:30 (VAT 23%)';
    const issue = await created(anna, { subject });
    expect(issue.subject).toBe(subject);
  });

  it("refuses someone else's file, a file used already, one from another project, or an image of them (422, nothing written)", async () => {
    const foreign = await uploaded(basic, { filename: 'b.png', data: PNG });
    const used = await uploaded(anna, { filename: 'used.png', data: PNG });
    await created(anna, { attachments: [used.id] });
    await selectProject(anna, projects['Środowisko testowe']!);
    const elsewhere = await uploaded(anna, { filename: 'staging.png', data: PNG });
    await selectProject(anna, projects['Sklep internetowy']!);
    const fresh = await uploaded(anna, { filename: 'fresh.png', data: PNG });
    for (const body of [
      { attachments: [fresh.id, foreign.id] },
      { attachments: [fresh.id, used.id] },
      { attachments: [fresh.id, elsewhere.id] },
      { attachments: [fresh.id], description: `<p><img src="${foreign.url}"></p>` },
    ]) {
      const before = await counts();
      const answer = await create(anna, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.json()).toMatchObject({ fields: { attachments: [expect.any(String)] } });
      expect(await counts()).toEqual(before);
    }
    const [row] = await server.query<{ issue_id: number | null }>(
      'SELECT issue_id FROM uploads WHERE id = ?',
      [fresh.id],
    );
    expect(row!.issue_id).toBeNull();
  });

  it('needs a CSRF token (419), a session (401) and a selected project', async () => {
    const before = await counts();
    expect(
      (
        await anna.post(CLIENT, {
          json: { subject: 'x', category: 'other', description: '<p>x</p>' },
          csrf: false,
        })
      ).status,
    ).toBe(419);
    expect((await create(guest, {})).status).toBe(401);
    expect((await create(katarzyna, {})).status).toBe(403);
    expect(await counts()).toEqual(before);
  });
});

describe('one issue, its thread and replies', () => {
  it('answers 404 for an issue of another project, one that does not exist, and an id that cannot', async () => {
    const basicIssue = issues.find((issue) => issue.project_id === projects['Projekt podstawowy'])!;
    const stagingIssue = issues.find((issue) => issue.project_id === projects['Środowisko testowe'])!;
    for (const id of [basicIssue.id, stagingIssue.id, 999_999, 'abc', '0', '01', '99999999999']) {
      const answer = await anna.get(`${CLIENT}/${id}`);
      expect(answer.status, String(id)).toBe(404);
      expect(answer.json()).toMatchObject({ error: 'not_found' });
      expect((await anna.post(`${CLIENT}/${id}/messages`, { json: { body: '<p>x</p>' } })).status).toBe(404);
    }
    expect((await basic.get(`${CLIENT}/${basicIssue.id}`)).status).toBe(200);
    expect((await piotr.get(`${STAFF}/999999`)).status).toBe(404);
  });

  it('walks the workflow: replies, status changes and assignment, each in the thread the customer sees', async () => {
    const issue = await created(anna, { subject: 'Workflow' });
    const path = `${CLIENT}/${issue.id}`;
    clock.advanceMinutes(1);

    // The customer adds to a new issue: still new.
    let answer = await anna.post(`${path}/messages`, { json: { body: '<p>Jeszcze jedno</p>' } });
    expect(answer.status).toBe(201);
    expect(answer.json<Issue>()).toMatchObject({
      status: 'new',
      updated_at: new Date(clock.now()).toISOString(),
    });

    // Staff's first answer opens it.
    clock.advanceMinutes(1);
    const file = await uploaded(piotr, { filename: 'instrukcja.pdf', data: PDF });
    answer = await piotr.post(`${STAFF}/${issue.id}/messages`, {
      json: { body: '<p>Sprawdzamy.</p>', attachments: [file.id] },
    });
    expect(answer.status).toBe(201);
    let detail = answer.json<Issue>();
    expect(detail.status).toBe('open');
    expect(detail.thread.slice(-2)).toMatchObject([
      {
        kind: 'message',
        author: { full_name: 'Piotr Nowak', staff: true },
        body: '<p>Sprawdzamy.</p>',
        attachments: [{ id: file.id }],
      },
      { kind: 'status', author: { full_name: 'Piotr Nowak', staff: true }, from: 'new', to: 'open' },
    ]);
    expect((await download(anna, file.url)).status).toBe(200);

    // Assign to Marta; then waiting for the customer.
    answer = await piotr.post(`${STAFF}/${issue.id}/assignee`, {
      json: { assignee_id: users['support@example.com'] },
    });
    expect(answer.status).toBe(200);
    expect(answer.json<Issue>().assignee).toEqual({
      id: users['support@example.com'],
      full_name: 'Marta Zielińska',
    });
    expect(answer.json<Issue>().thread.at(-1)).toMatchObject({
      kind: 'assignment',
      assignee: { id: users['support@example.com'], full_name: 'Marta Zielińska' },
    });
    expect(ids((await list(marta, STAFF, { status: 'mine', search: `#${issue.id}` })).rows)).toContain(
      issue.id,
    );
    answer = await marta.post(`${STAFF}/${issue.id}/status`, { json: { status: 'waiting_for_customer' } });
    expect(answer.json<Issue>().status).toBe('waiting_for_customer');

    // The customer sees it, and answering reopens it.
    detail = (await anna.get(path)).json<Issue>();
    expect(detail.thread.at(-1)).toMatchObject({
      kind: 'status',
      from: 'open',
      to: 'waiting_for_customer',
      author: { staff: true },
    });
    detail = (
      await anna.post(`${path}/messages`, { json: { body: '<p>Logi w załączniku</p>' } })
    ).json<Issue>();
    expect(detail.status).toBe('open');
    expect(detail.thread.at(-1)).toMatchObject({
      kind: 'status',
      from: 'waiting_for_customer',
      to: 'open',
      author: { staff: false },
    });

    // Resolved then closed: resolved_at from the resolution; a closed issue takes no replies (409).
    clock.advanceMinutes(5);
    const resolvedAt = new Date(clock.now()).toISOString();
    detail = (
      await marta.post(`${STAFF}/${issue.id}/status`, { json: { status: 'resolved' } })
    ).json<Issue>();
    expect(detail.resolved_at).toBe(resolvedAt);
    clock.advanceMinutes(5);
    detail = (await marta.post(`${STAFF}/${issue.id}/status`, { json: { status: 'closed' } })).json<Issue>();
    expect(detail).toMatchObject({ status: 'closed', resolved_at: resolvedAt });
    const before = await counts();
    for (const [browser, target] of [
      [anna, `${path}/messages`],
      [marta, `${STAFF}/${issue.id}/messages`],
    ] as const) {
      const refused = await browser.post(target, { json: { body: '<p>x</p>' } });
      expect(refused.status).toBe(409);
      expect(refused.json()).toMatchObject({ error: 'issue_closed' });
    }
    expect(await counts()).toEqual(before);

    // The same status again changes nothing; reopening clears resolved_at.
    detail = (await marta.post(`${STAFF}/${issue.id}/status`, { json: { status: 'closed' } })).json<Issue>();
    expect(await counts()).toEqual(before);
    detail = (await marta.post(`${STAFF}/${issue.id}/status`, { json: { status: 'open' } })).json<Issue>();
    expect(detail).toMatchObject({ status: 'open', resolved_at: null });

    // The thread the customer sees is in time order and holds every change.
    const thread = (await anna.get(path)).json<Issue>().thread;
    expect(thread.map((entry) => entry.kind)).toEqual([
      'message',
      'message',
      'message',
      'status',
      'assignment',
      'status',
      'message',
      'status',
      'status',
      'status',
      'status',
    ]);
    expect(thread.map((entry) => entry.created_at)).toEqual(
      [...thread.map((entry) => entry.created_at)].sort(),
    );
  });

  it('lets staff assign only to staff who handle support, or to nobody (422 otherwise)', async () => {
    const issue = issues[0]!;
    for (const assignee of [users['soc@example.com'], users['client@example.com'], 999_999]) {
      const answer = await piotr.post(`${STAFF}/${issue.id}/assignee`, { json: { assignee_id: assignee } });
      expect(answer.status).toBe(422);
      expect(answer.json()).toMatchObject({ fields: { assignee_id: [expect.any(String)] } });
    }
    for (const body of [{ assignee_id: '2' }, { assignee_id: 0 }, {}, { assignee_id: 1, note: 'x' }]) {
      expect((await piotr.post(`${STAFF}/${issue.id}/assignee`, { json: body })).status).toBe(422);
    }
    const answer = await piotr.post(`${STAFF}/${issue.id}/assignee`, { json: { assignee_id: null } });
    expect(answer.json<Issue>().assignee).toBeNull();
    expect((await piotr.post(`${STAFF}/${issue.id}/status`, { json: { status: 'reopened' } })).status).toBe(
      422,
    );
  });

  it("keeps staff's routes from clients, staff without support-issue-list and guests (403/401)", async () => {
    const id = issues[0]!.id;
    for (const browser of [anna, katarzyna]) {
      expect((await browser.get(STAFF)).status).toBe(403);
      expect((await browser.get(`${STAFF}/${id}`)).status).toBe(403);
      expect((await browser.post(`${STAFF}/${id}/messages`, { json: { body: '<p>x</p>' } })).status).toBe(
        403,
      );
      expect((await browser.post(`${STAFF}/${id}/status`, { json: { status: 'closed' } })).status).toBe(403);
      expect((await browser.post(`${STAFF}/${id}/assignee`, { json: { assignee_id: null } })).status).toBe(
        403,
      );
    }
    expect((await guest.get(STAFF)).status).toBe(401);
    expect(
      (await piotr.post(`${STAFF}/${id}/status`, { json: { status: 'closed' }, csrf: false })).status,
    ).toBe(419);
  });
});

describe('a staff member impersonating a client', () => {
  it("acts as the client: the client's routes answer, the staff's do not", async () => {
    const acting = new Browser(server.baseUrl);
    await acting.signIn('staff@example.com');
    const started = await acting.post(`/admin/users/${users['client@example.com']}/impersonate`);
    expect(started.status, started.text).toBe(200);
    const page = await list(acting, CLIENT, { limit: '10' });
    expect(page.total).toBe((await list(anna, CLIENT)).total);
    const issue = await created(acting, { subject: 'Zgłoszone w roli klienta' });
    expect(issue.author).toEqual({ id: users['client@example.com'], full_name: 'Anna Kowalska' });
    expect(issue.thread[0]!.author!.staff).toBe(false);
    expect((await acting.get(STAFF)).status).toBe(403);
    expect((await acting.get(`${STAFF}/${issue.id}`)).status).toBe(403);
  });
});

describe('GET /api/admin/support/issues (staff)', () => {
  it("lists every project's issues with the filters' options", async () => {
    const current = await storedIssues(server);
    const page = await list(piotr, STAFF);
    expect(page.total).toBe(current.length);
    expect(ids(page.rows)).toEqual(ids(referenceOrder(current).slice(0, 25)));
    expect(page.rows[0]).toHaveProperty('project');
    expect(page.rows[0]).toHaveProperty('assignee');
    expect(page.rows[0]).toHaveProperty('author');
    expect(page.assignees).toEqual([
      { id: users['support@example.com'], full_name: 'Marta Zielińska' },
      { id: users['staff@example.com'], full_name: 'Piotr Nowak' },
    ]);
    expect(page.projects!.map((project) => project.name)).toEqual([
      'Archiwum dokumentów',
      'Projekt podstawowy',
      'Sklep internetowy',
      'Środowisko testowe',
    ]);
  });

  it.each(['project', '-project', 'assignee', '-assignee', 'assignee,-created_at', 'status,subject'])(
    'sorts by %s over every page',
    async (sort) => {
      const current = await storedIssues(server);
      expect(ids((await readAll(piotr, STAFF, { sort })).rows)).toEqual(ids(referenceOrder(current, sort)));
    },
  );

  it('filters by project, assignee (and none), mine, status and category', async () => {
    const current = await storedIssues(server);
    const check = async (
      params: Record<string, string>,
      keep: (issue: StoredIssue) => boolean,
      browser = piotr,
    ) => {
      expect(ids((await readAll(browser, STAFF, params)).rows), JSON.stringify(params)).toEqual(
        ids(referenceOrder(current.filter(keep))),
      );
    };
    const basicProject = projects['Projekt podstawowy']!;
    await check({ project: String(basicProject) }, (issue) => issue.project_id === basicProject);
    await check({ assignee: 'none' }, (issue) => issue.assignee_id === null);
    const martaId = users['support@example.com']!;
    await check({ assignee: String(martaId) }, (issue) => issue.assignee_id === martaId);
    await check({ status: 'mine' }, (issue) => issue.assignee_id === martaId, marta);
    await check(
      { status: 'mine,resolved' },
      (issue) => issue.assignee_id === martaId && issue.status === 'resolved',
      marta,
    );
    await check(
      { project: String(projects['Sklep internetowy']), category: 'billing', status: 'open,new' },
      (issue) =>
        issue.project_id === projects['Sklep internetowy'] &&
        issue.category === 'billing' &&
        ['open', 'new'].includes(issue.status),
    );
    await check({ project: '999999' }, () => false);
  });

  it.each([
    [{ project: 'abc' }, 'project'],
    [{ project: '99999999999' }, 'project'],
    [{ assignee: '3000000000' }, 'assignee'],
    [{ assignee: 'nobody' }, 'assignee'],
    [{ sort: 'author' }, 'sort'],
  ])('answers 422 naming the parameter for %j', async (params, field) => {
    const answer = await piotr.get(query(STAFF, params));
    expect(answer.status).toBe(422);
    expect(answer.json()).toMatchObject({ fields: { [field]: [expect.any(String)] } });
  });
});

describe('a client who left the selected project', () => {
  it('lists nothing, cannot open an issue (403 no_project) and reads none of its issues (404)', async () => {
    const own = (await list(basic, CLIENT)).rows[0]!.id;
    await server.query('DELETE FROM memberships WHERE user_id = ?', [users['basic@example.com']]);
    expect(await list(basic, CLIENT)).toEqual({ rows: [], total: 0 });
    const answer = await create(basic, {});
    expect(answer.status).toBe(403);
    expect(answer.json()).toMatchObject({ error: 'no_project' });
    expect((await basic.get(`${CLIENT}/${own}`)).status).toBe(404);
    expect((await basic.post(`${CLIENT}/${own}/messages`, { json: { body: '<p>x</p>' } })).status).toBe(404);
  });
});

describe('the purge of orphaned uploads', () => {
  it('removes a day-old file attached to nothing, and never one an issue uses', async () => {
    const orphan = await uploaded(anna, { filename: 'orphan.png', data: PNG });
    const attached = async () =>
      Number(
        (
          await server.query<{ n: number | string }>(
            'SELECT count(*) AS n FROM uploads WHERE issue_id IS NOT NULL',
          )
        )[0]!.n,
      );
    const before = await attached();
    expect(before).toBeGreaterThan(0);
    clock.advanceMinutes(25 * 60);
    await expect
      .poll(async () => (await server.query('SELECT id FROM uploads WHERE id = ?', [orphan.id])).length, {
        timeout: 5000,
      })
      .toBe(0);
    expect(await attached()).toBe(before);
  });
});
