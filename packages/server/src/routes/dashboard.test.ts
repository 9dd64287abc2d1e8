import { invoiceStatusOf, paymentsDateOf } from '@portal-elements/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, TestClock, startServer, type TestServer } from '../testing/harness.js';

interface Dashboard {
  project: { id: number; name: string } | null;
  support?: {
    openCount: number;
    latest: { id: number; subject: string; status: string; status_name: string; updated_at: string }[];
  };
  invoices?: { unpaidCount: number; overdueCount: number; amountDue: number };
  documents?: {
    total: number;
    latest: { id: number; title: string; kind: string; issued_on: string }[];
  };
}

/** What the test itself takes for an open issue (not the contract's list): all but resolved and closed. */
const OPEN = ['new', 'open', 'waiting_for_customer'];

const clock = new TestClock();
let server: TestServer;
let anna: Browser;
let basic: Browser;
let staff: Browser;
let guest: Browser;
let projects: Record<string, number>;

async function dashboard(browser: Browser): Promise<Dashboard> {
  const answer = await browser.get('/api/dashboard');
  expect(answer.status, answer.text).toBe(200);
  return answer.json<Dashboard>();
}

const selectProject = async (browser: Browser, id: number) =>
  expect((await browser.post('/projects/change', { json: { project_id: id } })).status).toBe(200);

/** `check` with Anna's session on the project, then back on 'Sklep internetowy' (fewer sign-ins: they are throttled). */
async function onProject(id: number, check: () => Promise<void>) {
  await selectProject(anna, id);
  try {
    await check();
  } finally {
    await selectProject(anna, projects['Sklep internetowy']!);
  }
}

const userId = async (email: string) =>
  (await server.query<{ id: number }>('SELECT id FROM users WHERE email = ?', [email]))[0]!.id;

/** The project's open issues as stored, the most recently updated first (equal times by id). */
async function storedOpenIssues(projectId: number) {
  const rows = await server.query<{ id: number; subject: string; status: string; updated_at: number }>(
    'SELECT id, subject, status, updated_at FROM support_issues WHERE project_id = ?',
    [projectId],
  );
  return rows
    .map((row) => ({ ...row, updated_at: Number(row.updated_at) }))
    .filter((row) => OPEN.includes(row.status))
    .sort((a, b) => b.updated_at - a.updated_at || a.id - b.id);
}

/** The project's unpaid invoices as stored, each with the status the API must compute now. */
async function storedUnpaidInvoices(projectId: number) {
  const today = paymentsDateOf(clock.now());
  const rows = await server.query<{
    id: number;
    due_date: string;
    gross: number | string;
    paid_at: number | string | null;
  }>('SELECT id, due_date, gross, paid_at FROM invoices WHERE project_id = ?', [projectId]);
  return rows
    .map((row) => ({
      id: row.id,
      due_date: row.due_date,
      gross: Number(row.gross),
      status: invoiceStatusOf(row.paid_at === null ? null : Number(row.paid_at), row.due_date, today),
    }))
    .filter((row) => row.status !== 'paid');
}

/** What the invoices' section must say, added up here from the rows. */
async function expectedInvoices(projectId: number) {
  const unpaid = await storedUnpaidInvoices(projectId);
  return {
    unpaidCount: unpaid.length,
    overdueCount: unpaid.filter((row) => row.status === 'overdue').length,
    amountDue: unpaid.reduce((sum, row) => sum + row.gross, 0),
  };
}

/** The project's documents as stored, the newest first (equal dates by id). */
async function storedDocuments(projectId: number) {
  const rows = await server.query<{ id: number; title: string; kind: string; issued_on: string }>(
    'SELECT id, title, kind, issued_on FROM documents WHERE project_id = ?',
    [projectId],
  );
  return rows.sort((a, b) =>
    a.issued_on === b.issued_on ? a.id - b.id : a.issued_on < b.issued_on ? 1 : -1,
  );
}

