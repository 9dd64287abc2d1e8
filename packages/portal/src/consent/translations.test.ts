import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../public/consent/en.json';
import pl from '../../public/consent/pl.json';
import type { Locale } from '../i18n/plural';
import {
  type ConsentTranslationFile,
  createTranslationLoader,
  fallbackTranslation,
  finishTranslation,
  isConsentTranslationFile,
  translationUrl,
} from './translations';

/** A fresh copy of a file of public/consent (the files the portal serves). */
function publicFile(locale: Locale): unknown {
  return structuredClone(locale === 'pl' ? pl : en);
}

function fetchAnswering(body: unknown, status = 200) {
  return vi.fn<typeof fetch>(async () =>
    typeof body === 'string'
      ? new Response(body, { status, headers: { 'content-type': 'text/html' } })
      : Response.json(body, { status }),
  );
}

const GENERIC = {
  pl: 'Nie udało się wczytać treści zgody na pliki cookie. Możesz zaakceptować tylko niezbędne pliki lub spróbować później.',
  en: 'The cookie consent text could not be loaded. You can accept only the necessary cookies or try again later.',
};

const BUTTONS = {
  pl: { all: 'Akceptuj wszystkie', necessary: 'Tylko niezbędne', preferences: 'Ustawienia' },
  en: { all: 'Accept all', necessary: 'Necessary only', preferences: 'Preferences' },
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the translation files in public/consent', () => {
  it.each(['pl', 'en'] as const)(
    '%s.json is complete, names the cookies and uses the agreed button labels',
    (locale) => {
      const file = publicFile(locale);
      expect(isConsentTranslationFile(file)).toBe(true);
      const translation = file as ConsentTranslationFile;
      expect(translation.consentModal.acceptAllBtn).toBe(BUTTONS[locale].all);
      expect(translation.consentModal.acceptNecessaryBtn).toBe(BUTTONS[locale].necessary);
      expect(translation.consentModal.showPreferencesBtn).toBe(BUTTONS[locale].preferences);
      expect(translation.preferencesModal.acceptAllBtn).toBe(BUTTONS[locale].all);
      expect(translation.preferencesModal.acceptNecessaryBtn).toBe(BUTTONS[locale].necessary);
      expect(translation.consentModal.description).toContain('{{revisionMessage}}');
      expect(translation.gpcNote).toMatch(/Global Privacy Control/);
      const sections = translation.preferencesModal.sections;
      const section = (category: string) =>
        JSON.stringify(sections.find((s) => s.linkedCategory === category));
      expect(section('necessary')).toContain('cc_cookie');
      expect(section('analytics')).toContain('Google Analytics');
      expect(section('analytics')).toContain('_ga');
      expect(section('analytics')).toContain('_gid');
      expect(section('advertising')).toContain('Meta');
      expect(section('advertising')).toContain('_fbp');
      expect(JSON.stringify(file)).toContain('href=\\"/privacy\\"');
    },
  );

  it('pl and en have the same structure', () => {
    const shape = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(shape)
        : typeof value === 'object' && value !== null
          ? Object.fromEntries(
              Object.entries(value).map(([key, inner]) => [
                key,
                key === 'linkedCategory' ? inner : shape(inner),
              ]),
            )
          : typeof value;
    expect(shape(publicFile('en'))).toEqual(shape(publicFile('pl')));
  });
});

describe('isConsentTranslationFile', () => {
  const valid = fallbackTranslation('en');

  it('accepts the built-in fallback', () => {
    expect(isConsentTranslationFile(valid)).toBe(true);
    expect(isConsentTranslationFile(fallbackTranslation('pl'))).toBe(true);
  });

  it.each([
    ['null', null],
    ['an array', []],
    ['an error body', { error: 'not_found', message: 'Not found' }],
    [
      'no reject button',
      { ...valid, consentModal: { ...valid.consentModal, acceptNecessaryBtn: undefined } },
    ],
    ['an empty button', { ...valid, consentModal: { ...valid.consentModal, acceptAllBtn: ' ' } }],
    ['no sections', { ...valid, preferencesModal: { ...valid.preferencesModal, sections: undefined } }],
    [
      'no advertising toggle',
      {
        ...valid,
        preferencesModal: {
          ...valid.preferencesModal,
          sections: valid.preferencesModal.sections.filter((s) => s.linkedCategory !== 'advertising'),
        },
      },
    ],
    [
      'a non-string description',
      {
        ...valid,
        preferencesModal: {
          ...valid.preferencesModal,
          sections: [...valid.preferencesModal.sections, { title: 1 }],
        },
      },
    ],
    ['a non-string gpcNote', { ...valid, gpcNote: 42 }],
  ])('refuses %s', (_label, data) => {
    expect(isConsentTranslationFile(data)).toBe(false);
  });
});

