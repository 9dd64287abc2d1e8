/**
 * The database as Kysely sees it. Times are milliseconds since the epoch (BIGINT), so the same queries run
 * on SQLite and on PostgreSQL; the PostgreSQL pool parses BIGINT into numbers (see database.ts).
 */
import type {
  AllocationModel,
  CaseAssetKind,
  CaseEventKind,
  CaseIndicatorKind,
  CaseSeverity,
  CaseStatus,
  DocumentKind,
  OrderStatus,
  ProjectRole,
  ServiceStatus,
  SiemIntegrationState,
  SiemProduct,
  SupportCategory,
  SupportEntryKind,
  SupportStatus,
  VatRate,
} from '@portal-elements/contract';
import type { Generated, Insertable, Selectable } from 'kysely';

/** Staff are stored as 'staff'; the API shows them as the configured product name (spec: user type {product}). */
export type StoredUserType = 'client' | 'staff';

export interface UsersTable {
  id: Generated<number>;
  email: string;
  full_name: string;
  password_hash: string;
  user_type: StoredUserType;
  created_at: number;
  updated_at: number;
}

export interface ProjectsTable {
  id: Generated<number>;
  name: string;
  created_at: number;
}

export interface MembershipsTable {
  user_id: number;
  project_id: number;
  created_at: number;
  /** The member's part in the project (migration 0019); 'viewer' unless set. */
  role: Generated<ProjectRole>;
}

export interface PermissionsTable {
  id: Generated<number>;
  name: string;
}

export interface RolesTable {
  id: Generated<number>;
  name: string;
}

export interface RolePermissionsTable {
  role_id: number;
  permission_id: number;
}

export interface UserRolesTable {
  user_id: number;
  role_id: number;
}

export interface ServiceTypesTable {
  id: Generated<number>;
  name: string;
  type: string;
  icon_svgo: string;
  position: number;
}

export interface ServicesTable {
  id: Generated<number>;
  project_id: number;
  service_type_id: number;
  name: string;
  created_at: number;
  /** 'active' unless set (migration 0009). */
  status: Generated<ServiceStatus>;
  /** Null for service types that have no allocation model. */
  allocation_model: AllocationModel | null;
  /** Null until the service is first changed. */
  updated_at: number | null;
}

/** A SOC case (migration 0010). */
export interface SiemCasesTable {
  id: Generated<number>;
  title: string;
  severity: CaseSeverity;
  status: CaseStatus;
  /** The staff member working on it; null when unassigned (or when the user was deleted). */
  assignee_id: number | null;
  created_at: number;
  /** Set for resolved and closed cases. */
  resolved_at: number | null;
  /** Set for closed cases. */
  closed_at: number | null;
  /** The integration that raised it (migration 0015); null when the SOC raised it by hand. */
  integration_id: number | null;
}

/** A project's SIEM integration: where its cases come from (migration 0015). */
export interface SiemIntegrationsTable {
  id: Generated<number>;
  project_id: number;
  name: string;
  product: SiemProduct;
  state: SiemIntegrationState;
  /** The newest event it sent; null before the first. */
  last_event_at: number | null;
  created_at: number;
}

/** Something a case affects (migration 0015). */
export interface SiemCaseAssetsTable {
  id: Generated<number>;
  case_id: number;
  kind: CaseAssetKind;
  value: string;
}

/** An indicator of compromise of a case (migration 0015). */
export interface SiemCaseIndicatorsTable {
  id: Generated<number>;
  case_id: number;
  kind: CaseIndicatorKind;
  value: string;
}

/** One entry of a case's timeline (migration 0015). */
export interface SiemCaseEventsTable {
  id: Generated<number>;
  case_id: number;
  /** Who wrote or changed it; null when that user was deleted. */
  author_id: number | null;
  kind: CaseEventKind;
  /** A comment's sanitised HTML; null for the other kinds. */
  body: string | null;
  /** A status or severity change: the value it left and the one it set; null for the other kinds. */
  from_value: string | null;
  to_value: string | null;
  /** An assignment: the new assignee (null: nobody, or that user was deleted). */
  assignee_id: number | null;
  /** Why a case was reopened (plain text); null for every other entry. */
  reason: string | null;
  created_at: number;
}

