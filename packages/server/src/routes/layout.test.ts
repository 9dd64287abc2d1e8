import { CLIENT_PERMISSIONS, STAFF_PERMISSIONS, SUPPORT_PERMISSIONS } from '@portal-elements/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startServer, type TestServer } from '../testing/harness.js';

interface Layout {
  user: {
    id: number;
    full_name: string;
    email: string;
    projects: { id: number; name: string }[];
    selectedProject: { id: number; name: string } | null;
    layoutPermissions: string[];
    impersonated: boolean;
  };
  userType: string;
  layoutPermissions: string[];
  projectId: number | null;
  serviceTypes: { name: string; type: string; icon_svgo: string; services_count: number }[];
  env: string;
  version: string;
  locale: string;
  product: string;
  staffLabel: string;
  theme: string;
}

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ version: '9.8.7' });
});
afterAll(async () => {
  await server.close();
});

async function layoutOf(email: string): Promise<Layout> {
  const browser = new Browser(server.baseUrl);
  expect((await browser.signIn(email)).status).toBe(200);
  const answer = await browser.get('/api/layout');
  expect(answer.status).toBe(200);
  return answer.json<Layout>();
}

describe('GET /api/layout for the four demo accounts', () => {
  it('describes the client with three projects, the client permissions and service counts', async () => {
    const layout = await layoutOf('client@example.com');
    expect(layout.userType).toBe('client');
    expect(layout.user.full_name).toBe('Anna Kowalska');
    expect(layout.user.email).toBe('client@example.com');
    expect(layout.user.projects).toHaveLength(3);
    expect(layout.user.selectedProject).toEqual(layout.user.projects[0]);
    expect(layout.projectId).toBe(layout.user.projects[0]?.id);
    expect(layout.user.impersonated).toBe(false);
    expect([...layout.layoutPermissions].sort()).toEqual([...CLIENT_PERMISSIONS, 'search'].sort());
    expect(layout.user.layoutPermissions).toEqual(layout.layoutPermissions);
    expect(layout.serviceTypes.length).toBeGreaterThanOrEqual(4);
    for (const serviceType of layout.serviceTypes) {
      expect(serviceType.icon_svgo).toMatch(/^<svg[\s\S]*<\/svg>$/);
      expect(serviceType.icon_svgo).not.toMatch(/<script|on\w+=/i);
      expect(serviceType.type).toMatch(/^[a-z-]+$/);
    }
    expect(layout.serviceTypes.filter((s) => s.services_count > 0).length).toBeGreaterThanOrEqual(3);
    expect(layout.serviceTypes.some((s) => s.services_count === 0)).toBe(true);
    // The seed's counts in the first project: 240 virtual servers (PORTAL_SEED_SCALE=1), so the list pages.
    expect(Object.fromEntries(layout.serviceTypes.map((s) => [s.type, s.services_count]))).toEqual({
      'virtual-servers': 240,
      backup: 2,
      colocation: 1,
      domains: 4,
      'ssl-certificates': 1,
      email: 0,
    });
    expect(layout).toMatchObject({
      env: 'local',
      version: '9.8.7',
      locale: 'pl',
      product: 'Cumulus',
      staffLabel: 'CumulusStaff',
      theme: 'system',
    });
  });

  it('describes the basic client: one project, no permissions, the e-mail as name', async () => {
    const layout = await layoutOf('basic@example.com');
    expect(layout.userType).toBe('client');
    expect(layout.user.full_name).toBe('basic@example.com');
    expect(layout.user.projects).toHaveLength(1);
    expect(layout.layoutPermissions).toEqual([]);
    expect(layout.projectId).toBe(layout.user.projects[0]?.id);
  });

  it('describes the staff member with every staff permission, search and impersonation', async () => {
    const layout = await layoutOf('staff@example.com');
    expect(layout.userType).toBe('Cumulus');
    expect(layout.user.full_name).toBe('Piotr Nowak');
    expect([...layout.layoutPermissions].sort()).toEqual(
      [...new Set([...STAFF_PERMISSIONS, 'search', 'user-impersonate'])].sort(),
    );
    for (const name of [
      'dashboard-list',
      'user-list',
      'vcloud-vm-list',
      'admin-siem-case-list',
      'ripe-db-search',
    ]) {
      expect(layout.layoutPermissions).toContain(name);
    }
    expect(layout.layoutPermissions.some((name) => name.startsWith('client-'))).toBe(false);
  });

  it('describes the support staff member with exactly four permissions', async () => {
    const layout = await layoutOf('support@example.com');
    expect(layout.userType).toBe('Cumulus');
    expect([...layout.layoutPermissions].sort()).toEqual([...SUPPORT_PERMISSIONS].sort());
  });

  it('answers 401 with the JSON error shape when signed out', async () => {
    const answer = await new Browser(server.baseUrl).get('/api/layout');
    expect(answer.status).toBe(401);
    expect(answer.json()).toEqual({
      error: 'unauthenticated',
      message: 'Sesja wygasła lub nie jesteś zalogowany: zaloguj się ponownie.',
    });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});

describe('configuration in the layout', () => {
  it('uses the configured product name and environment', async () => {
    const other = await startServer({ product: 'Nimbus', appEnv: 'staging' });
    try {
      const browser = new Browser(other.baseUrl);
      await browser.signIn('staff@example.com');
      const layout = (await browser.get('/api/layout')).json<Layout>();
      expect(layout.userType).toBe('Nimbus');
      expect(layout.staffLabel).toBe('NimbusStaff');
      expect(layout.env).toBe('staging');
      const users = (await browser.get('/api/admin/users')).json<{ users: { userType: string }[] }>().users;
      expect(new Set(users.map((u) => u.userType))).toEqual(new Set(['client', 'Nimbus']));
    } finally {
      await other.close();
    }
  });

  it('refuses a product name that would collide with the client user type', async () => {
    await expect(startServer({ product: 'client' })).rejects.toThrow(/PORTAL_PRODUCT/);
  });
});

describe('service type icons', () => {
  it('leave the server sanitised, whatever the database holds', async () => {
    const hostile =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" onload="alert(1)">' +
      '<script>alert(2)</script><a href="javascript:alert(3)"><circle cx="12" cy="12" r="9"/></a>' +
      '<foreignObject><iframe src="javascript:alert(4)"></iframe></foreignObject>' +
      '<path d="M4 4h16" stroke="currentColor"/></svg>';
    const read = async (position: number) =>
      (
        await server.query<{ icon_svgo: string }>('SELECT icon_svgo FROM service_types WHERE position = ?', [
          position,
        ])
      )[0];
    const write = (icon: string, position: number) =>
      server.query('UPDATE service_types SET icon_svgo = ? WHERE position = ?', [icon, position]);
    const originals = [(await read(0))!.icon_svgo, (await read(1))!.icon_svgo];
    try {
      await write(hostile, 0);
      await write('<img src=x onerror=alert(5)>', 1);
      const layout = await layoutOf('client@example.com');
      const [first, second] = layout.serviceTypes;
      expect(first!.icon_svgo).toBe(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">' +
          '<circle cx="12" cy="12" r="9"></circle><path d="M4 4h16" stroke="currentColor"></path></svg>',
      );
      // Nothing safe is left of a non-SVG icon: the portal shows the entry without one.
      expect(second!.icon_svgo).toBe('');
      // The database still holds what was stored: sanitising happens on the way out.
      expect(await read(0)).toEqual({ icon_svgo: hostile });
    } finally {
      for (const [position, icon] of originals.entries()) await write(icon, position);
    }
  });
});

describe('POST /api/settings/theme', () => {
  it('stores the theme and the layout reports it; a wrong value is 422', async () => {
    const browser = new Browser(server.baseUrl);
    await browser.signIn('support@example.com');
    expect((await browser.post('/api/settings/theme', { json: { theme: 'dark' } })).json()).toEqual({
      theme: 'dark',
    });
    expect((await browser.get('/api/layout')).json<Layout>().theme).toBe('dark');
    const wrong = await browser.post('/api/settings/theme', { json: { theme: 'purple' } });
    expect(wrong.status).toBe(422);
    expect(wrong.json()).toMatchObject({
      error: 'validation_failed',
      fields: { theme: [expect.any(String)] },
    });
    expect((await browser.get('/api/layout')).json<Layout>().theme).toBe('dark');
  });
});
