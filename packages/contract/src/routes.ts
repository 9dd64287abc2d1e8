/**
 * Every address the web app calls on the server, and the server's own form posts and redirects, as
 * the server registers them (`:name` is a path parameter). The server registers exactly these; the
 * web app fills them in with `pathOf`.
 */
export const API = {
  layout: '/api/layout',
  csrfToken: '/api/csrf-token',
  themeSetting: '/api/settings/theme',
  accountSessions: '/api/account/sessions',
  accountOtherSessions: '/api/account/sessions/others',
  accountSession: '/api/account/sessions/:id',
  /** Two-factor sign-in (TOTP) of the signed-in person: its state, setting it up, its recovery codes. */
  accountTwoFactor: '/api/account/two-factor',
  accountTwoFactorSetup: '/api/account/two-factor/setup',
  accountTwoFactorConfirm: '/api/account/two-factor/confirm',
  accountTwoFactorRecoveryCodes: '/api/account/two-factor/recovery-codes',
  accountTwoFactorDisable: '/api/account/two-factor/disable',
  accountPassword: '/api/account/password',
  services: '/api/services',
  /** The client dashboard's figures for the selected project (open issues, unpaid invoices, documents). */
  dashboard: '/api/dashboard',
  siemCases: '/api/admin/siem/cases',
  /** One SOC case with its assets, indicators and timeline; the writes below answer it too. */
  siemCase: '/api/admin/siem/cases/:id',
  siemCaseStatus: '/api/admin/siem/cases/:id/status',
  siemCaseSeverity: '/api/admin/siem/cases/:id/severity',
  siemCaseAssignee: '/api/admin/siem/cases/:id/assignee',
  siemCaseComments: '/api/admin/siem/cases/:id/comments',
  /** The SOC dashboard's figures (`?days=`, soc-dashboard.ts). */
  siemDashboard: '/api/admin/siem/dashboard',
  users: '/api/admin/users',
  /** The selected project's SIEM integrations (/siem/integrations, siem-integration-list). */
  siemIntegrations: '/api/siem/integrations',
  uploads: '/api/uploads',
  uploadQuota: '/api/uploads/quota',
  supportOptions: '/api/support/options',
  supportIssues: '/api/support/issues',
  supportIssue: '/api/support/issues/:id',
  supportIssueMessages: '/api/support/issues/:id/messages',
  staffSupportIssues: '/api/admin/support/issues',
  staffSupportIssue: '/api/admin/support/issues/:id',
  staffSupportIssueMessages: '/api/admin/support/issues/:id/messages',
  staffSupportIssueStatus: '/api/admin/support/issues/:id/status',
  staffSupportIssueAssignee: '/api/admin/support/issues/:id/assignee',
  /** The selected project's documents (DOCUMENTS_LIST), and one document's file (an attachment). */
  documents: '/api/documents',
  documentFile: '/api/documents/:id/file',
  /** The selected project's contacts (CONTACTS_LIST; POST adds one), one contact, and the contact types. */
  contacts: '/api/contacts',
  contact: '/api/contacts/:id',
  contactTypes: '/api/contact-types',
  /** The selected project's invoices (INVOICES_LIST), one invoice with its lines, and its PDF. */
  invoices: '/api/invoices',
  invoice: '/api/invoices/:id',
  invoicePdf: '/api/invoices/:id/pdf',
  /** The selected project's orders (ORDERS_LIST). */
  orders: '/api/orders',
  /** One of the user's projects: its members and their roles, its services by type. */
  project: '/api/projects/:id',
} as const;

/** The multipart field of POST /api/uploads that holds the file (one file per request). */
export const UPLOAD_FIELD = 'file';

/** Addresses outside `/api`: HTML form posts and the pages the server itself answers. */
export const PAGES = {
  login: '/login',
  /** The second step of a sign-in with two-factor: the page (GET) and the code's form post (POST). */
  loginTwoFactor: '/login/two-factor',
  logout: '/logout',
  checkSession: '/check-session',
  changeProject: '/projects/change',
  language: '/lang/:locale',
  impersonate: '/admin/users/:id/impersonate',
  impersonateLeave: '/impersonate-leave',
  upload: '/uploads/:id',
  health: '/healthz',
} as const;

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** `path` with each `:name` replaced by its value, encoded as one path segment. */
export function pathOf<Path extends string>(
  path: Path,
  params: Record<ParamNames<Path>, string | number>,
): string {
  const values = params as Record<string, string | number>;
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`pathOf: no value for :${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}
