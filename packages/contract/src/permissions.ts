/**
 * The permission names the portal knows (spec sections 2 and 6): the server seeds and enforces them,
 * the web app's menus hide what they gate. Names printed in the spec are used verbatim. Where the spec
 * gives only a pattern (vcloud-*-list, admin-siem-*-list or -show) or no permission at all (the VMware
 * pages, /admin/vrops), the name is ours: the page named in the singular (the staff menu's notes say
 * why, entry by entry). The menus' entries are typed `Permission`, so a name not listed here fails
 * to compile.
 */

/** Client permissions (the client sidebar), plus 'search' which gates the search dialog for everybody. */
export const CLIENT_PERMISSIONS = [
  'client-services-list',
  'client-invoices-list',
  'client-orders-list',
  'client-projects-show',
  'client-contacts-list',
  'client-contacts-create',
  'client-contacts-update',
  'client-contacts-delete',
  'siem-integration-list',
] as const;

export const SEARCH_PERMISSION = 'search';
/**
 * The selected project's contacts (/contacts, GET /api/contacts, GET /api/contact-types). Adding,
 * changing and deleting a contact each need their own permission (ours; the spec names only the
 * list), each on top of this one.
 */
export const CONTACTS_LIST_PERMISSION = 'client-contacts-list';
export const CONTACTS_CREATE_PERMISSION = 'client-contacts-create';
export const CONTACTS_UPDATE_PERMISSION = 'client-contacts-update';
export const CONTACTS_DELETE_PERMISSION = 'client-contacts-delete';
/** The client's SOC page: the selected project's SIEM integrations (/siem/integrations, GET /api/siem/integrations). */
export const SIEM_INTEGRATION_LIST_PERMISSION = 'siem-integration-list';
/** The service lists (/services/{type} and GET /api/services). */
export const SERVICES_LIST_PERMISSION = 'client-services-list';
export const IMPERSONATE_PERMISSION = 'user-impersonate';
export const USER_LIST_PERMISSION = 'user-list';
/**
 * The staff's support issues (/admin/support/issues and /api/admin/support/issues): its holders see
 * every project's issues, answer them, change their status, and can be assigned them.
 */
export const SUPPORT_ISSUE_LIST_PERMISSION = 'support-issue-list';
/**
 * The SOC's case list and each case's page, read only (/admin/siem/cases, /admin/siem/cases/{id}, GET
 * /api/admin/siem/cases[/:id]); its holders can be assigned cases. The changes each need their own
 * permission (ours; the spec names none): SIEM_CASE_UPDATE_PERMISSION, SIEM_CASE_ASSIGN_PERMISSION,
 * SIEM_CASE_COMMENT_PERMISSION, each on top of this one.
 */
export const SIEM_CASE_LIST_PERMISSION = 'admin-siem-case-list';
/** Moving a case through its workflow (CASE_TRANSITIONS) and changing its severity. */
export const SIEM_CASE_UPDATE_PERMISSION = 'admin-siem-case-update';
/** Assigning a case to an analyst (a holder of SIEM_CASE_LIST_PERMISSION), or to nobody. */
export const SIEM_CASE_ASSIGN_PERMISSION = 'admin-siem-case-assign';
/** Writing comments in a case's timeline. */
export const SIEM_CASE_COMMENT_PERMISSION = 'admin-siem-case-comment';

/** VMware Cloud pages (/admin/vcloud/{segment}) by the singular name used in their permission. */
export const VCLOUD_PAGES = [
  'dashboard',
  'organization',
  'vdc',
  'network',
  'provider-vdc',
  'pvdc-storage-profile',
  'cell',
  'edge-gateway',
  'provider-gateway',
  'external-network',
  'network-pool',
  'vapp',
  'vm',
  'ip-space',
  'vdc-group',
] as const;

/** VMware Infrastructure, Administration and Monitor pages (paths and permissions not in the spec). */
export const VMWARE_PAGES = [
  'vcenter',
  'nsx-t-manager',
  'storage-container',
  'host',
  'gateway-interface',
  'user',
  'site',
  'task',
] as const;

/** A VMware Cloud page's permission: `vcloud-<page>-list`. */
export type VcloudPermission = `vcloud-${(typeof VCLOUD_PAGES)[number]}-list`;
/** A VMware page's permission: `vmware-<page>-list`. */
export type VmwarePermission = `vmware-${(typeof VMWARE_PAGES)[number]}-list`;

