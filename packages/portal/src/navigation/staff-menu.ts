import type { Permission, VCLOUD_PAGES, VMWARE_PAGES } from '@portal-elements/contract';
import { group, link, section } from './define';
import { navIcons } from './icons';
import type { NavLabelKey } from './labels';
import type { MenuItem, MenuSection, OurDesignKey } from './types';

/** Addresses outside the portal; they are configuration, not code. */
export interface StaffMenuLinks {
  /** The developer documentation (Administracja > Developer, permission doc-list). */
  docsUrl?: string;
  /** The public service status page (Maintenance; also the footer's 'Status usług'). */
  statusUrl?: string;
}

/** The query that opens the SOC case list with its status column filtered to the user's cases. */
export const MY_CASES_QUERY = 'filter[status]=mine';

/** Why we chose what the spec does not show; each note is kept on the entries it explains. */
export const OUR_DESIGN: Record<OurDesignKey, string> = {
  vcloudPermission:
    'Spec 2 gives the path and only the pattern vcloud-*-list; the * is the page named in the singular, ' +
    'as in every permission the spec does name (user-list for /admin/users).',
  vmwarePage:
    'Spec 2 names the page but not its path or permission: /admin/vmware/{page} and vmware-{page in the ' +
    'singular}-list, following the /admin/vcloud/{page} and vcloud-*-list pattern of VMware Cloud.',
  vropsPermission: 'Spec 2 gives /admin/vrops but no permission: vrops-list, after the other VMware entries.',
  siemPage:
    'Spec 2 shows only /admin/siem/cases exactly: /admin/siem/{page} with admin-siem-{page in the singular}-list, ' +
    'after admin-siem-case-list (the dashboard shows rather than lists: admin-siem-dashboard-show).',
  myCases:
    `Spec 2 says the case list opens with its status column prefiltered, not how: the query ${MY_CASES_QUERY} ` +
    '(the column, and the value meaning "assigned to me"); the same permission as the case list.',
  statusPage:
    'Spec 2 names no permission for the external status page: it is public, so every staff user sees it ' +
    '(the footer links it for everyone); the address comes from configuration.',
};

