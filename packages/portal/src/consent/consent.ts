/**
 * Cookie consent for the portal, on vanilla-cookieconsent v3: opt-in, a consent modal and a preferences
 * modal, categories necessary / analytics / advertising, Google Consent Mode v2 signals, Global Privacy
 * Control honoured, texts fetched per language with a generic fallback, and an idempotent start (React
 * StrictMode runs effects twice: still one banner and one cookie). See README.md in this folder.
 */
import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import type { Locale } from '../i18n/plural';
import {
  type ConsentModeSignals,
  consentModeSignals,
  globalPrivacyControl,
  installConsentModeDefaults,
  updateConsentMode,
} from './consent-mode';
import { createTranslationLoader, DEFAULT_TRANSLATIONS_BASE_URL } from './translations';
import { installDefaultTrustedTypesPolicy } from './trusted-types';

export type ConsentCategory = 'necessary' | 'analytics' | 'advertising';

export const CONSENT_COOKIE_NAME = 'cc_cookie';
export const CONSENT_COOKIE_DAYS = 182;
export const DEFAULT_CONSENT_REVISION = 0;

/** The categories as the library takes them: what is on by default and which cookies a refusal clears. */
export const CONSENT_CATEGORIES: Readonly<Record<ConsentCategory, CookieConsent.Category>> = Object.freeze({
  necessary: { enabled: true, readOnly: true },
  analytics: {
    enabled: false,
    // `^_ga` covers `_ga` and the GA4 session cookies `_ga_<ID>` (and Universal Analytics' `_gat`, `_gac_*`).
    autoClear: { cookies: [{ name: /^_ga/ }, { name: '_gid' }] },
  },
  advertising: { enabled: false, autoClear: { cookies: [{ name: '_fbp' }] } },
});

const CATEGORY_NAMES = Object.keys(CONSENT_CATEGORIES) as ConsentCategory[];

/** Why listeners are being told: the first choice, a choice stored earlier (each page load), a change. */
export type ConsentReason = 'first-consent' | 'stored' | 'change';

/** What the user allows, after Global Privacy Control is applied; what tag loaders should act on. */
export interface ConsentState {
  /** Accepted categories, `necessary` always included; never `advertising` under Global Privacy Control. */
  categories: ConsentCategory[];
  signals: ConsentModeSignals;
  /** The browser sends Global Privacy Control. */
  gpc: boolean;
  reason: ConsentReason;
}

export type ConsentListener = (state: ConsentState) => void;

export interface StartConsentOptions {
  locale: Locale;
  /** Consent revision; raising it asks everyone again. Default 0. */
  revision?: number;
  /** Where `pl.json` and `en.json` are served. Default `/consent`. */
  translationsBaseUrl?: string;
  /** Called like an `onConsentChange` listener (from the first start only). */
  onChange?: ConsentListener;
}

export interface ConsentInstance {
  readonly locale: Locale;
  readonly revision: number;
  readonly gpc: boolean;
  /** Settles when the library has started (modal built or consent restored). Never rejects: failures are logged. */
  readonly ready: Promise<void>;
  /** True once the library started without an error. */
  readonly started: boolean;
}

interface MutableInstance extends ConsentInstance {
  ready: Promise<void>;
  started: boolean;
  onChange?: ConsentListener;
}

let instance: MutableInstance | undefined;
let state: ConsentState | undefined;
let lastKey: string | undefined;
let correcting = false;
let correctionReason: ConsentReason | undefined;
let themeObserver: MutationObserver | undefined;
const listeners = new Set<ConsentListener>();

function acceptedFromLibrary(): ConsentCategory[] {
  const accepted = CookieConsent.getUserPreferences().acceptedCategories;
  return CATEGORY_NAMES.filter((name) => accepted.includes(name));
}

function notify(listener: ConsentListener, current: ConsentState): void {
  try {
    listener(current);
  } catch (error) {
    console.error('Cookie consent: a consent listener failed.', error);
  }
}

/**
 * Runs after every consent event of the library: enforces Global Privacy Control, then, when the
 * effective categories changed, sends the Consent Mode update and tells the listeners.
 */
