/**
 * The answers of the lists and the layout: each schema is what the server may send (Fastify
 * serialises through it, so nothing else leaves the server) and, as `Static`, the type the web app
 * reads. Dates are ISO 8601 strings.
 */
import Type from 'typebox';
import {
  ALLOCATION_MODELS,
  CASE_SEVERITIES,
  CASE_STATUSES,
  LOCALES,
  SERVICE_STATUSES,
  SUPPORT_CATEGORIES,
  SUPPORT_STATUSES,
  THEME_SETTINGS,
} from '../enums.js';
import type { PortalLinks } from '../links.js';

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const IsoDate = Type.String();

/** A person as lists show them: an assignee, an author. */
export const PersonSchema = Type.Object({ id: Type.Integer(), full_name: Type.String() });
export type Person = Type.Static<typeof PersonSchema>;

/** A project: its id and name (spec 3). */
export const ProjectSchema = Type.Object({ id: Type.Integer(), name: Type.String() });
export type Project = Type.Static<typeof ProjectSchema>;

// GET /api/services

export const ServiceRowSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  status: Type.Enum(SERVICE_STATUSES),
  allocation_model: Nullable(Type.Enum(ALLOCATION_MODELS)),
  created_at: IsoDate,
  updated_at: Nullable(IsoDate),
});
export type ServiceRow = Type.Static<typeof ServiceRowSchema>;

/** A page of services, and the type: its name, and whether its services have an allocation model. */
export const ServicesPageSchema = Type.Object({
  type: Type.Object({ type: Type.String(), name: Type.String(), allocationModels: Type.Boolean() }),
  rows: Type.Array(ServiceRowSchema),
  total: Type.Integer(),
});
export type ServicesPage = Type.Static<typeof ServicesPageSchema>;

// GET /api/admin/siem/cases

export const CaseRowSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  severity: Type.Enum(CASE_SEVERITIES),
  status: Type.Enum(CASE_STATUSES),
  assignee: Nullable(PersonSchema),
  created_at: IsoDate,
  resolved_at: Nullable(IsoDate),
  closed_at: Nullable(IsoDate),
});
export type CaseRow = Type.Static<typeof CaseRowSchema>;

/** A page of cases, and who can be assigned (the assignee filter's options). */
export const CasesPageSchema = Type.Object({
  rows: Type.Array(CaseRowSchema),
  total: Type.Integer(),
  assignees: Type.Array(PersonSchema),
});
export type CasesPage = Type.Static<typeof CasesPageSchema>;

// GET /api/support/issues and /api/admin/support/issues

export const IssueRowSchema = Type.Object({
  id: Type.Integer(),
  subject: Type.String(),
  category: Type.Enum(SUPPORT_CATEGORIES),
  status: Type.Enum(SUPPORT_STATUSES),
  created_at: IsoDate,
  updated_at: IsoDate,
  resolved_at: Nullable(IsoDate),
});
export type IssueRow = Type.Static<typeof IssueRowSchema>;

export const IssuesPageSchema = Type.Object({ rows: Type.Array(IssueRowSchema), total: Type.Integer() });
export type IssuesPage = Type.Static<typeof IssuesPageSchema>;

/** An issue as the staff list shows it: its project, assignee and author too. */
export const StaffIssueRowSchema = Type.Object({
  ...IssueRowSchema.properties,
  project: ProjectSchema,
  assignee: Nullable(PersonSchema),
  author: Nullable(PersonSchema),
});
export type StaffIssueRow = Type.Static<typeof StaffIssueRowSchema>;

/** A page of the staff list, and the choices above it: who can be assigned, and every project. */
export const StaffIssuesPageSchema = Type.Object({
  rows: Type.Array(StaffIssueRowSchema),
  total: Type.Integer(),
  assignees: Type.Array(PersonSchema),
  projects: Type.Array(ProjectSchema),
});
export type StaffIssuesPage = Type.Static<typeof StaffIssuesPageSchema>;

// GET /api/admin/users

