/**
 * CSRF by the Laravel convention, on @fastify/csrf's tokens:
 * - the secret lives in a signed, HttpOnly cookie (`portal_csrf`, `__Host-portal_csrf` over https), so
 *   a planted secret fails its signature;
 * - the page reads a token from the `XSRF-TOKEN` cookie and echoes it in the `X-XSRF-TOKEN` header of
 *   every state-changing request (sign-in included); a plain HTML form, which cannot send a header,
 *   carries it as the `_token` member of its (urlencoded) body (http/action-page.ts). A token in the
 *   address is refused, even beside a good header: addresses reach logs, history and Referers;
 * - a token is bound to the session it was issued for (the SHA-256 of the session cookie as the token's
 *   user info, with the server secret as the HMAC key), so a token that was valid for another browser,
 *   or before sign-in, is refused;
 * - a signed-out browser gets a pre-session: a random id in its own HttpOnly cookie
 *   (`portal_presession`, `__Host-` over https), and its token is bound to that id's SHA-256. A
 *   signed-out token and secret taken from one browser then do not sign another browser in (login
 *   CSRF): that browser's pre-session is not the one the token names. Sign-in ends the pre-session
 *   (the new token is bound to the new session), sign-out starts a new one.
 * A missing or wrong token is answered 419 before anything is changed: before the body is read when
 * the token comes in the header (or does not come at all), right after a form body is parsed when it
 * comes in the body (a form body over FORM_TOKEN_BODY_LIMIT is refused unread).
 */
import { PAGES } from '@portal-elements/contract';
import Tokens from '@fastify/csrf';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { CsrfError } from '../http/errors.js';
import { clearCookie, readCookie, readSignedCookie, setCookie } from './cookies.js';
import { hashSessionToken } from './sessions.js';

export const XSRF_HEADER = 'x-xsrf-token';
/** The member of a form body a plain HTML form (no script) sends its token in; never in the address. */
export const FORM_TOKEN_FIELD = '_token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const FORM_TYPE = 'application/x-www-form-urlencoded';
/**
 * The largest body a form that carries its token in the body may declare (8 KiB: an action page's
 * button sends only its token, a sign-in form an e-mail and a password). A larger one, or one that
 * declares no length, is refused before any of it is read.
 */
export const FORM_TOKEN_BODY_LIMIT = 8 * 1024;
/** A pre-session id as the server makes them: 32 random bytes, base64url. Anything else is no id. */
const PRE_SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

