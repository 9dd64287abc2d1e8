/**
 * The one rule for following an address a visitor can supply: `?next=` after sign-in (the sign-in page,
 * and the server when a signed-in visitor opens /login), and the Referer that /lang/* returns to.
 *
 * The address is resolved against our origin with the WHATWG URL parser, the one the browser uses
 * when it follows it, so every trick that parser knows (`/\host`, a tab or newline after the slash,
 * `\\host`, `https:host`, user info) is judged the way the browser would judge it. It is followed only
 * when it stays on our origin, and it is returned as a path that cannot be read as another host when
 * used as an address again (`/.//host` resolves to the path `//host`).
 */
export function sameOriginPath(raw: string | null | undefined, origin: string): string | undefined {
  if (typeof raw !== 'string' || raw === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return undefined;
  return path;
}