/** A client's support issue in one project (migration 0011). */
export interface SupportIssuesTable {
  id: Generated<number>;
  project_id: number;
  /** Who opened it; null when that user was deleted. */
  author_id: number | null;
  subject: string;
  category: SupportCategory;
  status: SupportStatus;
  /** The staff member handling it; null when unassigned (or when the user was deleted). */
  assignee_id: number | null;
  created_at: number;
  /** The time of the latest thread entry. */
  updated_at: number;
  /** When it was last resolved (or closed without being resolved first); null while it is worked on. */
  resolved_at: number | null;
}

/** One entry of an issue's thread (migration 0011). */
export interface SupportMessagesTable {
  id: Generated<number>;
  issue_id: number;
  author_id: number | null;
  kind: SupportEntryKind;
  /** The sanitised HTML of a message; null for the other kinds. */
  body: string | null;
  /** A status change: from and to. */
  from_status: SupportStatus | null;
  to_status: SupportStatus | null;
  /** An assignment: the new assignee (null: unassigned). */
  assignee_id: number | null;
  created_at: number;
}

/** An uploaded file, kept in the database (migration 0011). */
export interface UploadsTable {
  /** 16 random bytes, base64url (22 characters): unguessable. */
  id: string;
  owner_id: number;
  /** The project the owner had selected (a client's); null for staff without one. */
  project_id: number | null;
  /** What uses it: null until a support message attaches it. */
  issue_id: number | null;
  message_id: number | null;
  /** The original file name, made safe for a header (db/uploads.ts). */
  name: string;
  /** The type detected from the content, never the one claimed. */
  type: string;
  size: number;
  /** SHA-256 of the bytes, hex. */
  sha256: string;
  data: Buffer;
  created_at: number;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the cookie's random value; the value itself is never stored. */
  id: string;
  /** The user the session acts as (the client while impersonating). */
  user_id: number;
  /** The staff member behind an impersonation, or null. */
  impersonator_id: number | null;
  /** The project the staff member had selected before impersonating, restored on leaving. */
  impersonator_project_id: number | null;
  project_id: number | null;
  locale: string | null;
  ip: string | null;
  user_agent: string | null;
  created_at: number;
  last_seen_at: number;
  /** The absolute end of the session, however active it is. */
  expires_at: number;
}

/** Installation-wide settings. */
export interface SettingsTable {
  key: string;
  value: string;
  updated_at: number;
}

/** Per-user settings (theme, the last selected project). */
export interface UserSettingsTable {
  user_id: number;
  key: string;
  value: string;
  updated_at: number;
}

export interface AuditLogTable {
  id: Generated<number>;
  created_at: number;
  action: string;
  actor_id: number | null;
  subject_id: number | null;
  ip: string | null;
  details: string | null;
}

/**
 * Sign-in attempts per key (an address, an account at an address, an account): how many since the key
 * was last quiet for the window, when the last one was admitted, and when the next one may be.
 */
export interface LoginAttemptsTable {
  key: string;
  count: number;
  last_at: number;
  next_at: Generated<number>;
}

/** One rate limit's count in its current window (security/write-limits.ts). */
export interface WriteCountsTable {
  key: string;
  count: number;
  window_start: number;
}

/** A user's TOTP secret (migration 0014): encrypted (security/totp.ts), confirmed or only set up. */
export interface UserTwoFactorTable {
  user_id: number;
  /** AES-256-GCM of the base32 secret with a key derived from the server secret (security/totp.ts). */
  secret: string;
  /** When a code confirmed it: two-factor sign-in is on. Null while it is only set up. */
  confirmed_at: number | null;
  /** The last TOTP time step a code was accepted for; a code of this step or an earlier one is refused. */
  last_step: Generated<number>;
  created_at: number;
}

