/**
 * GET /api/admin/siem/cases: the SOC's cases, paged, sorted and filtered (issue 17), for staff with
 * admin-siem-case-list. `status=mine` ('My cases' in the menu: /admin/siem/cases?filter[status]=mine)
 * narrows the list to the cases of the signed-in staff member.
 */
import type { FastifyInstance } from 'fastify';
import { activeSession, localeOf, requireStaffPermission, type AppContext } from '../context.js';
import { CASE_SORT_KEYS, caseAssignees, listCases, type CaseSortKey } from '../db/case-list.js';
import { SIEM_CASE_LIST_PERMISSION } from '../db/permissions.js';
import { CASE_SEVERITIES, CASE_STATUSES, type CaseSeverity, type CaseStatus } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { t } from '../i18n.js';
import {
  limitSchema,
  listPattern,
  offsetSchema,
  pageOf,
  parseSort,
  setOf,
  sortSchema,
  textFilterSchema,
  type PageSize,
} from './list-params.js';

export const DEFAULT_CASE_SORT = '-created_at';
/** The pseudo-status of `status`: the cases assigned to the signed-in staff member. */
export const MINE = 'mine';
/** The largest id an INTEGER column holds. */
const MAX_ID = 2_147_483_647;

export interface CasesQuerystring {
  offset?: string;
  limit?: PageSize;
  sort?: string;
  status?: string;
  severity?: string;
  assignee?: string;
  title?: string;
  search?: string;
}

/** The most values the assignee filter takes at once. */
const MAX_ASSIGNEES = 50;

/** Every parameter is a string (no coercion): the patterns say which strings. */
export const casesQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    offset: offsetSchema,
    limit: limitSchema,
    sort: sortSchema(CASE_SORT_KEYS),
    status: { type: 'string', pattern: listPattern([...CASE_STATUSES, MINE], CASE_STATUSES.length + 1) },
    severity: { type: 'string', pattern: listPattern(CASE_SEVERITIES, CASE_SEVERITIES.length) },
    // A set of users' ids (no leading zero) and `none` (the unassigned cases), comma-separated.
    assignee: { type: 'string', pattern: listPattern(['none', '[1-9][0-9]{0,9}'], MAX_ASSIGNEES) },
    title: textFilterSchema,
    search: textFilterSchema,
  },
} as const;

const nullableString = { type: ['string', 'null'] } as const;
const person = {
  type: 'object',
  required: ['id', 'full_name'],
  properties: { id: { type: 'integer' }, full_name: { type: 'string' } },
} as const;

/** The answer's schema: also the list of what may leave the server. */
export const casesResponseSchema = {
  type: 'object',
  required: ['rows', 'total', 'assignees'],
  properties: {
    rows: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'title', 'severity', 'status', 'assignee', 'created_at', 'resolved_at', 'closed_at'],
        properties: {
          id: { type: 'integer' },
          title: { type: 'string' },
          severity: { type: 'string' },
          status: { type: 'string' },
          assignee: { ...person, type: ['object', 'null'] },
          created_at: { type: 'string' },
          resolved_at: nullableString,
          closed_at: nullableString,
        },
      },
    },
    total: { type: 'integer' },
    assignees: { type: 'array', items: person },
  },
} as const;

const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());

export function registerCaseRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, dialect } = ctx;

  app.get<{ Querystring: CasesQuerystring }>(
    '/api/admin/siem/cases',
    {
      // The permission first: a guest gets 401, a client or staff without it 403, whatever the query says.
      preValidation: requireStaffPermission(ctx, SIEM_CASE_LIST_PERMISSION),
      schema: { querystring: casesQuerySchema, response: { 200: casesResponseSchema } },
    },
    async (request) => {
      const m = t(localeOf(request));
      const { query } = request;
      const sort = parseSort<CaseSortKey>(query.sort ?? DEFAULT_CASE_SORT, m);
      const assigneeSet = setOf(query.assignee);
      const assignee = assigneeSet && {
        ids: assigneeSet.filter((value) => value !== 'none').map(Number),
        none: assigneeSet.includes('none'),
      };
      if (assignee?.ids.some((id) => id > MAX_ID)) {
        const message = m.invalid('assignee');
        throw new HttpError(422, 'validation_failed', message, { fields: { assignee: [message] } });
      }
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

      return {
        rows: rows.map((row) => ({
          id: row.id,
          title: row.title,
          severity: row.severity,
          status: row.status,
          assignee:
            row.assignee_id === null ? null : { id: row.assignee_id, full_name: row.assignee_name ?? '' },
          created_at: new Date(row.created_at).toISOString(),
          resolved_at: iso(row.resolved_at),
          closed_at: iso(row.closed_at),
        })),
        total,
        assignees,
      };
    },
  );
}
