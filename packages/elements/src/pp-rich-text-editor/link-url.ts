/**
 * Which link addresses the editor accepts: `http:`, `https:` and `mailto:` addresses, and, when the
 * host allows them, paths relative to the page (`/docs`, `./a`, `../b`, `#part`, `?q=1`, `file.pdf`).
 * Everything else (`javascript:`, `data:`, `ftp:`, a protocol-relative `//host`, spaces, control
 * characters, an `http:` address without a host) is refused. The same check guards the link form,
 * links in pasted HTML and Markdown, and the addresses an upload handler returns.
 */

const SCHEME = /^([a-z][a-z\d+.-]*):/i;
// Whitespace and C0/C1 control characters, never part of a usable address.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\s\u0000-\u001f\u007f-\u009f]/;

/** Whether `address` is an allowed link address; relative paths only when `allowRelative`. */
export function isAllowedUrl(address: string, allowRelative = false): boolean {
  const url = address.trim();
  if (url === '' || FORBIDDEN.test(url)) return false;
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined) return allowRelative && !url.startsWith('//') && !url.startsWith('\\');
  if (scheme === 'mailto') return /^mailto:[^@\s]+@[^@\s]+$/i.test(url.split('?')[0] ?? '');
  if (scheme !== 'http' && scheme !== 'https') return false;
  try {
    const parsed = new URL(url);
    return parsed.hostname !== '' && /^https?:\/\//i.test(url);
  } catch {
    return false;
  }
}
