/**
 * The demo data of a first start: six accounts that show every case of the shell (a client with several
 * projects, a client without permissions, staff with every permission, staff with few, two SOC
 * analysts), all with the password `demo-password`; the demo project's services and the SOC's cases,
 * from a seeded generator. Runs once: a settings row marks it done, inside the same transaction, so
 * several instances starting together on one PostgreSQL seed it once.
 */
import {
  ALLOCATION_MODELS,
  type AllocationModel,
  allPermissionNames,
  CASE_SEVERITIES,
  type CaseSeverity,
  type CaseStatus,
  CLIENT_PERMISSIONS,
  IMPERSONATE_PERMISSION,
  SEARCH_PERMISSION,
  type ServiceStatus,
  SIEM_CASE_LIST_PERMISSION,
  SOC_PERMISSIONS,
  STAFF_PERMISSIONS,
  SUPPORT_ISSUE_LIST_PERMISSION,
  SUPPORT_PERMISSIONS,
} from '@portal-elements/contract';
import type { Kysely, Transaction } from 'kysely';
import { hashPassword } from '../security/password.js';
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

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const YEAR_MS = 365 * DAY_MS;

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const pad = (n: number, width: number) => String(n).padStart(width, '0');

const number = (random: Random, max: number) => 1 + Math.floor(random() * max);
const workstation = (random: Random) => `WS-${pad(number(random, 400), 4)}`;
const SERVER_ROLES = ['srv-web', 'srv-db', 'srv-app', 'srv-file', 'vpn-gw', 'dc', 'mail'];
const server = (random: Random) => `${pick(random, SERVER_ROLES)}-${pad(number(random, 24), 2)}`;
const NETWORKS = ['185', '45', '91', '194', '103', '5'];
const address = (random: Random) =>
  [pick(random, NETWORKS), number(random, 256) - 1, number(random, 256) - 1, number(random, 254)].join('.');
const ACCOUNTS = ['j.kowalczyk', 'a.nowicka', 'm.lis', 'p.zajac', 'k.dabrowska', 't.mazur', 'e.krawczyk'];
const account = (random: Random) => pick(random, [...ACCOUNTS, 'admin']);
const COUNTRIES = ['Nigeria', 'Brazylia', 'Wietnam', 'Rosja', 'Chiny', 'Rumunia', 'USA', 'Indie'];
const country = (random: Random) => pick(random, COUNTRIES);
const DEPARTMENTS = ['finansów', 'kadr', 'sprzedaży', 'IT', 'zarządu', 'księgowości'];
const department = (random: Random) => pick(random, DEPARTMENTS);
const sender = (random: Random) =>
  `${pick(random, ['faktury', 'noreply', 'it-helpdesk', 'prezes', 'kurier'])}@` +
  `${pick(random, ['secure-pay', 'inpost-info', 'office365-login', 'bank-pl', 'dhl-track'])}.` +
  pick(random, ['com', 'net', 'xyz', 'top']);

/**
 * The cases' titles, in Polish and English as a SOC writes them, each with its hosts, addresses or
 * accounts. `weight`: how often (the grave ones are rarer); `min` raises the severity of what is never
 * minor (ransomware, a C2 connection).
 */
const CASE_TITLES: readonly { title: (random: Random) => string; weight: number; min?: CaseSeverity }[] = [
  {
    weight: 3,
    title: (r) => `Podejrzane logowanie z nowego kraju: ${account(r)} (${country(r)}, ${address(r)})`,
  },
  { weight: 4, title: (r) => `Skanowanie portów z ${address(r)}` },
  { weight: 4, title: (r) => `Phishing: wiadomość do działu ${department(r)} od ${sender(r)}` },
  { weight: 1, title: (r) => `Ransomware IOC na stacji ${workstation(r)}`, min: 'high' },
  {
    weight: 3,
    title: (r) => `Brute force ${pick(r, ['SSH', 'RDP', 'SMTP'])} na ${server(r)} z ${address(r)}`,
  },
  { weight: 2, title: (r) => `Suspicious PowerShell execution on ${workstation(r)}`, min: 'medium' },
  {
    weight: 2,
    title: (r) =>
      `Impossible travel: ${account(r)} (${country(r)} → Polska w ${10 + Math.floor(r() * 110)} min)`,
  },
  { weight: 1, title: (r) => `Połączenie z serwerem C2 ${address(r)} z ${workstation(r)}`, min: 'high' },
  { weight: 1, title: (r) => `Nowe konto administratora na ${server(r)}`, min: 'medium' },
  { weight: 3, title: (r) => `Nietypowy ruch DNS z ${workstation(r)}` },
  { weight: 2, title: (r) => `Duży transfer danych do ${address(r)}` },
  {
    weight: 2,
    title: (r) =>
      `Exploit attempt ${pick(r, ['CVE-2024-3400', 'CVE-2023-4966', 'CVE-2021-44228'])} on ${server(r)}`,
  },
  { weight: 1, title: (r) => `Mimikatz wykryty na ${workstation(r)}`, min: 'high' },
  { weight: 2, title: (r) => `Podejrzany proces svc_host.exe na ${workstation(r)}` },
  { weight: 1, title: (r) => `CPU 100% na ${server(r)}: możliwa koparka kryptowalut` },
  { weight: 3, title: (r) => `Malware blocked by EDR on ${workstation(r)}` },
  { weight: 1, title: (r) => `DDoS na ${address(r)}:443` },
  { weight: 3, title: (r) => `Multiple failed logins for ${account(r)} on ${server(r)}` },
];
const TITLE_WEIGHTS = CASE_TITLES.reduce((sum, template) => sum + template.weight, 0);

