/**
 * The page a link that changes state answers when it did not come from our own pages (403): it says
 * what the link would do and offers it as a button, a plain HTML form that posts the same address with
 * the CSRF token of this answer in a hidden field (a form cannot send the header; a token in the address
 * would reach logs and history, and is refused). No script and no inline style, so it runs under the
 * strict CSP.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../i18n.js';
import { FORM_TOKEN_FIELD } from '../security/csrf.js';

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface ActionPage {
  title: string;
  text: string;
  button: string;
  /** Where the form posts: the link's own address. */
  action: string;
}

export function actionPageHtml(locale: Locale, page: ActionPage, token: string): string {
  return (
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(page.title)}</title></head><body><main>` +
    `<h1>${escapeHtml(page.title)}</h1><p>${escapeHtml(page.text)}</p>` +
    `<form method="post" action="${escapeHtml(page.action)}">` +
    `<input type="hidden" name="${FORM_TOKEN_FIELD}" value="${escapeHtml(token)}">` +
    `<button type="submit">${escapeHtml(page.button)}</button></form>` +
    `</main></body></html>`
  );
}

/** Answers 403 with the page; HEAD gets the same status and headers. */
export function sendActionPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  locale: Locale,
  page: ActionPage,
): FastifyReply {
  const token = app.csrfTokenFor(request, reply);
  return reply
    .code(403)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(actionPageHtml(locale, page, token));
}
