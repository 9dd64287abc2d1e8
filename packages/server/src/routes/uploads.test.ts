import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, TestClock, startServer, type TestServer } from '../testing/harness.js';
import {
  EXE,
  GIF,
  HTML,
  JPEG,
  PDF,
  PNG,
  SVG,
  WEBP,
  XML_SVG,
  ZIP,
  download,
  multipart,
  upload,
  uploaded,
} from '../testing/uploads.js';

/** The limit of this server: small, so the test sends little. */
const LIMIT = 4096;
const clock = new TestClock();
let server: TestServer;
let anna: Browser;
let basic: Browser;
let piotr: Browser;
let guest: Browser;

beforeAll(async () => {
  server = await startServer({ now: clock.now, uploadMaxBytes: LIMIT, uploadPurgeIntervalMs: 100 });
  anna = new Browser(server.baseUrl);
  basic = new Browser(server.baseUrl);
  piotr = new Browser(server.baseUrl);
  guest = new Browser(server.baseUrl);
  await anna.signIn('client@example.com');
  await basic.signIn('basic@example.com');
  await piotr.signIn('staff@example.com');
  await guest.get('/api/csrf-token');
});
afterAll(async () => {
  await server.close();
});

const count = async () =>
  Number((await server.query<{ n: number | string }>('SELECT count(*) AS n FROM uploads'))[0]!.n);

