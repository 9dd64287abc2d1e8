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
  return forms[pluralRules(locale)?.select(count) ?? 'other'] ?? forms.other;
}

/** By locale tag: its plural rules, made once (making them costs milliseconds); null for an invalid tag. */
const rules = new Map<string, Intl.PluralRules | null>();

/**
 * The plural rules of `locale`, made on first use and kept; undefined for an invalid tag. An element
 * that announces counts can ask for them in idle time, so that its first announcement does not make them.
 */
export function pluralRules(locale: string): Intl.PluralRules | undefined {
  let made = rules.get(locale);
  if (made === undefined) {
    try {
      made = new Intl.PluralRules(locale);
    } catch {
      // An invalid locale tag: only 'other'.
      made = null;
    }
    rules.set(locale, made);
  }
  return made ?? undefined;
}
