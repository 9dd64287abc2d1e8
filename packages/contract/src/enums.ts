/**
 * The closed sets of values that cross the wire: each one is stored by the server, validated in every
 * query that filters by it, and labelled by the web app. Order matters where it is said: workflows
 * are in workflow order, and the lists sort those columns by that order, not alphabetically.
 */

/** A service is in use or not (migration 0009). */
export const SERVICE_STATUSES = ['active', 'inactive'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

/** The allocation models of spec section 3; AllocationVApp is displayed as Pay-As-You-Go. */
export const ALLOCATION_MODELS = ['AllocationPool', 'AllocationVApp', 'ReservationPool'] as const;
export type AllocationModel = (typeof ALLOCATION_MODELS)[number];

/** How bad a SOC case is, least first (the list sorts severity by this rank). */
export const CASE_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type CaseSeverity = (typeof CASE_SEVERITIES)[number];

/** A SOC case's workflow, in order. */
export const CASE_STATUSES = ['new', 'in_progress', 'resolved', 'closed'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

/** What a SOC case's timeline entry is: a comment, a status change, a severity change, an assignment. */
export const CASE_EVENT_KINDS = ['comment', 'status', 'severity', 'assignment'] as const;
export type CaseEventKind = (typeof CASE_EVENT_KINDS)[number];

/** What a case affects: a host (server or workstation), a user account, a mailbox, one of our addresses. */
export const CASE_ASSET_KINDS = ['host', 'account', 'mailbox', 'address'] as const;
export type CaseAssetKind = (typeof CASE_ASSET_KINDS)[number];

/** What points at the attacker (indicators of compromise): an address, a domain, a sender, a CVE, a file. */
export const CASE_INDICATOR_KINDS = ['ip', 'domain', 'email', 'cve', 'file'] as const;
export type CaseIndicatorKind = (typeof CASE_INDICATOR_KINDS)[number];

/** The SIEM products a project's integration reads from (migration 0015). */
export const SIEM_PRODUCTS = ['wazuh', 'microsoft_sentinel', 'elastic_security', 'splunk', 'qradar'] as const;
export type SiemProduct = (typeof SIEM_PRODUCTS)[number];

/** A SIEM integration's state: sending events, paused by the client, or failing (no events lately). */
export const SIEM_INTEGRATION_STATES = ['active', 'paused', 'failing'] as const;
export type SiemIntegrationState = (typeof SIEM_INTEGRATION_STATES)[number];

/** A support issue's workflow, in order (migration 0011). */
export const SUPPORT_STATUSES = ['new', 'open', 'waiting_for_customer', 'resolved', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

/** The fixed categories of support issues, in the order the form offers them. */
export const SUPPORT_CATEGORIES = ['technical', 'billing', 'account', 'service_request', 'other'] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];

/** What a support thread entry is: a message (the description is the first), a status change, an assignment. */
export const SUPPORT_ENTRY_KINDS = ['message', 'status', 'assignment'] as const;
export type SupportEntryKind = (typeof SUPPORT_ENTRY_KINDS)[number];

/** What a project's document is (migration 0017): a contract, a price list, a report. */
export const DOCUMENT_KINDS = ['contract', 'price_list', 'report'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * A member's part in a project (migration 0019), as the project page shows it: the owner (who signed
 * for it), a technical contact, a billing contact, or a reader. It describes the person; what they may
 * do in the portal comes from their permissions, not from this.
 */
export const PROJECT_ROLES = ['owner', 'technical', 'billing', 'viewer'] as const;
export type ProjectRole = (typeof PROJECT_ROLES)[number];

/** The user's theme setting; `system` follows the operating system. */
export const THEME_SETTINGS = ['system', 'light', 'dark'] as const;
export type ThemeSetting = (typeof THEME_SETTINGS)[number];

/** The portal's languages; Polish is the default (spec section 1). */
export const LOCALES = ['pl', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pl';

/**
 * The status filter's extra value on the staff's lists (SOC cases, support issues): the rows assigned
 * to the signed-in staff member ('My cases', 'Moje'). It is no status: with statuses, both must hold.
 */
export const MINE = 'mine';
/** The assignee filter's value for the rows assigned to nobody. */
export const UNASSIGNED = 'none';
