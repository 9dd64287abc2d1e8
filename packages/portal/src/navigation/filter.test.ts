import { describe, expect, it } from 'vitest';
import { buildClientMenu } from './client-menu';
import { collectPermissions, filterMenu, isItemAllowed } from './filter';
import { buildStaffMenu } from './staff-menu';
import type { MenuItem, MenuSection, ServiceType } from './types';

const serviceTypes: ServiceType[] = [
  { name: 'Serwery VPS', type: 'vps', icon_svgo: '', services_count: 2 },
  { name: 'Domeny', type: 'domains', icon_svgo: '', services_count: 0 },
];
const links = { docsUrl: 'https://docs.example.com/', statusUrl: 'https://status.example.com/' };

/** Every address left in the menu, depth first. */
function hrefs(sections: readonly MenuSection[]): string[] {
  const out: string[] = [];
  const visit = (items: readonly MenuItem[]): void => {
    for (const item of items) {
      if (item.href !== undefined) out.push(item.href);
      if (item.children) visit(item.children);
    }
  };
  sections.forEach((section) => visit(section.items));
  return out;
}

const ids = (items: readonly MenuItem[]): string[] => items.map((item) => item.id);

describe('isItemAllowed (spec 6)', () => {
  const granted = new Set(['b']);
  it('shows an item without a permission to everyone', () => {
    expect(isItemAllowed({ id: 'x', name: 'x' }, new Set())).toBe(true);
  });
  it('shows an item when the user has its permission or any optional one', () => {
    expect(isItemAllowed({ id: 'x', name: 'x', permission: 'b' }, granted)).toBe(true);
    expect(isItemAllowed({ id: 'x', name: 'x', permission: 'a' }, granted)).toBe(false);
    expect(
      isItemAllowed({ id: 'x', name: 'x', permission: 'a', optionalPermissions: ['c', 'b'] }, granted),
    ).toBe(true);
    expect(isItemAllowed({ id: 'x', name: 'x', optionalPermissions: ['b'] }, granted)).toBe(true);
    expect(isItemAllowed({ id: 'x', name: 'x', optionalPermissions: ['a', 'c'] }, granted)).toBe(false);
  });
});

describe('filterMenu: client', () => {
  const menu = buildClientMenu(serviceTypes);

  it('without permissions: Dashboard, Support and Documents only; no service group', () => {
    const filtered = filterMenu(menu, []);
    expect(hrefs(filtered)).toEqual(['/', '/support/issues', '/documents']);
    expect(ids(filtered[0]!.items)).not.toContain('client.services');
  });

  it('with some permissions: Payments for either of its permissions; the service group with client-services-list', () => {
    expect(hrefs(filterMenu(menu, ['client-orders-list']))).toEqual([
      '/',
      '/support/issues',
      '/payments',
      '/documents',
    ]);
    expect(hrefs(filterMenu(menu, ['client-invoices-list']))).toContain('/payments');
    expect(hrefs(filterMenu(menu, ['client-services-list', 'client-contacts-list']))).toEqual([
      '/',
      '/services/vps',
      '/services/domains',
      '/support/issues',
      '/contacts',
      '/documents',
    ]);
    expect(hrefs(filterMenu(menu, ['siem-integration-list', 'client-projects-show']))).toEqual([
      '/',
      '/support/issues',
      '/projects',
      '/documents',
      '/siem/integrations',
    ]);
  });

  it('with every permission: the whole menu', () => {
    const all = collectPermissions(menu);
    expect([...all].sort()).toEqual([
      'client-contacts-list',
      'client-invoices-list',
      'client-orders-list',
      'client-projects-show',
      'client-services-list',
      'siem-integration-list',
    ]);
    expect(filterMenu(menu, all)).toEqual(menu);
  });

  it('hides the service group entirely without client-services-list, whatever its entries need', () => {
    const [section] = buildClientMenu(serviceTypes);
    const group = section!.items.find((item) => item.id === 'client.services')!;
    const open: MenuSection[] = [
      {
        name: 'client',
        items: [{ ...group, children: group.children!.map(({ permission: _p, ...child }) => child) }],
      },
    ];
    expect(filterMenu(open, [])).toEqual([]);
    expect(hrefs(filterMenu(open, ['client-services-list']))).toEqual(['/services/vps', '/services/domains']);
  });

  it('removes the service group when the project has no service types', () => {
    const filtered = filterMenu(buildClientMenu([]), ['client-services-list']);
    expect(ids(filtered[0]!.items)).not.toContain('client.services');
  });
});

