/**
 * Issue 27, findings 2 to 4: storage quotas per user and per project that count every stored file,
 * checked with the insert (parallel uploads, two servers on one store), and the bytes a multipart body
 * may carry around its file. Runs on SQLite and on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, readEnvConfig } from '../config.js';
import { DEFAULT_STORAGE_QUOTA, MAX_PENDING_UPLOADS } from '../db/uploads.js';
import { Browser, newTestStore, startServer, type TestServer, type TestStore } from '../testing/harness.js';
import { PNG, burst, multipart, rawUpload, upload } from '../testing/uploads.js';

const LIMIT = 4096;
const MB = 1024 * 1024;

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ uploadMaxBytes: LIMIT });
});
afterAll(async () => {
  await server.close();
});

async function idOf(email: string): Promise<number> {
  return (await server.query<{ id: number }>('SELECT id FROM users WHERE email = ?', [email]))[0]!.id;
}

async function projectOf(browser: Browser): Promise<number> {
  return (await browser.get('/api/layout')).json<{ projectId: number }>().projectId;
}

let filler = 0;
/**
 * Stored files written straight into the table, attached to an issue of the project (or to nothing for
 * staff): `files` rows whose sizes add up to `bytes` (the bytes themselves are a PNG; the quota counts
 * the size column).
 */
async function fill(
  target: TestServer,
  { owner, project, files, bytes }: { owner: number; project: number | null; files: number; bytes: number },
) {
  let issue: number | null = null;
  if (project !== null) {
    issue = (
      await target.query<{ id: number }>(
        "INSERT INTO support_issues (project_id, author_id, subject, category, status, created_at, updated_at) VALUES (?, ?, 'quota', 'other', 'new', 0, 0) RETURNING id",
        [project, owner],
      )
    )[0]!.id;
  }
  for (let i = 0; i < files; i += 1) {
    const size = i === 0 ? bytes - (files - 1) : 1;
    filler += 1;
    await target.query(
      'INSERT INTO uploads (id, owner_id, project_id, issue_id, message_id, name, type, size, sha256, data, created_at) VALUES (?, ?, ?, ?, NULL, ?, ?, ?, ?, ?, ?)',
      [
        `fill${String(filler).padStart(18, '0')}`,
        owner,
        project,
        issue,
        'a.png',
        'image/png',
        size,
        '0'.repeat(64),
        PNG,
        0,
      ],
    );
  }
}

async function clear(target: TestServer) {
  await target.query("DELETE FROM uploads WHERE id LIKE 'fill%'");
  await target.query("DELETE FROM support_issues WHERE subject = 'quota'");
}

interface QuotaBody {
  bytesLeft: number;
  filesLeft: number;
  maxFileBytes: number;
  user: { bytesUsed: number; bytesLimit: number; filesUsed: number; filesLimit: number };
  project: { bytesUsed: number; bytesLimit: number; filesUsed: number; filesLimit: number } | null;
}

