/**
 * Rich text from the editor (pp-rich-text-editor, Tiptap) is sanitised here before it is stored: the
 * client's sanitiser is a convenience, this one is the rule. DOMPurify on a jsdom window (as
 * sanitize-svg.ts), with an allowlist that matches the editor's schema:
 *
 * - elements: p, br, h2, h3, strong, em, s, code, pre, blockquote, ul, ol, li, hr, a, img; anything
 *   else is removed (the text of harmless ones such as div or span is kept, script and style go whole);
 * - attributes: `href` on a, `src` and `alt` on img, nothing else (no style, class, id, handlers, data-);
 * - `href`: http, https or mailto, or a page of this site (see isSafeHref); any other address
 *   (javascript:, data:, relative `page.html`, `//host`, a path of this site that is not a page) loses its
 *   href, keeping the text. Every kept link gets rel="noopener noreferrer nofollow"; http(s) links open in
 *   a new tab (target="_blank");
 * - `src`: only `/uploads/<id>` of this server (a file uploaded here); any other image (data:, another
 *   host) is removed.
 *
 * The input's length and depth are checked before this (rich-text-limits.ts), and the server runs this in
 * worker threads (sanitize-pool.ts, sanitize-worker.ts): it is synchronous and costs up to about half a
 * second for the longest input.
 */
import { PAGES, RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '@portal-elements/contract';
import DOMPurify from 'dompurify';
import type { Config, DOMPurify as Purifier, WindowLike } from 'dompurify';
import { newJsdomWindow } from './jsdom-window.js';
import { MAX_RICH_TEXT_LENGTH } from './rich-text-limits.js';

export { RICH_TEXT_TAGS, MAX_RICH_TEXT_LENGTH };

/** An upload's address on this server: `/uploads/` and its 22-character id. */
export const UPLOAD_PATH = /^\/uploads\/([A-Za-z0-9_-]{22})$/;
export const LINK_REL = 'noopener noreferrer nofollow';

const CONFIG: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  KEEP_CONTENT: true,
  RETURN_DOM_FRAGMENT: true,
};

/**
 * The portal's pages as data (routes/spa.ts's pageKind; a worker thread is handed them, see
 * sanitize-pool.ts): the sign-in page, pages matched exactly (`/`, `/privacy`) and the first segments of
 * the app's routes (`/services` covers `/services/backup`).
 */
export interface SitePages {
  login: string;
  exact: readonly string[];
  prefixes: readonly string[];
}

/** Without the portal's pages, a link of this site may go to an upload only. */
export const NO_PAGES: SitePages = { login: '', exact: [], prefixes: [] };

/** Any origin stands for ours when a path is resolved: only the path is looked at. */
const OWN_ORIGIN = 'https://portal.invalid';