/** One of a user's one-time recovery codes (migration 0014), kept only as a keyed hash. */
export interface TwoFactorRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  /** HMAC-SHA-256 (hex) of the normalised code, keyed from the server secret. */
  code_hash: string;
  created_at: number;
  /** When it was used; null while it is unused. */
  used_at: number | null;
}

/** A sign-in whose password was right, waiting for its second step (migration 0014). */
export interface TwoFactorSignInsTable {
  /** SHA-256 (hex) of the cookie's random token; the token itself is never stored. */
  id: string;
  user_id: number;
  locale: string | null;
  /** Codes tried so far (each counted before it is checked). */
  attempts: Generated<number>;
  created_at: number;
  expires_at: number;
}

/** A contact type (migration 0017): reference data, named in Polish and English. */
export interface ContactTypesTable {
  id: Generated<number>;
  key: string;
  name_pl: string;
  name_en: string;
  position: number;
}

/** A project's contact (migration 0017); phone and position are '' when not given. */
export interface ContactsTable {
  id: Generated<number>;
  project_id: number;
  name: string;
  email: string;
  phone: string;
  position: string;
  created_at: number;
  updated_at: number;
}

/** A contact's types (at least one). */
export interface ContactTypeLinksTable {
  contact_id: number;
  type_id: number;
}

/** A project's document and its file (migration 0017). */
export interface DocumentsTable {
  id: Generated<number>;
  project_id: number;
  title: string;
  kind: DocumentKind;
  /** The document's date, `YYYY-MM-DD`. */
  issued_on: string;
  file_name: string;
  type: string;
  size: number;
  data: Buffer;
  created_at: number;
}

/** A project's invoice (migration 0016): amounts in grosze, dates YYYY-MM-DD; overdue is computed. */
export interface InvoicesTable {
  id: Generated<number>;
  project_id: number;
  number: string;
  issue_date: string;
  sale_date: string;
  due_date: string;
  net: number;
  vat: number;
  gross: number;
  /** When it was paid; null while unpaid. */
  paid_at: number | null;
  created_at: number;
}

/** One line of an invoice (migration 0016), `position` its order. */
export interface InvoiceLinesTable {
  id: Generated<number>;
  invoice_id: number;
  position: number;
  description: string;
  quantity: number;
  unit: string;
  unit_net: number;
  vat_rate: VatRate;
  net: number;
  vat: number;
  gross: number;
}

/** A project's order (migration 0016). */
export interface OrdersTable {
  id: Generated<number>;
  project_id: number;
  number: string;
  description: string;
  status: OrderStatus;
  ordered_at: number;
}

export interface Database {
  users: UsersTable;
  projects: ProjectsTable;
  memberships: MembershipsTable;
  permissions: PermissionsTable;
  roles: RolesTable;
  role_permissions: RolePermissionsTable;
  user_roles: UserRolesTable;
  service_types: ServiceTypesTable;
  services: ServicesTable;
  siem_cases: SiemCasesTable;
  siem_integrations: SiemIntegrationsTable;
  siem_case_assets: SiemCaseAssetsTable;
  siem_case_indicators: SiemCaseIndicatorsTable;
  siem_case_events: SiemCaseEventsTable;
  support_issues: SupportIssuesTable;
  support_messages: SupportMessagesTable;
  invoices: InvoicesTable;
  invoice_lines: InvoiceLinesTable;
  orders: OrdersTable;
  uploads: UploadsTable;
  sessions: SessionsTable;
  settings: SettingsTable;
  user_settings: UserSettingsTable;
  audit_log: AuditLogTable;
  login_attempts: LoginAttemptsTable;
  write_counts: WriteCountsTable;
  user_two_factor: UserTwoFactorTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  two_factor_sign_ins: TwoFactorSignInsTable;
  contact_types: ContactTypesTable;
  contacts: ContactsTable;
  contact_type_links: ContactTypeLinksTable;
  documents: DocumentsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
