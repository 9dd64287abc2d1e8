/**
 * The form of a text for a count, by the plural rules of a language (`Intl.PluralRules`): Polish has
 * one, few, many and other; English one and other. Used by the elements' count announcements.
 */

/** Texts by plural category; `other` is the fallback. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>>;

/**
 * The form of `forms` for `count`'s plural category in `locale`, else its `other` form, else
 * `undefined`. An unknown or invalid locale counts as having only `other`.
 */
export function pluralForm(forms: PluralForms, locale: string, count: number): string | undefined {
  let category: Intl.LDMLPluralRule = 'other';
  try {
    category = new Intl.PluralRules(locale).select(count);
  } catch {
    // An invalid locale tag: keep 'other'.
  }
  return forms[category] ?? forms.other;
}
