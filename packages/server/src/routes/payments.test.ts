import { invoiceStatusOf, lineAmounts, paymentsDateOf, type VatRate } from '@portal-elements/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, TestClock, startServer, type TestServer } from '../testing/harness.js';
import { pdfTextLines } from '../testing/pdf-text.js';
import { formatPln } from './invoice-pdf.js';

interface Row {
  id: number;
  number: string;
  issue_date: string;
  due_date: string;
  net: number;
  vat: number;
  gross: number;
  status: string;
}
interface Page {
  rows: Row[];
  total: number;
}
interface Invoice extends Row {
  sale_date: string;
  paid_at: string | null;
  project: { id: number; name: string };
  lines: {
    description: string;
    quantity: number;
    unit: string;
    unit_net: number;
    vat_rate: VatRate;
    net: number;
    vat: number;
    gross: number;
  }[];
}
interface OrderPage {
  rows: { id: number; number: string; ordered_at: string; description: string; status: string }[];
  total: number;
}

let server: TestServer;
let clock: TestClock;
let anna: Browser;
let guest: Browser;
let basic: Browser;
let staff: Browser;
let stored: Row[];
let shop: number;
let staging: number;

const query = (path: string, params: Record<string, string> = {}) => {
  const search = new URLSearchParams(params).toString();
  return search ? `${path}?${search}` : path;
};

async function page(browser: Browser, params: Record<string, string> = {}): Promise<Page> {
  const answer = await browser.get(query('/api/invoices', params));
  expect(answer.status, answer.text).toBe(200);
  return answer.json<Page>();
}

async function projectIdOf(name: string): Promise<number> {
  const [row] = await server.query<{ id: number }>('SELECT id FROM projects WHERE name = ?', [name]);
  return row!.id;
}

/** The project's invoices as stored, with the status the API must compute. */
async function storedInvoices(projectId: number): Promise<Row[]> {
  const today = paymentsDateOf(clock.now());
  const rows = await server.query<Row & { paid_at: number | string | null }>(
    'SELECT id, number, issue_date, due_date, net, vat, gross, paid_at FROM invoices WHERE project_id = ?',
    [projectId],
  );
  return rows.map(({ paid_at, ...row }) => ({
    ...row,
    net: Number(row.net),
    vat: Number(row.vat),
    gross: Number(row.gross),
    status: invoiceStatusOf(paid_at === null ? null : Number(paid_at), row.due_date, today),
  }));
}

const ids = (rows: readonly { id: number }[]) => rows.map((row) => row.id);
const newestFirst = (rows: readonly Row[]) =>
  [...rows].sort((a, b) =>
    a.issue_date === b.issue_date ? a.id - b.id : a.issue_date < b.issue_date ? 1 : -1,
  );

async function pdfOf(browser: Browser, id: number) {
  const answer = await fetch(`${server.baseUrl}/api/invoices/${id}/pdf`, {
    headers: { cookie: browser.cookieHeader(), 'sec-fetch-site': 'same-origin' },
  });
  return { answer, bytes: Buffer.from(await answer.arrayBuffer()) };
}

beforeAll(async () => {
  clock = new TestClock();
  server = await startServer({ now: clock.now });
  shop = await projectIdOf('Sklep internetowy');
  staging = await projectIdOf('Środowisko testowe');
  stored = await storedInvoices(shop);
  anna = new Browser(server.baseUrl);
  guest = new Browser(server.baseUrl);
  basic = new Browser(server.baseUrl);
  staff = new Browser(server.baseUrl);
  await anna.signIn('client@example.com');
  await guest.get('/api/csrf-token');
  await basic.signIn('basic@example.com');
  await staff.signIn('staff@example.com');
});
afterAll(async () => {
  await server.close();
});