describe('storage quotas count every stored file, attached or not (finding 2)', () => {
  it("refuses a client's upload once their files, attached to issues, fill the user quota (422, what is left)", async () => {
    const anna = new Browser(server.baseUrl);
    await anna.signIn('client@example.com');
    const owner = await idOf('client@example.com');
    const project = await projectOf(anna);
    try {
      // Everything the quota allows but room for one PNG, all of it attached (the old cap saw none).
      await fill(server, { owner, project, files: 3, bytes: DEFAULT_STORAGE_QUOTA.userBytes - PNG.length });
      expect((await upload(anna, { filename: 'fits.png', data: PNG })).status).toBe(201);
      const refused = await upload(anna, { filename: 'over.png', data: PNG });
      expect(refused.status, refused.text).toBe(422);
      const body = refused.json<{ error: string; message: string; fields: unknown; quota: QuotaBody }>();
      expect(body.error).toBe('quota_exceeded');
      expect(body.message).toBe(
        `Brak miejsca na ten plik: w limicie zostało 0 kB i ${MAX_PENDING_UPLOADS - 1} plików. Wybierz mniejszy plik albo poproś obsługę o większy limit.`,
      );
      expect(body.fields).toEqual({ file: [body.message] });
      expect(body.quota).toMatchObject({
        bytesLeft: 0,
        maxFileBytes: LIMIT,
        user: { bytesUsed: DEFAULT_STORAGE_QUOTA.userBytes, bytesLimit: DEFAULT_STORAGE_QUOTA.userBytes },
      });
      // In English for a person who reads English.
      await anna.get('/lang/en');
      const english = await upload(anna, { filename: 'over.png', data: PNG });
      expect(english.json<{ message: string }>().message).toBe(
        `Not enough storage for this file: 0 kB and ${MAX_PENDING_UPLOADS - 1} files left. Choose a smaller file, or ask support for a larger quota.`,
      );
    } finally {
      await clear(server);
      await server.query("DELETE FROM uploads WHERE name IN ('fits.png')");
    }
  });

  it('refuses once the user has as many files as the quota allows, and says how much room is left', async () => {
    const piotr = new Browser(server.baseUrl);
    await piotr.signIn('staff@example.com');
    const owner = await idOf('staff@example.com');
    try {
      await fill(server, { owner, project: null, files: DEFAULT_STORAGE_QUOTA.userFiles, bytes: 10 * MB });
      // Staff's unattached fillers would hit the cap of 50 first: attach them all to one issue.
      const issue = (await server.query<{ id: number }>('SELECT id FROM support_issues LIMIT 1'))[0]!.id;
      await server.query("UPDATE uploads SET issue_id = ? WHERE id LIKE 'fill%'", [issue]);
      const refused = await upload(piotr, { filename: 'one-more.png', data: PNG });
      expect(refused.status, refused.text).toBe(422);
      expect(refused.json<{ message: string }>().message).toBe(
        'Brak miejsca na ten plik: w limicie zostało 190 MB i 0 plików. Wybierz mniejszy plik albo poproś obsługę o większy limit.',
      );
      const quota = (await piotr.get('/api/uploads/quota')).json<QuotaBody>();
      expect(quota).toEqual({
        bytesLeft: DEFAULT_STORAGE_QUOTA.userBytes - 10 * MB,
        filesLeft: 0,
        maxFileBytes: LIMIT,
        user: {
          bytesUsed: 10 * MB,
          bytesLimit: DEFAULT_STORAGE_QUOTA.userBytes,
          filesUsed: DEFAULT_STORAGE_QUOTA.userFiles,
          filesLimit: DEFAULT_STORAGE_QUOTA.userFiles,
        },
        project: null,
      });
    } finally {
      await clear(server);
    }
  });

  it("counts the project's files whoever uploaded them: a member is refused when the project is full", async () => {
    const anna = new Browser(server.baseUrl);
    await anna.signIn('client@example.com');
    const project = await projectOf(anna);
    const other = await idOf('basic@example.com');
    try {
      await fill(server, { owner: other, project, files: 2, bytes: DEFAULT_STORAGE_QUOTA.projectBytes });
      const refused = await upload(anna, { filename: 'a.png', data: PNG });
      expect(refused.status, refused.text).toBe(422);
      expect(refused.json<{ quota: QuotaBody }>().quota).toMatchObject({
        bytesLeft: 0,
        project: { bytesUsed: DEFAULT_STORAGE_QUOTA.projectBytes },
      });
    } finally {
      await clear(server);
    }
  });
});

describe('GET /api/uploads/quota', () => {
  it("answers the client's and the selected project's usage; 401 signed out; 403 without a project", async () => {
    const anna = new Browser(server.baseUrl);
    await anna.signIn('client@example.com');
    const answer = await anna.get('/api/uploads/quota');
    expect(answer.status).toBe(200);
    const quota = answer.json<QuotaBody>();
    expect(Object.keys(quota).sort()).toEqual(['bytesLeft', 'filesLeft', 'maxFileBytes', 'project', 'user']);
    expect(quota.project).toMatchObject({
      bytesLimit: DEFAULT_STORAGE_QUOTA.projectBytes,
      filesLimit: DEFAULT_STORAGE_QUOTA.projectFiles,
    });
    expect(quota.filesLeft).toBeLessThanOrEqual(MAX_PENDING_UPLOADS);

    const guest = new Browser(server.baseUrl);
    await guest.get('/api/csrf-token');
    expect((await guest.get('/api/uploads/quota')).status).toBe(401);
  });
  it("takes buildServer's uploadQuota (PORTAL_UPLOAD_QUOTA_* through main.ts), the defaults filling the rest", async () => {
    const small = await startServer({ uploadQuota: { userFiles: 3, projectBytes: 64 * MB } });
    try {
      const anna = new Browser(small.baseUrl);
      await anna.signIn('client@example.com');
      const quota = (await anna.get('/api/uploads/quota')).json<QuotaBody>();
      expect(quota.user).toMatchObject({ filesLimit: 3, bytesLimit: DEFAULT_STORAGE_QUOTA.userBytes });
      expect(quota.project).toMatchObject({
        bytesLimit: 64 * MB,
        filesLimit: DEFAULT_STORAGE_QUOTA.projectFiles,
      });
      expect(quota.filesLeft).toBeLessThanOrEqual(3);
    } finally {
      await small.close();
    }
  });
});

