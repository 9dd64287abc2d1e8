/**
 * Support issues (issue 18). Clients work on the issues of the project their session has selected
 * (/support/issues: no permission, any member); staff with support-issue-list on every project's
 * (/admin/support/issues). Every write is one transaction, sanitises rich text before storing it
 * (security/sanitize-html.ts), and answers the issue as GET /…/:id does. The design (statuses,
 * categories, what moves an issue on its own) is in server/README.md.
 */
import {
  API,
  CLIENT_ISSUES_LIST,
  idOf,
  MINE,
  STAFF_ISSUES_LIST,
  SUPPORT_ISSUE_LIST_PERMISSION,
  type ListQuerystring,
  type SupportCategory,
  type SupportStatus,
} from '@portal-elements/contract';
import {
  IssueAssigneeSchema,
  IssueSchema,
  IssueStatusSchema,
  IssuesPageSchema,
  MAX_ATTACHMENTS,
  NewIssueSchema,
  ReplySchema,
  StaffIssuesPageSchema,
  SupportOptionsSchema,
  listQuerySchema,
  type IssueAssigneeBody,
  type IssueStatusBody,
  type IssuesPage,
  type NewIssue,
  type Reply,
  type StaffIssuesPage,
  type SupportOptions,
} from '@portal-elements/contract/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  activeSession,
  forbidden,
  localeOf,
  requireSession,
  requireStaffPermission,
  type AppContext,
  limitWrites,
} from '../context.js';
import { memberProject } from '../db/queries.js';
import type { Database } from '../db/schema.js';
import {
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_STATUS_LABELS,
  allProjects,
  findIssue,
  listIssues,
  loadThread,
  resolvedAtAfter,
  supportAssignees,
  supportStaffQuery,
  withLockedIssue,
  type IssueListRow,
  type LockedIssue,
} from '../db/support.js';
import { fieldError as validation, HttpError } from '../http/errors.js';
import { t, type Locale, type Messages } from '../i18n.js';
import type { ActiveSession } from '../security/sessions.js';
import { oneIdOf, pageOf, parseSort, setOf } from './list-params.js';
import { richText } from './rich-text.js';

/** A write transaction (withLockedIssue's executor, or a transaction). */
type Executor = Kysely<Database>;
type ClientListQuery = ListQuerystring<typeof CLIENT_ISSUES_LIST>;
type StaffListQuery = ListQuerystring<typeof STAFF_ISSUES_LIST>;

type CreateBody = NewIssue;
type ReplyBody = Reply;

const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());
const person = (id: number | null, name: string | null) =>
  id === null ? null : { id, full_name: name ?? '' };

function listRow(row: IssueListRow) {
  return {
    id: row.id,
    subject: row.subject,
    category: row.category,
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    resolved_at: iso(row.resolved_at),
  };
}

function staffListRow(row: IssueListRow) {
  return {
    ...listRow(row),
    project: { id: row.project_id, name: row.project_name },
    assignee: person(row.assignee_id, row.assignee_name),
    author: person(row.author_id, row.author_name),
  };
}

/** 401, or 403 unless the session acts as a client (a client, or staff impersonating one). */
function requireClient(ctx: AppContext) {
  return async (request: FastifyRequest) => {
    const session = await activeSession(ctx, request);
    if (session.user.userType !== 'client') throw forbidden(request);
  };
}

/** The client's selected project, if the client is (still) a member of it. */
async function clientProject(ctx: AppContext, session: ActiveSession): Promise<number | undefined> {
  if (session.projectId === null) return undefined;
  return (await memberProject(ctx.db, session.user.id, session.projectId))?.id;
}

/** `:id` as a number, or 404 (an id that cannot exist is as unknown as one that does not). */
function issueId(request: FastifyRequest<{ Params: { id: string } }>): number {
  const id = idOf(request.params.id);
  if (id === undefined) throw new HttpError(404, 'not_found', t(localeOf(request)).issueNotFound);
  return id;
}

