import DOMPurify from 'dompurify';
import type { Config, DOMPurify as Purifier } from 'dompurify';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

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

/** A DOMPurify instance of our own, so our hooks never touch other users of the default instance. */
function getPurifier(): Purifier | undefined {
  if (purifier === undefined && typeof window !== 'undefined') {
    const instance = DOMPurify(window);
    instance.addHook('uponSanitizeAttribute', (_node, data) => {
      if (!attributeIsSafe(data.attrName, data.attrValue)) data.keepAttr = false;
    });
    purifier = instance;
  }
  return purifier?.isSupported ? purifier : undefined;
}

const cache = new Map<string, string>();
const CACHE_LIMIT = 256;

/** The one `<svg>` root DOMPurify leaves of `svg`, or undefined when nothing safe is left. */
function sanitizedRoot(svg: string): Element | undefined {
  if (typeof svg !== 'string' || svg.length === 0 || svg.length > MAX_SVG_LENGTH) return undefined;
  const instance = getPurifier();
  if (instance === undefined) return undefined;
  const fragment = instance.sanitize(svg, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
  const [root, ...rest] = Array.from(fragment.children);
  const strayText = Array.from(fragment.childNodes).some(
    (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
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
 * exactly one `<svg>` element; any other input (plain HTML, several roots, text) gives `''`, as does
 * an environment without a DOM (the sanitiser fails closed).
 */
export function sanitizeSvg(svg: string): string {
  const cached = cache.get(svg);
  if (cached !== undefined) return cached;
  const clean = sanitizedRoot(svg)?.outerHTML ?? '';
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(svg, clean);
  return clean;
}

/**
 * The same clean icon as a detached `<svg>` element, for inserting without an HTML string (React
 * under Trusted Types: `innerHTML` with a string is blocked there). Undefined when nothing is left.
 */
export function sanitizeSvgElement(svg: string): Element | undefined {
  return sanitizedRoot(svg);
}
