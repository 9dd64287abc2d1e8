/**
 * How the payments show amounts and dates: whole grosze as PLN in the page's language (the server's
 * PDF formats them the same way: packages/server/src/routes/invoice-pdf.ts), and an invoice's
 * calendar dates (YYYY-MM-DD) as that day, whatever the browser's time zone.
 */
import type { Locale } from '@portal-elements/contract';
import { dateTimeFormat, numberFormat } from '../i18n/intl-formats';

const LOCALE_TAGS: Record<Locale, string> = { pl: 'pl-PL', en: 'en-GB' };

/** Grosze as PLN: `1 234,56 zł` in Polish, `PLN 1,234.56` in English. */
export function formatPln(grosze: number, locale: Locale): string {
  return numberFormat(LOCALE_TAGS[locale], { style: 'currency', currency: 'PLN' }).format(grosze / 100);
}

/** A calendar date (YYYY-MM-DD) in the page's language, as that very day. */
export function formatDay(day: string, locale: Locale): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return dateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, date),
  );
}

/** A VAT rate: `23%`, or the exempt mark ('zw.' / 'exempt'). */
export function formatVatRate(rate: string, exempt: string): string {
  return rate === 'zw' ? exempt : `${rate}%`;
}
