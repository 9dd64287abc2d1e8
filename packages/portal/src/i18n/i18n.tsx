import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { en } from './en';
import { pl, type MessageKey } from './pl';
import { pluralForm, type Locale, type PluralForms } from './plural';

export type { Locale, MessageKey };

const catalogues: Record<Locale, Record<MessageKey, string>> = { pl, en };

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

export function createTranslator(locale: Locale): Translator {
  const catalogue = catalogues[locale];
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

export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const translator = useMemo(() => createTranslator(locale), [locale]);
  return <I18nContext.Provider value={translator}>{children}</I18nContext.Provider>;
}

export function useI18n(): Translator {
  const translator = useContext(I18nContext);
  if (!translator) throw new Error('useI18n must be used within an I18nProvider.');
  return translator;
}
