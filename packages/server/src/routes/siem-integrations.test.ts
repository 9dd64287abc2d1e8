/**
 * GET /api/siem/integrations (the client's SOC page): the selected project's integrations with their
 * open cases, counted against the database itself; nobody else's; the permission first. On SQLite
 * here and on PostgreSQL in the server-postgres project (the same file).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiemIntegrations } from '@portal-elements/contract/schemas';
import { Browser, startServer, type TestServer } from '../testing/harness.js';

let server: TestServer;
let anna: Browser;
let projectIds: number[];

const PATH = '/api/siem/integrations';

beforeAll(async () => {
  server = await startServer();
  anna = new Browser(server.baseUrl);
  await anna.signIn('client@example.com');
  projectIds = (await anna.get('/api/layout'))
    .json<{ user: { projects: { id: number }[] } }>()
    .user.projects.map((project) => project.id);
});
afterAll(async () => {
  await server?.close();
});

/** What the database holds for a project: its integrations and their open cases, by id. */
async function expected(projectId: number) {
  const integrations = await server.query<{ id: number; name: string; product: string; state: string }>(
    `SELECT id, name, product, state FROM siem_integrations WHERE project_id = ${projectId} ORDER BY id`,
  );
  const open = await server.query<{ integration_id: number; open: number | string }>(
    `SELECT integration_id, count(*) AS open FROM siem_cases
      WHERE status IN ('new', 'in_progress') AND integration_id IS NOT NULL GROUP BY integration_id`,
  );
  const openOf = new Map(open.map((row) => [Number(row.integration_id), Number(row.open)]));
  return integrations.map((row) => ({
    ...row,
    id: Number(row.id),
    open_cases: openOf.get(Number(row.id)) ?? 0,
  }));
}

describe('GET /api/siem/integrations', () => {
  it("lists the selected project's integrations with their open cases, for each of the client's projects", async () => {
    let seen = 0;
    for (const projectId of projectIds) {
      expect((await anna.post('/projects/change', { json: { project_id: projectId } })).status).toBe(200);
      const answer = await anna.get(PATH);
      expect(answer.status, answer.text).toBe(200);
      const body = answer.json<SiemIntegrations>();
      expect(body.project?.id).toBe(projectId);
      const want = await expected(projectId);
      expect(
        body.integrations.map(({ id, name, product, state, open_cases }) => ({
          id,
          name,
          product,
          state,
          open_cases,
        })),
      ).toEqual(want);
      for (const row of body.integrations) {
        expect(Number.isNaN(Date.parse(row.created_at))).toBe(false);
        if (row.last_event_at !== null) expect(Number.isNaN(Date.parse(row.last_event_at))).toBe(false);
      }
      seen += body.integrations.length;
    }
    // The seed gives the demo client's projects integrations, some with open cases.
    expect(seen).toBeGreaterThanOrEqual(2);
  });

  it('shows nothing of another project, and nothing once the client has left the selected one', async () => {
    const mine = projectIds[0]!;
    expect((await anna.post('/projects/change', { json: { project_id: mine } })).status).toBe(200);
    const anyOther = await server.query<{ id: number }>(
      `SELECT id FROM siem_integrations WHERE project_id NOT IN (${projectIds.join(',')})`,
    );
    const shown = (await anna.get(PATH)).json<SiemIntegrations>().integrations.map((row) => row.id);
    expect(shown.length).toBeGreaterThan(0);
    for (const row of anyOther) expect(shown).not.toContain(Number(row.id));
    // Removed from the project (the session still has it selected): an empty list, no project.
    const annaId = (
      await server.query<{ id: number }>("SELECT id FROM users WHERE email = 'client@example.com'")
    )[0]!.id;
    await server.query(`DELETE FROM memberships WHERE user_id = ${annaId} AND project_id = ${mine}`);
    const after = await anna.get(PATH);
    expect(after.status).toBe(200);
    expect(after.json()).toEqual({ project: null, integrations: [] });
  });

  it('answers 401 to a guest and 403 to a client without the permission and to staff acting as themselves', async () => {
    const guest = new Browser(server.baseUrl);
    const refused = await guest.get(PATH);
    expect(refused.status).toBe(401);
    expect(refused.json<{ error: string }>().error).toBeTypeOf('string');
    for (const email of ['basic@example.com', 'staff@example.com', 'soc@example.com']) {
      const browser = new Browser(server.baseUrl);
      await browser.signIn(email);
      const answer = await browser.get(PATH);
      expect(answer.status, email).toBe(403);
      expect(answer.json<{ message: string }>().message.length).toBeGreaterThan(0);
    }
  });

  it('changes nothing when read', async () => {
    const before = await server.snapshot();
    await anna.get(PATH);
    const after = await server.snapshot();
    expect(after['siem_integrations']).toEqual(before['siem_integrations']);
  });
});
