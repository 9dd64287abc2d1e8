/**
 * One SOC case (routes/case.ts): the case as the list has it, the integration that raised it with its
 * project, what it affects, what points at the attacker, its timeline with the people's names, who it
 * can be assigned to, and the write transaction that decides on the case's state under its lock.
 */
import {
  SIEM_CASE_LIST_PERMISSION,
  type CaseSeverity,
  type CaseStatus,
  type SiemIntegrationState,
  type SiemProduct,
} from '@portal-elements/contract';
import type { CaseAsset, CaseEvent, CaseIndicator } from '@portal-elements/contract/schemas';
import type { Kysely, Transaction } from 'kysely';
import { holdersOf, staffHolding, type Person } from './assignees.js';
import { CASE_COLUMNS, type CaseListRow } from './case-list.js';
import type { DialectName } from './database.js';
import { withLockedRow } from './locks.js';
import type { Database } from './schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

export interface CaseRecord extends CaseListRow {
  integration_id: number | null;
  integration_name: string | null;
  integration_product: SiemProduct | null;
  integration_state: SiemIntegrationState | null;
  project_id: number | null;
  project_name: string | null;
}

/** The case with its assignee's name and its integration's project, or undefined. */
export function findCase(db: Executor, id: number): Promise<CaseRecord | undefined> {
  return db
    .selectFrom('siem_cases')
    .leftJoin('users', 'users.id', 'siem_cases.assignee_id')
    .leftJoin('siem_integrations', 'siem_integrations.id', 'siem_cases.integration_id')
    .leftJoin('projects', 'projects.id', 'siem_integrations.project_id')
    .select([
      ...CASE_COLUMNS,
      'siem_cases.integration_id',
      'siem_integrations.name as integration_name',
      'siem_integrations.product as integration_product',
      'siem_integrations.state as integration_state',
      'projects.id as project_id',
      'projects.name as project_name',
    ])
    .where('siem_cases.id', '=', id)
    .executeTakeFirst();
}

/** What the case affects, in the order they were recorded. */
export function caseAssets(db: Executor, caseId: number): Promise<CaseAsset[]> {
  return db
    .selectFrom('siem_case_assets')
    .select(['kind', 'value'])
    .where('case_id', '=', caseId)
    .orderBy('id')
    .execute();
}

/** What points at the attacker, in the order they were recorded. */
export function caseIndicators(db: Executor, caseId: number): Promise<CaseIndicator[]> {
  return db
    .selectFrom('siem_case_indicators')
    .select(['kind', 'value'])
    .where('case_id', '=', caseId)
    .orderBy('id')
    .execute();
}

const personOf = (id: number | null, name: string | null) =>
  id === null ? null : { id, full_name: name ?? '' };

/** The case's timeline, oldest first (created_at, then id: the order of the commits). */
export async function caseTimeline(db: Executor, caseId: number): Promise<CaseEvent[]> {
  const rows = await db
    .selectFrom('siem_case_events')
    .leftJoin('users as author', 'author.id', 'siem_case_events.author_id')
    .leftJoin('users as assignee', 'assignee.id', 'siem_case_events.assignee_id')
    .select([
      'siem_case_events.id',
      'siem_case_events.kind',
      'siem_case_events.author_id',
      'author.full_name as author_name',
      'siem_case_events.body',
      'siem_case_events.from_value',
      'siem_case_events.to_value',
      'siem_case_events.assignee_id',
      'assignee.full_name as assignee_name',
      'siem_case_events.reason',
      'siem_case_events.created_at',
    ])
    .where('siem_case_events.case_id', '=', caseId)
    .orderBy('siem_case_events.created_at')
    .orderBy('siem_case_events.id')
    .execute();
  return rows.map((row): CaseEvent => {
    const common = {
      id: row.id,
      author: personOf(row.author_id, row.author_name),
      created_at: new Date(row.created_at).toISOString(),
    };
    switch (row.kind) {
      case 'status':
        // Every status change records the status it left and the one it set (routes/case.ts, the seed).
        return {
          ...common,
          kind: 'status',
          from: row.from_value as CaseStatus,
          to: row.to_value as CaseStatus,
          reason: row.reason,
        };
      case 'severity':
        return {
          ...common,
          kind: 'severity',
          from: row.from_value as CaseSeverity,
          to: row.to_value as CaseSeverity,
        };
      case 'assignment':
        return { ...common, kind: 'assignment', assignee: personOf(row.assignee_id, row.assignee_name) };
      case 'comment':
        return { ...common, kind: 'comment', body: row.body ?? '' };
    }
  });
}

/** Who a case can be assigned to: the analysts, the staff who hold admin-siem-case-list, by name. */
export function caseAnalysts(db: Executor, dialect: DialectName): Promise<Person[]> {
  return holdersOf(db, dialect, SIEM_CASE_LIST_PERMISSION);
}

/** Whether the user is an analyst (the rule of caseAnalysts). */
export async function isCaseAnalyst(db: Executor, userId: number): Promise<boolean> {
  return (await staffHolding(db, SIEM_CASE_LIST_PERMISSION).where('users.id', '=', userId).executeTakeFirst())
    ? true
    : false;
}

/** What a write decides on: the case's state as it is under the write's lock. */
export interface LockedCase {
  id: number;
  status: CaseStatus;
  severity: CaseSeverity;
  assignee_id: number | null;
}

/**
 * Runs `step` in one write transaction with the case's state read at its start, held against every
 * other write of the case until the commit (withLockedRow, db/locks.ts): a status change's `from` and
 * the workflow's decision are those of the state it changes, whatever other request races it. `step`
 * gets undefined when there is no such case.
 */
export function withLockedCase<T>(
  db: Kysely<Database>,
  dialect: DialectName,
  id: number,
  step: (tx: Kysely<Database>, current: LockedCase | undefined) => Promise<T>,
): Promise<T> {
  return withLockedRow(
    db,
    dialect,
    (tx) =>
      tx.selectFrom('siem_cases').select(['id', 'status', 'severity', 'assignee_id']).where('id', '=', id),
    step,
  );
}