/** An address that may be opened in a new tab: absolute http(s) only, so no javascript: or data:. */
function isWebAddress(url: string | undefined): url is string {
  if (url === undefined) return false;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** An entry leading off the portal; left out when its address is not configured (or not http(s)). */
function externalLink(
  key: NavLabelKey,
  url: string | undefined,
  permission?: Permission,
  ourDesign?: OurDesignKey,
): MenuItem[] {
  if (!isWebAddress(url)) return [];
  return [
    link(key, url, permission, { external: true, isInertiaLink: false, ...(ourDesign ? { ourDesign } : {}) }),
  ];
}

/** A VMware Cloud page: /admin/vcloud/{segment}, permission vcloud-{singular}-list. */
function vcloud(key: NavLabelKey, segment: string, singular: (typeof VCLOUD_PAGES)[number]): MenuItem {
  return link(key, `/admin/vcloud/${segment}`, `vcloud-${singular}-list`, {
    ourDesign: 'vcloudPermission',
  });
}

/** A VMware Infrastructure / Administration / Monitor page (path and permission are ours). */
function vmware(key: NavLabelKey, segment: string, singular: (typeof VMWARE_PAGES)[number]): MenuItem {
  return link(key, `/admin/vmware/${segment}`, `vmware-${singular}-list`, {
    ourDesign: 'vmwarePage',
  });
}

/** A SOC page beyond the case list (path and permission are ours). */
function siem(key: NavLabelKey, segment: string, permission: Permission): MenuItem {
  return link(key, `/admin/siem/${segment}`, permission, { ourDesign: 'siemPage' });
}

/**
 * The staff menu of spec 2: every section, group, route and permission, in the spec's order.
 * Unfiltered: pass it through `filterMenu` with the user's permissions.
 */
export function buildStaffMenu(links: StaffMenuLinks = {}): MenuSection[] {
  return [
    section('staff', undefined, [
      link('nav.staff.dashboard', '/admin/dashboard', 'dashboard-list', { icon: navIcons.dashboard }),
    ]),

    section('staff.admin', 'nav.staff.admin', [
      group('nav.staff.admin.accounts', [
        link('nav.staff.admin.accounts.users', '/admin/users', 'user-list'),
        link('nav.staff.admin.accounts.projects', '/admin/projects', 'project-list'),
        link('nav.staff.admin.accounts.companies', '/admin/companies', 'company-list'),
        link('nav.staff.admin.accounts.contracts', '/admin/contracts', 'contract-list'),
        link('nav.staff.admin.accounts.partners', '/admin/partners', 'partner-list'),
        link('nav.staff.admin.accounts.contactTypes', '/admin/contact-types', 'contact-type-list'),
        link(
          'nav.staff.admin.accounts.companyContactTypes',
          '/admin/company-contact-types',
          'company-contact-type-list',
        ),
        link('nav.staff.admin.accounts.mailings', '/admin/mailings', 'mailing-list'),
      ]),
      group('nav.staff.admin.services', [
        link('nav.staff.admin.services.catalog', '/admin/catalog', 'product-catalog-list'),
        link('nav.staff.admin.services.services', '/admin/services', 'service-list'),
        link('nav.staff.admin.services.tariffs', '/admin/tariffs', 'tariff-list'),
        link('nav.staff.admin.services.prices', '/admin/prices', 'price-list'),
        link('nav.staff.admin.services.componentCosts', '/admin/product-component-costs', 'cost-list'),
        link(
          'nav.staff.admin.services.deletedServices',
          '/admin/services/show-deleted-services',
          'service-list',
        ),
        link('nav.staff.admin.services.electricMeters', '/admin/electric-meters', 'electric-meter-list'),
        link(
          'nav.staff.admin.services.meterNotifications',
          '/admin/electric-meter-values-notifications',
          'electric-meter-value-notification-list',
        ),
        link('nav.staff.admin.services.orders', '/admin/orders', 'order-list'),
        link('nav.staff.admin.services.documents', '/admin/documents', 'documents-list'),
        link(
          'nav.staff.admin.services.enovaTradeComponents',
          '/admin/enova-trade-components',
          'enova-trade-component-list',
        ),
      ]),
      group('nav.staff.admin.payments', [
        link(
          'nav.staff.admin.payments.commissionUpload',
          '/admin/reports/partner-commissions/upload',
          'partner-commission-upload',
        ),
        link('nav.staff.admin.payments.enovaData', '/admin/enova-data', 'enova-report-list'),
        link('nav.staff.admin.payments.incomeReport', '/admin/income-report-data', 'income-report-list'),
        link(
          'nav.staff.admin.payments.settlementsComparison',
          '/admin/enova-data/settlements-comparison',
          'enova-report-list',
        ),
        link('nav.staff.admin.payments.invoices', '/admin/invoices', 'invoice-list'),
        link('nav.staff.admin.payments.invoiceImport', '/admin/invoices/import', 'invoice-create'),
        link('nav.staff.admin.payments.invoiceCreate', '/admin/invoices/create', 'invoice-create'),
        link('nav.staff.admin.payments.accountingItems', '/admin/accounting-items', 'accounting-item-list'),
      ]),
      group('nav.staff.admin.developer', [
        link('nav.staff.admin.developer.roles', '/admin/roles', 'role-list'),
        link('nav.staff.admin.developer.permissions', '/admin/permissions', 'permission-list'),
        link('nav.staff.admin.developer.cloudDeploySteps', '/admin/cloud-deploy-steps', 'deploy-list'),
        link('nav.staff.admin.developer.cephDeploySteps', '/admin/deploy-steps-ceph', 'deploy-list'),
        link('nav.staff.admin.developer.esetDeploySteps', '/admin/eset-deploy-steps', 'deploy-list'),
        link('nav.staff.admin.developer.invoiceImportSteps', '/admin/invoice-import-steps', 'invoice-show'),
        link('nav.staff.admin.developer.settings', '/admin/settings', 'settings-list'),
        ...externalLink('nav.staff.admin.developer.docs', links.docsUrl, 'doc-list'),
        link('nav.staff.admin.developer.ui', '/admin/ui', 'ui-list'),
        link('nav.staff.admin.developer.failedJobs', '/admin/failed-jobs', 'failed-job-list'),
      ]),
      group('nav.staff.admin.support', [
        link('nav.staff.admin.support.issues', '/admin/support/issues', 'support-issue-list'),
        link('nav.staff.admin.support.ope', '/admin/support/ope', 'support-issue-list'),
        link('nav.staff.admin.support.overview', '/admin/reports/support/overview', 'report-support'),
        link('nav.staff.admin.support.table', '/admin/reports/support/table', 'report-support'),
        link('nav.staff.admin.support.mails', '/admin/support/mails', 'support-mail-list'),
      ]),
      link('nav.staff.admin.reports', '/admin/reports', 'report-list'),
      link('nav.staff.admin.changelog', '/admin/changelog', 'changelog-list'),
      link('nav.staff.admin.publicIps', '/admin/public-ips', 'public-ip-list'),
      link('nav.staff.admin.publicIpsArchive', '/admin/public-ips/archive', 'public-ip-archive-list'),
    ]),

    section('staff.external', 'nav.staff.external', [
      link('nav.staff.external.ceph', '/admin/ceph', 'ceph-list'),
      link('nav.staff.external.cephUsers', '/admin/ceph/users', 'ceph-user-list'),
      link('nav.staff.external.enovaClients', '/admin/enova/clients', 'enova-clients-list'),
      link('nav.staff.external.kaltura', '/admin/kaltura', 'kaltura-list'),
      link('nav.staff.external.rabbit', '/admin/rabbit', 'rabbit-view'),
      link('nav.staff.external.ripe', '/admin/ripe', 'ripe-db-search'),
      group('nav.staff.external.vcloud', [
        vcloud('nav.staff.external.vcloud.dashboard', 'dashboard', 'dashboard'),
        vcloud('nav.staff.external.vcloud.organizations', 'organizations', 'organization'),
        vcloud('nav.staff.external.vcloud.vdcs', 'vdcs', 'vdc'),
        vcloud('nav.staff.external.vcloud.networks', 'networks', 'network'),
        vcloud('nav.staff.external.vcloud.providerVdcs', 'provider-vdcs', 'provider-vdc'),
        vcloud(
          'nav.staff.external.vcloud.pvdcStorageProfiles',
          'pvdc-storage-profiles',
          'pvdc-storage-profile',
        ),
        vcloud('nav.staff.external.vcloud.cells', 'cells', 'cell'),
        vcloud('nav.staff.external.vcloud.edgeGateways', 'edge-gateways', 'edge-gateway'),
        vcloud('nav.staff.external.vcloud.providerGateways', 'provider-gateways', 'provider-gateway'),
        vcloud('nav.staff.external.vcloud.externalNetworks', 'external-networks', 'external-network'),
        vcloud('nav.staff.external.vcloud.networkPools', 'network-pools', 'network-pool'),
        vcloud('nav.staff.external.vcloud.vapps', 'vapps', 'vapp'),
        vcloud('nav.staff.external.vcloud.vms', 'vms', 'vm'),
        vcloud('nav.staff.external.vcloud.ipSpaces', 'ip-spaces', 'ip-space'),
        vcloud('nav.staff.external.vcloud.vdcGroups', 'vdc-groups', 'vdc-group'),
      ]),
      group('nav.staff.external.vmwareInfrastructure', [
        vmware('nav.staff.external.vmwareInfrastructure.vcenters', 'vcenters', 'vcenter'),
        vmware('nav.staff.external.vmwareInfrastructure.nsxtManagers', 'nsx-t-managers', 'nsx-t-manager'),
        vmware(
          'nav.staff.external.vmwareInfrastructure.storageContainers',
          'storage-containers',
          'storage-container',
        ),
        vmware('nav.staff.external.vmwareInfrastructure.hosts', 'hosts', 'host'),
      ]),
      group('nav.staff.external.vmwareAdministration', [
        vmware(
          'nav.staff.external.vmwareAdministration.gatewayInterfaces',
          'gateway-interfaces',
          'gateway-interface',
        ),
        vmware('nav.staff.external.vmwareAdministration.users', 'users', 'user'),
        vmware('nav.staff.external.vmwareAdministration.sites', 'sites', 'site'),
      ]),
      group('nav.staff.external.vmwareMonitor', [
        vmware('nav.staff.external.vmwareMonitor.tasks', 'tasks', 'task'),
      ]),
      link('nav.staff.external.vrops', '/admin/vrops', 'vrops-list', {
        ourDesign: 'vropsPermission',
      }),
    ]),

    section('staff.veeam', 'nav.staff.veeam', [
      link('nav.staff.veeam.overview', '/admin/veeam/', 'veeam-api-host-list'),
      link('nav.staff.veeam.backups', '/admin/veeam/backups', 'veeam-api-host-list'),
      link('nav.staff.veeam.repositories', '/admin/veeam/repositories', 'veeam-api-host-list'),
    ]),

    section('staff.maintenance', 'nav.staff.maintenance', [
      link('nav.staff.maintenance.status', '/admin/status', 'status-list'),
      ...externalLink('nav.staff.maintenance.statusPage', links.statusUrl, undefined, 'statusPage'),
      link('nav.staff.maintenance.activity', '/admin/activity', 'activity-list'),
      link('nav.staff.maintenance.plannedJobs', '/admin/planned-jobs', 'planned-jobs-list'),
    ]),

    section('staff.disk', 'nav.staff.disk', [
      link('nav.staff.disk.diskArrays', '/admin/disk-arrays', 'disk-arrays-list'),
      link('nav.staff.disk.luns', '/admin/luns', 'disk-arrays-list'),
      link(
        'nav.staff.disk.resourceCapacity',
        '/admin/reports/resource-capacity',
        'resource-capacity-report-view',
      ),
    ]),

    section('staff.network', 'nav.staff.network', [
      link('nav.staff.network.networks', '/admin/net/networks', 'net-list'),
      link('nav.staff.network.ips', '/admin/net/ips', 'ip-list'),
      link('nav.staff.network.ipsHistory', '/admin/net/ips/history', 'ip-archive-list'),
    ]),

    section('staff.agreements', 'nav.staff.agreements', [
      link('nav.staff.agreements.agreements', '/admin/contract-agreements', 'contract-agreement-list'),
      link('nav.staff.agreements.signatures', '/admin/contract-signatures', 'contract-signature-list'),
    ]),

    section('staff.soc', 'nav.staff.soc', [
      link('nav.staff.soc.cases', '/admin/siem/cases', 'admin-siem-case-list', {
        collapsible: true,
        children: [
          link('nav.staff.soc.myCases', `/admin/siem/cases?${MY_CASES_QUERY}`, 'admin-siem-case-list', {
            ourDesign: 'myCases',
          }),
        ],
      }),
      siem('nav.staff.soc.dashboard', 'dashboard', 'admin-siem-dashboard-show'),
      siem('nav.staff.soc.iocTypes', 'ioc-types', 'admin-siem-ioc-type-list'),
      siem('nav.staff.soc.iocAnalyzers', 'ioc-analyzers', 'admin-siem-ioc-analyzer-list'),
      siem('nav.staff.soc.integrations', 'integrations', 'admin-siem-integration-list'),
      siem('nav.staff.soc.rules', 'rules', 'admin-siem-rule-list'),
      siem('nav.staff.soc.reportIncidents', 'report-incidents', 'admin-siem-report-incident-list'),
    ]),
  ];
}
