/**
 * One SOC case (/admin/siem/cases/{id}): its page's read, and the analysts' changes to it. Reading
 * needs admin-siem-case-list; each change needs its own permission on top of it (contract's
 * permissions.ts): the workflow and the severity admin-siem-case-update, the assignee
 * admin-siem-case-assign, comments admin-siem-case-comment. Every change is one transaction that
 * decides on the case's state under its lock (withLockedCase), writes the case, its timeline entry and
 * (for the changes of its fields) the audit log, and answers the whole case as GET does. The workflow
 * (CASE_TRANSITIONS) and the rules of each write are in server/README.md ('SOC case page').
 */
import {
  API,
  SIEM_CASE_ASSIGN_PERMISSION,
  SIEM_CASE_COMMENT_PERMISSION,
  SIEM_CASE_LIST_PERMISSION,
  SIEM_CASE_UPDATE_PERMISSION,
  canMoveCase,
  idOf,
  isCaseReopen,
  withoutLayoutControls,
  type CaseEventKind,
  type StaffPermission,
} from '@portal-elements/contract';
import {
  CaseAssigneeSchema,
  CaseCommentSchema,
  CaseSchema,
  CaseSeveritySchema,
  CaseStatusSchema,
  type Case,
  type CaseAssigneeBody,
  type CaseCommentBody,
  type CaseSeverityBody,
  type CaseStatusBody,
} from '@portal-elements/contract/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { activeSession, limitWrites, localeOf, requireStaffPermission, type AppContext } from '../context.js';
import {
  caseAnalysts,
  caseAssets,
  caseIndicators,
  caseTimeline,
  findCase,
  isCaseAnalyst,
  withLockedCase,
  type LockedCase,
} from '../db/cases.js';
import { writeAudit } from '../db/queries.js';
import type { Database } from '../db/schema.js';
import { fieldError, HttpError } from '../http/errors.js';
import { t, type Messages } from '../i18n.js';
import { caseRow } from './cases.js';
import { richText } from './rich-text.js';

type WithId = { Params: { id: string } };

/** C0 and C1 control characters but the tab and the line feed (a reason may span lines). */
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/u;

/**
 * A reopening's reason as it is stored: plain text, line ends as LF, without layout controls (bidi
 * overrides and isolates, line and paragraph separators: stripped), trimmed; undefined when nothing is
 * left. Any other control character is refused (422 on `reason`), not stripped: the text would no
 * longer be what its writer saw.
 */
function reasonOf(raw: string | undefined, m: Messages): string | undefined {
  if (raw === undefined) return undefined;
  const text = raw.replace(/\r\n?/g, '\n');
  if (CONTROLS.test(text)) throw fieldError('reason', m.caseReasonControl);
  const clean = withoutLayoutControls(text).trim();
  return clean === '' ? undefined : clean;
}

/** The case as GET /api/admin/siem/cases/:id answers it, or undefined when there is none. */
async function caseDetail(ctx: AppContext, id: number): Promise<Case | undefined> {
  const found = await findCase(ctx.db, id);
  if (!found) return undefined;
  const [assets, indicators, timeline, assignees] = await Promise.all([
    caseAssets(ctx.db, id),
    caseIndicators(ctx.db, id),
    caseTimeline(ctx.db, id),
    caseAnalysts(ctx.db, ctx.dialect),
  ]);
  return {
    ...caseRow(found),
    integration:
      found.integration_id === null
        ? null
        : {
            id: found.integration_id,
            name: found.integration_name ?? '',
            product: found.integration_product!,
            state: found.integration_state!,
            project: { id: found.project_id!, name: found.project_name ?? '' },
          },
    assets,
    indicators,
    timeline,
    assignees,
  };
}

/** What one change writes into the case's timeline (the other columns are null). */
interface EventValues {
  kind: CaseEventKind;
  body?: string;
  from_value?: string;
  to_value?: string;
  assignee_id?: number | null;
  reason?: string | null;
}

