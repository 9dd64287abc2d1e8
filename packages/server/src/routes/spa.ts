/**
 * The built SPA: assets under /build/ with long-lived immutable caching, index.html (with <html lang> set
 * to the request's locale) for every app route, other files of the build folder as they are, and 404 for
 * the rest (JSON, or the SPA's page when a browser navigates).
 */
import { PAGES, sameOriginPath } from '@portal-elements/contract';
import { stat, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { localeOf, sessionOf, type AppContext } from '../context.js';
import { escapeHtml } from '../http/action-page.js';
import type { ErrorBody } from '../http/errors.js';
import { ownOrigin } from '../security/same-origin.js';
import { t, type Locale } from '../i18n.js';

/** First path segments of the SPA's routes (spec section 2 and the user menu); '/' itself is one too. */
export const APP_ROUTE_PREFIXES = [
  '/account',
  '/services',
  '/support',
  '/payments',
  '/invoices',
  '/orders',
  '/projects',
  '/contacts',
  '/documents',
  '/siem',
  '/admin',
] as const;

/** Pages a signed-out visitor may see. /login sends a signed-in user home. */
export const PUBLIC_PAGES = ['/privacy'] as const;
export const LOGIN_PAGE = PAGES.login;

export type PageKind = 'app' | 'login' | 'public' | 'unknown';

export function pageKind(pathname: string): PageKind {
  if (pathname === LOGIN_PAGE || pathname === `${LOGIN_PAGE}/`) return 'login';
  // The second step of a sign-in with two-factor: a page of a signed-out browser, as the sign-in page.
  if (pathname === PAGES.loginTwoFactor || pathname === `${PAGES.loginTwoFactor}/`) return 'login';
  if ((PUBLIC_PAGES as readonly string[]).some((page) => pathname === page || pathname === `${page}/`)) {
    return 'public';
  }
  if (pathname === '/') return 'app';
  return APP_ROUTE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
    ? 'app'
    : 'unknown';
}

/** Whether the database answers a trivial query within two seconds. */
async function databaseReachable(ctx: AppContext): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), 2_000);
  });
  try {
    return await Promise.race([sql`SELECT 1`.execute(ctx.db).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export const NOT_BUILT_MESSAGE = 'The portal has not been built: run npm run build';

/** Sets the lang attribute of the <html> element. */
export function withLang(html: string, locale: Locale): string {
  return html.replace(/<html\b([^>]*)>/i, (_tag, attributes: string) => {
    const rest = attributes.replace(/\slang\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i, '');
    return `<html lang="${locale}"${rest}>`;
  });
}

/** The build's chunks of a source module and what they import statically (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
}

/**
 * The chunks the entry fetches before its first render, for a language: the catalogue of the shell
 * and of the pages (src/main.tsx, src/app/routes.tsx), with what they import, minus what index.html
 * loads already. Announced as modulepreload, they download beside the entry instead of after it.
 */
export function bootChunks(manifest: Record<string, ManifestChunk>, html: string, locale: Locale): string[] {
  const loaded = new Set([...html.matchAll(/\s(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]));
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (!loaded.has(chunk.file)) files.push(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const source of [`src/i18n/${locale}.ts`, `src/i18n/pages-${locale}.ts`]) visit(source);
  return files;
}

/** Adds the modulepreloads of `files`, and with `layout` the preload of `/api/layout`, before </head>. */
export function withPreloads(html: string, files: readonly string[], layout: boolean): string {
  const links = [
    ...(layout ? ['<link rel="preload" href="/api/layout" as="fetch" crossorigin>'] : []),
    ...files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  return links.length === 0 ? html : html.replace(/<\/head>/i, `${links.join('')}</head>`);
}

/**
 * index.html of the build, read again when the file changes (a rebuild while the server runs), in
 * each language, with the preloads of what the first screen fetches before it renders: the language's
 * catalogues (from the build's manifest) and, for a signed-in app page, the layout.
 */
export class SpaShell {
  readonly #file: string;
  readonly #manifest: string;
  #mtimeMs = -1;
  #pages = new Map<string, string>();

  constructor(staticDir: string) {
    this.#file = join(staticDir, 'index.html');
    this.#manifest = join(staticDir, '.vite/manifest.json');
  }

  async render(locale: Locale, { layout = false }: { layout?: boolean } = {}): Promise<string | undefined> {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(this.#file)).mtimeMs;
    } catch {
      this.#pages.clear();
      return undefined;
    }
    if (mtimeMs !== this.#mtimeMs) {
      const html = await readFile(this.#file, 'utf8');
      const manifest = await readFile(this.#manifest, 'utf8').then(
        (text) => JSON.parse(text) as Record<string, ManifestChunk>,
        () => ({}),
      );
      this.#pages.clear();
      for (const lang of ['pl', 'en'] as const) {
        const files = bootChunks(manifest, html, lang);
        for (const withLayout of [false, true]) {
          this.#pages.set(`${lang}:${withLayout}`, withPreloads(withLang(html, lang), files, withLayout));
        }
      }
      this.#mtimeMs = mtimeMs;
    }
    return this.#pages.get(`${locale}:${layout}`);
  }
}

export function wantsHtml(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    /text\/html/i.test(request.headers.accept ?? '')
  );
}

function plainPage(locale: Locale, title: string, text: string): string {
  return (
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"></head>` +
    `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main></body></html>`
  );
}

export function registerSpa(
  app: FastifyInstance,
  ctx: AppContext,
): { notFound: (r: FastifyRequest, p: FastifyReply) => unknown } {
  const shell = new SpaShell(ctx.options.staticDir);

  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    { layout = false }: { layout?: boolean } = {},
  ): Promise<FastifyReply> {
    const locale = localeOf(request);
    const html = await shell.render(locale, { layout });
    reply.header('cache-control', 'no-cache');
    if (html === undefined) {
      if (wantsHtml(request) || request.method === 'HEAD') {
        return reply
          .code(503)
          .type('text/html; charset=utf-8')
          .send(plainPage(locale, 'Portal', NOT_BUILT_MESSAGE));
      }
      return reply.code(503).send({ error: 'not_built', message: NOT_BUILT_MESSAGE } satisfies ErrorBody);
    }
    return reply.code(200).type('text/html; charset=utf-8').send(html);
  }

  function notFound(request: FastifyRequest, reply: FastifyReply): unknown {
    const locale = localeOf(request);
    if (wantsHtml(request)) {
      return shell.render(locale).then((html) =>
        reply
          .code(404)
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(html ?? plainPage(locale, '404', t(locale).notFound)),
      );
    }
    return reply.code(404).send({ error: 'not_found', message: t(locale).notFound } satisfies ErrorBody);
  }

  app.register(fastifyStatic, {
    root: join(ctx.options.staticDir, 'build'),
    prefix: '/build/',
    immutable: true,
    maxAge: '365d',
    index: false,
    dotfiles: 'ignore',
    // The folder appears when the SPA is built, possibly after the server starts.
    wildcard: true,
    // Source maps are not deployed (vite.config.ts); should a build carry them, production never serves them.
    allowedPath: (pathName) => ctx.options.appEnv !== 'production' || !pathName.endsWith('.map'),
  });

  // For load balancers and orchestrators: 200 while the database answers, 503 when it does not.
  const health = { type: 'object', properties: { status: { type: 'string' }, database: { type: 'string' } } };
  app.get(PAGES.health, { schema: { response: { 200: health, 503: health } } }, async (_request, reply) => {
    if (await databaseReachable(ctx)) return { status: 'ok', database: 'ok' };
    return reply.code(503).send({ status: 'unavailable', database: 'unreachable' });
  });

  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname.startsWith('/build/')) return notFound(request, reply);
    const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
    if (lastSegment.includes('.')) {
      // A file of the build folder (favicon, robots.txt, consent translations); never index.html itself.
      let file: string;
      try {
        file = decodeURIComponent(pathname.slice(1));
      } catch {
        return notFound(request, reply);
      }
      if (file.endsWith('index.html') || file.includes('..') || file.includes('\\') || file.includes('\0')) {
        return notFound(request, reply);
      }
      return reply.sendFile(file, ctx.options.staticDir, {
        maxAge: '1h',
        immutable: false,
        index: false,
        dotfiles: 'ignore',
      });
    }
    const kind = pageKind(pathname);
    if (kind === 'unknown') return notFound(request, reply);
    if (kind === 'public') return sendPage(request, reply);
    const lookup = await sessionOf(ctx, request);
    if (kind === 'login') {
      if (lookup.state !== 'active') return sendPage(request, reply);
      // Signed in already: on to where the sign-in would have led (`?next=`, the rule the page uses).
      const next = new URLSearchParams(request.url.split('?')[1] ?? '').get('next');
      const target = sameOriginPath(next, ownOrigin(request));
      return reply.redirect(
        target === undefined || pageKind(target.split(/[?#]/)[0] ?? '') === 'login' ? '/' : target,
        302,
      );
    }
    if (lookup.state === 'active') return sendPage(request, reply, { layout: true });
    // Back to this page after signing in (the sign-in page reads ?next=); '/' needs no note.
    const next = pathname === '/' ? '' : `?next=${encodeURIComponent(request.url)}`;
    return reply.redirect(`${LOGIN_PAGE}${next}`, 302);
  });

  return { notFound };
}