/** Every staff permission the spec names (the staff sidebar), in the order of its sections. */
export const STAFF_PERMISSIONS = [
  // Dashboard
  'dashboard-list',
  // Administracja: Konta i użytkownicy
  'user-list',
  'project-list',
  'company-list',
  'contract-list',
  'partner-list',
  'contact-type-list',
  'company-contact-type-list',
  'mailing-list',
  // Administracja: Usługi
  'product-catalog-list',
  'service-list',
  'tariff-list',
  'price-list',
  'cost-list',
  'electric-meter-list',
  'electric-meter-value-notification-list',
  'order-list',
  'documents-list',
  'enova-trade-component-list',
  // Administracja: Płatności
  'partner-commission-upload',
  'enova-report-list',
  'income-report-list',
  'invoice-list',
  'invoice-create',
  'accounting-item-list',
  // Administracja: Developer
  'role-list',
  'permission-list',
  'deploy-list',
  'invoice-show',
  'settings-list',
  'doc-list',
  'ui-list',
  'failed-job-list',
  // Administracja: Support
  'support-issue-list',
  'report-support',
  'support-mail-list',
  // Administracja: other entries
  'report-list',
  'changelog-list',
  'public-ip-list',
  'public-ip-archive-list',
  // Zewnętrzne usługi
  'ceph-list',
  'ceph-user-list',
  'enova-clients-list',
  'kaltura-list',
  'rabbit-view',
  'ripe-db-search',
  // VMware Cloud (derived: vcloud-<page>-list), VMware pages and Aria Operations (derived)
  ...VCLOUD_PAGES.map((page): VcloudPermission => `vcloud-${page}-list`),
  ...VMWARE_PAGES.map((page): VmwarePermission => `vmware-${page}-list`),
  'vrops-list',
  // Veeam
  'veeam-api-host-list',
  // Maintenance
  'status-list',
  'activity-list',
  'planned-jobs-list',
  // Infrastruktura dyskowa
  'disk-arrays-list',
  'resource-capacity-report-view',
  // Infrastruktura sieciowa
  'net-list',
  'ip-list',
  'ip-archive-list',
  // Umowy
  'contract-agreement-list',
  'contract-signature-list',
  // SOC: the first is verbatim, the others derived (admin-siem-<page>-list, the dashboard -show)
  'admin-siem-case-list',
  // The case's changes (ours: the spec shows only the list's permission)
  'admin-siem-case-update',
  'admin-siem-case-assign',
  'admin-siem-case-comment',
  'admin-siem-dashboard-show',
  'admin-siem-ioc-type-list',
  'admin-siem-ioc-analyzer-list',
  'admin-siem-integration-list',
  'admin-siem-rule-list',
  'admin-siem-report-incident-list',
] as const;

export type ClientPermission = (typeof CLIENT_PERMISSIONS)[number];
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];
/** Every permission the portal knows: a menu entry or a route gated by another name fails to compile. */
export type Permission =
  ClientPermission | StaffPermission | typeof SEARCH_PERMISSION | typeof IMPERSONATE_PERMISSION;

/** The support role of the seed: a staff member who sees little. */
export const SUPPORT_PERMISSIONS: readonly StaffPermission[] = [
  'dashboard-list',
  'support-issue-list',
  'report-support',
  'support-mail-list',
] as const;

/**
 * The SOC analysts' role of the seed: the dashboard and the SOC pages (admin-siem-*). Marked pure: a
 * call at the top of a module is a side effect to a bundler, which then keeps the whole staff list in
 * every bundle that imports the contract, the web app's first load included (about 0.8 kB gzip).
 */
export const SOC_PERMISSIONS: readonly StaffPermission[] = /* @__PURE__ */ (() => [
  'dashboard-list' as const,
  ...STAFF_PERMISSIONS.filter((name) => name.startsWith('admin-siem-')),
])();

/** Every permission name, each once. */
export function allPermissionNames(): Permission[] {
  return [
    ...new Set<Permission>([
      ...CLIENT_PERMISSIONS,
      SEARCH_PERMISSION,
      ...STAFF_PERMISSIONS,
      IMPERSONATE_PERMISSION,
    ]),
  ];
}