describe('filterMenu: staff', () => {
  const menu = buildStaffMenu(links);

  it('without permissions: only the public status page (and nothing at all when it is not configured)', () => {
    const filtered = filterMenu(menu, []);
    expect(filtered.map((section) => section.name)).toEqual(['staff.maintenance']);
    expect(hrefs(filtered)).toEqual([links.statusUrl]);
    expect(filterMenu(buildStaffMenu(), [])).toEqual([]);
  });

  it('with the support permissions: the Support group of Administracja, the other groups and sections removed', () => {
    const filtered = filterMenu(buildStaffMenu(), [
      'support-issue-list',
      'report-support',
      'support-mail-list',
    ]);
    expect(filtered.map((section) => section.name)).toEqual(['staff.admin']);
    expect(ids(filtered[0]!.items)).toEqual(['staff.admin.support']);
    expect(hrefs(filtered)).toEqual([
      '/admin/support/issues',
      '/admin/support/ope',
      '/admin/reports/support/overview',
      '/admin/reports/support/table',
      '/admin/support/mails',
    ]);
  });

  it('with some permissions across sections: each section keeps only what the user may open', () => {
    const filtered = filterMenu(menu, [
      'dashboard-list',
      'vcloud-vm-list',
      'ip-list',
      'admin-siem-rule-list',
    ]);
    expect(filtered.map((section) => section.name)).toEqual([
      'staff',
      'staff.external',
      'staff.maintenance',
      'staff.network',
      'staff.soc',
    ]);
    expect(hrefs(filtered)).toEqual([
      '/admin/dashboard',
      '/admin/vcloud/vms',
      links.statusUrl,
      '/admin/net/ips',
      '/admin/siem/rules',
    ]);
    const external = filtered.find((section) => section.name === 'staff.external')!;
    expect(ids(external.items)).toEqual(['staff.external.vcloud']);
  });

  it('with every permission: the whole menu', () => {
    expect(filterMenu(menu, collectPermissions(menu))).toEqual(menu);
  });

  it('keeps an entry that leads somewhere when its children are filtered out', () => {
    const sections: MenuSection[] = [
      {
        name: 's',
        items: [
          {
            id: 'cases',
            name: 'cases',
            href: '/cases',
            permission: 'a',
            children: [{ id: 'mine', name: 'mine', href: '/cases?mine', permission: 'b' }],
          },
        ],
      },
    ];
    expect(filterMenu(sections, ['a'])[0]!.items[0]).toMatchObject({ id: 'cases', children: [] });
    expect(filterMenu(sections, ['b'])).toEqual([]);
  });

  it('removes nested groups left empty, and leaves its input alone', () => {
    const sections: MenuSection[] = [
      {
        name: 's',
        displayLabel: 'label',
        items: [
          {
            id: 'outer',
            name: 'o',
            children: [
              { id: 'inner', name: 'i', children: [{ id: 'x', name: 'x', href: '/x', permission: 'p' }] },
            ],
          },
          { id: 'y', name: 'y', href: '/y', permission: 'q' },
        ],
      },
    ];
    const before = structuredClone(sections);
    expect(hrefs(filterMenu(sections, new Set(['q'])))).toEqual(['/y']);
    expect(filterMenu(sections, new Set(['q']))[0]!.items.map((item) => item.id)).toEqual(['y']);
    expect(sections).toEqual(before);
  });
});
