/**
 * Test support for GET /api/services (not part of the build): a service type of hand-made rows that
 * holds every hard case (LIKE's wildcards, a backslash, upper case, Polish letters, equal names and
 * times, NULLs), a reference of the list's order and filters written in plain TypeScript, and a reader
 * that pages through the whole list.
 */
import type { Answer, Browser } from './harness.js';

export const LAB_TYPE = 'lab';

export interface StoredService {
  id: number;
  name: string;
  status: 'active' | 'inactive';
  allocation_model: 'AllocationPool' | 'AllocationVApp' | 'ReservationPool' | null;
  created_at: number;
  updated_at: number | null;
}

export interface ServiceList {
  type: { type: string; name: string; allocationModels: boolean };
  rows: {
    id: number;
    name: string;
    status: string;
    allocation_model: string | null;
    created_at: string;
    updated_at: string | null;
  }[];
  total: number;
}

interface Store {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

const T0 = Date.UTC(2025, 5, 1, 12, 0, 0);
const DAY = 24 * 60 * 60 * 1000;

/** [name, status, allocation model, created (days after T0), updated (days after T0) or null] */
const LAB_ROWS: readonly [
  string,
  StoredService['status'],
  StoredService['allocation_model'],
  number,
  number | null,
][] = [
  ['alpha', 'active', 'AllocationPool', 1, null],
  ['Alpha', 'inactive', null, 1, 3],
  ['alpha', 'active', 'ReservationPool', 2, 3],
  ['100% pure', 'active', null, 3, null],
  ['100 percent', 'inactive', 'AllocationVApp', 3, 4],
  ['under_score', 'active', 'AllocationPool', 4, null],
  ['underXscore', 'active', null, 5, 6],
  ['back\\slash', 'inactive', 'ReservationPool', 6, null],
  ['backslash', 'active', 'AllocationVApp', 6, 7],
  ['Łódź-01', 'inactive', 'AllocationVApp', 7, 8],
  ['łódź-02', 'active', null, 8, null],
  ['zeta', 'active', 'AllocationPool', 9, 9.5],
  ['pay-box', 'active', null, 10, 11],
  ['web-EU-01', 'inactive', 'ReservationPool', 11, null],
  ['WEB-eu-02', 'active', 'AllocationVApp', 11, 12],
];

async function projectId(store: Store, name: string): Promise<number> {
  const [row] = await store.query<{ id: number }>('SELECT id FROM projects WHERE name = ?', [name]);
  if (!row) throw new Error(`no project ${name}`);
  return row.id;
}

/**
 * Adds the service type `lab` ("Laboratorium"): the rows above in the demo project "Sklep internetowy",
 * one in "Środowisko testowe" (Anna's too) and one in the basic account's project.
 */
export async function addLabServices(store: Store): Promise<void> {
  await store.query(
    "INSERT INTO service_types (name, type, icon_svgo, position) VALUES ('Laboratorium', ?, '', 99)",
    [LAB_TYPE],
  );
  const [type] = await store.query<{ id: number }>('SELECT id FROM service_types WHERE type = ?', [LAB_TYPE]);
  const insert = (project: number, row: (typeof LAB_ROWS)[number]) =>
    store.query(
      'INSERT INTO services (project_id, service_type_id, name, status, allocation_model, created_at, updated_at) ' +
        'VALUES (?, ?, ?, ?, ?, ?, ?)',
      [
        project,
        type!.id,
        row[0],
        row[1],
        row[2],
        T0 + row[3] * DAY,
        row[4] === null ? null : T0 + row[4] * DAY,
      ],
    );
  const shop = await projectId(store, 'Sklep internetowy');
  for (const row of LAB_ROWS) await insert(shop, row);
  await insert(await projectId(store, 'Środowisko testowe'), ['alpha-staging', 'active', null, 1, null]);
  await insert(await projectId(store, 'Projekt podstawowy'), ['alpha-basic', 'active', null, 1, null]);
}

/** Every stored service of a type in a project, in no particular order. */
export async function storedServices(store: Store, type: string, project: string): Promise<StoredService[]> {
  return store.query<StoredService>(
    'SELECT services.id, services.name, services.status, services.allocation_model, services.created_at, ' +
      'services.updated_at FROM services JOIN service_types ON service_types.id = services.service_type_id ' +
      'JOIN projects ON projects.id = services.project_id WHERE service_types.type = ? AND projects.name = ?',
    [type, project],
  );
}

/** Lower case for A-Z only (the lists' folding). */
export const fold = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
/** Byte-wise (UTF-8) comparison, as SQLite and PostgreSQL's "C" collation compare. */
export const bytes = (a: string, b: string) => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

/** The order the endpoint promises: each key (name: A-Z folded, then bytes), NULLs last, then the id. */
export function referenceOrder(rows: readonly StoredService[], sort = 'name'): StoredService[] {
  const terms = sort.split(',').map((item) => ({
    key: item.replace(/^-/, '') as keyof StoredService,
    sign: item.startsWith('-') ? -1 : 1,
  }));
  return [...rows].sort((a, b) => {
    for (const { key, sign } of terms) {
      if (key === 'name') {
        const c = bytes(fold(a.name), fold(b.name)) || bytes(a.name, b.name);
        if (c !== 0) return sign * c;
        continue;
      }
      const x = a[key];
      const y = b[key];
      if (x === y) continue;
      if (x === null) return 1;
      if (y === null) return -1;
      return sign * (typeof x === 'number' ? x - (y as number) : bytes(x, y as string));
    }
    return a.id - b.id;
  });
}

const LABELS: Record<string, string> = { AllocationVApp: 'Pay-As-You-Go' };

/** The filters the endpoint promises: sets, and contains with A-Z folded and no wildcards. */
export function referenceFilter(
  rows: readonly StoredService[],
  filters: { status?: string; allocation?: string; name?: string; search?: string },
): StoredService[] {
  const has = (text: string, part: string) => fold(text).includes(fold(part));
  return rows.filter(
    (row) =>
      (filters.status === undefined || filters.status.split(',').includes(row.status)) &&
      (filters.allocation === undefined ||
        (row.allocation_model !== null && filters.allocation.split(',').includes(row.allocation_model))) &&
      (!filters.name || has(row.name, filters.name)) &&
      (!filters.search ||
        has(row.name, filters.search) ||
        (row.allocation_model !== null &&
          (has(row.allocation_model, filters.search) ||
            has(LABELS[row.allocation_model] ?? row.allocation_model, filters.search)))),
  );
}

export function servicesPath(params: Record<string, string>): string {
  return `/api/services?${new URLSearchParams(params).toString()}`;
}

/** Every page of the list (100 at a time): the rows in order, and the total each page gave. */
export async function readAll(
  browser: Browser,
  params: Record<string, string>,
): Promise<{ rows: ServiceList['rows']; totals: number[] }> {
  const rows: ServiceList['rows'] = [];
  const totals: number[] = [];
  for (let offset = 0; ; offset += 100) {
    const answer: Answer = await browser.get(
      servicesPath({ ...params, limit: '100', offset: String(offset) }),
    );
    if (answer.status !== 200) throw new Error(`${answer.status} ${answer.text}`);
    const page = answer.json<ServiceList>();
    rows.push(...page.rows);
    totals.push(page.total);
    if (offset + 100 >= page.total) return { rows, totals };
  }
}