/** A template, drawn by weight. */
function pickTitle(random: Random): (typeof CASE_TITLES)[number] {
  let left = random() * TITLE_WEIGHTS;
  for (const template of CASE_TITLES) {
    left -= template.weight;
    if (left < 0) return template;
  }
  return CASE_TITLES.at(-1)!;
}

/** More low and medium than high and critical. */
const SEVERITY_WEIGHTS: Readonly<Record<CaseSeverity, number>> = {
  low: 0.42,
  medium: 0.33,
  high: 0.17,
  critical: 0.08,
};

function weighted<T extends string>(random: Random, weights: Readonly<Record<T, number>>): T {
  let left = random();
  const entries = Object.entries(weights) as [T, number][];
  for (const [value, weight] of entries) {
    left -= weight;
    if (left < 0) return value;
  }
  return entries.at(-1)![0];
}

/** A young case is likely still open; one older than two weeks is mostly closed. */
function statusWeights(age: number): Readonly<Record<CaseStatus, number>> {
  if (age < 2 * DAY_MS) return { new: 0.45, in_progress: 0.4, resolved: 0.12, closed: 0.03 };
  if (age < 14 * DAY_MS) return { new: 0.15, in_progress: 0.4, resolved: 0.3, closed: 0.15 };
  return { new: 0.03, in_progress: 0.1, resolved: 0.22, closed: 0.65 };
}

export interface DemoCase {
  title: string;
  severity: CaseSeverity;
  status: CaseStatus;
  /** An index into the assignees, or null (about 10%). */
  assignee: number | null;
  created_at: number;
  resolved_at: number | null;
  closed_at: number | null;
}

/**
 * `count` SOC cases, the same on every start (a larger count only adds rows): titles from the templates
 * above; severities weighted towards low and medium; created over the year before `now`; the status
 * likelier closed the older the case, resolved_at set for resolved and closed cases and closed_at for
 * closed ones, each after the one before and not after `now`; about 10% unassigned, the rest shared
 * evenly among `assignees` people.
 */
export function demoCases({
  count,
  now,
  assignees,
}: {
  count: number;
  now: number;
  assignees: number;
}): DemoCase[] {
  const random = generator(hashText('siem-cases'));
  return Array.from({ length: count }, () => {
    const template = pickTitle(random);
    const title = template.title(random);
    let severity = weighted(random, SEVERITY_WEIGHTS);
    if (template.min && CASE_SEVERITIES.indexOf(severity) < CASE_SEVERITIES.indexOf(template.min)) {
      severity = template.min;
    }
    const createdAt = now - 1 - Math.floor(random() * (YEAR_MS - 1));
    const age = now - createdAt;
    let status = weighted(random, statusWeights(age));
    // Resolving takes a while: a case less than two hours old is still being worked on.
    if (age < 2 * HOUR_MS && (status === 'resolved' || status === 'closed')) status = 'in_progress';
    const resolveDraw = random();
    const closeDraw = random();
    const assigneeDraw = random();
    const whoDraw = random();
    let resolvedAt: number | null = null;
    let closedAt: number | null = null;
    if (status === 'resolved' || status === 'closed') {
      // Within half the case's age and two weeks, skewed short; closing within a week of that.
      resolvedAt = createdAt + 1 + Math.floor(resolveDraw * resolveDraw * Math.min(age / 2, 14 * DAY_MS));
      if (status === 'closed') {
        closedAt = resolvedAt + 1 + Math.floor(closeDraw * Math.min(now - resolvedAt - 1, 7 * DAY_MS));
      }
    }
    return {
      title,
      severity,
      status,
      assignee: assignees > 0 && assigneeDraw >= 0.1 ? Math.floor(whoDraw * assignees) : null,
      created_at: createdAt,
      resolved_at: resolvedAt,
      closed_at: closedAt,
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

  const assigneeIds = CASE_ASSIGNEES.map((email) => userIds.get(email)!);
  const cases = demoCases({ count: SIEM_CASES * scale, now, assignees: assigneeIds.length });
  for (let start = 0; start < cases.length; start += INSERT_BATCH) {
    await trx
      .insertInto('siem_cases')
      .values(
        cases.slice(start, start + INSERT_BATCH).map(({ assignee, ...row }) => ({
          ...row,
          assignee_id: assignee === null ? null : assigneeIds[assignee]!,
        })),
      )
      .execute();
  }

  await insertSupportIssues(trx, now, scale, userIds, projectIds);
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
    client: userIds.get(project.members[0])!,
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
