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
import { sql, type Expression, type Kysely } from 'kysely';
import type { DialectName } from './database.js';
import { bytewise, contains, folded, likeContains } from './list-sql.js';
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

export interface CaseAssignee {
  id: number;
  full_name: string;
}

/** The value's position in `values` (0, 1, …): a CASE over literals of the code, never of a request. */
function rank(column: string, values: readonly string[]): Expression<number> {
  const arms = values.map((value, index) => sql`when ${sql.lit(value)} then ${sql.lit(index)}`);
  return sql<number>`case ${sql.ref(column)} ${sql.join(arms, sql` `)} end`;
}

/** `#<id>`, compared byte by byte (the "C" collation on PostgreSQL). */
function hashId(dialect: DialectName): Expression<string> {
  const text = sql<string>`('#' || cast(${sql.ref('siem_cases.id')} as varchar))`;
  return dialect === 'postgres' ? sql<string>`${text} collate "C"` : text;
}

/** Whether `text` can be part of some `#<id>` at all: `#`, digits, or `#` and digits. */
export function mayMatchId(text: string): boolean {
  return /^#?[0-9]*$/.test(text);
}

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
    .$if(!!search, (qb) =>
      qb.where((eb) => {
        const byTitle = contains(dialect, 'siem_cases.title', search!);
        // Text with anything but `#` and digits is in no `#<id>`: the title alone can hold it.
        return mayMatchId(search!) ? eb.or([byTitle, likeContains(hashId(dialect), search!)]) : byTitle;
      }),
    );

  let page = filtered
    .leftJoin('users', 'users.id', 'siem_cases.assignee_id')
    .select([
      'siem_cases.id',
      'siem_cases.title',
      'siem_cases.severity',
      'siem_cases.status',
      'siem_cases.assignee_id',
      'users.full_name as assignee_name',
      'siem_cases.created_at',
      'siem_cases.resolved_at',
      'siem_cases.closed_at',
    ]);
  for (const { key, descending } of query.sort) {
    const direction = descending ? 'desc' : 'asc';
    const nullsLast = (expression: Expression<unknown>) =>
      page.orderBy(expression, (ob) => (descending ? ob.desc() : ob.asc()).nullsLast());
    if (key === 'title') {
      // Case-insensitively first (A-Z), then byte by byte, so `Phishing` and `phishing` have an order too.
      page = page
        .orderBy(folded(dialect, 'siem_cases.title'), direction)
        .orderBy(bytewise(dialect, 'siem_cases.title'), direction);
    } else if (key === 'assignee') {
      // By full name as the title sorts; unassigned cases last both ways.
      page = nullsLast(folded(dialect, 'users.full_name'));
      page = nullsLast(bytewise(dialect, 'users.full_name'));
    } else if (key === 'severity') {
      page = page.orderBy(rank('siem_cases.severity', CASE_SEVERITIES), direction);
    } else if (key === 'status') {
      page = page.orderBy(rank('siem_cases.status', CASE_STATUSES), direction);
    } else if (key === 'id') {
      page = page.orderBy('siem_cases.id', direction);
    } else {
      page = nullsLast(sql.ref(`siem_cases.${key}`));
    }
  }
  page = page.orderBy('siem_cases.id', 'asc').limit(query.limit).offset(query.offset);

  const [rows, count] = await Promise.all([
    page.execute(),
    filtered.select((eb) => eb.fn.countAll<number | string | bigint>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/**
 * Who the assignee filter offers: every staff member who holds admin-siem-case-list (who can take a
 * case), and anyone a case is still assigned to (who may have lost it since), by full name as the list
 * sorts them, then id.
 */
export async function caseAssignees(db: Kysely<Database>, dialect: DialectName): Promise<CaseAssignee[]> {
  return db
    .selectFrom('users')
    .select(['users.id', 'users.full_name'])
    .where((eb) =>
      eb.or([
        eb.and([
          eb('users.user_type', '=', 'staff'),
          eb.exists(
            eb
              .selectFrom('user_roles')
              .innerJoin('role_permissions', 'role_permissions.role_id', 'user_roles.role_id')
              .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
              .select('permissions.id')
              .whereRef('user_roles.user_id', '=', 'users.id')
              .where('permissions.name', '=', SIEM_CASE_LIST_PERMISSION),
          ),
        ]),
        eb.exists(
          eb
            .selectFrom('siem_cases')
            .select('siem_cases.id')
            .whereRef('siem_cases.assignee_id', '=', 'users.id'),
        ),
      ]),
    )
    .orderBy(folded(dialect, 'users.full_name'))
    .orderBy(bytewise(dialect, 'users.full_name'))
    .orderBy('users.id')
    .execute();
}
