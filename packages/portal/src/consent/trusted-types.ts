/**
 * A Trusted Types default policy, so vanilla-cookieconsent can render under the portal's CSP.
 *
 * The server sends `require-trusted-types-for 'script'`. vanilla-cookieconsent 3.1.0 builds its modals by
 * assigning strings to `innerHTML` (titles, descriptions, button labels, its SVG icons) and to
 * `insertAdjacentHTML` (cookie-table cells). With Trusted Types enforced and no default policy, the first
 * such assignment throws a TypeError and no banner appears. A default policy is the only hook for a
 * library's own sinks, so this one passes every HTML string through DOMPurify (scripts, event-handler
 * attributes and `javascript:` URLs removed) and defines no `createScript` / `createScriptURL`: script
 * sinks without a policy of their own stay blocked, as before.
 *
 * The policy is page-wide: any other code that writes a plain string to an HTML sink gets it sanitised
 * instead of a TypeError. If a default policy already exists it is left alone (it must then accept the
 * library's markup). If the CSP ever lists allowed policy names (`trusted-types ...`), it must include
 * `default` and `dompurify` (the name DOMPurify uses internally).
 */
import { sharedPurifier } from '../app/purifier';

interface DefaultPolicyRules {
  createHTML: (input: string) => string | null;
}

interface TrustedTypesFactory {
  createPolicy(name: string, rules: DefaultPolicyRules): unknown;
  readonly defaultPolicy?: unknown;
}

export type DefaultPolicyOutcome = 'installed' | 'existing' | 'unsupported' | 'failed';

let sanitising = false;

/**
 * The default policy's `createHTML`: sanitised HTML, or `null` (which blocks the write) when called
 * re-entrantly from inside the sanitiser, so a misconfigured DOMPurify can never loop through the policy.
 */
export function sanitizeForDefaultPolicy(input: string): string | null {
  if (sanitising) return null;
  sanitising = true;
  try {
    return sharedPurifier().sanitize(input, { RETURN_TRUSTED_TYPE: false });
  } finally {
    sanitising = false;
  }
}

/** Installs the default policy once per page where the browser supports Trusted Types. */
export function installDefaultTrustedTypesPolicy(
  win: { trustedTypes?: TrustedTypesFactory } = window as { trustedTypes?: TrustedTypesFactory },
): DefaultPolicyOutcome {
  const factory = win.trustedTypes;
  if (!factory || typeof factory.createPolicy !== 'function') return 'unsupported';
  if (factory.defaultPolicy) return 'existing';
  try {
    factory.createPolicy('default', { createHTML: sanitizeForDefaultPolicy });
    return 'installed';
  } catch (error) {
    // A CSP `trusted-types` directive without `default`: the banner will not render under enforcement.
    console.error('Cookie consent: could not create the Trusted Types default policy.', error);
    return 'failed';
  }
}
