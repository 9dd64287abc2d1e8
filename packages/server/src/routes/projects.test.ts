import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startServer, type TestServer } from '../testing/harness.js';

let server: TestServer;
let client: Browser;
let ownIds: number[];
let othersId: number;

beforeAll(async () => {
  server = await startServer();
  client = new Browser(server.baseUrl);
  await client.signIn('client@example.com');
  await client.get('/lang/en');
  ownIds = (await client.get('/api/layout'))
    .json<{ user: { projects: { id: number }[] } }>()
    .user.projects.map((p) => p.id);
  const basic = new Browser(server.baseUrl);
  await basic.signIn('basic@example.com');
  othersId = (await basic.get('/api/layout')).json<{ projectId: number }>().projectId;
});
afterAll(async () => {
  await server.close();
});

async function selected(): Promise<number | null> {
  return (await client.get('/api/layout')).json<{ projectId: number | null }>().projectId;
}

function sessionsRow() {
  return server.query('SELECT id, project_id, last_seen_at FROM sessions ORDER BY id');
}

describe('POST /projects/change', () => {
  it('selects one of the user’s projects', async () => {
    const target = ownIds[1]!;
    const answer = await client.post('/projects/change', { json: { project_id: target } });
    expect(answer.status).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'ok', projectId: target, selectedProject: { id: target } });
    expect(await selected()).toBe(target);
  });

  it('remembers the choice for the next sign-in', async () => {
    const again = new Browser(server.baseUrl);
    await again.signIn('client@example.com');
    expect((await again.get('/api/layout')).json<{ projectId: number }>().projectId).toBe(ownIds[1]);
  });

  it.each([
    ['missing', {}],
    ['a string', { project_id: String(ownIds?.[0] ?? 1) }],
    ['a decimal', { project_id: 1.5 }],
    ['a boolean', { project_id: true }],
    ['null', { project_id: null }],
    ['an array', { project_id: [1] }],
    ['an object', { project_id: { id: 1 } }],
  ])('answers 422 with the field error when the id is %s, changing nothing', async (_label, body) => {
    const before = await sessionsRow();
    const answer = await client.post('/projects/change', { json: body });
    expect(answer.status).toBe(422);
    const json = answer.json<{ error: string; fields: Record<string, string[]> }>();
    expect(json.error).toBe('validation_failed');
    expect(json.fields.project_id?.[0]).toMatch(/project id field (is required|must be an integer)/);
    expect(await sessionsRow()).toEqual(before);
  });

  it('answers 422 for a body that is not an object', async () => {
    for (const body of [[1], 'x', 5, null]) {
      const answer = await client.post('/projects/change', { json: body });
      expect(answer.status).toBe(422);
      expect(answer.json()).toMatchObject({ error: 'validation_failed' });
    }
  });

  it('answers 403 alike for another user’s project and a project that does not exist, changing nothing', async () => {
    const before = await sessionsRow();
    const others = await client.post('/projects/change', { json: { project_id: othersId } });
    const missing = await client.post('/projects/change', { json: { project_id: 999_999 } });
    const huge = await client.post('/projects/change', {
      body: '{"project_id": 1e300}',
      contentType: 'application/json',
    });
    const negative = await client.post('/projects/change', { json: { project_id: -1 } });
    for (const answer of [others, missing, huge, negative]) {
      expect(answer.status).toBe(403);
      expect(answer.json()).toEqual({
        error: 'forbidden',
        message: 'You do not have access to this project.',
      });
    }
    expect(await sessionsRow()).toEqual(before);
    expect(await selected()).toBe(ownIds[1]);
  });

  it('answers 419 without the CSRF token and 401 when signed out', async () => {
    const answer = await client.post('/projects/change', { json: { project_id: ownIds[2] }, csrf: false });
    expect(answer.status).toBe(419);
    expect(await selected()).toBe(ownIds[1]);
    const guest = new Browser(server.baseUrl);
    await guest.get('/api/csrf-token');
    expect((await guest.post('/projects/change', { json: { project_id: ownIds[2] } })).status).toBe(401);
  });

  it('answers 400 for malformed JSON and 413 for a body over 16 kB', async () => {
    expect(
      (await client.post('/projects/change', { body: '{"project_id":', contentType: 'application/json' }))
        .status,
    ).toBe(400);
    const big = await client.post('/projects/change', {
      json: { project_id: 1, pad: 'x'.repeat(17 * 1024) },
    });
    expect(big.status).toBe(413);
    expect(await selected()).toBe(ownIds[1]);
  });

  it('accepts the form encoding but, without coercion, "1" is not an integer', async () => {
    const answer = await client.post('/projects/change', { form: { project_id: String(ownIds[0]) } });
    expect(answer.status).toBe(422);
  });
});

