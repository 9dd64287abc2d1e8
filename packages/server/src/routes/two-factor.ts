/**
 * Two-factor sign-in of the signed-in person's own account (issue 27): its state, setting it up with
 * an authenticator app (TOTP), the one-time recovery codes, and turning it off. The second step of a
 * sign-in is in routes/auth.ts; the cryptography in security/totp.ts; the store in db/two-factor.ts.
 *
 * Only one's own account: a staff member acting as a client (impersonation) gets 403. Every password
 * and code these routes check is counted by the sign-in throttle first (security/login-throttle.ts,
 * with the account's e-mail and the client's address, as `POST /login` counts them) and given back only
 * when everything checked was right, so guessing here is as limited as on the sign-in page.
 *
 * The staff requirement (PORTAL_REQUIRE_STAFF_TWO_FACTOR) is one hook, `staffTwoFactorGate`: a staff
 * member without two-factor sign-in reaches only the pages, the layout and what setting it up needs.
 */
import { API, PAGES } from '@portal-elements/contract';
import {
  RECOVERY_CODE_PATTERN,
  RecoveryCodesSchema,
  TOTP_CODE_PATTERN,
  TwoFactorSetupSchema,
  TwoFactorStatusSchema,
  type RecoveryCodes,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@portal-elements/contract/schemas';
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import {
  activeSession,
  admitSecretAttempt,
  localeOf,
  requireSession,
  sessionOf,
  type AppContext,
} from '../context.js';
import { writeAudit } from '../db/queries.js';
import {
  acceptStep,
  recoveryCodesLeft,
  removeTwoFactor,
  replaceRecoveryCodes,
  storePendingSecret,
  twoFactorEnabled,
  twoFactorOf,
  useRecoveryCode,
} from '../db/two-factor.js';
import { HttpError } from '../http/errors.js';
import { t } from '../i18n.js';
import { MAX_PASSWORD_LENGTH, NO_CONTROL_CHARACTERS, verifyPassword } from '../security/password.js';
import type { ActiveSession } from '../security/sessions.js';
import {
  RECOVERY_CODE_COUNT,
  matchTotp,
  newRecoveryCode,
  newTotpSecret,
  normalizeRecoveryCode,
  otpauthUri,
} from '../security/totp.js';

/** How a second factor was given. */
export type SecondFactor = 'totp' | 'recovery_code';

const password = {
  type: 'string',
  minLength: 1,
  maxLength: MAX_PASSWORD_LENGTH,
  pattern: NO_CONTROL_CHARACTERS,
} as const;
const totpCode = { type: 'string', minLength: 6, maxLength: 6, pattern: TOTP_CODE_PATTERN } as const;
const recoveryCode = {
  type: 'string',
  minLength: 10,
  maxLength: 11,
  pattern: RECOVERY_CODE_PATTERN,
} as const;
/** A TOTP code or a recovery code (disabling takes either). */
const anyCode = {
  type: 'string',
  minLength: 6,
  maxLength: 11,
  pattern: `${TOTP_CODE_PATTERN}|${RECOVERY_CODE_PATTERN}`,
} as const;

const passwordBody = {
  type: 'object',
  required: ['password'],
  additionalProperties: false,
  properties: { password },
} as const;
const confirmBody = {
  type: 'object',
  required: ['code'],
  additionalProperties: false,
  properties: { code: totpCode },
} as const;
const disableBody = {
  type: 'object',
  required: ['password', 'code'],
  additionalProperties: false,
  properties: { password, code: anyCode },
} as const;
/** The second step of a sign-in: `{code}` or `{recovery_code}` (one of them: checked by the route). */
export const SIGN_IN_CODE_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: { code: totpCode, recovery_code: recoveryCode },
} as const;

/** The routes a staff member who must turn on two-factor sign-in may still use, whatever the method. */
const OPEN_TO_UNENROLLED_STAFF = new Set<string>([
  PAGES.login,
  PAGES.loginTwoFactor,
  PAGES.logout,
  PAGES.checkSession,
  PAGES.language,
  PAGES.health,
  PAGES.impersonateLeave,
  API.csrfToken,
  API.accountTwoFactor,
  API.accountTwoFactorSetup,
  API.accountTwoFactorConfirm,
  API.accountTwoFactorRecoveryCodes,
  API.accountTwoFactorDisable,
]);

