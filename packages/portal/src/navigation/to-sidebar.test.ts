import { describe, expect, it, vi } from 'vitest';
import { buildClientMenu } from './client-menu';
import { filterMenu } from './filter';
import { navIcons } from './icons';
import { navLabelsEn, navLabelsPl } from './labels';
import type { NavLabelKey } from './labels';
import { buildStaffMenu } from './staff-menu';
import { toSidebarSections } from './to-sidebar';
import type { MenuSection } from './types';

const english = (key: string): string => navLabelsEn[key as NavLabelKey] ?? `?${key}`;
const polish = (key: string): string => navLabelsPl[key as NavLabelKey] ?? `?${key}`;

// As the server sends them: sanitised (packages/server/src/security/sanitize-svg.ts), '' when nothing was safe.
const VPS_ICON = '<svg viewBox="0 0 1 1"><rect width="1" height="1"></rect></svg>';

describe('toSidebarSections', () => {
  const menu = buildClientMenu([
    { name: 'Serwery VPS', type: 'vps', icon_svgo: VPS_ICON, services_count: 4 },
    { name: 'Domeny', type: 'domains', icon_svgo: '', services_count: 0 },
  ]);

  it("gives the element the client menu a user with every permission sees, in the element's shape", () => {
    const permissions = [
      'client-services-list',
      'client-invoices-list',
      'client-projects-show',
      'client-contacts-list',
      'siem-integration-list',
    ];
    const [section] = toSidebarSections(filterMenu(menu, permissions), polish);
    expect(section!.name).toBe('client');
    expect(section).not.toHaveProperty('displayLabel');
    expect(section!.items.map((item) => item.name)).toEqual([
      'Dashboard',
      'Usługi',
      'Support',
      'Płatności',
      'Projekty',
      'Kontakty',
      'Dokumenty',
      'SOC',
    ]);
    const [dashboard, services, , payments] = section!.items;
    expect(dashboard).toEqual({
      id: 'client.dashboard',
      name: 'Dashboard',
      href: '/',
      icon: navIcons.dashboard,
      exact: true,
    });
    expect(payments).toMatchObject({ href: '/payments', matchHrefs: ['/invoices', '/orders'] });
    expect(services).toMatchObject({ id: 'client.services', collapsible: true });
    expect(services).not.toHaveProperty('href');
    expect(services!.children).toEqual([
      {
        id: 'client.services.vps',
        name: 'Serwery VPS',
        href: '/services/vps',
        icon: '<svg viewBox="0 0 1 1"><rect width="1" height="1"></rect></svg>',
        badge: 4,
      },
      { id: 'client.services.domains', name: 'Domeny', href: '/services/domains' },
    ]);
  });

  it('translates keys but passes service type names through as they are', () => {
    const translate = vi.fn(english);
    const [section] = toSidebarSections(filterMenu(menu, ['client-services-list']), translate);
    expect(section!.items[1]!.name).toBe('Services');
    expect(section!.items[1]!.children!.map((child) => child.name)).toEqual(['Serwery VPS', 'Domeny']);
    expect(translate).not.toHaveBeenCalledWith('Serwery VPS');
    expect(translate.mock.calls.every(([key]) => key.startsWith('nav.'))).toBe(true);
  });

  it('labels sections with headers and marks external entries', () => {
    const sections = toSidebarSections(buildStaffMenu({ docsUrl: 'https://docs.example.com/' }), english);
    expect(sections.map((section) => section.displayLabel)).toEqual([
      undefined,
      'Administration',
      'External services',
      'Veeam',
      'Maintenance',
      'Disk infrastructure',
      'Network infrastructure',
      'Agreements',
      'SOC',
    ]);
    const developer = sections[1]!.items.find((item) => item.id === 'staff.admin.developer')!;
    expect(developer.children!.find((item) => item.external)).toEqual({
      id: 'staff.admin.developer.docs',
      name: 'Documentation',
      href: 'https://docs.example.com/',
      external: true,
    });
    const soc = sections.at(-1)!;
    expect(soc.items[0]).toMatchObject({
      name: 'Cases',
      href: '/admin/siem/cases',
      collapsible: true,
      children: [{ name: 'My cases', href: '/admin/siem/cases?filter[status]=mine' }],
    });
  });

  it.each([
    [5, 5],
    ['12', '12'],
    [0, undefined],
    [-1, undefined],
    [Number.NaN, undefined],
    [Number.POSITIVE_INFINITY, undefined],
    ['', undefined],
    ['  ', undefined],
    [undefined, undefined],
  ])('shows badge %j as %j', (badge, shown) => {
    const sections: MenuSection[] = [
      {
        name: 's',
        items: [
          { id: 'x', name: 'x', labelIsText: true, href: '/x', ...(badge === undefined ? {} : { badge }) },
        ],
      },
    ];
    expect(toSidebarSections(sections, english)[0]!.items[0]!.badge).toBe(shown);
  });

  it('copies matchHrefs so the element cannot change the menu data', () => {
    const [section] = toSidebarSections(menu, english);
    const payments = section!.items.find((item) => item.id === 'client.payments')!;
    payments.matchHrefs!.push('/elsewhere');
    expect(menu[0]!.items.find((item) => item.id === 'client.payments')!.matchHrefs).toEqual([
      '/invoices',
      '/orders',
    ]);
  });
});
