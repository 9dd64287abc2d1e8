/** Cookie settings shared by the routes: HttpOnly, SameSite=Lax, Secure whenever the request came over https. */
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import { LOCALE_COOKIE, type Locale } from '../i18n.js';
import { SESSION_COOKIE } from './sessions.js';

const BASE: CookieSerializeOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto' };

/** A browser-session cookie: the server decides when the session ends (idle time, absolute lifetime). */
export function setSessionCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, BASE);
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, BASE);
}

export function setLocaleCookie(reply: FastifyReply, locale: Locale): void {
  reply.setCookie(LOCALE_COOKIE, locale, { ...BASE, maxAge: 365 * 24 * 60 * 60 });
}
