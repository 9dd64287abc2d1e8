import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  API,
  CLIENT_ISSUES_LIST,
  pathOf,
  CONTACTS_LIST,
  DOCUMENTS_LIST,
  INVOICES_LIST,
  INVOICES_LIST_PERMISSION,
  ORDERS_LIST,
  ORDERS_LIST_PERMISSION,
  SERVICES_LIST,
  SERVICES_LIST_PERMISSION,
  STAFF_ISSUES_LIST,
} from '@portal-elements/contract';
import { layoutQueryKey } from '../api/layout';
import { preloadRoute } from './routes';

const CLIENT = {
  userType: 'client',
  product: 'staff',
  projectId: 3,
  layoutPermissions: [
    INVOICES_LIST_PERMISSION,
    ORDERS_LIST_PERMISSION,
    SERVICES_LIST_PERMISSION,
    'client-contacts-list',
  ],
  serviceTypes: [{ type: 'vps', name: 'VPS' }],
};
const STAFF = { ...CLIENT, userType: 'staff', layoutPermissions: ['support-issue-list'] };

/**
 * Preloads the route at `address` for the person of `layout` (already in the query cache, as the
 * boot's answer), and returns the paths asked for ahead once the primes have settled.
 */
async function askedAhead(address: string, layout: object): Promise<string[]> {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      return new Response('{}', { headers: { 'Content-Type': 'application/json' } });
    }),
  );
  const queryClient = new QueryClient();
  queryClient.setQueryData(layoutQueryKey, layout);
  const url = new URL(address, 'http://portal.test');
  await preloadRoute(url.pathname, { search: url.searchParams, queryClient });
  await new Promise((resolve) => setTimeout(resolve, 20));
  return asked.map((requested) => new URL(requested, 'http://portal.test').pathname).sort();
}

describe("preloadRoute: a page's first data asked for ahead, as the page would ask for it", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it.each([
    ['/services/vps', 'a client', CLIENT, [SERVICES_LIST.path]],
    ['/services/unknown', 'a client, a type not among the project’s', CLIENT, []],
    ['/services/vps', 'a client who may not list services', { ...CLIENT, layoutPermissions: [] }, []],
    ['/invoices', 'a client', CLIENT, [INVOICES_LIST.path]],
    [
      '/invoices',
      'a client who may see orders only',
      { ...CLIENT, layoutPermissions: [ORDERS_LIST_PERMISSION] },
      [],
    ],
    ['/orders', 'a client', CLIENT, [ORDERS_LIST.path]],
    [
      '/orders',
      'a client who may see invoices only',
      { ...CLIENT, layoutPermissions: [INVOICES_LIST_PERMISSION] },
      [],
    ],
    ['/documents', 'a client', CLIENT, [DOCUMENTS_LIST.path]],
    ['/documents', 'a client without a project', { ...CLIENT, projectId: null }, []],
    ['/support/issues', 'a client', CLIENT, [CLIENT_ISSUES_LIST.path, API.supportOptions].sort()],
    ['/support/issues', 'staff acting as themselves', STAFF, []],
    ['/contacts', 'a client', CLIENT, [API.contactTypes, CONTACTS_LIST.path].sort()],
    ['/admin/support/issues?project=2', 'staff', STAFF, [API.supportOptions, STAFF_ISSUES_LIST.path].sort()],
    ['/admin/users', 'staff', { ...STAFF, layoutPermissions: ['user-list'] }, [API.users]],
    [
      '/admin/siem/dashboard?days=7',
      'staff',
      { ...STAFF, layoutPermissions: ['admin-siem-dashboard-show'] },
      [API.siemDashboard],
    ],
    ['/projects/5', 'a client', CLIENT, [pathOf(API.project, { id: '5' })]],
  ])('%s for %s', async (address, _who, layout, expected) => {
    expect(await askedAhead(address, layout)).toEqual(expected);
  });

  it('asks nothing ahead for a page behind a permission or staff guard its person does not pass', async () => {
    expect(await askedAhead('/admin/support/issues', { ...STAFF, layoutPermissions: [] })).toEqual([]);
    expect(await askedAhead('/admin/support/issues', { ...STAFF, userType: 'client' })).toEqual([]);
    expect(await askedAhead('/contacts', { ...CLIENT, layoutPermissions: [] })).toEqual([]);
    expect(await askedAhead('/admin/users', { ...STAFF, layoutPermissions: [] })).toEqual([]);
  });

  it("loads the page's code even when asking for its first data ahead throws, and says so", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const queryClient = new QueryClient();
    // The invoices' route asks the query client for the layout (its guard): here that throws at once.
    vi.spyOn(queryClient, 'ensureQueryData').mockImplementation(() => {
      throw new Error('broken cache');
    });
    await expect(
      preloadRoute('/invoices', { search: new URLSearchParams(), queryClient }),
    ).resolves.toBeDefined();
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        "The page's first data could not be asked for ahead; the page asks for it.",
        expect.objectContaining({ message: 'broken cache' }),
      ),
    );
  });
});