describe('translationUrl', () => {
  it('joins the base and the language', () => {
    expect(translationUrl('/consent', 'pl')).toBe('/consent/pl.json');
    expect(translationUrl('/build/consent/', 'en')).toBe('/build/consent/en.json');
  });
});

describe('finishTranslation', () => {
  it('drops gpcNote and changes nothing else without GPC', () => {
    const file = publicFile('pl') as ConsentTranslationFile;
    const { gpcNote: _note, ...expected } = file;
    expect(finishTranslation(file, 'pl', false)).toEqual(expected);
  });

  it('adds the GPC note to the consent modal and the advertising section only, without touching the input', () => {
    const file = publicFile('en') as ConsentTranslationFile;
    const before = JSON.stringify(file);
    const translation = finishTranslation(file, 'en', true);
    expect(JSON.stringify(file)).toBe(before);
    expect(translation).not.toHaveProperty('gpcNote');
    expect(translation.consentModal.description).toContain(file.gpcNote);
    expect(translation.consentModal.description?.startsWith(file.consentModal.description ?? '')).toBe(true);
    for (const section of translation.preferencesModal.sections) {
      expect(section.description?.includes(file.gpcNote ?? '') ?? false).toBe(
        section.linkedCategory === 'advertising',
      );
    }
  });

  it('uses the built-in note when a file has none', () => {
    const { gpcNote: _note, ...file } = fallbackTranslation('pl');
    expect(finishTranslation(file, 'pl', true).consentModal.description).toContain('Global Privacy Control');
  });
});

describe('createTranslationLoader', () => {
  it('fetches the language file by URL and hands it over', async () => {
    const file = publicFile('pl') as ConsentTranslationFile;
    const fetchStub = fetchAnswering(file);
    const translation = await createTranslationLoader({ locale: 'pl', fetch: fetchStub })();
    expect(fetchStub).toHaveBeenCalledWith(
      '/consent/pl.json',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
    expect(translation.consentModal.title).toBe(file.consentModal.title);
    expect(translation.preferencesModal.sections).toEqual(file.preferencesModal.sections);
  });

  it('uses the configured base URL and the global fetch by default', async () => {
    const fetchStub = fetchAnswering(publicFile('en'));
    vi.stubGlobal('fetch', fetchStub);
    try {
      await createTranslationLoader({ locale: 'en', baseUrl: '/static/consent/' })();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(fetchStub).toHaveBeenCalledWith('/static/consent/en.json', expect.anything());
  });

  it('fetches a loaded file once, but retries after a failure', async () => {
    const fetchStub = fetchAnswering(publicFile('en'));
    const load = createTranslationLoader({ locale: 'en', fetch: fetchStub });
    await load();
    await load();
    expect(fetchStub).toHaveBeenCalledTimes(1);

    const failing = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const retrying = createTranslationLoader({ locale: 'en', fetch: failing });
    await retrying();
    await retrying();
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['a network error', () => vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'))],
    ['a JSON 404', () => fetchAnswering({ error: 'not_found', message: 'Not found' }, 404)],
    ['an HTML page', () => fetchAnswering('<!doctype html><title>Portal</title>')],
    ['an incomplete file', () => fetchAnswering({ consentModal: { title: 'Hi' } })],
  ])('falls back to the generic message on %s, in both languages', async (_label, makeFetch) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const locale of ['pl', 'en'] as const) {
      const translation = await createTranslationLoader({ locale, fetch: makeFetch() })();
      expect(isConsentTranslationFile(translation)).toBe(true);
      expect(translation.consentModal.description).toBe(GENERIC[locale]);
      expect(translation.consentModal.acceptAllBtn).toBe(BUTTONS[locale].all);
      expect(translation.consentModal.acceptNecessaryBtn).toBe(BUTTONS[locale].necessary);
      expect(translation.consentModal.showPreferencesBtn).toBe(BUTTONS[locale].preferences);
      expect(translation.preferencesModal.sections.map((s) => s.linkedCategory).filter(Boolean)).toEqual([
        'necessary',
        'analytics',
        'advertising',
      ]);
    }
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]?.[0])).toContain('/consent/pl.json');
  });

  it('adds the GPC note to the fallback as well', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    const translation = await createTranslationLoader({
      locale: 'pl',
      fetch: failing,
      globalPrivacyControl: true,
    })();
    expect(translation.consentModal.description).toContain(GENERIC.pl);
    expect(translation.consentModal.description).toContain('Global Privacy Control');
  });
});