/** A user as the staff's user list shows them; `userType` is `client` or the product's staff type. */
export const AdminUserSchema = Type.Object({
  id: Type.Integer(),
  full_name: Type.String(),
  email: Type.String(),
  userType: Type.String(),
});
export type AdminUser = Type.Static<typeof AdminUserSchema>;

export const UsersSchema = Type.Object({ users: Type.Array(AdminUserSchema) });
export type Users = Type.Static<typeof UsersSchema>;

// GET /api/layout

/** A service type with the number of services in the selected project (spec 3); the icon is sanitised SVG. */
export const ServiceTypeSchema = Type.Object({
  name: Type.String(),
  type: Type.String(),
  icon_svgo: Type.String(),
  services_count: Type.Integer(),
});
export type ServiceType = Type.Static<typeof ServiceTypeSchema>;

/** The signed-in user as the layout input describes them (spec 3). */
export const LayoutUserSchema = Type.Object({
  id: Type.Integer(),
  full_name: Type.String(),
  email: Type.String(),
  projects: Type.Array(ProjectSchema),
  selectedProject: Nullable(ProjectSchema),
  layoutPermissions: Type.Array(Type.String()),
  impersonated: Type.Boolean(),
});
export type LayoutUser = Type.Static<typeof LayoutUserSchema>;

/** `GET /api/layout`: what the server hands the shell (spec 3's layout input, and more). */
export const LayoutInputSchema = Type.Object({
  user: LayoutUserSchema,
  /** `client`, or the product's staff type (spec 3). */
  userType: Type.String(),
  layoutPermissions: Type.Array(Type.String()),
  projectId: Nullable(Type.Integer()),
  serviceTypes: Type.Array(ServiceTypeSchema),
  env: Type.String(),
  version: Type.String(),
  locale: Type.Enum(LOCALES),
  product: Type.String(),
  staffLabel: Type.String(),
  /** The user's theme setting, saved on the server. */
  theme: Type.Enum(THEME_SETTINGS),
  /**
   * A staff member who must turn on two-factor sign-in before anything else (the server's
   * PORTAL_REQUIRE_STAFF_TWO_FACTOR): until then every other call answers 403
   * `two_factor_setup_required`, and the portal shows its settings page.
   */
  twoFactorSetupRequired: Type.Boolean(),
  /** Addresses outside the portal (server configuration). */
  links: Type.Object({
    companySite: Type.String(),
    knowledgeBase: Type.String(),
    status: Type.String(),
    docs: Type.String(),
  }),
});
export type LayoutInput = Type.Static<typeof LayoutInputSchema>;

/** `POST /api/settings/theme`: the body, and the answer. */
export const ThemeSettingSchema = Type.Object(
  { theme: Type.Enum(THEME_SETTINGS) },
  { additionalProperties: false },
);
export type ThemeSettingBody = Type.Static<typeof ThemeSettingSchema>;

/**
 * `GET /api/account/sessions`: the signed-in person's own sessions (sign-ins on their devices), the
 * one asking first marked `current`. `id` names a session to end; it is not its cookie, nor what the
 * server stores of it.
 */
export const AccountSessionSchema = Type.Object({
  id: Type.String(),
  current: Type.Boolean(),
  ip: Nullable(Type.String()),
  user_agent: Nullable(Type.String()),
  created_at: IsoDate,
  last_seen_at: IsoDate,
});
export type AccountSession = Type.Static<typeof AccountSessionSchema>;
export const AccountSessionsSchema = Type.Object({ sessions: Type.Array(AccountSessionSchema) });
export type AccountSessions = Type.Static<typeof AccountSessionsSchema>;

/** `DELETE /api/account/sessions/others`: how many sessions it ended. */
export const EndedSessionsSchema = Type.Object({ ended: Type.Integer({ minimum: 0 }) });
export type EndedSessions = Type.Static<typeof EndedSessionsSchema>;

/** Fails to compile when the layout's links and `PortalLinks` (links.ts) stop describing the same object. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const LINKS_MATCH: Same<LayoutInput['links'], PortalLinks> = true;
