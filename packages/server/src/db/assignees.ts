/**
 * Who can take a row of a staff list (a SOC case, a support issue): the staff who hold the list's
 * permission. The assignee filter offers them and anyone a row is still assigned to (who may have
 * lost the permission since), by full name as the lists sort names (A-Z folded, then byte by byte),
 * then id.
 */
import type { StaffPermission } from '@portal-elements/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DialectName } from './database.js';
import { bytewise, folded } from './list-sql.js';
import type { Database } from './schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

export interface Person {
  id: number;
  full_name: string;
}

/** The staff who hold `permission` through a role, as a query to narrow further or run. */
export function staffHolding(db: Executor, permission: StaffPermission) {
  return db
    .selectFrom('users')
    .select(['users.id', 'users.full_name'])
    .where('users.user_type', '=', 'staff')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_roles')
          .innerJoin('role_permissions', 'role_permissions.role_id', 'user_roles.role_id')
          .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
          .select('permissions.id')
          .whereRef('user_roles.user_id', '=', 'users.id')
          .where('permissions.name', '=', permission),
      ),
    );
}

/** The people of `query`, by full name as the lists sort names, then id. */
function byName(query: ReturnType<typeof staffHolding>, dialect: DialectName): Promise<Person[]> {
  return query
    .orderBy(folded(dialect, 'users.full_name'))
    .orderBy(bytewise(dialect, 'users.full_name'))
    .orderBy('users.id')
    .execute();
}

/** The staff who hold `permission`, by name: who a row may be assigned to now. */
export function holdersOf(
  db: Executor,
  dialect: DialectName,
  permission: StaffPermission,
): Promise<Person[]> {
  return byName(staffHolding(db, permission), dialect);
}

/** The assignee filter's options of the list of `table`, whose takers hold `permission`. */
export async function assigneeOptions(
  db: Executor,
  dialect: DialectName,
  permission: StaffPermission,
  table: 'siem_cases' | 'support_issues',
): Promise<Person[]> {
  return byName(
    db
      .selectFrom('users')
      .select(['users.id', 'users.full_name'])
      .where((eb) =>
        eb.or([
          eb('users.id', 'in', staffHolding(db, permission).clearSelect().select('users.id')),
          eb.exists(
            eb
              .selectFrom(table)
              .select(sql.ref<number>(`${table}.id`).as('id'))
              .whereRef(sql.ref(`${table}.assignee_id`), '=', sql.ref('users.id')),
          ),
        ]),
      ),
    dialect,
  );
}
