import * as CookieConsent from 'vanilla-cookieconsent';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../public/consent/en.json';
import pl from '../../public/consent/pl.json';
import {
  CONSENT_CATEGORIES,
  type ConsentState,
  consentConfig,
  consentGranted,
  currentConsent,
  onConsentChange,
  setConsentLanguage,
  showConsentPreferences,
  startConsent,
  stopConsent,
} from './consent';

// The real library in jsdom: its modals are driven through their buttons, as a user would.

const files: Record<string, unknown> = { '/consent/pl.json': pl, '/consent/en.json': en };

function serveTranslations() {
  const fetchStub = vi.fn<typeof fetch>(async (input) => {
    const body = files[String(input)];
    return body ? Response.json(body) : Response.json({ error: 'not_found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

function cookieMap(): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of document.cookie.split(/;\s*/)) {
    if (!part) continue;
    const index = part.indexOf('=');
    map.set(part.slice(0, index), part.slice(index + 1));
  }
  return map;
}

function clearCookies(): void {
  for (const name of cookieMap().keys())
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

interface StoredConsent {
  categories: string[];
  revision: number;
  consentId: string;
  languageCode: string;
}

function storedConsent(): StoredConsent | undefined {
  const value = cookieMap().get('cc_cookie');
  return value ? (JSON.parse(decodeURIComponent(value)) as StoredConsent) : undefined;
}

function gtagCalls(kind: 'default' | 'update'): Record<string, unknown>[] {
  return (window.dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter((args) => args[0] === 'consent' && args[1] === kind)
    .map((args) => args[2] as Record<string, unknown>);
}

/**
 * The library shows modals through timers (focus after 200 ms, the animation class after 100 ms). The
 * tests run on Vitest's fake timers (beforeEach), so settling runs those timers, in order, at once: 55
 * settles of 260 ms each were about 14 s of waiting per run. The fake clock also moves with the real
 * one (shouldAdvanceTime), so a timer the test does not settle still fires as it would.
 */
async function settle(): Promise<void> {
  await vi.advanceTimersByTimeAsync(260);
}

function button(modal: '.cm' | '.pm', role: 'all' | 'necessary' | 'show' | 'save'): HTMLButtonElement {
  const found = document.querySelector<HTMLButtonElement>(`#cc-main ${modal} button[data-role="${role}"]`);
  if (!found) throw new Error(`no ${role} button in ${modal}`);
  return found;
}

function toggle(category: string): HTMLInputElement {
  const found = document.querySelector<HTMLInputElement>(
    `#cc-main .pm input[type="checkbox"][value="${category}"]`,
  );
  if (!found) throw new Error(`no ${category} toggle`);
  return found;
}

const consentModalVisible = () => document.documentElement.classList.contains('show--consent');
const preferencesModalVisible = () => document.documentElement.classList.contains('show--preferences');

function setGpc(value: boolean | undefined): void {
  if (value === undefined) {
    delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
  } else {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value, configurable: true });
  }
}

const ALL_GRANTED = {
  analytics_storage: 'granted',
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
};
const ALL_DENIED = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};

let fetchStub: ReturnType<typeof serveTranslations>;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  clearCookies();
  delete window.dataLayer;
  delete window.gtag;
  fetchStub = serveTranslations();
});

