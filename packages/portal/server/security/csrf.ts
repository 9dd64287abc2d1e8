/**
 * CSRF by the Laravel convention, with @fastify/csrf-protection's tokens: the secret lives in an HttpOnly
 * cookie, the page reads a token from the XSRF-TOKEN cookie and echoes it in the X-XSRF-TOKEN header of
 * every state-changing request (sign-in included). A missing or wrong token is answered 419 before the
 * body is read or anything is changed.
 */
import fastifyCsrf from '@fastify/csrf-protection';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const CSRF_SECRET_COOKIE = 'portal_csrf';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyReply {
    /** Set by a route that changes who is signed in: a new CSRF secret and token go out with the answer. */
    rotateCsrf: boolean;
    /** Set after a CSRF failure: the current token goes out again so a reload can recover. */
    refreshCsrf: boolean;
  }
}

/** Paths that never need a token cookie (static assets, health checks). */
function skipsToken(request: FastifyRequest): boolean {
  const url = request.url;
  // No cookies parsed: the request was refused before the hooks ran (an unparsable URL).
  return !request.cookies || url.startsWith('/build/') || url === '/healthz';
}

export async function registerCsrf(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCsrf, {
    cookieKey: CSRF_SECRET_COOKIE,
    cookieOpts: { path: '/', sameSite: 'lax', httpOnly: true, secure: 'auto' },
    getToken: (request) => {
      const header = request.headers[XSRF_HEADER];
      return typeof header === 'string' ? header : undefined;
    },
  });
  app.decorateReply('rotateCsrf', false);
  app.decorateReply('refreshCsrf', false);

  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method) || request.is404) {
      done();
      return;
    }
    app.csrfProtection(request, reply, done);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (skipsToken(request)) return payload;
    const hasSecret = Boolean(request.cookies[CSRF_SECRET_COOKIE]);
    const hasToken = Boolean(request.cookies[XSRF_COOKIE]);
    if (reply.rotateCsrf || reply.refreshCsrf || !hasSecret || !hasToken) issueToken(request, reply);
    return payload;
  });
}

/** Sets the XSRF-TOKEN cookie (readable by the page) from the secret, making a new secret when asked. */
function issueToken(request: FastifyRequest, reply: FastifyReply): void {
  if (reply.rotateCsrf) delete request.cookies[CSRF_SECRET_COOKIE];
  const token = reply.generateCsrf();
  reply.setCookie(XSRF_COOKIE, token, { path: '/', sameSite: 'lax', httpOnly: false, secure: 'auto' });
}