function sync(reason: ConsentReason): void {
  const current = instance;
  if (!current) return;
  let categories = acceptedFromLibrary();
  if (current.gpc && categories.includes('advertising')) {
    if (!correcting) {
      // "Accept all" (or a stored choice from before GPC) under GPC: store all but advertising instead.
      // The library saves again, clears `_fbp` and calls onChange, which syncs the corrected choice.
      correcting = true;
      correctionReason = reason;
      try {
        CookieConsent.acceptCategory(categories.filter((name) => name !== 'advertising'));
      } finally {
        correcting = false;
        correctionReason = undefined;
      }
      return;
    }
    categories = categories.filter((name) => name !== 'advertising');
  }
  const effectiveReason = correctionReason ?? reason;
  const key = categories.join(',');
  if (key === lastKey) return;
  lastKey = key;
  const signals = consentModeSignals(categories, { globalPrivacyControl: current.gpc });
  updateConsentMode(signals);
  state = { categories, signals, gpc: current.gpc, reason: effectiveReason };
  const snapshot = state;
  if (current.onChange) notify(current.onChange, snapshot);
  for (const listener of [...listeners]) notify(listener, snapshot);
}

/** Under Global Privacy Control the advertising toggle is shown switched off and cannot be switched on. */
function lockAdvertisingToggle(modal: HTMLElement): void {
  const toggle = modal.querySelector<HTMLInputElement>('input[type="checkbox"][value="advertising"]');
  if (toggle) {
    toggle.checked = false;
    toggle.disabled = true;
  }
}

/** Whether the person last used the keyboard (not a pointer): see {@link settleFocusAfterModal}. */
let keyboardLast = false;
const trackInput = (event: Event) => {
  keyboardLast = event.type === 'keydown';
};

/** Everything a person can Tab to, in document order (the first one is where Tab would go from <body>). */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A native focusable element, or a custom element that hands its focus to a control in its shadow
 * root (`pp-text-field`, `pp-button`: `delegatesFocus`), unless disabled.
 */
function isFocusable(element: Element): boolean {
  if (element.matches(FOCUSABLE)) return true;
  return element.shadowRoot?.delegatesFocus === true && !element.matches(':disabled');
}

/**
 * When a modal closes, the library gives focus back to what had it when the modal opened. The banner
 * opens with the page, when nothing has focus, so a keyboard user who answers it is left on <body>
 * with no visible focus (or inside the hidden modal). Then focus moves to the first element Tab would reach (the skip link in the
 * shell, the e-mail field on the sign-in page, inside its `pp-text-field`), where it shows. After a pointer, focus stays put.
 */
export function settleFocusAfterModal(): void {
  const active = document.activeElement;
  if (!keyboardLast || (active && active !== document.body && !active.closest('#cc-main'))) return;
  for (const element of document.querySelectorAll<HTMLElement>('*')) {
    if (!isFocusable(element)) continue;
    if (element.closest('#cc-main') || element.closest('[inert]') || element.getClientRects().length === 0)
      continue;
    element.focus();
    return;
  }
}

/** The library's dark palette follows the portal's theme (`data-theme` on <html>). */
function followPortalTheme(): void {
  const root = document.documentElement;
  const apply = () => root.classList.toggle('cc--darkmode', root.getAttribute('data-theme') === 'dark');
  apply();
  themeObserver = new MutationObserver(apply);
  themeObserver.observe(root, { attributes: true, attributeFilter: ['data-theme'] });
}

export interface ConsentEnvironment {
  /** The browser sends Global Privacy Control. */
  gpc: boolean;
  /** `location.protocol`: the cookie is Secure over https. */
  protocol: string;
}