/**
 * Whether a request stays open to a staff member who has not turned on two-factor sign-in while the
 * installation requires it: the routes above, the layout (the web app's frame, where it leads them to
 * set it up), and the pages and files of the web app (GET and HEAD outside /api, but uploads). An
 * allowlist: a route added later is closed to them until it is named here.
 */
export function openToUnenrolledStaff(method: string, route: string | undefined): boolean {
  if (route === undefined) return true; // no route: the 404 handler, which shows nothing
  if (OPEN_TO_UNENROLLED_STAFF.has(route)) return true;
  const read = method === 'GET' || method === 'HEAD';
  if (read && route === API.layout) return true;
  return read && !route.startsWith('/api/') && route !== PAGES.upload;
}

/**
 * The staff requirement (PORTAL_REQUIRE_STAFF_TWO_FACTOR), in one place: a preValidation hook of the
 * whole server, after the CSRF check and before every route's own guards. A session of a staff member
 * (or of one acting as a client) without two-factor sign-in on gets 403 `two_factor_setup_required` on
 * every route but those `openToUnenrolledStaff` names. Signed-out requests are the routes' own to refuse.
 */
export function staffTwoFactorGate(ctx: AppContext): preValidationAsyncHookHandler {
  return async (request) => {
    if (!ctx.options.requireStaffTwoFactor) return;
    if (openToUnenrolledStaff(request.method, request.routeOptions.url)) return;
    const lookup = await sessionOf(ctx, request);
    if (lookup.state !== 'active' || !(await mustSetUpTwoFactor(ctx, lookup.session))) return;
    throw new HttpError(403, 'two_factor_setup_required', t(localeOf(request)).twoFactorSetupRequired);
  };
}

/**
 * Whether this session belongs to a staff member (also one acting as a client) who must turn on
 * two-factor sign-in before anything else: the installation requires it and they have not.
 */
export async function mustSetUpTwoFactor(ctx: AppContext, session: ActiveSession): Promise<boolean> {
  if (!ctx.options.requireStaffTwoFactor) return false;
  const person = session.impersonatorId ?? session.user.id;
  const staff = session.impersonatorId !== null || session.user.userType === 'staff';
  return staff && !(await twoFactorEnabled(ctx.db, person));
}

/** Whether the installation requires two-factor sign-in of this person. */
export function twoFactorRequired(ctx: AppContext, session: ActiveSession): boolean {
  return ctx.options.requireStaffTwoFactor && session.user.userType === 'staff';
}

/**
 * Checks a second factor of a user with two-factor sign-in on, and uses it up: a TOTP code (its time
 * step accepted once, never one older than the last) or a recovery code (used once). Undefined when
 * it is wrong, used already, or the user has no confirmed two-factor sign-in.
 */
export async function useSecondFactor(
  ctx: AppContext,
  request: FastifyRequest,
  userId: number,
  given: { code?: string; recoveryCode?: string },
): Promise<SecondFactor | undefined> {
  const now = ctx.options.now();
  const row = await twoFactorOf(ctx.db, userId);
  if (!row || row.confirmed_at === null) return undefined;
  if (given.code !== undefined && /^[0-9]{6}$/.test(given.code)) {
    const secret = ctx.twoFactorKeys.decryptSecret(row.secret, userId);
    if (secret === undefined) {
      request.log.error(
        { user: userId },
        'a stored TOTP secret does not decrypt (was the server secret changed?)',
      );
      return undefined;
    }
    const step = matchTotp(secret, given.code, now);
    if (step === undefined) return undefined;
    return (await acceptStep(ctx.db, userId, step, { secret: row.secret })) ? 'totp' : undefined;
  }
  const typed = given.recoveryCode ?? given.code;
  const normalized = typed === undefined ? undefined : normalizeRecoveryCode(typed);
  if (normalized === undefined) return undefined;
  const used = await useRecoveryCode(ctx.db, userId, ctx.twoFactorKeys.hashRecoveryCode(normalized), now);
  return used ? 'recovery_code' : undefined;
}

