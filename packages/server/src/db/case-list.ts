/**
 * The SOC's case list (GET /api/admin/siem/cases): filtered, sorted and paged in the database, with the
 * same answers on SQLite and PostgreSQL.
 *
 * What makes the two engines agree (as for the services list):
 * - Text is compared byte by byte, folded for A-Z only, with LIKE's wildcards literal (list-sql.ts).
 * - Severity and status sort by their rank (low < medium < high < critical; new < in_progress <
 *   resolved < closed), a CASE over literals, not by their text.
 * - NULLs come last in both directions (`NULLS LAST`: SQLite 3.30 and later, PostgreSQL).
 * - Every order ends with the case's id, so equal keys page in one stable order.
 */
import type { SIEM_CASES_LIST } from '@portal-elements/contract';
import {
  CASE_SEVERITIES,
  CASE_STATUSES,
  type CaseSeverity,
  type CaseStatus,
  SIEM_CASE_LIST_PERMISSION,
  type SortTerm,
} from '@portal-elements/contract';
import type { Kysely } from 'kysely';
import { assigneeOptions, type Person } from './assignees.js';
import type { DialectName } from './database.js';
import { contains, ordered, pageWithTotal, textOrId, type SortColumn } from './list-sql.js';
import type { Database } from './schema.js';

export type CaseSortKey = (typeof SIEM_CASES_LIST.sortKeys)[number];

export interface CaseListQuery {
  offset: number;
  limit: number;
  /** One or two keys; the id is always added last. */
  sort: readonly SortTerm<CaseSortKey>[];
  /** Only these statuses (a set; undefined: any). */
  statuses?: readonly CaseStatus[] | undefined;
  /** Only these severities (a set; undefined: any). */
  severities?: readonly CaseSeverity[] | undefined;
  /** Only the cases of these users (`ids`) and, with `none`, the unassigned ones (a set; undefined: any). */
  assignee?: { ids: readonly number[]; none: boolean } | undefined;
  /** Only the cases of this user too (`status=mine`: the signed-in staff member); both must hold. */
  mine?: number | undefined;
  /** The title contains this text (ASCII case-insensitive). */
  title?: string | undefined;
  /** The title, or the id written `#<id>`, contains this text (ASCII case-insensitive). */
  search?: string | undefined;
}

export interface CaseListRow {
  id: number;
  title: string;
  severity: CaseSeverity;
  status: CaseStatus;
  assignee_id: number | null;
  assignee_name: string | null;
  created_at: number;
  resolved_at: number | null;
  closed_at: number | null;
}

/** A case as the list and the case's page read it, with its assignee's name (`users`, joined on assignee_id). */
export const CASE_COLUMNS = [
  'siem_cases.id',
  'siem_cases.title',
  'siem_cases.severity',
  'siem_cases.status',
  'siem_cases.assignee_id',
  'users.full_name as assignee_name',
  'siem_cases.created_at',
  'siem_cases.resolved_at',
  'siem_cases.closed_at',
] as const;

/** How each sort key orders the cases (the keys are the contract's). */
const SORT_COLUMNS: Readonly<Record<CaseSortKey, SortColumn>> = {
  id: { kind: 'value', column: 'siem_cases.id', nullsLast: false },
  title: { kind: 'text', column: 'siem_cases.title' },
  severity: { kind: 'rank', column: 'siem_cases.severity', values: CASE_SEVERITIES },
  status: { kind: 'rank', column: 'siem_cases.status', values: CASE_STATUSES },
  // By full name as the title sorts; unassigned cases last both ways.
  assignee: { kind: 'text', column: 'users.full_name', nullable: true },
  created_at: { kind: 'value', column: 'siem_cases.created_at' },
  resolved_at: { kind: 'value', column: 'siem_cases.resolved_at' },
  closed_at: { kind: 'value', column: 'siem_cases.closed_at' },
};

/** One page of the list and the number of cases that pass the filters. */
export async function listCases(
  db: Kysely<Database>,
  dialect: DialectName,
  query: CaseListQuery,
): Promise<{ rows: CaseListRow[]; total: number }> {
  const { statuses, severities, assignee, mine, title, search } = query;
  const filtered = db
    .selectFrom('siem_cases')
    .$if(statuses !== undefined, (qb) => qb.where('siem_cases.status', 'in', statuses!))
    .$if(severities !== undefined, (qb) => qb.where('siem_cases.severity', 'in', severities!))
    .$if(assignee !== undefined, (qb) =>
      qb.where((eb) => {
        const { ids, none } = assignee!;
        const either = [];
        if (ids.length) either.push(eb('siem_cases.assignee_id', 'in', ids));
        if (none) either.push(eb('siem_cases.assignee_id', 'is', null));
        return eb.or(either);
      }),
    )
    .$if(mine !== undefined, (qb) => qb.where('siem_cases.assignee_id', '=', mine!))
    .$if(!!title, (qb) => qb.where(contains(dialect, 'siem_cases.title', title!)))
    .$if(!!search, (qb) => qb.where(textOrId(dialect, 'siem_cases.title', 'siem_cases.id', search!)));

  const page = filtered.leftJoin('users', 'users.id', 'siem_cases.assignee_id').select(CASE_COLUMNS);
  return pageWithTotal(
    ordered(page, dialect, query.sort, SORT_COLUMNS, 'siem_cases.id').limit(query.limit).offset(query.offset),
    filtered,
  );
}

/** Who the assignee filter offers: the staff who can take a case, and anyone a case is still assigned to. */
export function caseAssignees(db: Kysely<Database>, dialect: DialectName): Promise<Person[]> {
  return assigneeOptions(db, dialect, SIEM_CASE_LIST_PERMISSION, 'siem_cases');
}
