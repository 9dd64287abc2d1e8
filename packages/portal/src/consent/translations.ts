/**
 * The consent texts: fetched per language from `public/consent/{pl,en}.json`, checked, and replaced by a
 * small built-in translation with a generic message when the file cannot be loaded, so the modal always
 * offers its choices instead of breaking (the library alone would stop, or render a broken modal when a
 * 404 answer happens to be JSON).
 */
import type { Translation } from 'vanilla-cookieconsent';
import type { Locale } from '../i18n/plural';

/** The three categories every translation must offer a toggle for. */
export const REQUIRED_CATEGORY_SECTIONS = ['necessary', 'analytics', 'advertising'] as const;

/**
 * A translation file: the library's `Translation` plus our `gpcNote`, the sentence shown when the browser
 * sends Global Privacy Control (the library ignores unknown keys; the loader removes it anyway).
 */
export interface ConsentTranslationFile extends Translation {
  gpcNote?: string;
}

export const DEFAULT_TRANSLATIONS_BASE_URL = '/consent';

/** `/consent` + `pl` → `/consent/pl.json` (a trailing slash on the base is tolerated). */
export function translationUrl(baseUrl: string, locale: Locale): string {
  return `${baseUrl.replace(/\/+$/, '')}/${locale}.json`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isOptionalString(value: unknown): boolean {
  return value === undefined || typeof value === 'string';
}

function hasStrings(record: Record<string, unknown>, keys: readonly string[]): boolean {
  return keys.every((key) => typeof record[key] === 'string' && (record[key] as string).trim() !== '');
}

/**
 * Whether `data` is a usable translation: the consent modal with its description and three buttons, the
 * preferences modal with its title, three buttons and a toggle section for each category.
 */
export function isConsentTranslationFile(data: unknown): data is ConsentTranslationFile {
  if (!isRecord(data) || !isRecord(data.consentModal) || !isRecord(data.preferencesModal)) return false;
  const { consentModal, preferencesModal } = data;
  if (
    !hasStrings(consentModal, ['description', 'acceptAllBtn', 'acceptNecessaryBtn', 'showPreferencesBtn'])
  ) {
    return false;
  }
  if (!hasStrings(preferencesModal, ['title', 'acceptAllBtn', 'acceptNecessaryBtn', 'savePreferencesBtn'])) {
    return false;
  }
  const sections = preferencesModal.sections;
  if (!Array.isArray(sections) || !sections.every(isRecord)) return false;
  const sectionsOk = sections.every(
    (section) =>
      isOptionalString(section.title) &&
      isOptionalString(section.description) &&
      isOptionalString(section.linkedCategory),
  );
  const linked = new Set(sections.map((section) => section.linkedCategory));
  return (
    sectionsOk &&
    REQUIRED_CATEGORY_SECTIONS.every((category) => linked.has(category)) &&
    isOptionalString(data.gpcNote)
  );
}

const FALLBACK: Record<Locale, ConsentTranslationFile> = {
  pl: {
    consentModal: {
      label: 'Zgoda na pliki cookie',
      title: 'Pliki cookie',
      description:
        'Nie udało się wczytać treści zgody na pliki cookie. Możesz zaakceptować tylko niezbędne pliki lub spróbować później.',
      acceptAllBtn: 'Akceptuj wszystkie',
      acceptNecessaryBtn: 'Tylko niezbędne',
      showPreferencesBtn: 'Ustawienia',
      footer: '<a href="/privacy">Polityka prywatności</a>',
    },
    preferencesModal: {
      title: 'Ustawienia plików cookie',
      acceptAllBtn: 'Akceptuj wszystkie',
      acceptNecessaryBtn: 'Tylko niezbędne',
      savePreferencesBtn: 'Zapisz ustawienia',
      closeIconLabel: 'Zamknij',
      sections: [
        {
          description:
            'Nie udało się wczytać treści zgody na pliki cookie. Możesz zaakceptować tylko niezbędne pliki lub spróbować później.',
        },
        { title: 'Niezbędne', linkedCategory: 'necessary' },
        { title: 'Analityczne (Google Analytics)', linkedCategory: 'analytics' },
        { title: 'Reklamowe (piksel Meta)', linkedCategory: 'advertising' },
      ],
    },
    gpcNote:
      'Twoja przeglądarka wysyła sygnał Global Privacy Control, dlatego pliki reklamowe pozostają wyłączone, także po wybraniu „Akceptuj wszystkie”.',
  },
  en: {
    consentModal: {
      label: 'Cookie consent',
      title: 'Cookies',
      description:
        'The cookie consent text could not be loaded. You can accept only the necessary cookies or try again later.',
      acceptAllBtn: 'Accept all',
      acceptNecessaryBtn: 'Necessary only',
      showPreferencesBtn: 'Preferences',
      footer: '<a href="/privacy">Privacy policy</a>',
    },
    preferencesModal: {
      title: 'Cookie preferences',
      acceptAllBtn: 'Accept all',
      acceptNecessaryBtn: 'Necessary only',
      savePreferencesBtn: 'Save preferences',
      closeIconLabel: 'Close',
      sections: [
        {
          description:
            'The cookie consent text could not be loaded. You can accept only the necessary cookies or try again later.',
        },
        { title: 'Necessary', linkedCategory: 'necessary' },
        { title: 'Analytics (Google Analytics)', linkedCategory: 'analytics' },
        { title: 'Advertising (Meta pixel)', linkedCategory: 'advertising' },
      ],
    },
    gpcNote:
      'Your browser sends the Global Privacy Control signal, so advertising cookies stay off, even when you choose “Accept all”.',
  },
};

/** The built-in translation with the generic message (a fresh copy each time). */
export function fallbackTranslation(locale: Locale): ConsentTranslationFile {
  return structuredClone(FALLBACK[locale]);
}

/**
 * The translation handed to the library: without `gpcNote`, and, when the browser sends Global Privacy
 * Control, with that note added to the consent modal's description and to the advertising section.
 */
export function finishTranslation(file: ConsentTranslationFile, locale: Locale, gpc: boolean): Translation {
  const { gpcNote, ...rest } = structuredClone(file);
  const translation: Translation = rest;
  if (!gpc) return translation;
  const note = gpcNote ?? FALLBACK[locale].gpcNote ?? '';
  const description = translation.consentModal.description;
  translation.consentModal.description = description ? `${description}<br><br>${note}` : note;
  for (const section of translation.preferencesModal.sections) {
    if (section.linkedCategory === 'advertising') {
      section.description = section.description ? `${section.description}<br><br>${note}` : note;
    }
  }
  return translation;
}

export interface TranslationLoaderOptions {
  locale: Locale;
  baseUrl?: string;
  /** The browser sends Global Privacy Control: the note is added to the texts. */
  globalPrivacyControl?: boolean;
  /** Injected in tests; the global `fetch` otherwise. */
  fetch?: typeof fetch;
}

/**
 * An async translation loader for the library's `language.translations[locale]`: fetches the language's
 * file and returns it, or, when the request fails, answers non-2xx, or the JSON is not a complete
 * translation, returns the built-in generic translation (and warns in the console). A loaded file is
 * kept, so switching languages back and forth fetches it once; a failure is retried on the next call.
 */
export function createTranslationLoader(options: TranslationLoaderOptions): () => Promise<Translation> {
  const { locale, globalPrivacyControl = false } = options;
  const url = translationUrl(options.baseUrl ?? DEFAULT_TRANSLATIONS_BASE_URL, locale);
  let loaded: ConsentTranslationFile | undefined;
  return async () => {
    if (!loaded) {
      try {
        const fetchImpl = options.fetch ?? globalThis.fetch;
        const response = await fetchImpl(url, {
          credentials: 'same-origin',
          headers: { Accept: 'application/json' },
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const data: unknown = await response.json();
        if (!isConsentTranslationFile(data))
          throw new Error('the file is not a complete consent translation');
        loaded = data;
      } catch (error) {
        console.warn(`Cookie consent: could not load ${url}; showing the generic message instead.`, error);
        return finishTranslation(fallbackTranslation(locale), locale, globalPrivacyControl);
      }
    }
    return finishTranslation(loaded, locale, globalPrivacyControl);
  };
}
