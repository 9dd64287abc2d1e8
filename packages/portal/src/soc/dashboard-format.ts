/**
 * How the SOC dashboard writes its figures: durations, the days of the period, the charts' text
 * summaries. Pure functions of the page's language (Intl), so the table alternative, the summaries
 * and the chart's labels say the same thing, and unit tests can read them.
 */
import { CASE_SEVERITIES, type CaseSeverity } from '@portal-elements/contract';
import type { Locale, Translator } from '../i18n/i18n';
import { dateTimeFormat, numberFormat } from '../i18n/intl-formats';

const intlLocale = (locale: Locale) => (locale === 'pl' ? 'pl-PL' : 'en-GB');

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A duration in the units the dashboard shows: two at most, the larger ones, rounded. */
export interface DurationParts {
  days?: number;
  hours?: number;
  minutes?: number;
}

/**
 * `ms` in days and hours (a day or more), hours and minutes (an hour or more) or minutes, rounded
 * to the smaller unit; null under half a minute. Zero parts are left out (2 d, not 2 d 0 h).
 */
export function durationParts(ms: number): DurationParts | null {
  const minutes = Math.round(ms / MINUTE);
  if (minutes === 0) return null;
  if (minutes < 60) return { minutes };
  if (minutes < 24 * 60) {
    const parts: DurationParts = { hours: Math.floor(minutes / 60) };
    if (minutes % 60) parts.minutes = minutes % 60;
    return parts;
  }
  const hours = Math.round(ms / HOUR);
  const parts: DurationParts = { days: Math.floor(hours / 24) };
  if (hours % 24) parts.hours = hours % 24;
  return parts;
}

interface DurationFormatter {
  format(duration: DurationParts): string;
}
type DurationFormatConstructor = new (locale: string, options: { style: 'short' }) => DurationFormatter;

/** The browser's Intl.DurationFormat (Chrome 129, Firefox 136, Safari 16.4), when it has one. */
export function nativeDurationFormat(): DurationFormatConstructor | undefined {
  return (Intl as unknown as { DurationFormat?: DurationFormatConstructor }).DurationFormat;
}

const UNITS = { days: 'day', hours: 'hour', minutes: 'minute' } as const;

/**
 * A duration as the page's language writes it short ('1 dzień, 4 godz.' / '1 day, 4 hr'): with
 * Intl.DurationFormat where the browser has it, else each unit with Intl.NumberFormat and the list
 * with Intl.ListFormat, which write it the same way. `underMinute` is said for less than half a minute.
 */
export function formatDuration(
  locale: Locale,
  ms: number,
  underMinute: string,
  DurationFormat: DurationFormatConstructor | undefined = nativeDurationFormat(),
): string {
  const parts = durationParts(ms);
  if (parts === null) return underMinute;
  const lang = intlLocale(locale);
  if (DurationFormat) return new DurationFormat(lang, { style: 'short' }).format(parts);
  const units = (Object.keys(UNITS) as (keyof DurationParts)[])
    .filter((unit) => parts[unit] !== undefined)
    .map((unit) =>
      numberFormat(lang, { style: 'unit', unit: UNITS[unit], unitDisplay: 'short' }).format(parts[unit]!),
    );
  return new Intl.ListFormat(lang, { type: 'unit', style: 'short' }).format(units);
}

/** The duration as `<time datetime>` takes it: seconds, to the millisecond ('PT129600S'). */
export function isoDuration(ms: number): string {
  return `PT${Math.round(ms) / 1000}S`;
}

/** A day of the period (`YYYY-MM-DD`, a day in Warsaw) as a date of the page's language: '27 paź 2026'. */
export function formatDay(locale: Locale, date: string, options: Intl.DateTimeFormatOptions = {}): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  // The date is a calendar day already: written in UTC so that no time zone moves it.
  return dateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...options,
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, day));
}

/** The short label of a day under the chart: '27.10' / '27/10'. */
export function axisDay(locale: Locale, date: string): string {
  return formatDay(locale, date, { day: 'numeric', month: 'numeric', year: undefined });
}

/** The room one day's label takes under the chart ('30.10', '30/10'), in CSS pixels. */
const AXIS_LABEL_WIDTH = 44;

/**
 * Every how many days the chart's axis names a day (counted back from today): every one of 7, every
 * 5th of 30, every 15th of 90, or fewer where the chart is too narrow for them (`width` in pixels).
 */
export function axisStep(days: number, width = Infinity): number {
  const step = days <= 7 ? 1 : days <= 31 ? 5 : 15;
  const fits = Math.max(1, Math.floor(width / AXIS_LABEL_WIDTH));
  return Math.max(step, Math.ceil(days / fits));
}

/** The severities gravest first: the order of the chart (top down), its table and its summary. */
export const GRAVEST_FIRST: readonly CaseSeverity[] = [...CASE_SEVERITIES].reverse();

/** The open cases' summary: 'Krytyczna: 2, Wysoka: 1, Średnia: 9, Niska: 2.', or that there are none. */
export function severitySummary(
  { t, formatNumber }: Pick<Translator, 't' | 'formatNumber'>,
  open: readonly { severity: CaseSeverity; count: number }[],
): string {
  const count = (severity: CaseSeverity) => open.find((row) => row.severity === severity)?.count ?? 0;
  if (open.every((row) => row.count === 0)) return t('socDashboard.bySeverityEmpty');
  const parts = GRAVEST_FIRST.map(
    (severity) => `${t(`cases.severity.${severity}`)}: ${formatNumber(count(severity))}`,
  );
  return `${parts.join(', ')}.`;
}

/**
 * The per-day chart's summary: the totals of the period and its busiest day ('Od 28 wrz 2026 do
 * 27 paź 2026 otwarto 45, zamknięto 38. Najwięcej otwarto 12 paź 2026: 6.'), or that nothing happened.
 */
export function perDaySummary(
  { t, locale, formatNumber }: Pick<Translator, 't' | 'locale' | 'formatNumber'>,
  perDay: readonly { date: string; opened: number; closed: number }[],
): string {
  if (perDay.length === 0) return '';
  const from = formatDay(locale, perDay[0]!.date);
  const to = formatDay(locale, perDay.at(-1)!.date);
  const opened = perDay.reduce((sum, day) => sum + day.opened, 0);
  const closed = perDay.reduce((sum, day) => sum + day.closed, 0);
  if (opened === 0 && closed === 0) return t('socDashboard.perDayNone', { from, to });
  const text = t('socDashboard.perDaySummary', {
    from,
    to,
    opened: formatNumber(opened),
    closed: formatNumber(closed),
  });
  if (opened === 0) return text;
  // The first of the busiest days.
  const peak = perDay.reduce((best, day) => (day.opened > best.opened ? day : best));
  return `${text} ${t('socDashboard.perDayPeak', { date: formatDay(locale, peak.date), count: formatNumber(peak.opened) })}`;
}
