import { DEFAULT_LOCALE, type Locale } from '@portal-elements/contract';

export { DEFAULT_LOCALE, LOCALES, type Locale } from '@portal-elements/contract';

/** The forms a noun takes after a number; Polish uses one/few/many, English one/other. */
export interface PluralForms {
  one: string;
  few?: string;
  many?: string;
  other: string;
}

const rules = new Map<Locale, Intl.PluralRules>();

/** Picks the form for `count` by the language's plural rules (1 usługa, 2 usługi, 5 usług, 22 usługi). */
export function pluralForm(locale: Locale, count: number, forms: PluralForms): string {
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(locale);
    rules.set(locale, rule);
  }
  const category = rule.select(count);
  if (category === 'one') return forms.one;
  if (category === 'few') return forms.few ?? forms.other;
  if (category === 'many') return forms.many ?? forms.other;
  return forms.other;
}

/** The page's language (`<html lang>`, set by the server), pl unless it is en. */
export function localeFromDocument(doc: Document = document): Locale {
  const lang = doc.documentElement.lang.toLowerCase();
  return lang.startsWith('en') ? 'en' : DEFAULT_LOCALE;
}
