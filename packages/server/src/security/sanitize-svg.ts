/**
 * The service types' `icon_svgo` leaves the server sanitised: the layout answer carries only what
 * this module returns. DOMPurify runs here on a jsdom window (the sanitiser DOMPurify documents for
 * Node), so the browser never parses a hostile icon, the portal's first load carries no sanitiser,
 * and every consumer of `/api/layout` gets the same clean markup.
 */
import DOMPurify from 'dompurify';
import type { Config, DOMPurify as Purifier, WindowLike } from 'dompurify';
import { newJsdomWindow } from './jsdom-window.js';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const TEXT_NODE = 3;

/** Icons are small; anything longer is refused rather than parsed. */
export const MAX_SVG_LENGTH = 100_000;

/**
 * Elements removed on top of DOMPurify's SVG profile: links and external resources (`a`, `image`,
 * `feImage`, `use`), document-wide CSS (`style`, which would restyle the page around the icon),
 * embedded HTML (`foreignObject`), scripts, and animations that can rewrite attributes after the fact.
 */
const FORBIDDEN_TAGS = [
  'a',
  'image',
  'feImage',
  'use',
  'style',
  'foreignObject',
  'script',
  'animate',
  'animateMotion',
  'animateTransform',
  'animateColor',
  'set',
];

const CONFIG: Config = {
  USE_PROFILES: { svg: true, svgFilters: true },
  FORBID_TAGS: FORBIDDEN_TAGS,
  ALLOW_DATA_ATTR: false,
};

/** `url(...)` references in an attribute value, with what they point at. */
const URL_REFERENCE = /url\s*\(\s*(['"]?)([^'")]*)\1\s*\)/gi;

/** True when every `url(...)` in `value` points inside the icon (`url(#gradient)`). */
function onlyFragmentUrls(value: string): boolean {
  const withoutFragments = value.replace(URL_REFERENCE, (ref, _quote, target: string) =>
    target.trim().startsWith('#') ? '' : ref,
  );
  return !/url\s*\(/i.test(withoutFragments);
}

/** Whether an attribute may stay: links only to fragments of the icon itself, no foreign resources. */
function attributeIsSafe(name: string, value: string): boolean {
  if (name === 'href' || name.endsWith(':href')) return value.trim().startsWith('#');
  if (!onlyFragmentUrls(value)) return false;
  // CSS escapes and at-rules are how filters get dodged; an icon's style needs neither.
  if (name === 'style') return !/[\\@]|expression|binding|behavior/i.test(value);
  return true;
}

let purifier: Purifier | undefined;

/** A DOMPurify instance of our own on its own jsdom window (made on first use). */
function getPurifier(): Purifier | undefined {
  if (purifier === undefined) {
    const instance = DOMPurify(newJsdomWindow() as WindowLike);
    instance.addHook('uponSanitizeAttribute', (_node, data) => {
      if (!attributeIsSafe(data.attrName, data.attrValue)) data.keepAttr = false;
    });
    purifier = instance;
  }
  return purifier?.isSupported ? purifier : undefined;
}

const cache = new Map<string, string>();
const CACHE_LIMIT = 256;

/** The few DOM members read here (the server compiles without the DOM library). */
interface NodeLike {
  readonly nodeType: number;
  readonly textContent: string | null;
}
interface ElementLike extends NodeLike {
  readonly namespaceURI: string | null;
  readonly localName: string;
  readonly outerHTML: string;
  hasAttribute(name: string): boolean;
  setAttribute(name: string, value: string): void;
}
interface FragmentLike {
  readonly children: ArrayLike<ElementLike>;
  readonly childNodes: ArrayLike<NodeLike>;
}

/** The one `<svg>` root DOMPurify leaves of `svg`, or undefined when nothing safe is left. */
function sanitizedRoot(svg: string): ElementLike | undefined {
  if (typeof svg !== 'string' || svg.length === 0 || svg.length > MAX_SVG_LENGTH) return undefined;
  const instance = getPurifier();
  if (instance === undefined) return undefined;
  const fragment = instance.sanitize(svg, {
    ...CONFIG,
    RETURN_DOM_FRAGMENT: true,
  }) as unknown as FragmentLike;
  const [root, ...rest] = Array.from(fragment.children);
  const strayText = Array.from(fragment.childNodes).some(
    (node) => node.nodeType === TEXT_NODE && (node.textContent ?? '').trim() !== '',
  );
  return root !== undefined &&
    rest.length === 0 &&
    !strayText &&
    root.namespaceURI === SVG_NAMESPACE &&
    root.localName === 'svg'
    ? root
    : undefined;
}

/**
 * Returns `svg` cleaned for insertion into the DOM, or `''` when nothing safe is left.
 *
 * DOMPurify with its SVG (and SVG filter) profile only: no HTML, no scripts, no event handlers, no
 * `foreignObject`, no `<style>`, no links or `href`s except to `#fragments` inside the icon (so no
 * `javascript:` or `data:` addresses), no `url(...)` to anything but such fragments. The result is
 * exactly one `<svg>` element with its namespace declared; any other input (plain HTML, several roots, text) gives `''` (the
 * sanitiser fails closed).
 */
export function sanitizeSvg(svg: string): string {
  const cached = cache.get(svg);
  if (cached !== undefined) return cached;
  const root = sanitizedRoot(svg);
  // The namespace declared, so the icon also works on its own (as an image, a CSS mask).
  if (root !== undefined && !root.hasAttribute('xmlns')) root.setAttribute('xmlns', SVG_NAMESPACE);
  const clean = root?.outerHTML ?? '';
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(svg, clean);
  return clean;
}
