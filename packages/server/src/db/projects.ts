/** A project's members and services by type, for its page (routes/projects.ts). */
import { PROJECT_ROLES, type ProjectRole } from '@portal-elements/contract';
import type { ProjectMember, ProjectServiceType } from '@portal-elements/contract/schemas';
import type { Kysely, Transaction } from 'kysely';
import { serviceTypesFor } from './queries.js';
import type { Database } from './schema.js';
import { zonedDay } from './soc-dashboard.js';

type Executor = Kysely<Database> | Transaction<Database>;

const rank = (role: ProjectRole) => PROJECT_ROLES.indexOf(role);

/**
 * The project's members: by role in PROJECT_ROLES order (the owner first), then by name in the
 * language's collation, then by id. A project has tens of members, not thousands, so they are sorted
 * here rather than with a CASE in SQL.
 */
export async function projectMembers(
  db: Executor,
  projectId: number,
  locale: string,
): Promise<ProjectMember[]> {
  const collator = new Intl.Collator(locale);
  const rows = await db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select(['users.id', 'users.full_name', 'users.email', 'memberships.role', 'memberships.created_at'])
    .where('memberships.project_id', '=', projectId)
    .execute();
  return rows
    .sort((a, b) => rank(a.role) - rank(b.role) || collator.compare(a.full_name, b.full_name) || a.id - b.id)
    .map(({ created_at, ...member }) => ({ ...member, since: zonedDay(created_at) }));
}

/** The service types the project has services of, in menu order, with how many. */
export async function projectServiceTypes(db: Executor, projectId: number): Promise<ProjectServiceType[]> {
  const types = await serviceTypesFor(db, projectId);
  return types
    .filter((entry) => entry.services_count > 0)
    .map(({ type, name, services_count }) => ({ type, name, services_count }));
}