describe('payments: who may read', () => {
  it('answers 401 signed out, 403 without the permission and to staff acting as themselves', async () => {
    const id = stored[0]!.id;
    for (const path of ['/api/invoices', `/api/invoices/${id}`, `/api/invoices/${id}/pdf`, '/api/orders']) {
      const signedOut = await guest.get(path);
      expect(signedOut.status, path).toBe(401);
      expect(signedOut.json<{ error: string }>().error).toBe('unauthenticated');
      for (const browser of [basic, staff]) {
        const refused = await browser.get(path);
        expect(refused.status, path).toBe(403);
        expect(refused.json<{ error: string }>().error).toBe('forbidden');
      }
    }
  });

  it('checks each permission on its own route', async () => {
    const [client] = await server.query<{ id: number }>(
      "SELECT id FROM users WHERE email = 'client@example.com'",
    );
    const [permission] = await server.query<{ id: number }>(
      "SELECT id FROM permissions WHERE name = 'client-orders-list'",
    );
    const links = await server.query<{ role_id: number }>(
      'SELECT role_id FROM role_permissions WHERE permission_id = ?',
      [permission!.id],
    );
    await server.query('DELETE FROM role_permissions WHERE permission_id = ?', [permission!.id]);
    try {
      expect((await anna.get('/api/orders')).status).toBe(403);
      expect((await anna.get('/api/invoices')).status).toBe(200);
    } finally {
      for (const link of links) {
        await server.query('INSERT INTO role_permissions (role_id, permission_id) VALUES (?, ?)', [
          link.role_id,
          permission!.id,
        ]);
      }
    }
    expect(client).toBeDefined();
    expect((await anna.get('/api/orders')).status).toBe(200);
  });

  it('shows a staff member impersonating the client what the client sees', async () => {
    const acting = new Browser(server.baseUrl);
    await acting.signIn('staff@example.com');
    const [row] = await server.query<{ id: number }>(
      "SELECT id FROM users WHERE email = 'client@example.com'",
    );
    expect((await acting.post(`/admin/users/${row!.id}/impersonate`)).status).toBe(200);
    expect((await acting.post('/projects/change', { json: { project_id: shop } })).status).toBe(200);
    expect(await page(acting, { sort: 'gross' })).toEqual(await page(anna, { sort: 'gross' }));
    const invoice = await acting.get(`/api/invoices/${stored[0]!.id}`);
    expect(invoice.status).toBe(200);
  });
});

