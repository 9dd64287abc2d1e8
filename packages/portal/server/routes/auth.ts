/** Signing in and out, and the session check the SPA polls. */
import type { FastifyInstance } from 'fastify';
import { localeOf, sessionOf, unauthenticated, type AppContext } from '../context.js';
import { startingProject, writeAudit } from '../db/queries.js';
import { HttpError } from '../http/errors.js';
import { t } from '../i18n.js';
import { clearSessionCookie, setSessionCookie } from '../security/cookies.js';
import type { LoginLimiter } from '../security/login-limiter.js';
import {
  MAX_PASSWORD_LENGTH,
  hashPassword,
  needsRehash,
  verifyAgainstDummy,
  verifyPassword,
} from '../security/password.js';
import { SESSION_COOKIE, hashSessionToken } from '../security/sessions.js';

interface LoginBody {
  email: string;
  password: string;
}

const loginSchema = {
  body: {
    type: 'object',
    required: ['email', 'password'],
    properties: {
      email: { type: 'string', minLength: 1, maxLength: 254, format: 'email' },
      password: { type: 'string', minLength: 1, maxLength: MAX_PASSWORD_LENGTH },
    },
  },
} as const;

const statusSchema = {
  type: 'object',
  required: ['status'],
  properties: { status: { type: 'string' }, redirect: { type: 'string' } },
} as const;

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext, limiter: LoginLimiter): void {
  const { db, sessions, options } = ctx;

  app.post<{ Body: LoginBody }>(
    '/login',
    { schema: { ...loginSchema, response: { 200: statusSchema } } },
    async (request, reply) => {
      const m = t(localeOf(request));
      const email = request.body.email.trim().toLowerCase();
      const password = request.body.password;

      const wait = await limiter.retryAfter(request, email);
      if (wait > 0) {
        throw new HttpError(429, 'too_many_attempts', m.tooManyAttempts(wait), {
          headers: { 'retry-after': String(wait) },
        });
      }

      const user = await db
        .selectFrom('users')
        .select(['id', 'password_hash'])
        .where('email', '=', email)
        .executeTakeFirst();
      const valid = user
        ? await verifyPassword(password, user.password_hash)
        : await verifyAgainstDummy(password, options.passwordCost);
      if (!user || !valid) {
        await limiter.recordFailure(request, email);
        request.log.warn({ ip: request.ip }, 'failed sign-in');
        throw new HttpError(422, 'invalid_credentials', m.invalidCredentials);
      }

      const rehash = needsRehash(user.password_hash, options.passwordCost)
        ? await hashPassword(password, options.passwordCost)
        : undefined;
      const previous = request.cookies[SESSION_COOKIE];
      const now = options.now();
      const { token } = await db.transaction().execute(async (trx) => {
        // Rotation: whatever session the browser had is gone, and the new one has a new id.
        if (previous) await sessions.destroy(trx, hashSessionToken(previous));
        const created = await sessions.create(trx, {
          userId: user.id,
          projectId: await startingProject(trx, user.id),
          locale: localeOf(request),
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        });
        if (rehash) {
          await trx
            .updateTable('users')
            .set({ password_hash: rehash, updated_at: now })
            .where('id', '=', user.id)
            .execute();
        }
        await writeAudit(trx, { action: 'login', actorId: user.id, ip: request.ip }, now);
        return created;
      });
      setSessionCookie(reply, token);
      reply.rotateCsrf = true;
      const isForm = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
      if (isForm && /text\/html/.test(request.headers.accept ?? '')) return reply.redirect('/', 303);
      return { status: 'ok', redirect: '/' };
    },
  );

  app.post('/logout', { schema: { response: { 200: statusSchema } } }, async (request, reply) => {
    const lookup = await sessionOf(ctx, request, { touch: false });
    if (lookup.state !== 'active') {
      if (request.cookies[SESSION_COOKIE]) clearSessionCookie(reply);
      throw unauthenticated(request);
    }
    const { session } = lookup;
    const now = options.now();
    await db.transaction().execute(async (trx) => {
      await sessions.destroy(trx, session.idHash);
      await writeAudit(
        trx,
        {
          action: 'logout',
          actorId: session.impersonatorId ?? session.user.id,
          subjectId: session.impersonatorId ? session.user.id : null,
          ip: request.ip,
        },
        now,
      );
    });
    clearSessionCookie(reply);
    reply.rotateCsrf = true;
    return { status: 'signed_out', redirect: '/login' };
  });

  app.get(
    '/check-session',
    {
      schema: {
        response: {
          200: { type: 'object', required: ['status'], properties: { status: { type: 'string' } } },
        },
      },
    },
    async (request, reply) => {
      // Reading the session must not extend its idle time: only real use does.
      const lookup = await sessionOf(ctx, request, { touch: false });
      if (lookup.state !== 'active' && request.cookies[SESSION_COOKIE]) clearSessionCookie(reply);
      return { status: lookup.state === 'active' ? 'active' : 'expired' };
    },
  );

  /** Sets a fresh XSRF-TOKEN cookie (like Laravel Sanctum's csrf-cookie), for clients that start without a page. */
  app.get('/api/csrf-token', async (_request, reply) => {
    reply.refreshCsrf = true;
    return reply.code(204).send();
  });
}