export function registerCaseDetailRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, dialect } = ctx;
  const reader = requireStaffPermission(ctx, SIEM_CASE_LIST_PERMISSION);
  /** A change: the reader's permission first (401, 403), then the change's own (403). */
  const writer = (permission: StaffPermission) => [reader, requireStaffPermission(ctx, permission)];

  const notFound = (request: FastifyRequest) =>
    new HttpError(404, 'not_found', t(localeOf(request)).caseNotFound);

  /** `:id` as a number, or 404 (an id that cannot exist is as unknown as one that does not). */
  const caseId = (request: FastifyRequest<WithId>): number => {
    const id = idOf(request.params.id);
    if (id === undefined) throw notFound(request);
    return id;
  };

  const answer = async (request: FastifyRequest, id: number): Promise<Case> => {
    const detail = await caseDetail(ctx, id);
    if (!detail) throw notFound(request);
    return detail;
  };

  /**
   * Runs `change` on the case under its lock, in one transaction (404 when there is no such case;
   * whatever it throws writes nothing), then answers the case. `now` is taken after the lock, so the
   * timeline's order (created_at, then id) is the order of the commits.
   */
  const changeCase = async (
    request: FastifyRequest<WithId>,
    change: (
      trx: Kysely<Database>,
      current: LockedCase,
      write: {
        now: number;
        event: (values: EventValues) => Promise<void>;
        audit: (action: string, details: Record<string, unknown>) => Promise<void>;
      },
    ) => Promise<void>,
  ): Promise<Case> => {
    const id = caseId(request);
    const session = await activeSession(ctx, request);
    await withLockedCase(db, dialect, id, async (trx, current) => {
      if (!current) throw notFound(request);
      const now = ctx.options.now();
      await change(trx, current, {
        now,
        event: async (values) => {
          await trx
            .insertInto('siem_case_events')
            .values({
              case_id: id,
              author_id: session.user.id,
              body: null,
              from_value: null,
              to_value: null,
              assignee_id: null,
              reason: null,
              ...values,
              created_at: now,
            })
            .execute();
        },
        audit: (action, details) =>
          writeAudit(trx, { action, actorId: session.user.id, ip: request.ip, details }, now),
      });
    });
    return answer(request, id);
  };

  app.get<WithId & { Reply: Case }>(
    API.siemCase,
    // The permission first: a guest gets 401, a client or staff without it 403, whatever the id.
    { preValidation: reader, schema: { response: { 200: CaseSchema } } },
    async (request) => answer(request, caseId(request)),
  );

  app.post<WithId & { Body: CaseStatusBody; Reply: Case }>(
    API.siemCaseStatus,
    {
      preValidation: writer(SIEM_CASE_UPDATE_PERMISSION),
      preHandler: limitWrites(ctx, 'triage'),
      schema: { body: CaseStatusSchema, response: { 200: CaseSchema } },
    },
    async (request) => {
      const m = t(localeOf(request));
      const to = request.body.status;
      const reason = reasonOf(request.body.reason, m);
      return changeCase(request, async (trx, current, { now, event, audit }) => {
        const from = current.status;
        // Already there (a second click, a retry): nothing to do.
        if (from === to) return;
        if (!canMoveCase(from, to)) {
          const message = m.caseTransitionNotAllowed(m.caseStatuses[from], m.caseStatuses[to]);
          throw new HttpError(409, 'transition_not_allowed', message);
        }
        const reopen = isCaseReopen(from, to);
        if (reopen && reason === undefined) throw fieldError('reason', m.caseReopenReasonRequired);
        if (!reopen && reason !== undefined) throw fieldError('reason', m.caseReasonOnlyForReopen);
        await trx
          .updateTable('siem_cases')
          .set({
            status: to,
            // Resolving and closing are timed; reopening clears both (the case is open again).
            ...(to === 'resolved' ? { resolved_at: now } : {}),
            ...(to === 'closed' ? { closed_at: now } : {}),
            ...(reopen ? { resolved_at: null, closed_at: null } : {}),
          })
          .where('id', '=', current.id)
          .execute();
        await event({ kind: 'status', from_value: from, to_value: to, reason: reason ?? null });
        await audit('siem_case.status', { case: current.id, from, to });
      });
    },
  );

  app.post<WithId & { Body: CaseSeverityBody; Reply: Case }>(
    API.siemCaseSeverity,
    {
      preValidation: writer(SIEM_CASE_UPDATE_PERMISSION),
      preHandler: limitWrites(ctx, 'triage'),
      schema: { body: CaseSeveritySchema, response: { 200: CaseSchema } },
    },
    async (request) => {
      const to = request.body.severity;
      return changeCase(request, async (trx, current, { event, audit }) => {
        const from = current.severity;
        if (from === to) return;
        await trx.updateTable('siem_cases').set({ severity: to }).where('id', '=', current.id).execute();
        await event({ kind: 'severity', from_value: from, to_value: to });
        await audit('siem_case.severity', { case: current.id, from, to });
      });
    },
  );

  app.post<WithId & { Body: CaseAssigneeBody; Reply: Case }>(
    API.siemCaseAssignee,
    {
      preValidation: writer(SIEM_CASE_ASSIGN_PERMISSION),
      preHandler: limitWrites(ctx, 'triage'),
      schema: { body: CaseAssigneeSchema, response: { 200: CaseSchema } },
    },
    async (request) => {
      const m = t(localeOf(request));
      const to = request.body.assignee_id;
      return changeCase(request, async (trx, current, { event, audit }) => {
        // Only an analyst (as the page's `assignees`), checked in the write's transaction.
        if (to !== null && !(await isCaseAnalyst(trx, to)))
          throw fieldError('assignee_id', m.caseAssigneeInvalid);
        const from = current.assignee_id;
        if (from === to) return;
        await trx.updateTable('siem_cases').set({ assignee_id: to }).where('id', '=', current.id).execute();
        await event({ kind: 'assignment', assignee_id: to });
        await audit('siem_case.assignee', { case: current.id, from, to });
      });
    },
  );

  app.post<WithId & { Body: CaseCommentBody; Reply: Case }>(
    API.siemCaseComments,
    {
      preValidation: writer(SIEM_CASE_COMMENT_PERMISSION),
      preHandler: limitWrites(ctx, 'reply'),
      schema: { body: CaseCommentSchema, response: { 201: CaseSchema } },
    },
    async (request, reply) => {
      const m = t(localeOf(request));
      // Spares the sanitising for a case that does not exist; the lock below checks again.
      if (!(await findCase(db, caseId(request)))) throw notFound(request);
      const text = await richText(request.server, 'body', request.body.body, m);
      // Uploads belong to support issues: a case's comment shows or links none.
      if (text.uploads.length > 0) throw fieldError('body', m.caseCommentFiles);
      // A closed case takes comments too (notes after closing); the case itself is left as it is.
      const detail = await changeCase(request, async (_trx, _current, { event }) => {
        await event({ kind: 'comment', body: text.html });
      });
      return reply.code(201).send(detail);
    },
  );
}
