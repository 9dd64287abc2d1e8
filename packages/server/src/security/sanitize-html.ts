/**
 * Rich text from the editor (pp-rich-text-editor, Tiptap) is sanitised here before it is stored: the
 * client's sanitiser is a convenience, this one is the rule. DOMPurify on a jsdom window (as
 * sanitize-svg.ts), with an allowlist that matches the editor's schema:
 *
 * - elements: p, br, h2, h3, strong, em, s, code, pre, blockquote, ul, ol, li, hr, a, img; anything
 *   else is removed (the text of harmless ones such as div or span is kept, script and style go whole);
 * - attributes: `href` on a, `src` and `alt` on img, nothing else (no style, class, id, handlers, data-);
 * - `href`: http, https or mailto, or a path of this site (`/…`, never `//host`); any other address
 *   (javascript:, data:, relative `page.html`) loses its href, keeping the text. Every kept link gets
 *   rel="noopener noreferrer nofollow"; http(s) links open in a new tab (target="_blank");
 * - `src`: only `/uploads/<id>` of this server (a file uploaded here); any other image (data:, another
 *   host) is removed.
 */
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '@portal-elements/contract';
import DOMPurify from 'dompurify';
import type { Config, DOMPurify as Purifier, WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';

export { RICH_TEXT_TAGS };

/** Longer input is refused rather than parsed (the JSON body is limited to 16 kB anyway). */
export const MAX_RICH_TEXT_LENGTH = 100_000;

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

/** Whether a link's address may stay: http(s), mailto, or a path of this site. */
export function isSafeHref(raw: string): boolean {
  const href = raw.trim();
  // Control characters, white space and backslashes are how parsers are told apart; none belongs here.
  // eslint-disable-next-line no-control-regex
  if (href === '' || /[\u0000-\u0020\u007f\\]/.test(href)) return false;
  if (href.startsWith('/')) return !href.startsWith('//');
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

function getPurifier(): { instance: Purifier; document: DocumentLike } | undefined {
  if (purifier === undefined) {
    const window = new JSDOM('').window as unknown as WindowLike & { document: DocumentLike };
    const instance = DOMPurify(window);
    instance.addHook('afterSanitizeAttributes', (node) => {
      const element = node as unknown as ElementLike;
      if (element.nodeName === 'A') {
        const href = element.getAttribute('href');
        if (href === null || !isSafeHref(href)) {
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
 * The rich text cleaned by the allowlist above. Fails closed: input that is not a string, is too long,
 * or cannot be parsed gives an empty result.
 */
export function sanitizeRichText(input: unknown): SanitizedRichText {
  const empty = { html: '', text: '', uploads: [] };
  if (typeof input !== 'string' || input.length === 0 || input.length > MAX_RICH_TEXT_LENGTH) return empty;
  const engine = getPurifier();
  if (engine === undefined) return empty;
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
