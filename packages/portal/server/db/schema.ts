/**
 * The database as Kysely sees it. Times are milliseconds since the epoch (BIGINT), so the same queries run
 * on SQLite and on PostgreSQL; the PostgreSQL pool parses BIGINT into numbers (see database.ts).
 */
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

export const SERVICE_STATUSES = ['active', 'inactive'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

/** The allocation models of spec section 3 (AllocationVApp is displayed as Pay-As-You-Go). */
export const ALLOCATION_MODELS = ['AllocationPool', 'AllocationVApp', 'ReservationPool'] as const;
export type AllocationModel = (typeof ALLOCATION_MODELS)[number];

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

export const CASE_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type CaseSeverity = (typeof CASE_SEVERITIES)[number];

/** A case's workflow, in order. */
export const CASE_STATUSES = ['new', 'in_progress', 'resolved', 'closed'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

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
  sessions: SessionsTable;
  settings: SettingsTable;
  user_settings: UserSettingsTable;
  audit_log: AuditLogTable;
  login_attempts: LoginAttemptsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