describe('GET /api/projects/:id', () => {
  interface Details {
    project: { id: number; name: string };
    selected: boolean;
    members: { id: number; full_name: string; email: string; role: string; since: string }[];
    serviceTypes: { type: string; name: string; services_count: number }[] | null;
  }

  it('shows the project, its members by role (owner first) and its services by type', async () => {
    const shop = ownIds[0]!;
    const answer = await client.get(`/api/projects/${shop}`);
    expect(answer.status).toBe(200);
    const details = answer.json<Details>();
    expect(details.project).toEqual({ id: shop, name: 'Sklep internetowy' });
    expect(details.members.map((member) => [member.full_name, member.email, member.role])).toEqual([
      ['Anna Kowalska', 'client@example.com', 'owner'],
      ['Jan Wiśniewski', 'jan.wisniewski@example.com', 'technical'],
      ['Ewa Dąbrowska', 'ewa.dabrowska@example.com', 'billing'],
    ]);
    for (const member of details.members) {
      expect(member.since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Object.keys(member).sort()).toEqual(['email', 'full_name', 'id', 'role', 'since']);
    }
    // The counts are the database's, per type; types without services are left out.
    const counted = await server.query<{ type: string; n: number | string }>(
      `SELECT t.type, COUNT(*) AS n FROM services s JOIN service_types t ON t.id = s.service_type_id
       WHERE s.project_id = ${shop} GROUP BY t.type, t.position ORDER BY t.position`,
    );
    expect(details.serviceTypes?.map((entry) => [entry.type, entry.services_count])).toEqual(
      counted.map((row) => [row.type, Number(row.n)]),
    );
    expect(details.serviceTypes?.every((entry) => entry.services_count > 0 && entry.name !== '')).toBe(true);
  });

  it('says whether the project is the session’s selected one', async () => {
    const current = await selected();
    for (const id of ownIds) {
      const details = (await client.get(`/api/projects/${id}`)).json<Details>();
      expect(details.selected).toBe(id === current);
    }
  });

  it('answers 404 alike for another user’s project, a missing one and a malformed id', async () => {
    for (const id of [String(othersId), '999999', '0', '-1', '1.5', 'abc', '99999999999', '01']) {
      const answer = await client.get(`/api/projects/${id}`);
      expect(answer.status, id).toBe(404);
      expect(answer.json()).toEqual({
        error: 'not_found',
        message: 'There is no such project, or you are not a member of it.',
      });
    }
  });

  it('leaves the services out for a member without client-services-list, and shows the owner', async () => {
    const basic = new Browser(server.baseUrl);
    await basic.signIn('basic@example.com');
    const details = (await basic.get(`/api/projects/${othersId}`)).json<Details>();
    expect(details).toMatchObject({ selected: true, serviceTypes: null });
    expect(details.members).toEqual([expect.objectContaining({ email: 'basic@example.com', role: 'owner' })]);
  });

  it('answers 401 when signed out and 404 to staff, who are members of no project', async () => {
    const guest = new Browser(server.baseUrl);
    expect((await guest.get(`/api/projects/${ownIds[0]}`)).status).toBe(401);
    const staff = new Browser(server.baseUrl);
    await staff.signIn('staff@example.com');
    expect((await staff.get(`/api/projects/${ownIds[0]}`)).status).toBe(404);
  });
});