/** The addresses the server answers itself outside /api (PAGES) but /login and uploads, as patterns. */
const SERVER_PATHS = Object.entries(PAGES)
  .filter(([name]) => name !== 'login' && name !== 'upload')
  .map(([, path]) => new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`));

function pageOf(path: string, pages: SitePages): 'login' | 'page' | undefined {
  const is = (page: string) => page !== '' && (path === page || (page !== '/' && path === `${page}/`));
  if (is(pages.login)) return 'login';
  if (pages.exact.some(is)) return 'page';
  return pages.prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
    ? 'page'
    : undefined;
}

/**
 * Whether a path of this site may be linked to from rich text (issue 27, finding 8). A link is a GET a
 * person is led to follow, with their session, from one of our pages: so only the portal's pages
 * (`pages`: the app's routes, /privacy and /login) and uploads (`/uploads/<id>`, the files of the
 * thread) are allowed, never a path the server answers itself, because some of those change state on a
 * same-origin GET: /impersonate-leave ends an impersonation and /lang/:locale switches the language;
 * the others (/logout, /projects/change and /admin/users/:id/impersonate, which take POST only,
 * /check-session, /healthz, /api/…) are no place to send a reader either. An allowlist rather than a
 * list of those paths, so that a route added later is refused until it is a page. /login's `?next=`
 * must be such a page too: the sign-in page sends a signed-in visitor on to it. Encoded slashes, dots
 * and backslashes are refused, so the path is judged as the browser resolves it and the router reads it.
 */
export function isPagePath(raw: string, pages: SitePages, allowNext = true): boolean {
  let url: URL;
  try {
    url = new URL(raw, OWN_ORIGIN);
  } catch {
    return false;
  }
  if (url.origin !== OWN_ORIGIN || url.pathname.startsWith('//')) return false;
  if (/%(2f|5c|2e)/i.test(url.pathname)) return false;
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return false;
  }
  if (UPLOAD_PATH.test(path)) return url.search === '';
  const kind = pageOf(path, pages);
  if (kind === undefined || SERVER_PATHS.some((pattern) => pattern.test(path))) return false;
  if (kind === 'login') {
    return url.searchParams.getAll('next').every((next) => allowNext && isPagePath(next, pages, false));
  }
  return true;
}

/** Whether a link's address may stay: http(s), mailto, or a page of this site (isPagePath). */
export function isSafeHref(raw: string, pages: SitePages = NO_PAGES): boolean {
  const href = raw.trim();
  // Control characters, white space and backslashes are how parsers are told apart; none belongs here.
  // eslint-disable-next-line no-control-regex
  if (href === '' || /[\u0000-\u0020\u007f\\]/.test(href)) return false;
  if (href.startsWith('/')) return !href.startsWith('//') && isPagePath(href, pages);
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'mailto:';
}

/** The few DOM members used here (the server compiles without the DOM library). */
interface ElementLike {
  readonly nodeName: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  remove(): void;
  querySelectorAll(selector: string): ArrayLike<ElementLike>;
  readonly textContent: string | null;
  innerHTML: string;
  appendChild(node: unknown): unknown;
}
interface DocumentLike {
  createElement(name: string): ElementLike;
}

let purifier: { instance: Purifier; document: DocumentLike } | undefined;
/** The pages of the sanitizeRichText call under way (the hook below is made once). */
let currentPages: SitePages = NO_PAGES;

function getPurifier(): { instance: Purifier; document: DocumentLike } | undefined {
  if (purifier === undefined) {
    const window = newJsdomWindow() as WindowLike & { document: DocumentLike };
    const instance = DOMPurify(window);
    instance.addHook('afterSanitizeAttributes', (node) => {
      const element = node as unknown as ElementLike;
      if (element.nodeName === 'A') {
        const href = element.getAttribute('href');
        if (href === null || !isSafeHref(href, currentPages)) {
          element.removeAttribute('href');
          return;
        }
        element.setAttribute('href', href.trim());
        element.setAttribute('rel', LINK_REL);
        if (/^https?:/i.test(href.trim())) element.setAttribute('target', '_blank');
      } else if (element.nodeName === 'IMG') {
        const src = element.getAttribute('src');
        if (src === null || !UPLOAD_PATH.test(src)) element.remove();
      }
    });
    purifier = { instance, document: window.document };
  }
  return purifier.instance.isSupported ? purifier : undefined;
}

export interface SanitizedRichText {
  /** The HTML to store and show. */
  html: string;
  /** Its text, for the emptiness check. */
  text: string;
  /** The ids of the uploads it shows or links to (`/uploads/<id>`), each once. */
  uploads: string[];
}

/**
 * The rich text cleaned by the allowlist above; links of this site are kept only to `pages` and uploads
 * (the server passes the portal's pages, see sanitize-pool.ts). Fails closed: input that is not a
 * string, is too long, or cannot be parsed gives an empty result.
 */
export function sanitizeRichText(input: unknown, pages: SitePages = NO_PAGES): SanitizedRichText {
  const empty = { html: '', text: '', uploads: [] };
  if (typeof input !== 'string' || input.length === 0 || input.length > MAX_RICH_TEXT_LENGTH) return empty;
  const engine = getPurifier();
  if (engine === undefined) return empty;
  currentPages = pages;
  const fragment = engine.instance.sanitize(input, CONFIG) as unknown;
  const container = engine.document.createElement('div');
  container.appendChild(fragment);
  const uploads = new Set<string>();
  for (const element of Array.from(container.querySelectorAll('img[src], a[href]'))) {
    const address = element.getAttribute(element.nodeName === 'IMG' ? 'src' : 'href') ?? '';
    const id = UPLOAD_PATH.exec(address)?.[1];
    if (id) uploads.add(id);
  }
  return { html: container.innerHTML, text: container.textContent ?? '', uploads: [...uploads] };
}

/** Whether the rich text says anything: some text that is not white space, or an image. */
export function hasContent(text: SanitizedRichText): boolean {
  return text.text.trim() !== '' || /<img\s/i.test(text.html);
}
