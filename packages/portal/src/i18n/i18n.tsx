import { createContext, useContext, type ReactNode } from 'react';
import type { NavStaffLabelKey } from '../navigation/labels-staff-pl';
import type { PageKey } from './pages-pl';
import type { ShellKey } from './pl';
import { pluralForm, type Locale, type PluralForms } from './plural';
import { dateTimeFormat, intlLocale, numberFormat } from './intl-formats';

export type { Locale, PageKey, ShellKey };
/**
 * Any text of the interface: the shell's (`pl.ts`), the pages' (`pages-pl.ts`) or the staff menu's
 * (`navigation/labels-staff-pl.ts`).
 */
export type MessageKey = ShellKey | PageKey | NavStaffLabelKey;

/** The shell's texts in one language. */
export type Catalogue = Record<ShellKey, string>;
/** The pages' texts in one language. */
export type PageTexts = Record<PageKey, string>;

/**
 * The shell's catalogue of `locale`, a lazy chunk per language: a page shows one language, so it
 * loads one (main.tsx awaits it beside the layout request, before the first render).
 */
export function loadCatalogue(locale: Locale): Promise<Catalogue> {
  return locale === 'en' ? import('./en').then((m) => m.en) : import('./pl').then((m) => m.pl);
}

/** Texts loaded after the catalogue (the pages', the staff menu's), by language. */
const loadedTexts: Partial<Record<Locale, Partial<Record<MessageKey, string>>>> = {};
const loadingTexts = new Map<string, Promise<void>>();

/** Loads `texts` of `locale` once (per `name`) and makes them readable through its translators. */
function ensureTexts(
  name: string,
  locale: Locale,
  texts: () => Promise<Partial<Record<MessageKey, string>>>,
): Promise<void> {
  const id = `${name}:${locale}`;
  let loading = loadingTexts.get(id);
  if (loading === undefined) {
    loading = texts().then((loaded) => {
      loadedTexts[locale] = { ...loadedTexts[locale], ...loaded };
    });
    loadingTexts.set(id, loading);
  }
  return loading;
}

/**
 * Loads the pages' texts of `locale` (once) and makes them readable through its translators. Each
 * lazy page awaits this before it renders (app/routes.tsx), so the first screen's catalogue carries
 * only the shell's texts.
 */
export function ensurePageTexts(locale: Locale): Promise<void> {
  return ensureTexts('pages', locale, () =>
    locale === 'en'
      ? import('./pages-en').then((m) => m.pagesEn)
      : import('./pages-pl').then((m) => m.pagesPl),
  );
}

/** Loads the staff menu's labels of `locale` (once), with the staff menu (no client needs them). */
export function ensureStaffLabels(locale: Locale): Promise<void> {
  return ensureTexts('staff-labels', locale, () =>
    locale === 'en'
      ? import('../navigation/labels-staff-en').then((m) => m.navStaffLabelsEn)
      : import('../navigation/labels-staff-pl').then((m) => m.navStaffLabelsPl),
  );
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

/**
 * A text in the translator's language: the shell's from `catalogue`, a page's from the page texts
 * (`ensurePageTexts`), a staff menu label from the staff labels (`ensureStaffLabels`). A text asked
 * for before it is loaded shows its key, so the mistake is seen rather than crashing the page.
 */
export function createTranslator(locale: Locale, catalogue: Catalogue): Translator {
  const text = (key: MessageKey): string =>
    (catalogue as Partial<Record<MessageKey, string>>)[key] ?? loadedTexts[locale]?.[key] ?? key;
  const tag = intlLocale(locale);
  return {
    locale,
    t: (key, values) => interpolate(text(key), values),
    plural: (count, forms) => pluralForm(locale, count, forms[locale]),
    formatDate: (value, options = { dateStyle: 'medium' }) =>
      dateTimeFormat(tag, options).format(new Date(value)),
    formatNumber: (value, options) => numberFormat(tag, options).format(value),
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
