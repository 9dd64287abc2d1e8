/** Signing in and out, and the session check the SPA polls. */
import { API, PAGES } from '@portal-elements/contract';
import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { localeOf, sessionOf, unauthenticated, type AppContext } from '../context.js';
import { startingProject, writeAudit } from '../db/queries.js';
import { HttpError } from '../http/errors.js';
import { t } from '../i18n.js';
import {
  clearSessionCookie,
  readCookie,
  readSignedCookie,
  setCookie,
  setSessionCookie,
} from '../security/cookies.js';
import {
  MAX_PASSWORD_LENGTH,
  NO_CONTROL_CHARACTERS,
  hashPassword,
  needsRehash,
  preparePlaceholder,
  verifyAgainstDummy,
  verifyPassword,
} from '../security/password.js';
import { hashSessionToken } from '../security/sessions.js';

/** How long a browser that signed in to an account is known to it (the device cookie). */
const DEVICE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

interface LoginBody {
  email: string;
  password: string;
}

const loginSchema = {
  body: {
    type: 'object',
    required: ['email', 'password'],
    additionalProperties: false,
    properties: {
      email: { type: 'string', minLength: 1, maxLength: 254, format: 'email' },
      // A control character would pad scrypt's HMAC key: "pw" and "pw\0" must not be one password.
      password: {
        type: 'string',
        minLength: 1,
        maxLength: MAX_PASSWORD_LENGTH,
        pattern: NO_CONTROL_CHARACTERS,
      },
    },
  },
} as const;

/** Surrounding spaces of the e-mail are not an error: trimmed before the schema checks the format. */
const trimEmail: preValidationAsyncHookHandler = async (request) => {
  const body = request.body as Record<string, unknown> | null;
  if (body && typeof body === 'object' && typeof body.email === 'string') body.email = body.email.trim();
};

const statusSchema = {
  type: 'object',
  required: ['status'],
  properties: { status: { type: 'string' }, redirect: { type: 'string' } },
} as const;

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, sessions, options, throttle } = ctx;
  // The placeholder unknown e-mails are checked against is built before the server listens, so the
  // first such sign-in takes no longer than the others (issue 27, finding 10).
  app.addHook('onReady', () => preparePlaceholder(options.passwordCost));

  app.post<{ Body: LoginBody }>(
    PAGES.login,
    { preValidation: trimEmail, schema: { ...loginSchema, response: { 200: statusSchema } } },
    async (request, reply) => {
      const m = t(localeOf(request));
      const email = request.body.email.toLowerCase();
      const password = request.body.password;
      const account = throttle.accountHash(email);

      // Counted before the password is checked, atomically in the store (security/login-throttle.ts).
      const admission = await throttle.admit({
        email,
        ip: request.ip,
        knownDevice: readSignedCookie(request, 'device') === account,
      });
      if (!admission.admitted) {
        request.log.warn({ ip: request.ip, account }, 'sign-in throttled');
        const wait = admission.retryAfterSeconds;
        throw new HttpError(429, 'too_many_attempts', m.tooManyAttempts(wait), {
          headers: { 'retry-after': String(wait) },
        });
      }

      const user = await db
        .selectFrom('users')
        .select(['id', 'password_hash'])
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
        .executeTakeFirst();
      const valid = user
        ? await verifyPassword(password, user.password_hash)
        : await verifyAgainstDummy(password, options.passwordCost);
      if (!user || !valid) {
        await writeAudit(
          db,
          { action: 'login_failed', actorId: null, ip: request.ip, details: { account } },
          options.now(),
        );
        request.log.warn({ ip: request.ip, account }, 'failed sign-in');
        throw new HttpError(422, 'invalid_credentials', m.invalidCredentials);
      }
      await admission.release();

      const rehash = needsRehash(user.password_hash, options.passwordCost)
        ? await hashPassword(password, options.passwordCost)
        : undefined;
      const previous = readCookie(request, 'session');
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
      setSessionCookie(request, reply, token);
      setCookie(request, reply, 'device', account, { signed: true, maxAge: DEVICE_COOKIE_SECONDS });
      reply.rotateCsrf = true;
      const isForm = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
      if (isForm && /text\/html/.test(request.headers.accept ?? '')) return reply.redirect('/', 303);
      return { status: 'ok', redirect: '/' };
    },
  );

  app.post(PAGES.logout, { schema: { response: { 200: statusSchema } } }, async (request, reply) => {
    const lookup = await sessionOf(ctx, request, { touch: false });
    if (lookup.state !== 'active') {
      if (readCookie(request, 'session')) clearSessionCookie(request, reply);
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
    clearSessionCookie(request, reply);
    reply.rotateCsrf = true;
    return { status: 'signed_out', redirect: PAGES.login };
  });

  app.get(
    PAGES.checkSession,
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
      if (lookup.state !== 'active' && readCookie(request, 'session')) clearSessionCookie(request, reply);
      return { status: lookup.state === 'active' ? 'active' : 'expired' };
    },
  );

  /** Sets a fresh XSRF-TOKEN cookie (like Laravel Sanctum's csrf-cookie), for clients that start without a page. */
  app.get(API.csrfToken, async (_request, reply) => {
    reply.refreshCsrf = true;
    return reply.code(204).send();
  });
}