describe('GET /api/invoices', () => {
  it("lists the selected project's invoices newest first, 25 a page, with the total", async () => {
    // 18 months, two a month in 'Sklep internetowy' at scale 1.
    expect(stored).toHaveLength(36);
    const answer = await anna.get('/api/invoices');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const body = answer.json<Page>();
    expect(body.total).toBe(36);
    expect(body.rows).toEqual(newestFirst(stored).slice(0, 25));
    expect(body.rows[0]!.number).toMatch(/^FV\/2026\/01\/\d{4}$/);
    const second = await page(anna, { offset: '25', limit: '25' });
    expect(ids(second.rows)).toEqual(ids(newestFirst(stored).slice(25)));
  });

  it('computes overdue from the due date and today (Europe/Warsaw): two in the demo project', async () => {
    const overdue = await page(anna, { status: 'overdue' });
    expect(overdue.total).toBe(2);
    expect(overdue.rows.every((row) => row.due_date < '2026-01-15')).toBe(true);
    const unpaid = await page(anna, { status: 'unpaid' });
    expect(unpaid.rows.every((row) => row.due_date >= '2026-01-15')).toBe(true);
    const open = await page(anna, { status: 'unpaid,overdue', limit: '100' });
    expect(open.total).toBe(stored.filter((row) => row.status !== 'paid').length);
    expect((await page(anna, { status: 'paid' })).total).toBe(
      stored.filter((row) => row.status === 'paid').length,
    );
  });

  it('sorts by any column, both ways, the id last', async () => {
    const byGross = await page(anna, { sort: '-gross', limit: '100' });
    const expected = [...stored].sort((a, b) => (a.gross === b.gross ? a.id - b.id : b.gross - a.gross));
    expect(ids(byGross.rows)).toEqual(ids(expected));
    const byStatus = await page(anna, { sort: 'status,number', limit: '100' });
    const rank = { paid: 0, unpaid: 1, overdue: 2 } as Record<string, number>;
    expect(byStatus.rows.map((row) => rank[row.status])).toEqual(
      [...byStatus.rows.map((row) => rank[row.status]!)].sort((a, b) => a - b),
    );
    const byNumber = await page(anna, { sort: 'number', limit: '100' });
    expect(byNumber.rows.map((row) => row.number)).toEqual(stored.map((row) => row.number).sort());
  });

  it('filters by number, A-Z case-insensitively', async () => {
    const found = await page(anna, { number: 'fv/2025/11' });
    expect(found.total).toBe(2);
    expect(found.rows.every((row) => row.number.startsWith('FV/2025/11/'))).toBe(true);
    expect((await page(anna, { number: '%' })).total).toBe(0);
  });

  it('lists only the selected project', async () => {
    const other = new Browser(server.baseUrl);
    await other.signIn('client@example.com');
    expect((await other.post('/projects/change', { json: { project_id: staging } })).status).toBe(200);
    const body = await page(other, { limit: '100' });
    expect(body.total).toBe(18);
    expect(ids(body.rows).sort()).toEqual(ids(await storedInvoices(staging)).sort());
  });

  it('answers 422 JSON naming the parameter for a wrong query', async () => {
    for (const [name, value] of [
      ['sort', 'colour'],
      ['sort', 'gross,-gross'],
      ['status', 'late'],
      ['limit', '7'],
      ['offset', '-1'],
      ['search', 'x'],
    ] as const) {
      const answer = await anna.get(query('/api/invoices', { [name]: value }));
      expect(answer.status, `${name}=${value}`).toBe(422);
      const body = answer.json<{ error: string; fields: Record<string, string[]> }>();
      expect(body.error).toBe('validation_failed');
      expect(Object.keys(body.fields)).toEqual([name]);
    }
  });
});

describe('GET /api/invoices/:id', () => {
  it('answers the invoice with its lines, each line and the totals exact in grosze', async () => {
    for (const row of stored) {
      const answer = await anna.get(`/api/invoices/${row.id}`);
      expect(answer.status).toBe(200);
      const invoice = answer.json<Invoice>();
      expect(invoice).toMatchObject(row);
      expect(invoice.project).toEqual({ id: shop, name: 'Sklep internetowy' });
      expect(invoice.lines.length).toBeGreaterThanOrEqual(2);
      expect(invoice.lines.length).toBeLessThanOrEqual(6);
      for (const line of invoice.lines) {
        expect(line).toMatchObject(lineAmounts(line.quantity, line.unit_net, line.vat_rate));
        expect(Number.isInteger(line.net) && Number.isInteger(line.vat)).toBe(true);
      }
      const sum = (key: 'net' | 'vat' | 'gross') =>
        invoice.lines.reduce((total, line) => total + line[key], 0);
      expect([invoice.net, invoice.vat, invoice.gross]).toEqual([sum('net'), sum('vat'), sum('gross')]);
      expect(invoice.gross).toBe(invoice.net + invoice.vat);
      expect(invoice.paid_at === null).toBe(invoice.status !== 'paid');
    }
  });

  it('rounds VAT half up to the grosz', () => {
    expect(lineAmounts(1, 12_345, '8')).toEqual({ net: 12_345, vat: 988, gross: 13_333 });
    expect(lineAmounts(1, 4_917, '23')).toEqual({ net: 4_917, vat: 1_131, gross: 6_048 });
    expect(lineAmounts(1, 50, '5')).toEqual({ net: 50, vat: 3, gross: 53 });
    expect(lineAmounts(3, 45_000, 'zw')).toEqual({ net: 135_000, vat: 0, gross: 135_000 });
  });

  it("answers 404 JSON for another project's invoice, an unknown and an impossible id", async () => {
    const [other] = await storedInvoices(staging);
    for (const id of [String(other!.id), '999999', '0', '01', 'abc', '99999999999']) {
      for (const suffix of ['', '/pdf']) {
        const answer = await anna.get(`/api/invoices/${id}${suffix}`);
        expect(answer.status, `${id}${suffix}`).toBe(404);
        expect(answer.json()).toEqual({ error: 'not_found', message: 'Nie znaleziono.' });
      }
    }
  });
});

