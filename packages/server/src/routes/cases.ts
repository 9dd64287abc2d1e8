/**
 * GET /api/admin/siem/cases: the SOC's cases, paged, sorted and filtered (issue 17), for staff with
 * admin-siem-case-list. `status=mine` ('My cases' in the menu: /admin/siem/cases?filter[status]=mine)
 * narrows the list to the cases of the signed-in staff member.
 */
import {
  SIEM_CASES_LIST,
  SIEM_CASE_LIST_PERMISSION,
  MINE,
  type CaseSeverity,
  type CaseStatus,
  type ListQuerystring,
} from '@portal-elements/contract';
import {
  CasesPageSchema,
  listQuerySchema,
  type CaseRow,
  type CasesPage,
} from '@portal-elements/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { activeSession, localeOf, requireStaffPermission, type AppContext } from '../context.js';
import { caseAssignees, listCases, type CaseListRow } from '../db/case-list.js';
import { t } from '../i18n.js';
import { idSetOf, pageOf, parseSort, setOf } from './list-params.js';

const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());

/** A case as the list shows it, and as its page does before its details. */
export function caseRow(row: CaseListRow): CaseRow {
  return {
    id: row.id,
    title: row.title,
    severity: row.severity,
    status: row.status,
    assignee: row.assignee_id === null ? null : { id: row.assignee_id, full_name: row.assignee_name ?? '' },
    created_at: new Date(row.created_at).toISOString(),
    resolved_at: iso(row.resolved_at),
    closed_at: iso(row.closed_at),
  };
}

export function registerCaseRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, dialect } = ctx;

  app.get<{ Querystring: ListQuerystring<typeof SIEM_CASES_LIST>; Reply: CasesPage }>(
    SIEM_CASES_LIST.path,
    {
      // The permission first: a guest gets 401, a client or staff without it 403, whatever the query says.
      preValidation: requireStaffPermission(ctx, SIEM_CASE_LIST_PERMISSION),
      schema: { querystring: listQuerySchema(SIEM_CASES_LIST), response: { 200: CasesPageSchema } },
    },
    async (request) => {
      const m = t(localeOf(request));
      const { query } = request;
      const sort = parseSort(SIEM_CASES_LIST, query.sort, m);
      const assignee = idSetOf(query.assignee, 'assignee', m);
      // `mine` is no status: it narrows to the signed-in staff member's cases; with statuses, to those.
      const statusSet = setOf<CaseStatus | typeof MINE>(query.status);
      const statuses = statusSet?.filter((value): value is CaseStatus => value !== MINE);
      const session = await activeSession(ctx, request);

      const [{ rows, total }, assignees] = await Promise.all([
        listCases(db, dialect, {
          ...pageOf(query),
          sort,
          statuses: statuses?.length ? statuses : undefined,
          severities: setOf<CaseSeverity>(query.severity),
          assignee,
          mine: statusSet?.includes(MINE) ? session.user.id : undefined,
          title: query.title,
          search: query.search,
        }),
        caseAssignees(db, dialect),
      ]);

      return { rows: rows.map(caseRow), total, assignees };
    },
  );
}
