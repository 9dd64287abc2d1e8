/**
 * Test support for GET /api/admin/siem/cases (not part of the build): hand-made cases that hold every
 * hard case (LIKE's wildcards, a backslash, upper case, Polish letters, equal titles and times, NULLs,
 * an assignee who lacks the permission, '#' in a title), a reference of the list's order and filters
 * written in plain TypeScript, and a reader that pages through the whole list.
 */
import type { Answer, Browser } from './harness.js';
import { bytes, fold } from './service-list.js';

export const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export const STATUSES = ['new', 'in_progress', 'resolved', 'closed'] as const;

export interface StoredCase {
  id: number;
  title: string;
  severity: (typeof SEVERITIES)[number];
  status: (typeof STATUSES)[number];
  assignee_id: number | null;
  assignee_name: string | null;
  created_at: number;
  resolved_at: number | null;
  closed_at: number | null;
}

export interface CaseList {
  rows: {
    id: number;
    title: string;
    severity: string;
    status: string;
    assignee: { id: number; full_name: string } | null;
    created_at: string;
    resolved_at: string | null;
    closed_at: string | null;
  }[];
  total: number;
  assignees: { id: number; full_name: string }[];
}

interface Store {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** Before the seed's year (the test clocks stand in 2026), so the lab rows come last by default. */
const T0 = Date.UTC(2024, 5, 1, 12, 0, 0);
const DAY = 24 * 60 * 60 * 1000;

/** Two staff members without admin-siem-case-list, each assigned a lab case: ANNA sorts first, ł last. */
export const LAB_USERS = [
  { email: 'anna.lab@example.com', fullName: 'ANNA Lab' },
  { email: 'lukasz.lab@example.com', fullName: 'łukasz Lab' },
] as const;

type Who = 'staff' | 'soc' | 'anna' | 'lukasz' | null;

/** [title, severity, status, assignee, created, resolved, closed (days after T0) or null] */
const LAB_CASES: readonly [
  string,
  StoredCase['severity'],
  StoredCase['status'],
  Who,
  number,
  number | null,
  number | null,
][] = [
  ['alpha', 'low', 'new', 'staff', 1, null, null],
  ['Alpha', 'high', 'closed', null, 1, 2, 3],
  ['alpha', 'critical', 'resolved', 'soc', 1, 2, null],
  ['100% CPU na lab-01', 'medium', 'in_progress', 'anna', 2, null, null],
  ['100 procent', 'medium', 'closed', 'staff', 2, 3, 3],
  ['under_score', 'low', 'resolved', 'lukasz', 3, 4, null],
  ['underXscore', 'high', 'new', null, 3, null, null],
  ['back\\slash', 'critical', 'closed', 'staff', 4, 4.5, 5],
  ['backslash', 'low', 'in_progress', 'soc', 4, null, null],
  ['Łódź-01 alert', 'high', 'resolved', 'staff', 5, 6, null],
  ['łódź-02 alert', 'medium', 'closed', null, 6, 7, 8],
  ['zeta', 'low', 'new', 'anna', 7, null, null],
  ['Follow-up of #42', 'medium', 'in_progress', 'staff', 8, null, null],
  ['Phishing LAB-EU', 'critical', 'closed', 'lukasz', 9, 9.5, 10],
  ['phishing lab-eu', 'critical', 'closed', 'staff', 9, 9.5, 10],
];

async function userId(store: Store, email: string): Promise<number> {
  const [row] = await store.query<{ id: number }>('SELECT id FROM users WHERE email = ?', [email]);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** Adds the two lab staff members (no roles) and the hand-made cases above. */
export async function addLabCases(store: Store): Promise<void> {
  for (const user of LAB_USERS) {
    await store.query(
      'INSERT INTO users (email, full_name, password_hash, user_type, created_at, updated_at) ' +
        "VALUES (?, ?, 'x', 'staff', 1, 1)",
      [user.email, user.fullName],
    );
  }
  const ids: Record<Exclude<Who, null>, number> = {
    staff: await userId(store, 'staff@example.com'),
    soc: await userId(store, 'soc@example.com'),
    anna: await userId(store, LAB_USERS[0].email),
    lukasz: await userId(store, LAB_USERS[1].email),
  };
  const at = (days: number | null) => (days === null ? null : T0 + days * DAY);
  for (const [title, severity, status, who, created, resolved, closed] of LAB_CASES) {
    await store.query(
      'INSERT INTO siem_cases (title, severity, status, assignee_id, created_at, resolved_at, closed_at) ' +
        'VALUES (?, ?, ?, ?, ?, ?, ?)',
      [title, severity, status, who === null ? null : ids[who], at(created), at(resolved), at(closed)],
    );
  }
}

/** Every stored case with its assignee's name, in no particular order. */
export async function storedCases(store: Store): Promise<StoredCase[]> {
  return store.query<StoredCase>(
    'SELECT siem_cases.id, siem_cases.title, siem_cases.severity, siem_cases.status, siem_cases.assignee_id, ' +
      'users.full_name AS assignee_name, siem_cases.created_at, siem_cases.resolved_at, siem_cases.closed_at ' +
      'FROM siem_cases LEFT JOIN users ON users.id = siem_cases.assignee_id',
  );
}

/** A-Z folded, then byte by byte: how titles and names sort. */
const text = (a: string, b: string) => bytes(fold(a), fold(b)) || bytes(a, b);

/**
 * The order the endpoint promises: each key (title and assignee's name: A-Z folded, then bytes; severity
 * and status by rank), NULLs last both ways, then the id.
 */
export function referenceOrder(rows: readonly StoredCase[], sort = '-created_at'): StoredCase[] {
  const terms = sort.split(',').map((item) => ({
    key: item.replace(/^-/, ''),
    sign: item.startsWith('-') ? -1 : 1,
  }));
  const value = (row: StoredCase, key: string): string | number | null => {
    switch (key) {
      case 'assignee':
        return row.assignee_name;
      case 'severity':
        return SEVERITIES.indexOf(row.severity);
      case 'status':
        return STATUSES.indexOf(row.status);
      default:
        return row[key as keyof StoredCase];
    }
  };
  return [...rows].sort((a, b) => {
    for (const { key, sign } of terms) {
      const x = value(a, key);
      const y = value(b, key);
      if (x === y) continue;
      if (x === null) return 1;
      if (y === null) return -1;
      const c = typeof x === 'number' ? x - (y as number) : text(x, y as string);
      if (c !== 0) return sign * c;
    }
    return a.id - b.id;
  });
}

export interface CaseFilters {
  status?: string;
  severity?: string;
  assignee?: string;
  title?: string;
  search?: string;
}

/** The filters the endpoint promises, `me` being the signed-in staff member (`status=mine`). */
export function referenceFilter(rows: readonly StoredCase[], filters: CaseFilters, me: number): StoredCase[] {
  const has = (haystack: string, part: string) => fold(haystack).includes(fold(part));
  const status = filters.status?.split(',');
  const statuses = status?.filter((value) => value !== 'mine');
  return rows.filter(
    (row) =>
      (status === undefined || !status.includes('mine') || row.assignee_id === me) &&
      (statuses === undefined || statuses.length === 0 || statuses.includes(row.status)) &&
      (filters.severity === undefined || filters.severity.split(',').includes(row.severity)) &&
      (filters.assignee === undefined ||
        filters.assignee
          .split(',')
          .some((value) =>
            value === 'none' ? row.assignee_id === null : row.assignee_id === Number(value),
          )) &&
      (!filters.title || has(row.title, filters.title)) &&
      (!filters.search || has(row.title, filters.search) || `#${row.id}`.includes(filters.search)),
  );
}

export function casesPath(params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  return `/api/admin/siem/cases${query ? `?${query}` : ''}`;
}

/** Every page of the list (100 at a time): the rows in order, and the total each page gave. */
export async function readAllCases(
  browser: Browser,
  params: Record<string, string>,
): Promise<{ rows: CaseList['rows']; totals: number[] }> {
  const rows: CaseList['rows'] = [];
  const totals: number[] = [];
  for (let offset = 0; ; offset += 100) {
    const answer: Answer = await browser.get(casesPath({ ...params, limit: '100', offset: String(offset) }));
    if (answer.status !== 200) throw new Error(`${answer.status} ${answer.text}`);
    const page = answer.json<CaseList>();
    rows.push(...page.rows);
    totals.push(page.total);
    if (offset + 100 >= page.total) return { rows, totals };
  }
}
