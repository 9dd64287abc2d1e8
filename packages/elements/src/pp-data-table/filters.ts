/**
 * The column filters of `<pp-data-table>` as pure functions: which filter a column has, reading and
 * checking filter values (a set's chosen values, a date range), the values a set filter offers, and
 * whether a cell's value passes a filter: for the element's own index of client-side rows and for
 * `@tanstack/table-core`'s filter functions (registered by name in table-model.ts: `inSet`,
 * `inDayRange`), which filter the rows of a selectable table.
 */
import { constructFilterFn } from '@tanstack/table-core';
import { cellText, cellValue, collator, statusLabel, toTimestamp } from './format.js';
import type {
  DataTableColumn,
  DataTableDateRange,
  DataTableFilterKind,
  DataTableFilterOption,
  DataTableFilterValue,
  DataTableRow,
} from './types.js';

/** The filter of `column`: its `filter`, else `text` when `filterable`, else none. */
export function filterKind(column: DataTableColumn): DataTableFilterKind | undefined {
  return column.filter ?? (column.filterable ? 'text' : undefined);
}

/** The chosen values of a set filter's value (none for a value of another kind). */
export function setValues(value: DataTableFilterValue | undefined): string[] {
  return Array.isArray(value) ? [...(value as readonly string[])] : [];
}

/** A date range filter's value (undefined for a value of another kind). */
export function dateRange(value: DataTableFilterValue | undefined): DataTableDateRange | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { from, to } = value as DataTableDateRange;
  return range(from, to);
}

/** `{ from, to }` without the empty ends. */
export function range(from: string | undefined, to: string | undefined): DataTableDateRange {
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

/** Whether `value` is an ISO date (`YYYY-MM-DD`) of the calendar. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Whether a date range can apply: its start is not after its end (either may be missing). */
export function isValidRange(value: DataTableDateRange): boolean {
  return !value.from || !value.to || value.from <= value.to;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The day (`YYYY-MM-DD`) of a timestamp in `timeZone` (the browser's by default), the day a date
 * cell shows; '' for no date.
 */
export function dayOf(time: number, timeZone?: string): string {
  if (Number.isNaN(time)) return '';
  const key = timeZone ?? '';
  let format = dayFormats.get(key);
  if (!format) {
    const options = { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' } as const;
    format = new Intl.DateTimeFormat('en-US', options);
    dayFormats.set(key, format);
  }
  const parts = Object.fromEntries(format.formatToParts(time).map((p) => [p.type, p.value]));
  return `${parts['year']}-${parts['month']}-${parts['day']}`;
}

/** Whether `day` (`YYYY-MM-DD`) is in `value`, both ends included. */
export function inRange(day: string, value: DataTableDateRange): boolean {
  if (day === '') return false;
  return (!value.from || day >= value.from) && (!value.to || day <= value.to);
}

/** The options of a set filter whose own are not given: see `DataTableColumn.filterOptions`. */
export function defaultSetOptions(
  column: DataTableColumn,
  rows: readonly DataTableRow[] | undefined,
  lang: string,
  statusLabels: Record<string, string>,
): DataTableFilterOption[] {
  const labels =
    column.type === 'status' ? (column.statusLabels ?? (rows ? undefined : statusLabels)) : undefined;
  if (labels) return Object.entries(labels).map(([value, label]) => ({ value, label }));
  if (!rows) return [];
  const seen = new Map<string, string>();
  for (const row of rows) {
    const raw = cellValue(column, row);
    if (raw === null || raw === undefined || raw === '') continue;
    const value = String(raw);
    if (seen.has(value)) continue;
    const label =
      column.type === 'status'
        ? statusLabel(raw, column, statusLabels)
        : cellText(column, row, lang, statusLabels);
    seen.set(value, label);
  }
  const compare = collator(lang).compare;
  return [...seen].map(([value, label]) => ({ value, label })).sort((a, b) => compare(a.label, b.label));
}

/** `options` and, after them, the `chosen` values that are not among them (labelled by themselves). */
export function withChosen(
  options: readonly DataTableFilterOption[],
  chosen: readonly string[],
): DataTableFilterOption[] {
  const known = new Set(options.map((o) => o.value));
  const extra = chosen.filter((value) => !known.has(value)).map((value) => ({ value, label: value }));
  return extra.length ? [...options, ...extra] : [...options];
}

/** `chosen` in the order of `options` (the others after them, as they came), without repeats. */
export function inOptionOrder(
  chosen: readonly string[],
  options: readonly DataTableFilterOption[],
): string[] {
  const set = new Set(chosen);
  const ordered = options.map((o) => o.value).filter((value) => set.has(value));
  const rest = [...set].filter((value) => !ordered.includes(value));
  return [...ordered, ...rest];
}

// ---- Filtering rows ------------------------------------------------------------------------------

/** A set filter's chosen values; undefined (filters nothing) for none, or a value of another kind. */
export function chosenSet(value: DataTableFilterValue | undefined): Set<string> | undefined {
  return Array.isArray(value) && value.length > 0 ? new Set(value as readonly string[]) : undefined;
}

/** Whether a cell's value is one of a set filter's chosen values (compared as text). */
export function inSet(data: unknown, chosen: Set<string>): boolean {
  return chosen.has(data === null || data === undefined ? '' : String(data));
}

/**
 * The range a date range filter applies; undefined (filters nothing) for an empty or inverted range,
 * or a value of another kind.
 */
export function appliedRange(value: DataTableFilterValue | undefined): DataTableDateRange | undefined {
  const given = dateRange(value);
  return given && isValidRange(given) && (given.from || given.to) ? given : undefined;
}

/**
 * Whether a date cell's value is in a date range filter's range: the day the cell shows (in
 * `timeZone`, else the browser's), both ends included; a cell without a date is not.
 */
export function inDayRange(data: unknown, range: DataTableDateRange, timeZone?: string): boolean {
  return inRange(dayOf(toTimestamp(data), timeZone), range);
}

/** What table-core knows of a column besides its definition (`columnDef.meta`). */
export interface FilterColumnMeta {
  /** The time zone of a date column's cells (its `format.timeZone`), for the day a date range compares. */
  timeZone?: string;
}

// table-core takes the raw filter value when `resolveFilterValue` gives undefined (or null): `false`
// says "filters nothing".

/** A set filter for table-core (`inSet`): a row matches when its value is one of the chosen values. */
export const filterFn_inSet = constructFilterFn({
  resolveFilterValue: (value: DataTableFilterValue) => chosenSet(value) ?? false,
  filter: (data: unknown, chosen: Set<string> | false) => !chosen || inSet(data, chosen),
});

/** A date range filter for table-core (`inDayRange`): see `inDayRange`. */
export const filterFn_inDayRange = constructFilterFn({
  resolveFilterValue: (value: DataTableFilterValue) => appliedRange(value) ?? false,
  filter: (data: unknown, range: DataTableDateRange | false, row, columnId) => {
    if (!range) return true;
    const meta = row.table.getColumn(columnId)?.columnDef.meta as FilterColumnMeta | undefined;
    return inDayRange(data, range, meta?.timeZone);
  },
});
