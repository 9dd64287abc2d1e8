import { describe, expect, it } from 'vitest';
import { buildClientMenu, CLIENT_SERVICES_PERMISSION } from './client-menu';
import { navLabelsEn, navLabelsPl } from './labels';
import type { NavLabelKey } from './labels';
import { buildStaffMenu, OUR_DESIGN } from './staff-menu';
import type { MenuItem, MenuSection, ServiceType } from './types';

const DOCS_URL = 'https://docs.example.com/portal/';
const STATUS_URL = 'https://status.example.com/';

const serviceTypes: ServiceType[] = [
  { name: 'Serwery VPS', type: 'vps', icon_svgo: '<svg viewBox="0 0 1 1"></svg>', services_count: 3 },
  { name: 'Kopie zapasowe', type: 'backup', icon_svgo: '<svg viewBox="0 0 1 1"></svg>', services_count: 0 },
];

const pl = (key: string): string => navLabelsPl[key as NavLabelKey];
const en = (key: string): string => navLabelsEn[key as NavLabelKey];

/** An entry with where it sits: its section and the groups above it. */
interface Placed {
  item: MenuItem;
  section: MenuSection;
  ancestors: MenuItem[];
}

function flatten(sections: readonly MenuSection[]): Placed[] {
  const out: Placed[] = [];
  const visit = (section: MenuSection, items: readonly MenuItem[], ancestors: MenuItem[]): void => {
    for (const item of items) {
      out.push({ item, section, ancestors });
      if (item.children) visit(section, item.children, [...ancestors, item]);
    }
  };
  sections.forEach((section) => visit(section, section.items, []));
  return out;
}

/** The permissions an entry accepts (any one of them is enough). */
const accepted = (item: MenuItem): string[] =>
  [...(item.permission ? [item.permission] : []), ...(item.optionalPermissions ?? [])].sort();

/** The Polish headers above an entry: its section's label, then each group (without an address) above it. */
const placeOf = ({ section, ancestors }: Placed): string[] => [
  ...(section.displayLabel ? [pl(section.displayLabel)] : []),
  ...ancestors.filter((ancestor) => ancestor.href === undefined).map((ancestor) => pl(ancestor.name)),
];

// ---------------------------------------------------------------------------------------------
// Spec 2, "Client sidebar entries", row by row: route, entry (the spec gives it in English),
// permission(s). null: no permission.
// ---------------------------------------------------------------------------------------------
const CLIENT_TABLE: ReadonlyArray<
  readonly [route: string, entry: string | null, permission: string[] | null]
> = [
  ['/', 'Dashboard', null],
  ['/services/{type}', null, ['client-services-list']],
  ['/support/issues', 'Support', null],
  ['/payments', 'Payments', ['client-invoices-list', 'client-orders-list']],
  ['/projects', 'Projects', ['client-projects-show']],
  ['/contacts', 'Contacts', ['client-contacts-list']],
  ['/documents', 'Documents', null],
  ['/siem/integrations', 'SOC', ['siem-integration-list']],
];

describe('client menu: spec 2 table, row by row', () => {
  const menu = buildClientMenu(serviceTypes);
  const entries = flatten(menu);

  it.each(CLIENT_TABLE.filter(([route]) => route !== '/services/{type}'))(
    '%s is "%s" with permission %j',
    (route, entry, permission) => {
      const found = entries.find(({ item }) => item.href === route);
      expect(found, route).toBeDefined();
      const { item } = found!;
      expect(accepted(item)).toEqual(permission ? [...permission].sort() : []);
      expect(en(item.name)).toBe(entry);
      expect(pl(item.name)).toBeTruthy();
    },
  );

  it('/services/{type}: one entry per service type, its own name, icon and count, in a group hidden without the permission', () => {
    const group = entries.find(({ item }) =>
      item.children?.some((child) => child.href?.startsWith('/services/')),
    );
    expect(group?.item.permission).toBe(CLIENT_SERVICES_PERMISSION);
    expect(group?.item.collapsible).toBe(true);
    expect(pl(group!.item.name)).toBe('Usługi');
    expect(group?.item.children?.map((child) => child.href)).toEqual(['/services/vps', '/services/backup']);
    for (const [index, serviceType] of serviceTypes.entries()) {
      const child = group!.item.children![index]!;
      expect(child).toMatchObject({
        name: serviceType.name,
        labelIsText: true,
        permission: 'client-services-list',
        icon: serviceType.icon_svgo,
        badge: serviceType.services_count,
      });
    }
  });

  it('Payments also highlights for /invoices and /orders; Dashboard only for /', () => {
    const payments = entries.find(({ item }) => item.href === '/payments')!.item;
    expect(payments.matchHrefs).toEqual(['/invoices', '/orders']);
    expect(entries.find(({ item }) => item.href === '/')!.item.exact).toBe(true);
  });

  it('has exactly the rows of the table, in its order, in one section without a header', () => {
    expect(menu).toHaveLength(1);
    expect(menu[0]!.displayLabel).toBeUndefined();
    const routes = menu[0]!.items.map((item) => item.href ?? '/services/{type}');
    expect(routes).toEqual(CLIENT_TABLE.map(([route]) => route));
  });

  it('encodes the service type in its path and keeps each type once', () => {
    const odd = buildClientMenu([
      { name: 'A/B', type: 'a b/c', icon_svgo: '', services_count: 1 },
      { name: 'again', type: 'a b/c', icon_svgo: '', services_count: 1 },
      { name: 'no type', type: '', icon_svgo: '', services_count: 1 },
    ]);
    const group = odd[0]!.items.find((item) => item.id === 'client.services')!;
    expect(group.children?.map((child) => child.href)).toEqual(['/services/a%20b%2Fc']);
  });
});