export function registerTwoFactorRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, options } = ctx;

  /** The session of a person acting as themselves; 403 while impersonating. */
  const ownSession = async (request: FastifyRequest): Promise<ActiveSession> => {
    const session = await activeSession(ctx, request);
    if (session.impersonatorId !== null) {
      throw new HttpError(403, 'forbidden', t(localeOf(request)).twoFactorWhileImpersonating);
    }
    return session;
  };

  /** Counts one attempt with the sign-in throttle (or 429); the returned function gives it back. */
  const admitAttempt = (request: FastifyRequest, session: ActiveSession): Promise<() => Promise<void>> =>
    admitSecretAttempt(ctx, request, session.user.email.toLowerCase(), {
      what: 'two-factor attempt',
      message: t(localeOf(request)).tooManyAttempts,
    });

  /** A failed check, in the audit log and as the answer. */
  const failure = async (
    request: FastifyRequest,
    session: ActiveSession,
    details: { action: string; reason: 'password' | 'code' },
    error: HttpError,
  ): Promise<never> => {
    await writeAudit(
      db,
      { action: 'two_factor_failed', actorId: session.user.id, ip: request.ip, details },
      options.now(),
    );
    request.log.warn({ ip: request.ip, user: session.user.id, ...details }, 'two-factor check failed');
    throw error;
  };

  const wrongPassword = (request: FastifyRequest) => {
    const m = t(localeOf(request));
    return new HttpError(422, 'invalid_credentials', m.twoFactorWrongPassword, {
      fields: { password: [m.twoFactorWrongPassword] },
    });
  };
  const wrongCode = (request: FastifyRequest) => {
    const m = t(localeOf(request));
    return new HttpError(422, 'invalid_code', m.twoFactorWrongCode, {
      fields: { code: [m.twoFactorWrongCode] },
    });
  };

  /** The current password, checked (after admitAttempt); 422 and audited when wrong. */
  const checkPassword = async (
    request: FastifyRequest,
    session: ActiveSession,
    given: string,
    action: string,
  ): Promise<void> => {
    const user = await db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', session.user.id)
      .executeTakeFirst();
    if (!user || !(await verifyPassword(given, user.password_hash))) {
      await failure(request, session, { action, reason: 'password' }, wrongPassword(request));
    }
  };

  /** Ten new recovery codes for the user (the old ones stop working), in the caller's transaction. */
  const newRecoveryCodes = () => Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);

  app.get<{ Reply: TwoFactorStatus }>(
    API.accountTwoFactor,
    { preValidation: requireSession(ctx), schema: { response: { 200: TwoFactorStatusSchema } } },
    async (request) => {
      const session = await ownSession(request);
      const row = await twoFactorOf(db, session.user.id);
      const enabled = row !== undefined && row.confirmed_at !== null;
      return {
        enabled,
        pending: row !== undefined && row.confirmed_at === null,
        recovery_codes_left: enabled ? await recoveryCodesLeft(db, session.user.id) : 0,
        required: twoFactorRequired(ctx, session),
      };
    },
  );

  app.post<{ Body: { password: string }; Reply: TwoFactorSetup }>(
    API.accountTwoFactorSetup,
    {
      preValidation: requireSession(ctx),
      schema: { body: passwordBody, response: { 200: TwoFactorSetupSchema } },
    },
    async (request) => {
      const m = t(localeOf(request));
      const session = await ownSession(request);
      const userId = session.user.id;
      if (await twoFactorEnabled(db, userId)) {
        throw new HttpError(409, 'two_factor_enabled', m.twoFactorAlreadyEnabled);
      }
      const release = await admitAttempt(request, session);
      await checkPassword(request, session, request.body.password, 'setup');
      await release();
      const secret = newTotpSecret();
      const now = options.now();
      const stored = await db.transaction().execute(async (trx) => {
        if (!(await storePendingSecret(trx, userId, ctx.twoFactorKeys.encryptSecret(secret, userId), now))) {
          return false;
        }
        await writeAudit(trx, { action: 'two_factor_setup_started', actorId: userId, ip: request.ip }, now);
        return true;
      });
      if (!stored) throw new HttpError(409, 'two_factor_enabled', m.twoFactorAlreadyEnabled);
      return {
        secret,
        otpauth_uri: otpauthUri(secret, { issuer: options.product, label: session.user.email }),
      };
    },
  );

  app.post<{ Body: { code: string }; Reply: RecoveryCodes }>(
    API.accountTwoFactorConfirm,
    {
      preValidation: requireSession(ctx),
      schema: { body: confirmBody, response: { 200: RecoveryCodesSchema } },
    },
    async (request) => {
      const m = t(localeOf(request));
      const session = await ownSession(request);
      const userId = session.user.id;
      const row = await twoFactorOf(db, userId);
      if (row?.confirmed_at) throw new HttpError(409, 'two_factor_enabled', m.twoFactorAlreadyEnabled);
      if (!row) throw new HttpError(409, 'two_factor_not_started', m.twoFactorNotStarted);
      const release = await admitAttempt(request, session);
      const now = options.now();
      const secret = ctx.twoFactorKeys.decryptSecret(row.secret, userId);
      const step = secret === undefined ? undefined : matchTotp(secret, request.body.code, now);
      const codes = newRecoveryCodes();
      const confirmed =
        step !== undefined &&
        (await db.transaction().execute(async (trx) => {
          if (!(await acceptStep(trx, userId, step, { secret: row.secret, confirmAt: now }))) return false;
          await replaceRecoveryCodes(
            trx,
            userId,
            codes.map((code) => ctx.twoFactorKeys.hashRecoveryCode(code)),
            now,
          );
          await writeAudit(trx, { action: 'two_factor_enabled', actorId: userId, ip: request.ip }, now);
          return true;
        }));
      if (!confirmed)
        await failure(request, session, { action: 'confirm', reason: 'code' }, wrongCode(request));
      await release();
      // The session stays: the person has just proved the second factor in it.
      return { recovery_codes: codes };
    },
  );

  app.post<{ Body: { password: string }; Reply: RecoveryCodes }>(
    API.accountTwoFactorRecoveryCodes,
    {
      preValidation: requireSession(ctx),
      schema: { body: passwordBody, response: { 200: RecoveryCodesSchema } },
    },
    async (request) => {
      const m = t(localeOf(request));
      const session = await ownSession(request);
      const userId = session.user.id;
      if (!(await twoFactorEnabled(db, userId))) {
        throw new HttpError(409, 'two_factor_not_enabled', m.twoFactorNotEnabled);
      }
      const release = await admitAttempt(request, session);
      await checkPassword(request, session, request.body.password, 'recovery_codes');
      await release();
      const codes = newRecoveryCodes();
      const now = options.now();
      await db.transaction().execute(async (trx) => {
        await replaceRecoveryCodes(
          trx,
          userId,
          codes.map((code) => ctx.twoFactorKeys.hashRecoveryCode(code)),
          now,
        );
        await writeAudit(trx, { action: 'recovery_codes_regenerated', actorId: userId, ip: request.ip }, now);
      });
      return { recovery_codes: codes };
    },
  );

  app.post<{ Body: { password: string; code: string } }>(
    API.accountTwoFactorDisable,
    {
      preValidation: requireSession(ctx),
      schema: {
        body: disableBody,
        response: { 200: TwoFactorStatusSchema },
      },
    },
    async (request) => {
      const m = t(localeOf(request));
      const session = await ownSession(request);
      const userId = session.user.id;
      if (twoFactorRequired(ctx, session)) {
        throw new HttpError(403, 'two_factor_required', m.twoFactorRequiredCannotDisable);
      }
      if (!(await twoFactorEnabled(db, userId))) {
        throw new HttpError(409, 'two_factor_not_enabled', m.twoFactorNotEnabled);
      }
      // One attempt for the password and the code together: given back only when both were right.
      const release = await admitAttempt(request, session);
      await checkPassword(request, session, request.body.password, 'disable');
      const method = await useSecondFactor(ctx, request, userId, { code: request.body.code });
      if (!method) await failure(request, session, { action: 'disable', reason: 'code' }, wrongCode(request));
      await release();
      const now = options.now();
      await db.transaction().execute(async (trx) => {
        await removeTwoFactor(trx, userId);
        await writeAudit(
          trx,
          { action: 'two_factor_disabled', actorId: userId, ip: request.ip, details: { method } },
          now,
        );
      });
      return { enabled: false, pending: false, recovery_codes_left: 0, required: false };
    },
  );
}