declare module 'fastify' {
  interface FastifyReply {
    /** Set by a route that changes who is signed in: a new CSRF secret and token go out with the answer. */
    rotateCsrf: boolean;
    /** Set after a CSRF failure: the current token goes out again so a reload can recover. */
    refreshCsrf: boolean;
    /** The secret this answer issued a token from, once it has issued one. */
    csrfSecret: string | null;
    /** The pre-session id this answer set, once it has set one. */
    csrfPreSession: string | null;
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

/** Whether the request's address carries a token: refused, wherever else a token comes. */
function tokenInAddress(request: FastifyRequest): boolean {
  const query = request.query as Record<string, unknown> | null | undefined;
  return typeof query === 'object' && query !== null && Object.hasOwn(query, FORM_TOKEN_FIELD);
}

/** A form post without the header: its token is in the body, checked once the body is parsed. */
function tokenInBody(request: FastifyRequest): boolean {
  return (
    request.headers[XSRF_HEADER] === undefined &&
    (request.headers['content-type'] ?? '').toLowerCase().startsWith(FORM_TYPE)
  );
}

/** The `_token` member of a parsed form body, taken off it so the route's schema never sees it. */
function takeBodyToken(request: FastifyRequest): unknown {
  const body = request.body;
  if (typeof body !== 'object' || body === null || !Object.hasOwn(body, FORM_TOKEN_FIELD)) return undefined;
  const fields = body as Record<string, unknown>;
  const token = fields[FORM_TOKEN_FIELD];
  delete fields[FORM_TOKEN_FIELD];
  return token;
}

/** The token's user info for a pre-session id (never equal to a session's, which is bare hex). */
function preSessionBinding(id: string): string {
  return `pre-session:${hashSessionToken(id)}`;
}

/** The browser's pre-session id, when it sends one the server could have made. */
function requestPreSession(request: FastifyRequest): string | undefined {
  const id = readCookie(request, 'preSession');
  return id !== undefined && PRE_SESSION_ID.test(id) ? id : undefined;
}

/**
 * The session or pre-session a request comes with, as the token's user info; undefined for a browser
 * with neither, which no token was ever issued to.
 */
function requestBinding(request: FastifyRequest): string | undefined {
  const session = readCookie(request, 'session');
  if (session) return hashSessionToken(session);
  const preSession = requestPreSession(request);
  return preSession === undefined ? undefined : preSessionBinding(preSession);
}

/**
 * The pre-session the browser has once this answer arrives: its own, or a new one this answer sets
 * (always a new one when the answer ends a session).
 */
function replyPreSession(request: FastifyRequest, reply: FastifyReply): string {
  if (reply.csrfPreSession !== null) return reply.csrfPreSession;
  const kept = reply.portalSessionHash === '' ? undefined : requestPreSession(request);
  if (kept !== undefined) return kept;
  const id = randomBytes(32).toString('base64url');
  setCookie(request, reply, 'preSession', id);
  reply.csrfPreSession = id;
  return id;
}

/** The session (or pre-session) the browser has once this answer arrives: a route that changed it says so. */
function replyBinding(request: FastifyRequest, reply: FastifyReply): string {
  if (reply.portalSessionHash) return reply.portalSessionHash;
  const session = reply.portalSessionHash === null ? readCookie(request, 'session') : undefined;
  if (session) return hashSessionToken(session);
  return preSessionBinding(replyPreSession(request, reply));
}

export async function registerCsrf(app: FastifyInstance, serverSecret: string): Promise<void> {
  // The typings give the call form only the overload without user info; this is the one with it.
  const tokens = Tokens({ userInfo: true, hmacKey: serverSecret }) as unknown as Tokens.TokensUserinfo;
  app.decorateReply('rotateCsrf', false);
  app.decorateReply('refreshCsrf', false);
  app.decorateReply('csrfSecret', null);
  app.decorateReply('csrfPreSession', null);
  app.decorateReply('portalSessionHash', null);

  const check = (request: FastifyRequest, token: unknown): void => {
    const secret = readSignedCookie(request, 'csrfSecret');
    const binding = requestBinding(request);
    if (!secret || binding === undefined || typeof token !== 'string' || token === '') {
      throw new CsrfError();
    }
    if (!tokens.verify(secret, token, binding)) throw new CsrfError();
  };
  /** The form posts whose token is checked once their body is parsed. */
  const bodyChecks = new WeakSet<FastifyRequest>();

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || request.is404) return;
    if (tokenInAddress(request)) throw new CsrfError();
    if (tokenInBody(request)) {
      // Without a secret and a (pre-)session nothing in the body could pass, and its token needs no
      // large body: either way it is refused before the body is read.
      const length = Number(request.headers['content-length']);
      const hopeless = !readSignedCookie(request, 'csrfSecret') || requestBinding(request) === undefined;
      if (hopeless || !(length <= FORM_TOKEN_BODY_LIMIT)) throw new CsrfError();
      bodyChecks.add(request);
      return;
    }
    check(request, request.headers[XSRF_HEADER]);
  });

  // The first preValidation hook: it runs before every route's own (session, permission) and schema.
  app.addHook('preValidation', async (request) => {
    if (!bodyChecks.has(request)) return;
    bodyChecks.delete(request);
    check(request, takeBodyToken(request));
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
    // Signed in by this answer: the pre-session ends (the token goes with the new session).
    if (reply.portalSessionHash && readCookie(request, 'preSession') !== undefined) {
      clearCookie(request, reply, 'preSession');
    }
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
