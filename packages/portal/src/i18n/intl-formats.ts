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
