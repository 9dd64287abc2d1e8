/**
 * The demo data of a first start: six accounts that show every case of the shell (a client with several
 * projects, a client without permissions, staff with every permission, staff with few, two SOC
 * analysts), all with the password `demo-password`, and two colleagues of the client who cannot sign
 * in (PROJECT_COLLEAGUES); the demo project's services, the SOC's cases with
 * their integrations, details and timelines (seed-cases.ts) and the support issues (seed-support.ts),
 * from seeded generators. Runs once: a settings row marks it done, inside the same transaction, so
 * several instances starting together on one PostgreSQL seed it once.
 */
import {
  ALLOCATION_MODELS,
  type AllocationModel,
  allPermissionNames,
  CLIENT_PERMISSIONS,
  IMPERSONATE_PERMISSION,
  SEARCH_PERMISSION,
  type ProjectRole,
  type ServiceStatus,
  SIEM_CASE_LIST_PERMISSION,
  SOC_PERMISSIONS,
  STAFF_PERMISSIONS,
  SUPPORT_ISSUE_LIST_PERMISSION,
  SUPPORT_PERMISSIONS,
} from '@portal-elements/contract';
import { randomBytes } from 'node:crypto';
import type { Insertable, Kysely, Transaction } from 'kysely';
import { hashPassword } from '../security/password.js';
import { demoCaseDetails, demoCases, demoIntegrations } from './seed-cases.js';
import { insertContactsAndDocuments } from './seed-contacts.js';
import { insertPayments } from './seed-payments.js';
import { generator, hashText } from './seed-random.js';
import { SUPPORT_ISSUES, demoSupportIssues } from './seed-support.js';
import { type Database, type StoredUserType } from './schema.js';

export const DEMO_PASSWORD = 'demo-password';
const SEED_KEY = 'seed.demo';