// ---------------------------------------------------------------------------------------------
// Spec 2, "Staff sidebar sections", row by row. `where`: the Polish section header and group
// names the spec gives ([] for the Dashboard, which has no header). `route`: DOCS and STATUS are
// the configured external addresses. `ours`: the spec does not show the path or the permission
// (or, for the status page, any permission), so the entry carries an `ourDesign` note.
// ---------------------------------------------------------------------------------------------
type StaffRow = readonly [where: string[], route: string, permission: string | null, ours?: 'ours'];

const A = 'Administracja';
const Z = 'Zewnętrzne usługi';
const STAFF_TABLE: readonly StaffRow[] = [
  [[], '/admin/dashboard', 'dashboard-list'],

  [[A, 'Konta i użytkownicy'], '/admin/users', 'user-list'],
  [[A, 'Konta i użytkownicy'], '/admin/projects', 'project-list'],
  [[A, 'Konta i użytkownicy'], '/admin/companies', 'company-list'],
  [[A, 'Konta i użytkownicy'], '/admin/contracts', 'contract-list'],
  [[A, 'Konta i użytkownicy'], '/admin/partners', 'partner-list'],
  [[A, 'Konta i użytkownicy'], '/admin/contact-types', 'contact-type-list'],
  [[A, 'Konta i użytkownicy'], '/admin/company-contact-types', 'company-contact-type-list'],
  [[A, 'Konta i użytkownicy'], '/admin/mailings', 'mailing-list'],

  [[A, 'Usługi'], '/admin/catalog', 'product-catalog-list'],
  [[A, 'Usługi'], '/admin/services', 'service-list'],
  [[A, 'Usługi'], '/admin/tariffs', 'tariff-list'],
  [[A, 'Usługi'], '/admin/prices', 'price-list'],
  [[A, 'Usługi'], '/admin/product-component-costs', 'cost-list'],
  [[A, 'Usługi'], '/admin/services/show-deleted-services', 'service-list'],
  [[A, 'Usługi'], '/admin/electric-meters', 'electric-meter-list'],
  [[A, 'Usługi'], '/admin/electric-meter-values-notifications', 'electric-meter-value-notification-list'],
  [[A, 'Usługi'], '/admin/orders', 'order-list'],
  [[A, 'Usługi'], '/admin/documents', 'documents-list'],
  [[A, 'Usługi'], '/admin/enova-trade-components', 'enova-trade-component-list'],

  [[A, 'Płatności'], '/admin/reports/partner-commissions/upload', 'partner-commission-upload'],
  [[A, 'Płatności'], '/admin/enova-data', 'enova-report-list'],
  [[A, 'Płatności'], '/admin/income-report-data', 'income-report-list'],
  [[A, 'Płatności'], '/admin/enova-data/settlements-comparison', 'enova-report-list'],
  [[A, 'Płatności'], '/admin/invoices', 'invoice-list'],
  [[A, 'Płatności'], '/admin/invoices/import', 'invoice-create'],
  [[A, 'Płatności'], '/admin/invoices/create', 'invoice-create'],
  [[A, 'Płatności'], '/admin/accounting-items', 'accounting-item-list'],

  [[A, 'Developer'], '/admin/roles', 'role-list'],
  [[A, 'Developer'], '/admin/permissions', 'permission-list'],
  [[A, 'Developer'], '/admin/cloud-deploy-steps', 'deploy-list'],
  [[A, 'Developer'], '/admin/deploy-steps-ceph', 'deploy-list'],
  [[A, 'Developer'], '/admin/eset-deploy-steps', 'deploy-list'],
  [[A, 'Developer'], '/admin/invoice-import-steps', 'invoice-show'],
  [[A, 'Developer'], '/admin/settings', 'settings-list'],
  [[A, 'Developer'], 'DOCS', 'doc-list'],
  [[A, 'Developer'], '/admin/ui', 'ui-list'],
  [[A, 'Developer'], '/admin/failed-jobs', 'failed-job-list'],

  [[A, 'Support'], '/admin/support/issues', 'support-issue-list'],
  [[A, 'Support'], '/admin/support/ope', 'support-issue-list'],
  [[A, 'Support'], '/admin/reports/support/overview', 'report-support'],
  [[A, 'Support'], '/admin/reports/support/table', 'report-support'],
  [[A, 'Support'], '/admin/support/mails', 'support-mail-list'],

  [[A], '/admin/reports', 'report-list'],
  [[A], '/admin/changelog', 'changelog-list'],
  [[A], '/admin/public-ips', 'public-ip-list'],
  [[A], '/admin/public-ips/archive', 'public-ip-archive-list'],

  [[Z], '/admin/ceph', 'ceph-list'],
  [[Z], '/admin/ceph/users', 'ceph-user-list'],
  [[Z], '/admin/enova/clients', 'enova-clients-list'],
  [[Z], '/admin/kaltura', 'kaltura-list'],
  [[Z], '/admin/rabbit', 'rabbit-view'],
  [[Z], '/admin/ripe', 'ripe-db-search'],

  [[Z, 'VMware Cloud'], '/admin/vcloud/dashboard', 'vcloud-dashboard-list', 'ours'],
  [[Z, 'VMware Cloud'], '/admin/vcloud/organizations', 'vcloud-organization-list', 'ours'],
  [[Z, 'VMware Cloud'], '/admin/vcloud/vdcs', 'vcloud-vdc-list', 'ours'],
  [[Z, 'VMware Cloud'], '/admin/vcloud/networks', 'vcloud-network-list', 'ours'],
  [[Z, 'VMware Cloud'], '/admin/vcloud/provider-vdcs', 'vcloud-provider-vdc-list', 'ours'],
  [[Z, 'VMware Cloud'], '/admin/vcloud/pvdc-storage-profiles', 'vcloud-pvdc-storage-profile-list', 'ours'],
  [[Z, 'VMware Cloud'], '/admin/vcloud/cells', 'vcloud-cell-list', 'ours'],
  [[Z, 'VMware Cloud'], '/admin/vcloud/edge-gateways', 'vcloud-edge-gateway-list', 'ours'],
  [[Z, 'VMware Cloud'], '/admin/vcloud/provider-gateways', 'vcloud-provider-gateway-list', 'ours'],
  [[Z, 'VMware Cloud'], '/admin/vcloud/external-networks', 'vcloud-external-network-list', 'ours'],
  [[Z, 'VMware Cloud'], '/admin/vcloud/network-pools', 'vcloud-network-pool-list', 'ours'],
  [[Z, 'VMware Cloud'], '/admin/vcloud/vapps', 'vcloud-vapp-list', 'ours'],
  [[Z, 'VMware Cloud'], '/admin/vcloud/vms', 'vcloud-vm-list', 'ours'],
  [[Z, 'VMware Cloud'], '/admin/vcloud/ip-spaces', 'vcloud-ip-space-list', 'ours'],
  [[Z, 'VMware Cloud'], '/admin/vcloud/vdc-groups', 'vcloud-vdc-group-list', 'ours'],

  [[Z, 'VMware Infrastructure'], '/admin/vmware/vcenters', 'vmware-vcenter-list', 'ours'],
  [[Z, 'VMware Infrastructure'], '/admin/vmware/nsx-t-managers', 'vmware-nsx-t-manager-list', 'ours'],
  [[Z, 'VMware Infrastructure'], '/admin/vmware/storage-containers', 'vmware-storage-container-list', 'ours'],
  [[Z, 'VMware Infrastructure'], '/admin/vmware/hosts', 'vmware-host-list', 'ours'],
  [[Z, 'VMware Administration'], '/admin/vmware/gateway-interfaces', 'vmware-gateway-interface-list', 'ours'],
  [[Z, 'VMware Administration'], '/admin/vmware/users', 'vmware-user-list', 'ours'],
  [[Z, 'VMware Administration'], '/admin/vmware/sites', 'vmware-site-list', 'ours'],
  [[Z, 'VMware Monitor'], '/admin/vmware/tasks', 'vmware-task-list', 'ours'],
  [[Z], '/admin/vrops', 'vrops-list', 'ours'],

  [['Veeam'], '/admin/veeam/', 'veeam-api-host-list'],
  [['Veeam'], '/admin/veeam/backups', 'veeam-api-host-list'],
  [['Veeam'], '/admin/veeam/repositories', 'veeam-api-host-list'],

  [['Maintenance'], '/admin/status', 'status-list'],
  [['Maintenance'], 'STATUS', null, 'ours'],
  [['Maintenance'], '/admin/activity', 'activity-list'],
  [['Maintenance'], '/admin/planned-jobs', 'planned-jobs-list'],

  [['Infrastruktura dyskowa'], '/admin/disk-arrays', 'disk-arrays-list'],
  [['Infrastruktura dyskowa'], '/admin/luns', 'disk-arrays-list'],
  [['Infrastruktura dyskowa'], '/admin/reports/resource-capacity', 'resource-capacity-report-view'],

  [['Infrastruktura sieciowa'], '/admin/net/networks', 'net-list'],
  [['Infrastruktura sieciowa'], '/admin/net/ips', 'ip-list'],
  [['Infrastruktura sieciowa'], '/admin/net/ips/history', 'ip-archive-list'],

  [['Umowy'], '/admin/contract-agreements', 'contract-agreement-list'],
  [['Umowy'], '/admin/contract-signatures', 'contract-signature-list'],

  [['SOC'], '/admin/siem/cases', 'admin-siem-case-list'],
  [['SOC'], '/admin/siem/cases?filter[status]=mine', 'admin-siem-case-list', 'ours'],
  [['SOC'], '/admin/siem/dashboard', 'admin-siem-dashboard-show', 'ours'],
  [['SOC'], '/admin/siem/ioc-types', 'admin-siem-ioc-type-list', 'ours'],
  [['SOC'], '/admin/siem/ioc-analyzers', 'admin-siem-ioc-analyzer-list', 'ours'],
  [['SOC'], '/admin/siem/integrations', 'admin-siem-integration-list', 'ours'],
  [['SOC'], '/admin/siem/rules', 'admin-siem-rule-list', 'ours'],
  [['SOC'], '/admin/siem/report-incidents', 'admin-siem-report-incident-list', 'ours'],
];