afterEach(async () => {
  await settle(); // let the library's pending timers run against its DOM before it is removed
  stopConsent(true);
  clearCookies();
  setGpc(undefined);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('first visit', () => {
  it('shows the Polish consent modal, with no analytics or advertising cookie and only the denied default', async () => {
    await startConsent({ locale: 'pl' }).ready;
    await settle();
    expect(consentModalVisible()).toBe(true);
    expect(fetchStub).toHaveBeenCalledWith('/consent/pl.json', expect.anything());
    expect(button('.cm', 'all').textContent).toBe('Akceptuj wszystkie');
    expect(button('.cm', 'necessary').textContent).toBe('Tylko niezbędne');
    expect(button('.cm', 'show').textContent).toBe('Ustawienia');
    expect(document.querySelector('#cc-main .cm')?.getAttribute('role')).toBe('dialog');
    expect(document.querySelector('#cc-main .cm__title')?.textContent).toBe(pl.consentModal.title);
    expect([...cookieMap().keys()].filter((name) => /^_ga|^_gid|^_fbp|^cc_cookie/.test(name))).toEqual([]);
    expect(gtagCalls('default')).toEqual([{ ...ALL_DENIED, wait_for_update: 500 }]);
    expect(gtagCalls('update')).toEqual([]);
    expect(currentConsent()).toBeUndefined();
    expect(consentGranted('analytics')).toBe(false);
  });

  it('adds no <style> element, no style attribute and no script (CSP style-src/script-src self)', async () => {
    const scriptsBefore = document.scripts.length;
    await startConsent({ locale: 'pl' }).ready;
    await showConsentPreferences();
    await settle();
    expect(document.querySelectorAll('style')).toHaveLength(0);
    expect(document.querySelectorAll('#cc-main [style]')).toHaveLength(0);
    expect(document.scripts.length).toBe(scriptsBefore);
  });

  it('shows the banner to automated browsers too (hideFromBots off; Playwright sets navigator.webdriver)', async () => {
    Object.defineProperty(navigator, 'webdriver', { value: true, configurable: true });
    try {
      await startConsent({ locale: 'pl' }).ready;
      await settle();
      expect(consentModalVisible()).toBe(true);
    } finally {
      delete (navigator as { webdriver?: boolean }).webdriver;
    }
  });

  it('starts in English', async () => {
    await startConsent({ locale: 'en' }).ready;
    await settle();
    expect(button('.cm', 'all').textContent).toBe('Accept all');
    expect(button('.cm', 'necessary').textContent).toBe('Necessary only');
    expect(button('.cm', 'show').textContent).toBe('Preferences');
  });
});

describe('idempotent start', () => {
  it('returns the same instance: one container, one banner, one cookie after accepting', async () => {
    const first = startConsent({ locale: 'pl' });
    const second = startConsent({ locale: 'en', revision: 3 });
    expect(second).toBe(first);
    await Promise.all([first.ready, second.ready]);
    await settle();
    expect(first.started).toBe(true);
    expect(document.querySelectorAll('#cc-main')).toHaveLength(1);
    expect(document.querySelectorAll('.cc--anim')).toHaveLength(1);
    expect(document.querySelectorAll('#cc-main .cm')).toHaveLength(1);
    expect(button('.cm', 'all').textContent).toBe('Akceptuj wszystkie'); // the second call's options are ignored
    expect(gtagCalls('default')).toHaveLength(1);

    button('.cm', 'all').click();
    expect(document.cookie.match(/(^|;\s*)cc_cookie=/g)).toHaveLength(1);
    expect(storedConsent()?.revision).toBe(0);
    expect(gtagCalls('update')).toHaveLength(1);
  });
});

describe('choices', () => {
  it('"Akceptuj wszystkie" stores every category and grants every signal', async () => {
    const seen: ConsentState[] = [];
    await startConsent({ locale: 'pl', onChange: (state) => seen.push(state) }).ready;
    await settle();
    button('.cm', 'all').click();
    const stored = storedConsent();
    expect(stored?.categories.sort()).toEqual(['advertising', 'analytics', 'necessary']);
    expect(stored?.revision).toBe(0);
    expect(stored?.languageCode).toBe('pl');
    expect(stored?.consentId).toMatch(/^[0-9a-f-]{36}$/);
    expect(gtagCalls('update')).toEqual([ALL_GRANTED]);
    expect(seen).toEqual([
      {
        categories: ['necessary', 'analytics', 'advertising'],
        signals: ALL_GRANTED,
        gpc: false,
        reason: 'first-consent',
      },
    ]);
    expect(consentGranted('advertising')).toBe(true);
    await settle();
    expect(consentModalVisible()).toBe(false);
  });

  it('"Tylko niezbędne" stores necessary only and sends an all-denied update', async () => {
    await startConsent({ locale: 'pl' }).ready;
    await settle();
    button('.cm', 'necessary').click();
    expect(storedConsent()?.categories).toEqual(['necessary']);
    expect(gtagCalls('update')).toEqual([ALL_DENIED]);
    expect(currentConsent()?.categories).toEqual(['necessary']);
  });

  it('"Ustawienia" opens the preferences: three categories, necessary read-only, the others off; a custom save', async () => {
    await startConsent({ locale: 'pl' }).ready;
    await settle();
    button('.cm', 'show').click();
    await settle();
    expect(preferencesModalVisible()).toBe(true);
    expect(toggle('necessary').checked).toBe(true);
    expect(toggle('necessary').disabled).toBe(true);
    expect(toggle('analytics').checked).toBe(false);
    expect(toggle('advertising').checked).toBe(false);
    expect(toggle('advertising').disabled).toBe(false);
    expect(button('.pm', 'save').textContent).toBe('Zapisz ustawienia');
    expect(document.querySelector('#cc-main .pm')?.textContent).toContain('_fbp');

    toggle('analytics').click();
    button('.pm', 'save').click();
    expect(storedConsent()?.categories.sort()).toEqual(['analytics', 'necessary']);
    expect(gtagCalls('update')).toEqual([{ ...ALL_DENIED, analytics_storage: 'granted' }]);
  });

  it('withdrawal clears _ga, _ga_<ID>, _gid and _fbp and sends every signal back to denied', async () => {
    const seen: ConsentState[] = [];
    await startConsent({ locale: 'pl' }).ready;
    onConsentChange((state) => seen.push(state));
    await settle();
    button('.cm', 'all').click();
    document.cookie = '_ga=GA1.1.123.456; path=/';
    document.cookie = '_ga_ABC123=GS1.1.789; path=/';
    document.cookie = '_gid=GA1.1.987; path=/';
    document.cookie = '_fbp=fb.1.123.456; path=/';
    document.cookie = 'unrelated=1; path=/';
    expect([...cookieMap().keys()]).toEqual(expect.arrayContaining(['_ga', '_ga_ABC123', '_gid', '_fbp']));

    await showConsentPreferences(); // the footer link
    await settle();
    expect(preferencesModalVisible()).toBe(true);
    button('.pm', 'necessary').click();

    const names = [...cookieMap().keys()];
    expect(names).not.toContain('_ga');
    expect(names).not.toContain('_ga_ABC123');
    expect(names).not.toContain('_gid');
    expect(names).not.toContain('_fbp');
    expect(names).toContain('unrelated');
    expect(storedConsent()?.categories).toEqual(['necessary']);
    expect(gtagCalls('update')).toEqual([ALL_GRANTED, ALL_DENIED]);
    expect(seen.map((state) => [state.reason, state.categories])).toEqual([
      ['first-consent', ['necessary', 'analytics', 'advertising']],
      ['change', ['necessary']],
    ]);
  });

  it('withdrawing one category clears only its cookies', async () => {
    await startConsent({ locale: 'en' }).ready;
    await settle();
    button('.cm', 'all').click();
    document.cookie = '_ga=GA1.1.1; path=/';
    document.cookie = '_fbp=fb.1.1; path=/';
    CookieConsent.acceptCategory(['analytics']);
    expect(cookieMap().has('_ga')).toBe(true);
    expect(cookieMap().has('_fbp')).toBe(false);
    expect(gtagCalls('update').at(-1)).toEqual({ ...ALL_DENIED, analytics_storage: 'granted' });
  });
});

describe('a later page load', () => {
  async function acceptAllThenReload(revision?: number) {
    await startConsent({ locale: 'pl' }).ready;
    await settle();
    button('.cm', 'all').click();
    await settle();
    stopConsent(false); // keeps cc_cookie, as a reload would
    delete window.dataLayer;
    delete window.gtag;
    const seen: ConsentState[] = [];
    const instance = startConsent({ locale: 'pl', revision, onChange: (state) => seen.push(state) });
    await instance.ready;
    await settle();
    return seen;
  }

  it('restores a stored choice without a banner and replays it to Consent Mode', async () => {
    const seen = await acceptAllThenReload();
    expect(consentModalVisible()).toBe(false);
    expect(gtagCalls('default')).toHaveLength(1);
    expect(gtagCalls('update')).toEqual([ALL_GRANTED]);
    expect(seen.map((state) => state.reason)).toEqual(['stored']);
  });

  it('asks again with the revision message when the revision changes', async () => {
    await acceptAllThenReload(1);
    expect(consentModalVisible()).toBe(true);
    expect(document.querySelector('#cc-main .cm__desc')?.textContent).toContain(
      'Zmieniliśmy zasady korzystania z plików cookie',
    );
    button('.cm', 'necessary').click();
    expect(storedConsent()?.revision).toBe(1);
  });

  it('tells a late subscriber the current choice at once, and stops after unsubscribing', async () => {
    await acceptAllThenReload();
    const listener = vi.fn();
    const unsubscribe = onConsentChange(listener);
    expect(listener).toHaveBeenCalledWith(
      expect.objectContaining({ categories: ['necessary', 'analytics', 'advertising'] }),
    );
    unsubscribe();
    CookieConsent.acceptCategory([]);
    expect(listener).toHaveBeenCalledOnce();
  });
});

describe('Global Privacy Control', () => {
  beforeEach(() => setGpc(true));

  it('says so, locks the advertising toggle off, and "accept all" grants everything but advertising', async () => {
    const seen: ConsentState[] = [];
    const instance = startConsent({ locale: 'pl', onChange: (state) => seen.push(state) });
    await instance.ready;
    await settle();
    expect(instance.gpc).toBe(true);
    expect(document.querySelector('#cc-main .cm__desc')?.textContent).toContain('Global Privacy Control');

    button('.cm', 'show').click();
    await settle();
    expect(toggle('advertising').checked).toBe(false);
    expect(toggle('advertising').disabled).toBe(true);
    expect(document.querySelector('#cc-main .pm')?.textContent).toContain('Global Privacy Control');

    document.cookie = '_fbp=fb.1.1; path=/';
    button('.pm', 'all').click();
    expect(storedConsent()?.categories.sort()).toEqual(['analytics', 'necessary']);
    expect(cookieMap().has('_fbp')).toBe(false);
    expect(toggle('advertising').checked).toBe(false);
    // One update, already without advertising: the intermediate "all" never reaches Consent Mode or listeners.
    expect(gtagCalls('update')).toEqual([{ ...ALL_DENIED, analytics_storage: 'granted' }]);
    expect(seen).toEqual([
      {
        categories: ['necessary', 'analytics'],
        signals: gtagCalls('update')[0],
        gpc: true,
        reason: 'first-consent',
      },
    ]);
    expect(consentGranted('advertising')).toBe(false);
  });

  it('"accept all" in the consent modal behaves the same', async () => {
    await startConsent({ locale: 'en' }).ready;
    await settle();
    button('.cm', 'all').click();
    expect(storedConsent()?.categories.sort()).toEqual(['analytics', 'necessary']);
    expect(gtagCalls('update')).toEqual([{ ...ALL_DENIED, analytics_storage: 'granted' }]);
  });

  it('withdraws advertising that was stored before the browser sent GPC', async () => {
    setGpc(undefined);
    await startConsent({ locale: 'pl' }).ready;
    await settle();
    button('.cm', 'all').click();
    await settle();
    stopConsent(false);
    delete window.dataLayer;
    delete window.gtag;
    document.cookie = '_fbp=fb.1.1; path=/';

    setGpc(true);
    const seen: ConsentState[] = [];
    await startConsent({ locale: 'pl', onChange: (state) => seen.push(state) }).ready;
    expect(storedConsent()?.categories.sort()).toEqual(['analytics', 'necessary']);
    expect(cookieMap().has('_fbp')).toBe(false);
    expect(gtagCalls('update')).toEqual([{ ...ALL_DENIED, analytics_storage: 'granted' }]);
    expect(seen.map((state) => state.reason)).toEqual(['stored']);
  });
});

describe('texts', () => {
  it('shows the generic message and still offers every choice when the texts cannot be loaded', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await startConsent({ locale: 'pl' }).ready;
    await settle();
    expect(consentModalVisible()).toBe(true);
    expect(document.querySelector('#cc-main .cm__desc')?.textContent).toBe(
      'Nie udało się wczytać treści zgody na pliki cookie. Możesz zaakceptować tylko niezbędne pliki lub spróbować później.',
    );
    button('.cm', 'show').click();
    await settle();
    expect(toggle('analytics').checked).toBe(false);
    button('.pm', 'necessary').click();
    expect(storedConsent()?.categories).toEqual(['necessary']);
  });

  it('switches language with setConsentLanguage', async () => {
    await startConsent({ locale: 'pl' }).ready;
    await settle();
    expect(await setConsentLanguage('en')).toBe(true);
    expect(button('.cm', 'all').textContent).toBe('Accept all');
    expect(fetchStub).toHaveBeenCalledWith('/consent/en.json', expect.anything());
  });

  it('reads the texts from the configured base URL', async () => {
    files['/static/consent/pl.json'] = pl;
    await startConsent({ locale: 'pl', translationsBaseUrl: '/static/consent' }).ready;
    expect(fetchStub).toHaveBeenCalledWith('/static/consent/pl.json', expect.anything());
  });
});

describe('the rest of the API', () => {
  it('configures opt-in, autoShow, bots shown, the cc_cookie options and revision 0', () => {
    const config = consentConfig({ locale: 'pl' }, { gpc: false, protocol: 'http:' });
    expect(config).toMatchObject({
      mode: 'opt-in',
      autoShow: true,
      hideFromBots: false,
      manageScriptTags: false,
      autoClearCookies: true,
      revision: 0,
      cookie: { name: 'cc_cookie', expiresAfterDays: 182, path: '/', sameSite: 'Lax', secure: false },
      language: { default: 'pl' },
    });
    expect(Object.keys(config.categories)).toEqual(['necessary', 'analytics', 'advertising']);
    expect(Object.keys(config.language.translations)).toEqual(['pl', 'en']);
    expect(typeof config.language.translations.pl).toBe('function');
    expect(consentConfig({ locale: 'en', revision: 2 }, { gpc: false, protocol: 'https:' })).toMatchObject({
      revision: 2,
      cookie: { secure: true },
      language: { default: 'en' },
    });
  });

  it('declares the categories and the cookies a refusal clears', () => {
    expect(CONSENT_CATEGORIES.necessary).toEqual({ enabled: true, readOnly: true });
    expect(CONSENT_CATEGORIES.analytics.enabled).toBe(false);
    expect(CONSENT_CATEGORIES.advertising.enabled).toBe(false);
    const names = (category: keyof typeof CONSENT_CATEGORIES) =>
      CONSENT_CATEGORIES[category].autoClear?.cookies.map((cookie) => cookie.name) ?? [];
    const analytics = names('analytics');
    expect(analytics).toContainEqual('_gid');
    const pattern = analytics.find((name): name is RegExp => name instanceof RegExp);
    expect(['_ga', '_ga_ABC123'].every((name) => pattern?.test(name))).toBe(true);
    expect(pattern?.test('_gid')).toBe(false);
    expect(names('advertising')).toEqual(['_fbp']);
  });

  it('showConsentPreferences and setConsentLanguage before the start do nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await showConsentPreferences();
    expect(warn).toHaveBeenCalledOnce();
    expect(await setConsentLanguage('en')).toBe(false);
    expect(document.querySelector('#cc-main')).toBeNull();
  });

  it('follows the portal theme with the library dark palette', async () => {
    document.documentElement.setAttribute('data-theme', 'dark');
    startConsent({ locale: 'pl' });
    expect(document.documentElement.classList.contains('cc--darkmode')).toBe(true);
    document.documentElement.setAttribute('data-theme', 'light');
    await Promise.resolve();
    expect(document.documentElement.classList.contains('cc--darkmode')).toBe(false);
    document.documentElement.removeAttribute('data-theme');
  });
});

describe('focus when the banner closes', () => {
  // jsdom lays nothing out: every element counts as rendered here (the browser check is in e2e/journeys).
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([new DOMRect(0, 0, 10, 10)] as never);
    document.body.insertAdjacentHTML(
      'afterbegin',
      '<div id="page"><button disabled>Off</button><a id="first" href="#main">Skip</a><button>Later</button></div>',
    );
  });
  afterEach(() => document.getElementById('page')?.remove());

  it('after a keyboard answer moves from <body> to the first element Tab reaches', async () => {
    await startConsent({ locale: 'pl' }).ready;
    await settle();
    const necessary = button('.cm', 'necessary');
    necessary.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    necessary.click();
    await settle();
    expect(consentModalVisible()).toBe(false);
    expect(document.activeElement?.id).toBe('first');
  });

  it('after a pointer answer is not moved into the page', async () => {
    await startConsent({ locale: 'pl' }).ready;
    await settle();
    const necessary = button('.cm', 'necessary');
    necessary.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    necessary.click();
    await settle();
    expect(consentModalVisible()).toBe(false);
    expect(document.getElementById('page')?.contains(document.activeElement)).toBe(false);
  });
});