describe('POST /api/uploads', () => {
  it.each([
    ['PNG', 'zrzut ekranu łódź.png', PNG, 'image/png'],
    ['JPEG', 'photo.jpeg', JPEG, 'image/jpeg'],
    ['GIF', 'a.gif', GIF, 'image/gif'],
    ['WebP', 'a.webp', WEBP, 'image/webp'],
    ['PDF', 'umowa.pdf', PDF, 'application/pdf'],
    ['ZIP', 'logs.zip', ZIP, 'application/zip'],
  ])(
    'stores a %s, typed by its content, and serves it back to its owner',
    async (_kind, filename, data, type) => {
      const answer = await upload(anna, { filename, data, type: 'application/octet-stream' });
      expect(answer.status, answer.text).toBe(201);
      const body = answer.json<Record<string, unknown>>();
      expect(Object.keys(body).sort()).toEqual(['id', 'name', 'size', 'type', 'url']);
      expect(body).toMatchObject({ name: filename, type, size: data.length });
      expect(body.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(body.url).toBe(`/uploads/${String(body.id)}`);

      const [row] = await server.query<{
        owner_id: number;
        project_id: number;
        sha256: string;
        issue_id: null;
      }>('SELECT owner_id, project_id, sha256, issue_id FROM uploads WHERE id = ?', [body.id]);
      expect(row!.sha256).toBe(createHash('sha256').update(data).digest('hex'));
      expect(row!.issue_id).toBeNull();
      expect(row!.project_id).toBeGreaterThan(0);

      const file = await download(anna, String(body.url));
      expect(file.status).toBe(200);
      expect(file.bytes.equals(data)).toBe(true);
      expect(file.headers.get('content-type')).toBe(type);
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      const disposition = file.headers.get('content-disposition')!;
      expect(disposition.startsWith(type.startsWith('image/') ? 'inline; ' : 'attachment; ')).toBe(true);
      expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(filename)}`);
    },
  );

  it('keeps a Polish name in filename* and an ASCII stand-in in filename', async () => {
    const { url } = await uploaded(anna, { filename: 'zrzut ekranu łódź.png', data: PNG });
    expect((await download(anna, url)).headers.get('content-disposition')).toBe(
      `inline; filename="zrzut ekranu __d_.png"; filename*=UTF-8''zrzut%20ekranu%20%C5%82%C3%B3d%C5%BA.png`,
    );
  });

  it('types a PNG renamed .pdf and claimed as a PDF by its content, and gives it the .png extension', async () => {
    const body = await uploaded(anna, { filename: 'invoice.pdf', data: PNG, type: 'application/pdf' });
    expect(body).toMatchObject({ type: 'image/png', name: 'invoice.pdf.png' });
    expect((await download(anna, body.url)).headers.get('content-type')).toBe('image/png');
  });

  it('makes the name safe: no path, control characters, quotes, bidirectional overrides or leading dots', async () => {
    const body = await uploaded(anna, { filename: '../../etc/.a\u202egnp\u0007"x.png', data: PNG });
    // The quote ends the name in the multipart header (a browser would send %22): the rest is lost.
    expect(body.name).toBe('agnp.png');
    // Every layout control of the contract's one class: the Arabic letter mark and the isolates too.
    const marks = '\u061c\u200e\u2066\u2069\u2028';
    expect((await uploaded(anna, { filename: `ra${marks}port.png`, data: PNG })).name).toBe('raport.png');
    expect((await uploaded(anna, { filename: '', data: PNG })).name).toBe('file.png');
    expect((await uploaded(anna, { filename: `${'n'.repeat(300)}.png`, data: PNG })).name).toHaveLength(200);
  });

  it('takes plain text only by a text name, as valid UTF-8 without NUL bytes and not markup', async () => {
    const text = 'Błąd 502 o 10:15\nGET /api 502\n';
    for (const [filename, type] of [
      ['error.log', 'text/plain'],
      ['notes.txt', 'text/plain'],
      ['data.csv', 'text/csv'],
    ] as const) {
      const body = await uploaded(anna, { filename, data: text, type: 'image/png' });
      expect(body.type).toBe(type);
      const file = await download(anna, body.url);
      expect(file.headers.get('content-type')).toBe(`${type}; charset=utf-8`);
      expect(file.headers.get('content-disposition')).toMatch(/^attachment; /);
      expect(file.bytes.toString('utf8')).toBe(text);
    }
    const refused = [
      { filename: 'notes', data: text },
      { filename: 'notes.md', data: text },
      { filename: 'bad.txt', data: Buffer.from([0x61, 0xc3, 0x28]) },
      { filename: 'nul.txt', data: Buffer.from('a\u0000b') },
      { filename: 'page.txt', data: HTML },
      { filename: 'icon.txt', data: SVG },
      { filename: 'spaced.log', data: Buffer.concat([Buffer.from('\ufeff  \n'), SVG]) },
    ];
    for (const file of refused) {
      const answer = await upload(anna, file);
      expect(answer.status, file.filename).toBe(415);
    }
  });

  it.each([
    ['HTML claiming to be a PNG', { filename: 'cat.png', data: HTML, type: 'image/png' }],
    ['HTML', { filename: 'page.html', data: HTML, type: 'text/html' }],
    ['SVG', { filename: 'icon.svg', data: SVG, type: 'image/svg+xml' }],
    [
      'SVG with an XML declaration, claiming to be a PNG',
      { filename: 'icon.png', data: XML_SVG, type: 'image/png' },
    ],
    ['an executable named .pdf', { filename: 'invoice.pdf', data: EXE, type: 'application/pdf' }],
  ])('refuses %s with 415 and keeps nothing', async (_kind, file) => {
    const before = await count();
    const answer = await upload(anna, file);
    expect(answer.status).toBe(415);
    expect(answer.json()).toMatchObject({ error: 'unsupported_file_type' });
    expect(answer.json<{ message: string }>().message).toMatch(/^Nieobsługiwany typ pliku/);
    expect(await count()).toBe(before);
  });

  it('refuses an empty file with 422', async () => {
    const answer = await upload(anna, { filename: 'empty.png', data: '' });
    expect(answer.status).toBe(422);
    expect(answer.json()).toMatchObject({
      error: 'validation_failed',
      fields: { file: [expect.any(String)] },
    });
  });

  it('takes a file of exactly the limit, and answers 413 with JSON for a byte more', async () => {
    const text = 'a'.repeat(LIMIT);
    expect((await uploaded(anna, { filename: 'max.txt', data: text })).size).toBe(LIMIT);
    const before = await count();
    const answer = await upload(anna, { filename: 'big.txt', data: `${text}a` });
    expect(answer.status).toBe(413);
    expect(answer.json()).toEqual({
      error: 'file_too_large',
      message: 'Plik jest za duży: można przesłać najwyżej 0.00 MB.',
      fields: { file: ['Plik jest za duży: można przesłać najwyżej 0.00 MB.'] },
    });
    expect(await count()).toBe(before);
  });

  it('refuses a body that is not multipart (415), a form without the file field, and two files (422)', async () => {
    const json = await anna.post('/api/uploads', { json: { file: 'x' } });
    expect(json.status).toBe(415);
    expect(json.json()).toMatchObject({ error: 'unsupported_media_type' });
    const named = multipart([{ name: 'document', filename: 'a.png', data: PNG }]);
    expect(
      (
        await anna.post('/api/uploads', {
          body: named.body as unknown as string,
          contentType: named.contentType,
        })
      ).status,
    ).toBe(422);
    const field = multipart([{ name: 'file', data: 'just a field' }]);
    expect(
      (
        await anna.post('/api/uploads', {
          body: field.body as unknown as string,
          contentType: field.contentType,
        })
      ).status,
    ).toBe(422);
    const two = multipart([
      { filename: 'a.png', data: PNG },
      { filename: 'b.png', data: PNG },
    ]);
    const answer = await anna.post('/api/uploads', {
      body: two.body as unknown as string,
      contentType: two.contentType,
    });
    expect([201, 422]).toContain(answer.status);
  });

  it('leaves multipart refused everywhere else (415)', async () => {
    const { body, contentType } = multipart([{ filename: 'a.png', data: PNG }]);
    const answer = await anna.post('/projects/change', { body: body as unknown as string, contentType });
    expect(answer.status).toBe(415);
  });

  it('needs a CSRF token (419) and a session (401), before the body is read', async () => {
    const before = await count();
    const noToken = await upload(anna, { filename: 'a.png', data: PNG }, { csrf: false });
    expect(noToken.status).toBe(419);
    expect(noToken.json()).toMatchObject({ error: 'csrf_token_mismatch' });
    const anonymous = await upload(guest, { filename: 'a.png', data: PNG });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: 'unauthenticated' });
    expect(await count()).toBe(before);
  });

  it("stores a client's file in the selected project, and staff's in none", async () => {
    const mine = await uploaded(anna, { filename: 'a.png', data: PNG });
    const staff = await uploaded(piotr, { filename: 'b.png', data: PNG });
    const rows = await server.query<{ id: string; project_id: number | null; owner_id: number }>(
      'SELECT id, project_id, owner_id FROM uploads WHERE id IN (?, ?)',
      [mine.id, staff.id],
    );
    const layout = (await anna.get('/api/layout')).json<{ projectId: number }>();
    expect(rows.find((row) => row.id === mine.id)!.project_id).toBe(layout.projectId);
    expect(rows.find((row) => row.id === staff.id)!.project_id).toBeNull();
  });
});

describe('GET /uploads/:id of a file attached to nothing', () => {
  it('serves it to its owner only: 404 to other users, staff included, for an unknown and a malformed id', async () => {
    const { url, id } = await uploaded(anna, { filename: 'secret.pdf', data: PDF });
    expect((await download(anna, url)).status).toBe(200);
    expect((await download(anna, url, 'HEAD')).status).toBe(200);
    for (const other of [basic, piotr]) {
      const answer = await other.get(url);
      expect(answer.status).toBe(404);
      expect(answer.json()).toMatchObject({ error: 'not_found' });
    }
    const unknown = await anna.get(`/uploads/${'A'.repeat(22)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.text).toBe((await basic.get(url)).text);
    expect((await anna.get(`/uploads/${id}x`)).status).toBe(404);
    expect((await anna.get('/uploads/..%2F..%2Fapi%2Flayout')).status).toBe(404);
    expect((await guest.get(url)).status).toBe(401);
  });

  it('changes nothing on GET and HEAD', async () => {
    const { url } = await uploaded(anna, { filename: 'a.png', data: PNG });
    const before = await server.snapshot();
    await download(anna, url);
    await download(anna, url, 'HEAD');
    await download(basic, url);
    expect(await server.snapshot()).toEqual(before);
  });
});