/** The demo project's virtual servers at PORTAL_SEED_SCALE=1: enough for the services list to page. */
export const SHOP_VIRTUAL_SERVERS = 240;
/** The SOC's cases at PORTAL_SEED_SCALE=1. */
export const SIEM_CASES = 600;
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
  {
    email: 'soc@example.com',
    fullName: 'Katarzyna Wójcik',
    userType: 'staff',
    description: 'staff Katarzyna Wójcik, a SOC analyst: the siem permissions only',
  },
  {
    email: 'soc2@example.com',
    fullName: 'Tomasz Lewandowski',
    userType: 'staff',
    description: 'staff Tomasz Lewandowski, a SOC analyst: the siem permissions only',
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

/**
 * The client's colleagues: members of the demo projects (so that a project page has people on it) who
 * have no permissions and cannot sign in (each gets a random password nobody knows).
 */
export const PROJECT_COLLEAGUES: readonly { email: string; fullName: string }[] = [
  { email: 'jan.wisniewski@example.com', fullName: 'Jan Wiśniewski' },
  { email: 'ewa.dabrowska@example.com', fullName: 'Ewa Dąbrowska' },
];

/** Every user the seed writes, in the order of their ids. */
export const SEEDED_USER_EMAILS: readonly string[] = [
  ...DEMO_ACCOUNTS.map((account) => account.email),
  ...PROJECT_COLLEAGUES.map((colleague) => colleague.email),
];

/** The demo projects; each project's first member is the client who owns it (issues, contacts). */
const PROJECTS: readonly {
  key: string;
  name: string;
  members: readonly (readonly [email: string, role: ProjectRole])[];
}[] = [
  {
    key: 'shop',
    name: 'Sklep internetowy',
    members: [
      ['client@example.com', 'owner'],
      ['jan.wisniewski@example.com', 'technical'],
      ['ewa.dabrowska@example.com', 'billing'],
    ],
  },
  {
    key: 'staging',
    name: 'Środowisko testowe',
    members: [
      ['client@example.com', 'owner'],
      ['jan.wisniewski@example.com', 'technical'],
    ],
  },
  { key: 'archive', name: 'Archiwum dokumentów', members: [['client@example.com', 'owner']] },
  { key: 'basic', name: 'Projekt podstawowy', members: [['basic@example.com', 'owner']] },
];

const ROLES: Record<string, { permissions: readonly string[]; members: readonly string[] }> = {
  client: { permissions: [...CLIENT_PERMISSIONS, SEARCH_PERMISSION], members: ['client@example.com'] },
  'staff-admin': {
    permissions: [...STAFF_PERMISSIONS, SEARCH_PERMISSION, IMPERSONATE_PERMISSION],
    members: ['staff@example.com'],
  },
  'staff-support': { permissions: SUPPORT_PERMISSIONS, members: ['support@example.com'] },
  'staff-soc': { permissions: SOC_PERMISSIONS, members: ['soc@example.com', 'soc2@example.com'] },
};

/**
 * Who the seed assigns cases to: the staff accounts that hold admin-siem-case-list, in the order of
 * DEMO_ACCOUNTS (Piotr Nowak, then the two analysts).
 */
export const CASE_ASSIGNEES: readonly string[] = DEMO_ACCOUNTS.filter(
  (account) =>
    account.userType === 'staff' &&
    Object.values(ROLES).some(
      (role) => role.members.includes(account.email) && role.permissions.includes(SIEM_CASE_LIST_PERMISSION),
    ),
).map((account) => account.email);

/**
 * Who the seed's support issues are assigned to and answered by: the staff accounts that hold
 * support-issue-list (Piotr Nowak and Marta Zielińska).
 */
export const SUPPORT_STAFF: readonly string[] = DEMO_ACCOUNTS.filter(
  (account) =>
    account.userType === 'staff' &&
    Object.values(ROLES).some(
      (role) =>
        role.members.includes(account.email) && role.permissions.includes(SUPPORT_ISSUE_LIST_PERMISSION),
    ),
).map((account) => account.email);

/** The share of the support issues each project gets, in the order of PROJECTS. */
const SUPPORT_PROJECT_WEIGHTS = [0.6, 0.15, 0.1, 0.15];

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
  // The demo accounts sign in with the demo password; the colleagues with one nobody knows.
  const users = [
    ...DEMO_ACCOUNTS.map((account) => ({ ...account, password: DEMO_PASSWORD })),
    ...PROJECT_COLLEAGUES.map((colleague) => ({
      ...colleague,
      userType: 'client' as const,
      password: randomBytes(24).toString('base64url'),
    })),
  ];
  const hashes = await Promise.all(users.map((user) => hashPassword(user.password, passwordCost)));

  const userIds = new Map<string, number>();
  for (const [index, user] of users.entries()) {
    const row = await trx
      .insertInto('users')
      .values({
        email: user.email,
        full_name: user.fullName,
        password_hash: hashes[index] ?? '',
        user_type: user.userType,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    userIds.set(user.email, row.id);
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
        project.members.map(([email, role]) => ({
          user_id: userIds.get(email)!,
          project_id: id,
          role,
          created_at: now,
        })),
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

  await insertSiemCases(trx, now, scale, userIds, projectIds);
  await insertSupportIssues(trx, now, scale, userIds, projectIds);
  await insertPayments(
    trx,
    now,
    scale,
    PROJECTS.map((project) => ({ key: project.key, id: projectIds.get(project.key)! })),
  );
  await insertContactsAndDocuments(
    trx,
    now,
    scale,
    PROJECTS.map((project) => ({ id: projectIds.get(project.key)!, name: project.name })),
  );
}

/**
 * The projects' SIEM integrations and the SOC's cases (seed-cases.ts), SIEM_CASES times the scale, each
 * with its integration, assets, indicators and timeline, a batch of cases at a time.
 */
async function insertSiemCases(
  trx: Transaction<Database>,
  now: number,
  scale: number,
  userIds: ReadonlyMap<string, number>,
  projectIds: ReadonlyMap<string, number>,
) {
  const integrations = demoIntegrations({ now, random: generator(hashText('siem-integrations')) });
  const integrationIds: number[] = [];
  for (const { project, weight: _weight, ...row } of integrations) {
    const { id } = await trx
      .insertInto('siem_integrations')
      .values({ ...row, project_id: projectIds.get(project)! })
      .returning('id')
      .executeTakeFirstOrThrow();
    integrationIds.push(id);
  }

  const analysts = CASE_ASSIGNEES.map((email) => userIds.get(email)!);
  const person = (index: number | null) => (index === null ? null : analysts[index]!);
  const cases = demoCases({ count: SIEM_CASES * scale, now, assignees: analysts.length });
  const random = generator(hashText('siem-case-details'));
  for (let start = 0; start < cases.length; start += INSERT_BATCH) {
    const batch = cases.slice(start, start + INSERT_BATCH);
    const details = batch.map((demo) =>
      demoCaseDetails(demo, { random, now, analysts: analysts.length, integrations }),
    );
    const inserted = await trx
      .insertInto('siem_cases')
      .values(
        batch.map((demo, index) => ({
          title: demo.title,
          severity: demo.severity,
          status: demo.status,
          assignee_id: person(demo.assignee),
          created_at: demo.created_at,
          resolved_at: demo.resolved_at,
          closed_at: demo.closed_at,
          integration_id:
            details[index]!.integration === null ? null : integrationIds[details[index]!.integration!]!,
        })),
      )
      .returning('id')
      .execute();
    // One statement numbers its rows in order: the ids, sorted, are the batch's.
    const ids = inserted.map((row) => row.id).sort((a, b) => a - b);
    const rows = <T>(of: (detail: (typeof details)[number]) => readonly T[]) =>
      details.flatMap((detail, index) => of(detail).map((item) => ({ case_id: ids[index]!, ...item })));
    await insertBatches(
      trx,
      'siem_case_assets',
      rows((detail) => detail.assets),
    );
    await insertBatches(
      trx,
      'siem_case_indicators',
      rows((detail) => detail.indicators),
    );
    await insertBatches(
      trx,
      'siem_case_events',
      rows((detail) =>
        detail.events.map((event) => ({
          author_id: person(event.author),
          kind: event.kind,
          body: event.kind === 'comment' ? event.body : null,
          from_value: event.kind === 'status' || event.kind === 'severity' ? event.from : null,
          to_value: event.kind === 'status' || event.kind === 'severity' ? event.to : null,
          assignee_id: event.kind === 'assignment' ? person(event.assignee) : null,
          reason: null,
          created_at: event.at,
        })),
      ),
    );
  }
}

/** Inserts `rows` into `table`, INSERT_BATCH at a time. */
async function insertBatches<T extends 'siem_case_assets' | 'siem_case_indicators' | 'siem_case_events'>(
  trx: Transaction<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
) {
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await trx
      .insertInto(table)
      .values(rows.slice(start, start + INSERT_BATCH) as Insertable<Database[T]>[])
      .execute();
  }
}

/** The support issues and their threads (seed-support.ts), SUPPORT_ISSUES times the scale. */
async function insertSupportIssues(
  trx: Transaction<Database>,
  now: number,
  scale: number,
  userIds: ReadonlyMap<string, number>,
  projectIds: ReadonlyMap<string, number>,
) {
  const staffIds = SUPPORT_STAFF.map((email) => userIds.get(email)!);
  const issues = demoSupportIssues({
    count: SUPPORT_ISSUES * scale,
    now,
    random: generator(hashText('support-issues')),
    projectWeights: SUPPORT_PROJECT_WEIGHTS,
    staff: staffIds.length,
  });
  const projects = PROJECTS.map((project) => ({
    id: projectIds.get(project.key)!,
    client: userIds.get(project.members[0]![0])!,
  }));
  for (let start = 0; start < issues.length; start += INSERT_BATCH) {
    await trx
      .insertInto('support_issues')
      .values(
        issues.slice(start, start + INSERT_BATCH).map((issue) => ({
          project_id: projects[issue.project]!.id,
          author_id: projects[issue.project]!.client,
          subject: issue.subject,
          category: issue.category,
          status: issue.status,
          assignee_id: issue.assignee === null ? null : staffIds[issue.assignee]!,
          created_at: issue.created_at,
          updated_at: issue.updated_at,
          resolved_at: issue.resolved_at,
        })),
      )
      .execute();
  }
  // The seed writes to an empty table, so the ids follow the order of the rows.
  const ids = (await trx.selectFrom('support_issues').select('id').orderBy('id').execute()).map(
    (row) => row.id,
  );
  const entries = issues.flatMap((issue, index) =>
    issue.entries.map((entry) => ({
      issue_id: ids[index]!,
      author_id: entry.by === 'client' ? projects[issue.project]!.client : staffIds[issue.actor]!,
      kind: entry.kind,
      body: entry.kind === 'message' ? entry.body : null,
      from_status: entry.kind === 'status' ? entry.from : null,
      to_status: entry.kind === 'status' ? entry.to : null,
      assignee_id: entry.kind === 'assignment' ? staffIds[entry.assignee]! : null,
      created_at: entry.at,
    })),
  );
  for (let start = 0; start < entries.length; start += INSERT_BATCH) {
    await trx
      .insertInto('support_messages')
      .values(entries.slice(start, start + INSERT_BATCH))
      .execute();
  }
}

/** PORTAL_SEED_SCALE: a whole number from 1 to 1000. */
export function isSeedScale(value: number): boolean {
  return Number.isInteger(value) && value >= MIN_SEED_SCALE && value <= MAX_SEED_SCALE;
}

/**
 * Seeds the demo data unless it has been seeded before. Returns whether it seeded now. `scale`
 * (PORTAL_SEED_SCALE) multiplies the demo project's 240 virtual servers and the 600 SOC cases.
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
