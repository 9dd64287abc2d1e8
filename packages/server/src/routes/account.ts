/**
 * The signed-in person's own sessions (issue 27, account security): the list of their sign-ins, with
 * the device's address and browser and when each was last used, and ending one of them or every other
 * one (a lost phone, a shared computer). Only one's own sign-ins: a staff member acting as a client
 * (impersonation) neither sees nor ends the client's, and their impersonation sessions are not listed.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '@portal-elements/contract';
import {
  AccountSessionsSchema,
  EndedSessionsSchema,
  type AccountSessions,
  type EndedSessions,
} from '@portal-elements/contract/schemas';
import { activeSession, localeOf, requireSession, type AppContext } from '../context.js';
import { writeAudit } from '../db/queries.js';
import { HttpError } from '../http/errors.js';
import { t } from '../i18n.js';
import type { ActiveSession } from '../security/sessions.js';

/**
 * The name of a session in the API: derived from the hash the store keeps of its cookie, so that it
 * reveals neither the cookie nor the stored hash.
 */
export function publicSessionId(idHash: string): string {
  return createHash('sha256').update(`account-session:${idHash}`).digest('base64url').slice(0, 22);
}

export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, options } = ctx;

  /** The session of a person acting as themselves; 403 while impersonating. */
  const ownSession = async (request: FastifyRequest): Promise<ActiveSession> => {
    const session = await activeSession(ctx, request);
    if (session.impersonatorId !== null) {
      throw new HttpError(403, 'forbidden', t(localeOf(request)).sessionsWhileImpersonating);
    }
    return session;
  };

  /** The person's own sessions that are still alive (within their idle time and absolute lifetime). */
  const liveSessions = (userId: number) => {
    const now = options.now();
    return db
      .selectFrom('sessions')
      .select(['id', 'ip', 'user_agent', 'created_at', 'last_seen_at'])
      .where('user_id', '=', userId)
      .where('impersonator_id', 'is', null)
      .where('expires_at', '>', now)
      .where('last_seen_at', '>', now - options.idleMs)
      .orderBy('last_seen_at', 'desc')
      .execute();
  };

  app.get<{ Reply: AccountSessions }>(
    API.accountSessions,
    { preValidation: requireSession(ctx), schema: { response: { 200: AccountSessionsSchema } } },
    async (request) => {
      const session = await ownSession(request);
      const rows = await liveSessions(session.user.id);
      const sessions = rows.map((row) => ({
        id: publicSessionId(row.id),
        current: row.id === session.idHash,
        ip: row.ip,
        user_agent: row.user_agent,
        created_at: new Date(Number(row.created_at)).toISOString(),
        last_seen_at: new Date(Number(row.last_seen_at)).toISOString(),
      }));
      // The one asking first, then the most recently used.
      return { sessions: [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)] };
    },
  );

  app.delete<{ Reply: EndedSessions }>(
    API.accountOtherSessions,
    { preValidation: requireSession(ctx), schema: { response: { 200: EndedSessionsSchema } } },
    async (request) => {
      const session = await ownSession(request);
      const ended = await db.transaction().execute(async (trx) => {
        const result = await trx
          .deleteFrom('sessions')
          .where('user_id', '=', session.user.id)
          .where('impersonator_id', 'is', null)
          .where('id', '<>', session.idHash)
          .executeTakeFirst();
        const count = Number(result.numDeletedRows);
        await writeAudit(
          trx,
          { action: 'other_sessions_ended', actorId: session.user.id, ip: request.ip, details: { count } },
          options.now(),
        );
        return count;
      });
      return { ended };
    },
  );

  app.delete<{ Params: { id: string } }>(
    API.accountSession,
    {
      preValidation: requireSession(ctx),
      schema: { params: { type: 'object', properties: { id: { type: 'string', maxLength: 64 } } } },
    },
    async (request, reply) => {
      const m = t(localeOf(request));
      const session = await ownSession(request);
      const target = (await liveSessions(session.user.id)).find(
        (row) => publicSessionId(row.id) === request.params.id,
      );
      if (!target) throw new HttpError(404, 'not_found', m.sessionNotFound);
      if (target.id === session.idHash) throw new HttpError(409, 'current_session', m.currentSession);
      await db.transaction().execute(async (trx) => {
        await ctx.sessions.destroy(trx, target.id);
        await writeAudit(
          trx,
          {
            action: 'session_ended',
            actorId: session.user.id,
            ip: request.ip,
            details: { session: request.params.id },
          },
          options.now(),
        );
      });
      return reply.code(204).send();
    },
  );
}
