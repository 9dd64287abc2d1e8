/**
 * The server's cookies: names, attributes, and reading them back.
 *
 * Every cookie is HttpOnly (except the CSRF token the page must read), SameSite=Lax and Path=/. Over
 * https it is also Secure and carries the `__Host-` prefix, which the browser accepts only from a
 * secure origin, with Path=/ and without Domain: a sibling site or a man in the middle on plain http
 * cannot plant it. Over plain http (a local `npm start`) the names are unprefixed. A request is read
 * with the names of its own scheme only, so over https an unprefixed planted cookie is never read.
 */
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../i18n.js';
import { hashSessionToken } from './sessions.js';

/** The base names; `cookieName` adds the `__Host-` prefix over https. */
export const COOKIES = {
  session: 'portal_session',
  locale: 'portal_locale',
  /** The CSRF secret (signed, HttpOnly). */
  csrfSecret: 'portal_csrf',
  /** The CSRF token the page reads and echoes in X-XSRF-TOKEN (Laravel's name). */
  xsrfToken: 'XSRF-TOKEN',
  /**
   * The pre-session of a signed-out browser: a random id its CSRF token is bound to, so a signed-out
   * token works only in the browser it was issued to (security/csrf.ts). Ended at sign-in.
   */
  preSession: 'portal_presession',
  /** A browser that has signed in to an account before (signed): it skips the account's sign-in delay. */
  device: 'portal_device',
  /** A sign-in waiting for its second step (two-factor): a random token, for five minutes. */
  twoFactor: 'portal_two_factor',
} as const;

export type CookieKey = keyof typeof COOKIES;

function secure(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

export function cookieName(request: FastifyRequest, key: CookieKey): string {
  return secure(request) ? `__Host-${COOKIES[key]}` : COOKIES[key];
}

/** The cookie's value under the name of the request's scheme. */
export function readCookie(request: FastifyRequest, key: CookieKey): string | undefined {
  return request.cookies?.[cookieName(request, key)];
}

/** A signed cookie's value, or undefined when it is missing or its signature is wrong. */
export function readSignedCookie(request: FastifyRequest, key: CookieKey): string | undefined {
  const raw = readCookie(request, key);
  if (raw === undefined) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value !== null ? unsigned.value : undefined;
}

export function cookieOptions(
  request: FastifyRequest,
  extra: Partial<CookieSerializeOptions> = {},
): CookieSerializeOptions {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: secure(request), ...extra };
}

export function setCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  key: CookieKey,
  value: string,
  extra: Partial<CookieSerializeOptions> = {},
): void {
  reply.setCookie(cookieName(request, key), value, cookieOptions(request, extra));
}

export function clearCookie(request: FastifyRequest, reply: FastifyReply, key: CookieKey): void {
  reply.clearCookie(cookieName(request, key), cookieOptions(request));
}

declare module 'fastify' {
  interface FastifyReply {
    /**
     * The session this answer leaves the browser with, when the route changed it: the SHA-256 of the new
     * session cookie, or '' once it is cleared. The CSRF token that goes out is bound to it.
     */
    portalSessionHash: string | null;
  }
}

/** A browser-session cookie: the server decides when the session ends (idle time, absolute lifetime). */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  setCookie(request, reply, 'session', token);
  reply.portalSessionHash = hashSessionToken(token);
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  clearCookie(request, reply, 'session');
  reply.portalSessionHash = '';
}

export function setLocaleCookie(request: FastifyRequest, reply: FastifyReply, locale: Locale): void {
  setCookie(request, reply, 'locale', locale, { maxAge: 365 * 24 * 60 * 60 });
}