describe('GET /api/invoices/:id/pdf', () => {
  it('serves the invoice as a PDF attachment whose text has the page’s numbers and Polish letters', async () => {
    const row = newestFirst(stored).find((entry) => entry.status === 'overdue')!;
    const invoice = (await anna.get(`/api/invoices/${row.id}`)).json<Invoice>();
    const { answer, bytes } = await pdfOf(anna, row.id);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    const fileName = `faktura-${row.number.replaceAll('/', '-')}.pdf`;
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`,
    );
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeLessThan(60_000);
    const text = pdfTextLines(bytes);
    expect(text).toContain(`Faktura VAT ${row.number}`);
    expect(text).toContain(`Termin płatności: ${row.due_date}`);
    expect(text).toContain('Status: Przeterminowana');
    expect(text).toContain('Nabywca (projekt): Sklep internetowy');
    expect(text).toContain(`Do zapłaty: ${formatPln(invoice.gross, 'pl')}`);
    for (const line of invoice.lines) {
      expect(text).toContain(line.description);
      expect(text).toContain(formatPln(line.gross, 'pl'));
      expect(text).toContain(formatPln(line.unit_net, 'pl'));
    }
    expect(text).toContain(formatPln(invoice.net, 'pl'));
    expect(text).toContain(formatPln(invoice.vat, 'pl'));
  });

  it('is in English for an English session', async () => {
    const english = new Browser(server.baseUrl);
    await english.signIn('client@example.com');
    await english.get('/lang/en');
    await english.post('/projects/change', { json: { project_id: shop } });
    const row = stored[0]!;
    const { answer, bytes } = await pdfOf(english, row.id);
    expect(answer.headers.get('content-disposition')).toContain(
      `invoice-${row.number.replaceAll('/', '-')}.pdf`,
    );
    const text = pdfTextLines(bytes);
    expect(text).toContain(`VAT invoice ${row.number}`);
    expect(text).toContain(`Amount due: ${formatPln(row.gross, 'en')}`);
  });
});

describe('GET /api/orders', () => {
  it("lists the selected project's orders newest first, filtered by status and text", async () => {
    const all = await anna.get('/api/orders?limit=100');
    expect(all.status).toBe(200);
    const body = all.json<OrderPage>();
    expect(body.total).toBe(12);
    const times = body.rows.map((row) => row.ordered_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(body.rows[0]!.number).toMatch(/^ZAM\/\d{4}\/\d{2}\/\d{4}$/);
    const completed = (await anna.get('/api/orders?status=completed,cancelled&limit=100')).json<OrderPage>();
    expect(completed.rows.every((row) => ['completed', 'cancelled'].includes(row.status))).toBe(true);
    expect(completed.total).toBe(
      body.rows.filter((row) => ['completed', 'cancelled'].includes(row.status)).length,
    );
    const ssl = (await anna.get('/api/orders?description=SSL&limit=100')).json<OrderPage>();
    expect(ssl.total).toBe(body.rows.filter((row) => row.description.includes('SSL')).length);
    const sorted = (await anna.get('/api/orders?sort=description&limit=100')).json<OrderPage>();
    expect(sorted.total).toBe(12);
    expect((await anna.get('/api/orders?status=done')).status).toBe(422);
  });
});
