/**
 * How `<pp-data-table>` turns values into text, as pure functions: the cell values of each column
 * type (numbers and dates with `Intl` for the element's language, status labels from the host),
 * message templates, and counts with the plural rules of the language.
 */
import type { DataTableColumn, DataTableCountText, DataTableRow } from './types.js';
import { pluralForm } from '../shared/plural.js';

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.Collator>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.Collator>(
  kind: string,
  lang: string,
  options: object | undefined,
  make: () => T,
): T {
  const key = `${kind}|${lang}|${options ? JSON.stringify(options) : ''}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** `value` formatted as a number for `lang` ('' for no number). */
export function formatNumber(value: unknown, lang: string, options?: Intl.NumberFormatOptions): string {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : NaN;
  if (Number.isNaN(number)) return value === null || value === undefined ? '' : String(value);
  return cached('n', lang, options, () => new Intl.NumberFormat(lang, options)).format(number);
}

/** A date, a timestamp or a date string as a timestamp; NaN when it is none. */
export function toTimestamp(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value !== '') return Date.parse(value);
  return NaN;
}

/** `value` (a date, timestamp or date string) formatted for `lang`; medium date by default. */
export function formatDate(value: unknown, lang: string, options?: Intl.DateTimeFormatOptions): string {
  const time = toTimestamp(value);
  if (Number.isNaN(time)) return value === null || value === undefined ? '' : String(value);
  const opts = options ?? { dateStyle: 'medium' };
  return cached('d', lang, opts, () => new Intl.DateTimeFormat(lang, opts)).format(time);
}

/** A collator for sorting text in `lang` (numbers in text compare as numbers). */
export function collator(lang: string): Intl.Collator {
  return cached('c', lang, undefined, () => new Intl.Collator(lang, { numeric: true, sensitivity: 'base' }));
}

/** The raw value of `column` in `row`, through its accessor (its `id` by default). */
export function cellValue<R>(column: DataTableColumn<R>, row: R): unknown {
  const accessor = column.accessor ?? column.id;
  if (typeof accessor === 'function') return accessor(row);
  return (row as Record<string, unknown>)[accessor];
}

/** The label of a status value: the column's label, else the element's, else the value itself. */
export function statusLabel(
  value: unknown,
  column: DataTableColumn,
  statusLabels: Record<string, string>,
): string {
  if (value === null || value === undefined) return '';
  const key = String(value);
  return column.statusLabels?.[key] ?? statusLabels[key] ?? key;
}

/** The text a cell shows (and the global search and the text filters match). */
export function cellText(
  column: DataTableColumn,
  row: DataTableRow,
  lang: string,
  statusLabels: Record<string, string>,
): string {
  const value = cellValue(column, row);
  switch (column.type) {
    case 'number':
      return formatNumber(value, lang, column.format as Intl.NumberFormatOptions | undefined);
    case 'date':
      return formatDate(value, lang, column.format as Intl.DateTimeFormatOptions | undefined);
    case 'status':
      return statusLabel(value, column, statusLabels);
    case 'actions':
      return '';
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}

/**
 * `cellText` of `column` for many rows: its formatter taken once, and each distinct value (a number or
 * a string) formatted once, so that texts of a whole column cost one `Intl` call per distinct value.
 * The texts are those of `cellText`.
 */
export function cellTextFn(
  column: DataTableColumn,
  lang: string,
  statusLabels: Record<string, string>,
): (row: DataTableRow) => string {
  const type = column.type;
  if (type !== 'number' && type !== 'date') return (row) => cellText(column, row, lang, statusLabels);
  const texts = new Map<unknown, string>();
  return (row) => {
    const value = cellValue(column, row);
    const primitive = typeof value === 'number' || typeof value === 'string';
    let text = primitive ? texts.get(value) : undefined;
    if (text === undefined) {
      text = cellText(column, row, lang, statusLabels);
      if (primitive) texts.set(value, text);
    }
    return text;
  };
}

/** `template` with each `{name}` replaced by `values[name]`. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The `countText` form of `count`'s plural category in `lang`, the count formatted for `lang`. */
export function countMessage(
  countText: DataTableCountText,
  lang: string,
  count: number,
  options?: Intl.NumberFormatOptions,
): string {
  return fill(pluralForm(countText, lang, count) ?? countText.other, {
    count: formatNumber(count, lang, options),
  });
}

/** Whether `text` contains `query`, ignoring case and accents' case in `lang`. */
export function contains(text: string, query: string, lang: string): boolean {
  const q = query.trim().toLocaleLowerCase(lang);
  return q === '' || text.toLocaleLowerCase(lang).includes(q);
}