/** Adds a message (sanitised HTML) to an issue's thread; returns its id. */
async function insertMessage(
  trx: Executor,
  issueId: number,
  authorId: number,
  html: string,
  now: number,
): Promise<number> {
  const row = await trx
    .insertInto('support_messages')
    .values({
      issue_id: issueId,
      author_id: authorId,
      kind: 'message',
      body: html,
      from_status: null,
      to_status: null,
      assignee_id: null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The issue as GET /…/issues/:id answers it. */
async function issueDetail(ctx: AppContext, id: number) {
  const issue = await findIssue(ctx.db, id);
  if (!issue) throw new Error(`issue ${id} vanished`);
  return {
    ...listRow(issue),
    project: { id: issue.project_id, name: issue.project_name },
    author: person(issue.author_id, issue.author_name),
    assignee: person(issue.assignee_id, issue.assignee_name),
    thread: await loadThread(ctx.db, id),
  };
}

/**
 * Attaches files to a new message: the ids the request lists, and the `/uploads/<id>` its text shows or
 * links to. Each must be the author's own upload attached to nothing (and, for a client, uploaded in the
 * issue's project); a file the text merely shows again that is attached to this issue already is fine.
 * Anything else is 422 and the transaction rolls back.
 */
async function attachFiles(
  trx: Executor,
  options: {
    listed: readonly string[];
    referenced: readonly string[];
    issueId: number;
    messageId: number;
    userId: number;
    projectId: number | undefined;
  },
  m: Messages,
): Promise<void> {
  const wanted = [...new Set([...options.listed, ...options.referenced])];
  if (wanted.length === 0) return;
  if (wanted.length > MAX_ATTACHMENTS) throw validation('attachments', m.attachmentsInvalid);
  const rows = await trx
    .selectFrom('uploads')
    .select(['id', 'owner_id', 'project_id', 'issue_id'])
    .where('id', 'in', wanted)
    .execute();
  const attach: string[] = [];
  for (const id of wanted) {
    const row = rows.find((candidate) => candidate.id === id);
    if (row && row.issue_id === options.issueId && !options.listed.includes(id)) continue;
    const usable =
      row !== undefined &&
      row.owner_id === options.userId &&
      row.issue_id === null &&
      (options.projectId === undefined || row.project_id === options.projectId);
    if (!usable) throw validation('attachments', m.attachmentsInvalid);
    attach.push(id);
  }
  if (attach.length === 0) return;
  const result = await trx
    .updateTable('uploads')
    .set({ issue_id: options.issueId, message_id: options.messageId })
    .where('id', 'in', attach)
    .where('issue_id', 'is', null)
    .executeTakeFirst();
  // Another request attached one of them meanwhile.
  if (Number(result.numUpdatedRows) !== attach.length) throw validation('attachments', m.attachmentsInvalid);
}

/** Writes a status change into the issue and its thread; `issue` is its state under the write's lock. */
async function changeStatus(
  trx: Executor,
  issue: LockedIssue,
  to: SupportStatus,
  authorId: number,
  now: number,
): Promise<void> {
  await trx
    .updateTable('support_issues')
    .set({ status: to, resolved_at: resolvedAtAfter(to, issue.resolved_at, now), updated_at: now })
    .where('id', '=', issue.id)
    .execute();
  await trx
    .insertInto('support_messages')
    .values({
      issue_id: issue.id,
      author_id: authorId,
      kind: 'status',
      body: null,
      from_status: issue.status,
      to_status: to,
      assignee_id: null,
      created_at: now,
    })
    .execute();
}

/** 404: the issue is gone (read again under the write's lock). */
const issueGone = (request: FastifyRequest) =>
  new HttpError(404, 'not_found', t(localeOf(request)).issueNotFound);

/**
 * A reply: the message, its files, and the status it moves the issue to on its own (a client's reply
 * reopens an issue that waits for them or was resolved; staff's first answer opens a new one; nobody
 * replies to a closed one). The status is read and decided on under the issue's lock, in the
 * transaction that writes the reply (withLockedIssue): a reply racing a "close" lands before it, or is
 * refused after it.
 */
async function addReply(
  ctx: AppContext,
  request: FastifyRequest<{ Params: { id: string }; Body: ReplyBody }>,
  seen: { id: number; status: SupportStatus; project_id: number },
  session: ActiveSession,
  staff: boolean,
): Promise<void> {
  const m = t(localeOf(request));
  const closed = () => new HttpError(409, 'issue_closed', m.issueClosed);
  // Spares the sanitising of a reply to an issue already closed; the decision is taken again below.
  if (seen.status === 'closed') throw closed();
  const text = await richText(request.server, 'body', request.body.body, m);
  const moves: Partial<Record<SupportStatus, SupportStatus>> = staff
    ? { new: 'open' }
    : { waiting_for_customer: 'open', resolved: 'open' };
  await withLockedIssue(ctx.db, ctx.dialect, seen.id, async (trx, issue) => {
    if (!issue) throw issueGone(request);
    if (issue.status === 'closed') throw closed();
    // The time after the lock: the thread's order (created_at, then id) is the order of the commits.
    const now = ctx.options.now();
    const messageId = await insertMessage(trx, issue.id, session.user.id, text.html, now);
    await attachFiles(
      trx,
      {
        listed: request.body.attachments ?? [],
        referenced: text.uploads,
        issueId: issue.id,
        messageId,
        userId: session.user.id,
        projectId: staff ? undefined : issue.project_id,
      },
      m,
    );
    const next = moves[issue.status];
    if (next) await changeStatus(trx, issue, next, session.user.id, now);
    else
      await trx.updateTable('support_issues').set({ updated_at: now }).where('id', '=', issue.id).execute();
  });
}

function labels<K extends string>(table: Readonly<Record<K, Record<Locale, string>>>, locale: Locale) {
  return (Object.keys(table) as K[]).map((id) => ({ id, name: table[id][locale] }));
}

function listFilters(query: ClientListQuery | StaffListQuery) {
  return {
    ...pageOf(query),
    categories: setOf<SupportCategory>(query.category),
    subject: query.subject,
    search: query.search,
  };
}

export function registerSupportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, dialect } = ctx;
  const staffOnly = requireStaffPermission(ctx, SUPPORT_ISSUE_LIST_PERMISSION);

  app.get<{ Reply: SupportOptions }>(
    API.supportOptions,
    { preValidation: requireSession(ctx), schema: { response: { 200: SupportOptionsSchema } } },
    async (request) => {
      const locale = localeOf(request);
      return {
        categories: labels(SUPPORT_CATEGORY_LABELS, locale),
        statuses: labels(SUPPORT_STATUS_LABELS, locale),
      };
    },
  );

  // The client's side: the selected project's issues.
  app.get<{ Querystring: ClientListQuery; Reply: IssuesPage }>(
    CLIENT_ISSUES_LIST.path,
    {
      preValidation: requireClient(ctx),
      schema: { querystring: listQuerySchema(CLIENT_ISSUES_LIST), response: { 200: IssuesPageSchema } },
    },
    async (request) => {
      const sort = parseSort(CLIENT_ISSUES_LIST, request.query.sort, t(localeOf(request)));
      const session = await activeSession(ctx, request);
      const projectId = await clientProject(ctx, session);
      if (projectId === undefined) return { rows: [], total: 0 };
      const { rows, total } = await listIssues(db, dialect, {
        ...listFilters(request.query),
        sort,
        projectId,
        statuses: setOf<SupportStatus>(request.query.status),
      });
      return { rows: rows.map(listRow), total };
    },
  );

  app.post<{ Body: CreateBody }>(
    API.supportIssues,
    {
      preValidation: requireClient(ctx),
      preHandler: limitWrites(ctx, 'issue'),
      schema: { body: NewIssueSchema, response: { 201: IssueSchema } },
    },
    async (request, reply: FastifyReply) => {
      const m = t(localeOf(request));
      const session = await activeSession(ctx, request);
      const projectId = await clientProject(ctx, session);
      if (projectId === undefined) throw new HttpError(403, 'no_project', m.noProject);
      const subject = request.body.subject.trim();
      if (subject === '') throw validation('subject', m.emptyText('subject'));
      const text = await richText(request.server, 'description', request.body.description, m);
      const now = ctx.options.now();
      const id = await db.transaction().execute(async (trx) => {
        const issue = await trx
          .insertInto('support_issues')
          .values({
            project_id: projectId,
            author_id: session.user.id,
            subject,
            category: request.body.category,
            status: 'new',
            assignee_id: null,
            created_at: now,
            updated_at: now,
            resolved_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const messageId = await insertMessage(trx, issue.id, session.user.id, text.html, now);
        const listed = request.body.attachments ?? [];
        const files = { listed, referenced: text.uploads, issueId: issue.id, messageId };
        await attachFiles(trx, { ...files, userId: session.user.id, projectId }, m);
        return issue.id;
      });
      return reply.code(201).send(await issueDetail(ctx, id));
    },
  );

  /** The issue, if the client may see it (its project is the selected one); else 404. */
  const clientIssue = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const id = issueId(request);
    const session = await activeSession(ctx, request);
    const projectId = await clientProject(ctx, session);
    const issue = await findIssue(db, id);
    if (!issue || projectId === undefined || issue.project_id !== projectId) {
      throw new HttpError(404, 'not_found', t(localeOf(request)).issueNotFound);
    }
    return { issue, session };
  };

  app.get<{ Params: { id: string } }>(
    API.supportIssue,
    { preValidation: requireClient(ctx), schema: { response: { 200: IssueSchema } } },
    async (request) => issueDetail(ctx, (await clientIssue(request)).issue.id),
  );

  app.post<{ Params: { id: string }; Body: ReplyBody }>(
    API.supportIssueMessages,
    {
      preValidation: requireClient(ctx),
      preHandler: limitWrites(ctx, 'reply'),
      schema: { body: ReplySchema, response: { 201: IssueSchema } },
    },
    async (request, reply) => {
      const { issue, session } = await clientIssue(request);
      await addReply(ctx, request, issue, session, false);
      return reply.code(201).send(await issueDetail(ctx, issue.id));
    },
  );

  // The staff's side: every project's issues.
  app.get<{ Querystring: StaffListQuery; Reply: StaffIssuesPage }>(
    STAFF_ISSUES_LIST.path,
    {
      preValidation: staffOnly,
      schema: { querystring: listQuerySchema(STAFF_ISSUES_LIST), response: { 200: StaffIssuesPageSchema } },
    },
    async (request) => {
      const m = t(localeOf(request));
      const { query } = request;
      const sort = parseSort(STAFF_ISSUES_LIST, query.sort, m);
      // The schema takes no `none` for the project: a number or nothing.
      const project = oneIdOf(query.project, 'project', m);
      const assignee = oneIdOf(query.assignee, 'assignee', m);
      const session = await activeSession(ctx, request);
      const statusSet = setOf<SupportStatus | typeof MINE>(query.status);
      const statuses = statusSet?.filter((value): value is SupportStatus => value !== MINE);
      const [{ rows, total }, assignees, projects] = await Promise.all([
        listIssues(db, dialect, {
          ...listFilters(query),
          sort,
          statuses: statuses?.length ? statuses : undefined,
          projectId: project === 'none' ? undefined : project,
          assignee,
          mine: statusSet?.includes(MINE) ? session.user.id : undefined,
        }),
        supportAssignees(db, dialect),
        allProjects(db, dialect),
      ]);
      return {
        rows: rows.map(staffListRow),
        total,
        assignees,
        projects: projects.map((project) => ({ id: project.id, name: project.full_name })),
      };
    },
  );

  const staffIssue = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const issue = await findIssue(db, issueId(request));
    if (!issue) throw new HttpError(404, 'not_found', t(localeOf(request)).issueNotFound);
    return { issue, session: await activeSession(ctx, request) };
  };

  app.get<{ Params: { id: string } }>(
    API.staffSupportIssue,
    { preValidation: staffOnly, schema: { response: { 200: IssueSchema } } },
    async (request) => issueDetail(ctx, (await staffIssue(request)).issue.id),
  );

  app.post<{ Params: { id: string }; Body: ReplyBody }>(
    API.staffSupportIssueMessages,
    {
      preValidation: staffOnly,
      preHandler: limitWrites(ctx, 'reply'),
      schema: { body: ReplySchema, response: { 201: IssueSchema } },
    },
    async (request, reply) => {
      const { issue, session } = await staffIssue(request);
      await addReply(ctx, request, issue, session, true);
      return reply.code(201).send(await issueDetail(ctx, issue.id));
    },
  );

  app.post<{ Params: { id: string }; Body: IssueStatusBody }>(
    API.staffSupportIssueStatus,
    {
      preValidation: staffOnly,
      preHandler: limitWrites(ctx, 'triage'),
      schema: { body: IssueStatusSchema, response: { 200: IssueSchema } },
    },
    async (request) => {
      const { issue, session } = await staffIssue(request);
      // Decided on the status under the issue's lock (withLockedIssue): the change records the status
      // it really left, and a reply racing it lands before it or is refused after a close.
      await withLockedIssue(db, dialect, issue.id, async (trx, current) => {
        if (!current) throw issueGone(request);
        if (current.status === request.body.status) return;
        await changeStatus(trx, current, request.body.status, session.user.id, ctx.options.now());
      });
      return issueDetail(ctx, issue.id);
    },
  );

  app.post<{ Params: { id: string }; Body: IssueAssigneeBody }>(
    API.staffSupportIssueAssignee,
    {
      preValidation: staffOnly,
      preHandler: limitWrites(ctx, 'triage'),
      schema: { body: IssueAssigneeSchema, response: { 200: IssueSchema } },
    },
    async (request) => {
      const m = t(localeOf(request));
      const { issue, session } = await staffIssue(request);
      const assignee = request.body.assignee_id;
      if (assignee !== null) {
        const staff = await supportStaffQuery(db).where('users.id', '=', assignee).executeTakeFirst();
        if (!staff) throw validation('assignee_id', m.assigneeInvalid);
      }
      await withLockedIssue(db, dialect, issue.id, async (trx, current) => {
        if (!current) throw issueGone(request);
        if (current.assignee_id === assignee) return;
        const now = ctx.options.now();
        await trx
          .updateTable('support_issues')
          .set({ assignee_id: assignee, updated_at: now })
          .where('id', '=', issue.id)
          .execute();
        await trx
          .insertInto('support_messages')
          .values({
            issue_id: issue.id,
            author_id: session.user.id,
            kind: 'assignment',
            body: null,
            from_status: null,
            to_status: null,
            assignee_id: assignee,
            created_at: now,
          })
          .execute();
      });
      return issueDetail(ctx, issue.id);
    },
  );
}
