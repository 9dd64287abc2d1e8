import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_USER_EMAILS } from '../db/seed.js';
import { Browser, startServer, type TestServer } from '../testing/harness.js';

interface Layout {
  user: { id: number; full_name: string; email: string; impersonated: boolean; projects: { id: number }[] };
  userType: string;
  projectId: number | null;
}
interface UserEntry {
  id: number;
  full_name: string;
  email: string;
  userType: string;
}

let server: TestServer;
let staff: Browser;
let support: Browser;
let client: Browser;
let guest: Browser;
let users: UserEntry[];

const idOf = (email: string) => users.find((u) => u.email === email)!.id;

beforeAll(async () => {
  server = await startServer();
  staff = new Browser(server.baseUrl);
  support = new Browser(server.baseUrl);
  client = new Browser(server.baseUrl);
  guest = new Browser(server.baseUrl);
  await staff.signIn('staff@example.com');
  await support.signIn('support@example.com');
  await client.signIn('client@example.com');
  await guest.get('/api/csrf-token');
  users = (await staff.get('/api/admin/users')).json<{ users: UserEntry[] }>().users;
});
afterAll(async () => {
  await server.close();
});

async function auditActions(): Promise<string[]> {
  const rows = await server.query<{ action: string }>('SELECT action FROM audit_log ORDER BY id');
  return rows.map((r) => r.action);
}

describe('GET /api/admin/users', () => {
  it('lists the users for staff with user-list', async () => {
    expect(users.map((u) => u.email)).toEqual(SEEDED_USER_EMAILS);
    expect(users.find((u) => u.email === 'staff@example.com')).toMatchObject({
      full_name: 'Piotr Nowak',
      userType: 'Cumulus',
    });
    expect(users.find((u) => u.email === 'client@example.com')).toMatchObject({
      full_name: 'Anna Kowalska',
      userType: 'client',
    });
    for (const user of users)
      expect(Object.keys(user).sort()).toEqual(['email', 'full_name', 'id', 'userType']);
  });

  it('answers 403 to a client and to staff without user-list, 401 to a guest', async () => {
    expect((await client.get('/api/admin/users')).status).toBe(403);
    const denied = await support.get('/api/admin/users');
    expect(denied.status).toBe(403);
    expect(denied.json()).toMatchObject({ error: 'forbidden' });
    expect((await guest.get('/api/admin/users')).status).toBe(401);
  });
});

describe('impersonation', () => {
  it('is refused (403) to staff without user-impersonate, before the target is looked up', async () => {
    const before = await auditActions();
    expect((await support.post(`/admin/users/${idOf('client@example.com')}/impersonate`)).status).toBe(403);
    expect((await support.post('/admin/users/999999/impersonate')).status).toBe(403);
    expect((await support.post('/admin/users/not-a-number/impersonate')).status).toBe(403);
    expect((await client.post(`/admin/users/${idOf('basic@example.com')}/impersonate`)).status).toBe(403);
    expect((await guest.post(`/admin/users/${idOf('basic@example.com')}/impersonate`)).status).toBe(401);
    expect(await auditActions()).toEqual(before);
  });

  it('only targets clients that exist, and needs the CSRF token', async () => {
    expect((await staff.post(`/admin/users/${idOf('support@example.com')}/impersonate`)).status).toBe(403);
    expect((await staff.post('/admin/users/999999/impersonate')).status).toBe(404);
    expect((await staff.post('/admin/users/abc/impersonate')).status).toBe(404);
    expect((await staff.post('/admin/users/99999999999999999999/impersonate')).status).toBe(404);
    expect(
      (await staff.post(`/admin/users/${idOf('client@example.com')}/impersonate`, { csrf: false })).status,
    ).toBe(419);
    expect((await staff.get('/api/layout')).json<Layout>().user.impersonated).toBe(false);
  });

  it('lets staff act as a client, then leave back to their own session', async () => {
    const anna = idOf('client@example.com');
    const before = staff.cookies.get('portal_session');
    const start = await staff.post(`/admin/users/${anna}/impersonate`);
    expect(start.status).toBe(200);
    expect(start.json()).toEqual({ status: 'ok', redirect: '/' });
    expect(staff.cookies.get('portal_session')).not.toBe(before);

    const layout = (await staff.get('/api/layout')).json<Layout>();
    expect(layout.userType).toBe('client');
    expect(layout.user).toMatchObject({ id: anna, full_name: 'Anna Kowalska', impersonated: true });

    // Acting as the client: staff routes are closed, the client's projects are open.
    expect((await staff.get('/api/admin/users')).status).toBe(403);
    expect((await staff.post(`/admin/users/${anna}/impersonate`)).status).toBe(403);
    const project = layout.user.projects[2]!.id;
    expect((await staff.post('/projects/change', { json: { project_id: project } })).status).toBe(200);
    expect((await staff.get('/api/layout')).json<Layout>().projectId).toBe(project);

    // A link from another site cannot end the impersonation.
    const crossSite = await staff.get('/impersonate-leave', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);

    const leave = await staff.get('/impersonate-leave', { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(leave.status).toBe(302);
    expect(leave.headers.get('location')).toBe('/admin/users');
    const back = (await staff.get('/api/layout')).json<Layout>();
    expect(back.userType).toBe('Cumulus');
    expect(back.user).toMatchObject({ full_name: 'Piotr Nowak', impersonated: false });
    expect((await staff.get('/api/admin/users')).status).toBe(200);
    expect((await auditActions()).slice(-2)).toEqual(['impersonate_start', 'impersonate_leave']);
    const rows = await server.query(
      "SELECT actor_id, subject_id FROM audit_log WHERE action LIKE 'impersonate%' ORDER BY id",
    );
    expect(rows).toEqual([
      { actor_id: idOf('staff@example.com'), subject_id: anna },
      { actor_id: idOf('staff@example.com'), subject_id: anna },
    ]);
    // The choice made while acting as the client is not saved as the client's own preference.
    const annaAgain = new Browser(server.baseUrl);
    await annaAgain.signIn('client@example.com');
    expect((await annaAgain.get('/api/layout')).json<Layout>().projectId).not.toBe(project);
  });

  it('leaving when not impersonating goes home, and a guest goes to sign in', async () => {
    const notImpersonating = await staff.get('/impersonate-leave');
    expect(notImpersonating.status).toBe(302);
    expect(notImpersonating.headers.get('location')).toBe('/');
    const anonymous = await guest.get('/impersonate-leave');
    expect(anonymous.headers.get('location')).toBe('/login');
  });
});
