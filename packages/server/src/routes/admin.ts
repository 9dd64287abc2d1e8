/** Staff routes: the user list, and impersonating a client and leaving again (both audit-logged). */
import { API, IMPERSONATE_PERMISSION, PAGES, USER_LIST_PERMISSION, idOf } from '@portal-elements/contract';
import { UsersSchema } from '@portal-elements/contract/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  activeSession,
  apiUserType,
  forbidden,
  localeOf,
  requireStaffPermission,
  sessionOf,
  type AppContext,
} from '../context.js';
import { memberProject, startingProject, writeAudit } from '../db/queries.js';
import { HttpError } from '../http/errors.js';
import { t } from '../i18n.js';
import { sendActionPage } from '../http/action-page.js';
import { setSessionCookie } from '../security/cookies.js';
import { isSameOriginRequest } from '../security/same-origin.js';
import type { ActiveSession } from '../security/sessions.js';

export function registerAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, sessions, options } = ctx;

  app.get(
    API.users,
    {
      preValidation: requireStaffPermission(ctx, USER_LIST_PERMISSION),
      schema: { response: { 200: UsersSchema } },
    },
    async () => {
      const rows = await db
        .selectFrom('users')
        .select(['id', 'full_name', 'email', 'user_type'])
        .orderBy('id')
        .execute();
      return {
        users: rows.map((row) => ({
          id: row.id,
          full_name: row.full_name,
          email: row.email,
          userType: apiUserType(row.user_type, options.product),
        })),
      };
    },
  );

  app.post<{ Params: { id: string } }>(
    PAGES.impersonate,
    {
      // The permission is checked first, before the target is even parsed or looked up.
      preValidation: requireStaffPermission(ctx, IMPERSONATE_PERMISSION),
      schema: {
        params: {
          type: 'object',
          required: ['id'],
          additionalProperties: false,
          properties: { id: { type: 'string', maxLength: 32 } },
        },
        response: {
          200: { type: 'object', properties: { status: { type: 'string' }, redirect: { type: 'string' } } },
        },
      },
    },
    async (request, reply) => {
      const m = t(localeOf(request));
      const session = await activeSession(ctx, request);
      const targetId = idOf(request.params.id);
      const target =
        targetId !== undefined
          ? await db
              .selectFrom('users')
              .select(['id', 'user_type'])
              .where('id', '=', targetId)
              .executeTakeFirst()
          : undefined;
      if (!target) throw new HttpError(404, 'not_found', m.userNotFound);
      if (target.user_type !== 'client') throw forbidden(request, m.onlyClients);

      const now = options.now();
      const { token } = await db.transaction().execute(async (trx) => {
        await sessions.destroy(trx, session.idHash);
        const created = await sessions.create(trx, {
          userId: target.id,
          impersonatorId: session.user.id,
          impersonatorProjectId: session.projectId,
          projectId: await startingProject(trx, target.id),
          locale: session.locale,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
          createdAt: session.createdAt,
          expiresAt: session.expiresAt,
        });
        await writeAudit(
          trx,
          { action: 'impersonate_start', actorId: session.user.id, subjectId: target.id, ip: request.ip },
          now,
        );
        return created;
      });
      request.log.info({ actor: session.user.id, subject: target.id }, 'impersonation started');
      setSessionCookie(request, reply, token);
      return { status: 'ok', redirect: '/' };
    },
  );

  /** Ends the impersonation of `session`: a new session of the staff member, in their previous project. */
  async function leave(
    request: FastifyRequest,
    reply: FastifyReply,
    session: ActiveSession,
    staffId: number,
  ) {
    const now = options.now();
    const { token } = await db.transaction().execute(async (trx) => {
      const previousProject =
        session.impersonatorProjectId !== null
          ? await memberProject(trx, staffId, session.impersonatorProjectId)
          : undefined;
      await sessions.destroy(trx, session.idHash);
      const created = await sessions.create(trx, {
        userId: staffId,
        projectId: previousProject?.id ?? (await startingProject(trx, staffId)),
        locale: session.locale,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        createdAt: session.createdAt,
        expiresAt: session.expiresAt,
      });
      await writeAudit(
        trx,
        { action: 'impersonate_leave', actorId: staffId, subjectId: session.user.id, ip: request.ip },
        now,
      );
      return created;
    });
    request.log.info({ actor: staffId, subject: session.user.id }, 'impersonation ended');
    setSessionCookie(request, reply, token);
    reply.header('cache-control', 'no-store');
    return reply.redirect('/admin/users', request.method === 'POST' ? 303 : 302);
  }

  /**
   * 'Leave account' (spec 2) is a link: a GET from our own pages or the address bar ends the
   * impersonation. From another site, and for HEAD, nothing changes: 403 with a page that offers it as a
   * button (a form posting to the same address with a CSRF token).
   */
  app.get(PAGES.impersonateLeave, async (request, reply) => {
    const lookup = await sessionOf(ctx, request);
    if (lookup.state !== 'active') return reply.redirect(PAGES.login, 302);
    const { session } = lookup;
    if (session.impersonatorId === null) return reply.redirect('/', 302);
    if (request.method === 'GET' && isSameOriginRequest(request)) {
      return leave(request, reply, session, session.impersonatorId);
    }
    const m = t(localeOf(request));
    return sendActionPage(app, request, reply, localeOf(request), {
      title: m.confirmLeaveTitle,
      text: m.confirmLeaveText(session.user.fullName),
      button: m.confirmLeaveButton,
      action: PAGES.impersonateLeave,
    });
  });

  app.post(PAGES.impersonateLeave, async (request, reply) => {
    const lookup = await sessionOf(ctx, request);
    if (lookup.state !== 'active') return reply.redirect(PAGES.login, 303);
    const { session } = lookup;
    if (session.impersonatorId === null) return reply.redirect('/', 303);
    return leave(request, reply, session, session.impersonatorId);
  });
}
