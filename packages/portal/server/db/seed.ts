/**
 * The demo data of a first start: four accounts that show every case of the shell (a client with several
 * projects, a client without permissions, staff with every permission, staff with few), all with the
 * password `demo-password`. Runs once: a settings row marks it done, inside the same transaction, so
 * several instances starting together on one PostgreSQL seed it once.
 */
import type { Kysely, Transaction } from 'kysely';
import { hashPassword } from '../security/password.js';
import {
  CLIENT_PERMISSIONS,
  IMPERSONATE_PERMISSION,
  SEARCH_PERMISSION,
  STAFF_PERMISSIONS,
  SUPPORT_PERMISSIONS,
  allPermissionNames,
} from './permissions.js';
import type { Database, StoredUserType } from './schema.js';

export const DEMO_PASSWORD = 'demo-password';
const SEED_KEY = 'seed.demo';

export interface DemoAccount {
  email: string;
  fullName: string;
  userType: StoredUserType;
  /** Who it is, as the start banner and the root README (`npm run docs`) say. */
  description: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'client@example.com',
    fullName: 'Anna Kowalska',
    userType: 'client',
    description: 'client Anna Kowalska: three projects, every client permission and search',
  },
  {
    email: 'basic@example.com',
    fullName: 'basic@example.com',
    userType: 'client',
    description: 'client with one project and no permissions',
  },
  {
    email: 'staff@example.com',
    fullName: 'Piotr Nowak',
    userType: 'staff',
    description: 'staff Piotr Nowak: every staff permission, search and impersonation',
  },
  {
    email: 'support@example.com',
    fullName: 'Marta Zielińska',
    userType: 'staff',
    description: 'staff with the support permissions only',
  },
];

const icon = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" ` +
  `stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${body}</svg>`;

/** Service types in menu order; `services` maps a project key to the number of services of the type. */
const SERVICE_TYPES = [
  {
    name: 'Serwery wirtualne',
    type: 'virtual-servers',
    icon: icon(
      '<rect x="3" y="4" width="18" height="7" rx="1"/><rect x="3" y="13" width="18" height="7" rx="1"/>',
    ),
    services: { shop: 3, staging: 1, basic: 1 },
  },
  {
    name: 'Kopie zapasowe',
    type: 'backup',
    icon: icon('<path d="M12 3v12"/><path d="m7 10 5 5 5-5"/><path d="M4 19h16"/>'),
    services: { shop: 2 },
  },
  {
    name: 'Kolokacja',
    type: 'colocation',
    icon: icon('<rect x="5" y="2" width="14" height="20" rx="1"/><path d="M9 6h6M9 10h6M9 14h6"/>'),
    services: { shop: 1, archive: 1 },
  },
  {
    name: 'Domeny',
    type: 'domains',
    icon: icon(
      '<circle cx="12" cy="12" r="9"/><path d="M3 12h18"/><path d="M12 3a14 14 0 0 1 0 18a14 14 0 0 1 0-18"/>',
    ),
    services: { shop: 4, archive: 2 },
  },
  {
    name: 'Certyfikaty SSL',
    type: 'ssl-certificates',
    icon: icon('<rect x="5" y="11" width="14" height="10" rx="2"/><path d="M8 11V7a4 4 0 0 1 8 0v4"/>'),
    services: { shop: 1 },
  },
  {
    name: 'Poczta e-mail',
    type: 'email',
    icon: icon('<rect x="3" y="5" width="18" height="14" rx="2"/><path d="m3 7 9 6 9-6"/>'),
    services: {},
  },
] as const;

const PROJECTS = [
  { key: 'shop', name: 'Sklep internetowy', members: ['client@example.com'] },
  { key: 'staging', name: 'Środowisko testowe', members: ['client@example.com'] },
  { key: 'archive', name: 'Archiwum dokumentów', members: ['client@example.com'] },
  { key: 'basic', name: 'Projekt podstawowy', members: ['basic@example.com'] },
] as const;