describe('files attached to nothing', () => {
  it('are capped at 50 per user (429), counting only unattached ones', async () => {
    const owner = (
      await server.query<{ id: number }>("SELECT id FROM users WHERE email = 'staff@example.com'")
    )[0]!.id;
    const pending = Number(
      (
        await server.query<{ n: number | string }>(
          'SELECT count(*) AS n FROM uploads WHERE owner_id = ? AND issue_id IS NULL',
          [owner],
        )
      )[0]!.n,
    );
    for (let i = pending; i < 50; i += 1) {
      await server.query(
        'INSERT INTO uploads (id, owner_id, project_id, issue_id, message_id, name, type, size, sha256, data, created_at) VALUES (?, ?, NULL, NULL, NULL, ?, ?, ?, ?, ?, ?)',
        [
          `cap${String(i).padStart(19, '0')}`,
          owner,
          'a.png',
          'image/png',
          PNG.length,
          '0'.repeat(64),
          PNG,
          clock.now(),
        ],
      );
    }
    const answer = await upload(piotr, { filename: 'one-more.png', data: PNG });
    expect(answer.status).toBe(429);
    expect(answer.json()).toMatchObject({ error: 'too_many_uploads' });
    await server.query("DELETE FROM uploads WHERE id LIKE 'cap%'");
    expect((await upload(piotr, { filename: 'again.png', data: PNG })).status).toBe(201);
  });
});

describe('a client without a project', () => {
  it('cannot upload: 403 no_project, and nothing is kept', async () => {
    const lone = new Browser(server.baseUrl);
    await lone.signIn('basic@example.com');
    await server.query('DELETE FROM memberships WHERE user_id = (SELECT id FROM users WHERE email = ?)', [
      'basic@example.com',
    ]);
    const before = await count();
    const answer = await upload(lone, { filename: 'a.png', data: PNG });
    expect(answer.status).toBe(403);
    expect(answer.json()).toEqual({ error: 'no_project', message: 'Najpierw wybierz projekt.' });
    expect(await count()).toBe(before);
  });
});

describe('orphaned uploads', () => {
  it('are removed a day after their upload, at start and on the interval, by the server clock', async () => {
    const { id } = await uploaded(anna, { filename: 'orphan.png', data: PNG });
    const exists = async () => (await server.query('SELECT id FROM uploads WHERE id = ?', [id])).length === 1;
    clock.advanceMinutes(23 * 60);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await exists()).toBe(true);
    clock.advanceMinutes(61);
    await expect.poll(exists, { timeout: 5000 }).toBe(false);
  });
});