describe('limits hold for parallel uploads (finding 3)', () => {
  it('60 uploads at once against the cap of 50 files attached to nothing: exactly 50 are stored', async () => {
    const piotr = new Browser(server.baseUrl);
    await piotr.signIn('staff@example.com');
    const owner = await idOf('staff@example.com');
    await server.query('DELETE FROM uploads WHERE owner_id = ?', [owner]);
    const statuses = await burst([piotr], 60);
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_PENDING_UPLOADS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60 - MAX_PENDING_UPLOADS);
    const stored = await server.query<{ n: number | string }>(
      'SELECT count(*) AS n FROM uploads WHERE owner_id = ?',
      [owner],
    );
    expect(Number(stored[0]!.n)).toBe(MAX_PENDING_UPLOADS);
    await server.query('DELETE FROM uploads WHERE owner_id = ?', [owner]);
  });

  it('20 uploads at once with room for 7 files in the quota: exactly 7 are stored', async () => {
    const anna = new Browser(server.baseUrl);
    await anna.signIn('client@example.com');
    const owner = await idOf('client@example.com');
    await server.query('DELETE FROM uploads WHERE owner_id = ?', [owner]);
    try {
      await fill(server, {
        owner,
        project: await projectOf(anna),
        files: DEFAULT_STORAGE_QUOTA.userFiles - 7,
        bytes: MB,
      });
      const statuses = await burst([anna], 20);
      expect(statuses.filter((s) => s === 201)).toHaveLength(7);
      expect(statuses.filter((s) => s === 422)).toHaveLength(13);
    } finally {
      await server.query('DELETE FROM uploads WHERE owner_id = ?', [owner]);
      await clear(server);
    }
  });
});

describe('two servers on one store (finding 3)', () => {
  let store: TestStore;
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    store = await newTestStore();
    first = await startServer({ uploadMaxBytes: LIMIT }, { store });
    second = await startServer({ uploadMaxBytes: LIMIT }, { store });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await store?.remove();
  });

  it('60 uploads at once, split between them, against the cap of 50: exactly 50 are stored', async () => {
    const one = new Browser(first.baseUrl);
    await one.signIn('client@example.com');
    const two = new Browser(second.baseUrl);
    for (const [name, value] of one.cookies) two.cookies.set(name, value);
    const statuses = await burst([one, two], 60);
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_PENDING_UPLOADS);
    const stored = await store.query<{ n: number | string }>('SELECT count(*) AS n FROM uploads');
    expect(Number(stored[0]!.n)).toBe(MAX_PENDING_UPLOADS);
  });
});

const JUNK_MB = 30;
/** 30 MB of junk in 64 kB pieces. */
function* junk(): Generator<Buffer> {
  const piece = Buffer.alloc(64 * 1024, 'x');
  for (let i = 0; i < (JUNK_MB * MB) / piece.length; i += 1) yield piece;
}

