/** The reads and small writes the routes share, written once with Kysely so they run on both dialects. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

export interface ProjectRef {
  id: number;
  name: string;
}

export interface ServiceTypeEntry {
  name: string;
  type: string;
  icon_svgo: string;
  services_count: number;
}

/** The names of every permission the user holds through their roles, sorted. */
export async function permissionsOf(db: Executor, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('role_permissions', 'role_permissions.role_id', 'user_roles.role_id')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .select('permissions.name')
    .distinct()
    .where('user_roles.user_id', '=', userId)
    .orderBy('permissions.name')
    .execute();
  return rows.map((row) => row.name);
}

export async function hasPermission(db: Executor, userId: number, permission: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_roles')
    .innerJoin('role_permissions', 'role_permissions.role_id', 'user_roles.role_id')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .select('permissions.id')
    .where('user_roles.user_id', '=', userId)
    .where('permissions.name', '=', permission)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function projectsOf(db: Executor, userId: number): Promise<ProjectRef[]> {
  return db
    .selectFrom('memberships')
    .innerJoin('projects', 'projects.id', 'memberships.project_id')
    .select(['projects.id', 'projects.name'])
    .where('memberships.user_id', '=', userId)
    .orderBy('projects.id')
    .execute();
}

/** The project, if the user is a member of it. */
export async function memberProject(
  db: Executor,
  userId: number,
  projectId: number,
): Promise<ProjectRef | undefined> {
  return db
    .selectFrom('memberships')
    .innerJoin('projects', 'projects.id', 'memberships.project_id')
    .select(['projects.id', 'projects.name'])
    .where('memberships.user_id', '=', userId)
    .where('memberships.project_id', '=', projectId)
    .executeTakeFirst();
}

/** Every service type in menu order, with the number of services the project has of each. */
export async function serviceTypesFor(db: Executor, projectId: number | null): Promise<ServiceTypeEntry[]> {
  const rows = await db
    .selectFrom('service_types')
    .leftJoin('services', (join) =>
      join
        .onRef('services.service_type_id', '=', 'service_types.id')
        .on('services.project_id', '=', projectId ?? -1),
    )
    .select((eb) => [
      'service_types.name',
      'service_types.type',
      'service_types.icon_svgo',
      eb.fn.count<number | string | bigint>('services.id').as('services_count'),
    ])
    .groupBy([
      'service_types.id',
      'service_types.name',
      'service_types.type',
      'service_types.icon_svgo',
      'service_types.position',
    ])
    .orderBy('service_types.position')
    .orderBy('service_types.id')
    .execute();
  return rows.map((row) => ({ ...row, services_count: Number(row.services_count) }));
}

export async function getUserSetting(db: Executor, userId: number, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('user_settings')
    .select('value')
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value;
}

export async function setUserSetting(db: Executor, userId: number, key: string, value: string, now: number) {
  await db
    .insertInto('user_settings')
    .values({ user_id: userId, key, value, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doUpdateSet({ value, updated_at: now }))
    .execute();
}

export const SELECTED_PROJECT_SETTING = 'selected_project_id';
export const THEME_SETTING = 'theme';

/** The project a new session of the user starts in: the last one chosen if still theirs, else the first. */
export async function startingProject(db: Executor, userId: number): Promise<number | null> {
  const saved = Number(await getUserSetting(db, userId, SELECTED_PROJECT_SETTING));
  if (Number.isSafeInteger(saved) && saved > 0 && (await memberProject(db, userId, saved))) return saved;
  const first = await db
    .selectFrom('memberships')
    .select('project_id')
    .where('user_id', '=', userId)
    .orderBy('project_id')
    .limit(1)
    .executeTakeFirst();
  return first?.project_id ?? null;
}

export interface AuditEntry {
  action: string;
  actorId: number | null;
  subjectId?: number | null;
  ip?: string | null;
  details?: Record<string, unknown>;
}

export async function writeAudit(db: Executor, entry: AuditEntry, now: number): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      created_at: now,
      action: entry.action,
      actor_id: entry.actorId,
      subject_id: entry.subjectId ?? null,
      ip: entry.ip?.slice(0, 64) ?? null,
      details: entry.details ? JSON.stringify(entry.details) : null,
    })
    .execute();
}
