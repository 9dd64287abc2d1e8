/**
 * The thread's rich text as the page may insert it. The server sanitised it before storing it
 * (packages/server/src/security/sanitize-html.ts, the editor's schema as the allowlist); the CSP requires Trusted
 * Types (`require-trusted-types-for 'script'`) and names the policies the page may create, so the HTML
 * is sanitised once more here with the same allowlist by the page's DOMPurify (app/purifier.ts),
 * which signs its output with its own `dompurify` policy (`RETURN_TRUSTED_TYPE`). React 19 hands a
 * `TrustedHTML` to `innerHTML` as it is. Where Trusted Types do not exist (Firefox, jsdom) the result
 * is the sanitised string.
 */
import { LINK_ATTRIBUTES, RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '@portal-elements/contract';
import { sharedPurifier } from '../app/purifier';

/** Sanitised, and signed where the browser enforces Trusted Types. */
export function trustedRichText(html: string): TrustedHTML | string {
  return sharedPurifier().sanitize(html, {
    // The server's allowlist, and the `rel`/`target` it adds to links.
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES, ...LINK_ATTRIBUTES],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_TRUSTED_TYPE: true,
  });
}
