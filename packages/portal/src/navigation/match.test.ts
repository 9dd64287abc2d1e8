import { describe, expect, it } from 'vitest';
import { buildClientMenu } from './client-menu';
import { navLabelsEn } from './labels';
import { matchActive } from './match';
import type { MatchableItem } from './match';
import { buildStaffMenu } from './staff-menu';
import { toSidebarSections } from './to-sidebar';
import type { MenuItem } from './types';

const client = buildClientMenu([
  { name: 'VPS', type: 'vps', icon_svgo: '', services_count: 1 },
  { name: 'Backup', type: 'backup', icon_svgo: '', services_count: 0 },
]).flatMap((section) => section.items);
const docsUrl = 'https://docs.example.com/';
const staff = buildStaffMenu({ docsUrl, statusUrl: 'https://status.example.com/' }).flatMap(
  (section) => section.items,
);

const active = (items: readonly MatchableItem[], url: string) => matchActive(items, url).activeId;

describe('matchActive: exact', () => {
  it('lights Dashboard (exact) on / only', () => {
    expect(matchActive(client, '/')).toEqual({ activeId: 'client.dashboard', ancestorIds: [] });
    expect(active(client, '/unknown')).toBeNull();
  });
  it('honours exact on any entry', () => {
    const items = [{ id: 'a', href: '/a', exact: true }];
    expect(active(items, '/a')).toBe('a');
    expect(active(items, '/a/')).toBe('a');
    expect(active(items, '/a/1')).toBeNull();
  });
});

describe('matchActive: prefix', () => {
  it('lights an entry for the pages below it, on whole path segments only', () => {
    expect(active(client, '/projects')).toBe('client.projects');
    expect(active(client, '/projects/12/edit')).toBe('client.projects');
    expect(active(client, '/projectsx')).toBeNull();
    expect(active(client, '/support/issues/7')).toBe('client.support');
    expect(active(client, '/support')).toBeNull();
  });
  it('ignores the fragment and accepts full addresses', () => {
    expect(active(client, 'https://portal.example.com/contacts/3?page=2#top')).toBe('client.contacts');
  });
  it('treats a trailing slash as the same place (/admin/veeam/)', () => {
    expect(active(staff, '/admin/veeam')).toBe('staff.veeam.overview');
    expect(active(staff, '/admin/veeam/')).toBe('staff.veeam.overview');
  });
});

describe('matchActive: matchHrefs', () => {
  it.each(['/payments', '/payments/history', '/invoices', '/invoices/2024/5', '/orders', '/orders/9'])(
    "lights 'Payments' for %s",
    (url) => {
      expect(active(client, url)).toBe('client.payments');
    },
  );
  it('matches matchHrefs on whole segments too', () => {
    expect(active(client, '/invoicesx')).toBeNull();
  });
});

describe('matchActive: longest match wins', () => {
  it.each([
    ['/admin/services', 'staff.admin.services.services'],
    ['/admin/services/42', 'staff.admin.services.services'],
    ['/admin/services/show-deleted-services', 'staff.admin.services.deletedServices'],
    ['/admin/invoices/3', 'staff.admin.payments.invoices'],
    ['/admin/invoices/import', 'staff.admin.payments.invoiceImport'],
    ['/admin/enova-data/settlements-comparison', 'staff.admin.payments.settlementsComparison'],
    ['/admin/reports/7', 'staff.admin.reports'],
    ['/admin/reports/support/table', 'staff.admin.support.table'],
    ['/admin/reports/partner-commissions/upload', 'staff.admin.payments.commissionUpload'],
    ['/admin/reports/resource-capacity', 'staff.disk.resourceCapacity'],
    ['/admin/public-ips/archive', 'staff.admin.publicIpsArchive'],
    ['/admin/ceph/users/1', 'staff.external.cephUsers'],
    ['/admin/veeam/backups/3', 'staff.veeam.backups'],
    ['/admin/net/ips/history', 'staff.network.ipsHistory'],
    ['/admin/net/ips/10.0.0.1', 'staff.network.ips'],
  ])('%s lights %s', (url, id) => {
    expect(active(staff, url)).toBe(id);
  });

  it('lets a longer matchHref beat a shorter href, and the first entry win a tie', () => {
    const items = [
      { id: 'short', href: '/a' },
      { id: 'long', href: '/z', matchHrefs: ['/a/b'] },
      { id: 'twin', href: '/a' },
    ];
    expect(active(items, '/a/b/c')).toBe('long');
    expect(active(items, '/a/c')).toBe('short');
  });

  it('lights every staff entry on its own address', () => {
    const visit = (items: readonly MenuItem[]): void => {
      for (const item of items) {
        if (item.href && !item.external) expect(active(staff, item.href), item.href).toBe(item.id);
        if (item.children) visit(item.children);
      }
    };
    visit(staff);
  });
});

describe('matchActive: queries and ancestors', () => {
  it("lights 'My cases' for its query and opens its parent; the case list otherwise", () => {
    expect(matchActive(staff, '/admin/siem/cases?filter[status]=mine')).toEqual({
      activeId: 'staff.soc.myCases',
      ancestorIds: ['staff.soc.cases'],
    });
    expect(active(staff, '/admin/siem/cases?page=2&filter%5Bstatus%5D=mine')).toBe('staff.soc.myCases');
    expect(active(staff, '/admin/siem/cases')).toBe('staff.soc.cases');
    expect(active(staff, '/admin/siem/cases?filter[status]=closed')).toBe('staff.soc.cases');
    expect(active(staff, '/admin/siem/cases/15')).toBe('staff.soc.cases');
  });

  it('reports the groups above the active entry, outermost first', () => {
    expect(matchActive(staff, '/admin/users/5')).toEqual({
      activeId: 'staff.admin.accounts.users',
      ancestorIds: ['staff.admin.accounts'],
    });
    expect(matchActive(client, '/services/vps/123')).toEqual({
      activeId: 'client.services.vps',
      ancestorIds: ['client.services'],
    });
    const nested = [{ id: 'g', children: [{ id: 'h', children: [{ id: 'x', href: '/x' }] }] }];
    expect(matchActive(nested, '/x')).toEqual({ activeId: 'x', ancestorIds: ['g', 'h'] });
  });

  it('never lights external entries, and falls back to the href when an entry has no id', () => {
    expect(active(staff, docsUrl)).toBeNull();
    expect(active([{ href: '/plain' }], '/plain/1')).toBe('/plain');
    expect(active([{ id: 'evil', href: '//evil.example/x' }], '//evil.example/x')).toBeNull();
  });

  it("works on the sidebar's data as well", () => {
    const sidebar = toSidebarSections(
      buildStaffMenu({}),
      (key) => navLabelsEn[key as keyof typeof navLabelsEn],
    );
    expect(
      matchActive(
        sidebar.flatMap((section) => section.items),
        '/admin/vcloud/vms/1',
      ),
    ).toEqual({
      activeId: 'staff.external.vcloud.vms',
      ancestorIds: ['staff.external.vcloud'],
    });
  });
});
