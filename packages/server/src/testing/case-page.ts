/**
 * Test support for the SOC case page's routes (not part of the build): the answer's shape as the tests
 * read it, hand-made cases in a given state, a staff member with chosen permissions, and the rule every
 * timeline keeps.
 */
import { expect } from 'vitest';
import type { Answer, Browser } from './harness.js';

export const CASES = '/api/admin/siem/cases';

export interface Person {
  id: number;
  full_name: string;
}

export interface CaseEvent {
  id: number;
  kind: 'comment' | 'status' | 'severity' | 'assignment';
  author: Person | null;
  body?: string;
  from?: string;
  to?: string;
  reason?: string | null;
  assignee?: Person | null;
  created_at: string;
}

export interface CaseAnswer {
  id: number;
  title: string;
  severity: string;
  status: string;
  assignee: Person | null;
  created_at: string;
  resolved_at: string | null;
  closed_at: string | null;
  integration: {
    id: number;
    name: string;
    product: string;
    state: string;
    project: { id: number; name: string };
  } | null;
  assets: { kind: string; value: string }[];
  indicators: { kind: string; value: string }[];
  timeline: CaseEvent[];
  assignees: Person[];
}

interface Store {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** A case in `status` (with the dates the status has), created at `at`, raised by hand, no timeline. */
export async function addCase(
  store: Store,
  status: 'new' | 'in_progress' | 'resolved' | 'closed',
  {
    at,
    title = `Lab ${status}`,
    severity = 'medium',
    assignee = null,
  }: {
    at: number;
    title?: string;
    severity?: string;
    assignee?: number | null;
  },
): Promise<number> {
  const resolved = status === 'resolved' || status === 'closed' ? at + 1000 : null;
  const closed = status === 'closed' ? at + 2000 : null;
  const [row] = await store.query<{ id: number }>(
    'INSERT INTO siem_cases (title, severity, status, assignee_id, created_at, resolved_at, closed_at) ' +
      'VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id',
    [title, severity, status, assignee, at, resolved, closed],
  );
  return row!.id;
}

/**
 * A staff member `email` who signs in with the demo password (their hash is copied from a demo
 * account's: scrypt's salt is in it) and holds exactly `permissions` through a role of their own.
 */
export async function addStaff(
  store: Store,
  { email, fullName, permissions }: { email: string; fullName: string; permissions: readonly string[] },
): Promise<number> {
  await store.query(
    'INSERT INTO users (email, full_name, password_hash, user_type, created_at, updated_at) ' +
      "SELECT ?, ?, password_hash, 'staff', 1, 1 FROM users WHERE email = 'soc@example.com'",
    [email, fullName],
  );
  const [user] = await store.query<{ id: number }>('SELECT id FROM users WHERE email = ?', [email]);
  const [role] = await store.query<{ id: number }>('INSERT INTO roles (name) VALUES (?) RETURNING id', [
    `role of ${email}`,
  ]);
  for (const permission of permissions) {
    await store.query(
      'INSERT INTO role_permissions (role_id, permission_id) SELECT ?, id FROM permissions WHERE name = ?',
      [role!.id, permission],
    );
  }
  await store.query('INSERT INTO user_roles (user_id, role_id) VALUES (?, ?)', [user!.id, role!.id]);
  return user!.id;
}

/** The case, read as `browser` (200 expected). */
export async function readCase(browser: Browser, id: number): Promise<CaseAnswer> {
  const answer: Answer = await browser.get(`${CASES}/${id}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.json<CaseAnswer>();
}

/**
 * The timeline's status changes follow each other from `new` (each leaves the status the one before
 * entered) and end in the case's status, its times never go back, and the dates match the last moves:
 * resolved_at is the time of the last move to resolved unless reopened since, closed_at likewise.
 */
export function expectConsistent(found: CaseAnswer): void {
  const where = JSON.stringify(found.timeline);
  let status = 'new';
  let resolvedAt: string | null = null;
  let closedAt: string | null = null;
  for (const [index, entry] of found.timeline.entries()) {
    if (index > 0) expect(entry.created_at >= found.timeline[index - 1]!.created_at, where).toBe(true);
    expect(entry.created_at >= found.created_at, where).toBe(true);
    if (entry.kind !== 'status') continue;
    expect(entry.from, where).toBe(status);
    status = entry.to!;
    if (status === 'resolved') resolvedAt = entry.created_at;
    if (status === 'closed') closedAt = entry.created_at;
    if (status === 'in_progress') [resolvedAt, closedAt] = [null, null];
  }
  expect(found.status, where).toBe(status);
  if (found.timeline.some((entry) => entry.kind === 'status')) {
    expect(found.resolved_at, where).toBe(resolvedAt);
    expect(found.closed_at, where).toBe(closedAt);
  }
}