describe('the bytes around the file are limited (finding 4)', () => {
  let anna: Browser;
  const stored = async () =>
    Number((await server.query<{ n: number | string }>('SELECT count(*) AS n FROM uploads'))[0]!.n);

  beforeAll(async () => {
    anna = new Browser(server.baseUrl);
    await anna.signIn('client@example.com');
  });

  it('refuses 30 MB of junk before the first boundary with 400 before it has all arrived', async () => {
    const before = await stored();
    const { body, contentType } = multipart([{ filename: 'a.png', data: PNG, type: 'image/png' }]);
    const answer = await rawUpload(
      anna,
      contentType,
      (function* () {
        yield* junk();
        yield body;
      })(),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: 'bad_request',
      message:
        'Formularz ma zbędne dane przed plikiem lub po nim (najwyżej 1 kB): wyślij sam plik w polu „file”.',
    });
    expect(answer.sent).toBeLessThan(JUNK_MB * MB);
    expect(await stored()).toBe(before);
  });

  it('refuses 30 MB of junk after the last boundary with 400 before it has all arrived, and stores nothing', async () => {
    const before = await stored();
    const { body, contentType } = multipart([{ filename: 'a.png', data: PNG, type: 'image/png' }]);
    const answer = await rawUpload(
      anna,
      contentType,
      (function* () {
        yield body;
        yield* junk();
      })(),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('bad_request');
    expect(answer.sent).toBeLessThan(JUNK_MB * MB);
    expect(await stored()).toBe(before);
  });

  it('takes a short preamble and epilogue (1 kB each), as RFC 2046 allows', async () => {
    const { body, contentType } = multipart([{ filename: 'a.png', data: PNG, type: 'image/png' }]);
    const framed = Buffer.concat([
      Buffer.alloc(1000, 'p'),
      Buffer.from('\r\n'),
      body,
      Buffer.alloc(1000, 'e'),
    ]);
    const answer = await rawUpload(anna, contentType, [framed]);
    expect(answer.status).toBe(201);
  });

  it('refuses a declared length over the limit with 413 before reading the body', async () => {
    const { contentType } = multipart([{ filename: 'a.png', data: PNG }]);
    const answer = await rawUpload(anna, contentType, [], { 'content-length': String(JUNK_MB * MB) });
    expect(answer.status).toBe(413);
    expect(answer.body.error).toBe('file_too_large');
    expect(answer.sent).toBe(0);
  });

  it('cuts off a chunked body past the file limit with 413', async () => {
    const { contentType } = multipart([{ filename: 'a.png', data: PNG }]);
    const boundary = /boundary=(.+)$/.exec(contentType)![1]!;
    const answer = await rawUpload(
      anna,
      contentType,
      (function* () {
        yield Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.txt"\r\n\r\n`,
        );
        yield* junk();
      })(),
    );
    expect(answer.status).toBe(413);
    expect(answer.body.error).toBe('file_too_large');
    expect(answer.sent).toBeLessThan(JUNK_MB * MB);
  });

  it('refuses a second part with 4xx', async () => {
    const two = multipart([
      { filename: 'a.png', data: PNG },
      { filename: 'b.png', data: Buffer.alloc(4000, 'b') },
    ]);
    const answer = await rawUpload(anna, two.contentType, [two.body]);
    expect([400, 422]).toContain(answer.status);
  });
});

describe('PORTAL_UPLOAD_QUOTA_*', () => {
  it('reads whole megabytes and files from 1 to 1000000, with the documented defaults when unset', () => {
    expect(readEnvConfig({}).uploadQuota).toEqual({
      userBytes: 200 * MB,
      userFiles: 500,
      projectBytes: 1000 * MB,
      projectFiles: 2000,
    });
    expect(
      readEnvConfig({
        PORTAL_UPLOAD_QUOTA_USER_MB: ' 50 ',
        PORTAL_UPLOAD_QUOTA_USER_FILES: '20',
        PORTAL_UPLOAD_QUOTA_PROJECT_MB: '300',
        PORTAL_UPLOAD_QUOTA_PROJECT_FILES: '100',
      }).uploadQuota,
    ).toEqual({ userBytes: 50 * MB, userFiles: 20, projectBytes: 300 * MB, projectFiles: 100 });
    for (const value of ['0', '-1', '1.5', 'lots', '1000001']) {
      expect(() => readEnvConfig({ PORTAL_UPLOAD_QUOTA_PROJECT_FILES: value })).toThrow(ConfigError);
    }
    expect(() => readEnvConfig({ PORTAL_UPLOAD_QUOTA_USER_MB: '0' })).toThrow(
      'PORTAL_UPLOAD_QUOTA_USER_MB="0" must be a whole number of megabytes from 1 to 1000000.',
    );
  });
});
