import { createContext, useContext, type ReactNode } from 'react';
import type { MessageKey } from './pl';
import { pluralForm, type Locale, type PluralForms } from './plural';

export type { Locale, MessageKey };

/** Every text of the interface in one language. */
export type Catalogue = Record<MessageKey, string>;

/**
 * The catalogue of `locale`, a lazy chunk per language: a page shows one language, so it loads one
 * (main.tsx awaits it beside the layout request, before the first render).
 */
export function loadCatalogue(locale: Locale): Promise<Catalogue> {
  return locale === 'en' ? import('./en').then((m) => m.en) : import('./pl').then((m) => m.pl);
}

/** Replaces `{name}` placeholders; unknown names stay visible so a missing value is noticed. */
function interpolate(text: string, values?: Record<string, string | number>): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

export interface Translator {
  locale: Locale;
  t: (key: MessageKey, values?: Record<string, string | number>) => string;
  plural: (count: number, forms: Record<Locale, PluralForms>) => string;
  formatDate: (value: Date | string | number, options?: Intl.DateTimeFormatOptions) => string;
  formatNumber: (value: number, options?: Intl.NumberFormatOptions) => string;
}

export function createTranslator(locale: Locale, catalogue: Catalogue): Translator {
  const intlLocale = locale === 'pl' ? 'pl-PL' : 'en-GB';
  return {
    locale,
    t: (key, values) => interpolate(catalogue[key], values),
    plural: (count, forms) => pluralForm(locale, count, forms[locale]),
    formatDate: (value, options = { dateStyle: 'medium' }) =>
      new Intl.DateTimeFormat(intlLocale, options).format(new Date(value)),
    formatNumber: (value, options) => new Intl.NumberFormat(intlLocale, options).format(value),
  };
}

const I18nContext = createContext<Translator | null>(null);

export function I18nProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <I18nContext.Provider value={translator}>{children}</I18nContext.Provider>;
}

export function useI18n(): Translator {
  const translator = useContext(I18nContext);
  if (!translator) throw new Error('useI18n must be used within an I18nProvider.');
  return translator;
}
