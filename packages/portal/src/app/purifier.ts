/**
 * The page's one DOMPurify instance. Each instance creates the Trusted Types policy `dompurify` the
 * first time it sanitises, and the CSP (packages/server/src/security/headers.ts) allows that name once, without
 * `allow-duplicates`: a second instance could not create it. So the consent banner's default policy
 * (consent/trusted-types.ts) and the support thread's rich text (support/trusted-html.ts) share this
 * one. A lazy chunk of its own: it is never in the first load.
 */
import DOMPurify from 'dompurify';
import type { DOMPurify as Purifier } from 'dompurify';

let purifier: Purifier | undefined;

export function sharedPurifier(): Purifier {
  purifier ??= DOMPurify(window);
  return purifier;
}
