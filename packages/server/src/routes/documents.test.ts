import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENTS_PER_PROJECT, demoDocuments, minimalPdf } from '../db/seed-contacts.js';
import { Browser, TestClock, startServer, type TestServer } from '../testing/harness.js';
import { download } from '../testing/uploads.js';

const clock = new TestClock();
let server: TestServer;
let anna: Browser;
let basic: Browser;
let piotr: Browser;
let guest: Browser;
let projects: Record<string, number>;

interface Row {
  id: number;
  title: string;
  kind: string;
  issued_on: string;
  size: number;
  file_name: string;
  type: string;
}
interface Page {
  rows: Row[];
  total: number;
  project: { id: number; name: string } | null;
}

const LIST = '/api/documents';
const file = (id: number) => `/api/documents/${id}/file`;
const list = async (browser: Browser, params: Record<string, string> = {}) => {
  const answer = await browser.get(`${LIST}?${new URLSearchParams(params).toString()}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.json() as Page;
};
const selectProject = (browser: Browser, id: number) =>
  browser.post('/projects/change', { json: { project_id: id } });
const documentsOf = (project: number) =>
  server.query<{ id: number; title: string; file_name: string; type: string; size: number }>(
    `SELECT id, title, file_name, type, size FROM documents WHERE project_id = ${project} ORDER BY id`,
  );

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
  piotr = new Browser(server.baseUrl);
  guest = new Browser(server.baseUrl);
  await anna.signIn('client@example.com');
  await basic.signIn('basic@example.com');
  await piotr.signIn('staff@example.com');
  await guest.get('/api/csrf-token');
  await selectProject(anna, projects['Sklep internetowy']!);
});
afterAll(async () => {
  await server.close();
});

describe('the seed', () => {
  it('gives every project the same handful of documents for the same time; a larger scale only adds', () => {
    const now = clock.now();
    const five = demoDocuments('Sklep internetowy', DOCUMENTS_PER_PROJECT, now);
    expect(demoDocuments('Sklep internetowy', DOCUMENTS_PER_PROJECT, now)).toEqual(five);
    expect(demoDocuments('Sklep internetowy', DOCUMENTS_PER_PROJECT * 2, now).slice(0, 5)).toEqual(five);
    expect(new Set(five.map((document) => document.kind))).toEqual(
      new Set(['contract', 'price_list', 'report']),
    );
  });

  it('writes PDFs whose cross-reference table points at their objects', () => {
    const pdf = minimalPdf('Hello (world)');
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
    const startxref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(5);
    for (const [index, offset] of offsets.entries()) {
      expect(text.slice(offset, offset + 8)).toBe(`${index + 1} 0 obj\n`);
    }
  });
});

describe('GET /api/documents', () => {
  it('is 401 signed out', async () => {
    expect((await guest.get(LIST)).status).toBe(401);
  });

  it("lists the selected project's documents, newest first, with the project", async () => {
    const page = await list(anna);
    expect(page.project).toEqual({ id: projects['Sklep internetowy'], name: 'Sklep internetowy' });
    expect(page.total).toBe(DOCUMENTS_PER_PROJECT);
    const dates = page.rows.map((row) => row.issued_on);
    expect(dates).toEqual([...dates].sort().reverse());
    const stored = await documentsOf(projects['Sklep internetowy']!);
    expect(page.rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(stored.map((row) => row.id));
    for (const row of page.rows) {
      expect(row).toEqual({
        id: row.id,
        title: expect.any(String),
        kind: expect.stringMatching(/^(contract|price_list|report)$/),
        issued_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        size: stored.find((document) => document.id === row.id)!.size,
        file_name: expect.any(String),
        type: expect.stringMatching(/^(application\/pdf|text\/csv)$/),
      });
    }
  });

  it('pages, sorts and filters by kind, title and search', async () => {
    const first = await list(anna, { limit: '10', sort: 'size' });
    const sizes = first.rows.map((row) => row.size);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    const byTitle = await list(anna, { sort: '-title' });
    const titles = byTitle.rows.map((row) => row.title.toLowerCase());
    expect(titles).toEqual([...titles].sort().reverse());
    const reports = await list(anna, { kind: 'report' });
    expect(reports.rows.length).toBeGreaterThan(0);
    expect(reports.rows.every((row) => row.kind === 'report')).toBe(true);
    expect(reports.total).toBe(reports.rows.length);
    const two = await list(anna, { kind: 'report,price_list' });
    expect(two.rows.every((row) => row.kind !== 'contract')).toBe(true);
    const cennik = await list(anna, { title: 'CENNIK' });
    expect(cennik.rows.length).toBeGreaterThan(0);
    expect(cennik.rows.every((row) => row.title.startsWith('Cennik'))).toBe(true);
    const search = await list(anna, { search: '.csv' });
    expect(search.rows.every((row) => row.file_name.endsWith('.csv'))).toBe(true);
    const paged = await list(anna, { limit: '10', offset: '3' });
    expect(paged.rows).toEqual((await list(anna)).rows.slice(3));
    expect(paged.total).toBe(DOCUMENTS_PER_PROJECT);
  });

  it('refuses an unknown kind or sort key with a 422 naming it', async () => {
    for (const [name, value] of [
      ['kind', 'invoice'],
      ['sort', 'file_name'],
      ['limit', '7'],
    ]) {
      const answer = await anna.get(`${LIST}?${name}=${value}`);
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.json<{ fields: object }>().fields)).toEqual([name]);
    }
  });

  it("shows another project's documents once it is selected", async () => {
    const other = new Browser(server.baseUrl);
    await other.signIn('client@example.com');
    await selectProject(other, projects['Archiwum dokumentów']!);
    const page = await list(other);
    const stored = await documentsOf(projects['Archiwum dokumentów']!);
    expect(page.rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(stored.map((row) => row.id));
  });

  it('answers basic@example.com its own project, without any permission', async () => {
    const page = await list(basic);
    expect(page.project?.name).toBe('Projekt podstawowy');
    expect(page.total).toBe(DOCUMENTS_PER_PROJECT);
  });

  it('is an empty list without a project for a session that has none (staff)', async () => {
    expect(await list(piotr)).toEqual({ rows: [], total: 0, project: null });
  });
});

describe('GET /api/documents/:id/file', () => {
  it('sends the bytes as an attachment with a safe name, nosniff and private caching', async () => {
    const stored = await documentsOf(projects['Sklep internetowy']!);
    const csv = stored.find((row) => row.type === 'text/csv')!;
    const answer = await download(anna, file(csv.id));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const disposition = answer.headers.get('content-disposition')!;
    expect(csv.file_name).toMatch(/ł/);
    expect(disposition).toBe(
      `attachment; filename="${csv.file_name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(csv.file_name)}`,
    );
    expect(answer.bytes.length).toBe(csv.size);
    expect(answer.bytes.toString('utf8')).toMatch(/^pozycja;jednostka;cena netto \(PLN\)\r\n/);
    const pdf = stored.find((row) => row.type === 'application/pdf')!;
    const pdfAnswer = await download(anna, file(pdf.id));
    expect(pdfAnswer.headers.get('content-type')).toBe('application/pdf');
    expect(pdfAnswer.headers.get('content-disposition')).toMatch(/^attachment; filename="[^"]+\.pdf"; /);
    expect(pdfAnswer.bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(pdfAnswer.bytes.length).toBe(pdf.size);
  });

  it("is 404 to someone outside the document's project, for an unknown id and for no id; 401 signed out", async () => {
    const [document] = await documentsOf(projects['Sklep internetowy']!);
    const [own] = await documentsOf(projects['Projekt podstawowy']!);
    expect((await download(basic, file(document!.id))).status).toBe(404);
    expect((await download(piotr, file(document!.id))).status).toBe(404);
    expect((await download(basic, file(own!.id))).status).toBe(200);
    for (const id of ['999999', '0', '01', 'abc', '99999999999']) {
      expect((await download(anna, `/api/documents/${id}/file`)).status, id).toBe(404);
    }
    expect((await download(guest, file(document!.id))).status).toBe(401);
  });
});
