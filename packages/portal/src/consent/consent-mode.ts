/**
 * Google Consent Mode v2, built in: the mapping from our cookie categories to Google's consent signals,
 * the `dataLayer` / `gtag` stub and the `default` and `update` commands.
 *
 * No Google script is loaded here (or anywhere in the portal). The stub only queues commands on
 * `window.dataLayer`, which is how gtag.js works: a tag loaded later, after opt-in, reads the queue and
 * finds the default (everything denied) followed by the user's updates.
 */

export type ConsentSignal = 'granted' | 'denied';

/** The four signals of Consent Mode v2. */
export interface ConsentModeSignals {
  analytics_storage: ConsentSignal;
  ad_storage: ConsentSignal;
  ad_user_data: ConsentSignal;
  ad_personalization: ConsentSignal;
}

/** How long tags wait for an `update` after the `default` before they fire with denied signals. */
export const CONSENT_MODE_WAIT_FOR_UPDATE_MS = 500;

export const ALL_DENIED: Readonly<ConsentModeSignals> = Object.freeze({
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
});

export interface ConsentModeOptions {
  /** The browser sends Global Privacy Control: advertising signals stay denied whatever was accepted. */
  globalPrivacyControl?: boolean;
}

/**
 * Maps accepted cookie categories to Consent Mode signals: `analytics` grants `analytics_storage`;
 * `advertising` grants `ad_storage`, `ad_user_data` and `ad_personalization`; everything else is denied.
 */
export function consentModeSignals(
  acceptedCategories: readonly string[],
  options: ConsentModeOptions = {},
): ConsentModeSignals {
  const analytics: ConsentSignal = acceptedCategories.includes('analytics') ? 'granted' : 'denied';
  const advertising: ConsentSignal =
    acceptedCategories.includes('advertising') && options.globalPrivacyControl !== true
      ? 'granted'
      : 'denied';
  return {
    analytics_storage: analytics,
    ad_storage: advertising,
    ad_user_data: advertising,
    ad_personalization: advertising,
  };
}

/** The gtag command function: every call is queued on `window.dataLayer` as its `arguments` object. */
export type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

interface ConsentModeWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

/** True for a queued `gtag('consent', 'default', ...)` (an `arguments` object or an array). */
function isConsentDefault(entry: unknown): boolean {
  if (typeof entry !== 'object' || entry === null) return false;
  const args = entry as ArrayLike<unknown>;
  return typeof args.length === 'number' && args[0] === 'consent' && args[1] === 'default';
}

/** Defines `window.dataLayer` and `window.gtag` when missing and returns the gtag function. */
export function ensureGtag(win: ConsentModeWindow = window): Gtag {
  const dataLayer = (win.dataLayer ??= []);
  if (typeof win.gtag !== 'function') {
    // A classic function, not an arrow: gtag.js only processes entries that are `arguments` objects.
    win.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params -- the queue format gtag.js reads is the arguments object
      dataLayer.push(arguments);
    };
  }
  return win.gtag;
}

/**
 * Installs the stub and queues `gtag('consent', 'default', { all denied, wait_for_update: 500 })` once
 * per page: a second call (React StrictMode, hot reload, a second start) finds the default already queued
 * and queues nothing.
 */
export function installConsentModeDefaults(win: ConsentModeWindow = window): Gtag {
  const gtag = ensureGtag(win);
  if (!(win.dataLayer ?? []).some(isConsentDefault)) {
    gtag('consent', 'default', { ...ALL_DENIED, wait_for_update: CONSENT_MODE_WAIT_FOR_UPDATE_MS });
  }
  return gtag;
}

/** Queues `gtag('consent', 'update', signals)`. */
export function updateConsentMode(signals: ConsentModeSignals, win: ConsentModeWindow = window): void {
  ensureGtag(win)('consent', 'update', { ...signals });
}

/** Whether the browser sends Global Privacy Control (`navigator.globalPrivacyControl === true`). */
export function globalPrivacyControl(nav: Navigator | undefined = globalThis.navigator): boolean {
  return (nav as (Navigator & { globalPrivacyControl?: unknown }) | undefined)?.globalPrivacyControl === true;
}
