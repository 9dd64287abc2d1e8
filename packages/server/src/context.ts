/** What every route shares: the store, the resolved options, sessions, and the guards built on them. */
import type { FastifyRequest, preHandlerAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { PortalLinks } from '@portal-elements/contract';
import type { AppEnv } from './config.js';
import type { DialectName } from './db/database.js';
import { hasPermission } from './db/queries.js';
import type { Database, StoredUserType } from './db/schema.js';
import { HttpError } from './http/errors.js';
import { DEFAULT_LOCALE, isLocale, t, type Locale } from './i18n.js';
import { readCookie, readSignedCookie } from './security/cookies.js';
import type { LoginLimits, LoginThrottle } from './security/login-throttle.js';
import type { ActiveSession, SessionLookup, SessionStore } from './security/sessions.js';
import type { TwoFactorKeys } from './security/totp.js';
import type { WriteKind, WriteLimiter, WriteLimits } from './security/write-limits.js';

export type { LoginLimits };

export interface ResolvedOptions {
  dataDir: string;
  databaseUrl: string | undefined;
  product: string;
  appEnv: AppEnv;
  staticDir: string;
  version: string;
  idleMs: number;
  absoluteMs: number;
  passwordCost: number;
  loginLimits: LoginLimits;
  writeLimits: WriteLimits;
  links: PortalLinks;
  now: () => number;
  /** The largest file POST /api/uploads takes (PORTAL_UPLOAD_MAX_MB). */
  uploadMaxBytes: number;
  /**
   * Staff must turn on two-factor sign-in before they use the portal (PORTAL_REQUIRE_STAFF_TWO_FACTOR):
   * until then their sessions reach only what setting it up needs (routes/two-factor.ts). Off by default.
   */
  requireStaffTwoFactor: boolean;
}

export interface AppContext {
  db: Kysely<Database>;
  dialect: DialectName;
  options: ResolvedOptions;
  sessions: SessionStore;
  throttle: LoginThrottle;
  writes: WriteLimiter;
  /** The keys of two-factor sign-in, derived from the server secret (security/totp.ts). */
  twoFactorKeys: TwoFactorKeys;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The session lookup of this request, made once on first use. */
    portalLookup: Promise<SessionLookup> | null;
    /** The locale stored in the session, once the session has been looked up. */
    portalLocale: Locale | null;
  }
}

/** The userType the API shows: the product name for staff (spec: user type {product}), else 'client'. */
export function apiUserType(userType: StoredUserType, product: string): string {
  return userType === 'staff' ? product : 'client';
}

/** The request's locale: the session's, then the locale cookie, then Polish. */
export function localeOf(request: FastifyRequest): Locale {
  if (request.portalLocale) return request.portalLocale;
  const cookie = request.cookies ? readCookie(request, 'locale') : undefined;
  return isLocale(cookie) ? cookie : DEFAULT_LOCALE;
}

/** Looks up the request's session once; `touch: false` leaves its idle time alone (/check-session). */
export function sessionOf(
  ctx: AppContext,
  request: FastifyRequest,
  { touch = true } = {},
): Promise<SessionLookup> {
  request.portalLookup ??= ctx.sessions.lookup(readCookie(request, 'session'), { touch }).then((lookup) => {
    if (lookup.state === 'active' && lookup.session.locale) request.portalLocale = lookup.session.locale;
    return lookup;
  });
  return request.portalLookup;
}

/** The active session of a request that passed `requireSession`. */
export async function activeSession(ctx: AppContext, request: FastifyRequest): Promise<ActiveSession> {
  const lookup = await sessionOf(ctx, request);
  if (lookup.state !== 'active') throw unauthenticated(request);
  return lookup.session;
}

export function unauthenticated(request: FastifyRequest): HttpError {
  return new HttpError(401, 'unauthenticated', t(localeOf(request)).unauthenticated);
}

export function forbidden(request: FastifyRequest, message?: string): HttpError {
  return new HttpError(403, 'forbidden', message ?? t(localeOf(request)).forbidden);
}

/**
 * Counts a repeatable write of `kind` against its rate limits (security/write-limits.ts), once the
 * request is known to be allowed and its body valid, before any work is done: over a limit it is 429
 * `too_many_writes` with `Retry-After` and a message in the person's language, and nothing is written.
 */
export function limitWrites(ctx: AppContext, kind: WriteKind): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const session = await activeSession(ctx, request);
    const admission = await ctx.writes.admit(kind, session.user.id, request.ip);
    if (admission.admitted) return;
    const wait = admission.retryAfterSeconds;
    request.log.warn({ ip: request.ip, user: session.user.id, kind }, 'write rate-limited');
    // A refused upload's body is never read: the connection closes after the answer.
    if (kind === 'upload') void reply.header('connection', 'close');
    throw new HttpError(429, 'too_many_writes', t(localeOf(request)).tooManyWrites(wait), {
      headers: { 'retry-after': String(wait) },
    });
  };
}

/** 401 unless the request has an active session. Runs before the body is validated. */
export function requireSession(ctx: AppContext): preValidationAsyncHookHandler {
  return async (request) => {
    await activeSession(ctx, request);
  };
}

/**
 * 401 when signed out; 403 for a client (an impersonating staff member counts as the client) and for staff
 * without the permission. Runs before the body is validated and before any target is looked up.
 */
export function requireStaffPermission(ctx: AppContext, permission: string): preValidationAsyncHookHandler {
  return async (request) => {
    const session = await activeSession(ctx, request);
    if (session.user.userType !== 'staff' || !(await hasPermission(ctx.db, session.user.id, permission))) {
      throw forbidden(request);
    }
  };
}

/**
 * 401 when signed out; 403 unless the session acts as a client (a client, or a staff member impersonating
 * one) who holds the permission. Staff acting as themselves are not clients. Runs before the query or
 * body is validated and before any target is looked up.
 */
export function requireClientPermission(ctx: AppContext, permission: string): preValidationAsyncHookHandler {
  return async (request) => {
    const session = await activeSession(ctx, request);
    if (session.user.userType !== 'client' || !(await hasPermission(ctx.db, session.user.id, permission))) {
      throw forbidden(request);
    }
  };
}

/**
 * Counts one attempt at a secret of the account with this e-mail (a password, or a code of its
 * two-factor sign-in) with the sign-in throttle (security/login-throttle.ts), before the secret is
 * checked: per address, per account and address, and the account's growing delay unless this browser
 * holds the account's device cookie. Refused, it is 429 `too_many_attempts` with `Retry-After` and
 * `message(seconds)`, logged as `what`. Returns the function that gives the attempt back: call it only
 * once everything checked was right.
 */
export async function admitSecretAttempt(
  ctx: AppContext,
  request: FastifyRequest,
  email: string,
  { what, message }: { what: string; message: (seconds: number) => string },
): Promise<() => Promise<void>> {
  const account = ctx.throttle.accountHash(email);
  const admission = await ctx.throttle.admit({
    email,
    ip: request.ip,
    knownDevice: readSignedCookie(request, 'device') === account,
  });
  if (admission.admitted) return admission.release;
  request.log.warn({ ip: request.ip, account }, `${what} throttled`);
  const wait = admission.retryAfterSeconds;
  throw new HttpError(429, 'too_many_attempts', message(wait), { headers: { 'retry-after': String(wait) } });
}