beforeAll(async () => {
  server = await startServer({ now: clock.now });
  projects = Object.fromEntries(
    (await server.query<{ name: string; id: number }>('SELECT name, id FROM projects')).map((row) => [
      row.name,
      row.id,
    ]),
  );
  anna = new Browser(server.baseUrl);
  basic = new Browser(server.baseUrl);
  staff = new Browser(server.baseUrl);
  guest = new Browser(server.baseUrl);
  await anna.signIn('client@example.com');
  await basic.signIn('basic@example.com');
  await staff.signIn('staff@example.com');
  await guest.get('/api/csrf-token');
  await selectProject(anna, projects['Sklep internetowy']!);
});
afterAll(async () => {
  await server.close();
});

describe('GET /api/dashboard: who may read what', () => {
  it('answers 401 JSON signed out and 403 JSON to staff acting as themselves', async () => {
    const signedOut = await guest.get('/api/dashboard');
    expect(signedOut.status).toBe(401);
    expect(signedOut.json<{ error: string }>().error).toBe('unauthenticated');
    const refused = await staff.get('/api/dashboard');
    expect(refused.status).toBe(403);
    expect(refused.json<{ error: string }>().error).toBe('forbidden');
  });

  it('gives a client with every permission all three sections, not cached', async () => {
    const answer = await anna.get('/api/dashboard');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const body = answer.json<Dashboard>();
    expect(body.project).toEqual({ id: projects['Sklep internetowy'], name: 'Sklep internetowy' });
    expect(Object.keys(body).sort()).toEqual(['documents', 'invoices', 'project', 'support']);
  });

  it('leaves the invoices out without client-invoices-list (the list itself is 403 then)', async () => {
    expect((await basic.get('/api/invoices')).status).toBe(403);
    const body = await dashboard(basic);
    expect(body.project).not.toBeNull();
    expect(body).not.toHaveProperty('invoices');
    expect(body.support).toBeDefined();
    expect(body.documents).toBeDefined();
  });

  it("follows the permission as it changes: taken from the client's roles, the section goes", async () => {
    const [permission] = await server.query<{ id: number }>(
      "SELECT id FROM permissions WHERE name = 'client-invoices-list'",
    );
    const links = await server.query<{ role_id: number }>(
      'SELECT role_id FROM role_permissions WHERE permission_id = ?',
      [permission!.id],
    );
    await server.query('DELETE FROM role_permissions WHERE permission_id = ?', [permission!.id]);
    try {
      const body = await dashboard(anna);
      expect(body).not.toHaveProperty('invoices');
      expect(body.support).toBeDefined();
    } finally {
      for (const link of links) {
        await server.query('INSERT INTO role_permissions (role_id, permission_id) VALUES (?, ?)', [
          link.role_id,
          permission!.id,
        ]);
      }
    }
    expect((await dashboard(anna)).invoices).toBeDefined();
  });

  it('shows a staff member impersonating the client what the client sees', async () => {
    const acting = new Browser(server.baseUrl);
    await acting.signIn('staff@example.com');
    expect((await acting.post(`/admin/users/${await userId('client@example.com')}/impersonate`)).status).toBe(
      200,
    );
    await selectProject(acting, projects['Sklep internetowy']!);
    expect(await dashboard(acting)).toEqual(await dashboard(anna));
  });

  it('answers only { project: null } to a client without a selected project', async () => {
    const lone = new Browser(server.baseUrl);
    await lone.signIn('basic@example.com');
    await server.query('UPDATE sessions SET project_id = NULL WHERE user_id = ?', [
      await userId('basic@example.com'),
    ]);
    expect(await dashboard(lone)).toEqual({ project: null });
    // Nor for a project the session names but the client is no member of.
    await server.query('UPDATE sessions SET project_id = ? WHERE user_id = ?', [
      projects['Sklep internetowy'],
      await userId('basic@example.com'),
    ]);
    expect(await dashboard(lone)).toEqual({ project: null });
  });
});

