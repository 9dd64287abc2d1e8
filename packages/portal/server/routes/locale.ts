/** GET /lang/pl and /lang/en: store the locale in the session and a cookie, then go back (same origin only). */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionOf, type AppContext } from '../context.js';
import { isLocale } from '../i18n.js';
import { setLocaleCookie } from '../security/cookies.js';

/** The page to return to: the Referer's path when it is a page of this origin, else '/'. Never off-site. */
export function backTarget(request: FastifyRequest): string {
  const referer = request.headers.referer;
  if (!referer) return '/';
  try {
    const from = new URL(referer);
    const self = new URL(`${request.protocol}://${request.host}`);
    if (from.origin !== self.origin) return '/';
    const path = `${from.pathname}${from.search}`;
    // '//host' and '/\host' would leave the site; /lang/* would loop.
    if (
      !path.startsWith('/') ||
      path.startsWith('//') ||
      path.startsWith('/\\') ||
      path.startsWith('/lang/')
    ) {
      return '/';
    }
    return path;
  } catch {
    return '/';
  }
}

export function registerLocaleRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  notFound: (request: FastifyRequest, reply: FastifyReply) => unknown,
): void {
  app.get<{ Params: { locale: string } }>('/lang/:locale', async (request, reply) => {
    const { locale } = request.params;
    if (!isLocale(locale)) return notFound(request, reply);
    const lookup = await sessionOf(ctx, request);
    if (lookup.state === 'active') {
      await ctx.db.updateTable('sessions').set({ locale }).where('id', '=', lookup.session.idHash).execute();
    }
    request.portalLocale = locale;
    setLocaleCookie(reply, locale);
    reply.header('cache-control', 'no-store');
    return reply.redirect(backTarget(request), 302);
  });
}
