/**
 * /lang/pl and /lang/en (spec 2: links of the user menu): store the locale in the session and a
 * cookie, then go back to the page the link was on (same origin only).
 *
 * A GET changes the locale only when it comes from our own pages or the address bar
 * (security/same-origin.ts); from another site, and for HEAD, it changes nothing and answers 403 with
 * a page that offers the change as a button (a form that POSTs the same address with a CSRF token).
 */
import { PAGES, sameOriginPath } from '@portal-elements/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localeOf, sessionOf, type AppContext } from '../context.js';
import { sendActionPage } from '../http/action-page.js';
import { isLocale, t, type Locale } from '../i18n.js';
import { setLocaleCookie } from '../security/cookies.js';
import { isSameOriginRequest, ownOrigin } from '../security/same-origin.js';

/** The page to return to: the Referer's path when it is a page of this origin (not /lang/*), else '/'. */
export function backTarget(request: FastifyRequest): string {
  const referer = request.headers.referer;
  // A Referer is an absolute address; anything else is not one to go back to.
  if (!referer || !URL.canParse(referer)) return '/';
  const path = sameOriginPath(referer, ownOrigin(request));
  return path === undefined || path.startsWith('/lang/') ? '/' : path;
}

export function registerLocaleRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  notFound: (request: FastifyRequest, reply: FastifyReply) => unknown,
): void {
  async function switchLocale(request: FastifyRequest, reply: FastifyReply, locale: Locale, back: string) {
    const lookup = await sessionOf(ctx, request);
    if (lookup.state === 'active') {
      await ctx.db.updateTable('sessions').set({ locale }).where('id', '=', lookup.session.idHash).execute();
    }
    request.portalLocale = locale;
    setLocaleCookie(request, reply, locale);
    reply.header('cache-control', 'no-store');
    return reply.redirect(back, request.method === 'POST' ? 303 : 302);
  }

  app.get<{ Params: { locale: string } }>(PAGES.language, async (request, reply) => {
    const { locale } = request.params;
    if (!isLocale(locale)) return notFound(request, reply);
    if (request.method === 'GET' && isSameOriginRequest(request)) {
      return switchLocale(request, reply, locale, backTarget(request));
    }
    const m = t(localeOf(request));
    const language = m.languageNames[locale];
    return sendActionPage(app, request, reply, localeOf(request), {
      title: m.confirmLocaleTitle,
      text: m.confirmLocaleText(language),
      button: m.confirmLocaleButton(language),
      action: `/lang/${locale}`,
    });
  });

  // The button of the page above (and any client that prefers a POST): CSRF-checked like every POST.
  app.post<{ Params: { locale: string } }>(PAGES.language, async (request, reply) => {
    const { locale } = request.params;
    if (!isLocale(locale)) return notFound(request, reply);
    return switchLocale(request, reply, locale, '/');
  });
}