const resolve = (route: string): string =>
  route === 'DOCS' ? DOCS_URL : route === 'STATUS' ? STATUS_URL : route;

describe('staff menu: spec 2 lists, row by row', () => {
  const menu = buildStaffMenu({ docsUrl: DOCS_URL, statusUrl: STATUS_URL });
  const entries = flatten(menu);
  const links = entries.filter(({ item }) => item.href !== undefined);

  const rows = STAFF_TABLE.map(([where, route, permission, ours]) => ({
    place: where.join(' > ') || '(no header)',
    where,
    route,
    permission: permission ?? 'no permission',
    ours: ours === 'ours',
  }));
  it.each(rows)('$place: $route needs $permission', ({ where, route, permission, ours }) => {
    const found = links.filter(({ item }) => item.href === resolve(route));
    expect(found, route).toHaveLength(1);
    const placed = found[0]!;
    expect(accepted(placed.item)).toEqual(permission === 'no permission' ? [] : [permission]);
    expect(placeOf(placed)).toEqual(where);
    expect(Boolean(placed.item.ourDesign), `ourDesign on ${route}`).toBe(ours);
    if (placed.item.ourDesign) expect(OUR_DESIGN[placed.item.ourDesign], route).toMatch(/^Spec 2 /);
    expect(pl(placed.item.name), `Polish label of ${route}`).toBeTruthy();
    expect(en(placed.item.name), `English label of ${route}`).toBeTruthy();
  });

  it('has no entry the spec does not list, and each once', () => {
    expect(links.map(({ item }) => item.href).sort()).toEqual(
      STAFF_TABLE.map(([, route]) => resolve(route)).sort(),
    );
  });

  it('has the sections and groups of spec 2, in its order, with the Polish names it gives', () => {
    const sectionLabels = menu.map((section) => (section.displayLabel ? pl(section.displayLabel) : null));
    expect(sectionLabels).toEqual([
      null,
      'Administracja',
      'Zewnętrzne usługi',
      'Veeam',
      'Maintenance',
      'Infrastruktura dyskowa',
      'Infrastruktura sieciowa',
      'Umowy',
      'SOC',
    ]);
    const groups = (label: string) =>
      menu
        .find((section) => section.displayLabel && pl(section.displayLabel) === label)!
        .items.filter((item) => item.href === undefined)
        .map((item) => pl(item.name));
    expect(groups('Administracja')).toEqual([
      'Konta i użytkownicy',
      'Usługi',
      'Płatności',
      'Developer',
      'Support',
    ]);
    expect(groups('Zewnętrzne usługi')).toEqual([
      'VMware Cloud',
      'VMware Infrastructure',
      'VMware Administration',
      'VMware Monitor',
    ]);
    expect(menu[0]!.items.map((item) => pl(item.name))).toEqual(['Dashboard']);
    const vrops = links.find(({ item }) => item.href === '/admin/vrops')!.item;
    expect(pl(vrops.name)).toBe('VMware Aria Operations');
  });

  it("puts 'My cases' under the case list, opening it with the status column prefiltered", () => {
    const cases = links.find(({ item }) => item.href === '/admin/siem/cases')!.item;
    expect(cases.children).toHaveLength(1);
    const myCases = cases.children![0]!;
    expect(en(myCases.name)).toBe('My cases');
    const url = new URL(myCases.href!, 'http://x');
    expect(url.pathname).toBe('/admin/siem/cases');
    expect(url.searchParams.get('filter[status]')).toBe('mine');
  });

  it('opens the documentation and the status page in a new tab, never through the router', () => {
    for (const url of [DOCS_URL, STATUS_URL]) {
      const { item } = links.find(({ item }) => item.href === url)!;
      expect(item.external).toBe(true);
      expect(item.isInertiaLink).toBe(false);
    }
    expect(pl(links.find(({ item }) => item.href === STATUS_URL)!.item.name)).toBe('Status usług');
    expect(links.filter(({ item }) => item.external)).toHaveLength(2);
  });

  it('leaves the external entries out when their addresses are not configured or not http(s)', () => {
    for (const config of [
      {},
      { docsUrl: 'javascript:alert(1)', statusUrl: 'data:text/html,x' },
      { docsUrl: 'docs' },
    ]) {
      const hrefs = flatten(buildStaffMenu(config)).flatMap(({ item }) => (item.href ? [item.href] : []));
      expect(hrefs.filter((href) => !href.startsWith('/admin/'))).toEqual([]);
    }
  });

  it('has groups without addresses and entries without children', () => {
    for (const { item } of entries) {
      if (item.href === undefined) expect(item.children?.length, item.id).toBeGreaterThan(0);
    }
  });
});

