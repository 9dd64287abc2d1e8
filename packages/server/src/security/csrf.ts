/**
 * CSRF by the Laravel convention, on @fastify/csrf's tokens:
 * - the secret lives in a signed, HttpOnly cookie (`portal_csrf`, `__Host-portal_csrf` over https), so
 *   a planted secret fails its signature;
 * - the page reads a token from the `XSRF-TOKEN` cookie and echoes it in the `X-XSRF-TOKEN` header of
 *   every state-changing request (sign-in included); a plain HTML form, which cannot send a header,
 *   carries it in its action address as `?_token=` (http/action-page.ts);
 * - a token is bound to the session it was issued for (the SHA-256 of the session cookie as the token's
 *   user info, with the server secret as the HMAC key), so a token that was valid for another browser,
 *   or before sign-in, is refused.
 * A missing or wrong token is answered 419 before the body is read or anything is changed.
 */
import { PAGES } from '@portal-elements/contract';
import Tokens from '@fastify/csrf';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CsrfError } from '../http/errors.js';
import { readCookie, readSignedCookie, setCookie } from './cookies.js';
import { hashSessionToken } from './sessions.js';

export const XSRF_HEADER = 'x-xsrf-token';
/** The query parameter a plain HTML form (no script) sends its token in. */
export const FORM_TOKEN_PARAM = '_token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The user info of a token issued to a browser without a session. */
const SIGNED_OUT = 'signed-out';

declare module 'fastify' {
  interface FastifyReply {
    /** Set by a route that changes who is signed in: a new CSRF secret and token go out with the answer. */
    rotateCsrf: boolean;
    /** Set after a CSRF failure: the current token goes out again so a reload can recover. */
    refreshCsrf: boolean;
    /** The secret this answer issued a token from, once it has issued one. */
    csrfSecret: string | null;
  }
  interface FastifyInstance {
    /**
     * A token for a page that posts a plain HTML form: the one the XSRF-TOKEN cookie of this answer holds
     * (a secret is made and set when the browser has none).
     */
    csrfTokenFor(request: FastifyRequest, reply: FastifyReply): string;
  }
}

/** Paths that never need a token cookie (static assets, health checks). */
function skipsToken(request: FastifyRequest): boolean {
  const url = request.url;
  // No cookies parsed: the request was refused before the hooks ran (an unparsable URL).
  return !request.cookies || url.startsWith('/build/') || url === PAGES.health;
}

/** The token of a request: the header, or for a form (no header) the `_token` of its address. */
function tokenOf(request: FastifyRequest): unknown {
  const header = request.headers[XSRF_HEADER];
  if (header !== undefined) return header;
  const type = request.headers['content-type'] ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) return undefined;
  return (request.query as Record<string, unknown> | undefined)?.[FORM_TOKEN_PARAM];
}

/** The session a request comes with, as the token's user info. */
function requestBinding(request: FastifyRequest): string {
  const session = readCookie(request, 'session');
  return session ? hashSessionToken(session) : SIGNED_OUT;
}

/** The session the browser has once this answer arrives: a route that changed it says so. */
function replyBinding(request: FastifyRequest, reply: FastifyReply): string {
  if (reply.portalSessionHash === null) return requestBinding(request);
  return reply.portalSessionHash === '' ? SIGNED_OUT : reply.portalSessionHash;
}

export async function registerCsrf(app: FastifyInstance, serverSecret: string): Promise<void> {
  // The typings give the call form only the overload without user info; this is the one with it.
  const tokens = Tokens({ userInfo: true, hmacKey: serverSecret }) as unknown as Tokens.TokensUserinfo;
  app.decorateReply('rotateCsrf', false);
  app.decorateReply('refreshCsrf', false);
  app.decorateReply('csrfSecret', null);
  app.decorateReply('portalSessionHash', null);

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || request.is404) return;
    const secret = readSignedCookie(request, 'csrfSecret');
    const token = tokenOf(request);
    if (!secret || typeof token !== 'string' || token === '') throw new CsrfError();
    if (!tokens.verify(secret, token, requestBinding(request))) throw new CsrfError();
  });

  /** The answer's secret: the browser's, unless it has none (or a bad one) or the route rotates it. */
  const secretFor = (request: FastifyRequest, reply: FastifyReply): string => {
    if (reply.csrfSecret) return reply.csrfSecret;
    const kept = reply.rotateCsrf ? undefined : readSignedCookie(request, 'csrfSecret');
    const secret = kept ?? tokens.secretSync();
    if (kept === undefined) setCookie(request, reply, 'csrfSecret', secret, { signed: true });
    reply.csrfSecret = secret;
    return secret;
  };

  const issueToken = (request: FastifyRequest, reply: FastifyReply): string => {
    const token = tokens.create(secretFor(request, reply), replyBinding(request, reply));
    setCookie(request, reply, 'xsrfToken', token, { httpOnly: false });
    return token;
  };

  app.decorate('csrfTokenFor', issueToken);

  app.addHook('onSend', async (request, reply, payload) => {
    if (skipsToken(request)) return payload;
    // A page that embedded a token (csrfTokenFor) has set this answer's cookie already.
    if (reply.csrfSecret !== null) return payload;
    const secret = reply.rotateCsrf ? undefined : readSignedCookie(request, 'csrfSecret');
    const token = readCookie(request, 'xsrfToken');
    const current =
      secret !== undefined &&
      token !== undefined &&
      tokens.verify(secret, token, replyBinding(request, reply));
    if (reply.refreshCsrf || !current) issueToken(request, reply);
    return payload;
  });
}
