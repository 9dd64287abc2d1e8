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
import {
  ALLOCATION_MODELS,
  type AllocationModel,
  type Database,
  type ServiceStatus,
  type StoredUserType,
} from './schema.js';

export const DEMO_PASSWORD = 'demo-password';
const SEED_KEY = 'seed.demo';

/** The demo project's virtual servers at PORTAL_SEED_SCALE=1: enough for the services list to page. */
export const SHOP_VIRTUAL_SERVERS = 240;
export const MIN_SEED_SCALE = 1;
export const MAX_SEED_SCALE = 1000;

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
    // 'shop' is multiplied by the seed scale (seedDemoData).
    services: { shop: SHOP_VIRTUAL_SERVERS, staging: 1, basic: 1 },
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

/**
 * Rows per INSERT: 7 values each stays far below SQLite's limit of bound parameters (32,766) and
 * PostgreSQL's (65,535).
 */
const INSERT_BATCH = 500;

/** The virtual servers' names: a fleet's prefix and a number per fleet; the counts add up to 240. */
const FLEETS: readonly (readonly [prefix: string, count: number])[] = [
  ['web', 40],
  ['api', 20],
  ['app-eu', 16],
  ['db', 8],
  ['db-eu', 6],
  ['cache', 8],
  ['k8s-master', 6],
  ['k8s-worker', 60],
  ['lb', 4],
  ['mail', 6],
  ['vpn', 4],
  ['backup-eu', 8],
  ['monitor', 4],
  ['ci-runner', 20],
  ['queue', 6],
  ['search', 8],
  ['storage', 12],
  ['dev', 4],
];

/** mulberry32: a small deterministic generator of numbers in [0, 1), so every seed is the same. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number from a text (FNV-1a), to seed one generator per service type and project. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash >>> 0;
}

const TWO_YEARS_MS = 2 * 365 * 24 * 60 * 60 * 1000;

interface DemoService {
  name: string;
  status: ServiceStatus;
  allocation_model: AllocationModel | null;
  created_at: number;
  updated_at: number | null;
}

/**
 * `count` services of one type in one project, the same on every start: virtual servers named after
 * their fleet (`web-01`, `db-eu-02`, `k8s-worker-17`, in a shuffled fleet order that repeats every 240,
 * so a larger scale only adds rows) with the allocation models in turn; the other types numbered after
 * the type's name, without one. About 80% active; created over the two years before `now`; updated
 * later, or never (about a quarter).
 */
export function demoServices({
  type,
  name,
  project,
  count,
  now,
}: {
  type: string;
  name: string;
  project: string;
  count: number;
  now: number;
}): DemoService[] {
  const random = generator(hashText(`${type}/${project}`));
  const virtual = type === 'virtual-servers';
  // The 240 fleet prefixes, shuffled once (Fisher-Yates), so neighbouring ids are of different fleets.
  const prefixes = FLEETS.flatMap(([prefix, n]) => Array.from({ length: n }, () => prefix));
  for (let i = prefixes.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [prefixes[i], prefixes[j]] = [prefixes[j]!, prefixes[i]!];
  }
  const numbers = new Map<string, number>();
  return Array.from({ length: count }, (_, index) => {
    let serviceName = `${name} ${index + 1}`;
    if (virtual) {
      const prefix = prefixes[index % prefixes.length]!;
      const number = (numbers.get(prefix) ?? 0) + 1;
      numbers.set(prefix, number);
      serviceName = `${prefix}-${String(number).padStart(2, '0')}`;
    }
    const createdAt = now - 1 - Math.floor(random() * (TWO_YEARS_MS - 1));
    const active = random() < 0.8;
    const updated = random() >= 0.25;
    const updatedAt = createdAt + 1 + Math.floor(random() * (now - createdAt));
    return {
      name: serviceName,
      status: active ? 'active' : 'inactive',
      allocation_model: virtual ? ALLOCATION_MODELS[index % ALLOCATION_MODELS.length]! : null,
      created_at: createdAt,
      updated_at: updated ? updatedAt : null,
    };
  });
}

async function insertDemoData(
  trx: Transaction<Database>,
  now: number,
  passwordCost: number | undefined,
  scale: number,
) {
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
    for (const [projectKey, base] of Object.entries(serviceType.services as Record<string, number>)) {
      const virtual = serviceType.type === 'virtual-servers';
      const count = virtual && projectKey === 'shop' ? base * scale : base;
      const rows = demoServices({
        type: serviceType.type,
        name: serviceType.name,
        project: projectKey,
        count,
        now,
      });
      for (let start = 0; start < rows.length; start += INSERT_BATCH) {
        await trx
          .insertInto('services')
          .values(
            rows.slice(start, start + INSERT_BATCH).map((row) => ({
              ...row,
              project_id: projectIds.get(projectKey)!,
              service_type_id: typeId,
            })),
          )
          .execute();
      }
    }
  }
}

/** PORTAL_SEED_SCALE: a whole number from 1 to 1000. */
export function isSeedScale(value: number): boolean {
  return Number.isInteger(value) && value >= MIN_SEED_SCALE && value <= MAX_SEED_SCALE;
}

/**
 * Seeds the demo data unless it has been seeded before. Returns whether it seeded now. `scale`
 * (PORTAL_SEED_SCALE) multiplies the demo project's 240 virtual servers.
 */
export async function seedDemoData(
  db: Kysely<Database>,
  {
    now = Date.now(),
    passwordCost,
    scale = 1,
  }: { now?: number; passwordCost?: number | undefined; scale?: number } = {},
): Promise<boolean> {
  if (!isSeedScale(scale)) {
    throw new RangeError(
      `The seed scale must be a whole number from ${MIN_SEED_SCALE} to ${MAX_SEED_SCALE}.`,
    );
  }
  const done = await db.selectFrom('settings').select('key').where('key', '=', SEED_KEY).executeTakeFirst();
  if (done) return false;
  try {
    await db.transaction().execute(async (trx) => {
      // Claim the seed first: a second instance seeding at the same moment fails on this key and rolls back.
      await trx
        .insertInto('settings')
        .values({ key: SEED_KEY, value: new Date(now).toISOString(), updated_at: now })
        .execute();
      await insertDemoData(trx, now, passwordCost, scale);
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