describe('menu data: ids and labels', () => {
  const menus = [buildClientMenu(serviceTypes), buildStaffMenu({ docsUrl: DOCS_URL, statusUrl: STATUS_URL })];

  it('gives every entry an id unique within its menu', () => {
    for (const menu of menus) {
      const ids = flatten(menu).map(({ item }) => item.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
    const names = menus.flat().map((section) => section.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('labels every entry and section with a key both catalogues have', () => {
    for (const menu of menus) {
      for (const section of menu) if (section.displayLabel) expect(pl(section.displayLabel)).toBeTruthy();
      for (const { item } of flatten(menu)) {
        if (item.labelIsText) continue;
        expect(navLabelsPl, item.name).toHaveProperty([item.name]);
        expect(navLabelsEn, item.name).toHaveProperty([item.name]);
      }
    }
  });

  it('has the same keys in Polish and English, none empty, and uses every key', () => {
    expect(Object.keys(navLabelsEn).sort()).toEqual(Object.keys(navLabelsPl).sort());
    for (const text of [...Object.values(navLabelsPl), ...Object.values(navLabelsEn)])
      expect(text.trim()).not.toBe('');
    const used = new Set(
      menus.flatMap((menu) => [
        ...menu.flatMap((section) => (section.displayLabel ? [section.displayLabel] : [])),
        ...flatten(menu).map(({ item }) => item.name),
      ]),
    );
    expect(Object.keys(navLabelsPl).filter((key) => !used.has(key))).toEqual([]);
  });
});
