import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactVersion } from '@portal-elements/contract';
import { CONTACTS_PER_PROJECT, demoContacts } from '../db/seed-contacts.js';
import { Browser, TestClock, startServer, type TestServer } from '../testing/harness.js';

const clock = new TestClock();
let server: TestServer;
let anna: Browser;
let annaEn: Browser;
let basic: Browser;
let reader: Browser;
let piotr: Browser;
let guest: Browser;
let projects: Record<string, number>;
let types: { id: number; key: string; name: string }[];

interface Contact {
  id: number;
  name: string;
  email: string;
  phone: string;
  position: string;
  types: { id: number; key: string; name: string }[];
  updated_at: string;
}
interface Page {
  rows: Contact[];
  total: number;
  project: { id: number; name: string } | null;
}

const LIST = '/api/contacts';
const one = (id: number) => `/api/contacts/${id}`;
const list = async (browser: Browser, params: Record<string, string> = {}) => {
  const answer = await browser.get(`${LIST}?${new URLSearchParams(params).toString()}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.json() as Page;
};
const selectProject = (browser: Browser, id: number) =>
  browser.post('/projects/change', { json: { project_id: id } });
const body = (extra: Record<string, unknown> = {}) => ({
  name: 'Zofia Łęcka',
  email: 'zofia.lecka@example.com',
  phone: '+48 22 123 45 67',
  position: 'Kierownik IT',
  type_ids: [types[0]!.id],
  ...extra,
});
const put = (browser: Browser, id: number, json: unknown) => browser.request('PUT', one(id), { json });
const audit = (action: string, subject: number) =>
  server
    .query<{ actor_id: number; details: string }>(
      `SELECT actor_id, details FROM audit_log WHERE action = '${action}'`,
    )
    .then((rows) => rows.filter((row) => JSON.parse(row.details).contact_id === subject));
const count = async (table: string) =>
  Number((await server.query<{ n: number | string }>(`SELECT count(*) AS n FROM ${table}`))[0]!.n);

beforeAll(async () => {
  server = await startServer({ now: clock.now });
  projects = Object.fromEntries(
    (await server.query<{ name: string; id: number }>('SELECT name, id FROM projects')).map((row) => [
      row.name,
      row.id,
    ]),
  );
  anna = new Browser(server.baseUrl);
  annaEn = new Browser(server.baseUrl);
  basic = new Browser(server.baseUrl);
  reader = new Browser(server.baseUrl);
  piotr = new Browser(server.baseUrl);
  guest = new Browser(server.baseUrl);
  await anna.signIn('client@example.com');
  await annaEn.signIn('client@example.com');
  await annaEn.get('/lang/en');
  await basic.signIn('basic@example.com');
  await piotr.signIn('staff@example.com');
  await guest.get('/api/csrf-token');
  await selectProject(anna, projects['Sklep internetowy']!);
  await selectProject(annaEn, projects['Sklep internetowy']!);
  // A client who may read the contacts and nothing more: a role of its own, and a project of Anna's.
  await server.query(
    `INSERT INTO users (email, full_name, password_hash, user_type, created_at, updated_at)
     SELECT 'reader@example.com', 'Reader', password_hash, 'client', 0, 0 FROM users WHERE email = 'basic@example.com'`,
  );
  await server.query(`INSERT INTO roles (name) VALUES ('contacts-reader')`);
  await server.query(
    `INSERT INTO role_permissions (role_id, permission_id)
     SELECT roles.id, permissions.id FROM roles, permissions
     WHERE roles.name = 'contacts-reader' AND permissions.name = 'client-contacts-list'`,
  );
  await server.query(
    `INSERT INTO user_roles (user_id, role_id) SELECT users.id, roles.id FROM users, roles
     WHERE users.email = 'reader@example.com' AND roles.name = 'contacts-reader'`,
  );
  await server.query(
    `INSERT INTO memberships (user_id, project_id, created_at)
     SELECT id, ${projects['Sklep internetowy']}, 0 FROM users WHERE email = 'reader@example.com'`,
  );
  await reader.signIn('reader@example.com');
  await selectProject(reader, projects['Sklep internetowy']!);
  types = (await anna.get('/api/contact-types')).json<{ types: typeof types }>().types;
});
afterAll(async () => {
  await server.close();
});

describe('contact types', () => {
  it('are the five seeded types, in order, named in the request language', async () => {
    expect(types.map((type) => [type.key, type.name])).toEqual([
      ['technical', 'Techniczny'],
      ['billing', 'Rozliczenia'],
      ['security', 'Bezpieczeństwo (SOC)'],
      ['management', 'Zarząd'],
      ['emergency', 'Awaryjny (24/7)'],
    ]);
    const english = (await annaEn.get('/api/contact-types')).json<{ types: typeof types }>().types;
    expect(english.map((type) => type.name)).toEqual([
      'Technical',
      'Billing',
      'Security (SOC)',
      'Management',
      'Emergency (24/7)',
    ]);
  });
});

describe('GET /api/contacts', () => {
  it("lists the selected project's seeded contacts by name, each with its types", async () => {
    const page = await list(anna);
    expect(page.project?.name).toBe('Sklep internetowy');
    expect(page.total).toBe(CONTACTS_PER_PROJECT);
    const seeded = demoContacts('Sklep internetowy', CONTACTS_PER_PROJECT, types.length);
    expect(page.rows.map((row) => row.email).sort()).toEqual(seeded.map((contact) => contact.email).sort());
    const names = page.rows.map((row) => row.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    for (const row of page.rows) {
      const contact = seeded.find((candidate) => candidate.email === row.email)!;
      expect(row.types.map((type) => type.id)).toEqual(
        [...contact.types].sort((a, b) => a - b).map((index) => types[index]!.id),
      );
    }
  });

  it('pages, sorts, filters by type and name, and searches', async () => {
    const all = await list(anna, { sort: '-email' });
    const emails = all.rows.map((row) => row.email);
    expect(emails).toEqual([...emails].sort().reverse());
    expect((await list(anna, { sort: '-email', limit: '10', offset: '2' })).rows).toEqual(all.rows.slice(2));
    const technical = await list(anna, { types: String(types[0]!.id) });
    expect(technical.total).toBeGreaterThan(0);
    expect(technical.rows.every((row) => row.types.some((type) => type.id === types[0]!.id))).toBe(true);
    expect(technical.total).toBe(
      all.rows.filter((row) => row.types.some((type) => type.id === types[0]!.id)).length,
    );
    const first = all.rows[0]!;
    const byName = await list(anna, { name: first.name.split(' ')[1]!.toUpperCase().slice(0, 3) });
    expect(byName.rows.map((row) => row.id)).toContain(first.id);
    const search = await list(anna, { search: first.email });
    expect(search.rows.map((row) => row.id)).toEqual([first.id]);
    for (const [name, value] of [
      ['types', 'abc'],
      ['sort', 'types'],
      ['types', '99999999999'],
    ]) {
      const answer = await anna.get(`${LIST}?${name}=${value}`);
      expect(answer.status, `${name}=${value}`).toBe(422);
      expect(Object.keys(answer.json<{ fields: object }>().fields)).toEqual([name]);
    }
  });

  it('is 401 signed out, 403 without client-contacts-list (basic, staff)', async () => {
    expect((await guest.get(LIST)).status).toBe(401);
    expect((await guest.get('/api/contact-types')).status).toBe(401);
    for (const browser of [basic, piotr]) {
      expect((await browser.get(LIST)).status).toBe(403);
      expect((await browser.get('/api/contact-types')).status).toBe(403);
    }
    expect((await list(reader)).total).toBe(CONTACTS_PER_PROJECT);
  });
});

describe('adding, changing and deleting a contact', () => {
  it('adds, changes and deletes, each in the audit log; the same contact deleted twice is 404', async () => {
    const added = await anna.post(LIST, {
      json: body({ name: '  Zofia Łęcka ', type_ids: [types[2]!.id, types[0]!.id] }),
    });
    expect(added.status, added.text).toBe(201);
    const contact = added.json<Contact>();
    expect(contact).toMatchObject({
      name: 'Zofia Łęcka',
      email: 'zofia.lecka@example.com',
      phone: '+48 22 123 45 67',
      position: 'Kierownik IT',
    });
    expect(contact.types.map((type) => type.key)).toEqual(['technical', 'security']);
    expect(await audit('contact.create', contact.id)).toHaveLength(1);
    expect((await list(anna, { search: 'Łęcka' })).rows.map((row) => row.id)).toEqual([contact.id]);

    const changed = await put(anna, contact.id, body({ phone: '', position: '', type_ids: [types[4]!.id] }));
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json<Contact>()).toMatchObject({ phone: '', position: '', types: [{ key: 'emergency' }] });
    expect(await audit('contact.update', contact.id)).toHaveLength(1);

    const [first, second] = await Promise.all([anna.delete(one(contact.id)), anna.delete(one(contact.id))]);
    expect([first.status, second.status].sort()).toEqual([204, 404]);
    expect((first.status === 404 ? first : second).json<{ error: string }>().error).toBe('not_found');
    expect(await audit('contact.delete', contact.id)).toHaveLength(1);
    expect((await anna.delete(one(contact.id))).status).toBe(404);
    expect((await put(anna, contact.id, body())).status).toBe(404);
    expect(
      await server.query(`SELECT contact_id FROM contact_type_links WHERE contact_id = ${contact.id}`),
    ).toEqual([]);
  });

  it('refuses a change made against an older version of the contact (If-Match) with 412, changing nothing', async () => {
    const added = await anna.post(LIST, { json: body({ name: 'Wersja Pierwsza' }) });
    expect(added.status, added.text).toBe(201);
    const opened = added.json<Contact>();
    const version = contactVersion(opened.updated_at);
    const ifMatch = (tag: string) => ({ headers: { 'if-match': tag } });

    // Someone else saves it first (no If-Match: a caller that does not ask is not refused).
    const other = await put(anna, opened.id, body({ name: 'Zmiana Kogoś Innego' }));
    expect(other.status, other.text).toBe(200);
    const current = other.json<Contact>();
    expect(contactVersion(current.updated_at)).not.toBe(version);

    // The edit made on what was open before: refused in the request's language, nothing written.
    const updates = (await audit('contact.update', opened.id)).length;
    for (const [browser, words] of [
      [anna, 'Ktoś zapisał ten kontakt'],
      [annaEn, 'Someone saved this contact'],
    ] as const) {
      const stale = await browser.request('PUT', one(opened.id), {
        json: body({ name: 'Moja Zmiana' }),
        ...ifMatch(version),
      });
      expect(stale.status, stale.text).toBe(412);
      expect(stale.json<{ error: string; message: string }>()).toMatchObject({ error: 'contact_changed' });
      expect(stale.json<{ message: string }>().message).toContain(words);
      // The version it has now, for a save made again on purpose after the person was told.
      expect(stale.headers.get('etag')).toBe(contactVersion(current.updated_at));
      const gone = await browser.request('DELETE', one(opened.id), ifMatch(version));
      expect(gone.status, gone.text).toBe(412);
      expect(gone.headers.get('etag')).toBe(contactVersion(current.updated_at));
    }
    expect((await list(anna, { search: 'Zmiana Kogoś' })).rows).toHaveLength(1);
    expect(await audit('contact.update', opened.id)).toHaveLength(updates);

    // Against the current version, or `*` (any), or a list naming it: made, and the version moves on
    // even within the same millisecond (the test clock stands still).
    const made = await anna.request('PUT', one(opened.id), {
      json: body({ name: 'Moja Zmiana' }),
      ...ifMatch(`"1", ${contactVersion(current.updated_at)}`),
    });
    expect(made.status, made.text).toBe(200);
    const after = made.json<Contact>();
    expect(Date.parse(after.updated_at)).toBeGreaterThan(Date.parse(current.updated_at));
    expect(
      (
        await anna.request('PUT', one(opened.id), {
          json: body(),
          ...ifMatch(contactVersion(current.updated_at)),
        })
      ).status,
    ).toBe(412);
    expect((await anna.request('PUT', one(opened.id), { json: body(), ...ifMatch('*') })).status).toBe(200);
    const latest = (await list(anna, { search: 'Zofia Łęcka' })).rows.find((row) => row.id === opened.id)!;
    // A weak tag never matches (RFC 9110).
    expect(
      (await anna.request('DELETE', one(opened.id), ifMatch(`W/${contactVersion(latest.updated_at)}`)))
        .status,
    ).toBe(412);
    expect(
      (await anna.request('DELETE', one(opened.id), ifMatch(contactVersion(latest.updated_at)))).status,
    ).toBe(204);
    expect((await anna.request('DELETE', one(opened.id), ifMatch('*'))).status).toBe(404);
  });

  it('of two saves made against the same version at once, one is made and the other refused', async () => {
    const added = await anna.post(LIST, { json: body({ name: 'Wyścig Zapisów' }) });
    const opened = added.json<Contact>();
    const headers = { 'if-match': contactVersion(opened.updated_at) };
    const answers = await Promise.all(
      ['Pierwszy Zapis', 'Drugi Zapis'].map((name) =>
        anna.request('PUT', one(opened.id), { json: body({ name }), headers }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 412]);
    const saved = answers.find((answer) => answer.status === 200)!.json<Contact>();
    // Refused by the version check or by the conditioned write, the 412 names the saved version.
    const refused = answers.find((answer) => answer.status === 412)!;
    expect(refused.headers.get('etag')).toBe(contactVersion(saved.updated_at));
    const rows = (await list(anna, { search: 'Zapis' })).rows.filter((row) => row.id === opened.id);
    expect(rows.map((row) => row.name)).toEqual([saved.name]);
    expect(await audit('contact.update', opened.id)).toHaveLength(1);
  });

  it("is 404 for another project's contact, as for an unknown one", async () => {
    const [other] = await server.query<{ id: number }>(
      `SELECT id FROM contacts WHERE project_id = ${projects['Archiwum dokumentów']} ORDER BY id`,
    );
    const before = await count('contacts');
    for (const id of [String(other!.id), '999999', 'abc', '0']) {
      expect((await anna.request('PUT', `/api/contacts/${id}`, { json: body() })).status, id).toBe(404);
      expect((await anna.delete(`/api/contacts/${id}`)).status, id).toBe(404);
    }
    expect(await count('contacts')).toBe(before);
  });

  it('refuses each field in the request language with a 422 naming it, writing nothing', async () => {
    const before = await count('contacts');
    const cases: [Record<string, unknown>, string, string, string][] = [
      [{ name: '  ' }, 'name', 'To pole jest wymagane.', 'This field is required.'],
      [{ name: 'a'.repeat(121) }, 'name', 'Ten tekst jest za długi.', 'This text is too long.'],
      [
        { name: 'Jan\nKowalski' },
        'name',
        'Wpisz tekst w jednym wierszu, bez znaków sterujących.',
        'Enter the text on one line, without control characters.',
      ],
      [{ email: '' }, 'email', 'To pole jest wymagane.', 'This field is required.'],
      [
        { email: 'jan@localhost' },
        'email',
        'Podaj poprawny adres e-mail, np. jan.kowalski@example.com.',
        'Enter a valid email address, e.g. john.smith@example.com.',
      ],
      [
        { email: 'jan kowalski@example.com' },
        'email',
        'Podaj poprawny adres e-mail, np. jan.kowalski@example.com.',
        'Enter a valid email address, e.g. john.smith@example.com.',
      ],
      [
        { phone: '22-123-45-67' },
        'phone',
        'Podaj numer w formacie +48 22 123 45 67 (7–15 cyfr).',
        'Enter a number like +48 22 123 45 67 (7–15 digits).',
      ],
      [
        { phone: '+48 12' },
        'phone',
        'Podaj numer w formacie +48 22 123 45 67 (7–15 cyfr).',
        'Enter a number like +48 22 123 45 67 (7–15 digits).',
      ],
      [
        { type_ids: [] },
        'type_ids',
        'Wybierz co najmniej jeden typ kontaktu.',
        'Choose at least one contact type.',
      ],
      [{ type_ids: [999999] }, 'type_ids', 'Nie ma takiego typu kontaktu.', 'There is no such contact type.'],
    ];
    for (const [change, field, polish, english] of cases) {
      const pl = await anna.post(LIST, { json: body(change) });
      expect(pl.status, JSON.stringify(change)).toBe(422);
      expect(pl.json<{ fields: Record<string, string[]> }>().fields).toEqual({ [field]: [polish] });
      const en = await annaEn.post(LIST, { json: body(change) });
      expect(en.json<{ fields: Record<string, string[]> }>().fields).toEqual({ [field]: [english] });
    }
    // Every refused field at once.
    const all = await anna.post(LIST, {
      json: { name: '', email: 'x', phone: '1', position: '', type_ids: [] },
    });
    expect(Object.keys(all.json<{ fields: object }>().fields).sort()).toEqual([
      'email',
      'name',
      'phone',
      'type_ids',
    ]);
    // A body of the wrong shape is the schema's 422.
    const shape = await anna.post(LIST, { json: { ...body(), extra: 1 } });
    expect(shape.status).toBe(422);
    expect(await count('contacts')).toBe(before);
  });

  it('needs each permission on top of the list (403), a session (401) and the CSRF token (419)', async () => {
    const [seeded] = await server.query<{ id: number }>(
      `SELECT id FROM contacts WHERE project_id = ${projects['Sklep internetowy']} ORDER BY id`,
    );
    const before = await count('contacts');
    for (const browser of [reader, basic, piotr]) {
      expect((await browser.post(LIST, { json: body() })).status).toBe(403);
      expect((await put(browser, seeded!.id, body())).status).toBe(403);
      expect((await browser.delete(one(seeded!.id))).status).toBe(403);
    }
    expect((await guest.post(LIST, { json: body() })).status).toBe(401);
    expect((await guest.delete(one(seeded!.id))).status).toBe(401);
    expect((await anna.post(LIST, { json: body(), csrf: false })).status).toBe(419);
    expect((await anna.delete(one(seeded!.id), { csrf: false })).status).toBe(419);
    expect(await count('contacts')).toBe(before);
  });

  it('without a selected project: an empty list, and a write is 403 no_project', async () => {
    const noProject = new Browser(server.baseUrl);
    await noProject.signIn('client@example.com');
    await server.query(
      `UPDATE sessions SET project_id = NULL WHERE user_id = (SELECT id FROM users WHERE email = 'client@example.com')`,
    );
    expect(await list(noProject)).toEqual({ rows: [], total: 0, project: null });
    const refused = await noProject.post(LIST, { json: body() });
    expect(refused.status).toBe(403);
    expect(refused.json<{ error: string }>().error).toBe('no_project');
  });
});
