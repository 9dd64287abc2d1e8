/**
 * The signed-in person's own sessions (issue 27, account security): the list of their sign-ins, with
 * the device's address and browser and when each was last used, and ending one of them or every other
 * one (a lost phone, a shared computer). Only one's own sign-ins: a staff member acting as a client
 * (impersonation) neither sees nor ends the client's, and their impersonation sessions are not listed.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@portal-elements/contract';
import {
  AccountSessionsSchema,
  EndedSessionsSchema,
  type AccountSessions,
  type EndedSessions,
} from '@portal-elements/contract/schemas';
import { activeSession, admitSecretAttempt, localeOf, requireSession, type AppContext } from '../context.js';
import { writeAudit } from '../db/queries.js';
import { HttpError } from '../http/errors.js';
import { t } from '../i18n.js';
import { setSessionCookie } from '../security/cookies.js';
import {
  MAX_PASSWORD_LENGTH,
  NO_CONTROL_CHARACTERS,
  hashPassword,
  verifyPassword,
} from '../security/password.js';
import { passwordStrength } from '../security/password-strength.js';
import type { ActiveSession } from '../security/sessions.js';

interface PasswordChange {
  current_password: string;
  new_password: string;
}

const passwordChangeSchema = {
  type: 'object',
  required: ['current_password', 'new_password'],
  additionalProperties: false,
  properties: {
    current_password: {
      type: 'string',
      minLength: 1,
      maxLength: MAX_PASSWORD_LENGTH,
      pattern: NO_CONTROL_CHARACTERS,
    },
    // The length's lower bound is checked by the handler, with a message that names it.
    new_password: { type: 'string', maxLength: PASSWORD_MAX_LENGTH, pattern: NO_CONTROL_CHARACTERS },
  },
} as const;

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

  /**
   * Changes the person's password: the current one is checked under the sign-in throttle (a stolen
   * session must not become a way to guess it), the new one must be long enough, differ from the
   * current one and be hard to guess (security/password-strength.ts). On success every other session
   * of the account ends, and the current one continues under a new id (its lifetime unchanged).
   */
  app.post<{ Body: PasswordChange; Reply: EndedSessions }>(
    API.accountPassword,
    {
      preValidation: requireSession(ctx),
      schema: { body: passwordChangeSchema, response: { 200: EndedSessionsSchema } },
    },
    async (request, reply) => {
      const locale = localeOf(request);
      const m = t(locale);
      const session = await activeSession(ctx, request);
      if (session.impersonatorId !== null)
        throw new HttpError(403, 'forbidden', m.passwordWhileImpersonating);
      const { current_password: current, new_password: next } = request.body;
      const { user } = session;
      const release = await admitSecretAttempt(ctx, request, user.email.toLowerCase(), {
        what: 'password change',
        message: m.tooManyPasswordAttempts,
      });
      const stored = await db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      if (!(await verifyPassword(current, stored.password_hash))) {
        await writeAudit(
          db,
          { action: 'password_change_failed', actorId: user.id, ip: request.ip },
          options.now(),
        );
        throw new HttpError(422, 'invalid_credentials', m.currentPasswordWrong, {
          fields: { current_password: [m.currentPasswordWrong] },
        });
      }
      await release();

      const refuse = (message: string): never => {
        throw new HttpError(422, 'weak_password', message, { fields: { new_password: [message] } });
      };
      if ([...next].length < PASSWORD_MIN_LENGTH) refuse(m.passwordTooShort(PASSWORD_MIN_LENGTH));
      if (next.normalize('NFKC') === current.normalize('NFKC')) refuse(m.passwordSameAsCurrent);
      const strength = await passwordStrength(next, [user.email, user.fullName, options.product], locale);
      if (!strength.strong) {
        refuse(m.passwordWeak([strength.warning, ...strength.suggestions].filter(Boolean).join(' ')));
      }

      const hash = await hashPassword(next, options.passwordCost);
      const now = options.now();
      const { ended, token } = await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ password_hash: hash, updated_at: now })
          .where('id', '=', user.id)
          .execute();
        // Every sign-in of the account ends, this one included; it goes on under a new id. A staff
        // member's view of the account as its client (impersonation) does not rest on the password.
        const removed = await trx
          .deleteFrom('sessions')
          .where('user_id', '=', user.id)
          .where('impersonator_id', 'is', null)
          .executeTakeFirst();
        // A sign-in that got past the old password and waits for its second step is over too.
        await trx.deleteFrom('two_factor_sign_ins').where('user_id', '=', user.id).execute();
        const created = await ctx.sessions.create(trx, {
          userId: user.id,
          projectId: session.projectId,
          locale: session.locale,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
          createdAt: session.createdAt,
          expiresAt: session.expiresAt,
        });
        const count = Number(removed.numDeletedRows) - 1;
        await writeAudit(
          trx,
          {
            action: 'password_changed',
            actorId: user.id,
            ip: request.ip,
            details: { ended_sessions: count },
          },
          now,
        );
        return { ended: count, token: created.token };
      });
      setSessionCookie(request, reply, token);
      reply.rotateCsrf = true;
      return { ended };
    },
  );
}
