import { describe, expect, it } from 'vitest';
import {
  ALL_DENIED,
  CONSENT_MODE_WAIT_FOR_UPDATE_MS,
  consentModeSignals,
  ensureGtag,
  globalPrivacyControl,
  installConsentModeDefaults,
  updateConsentMode,
} from './consent-mode';

/** Every subset of the optional categories, with and without `necessary` (and an unknown name). */
const combinations: string[][] = [];
for (const necessary of [[], ['necessary']]) {
  for (const analytics of [[], ['analytics']]) {
    for (const advertising of [[], ['advertising']]) {
      combinations.push([...necessary, ...analytics, ...advertising]);
    }
  }
}

function asArray(entry: unknown): unknown[] {
  return Array.from(entry as ArrayLike<unknown>);
}

describe('consentModeSignals', () => {
  it.each(combinations.map((categories) => [categories.join('+') || '(none)', categories] as const))(
    'maps %s',
    (_label, categories) => {
      const analytics = categories.includes('analytics') ? 'granted' : 'denied';
      const advertising = categories.includes('advertising') ? 'granted' : 'denied';
      expect(consentModeSignals(categories)).toEqual({
        analytics_storage: analytics,
        ad_storage: advertising,
        ad_user_data: advertising,
        ad_personalization: advertising,
      });
    },
  );

  it.each(combinations.map((categories) => [categories.join('+') || '(none)', categories] as const))(
    'keeps every advertising signal denied under Global Privacy Control: %s',
    (_label, categories) => {
      const signals = consentModeSignals(categories, { globalPrivacyControl: true });
      expect(signals.analytics_storage).toBe(categories.includes('analytics') ? 'granted' : 'denied');
      expect([signals.ad_storage, signals.ad_user_data, signals.ad_personalization]).toEqual([
        'denied',
        'denied',
        'denied',
      ]);
    },
  );

  it('ignores unknown categories', () => {
    expect(consentModeSignals(['marketing', 'functional'])).toEqual(ALL_DENIED);
  });
});

describe('installConsentModeDefaults', () => {
  it('defines dataLayer and gtag and queues the all-denied default once, as an arguments object', () => {
    const win: { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void } = {};
    installConsentModeDefaults(win);
    installConsentModeDefaults(win);
    expect(typeof win.gtag).toBe('function');
    expect(win.dataLayer).toHaveLength(1);
    const [entry] = win.dataLayer ?? [];
    expect(Object.prototype.toString.call(entry)).toBe('[object Arguments]');
    expect(asArray(entry)).toEqual([
      'consent',
      'default',
      {
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        wait_for_update: CONSENT_MODE_WAIT_FOR_UPDATE_MS,
      },
    ]);
    expect(CONSENT_MODE_WAIT_FOR_UPDATE_MS).toBe(500);
  });

  it('keeps an existing dataLayer and gtag, and finds a default queued by someone else', () => {
    const calls: unknown[][] = [];
    const existing = (...args: unknown[]) => calls.push(args);
    const win = {
      dataLayer: [
        ['js', 'x'],
        ['consent', 'default', {}],
      ] as unknown[],
      gtag: existing,
    };
    expect(installConsentModeDefaults(win)).toBe(existing);
    expect(calls).toEqual([]);
    expect(win.dataLayer).toHaveLength(2);
  });

  it('works on the real window', () => {
    delete window.dataLayer;
    delete window.gtag;
    installConsentModeDefaults();
    installConsentModeDefaults();
    const dataLayer = (): unknown[] => window.dataLayer ?? []; // read afresh: TS narrowed it to undefined above
    expect(dataLayer().filter((entry) => asArray(entry)[1] === 'default')).toHaveLength(1);
    delete window.dataLayer;
    delete window.gtag;
  });
});

describe('updateConsentMode', () => {
  it('queues a consent update with the signals', () => {
    const win: { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void } = {};
    ensureGtag(win);
    updateConsentMode(consentModeSignals(['necessary', 'analytics']), win);
    expect(win.dataLayer?.map(asArray)).toEqual([
      [
        'consent',
        'update',
        {
          analytics_storage: 'granted',
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
        },
      ],
    ]);
  });
});

describe('globalPrivacyControl', () => {
  it('is true only for navigator.globalPrivacyControl === true', () => {
    const nav = (value: unknown) => ({ globalPrivacyControl: value }) as unknown as Navigator;
    expect(globalPrivacyControl(nav(true))).toBe(true);
    expect(globalPrivacyControl(nav(false))).toBe(false);
    expect(globalPrivacyControl(nav('1'))).toBe(false);
    expect(globalPrivacyControl(nav(undefined))).toBe(false);
    expect(globalPrivacyControl(undefined)).toBe(false);
    expect(globalPrivacyControl()).toBe(false); // jsdom sends no GPC
  });
});