const ROLES: Record<string, { permissions: readonly string[]; members: readonly string[] }> = {
  client: { permissions: [...CLIENT_PERMISSIONS, SEARCH_PERMISSION], members: ['client@example.com'] },
  'staff-admin': {
    permissions: [...STAFF_PERMISSIONS, SEARCH_PERMISSION, IMPERSONATE_PERMISSION],
    members: ['staff@example.com'],
  },
  'staff-support': { permissions: SUPPORT_PERMISSIONS, members: ['support@example.com'] },
};

async function insertDemoData(trx: Transaction<Database>, now: number, passwordCost: number | undefined) {
  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD, passwordCost)));

  const userIds = new Map<string, number>();
  for (const [index, account] of DEMO_ACCOUNTS.entries()) {
    const row = await trx
      .insertInto('users')
      .values({
        email: account.email,
        full_name: account.fullName,
        password_hash: hashes[index] ?? '',
        user_type: account.userType,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    userIds.set(account.email, row.id);
  }

  const permissionIds = new Map<string, number>();
  for (const name of allPermissionNames()) {
    const row = await trx
      .insertInto('permissions')
      .values({ name })
      .returning('id')
      .executeTakeFirstOrThrow();
    permissionIds.set(name, row.id);
  }
  for (const [name, role] of Object.entries(ROLES)) {
    const { id: roleId } = await trx
      .insertInto('roles')
      .values({ name })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('role_permissions')
      .values(
        role.permissions.map((permission) => ({
          role_id: roleId,
          permission_id: permissionIds.get(permission)!,
        })),
      )
      .execute();
    await trx
      .insertInto('user_roles')
      .values(role.members.map((email) => ({ user_id: userIds.get(email)!, role_id: roleId })))
      .execute();
  }

  const projectIds = new Map<string, number>();
  for (const project of PROJECTS) {
    const { id } = await trx
      .insertInto('projects')
      .values({ name: project.name, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    projectIds.set(project.key, id);
    await trx
      .insertInto('memberships')
      .values(
        project.members.map((email) => ({ user_id: userIds.get(email)!, project_id: id, created_at: now })),
      )
      .execute();
  }

  for (const [position, serviceType] of SERVICE_TYPES.entries()) {
    const { id: typeId } = await trx
      .insertInto('service_types')
      .values({ name: serviceType.name, type: serviceType.type, icon_svgo: serviceType.icon, position })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [projectKey, count] of Object.entries(serviceType.services as Record<string, number>)) {
      const projectId = projectIds.get(projectKey)!;
      const rows = Array.from({ length: count }, (_, index) => ({
        project_id: projectId,
        service_type_id: typeId,
        name: `${serviceType.name} ${index + 1}`,
        created_at: now,
      }));
      if (rows.length > 0) await trx.insertInto('services').values(rows).execute();
    }
  }
}

/** Seeds the demo data unless it has been seeded before. Returns whether it seeded now. */
export async function seedDemoData(
  db: Kysely<Database>,
  { now = Date.now(), passwordCost }: { now?: number; passwordCost?: number | undefined } = {},
): Promise<boolean> {
  const done = await db.selectFrom('settings').select('key').where('key', '=', SEED_KEY).executeTakeFirst();
  if (done) return false;
  try {
    await db.transaction().execute(async (trx) => {
      // Claim the seed first: a second instance seeding at the same moment fails on this key and rolls back.
      await trx
        .insertInto('settings')
        .values({ key: SEED_KEY, value: new Date(now).toISOString(), updated_at: now })
        .execute();
      await insertDemoData(trx, now, passwordCost);
    });
    return true;
  } catch (error) {
    const seeded = await db
      .selectFrom('settings')
      .select('key')
      .where('key', '=', SEED_KEY)
      .executeTakeFirst();
    if (seeded) return false;
    throw error;
  }
}