describe('GET /api/dashboard: the figures', () => {
  it('counts the open issues (new, open, waiting for the customer) and lists the 5 latest', async () => {
    for (const name of ['Sklep internetowy', 'Środowisko testowe']) {
      const id = projects[name]!;
      await onProject(id, async () => {
        const expected = await storedOpenIssues(id);
        const { support } = await dashboard(anna);
        expect(support!.openCount, name).toBe(expected.length);
        expect(
          support!.latest.map(({ id: issue, subject, status, updated_at }) => ({
            id: issue,
            subject,
            status,
            updated_at: Date.parse(updated_at),
          })),
          name,
        ).toEqual(expected.slice(0, 5));
      });
    }
  });

  it('counts a resolved or closed issue no more, and a reopened one again', async () => {
    const shop = projects['Sklep internetowy']!;
    const [first] = await storedOpenIssues(shop);
    const before = (await dashboard(anna)).support!;
    await server.query("UPDATE support_issues SET status = 'resolved' WHERE id = ?", [first!.id]);
    try {
      const resolved = (await dashboard(anna)).support!;
      expect(resolved.openCount).toBe(before.openCount - 1);
      expect(resolved.latest.map((row) => row.id)).not.toContain(first!.id);
      await server.query("UPDATE support_issues SET status = 'closed' WHERE id = ?", [first!.id]);
      expect((await dashboard(anna)).support!.openCount).toBe(before.openCount - 1);
    } finally {
      await server.query('UPDATE support_issues SET status = ? WHERE id = ?', [first!.status, first!.id]);
    }
    expect(await dashboard(anna)).toHaveProperty('support', before);
  });

  it("names each issue's status in the session's language", async () => {
    const polish = (await dashboard(anna)).support!.latest;
    await anna.get('/lang/en');
    const names: Record<string, [string, string]> = {
      new: ['Nowe', 'New'],
      open: ['W trakcie', 'In progress'],
      waiting_for_customer: ['Oczekuje na klienta', 'Waiting for customer'],
    };
    expect(polish.length).toBeGreaterThan(0);
    for (const row of polish) expect(row.status_name).toBe(names[row.status]![0]);
    try {
      for (const row of (await dashboard(anna)).support!.latest) {
        expect(row.status_name).toBe(names[row.status]![1]);
      }
    } finally {
      await anna.get('/lang/pl');
    }
  });

  it('adds up the unpaid invoices in the database: the count, the overdue ones and the gross due', async () => {
    for (const name of ['Sklep internetowy', 'Środowisko testowe', 'Archiwum dokumentów']) {
      const id = projects[name]!;
      await onProject(id, async () => {
        expect((await dashboard(anna)).invoices, name).toEqual(await expectedInvoices(id));
      });
    }
    const shop = await expectedInvoices(projects['Sklep internetowy']!);
    // The seed's demo project has two overdue invoices on the test clock's day, and more unpaid.
    expect(shop.overdueCount).toBe(2);
    expect(shop.unpaidCount).toBeGreaterThan(shop.overdueCount);
    expect(shop.amountDue).toBeGreaterThan(0);
    // The invoices list says the same of the same rows.
    const list = (await anna.get('/api/invoices?status=unpaid,overdue&limit=100')).json<{
      rows: { gross: number }[];
      total: number;
    }>();
    expect(list.total).toBe(shop.unpaidCount);
    expect(list.rows.reduce((sum, row) => sum + row.gross, 0)).toBe(shop.amountDue);
  });

  it('answers zeros for a project without unpaid invoices', async () => {
    const shop = projects['Sklep internetowy']!;
    const unpaid = await storedUnpaidInvoices(shop);
    await server.query('UPDATE invoices SET paid_at = ? WHERE project_id = ? AND paid_at IS NULL', [
      clock.now(),
      shop,
    ]);
    try {
      expect((await dashboard(anna)).invoices).toEqual({ unpaidCount: 0, overdueCount: 0, amountDue: 0 });
    } finally {
      for (const row of unpaid) {
        await server.query('UPDATE invoices SET paid_at = NULL WHERE id = ?', [row.id]);
      }
    }
    expect((await dashboard(anna)).invoices).toEqual(await expectedInvoices(shop));
  });

  it('counts an invoice overdue from the day after its due date in Warsaw, not in UTC', async () => {
    const shop = projects['Sklep internetowy']!;
    const start = clock.current;
    const [row] = await server.query<{ id: number }>(
      `INSERT INTO invoices (project_id, number, issue_date, sale_date, due_date, net, vat, gross, paid_at, created_at)
       VALUES (?, 'FV/TEST/0001', '2026-01-01', '2026-01-01', '2026-01-15', 100000, 23000, 123000, NULL, ?)
       RETURNING id`,
      [shop, start],
    );
    try {
      // 23:30 on the 15th in Warsaw (22:30 UTC): due today, not overdue yet. (Signed in now: the
      // sessions of the morning have been idle too long by then.)
      clock.current = Date.UTC(2026, 0, 15, 22, 30);
      expect(paymentsDateOf(clock.now())).toBe('2026-01-15');
      const late = new Browser(server.baseUrl);
      await late.signIn('client@example.com');
      await selectProject(late, shop);
      const evening = await dashboard(late);
      expect(evening.invoices).toEqual(await expectedInvoices(shop));
      // 00:30 on the 16th in Warsaw, still the 15th in UTC: overdue.
      clock.current = Date.UTC(2026, 0, 15, 23, 30);
      expect(paymentsDateOf(clock.now())).toBe('2026-01-16');
      const night = await dashboard(late);
      expect(night.invoices).toEqual(await expectedInvoices(shop));
      // Every unpaid invoice due on the 15th (this one among them) turned overdue at Warsaw's midnight.
      const dueThatDay = (await storedUnpaidInvoices(shop)).filter(
        (invoice) => invoice.due_date === '2026-01-15',
      );
      expect(dueThatDay.map((invoice) => invoice.id)).toContain(row!.id);
      expect(night.invoices!.overdueCount).toBe(evening.invoices!.overdueCount + dueThatDay.length);
      expect(night.invoices!.unpaidCount).toBe(evening.invoices!.unpaidCount);
      expect(night.invoices!.amountDue).toBe(evening.invoices!.amountDue);
      const overdue = (await late.get('/api/invoices?status=overdue&limit=100')).json<{
        rows: { id: number }[];
      }>();
      expect(overdue.rows.map((invoice) => invoice.id)).toContain(row!.id);
    } finally {
      clock.current = start;
      await server.query('DELETE FROM invoices WHERE id = ?', [row!.id]);
    }
  });

  it('lists the 5 newest documents of the selected project, with how many there are', async () => {
    const shop = projects['Sklep internetowy']!;
    // Two more than the seed's five: one newer than all of them, one older.
    const added = [];
    for (const [title, day] of [
      ['Aneks do umowy', '2099-01-01'],
      ['Stary cennik', '2000-01-01'],
    ] as const) {
      const [row] = await server.query<{ id: number }>(
        `INSERT INTO documents (project_id, title, kind, issued_on, file_name, type, size, data, created_at)
         VALUES (?, ?, 'contract', ?, 'plik.pdf', 'application/pdf', 1, ?, ?) RETURNING id`,
        [shop, title, day, Buffer.from('x'), clock.now()],
      );
      added.push(row!.id);
    }
    try {
      const expected = await storedDocuments(shop);
      expect(expected.length).toBeGreaterThan(5);
      const { documents } = await dashboard(anna);
      expect(documents!.total).toBe(expected.length);
      expect(documents!.latest).toEqual(expected.slice(0, 5));
      expect(documents!.latest[0]!.title).toBe('Aneks do umowy');
      expect(documents!.latest.map((row) => row.title)).not.toContain('Stary cennik');
    } finally {
      for (const id of added) await server.query('DELETE FROM documents WHERE id = ?', [id]);
    }
    // Another project's documents are its own.
    const staging = await storedDocuments(projects['Środowisko testowe']!);
    await onProject(projects['Środowisko testowe']!, async () => {
      expect((await dashboard(anna)).documents).toEqual({
        total: staging.length,
        latest: staging.slice(0, 5),
      });
    });
  });
});