/** The library configuration `startConsent` runs (exported so tests and readers can see it whole). */
export function consentConfig(
  options: StartConsentOptions,
  { gpc, protocol }: ConsentEnvironment = { gpc: globalPrivacyControl(), protocol: location.protocol },
): CookieConsent.CookieConsentConfig {
  const revision = options.revision ?? DEFAULT_CONSENT_REVISION;
  const baseUrl = options.translationsBaseUrl ?? DEFAULT_TRANSLATIONS_BASE_URL;
  const loader = (locale: Locale) => createTranslationLoader({ locale, baseUrl, globalPrivacyControl: gpc });
  return {
    mode: 'opt-in',
    autoShow: true,
    // The portal is behind sign-in, and automated browsers (Playwright sets navigator.webdriver) must see it.
    hideFromBots: false,
    // No tag scripts in the page; future tag loaders use onConsentChange (script sinks need Trusted Types).
    manageScriptTags: false,
    autoClearCookies: true,
    revision,
    cookie: {
      name: CONSENT_COOKIE_NAME,
      expiresAfterDays: CONSENT_COOKIE_DAYS,
      path: '/',
      sameSite: 'Lax',
      secure: protocol === 'https:',
    },
    guiOptions: {
      consentModal: { layout: 'box', position: 'bottom right', equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: 'box', equalWeightButtons: true, flipButtons: false },
    },
    categories: {
      necessary: { ...CONSENT_CATEGORIES.necessary },
      analytics: { ...CONSENT_CATEGORIES.analytics },
      advertising: { ...CONSENT_CATEGORIES.advertising },
    },
    language: {
      default: options.locale,
      translations: { pl: loader('pl'), en: loader('en') },
    },
    onFirstConsent: () => sync('first-consent'),
    onConsent: () => sync('stored'),
    onChange: () => sync('change'),
    onModalReady: ({ modalName, modal }) => {
      if (gpc && modalName === 'preferencesModal') lockAdvertisingToggle(modal);
    },
    onModalHide: settleFocusAfterModal,
  };
}

/**
 * Starts the consent banner once per page. A second call (React StrictMode, a second mount) returns the
 * instance of the first; its options are ignored (use `setConsentLanguage` to change the language).
 */
export function startConsent(options: StartConsentOptions): ConsentInstance {
  if (instance) return instance;
  const gpc = globalPrivacyControl();
  const revision = options.revision ?? DEFAULT_CONSENT_REVISION;
  installConsentModeDefaults();
  installDefaultTrustedTypesPolicy();
  const created: MutableInstance = {
    locale: options.locale,
    revision,
    gpc,
    started: false,
    ready: Promise.resolve(),
    ...(options.onChange ? { onChange: options.onChange } : {}),
  };
  instance = created;
  followPortalTheme();
  document.addEventListener('keydown', trackInput, true);
  document.addEventListener('pointerdown', trackInput, true);
  created.ready = CookieConsent.run(consentConfig(options, { gpc, protocol: location.protocol })).then(
    () => {
      created.started = true;
    },
    (error: unknown) => {
      console.error('Cookie consent: the banner could not start.', error);
    },
  );
  return created;
}

/** Opens the preferences modal (the footer's 'Ustawienia Cookies' link). Waits for the start if needed. */
export async function showConsentPreferences(): Promise<void> {
  const current = instance;
  if (!current) {
    console.warn('Cookie consent: showConsentPreferences() before startConsent().');
    return;
  }
  await current.ready;
  if (current.started && instance === current) CookieConsent.showPreferences();
}

/** Switches the modals' language (loads that language's texts if needed). */
export async function setConsentLanguage(locale: Locale): Promise<boolean> {
  const current = instance;
  if (!current) return false;
  await current.ready;
  if (!current.started || instance !== current) return false;
  return CookieConsent.setLanguage(locale);
}

/**
 * Subscribes to consent: the listener is called with the effective state after each choice that changes
 * it, and at once if a choice is already known. Returns the unsubscribe function. This is the hook for
 * tag loaders: load a tag only when its category is in `state.categories`.
 */
export function onConsentChange(listener: ConsentListener): () => void {
  listeners.add(listener);
  if (state) notify(listener, state);
  return () => {
    listeners.delete(listener);
  };
}

/** The effective consent, or undefined until the user has chosen (or a stored choice was read). */
export function currentConsent(): ConsentState | undefined {
  return state;
}

/** Whether a category is allowed now (false before any choice; advertising false under GPC). */
export function consentGranted(category: ConsentCategory): boolean {
  return state?.categories.includes(category) ?? false;
}

/**
 * Removes the banner and forgets the instance so the next `startConsent` starts afresh (tests, hot
 * reload). The consent cookie is kept unless `eraseCookie` is true. Listeners stay subscribed.
 */
export function stopConsent(eraseCookie = false): void {
  if (instance) CookieConsent.reset(eraseCookie);
  themeObserver?.disconnect();
  themeObserver = undefined;
  document.removeEventListener('keydown', trackInput, true);
  document.removeEventListener('pointerdown', trackInput, true);
  keyboardLast = false;
  document.documentElement.classList.remove('cc--darkmode');
  instance = undefined;
  state = undefined;
  lastKey = undefined;
}
