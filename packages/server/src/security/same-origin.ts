/**
 * Whether a request was made by our own pages (or typed into the address bar), for the links that
 * change state on GET because the spec names them as links (/lang/{pl,en}, /impersonate-leave).
 *
 * The browser says where a request comes from in `Sec-Fetch-Site`: `same-origin` (our pages) and `none`
 * (typed, a bookmark) may act; `same-site` and `cross-site` may not. A browser that sends no such header
 * is judged by `Origin`, then `Referer`, which must be our origin; a request with neither may not act.
 */
import type { FastifyRequest } from 'fastify';

export function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export function isSameOriginRequest(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none';
  const self = ownOrigin(request);
  const origin = request.headers.origin;
  if (typeof origin === 'string') return origin === self;
  const referer = request.headers.referer;
  if (typeof referer !== 'string') return false;
  try {
    return new URL(referer).origin === self;
  } catch {
    return false;
  }
}
