/**
 * `Intl` formatters made once per language and options, and reused. Making one is the costly part
 * (Chromium loads the language's data for the first; on a phone the client dashboard's first render
 * spent about 40 ms making a number formatter per number); formatting with one is cheap.
 */
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function reuse<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = made.get(key) as T | undefined;
  if (!format) {
    format = make();
    made.set(key, format);
  }
  return format;
}

/** The number formatter for `locale` and `options` (e.g. `pl-PL`, a currency). */
export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return reuse(
    `n|${locale}|${options ? JSON.stringify(options) : ''}`,
    () => new Intl.NumberFormat(locale, options),
  );
}

/** The date and time formatter for `locale` and `options`. */
export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return reuse(
    `d|${locale}|${options ? JSON.stringify(options) : ''}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}

/** The language tag the portal's formatters use for a portal language. */
export const intlLocale = (locale: 'pl' | 'en'): string => (locale === 'pl' ? 'pl-PL' : 'en-GB');

/** The formats most pages use: a date, a date with its time. */
export const COMMON_DATE_FORMATS: readonly Intl.DateTimeFormatOptions[] = [
  { dateStyle: 'medium' },
  { dateStyle: 'medium', timeStyle: 'short' },
];

/**
 * The steps that make the formatters most pages use, for `locale`, each formatting once: run in idle
 * slices at boot (main.tsx, `runInIdleSlices`). The first date formatter of a language is the costly
 * one (Chromium loads the language's calendar data: about 35 ms, 140 ms on a phone's slower CPU,
 * measured on the SOC case page); made while the first screen still waits for the network, it is not
 * part of the page's first render, and the others are not part of its task.
 */
export function formatWarmers(locale: 'pl' | 'en'): (() => void)[] {
  const tag = intlLocale(locale);
  return [
    ...COMMON_DATE_FORMATS.map((options) => () => void dateTimeFormat(tag, options).format(0)),
    () => void numberFormat(tag).format(0),
  ];
}
