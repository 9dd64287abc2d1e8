/** Signing in and out, and the session check the SPA polls. */
import { API, PAGES } from '@portal-elements/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { Transaction } from 'kysely';
import { admitSecretAttempt, localeOf, sessionOf, unauthenticated, type AppContext } from '../context.js';
import { startingProject, writeAudit } from '../db/queries.js';
import { HttpError } from '../http/errors.js';
import { isLocale, t, type Locale } from '../i18n.js';
import type { Database } from '../db/schema.js';
import {
  clearCookie,
  clearSessionCookie,
  readCookie,
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
import {
  PENDING_SIGN_IN_ATTEMPTS,
  PENDING_SIGN_IN_MS,
  claimPendingAttempt,
  createPendingSignIn,
  endPendingSignIn,
  findPendingSignIn,
  twoFactorEnabled,
} from '../db/two-factor.js';
import { SIGN_IN_CODE_BODY, useSecondFactor, type SecondFactor } from './two-factor.js';

/** How long a browser that signed in to an account is known to it (the device cookie). */
const DEVICE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

interface LoginBody {
  email: string;
  password: string;
}

/** The second step of a sign-in with two-factor: a code of the authenticator app, or a recovery code. */
interface SecondStepBody {
  code?: string;
  recovery_code?: string;
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

/** A browser's own form post (no script): answered with a redirect rather than JSON. */
function isFormPage(request: FastifyRequest): boolean {
  const isForm = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
  return isForm && /text\/html/.test(request.headers.accept ?? '');
}

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

  /**
   * Opens the session of a sign-in, as both the password and the second step do: rotation (whatever
   * session the browser had is gone, the new one has a new id), the audit entry, the device cookie, and
   * a new CSRF secret. `before` runs first in the same transaction.
   */
  const openSession = async (
    request: FastifyRequest,
    reply: FastifyReply,
    {
      userId,
      locale,
      account,
      twoFactor,
      before,
    }: {
      userId: number;
      locale: Locale;
      account: string;
      twoFactor?: SecondFactor;
      before?: (trx: Transaction<Database>) => Promise<void>;
    },
  ): Promise<void> => {
    const previous = readCookie(request, 'session');
    const now = options.now();
    const { token } = await db.transaction().execute(async (trx) => {
      await before?.(trx);
      if (previous) await sessions.destroy(trx, hashSessionToken(previous));
      const created = await sessions.create(trx, {
        userId,
        projectId: await startingProject(trx, userId),
        locale,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      await writeAudit(
        trx,
        {
          action: 'login',
          actorId: userId,
          ip: request.ip,
          ...(twoFactor ? { details: { two_factor: twoFactor } } : {}),
        },
        now,
      );
      return created;
    });
    setSessionCookie(request, reply, token);
    setCookie(request, reply, 'device', account, { signed: true, maxAge: DEVICE_COOKIE_SECONDS });
    reply.rotateCsrf = true;
  };

  app.post<{ Body: LoginBody }>(
    PAGES.login,
    { preValidation: trimEmail, schema: { ...loginSchema, response: { 200: statusSchema } } },
    async (request, reply) => {
      const m = t(localeOf(request));
      const email = request.body.email.toLowerCase();
      const password = request.body.password;
      const account = throttle.accountHash(email);

      // Counted before the password is checked, atomically in the store (security/login-throttle.ts).
      const release = await admitSecretAttempt(ctx, request, email, {
        what: 'sign-in',
        message: m.tooManyAttempts,
      });

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
      await release();

      const rehash = needsRehash(user.password_hash, options.passwordCost)
        ? await hashPassword(password, options.passwordCost)
        : undefined;
      const now = options.now();
      const storeRehash = async (trx: Transaction<Database>) => {
        if (!rehash) return;
        await trx
          .updateTable('users')
          .set({ password_hash: rehash, updated_at: now })
          .where('id', '=', user.id)
          .execute();
      };

      if (await twoFactorEnabled(db, user.id)) {
        // Two-factor sign-in: no session yet. A pending sign-in of five minutes, named by a cookie,
        // waits for the code (POST /login/two-factor). Whatever session the browser had is gone.
        const previous = readCookie(request, 'session');
        const pending = await db.transaction().execute(async (trx) => {
          if (previous) await sessions.destroy(trx, hashSessionToken(previous));
          await storeRehash(trx);
          const created = await createPendingSignIn(trx, { userId: user.id, locale: localeOf(request), now });
          await writeAudit(trx, { action: 'login_second_step', actorId: user.id, ip: request.ip }, now);
          return created;
        });
        if (previous) clearSessionCookie(request, reply);
        setCookie(request, reply, 'twoFactor', pending, { maxAge: PENDING_SIGN_IN_MS / 1000 });
        if (isFormPage(request)) return reply.redirect(PAGES.loginTwoFactor, 303);
        return { status: 'two_factor', redirect: PAGES.loginTwoFactor };
      }

      await openSession(request, reply, {
        userId: user.id,
        locale: localeOf(request),
        account,
        before: storeRehash,
      });
      if (isFormPage(request)) return reply.redirect('/', 303);
      return { status: 'ok', redirect: '/' };
    },
  );

  /**
   * The second step of a sign-in with two-factor on: the pending sign-in the cookie names (else 401,
   * sign in again), the attempt counted by the sign-in throttle as a password is (the account's e-mail:
   * per address, per account and address, and the account's growing delay), and at most five codes per
   * pending sign-in, the fifth wrong one ending it. A right code ends the pending sign-in and opens the
   * session as the password does.
   */
  app.post<{ Body: SecondStepBody }>(
    PAGES.loginTwoFactor,
    { schema: { body: SIGN_IN_CODE_BODY, response: { 200: statusSchema } } },
    async (request, reply) => {
      const m = t(localeOf(request));
      const { code, recovery_code: recoveryCode } = request.body;
      if ((code === undefined) === (recoveryCode === undefined)) {
        throw new HttpError(422, 'validation_failed', m.twoFactorCodeOrRecoveryCode, {
          fields: { code: [m.twoFactorCodeOrRecoveryCode] },
        });
      }
      const expired = (message: string) => {
        clearCookie(request, reply, 'twoFactor');
        return new HttpError(401, 'two_factor_expired', message);
      };
      const pending = await findPendingSignIn(db, readCookie(request, 'twoFactor'), options.now());
      if (!pending) throw expired(m.twoFactorSignInExpired);
      const user = await db
        .selectFrom('users')
        .select(['id', 'email'])
        .where('id', '=', pending.userId)
        .executeTakeFirst();
      if (!user) throw expired(m.twoFactorSignInExpired);
      const email = user.email.toLowerCase();
      const account = throttle.accountHash(email);

      const release = await admitSecretAttempt(ctx, request, email, {
        what: 'second sign-in step',
        message: m.tooManyAttempts,
      });
      // Counted against the pending sign-in before the code is checked, so parallel guesses cannot
      // check more than five codes.
      const attempt = await claimPendingAttempt(db, pending.id, options.now());
      if (!attempt) {
        await release();
        throw expired(m.twoFactorSignInExpired);
      }
      const method = await useSecondFactor(ctx, request, user.id, { code, recoveryCode });
      if (!method) {
        const last = attempt.attempt >= PENDING_SIGN_IN_ATTEMPTS;
        if (last) await endPendingSignIn(db, attempt.id);
        await writeAudit(
          db,
          {
            action: 'two_factor_failed',
            actorId: user.id,
            ip: request.ip,
            details: { action: 'sign_in', reason: 'code', attempt: attempt.attempt },
          },
          options.now(),
        );
        request.log.warn({ ip: request.ip, account }, 'failed second sign-in step');
        if (last) throw expired(m.twoFactorTooManyCodes);
        const message = recoveryCode === undefined ? m.twoFactorWrongCode : m.twoFactorWrongRecoveryCode;
        throw new HttpError(422, 'invalid_code', message, {
          fields: { [recoveryCode === undefined ? 'code' : 'recovery_code']: [message] },
        });
      }
      await release();

      const chosenLocale = readCookie(request, 'locale');
      await openSession(request, reply, {
        userId: user.id,
        // The language the person reads now (they may have switched it on the second step's page),
        // else the one of the first step.
        locale: isLocale(chosenLocale)
          ? chosenLocale
          : isLocale(attempt.locale)
            ? attempt.locale
            : localeOf(request),
        account,
        twoFactor: method,
        // Only one request ends the pending sign-in; a second one opens no session.
        before: async (trx) => {
          if (!(await endPendingSignIn(trx, attempt.id))) throw expired(m.twoFactorSignInExpired);
          if (method === 'recovery_code') {
            await writeAudit(
              trx,
              { action: 'recovery_code_used', actorId: user.id, ip: request.ip },
              options.now(),
            );
          }
        },
      });
      clearCookie(request, reply, 'twoFactor');
      if (isFormPage(request)) return reply.redirect('/', 303);
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
