/**
 * The column filters of `<pp-data-table>` as pure functions: which filter a column has, reading and
 * checking filter values (a set's chosen values, a date range), the values a set filter offers, and
 * the filter functions for `@tanstack/table-core`, which filters client-side rows with them
 * (registered by name in table-model.ts: `inSet`, `inDayRange`).
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

// ---- table-core's filter functions ---------------------------------------------------------------

/** What table-core knows of a column besides its definition (`columnDef.meta`). */
export interface FilterColumnMeta {
  /** The time zone of a date column's cells (its `format.timeZone`), for the day a date range compares. */
  timeZone?: string;
}

/**
 * A set filter: a row matches when its value (as text) is one of the chosen values. A value of
 * another kind filters nothing.
 */
export const filterFn_inSet = constructFilterFn({
  resolveFilterValue: (value: DataTableFilterValue) => (Array.isArray(value) ? new Set(value) : undefined),
  resolveDataValue: (value: unknown) => (value === null || value === undefined ? '' : String(value)),
  filter: (data: string, chosen: Set<string> | undefined) => !chosen || chosen.size === 0 || chosen.has(data),
});

/**
 * A date range filter: a row matches when the day its cell shows (in the column's `format.timeZone`,
 * else the browser's) is in the range, both ends included; a row without a date does not. An
 * inverted range, or a value of another kind, filters nothing.
 */
export const filterFn_inDayRange = constructFilterFn({
  resolveFilterValue: (value: DataTableFilterValue) => {
    const given = dateRange(value);
    return given && isValidRange(given) ? given : undefined;
  },
  resolveDataValue: (value: unknown) => toTimestamp(value),
  filter: (time: number, value: DataTableDateRange | undefined, row, columnId) => {
    if (!value || (!value.from && !value.to)) return true;
    const meta = row.table.getColumn(columnId)?.columnDef.meta as FilterColumnMeta | undefined;
    return inRange(dayOf(time, meta?.timeZone), value);
  },
});
