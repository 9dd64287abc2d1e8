/**
 * The row selection of `<pp-data-table>` as pure functions: the public selection object (keys, or
 * "all matching" less the excluded keys) and its mapping to and from the row selection state of
 * `@tanstack/table-core`, which selects and deselects rows, pages and all rows itself. Rows are
 * known by key (their `rowKey` field), so a selection survives paging, sorting and filtering.
 */
import type { RowSelectionState } from '@tanstack/table-core';
import type { DataTableRow, DataTableSelection, DataTableState } from './types.js';

/** No row selected. */
export function emptySelection(): DataTableSelection {
  return { keys: [], allMatching: false, excluded: [] };
}

/** Every matching row selected (with a data provider, which knows one page at a time). */
export function allMatchingSelection(): DataTableSelection {
  return { keys: [], allMatching: true, excluded: [] };
}

/** Distinct keys as strings (numbers are taken as their text; anything else is dropped). */
function keyList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const keys = value
    .filter((key): key is string | number => typeof key === 'string' || typeof key === 'number')
    .map(String);
  return [...new Set(keys)];
}

/**
 * A valid selection from whatever the host set: keys as distinct strings; with `allMatching`, no
 * `keys` and the `excluded` ones; without it, no `excluded`.
 */
export function normalizeSelection(
  input: Partial<DataTableSelection> | null | undefined,
): DataTableSelection {
  if (!input || typeof input !== 'object') return emptySelection();
  if (input.allMatching === true) return { keys: [], allMatching: true, excluded: keyList(input.excluded) };
  return { keys: keyList(input.keys), allMatching: false, excluded: [] };
}

export function copySelection(selection: DataTableSelection): DataTableSelection {
  return { keys: [...selection.keys], allMatching: selection.allMatching, excluded: [...selection.excluded] };
}

const sameKeys = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((key, i) => key === b[i]);

export function sameSelection(a: DataTableSelection, b: DataTableSelection): boolean {
  return a.allMatching === b.allMatching && sameKeys(a.keys, b.keys) && sameKeys(a.excluded, b.excluded);
}

/** How many rows are selected; `total` is the number of matching rows (for `allMatching`). */
export function selectedCount(selection: DataTableSelection, total: number): number {
  return selection.allMatching ? Math.max(0, total - selection.excluded.length) : selection.keys.length;
}

/** The key of `row`: its `rowKey` field as text, else (no such field) its index. */
export function rowKeyOf(row: DataTableRow, rowKey: string, index: number): string {
  const value = row[rowKey];
  return value === undefined || value === null ? String(index) : String(value as string | number);
}

/**
 * table-core's row selection state for `selection`: its keys, or with `allMatching` the keys of the
 * rows loaded (`loadedKeys`) but the excluded ones.
 */
export function toRowSelection(
  selection: DataTableSelection,
  loadedKeys: readonly string[],
): RowSelectionState {
  const state: RowSelectionState = {};
  if (selection.allMatching) {
    const excluded = new Set(selection.excluded);
    for (const key of loadedKeys) if (!excluded.has(key)) state[key] = true;
  } else {
    for (const key of selection.keys) state[key] = true;
  }
  return state;
}

/**
 * The selection after table-core changed its row selection state from `toRowSelection(selection,
 * loadedKeys)` to `next`: keys in the order they were selected; with `allMatching`, the loaded rows
 * unchecked join `excluded` and those checked again leave it.
 */
export function fromRowSelection(
  selection: DataTableSelection,
  next: RowSelectionState,
  loadedKeys: readonly string[],
): DataTableSelection {
  const selected = (key: string) => next[key] === true;
  if (selection.allMatching) {
    const loaded = new Set(loadedKeys);
    const excluded = selection.excluded.filter((key) => !loaded.has(key) || !selected(key));
    for (const key of loadedKeys) if (!selected(key) && !excluded.includes(key)) excluded.push(key);
    return { keys: [], allMatching: true, excluded };
  }
  const kept = selection.keys.filter(selected);
  const known = new Set(kept);
  const added = Object.keys(next).filter((key) => selected(key) && !known.has(key));
  return { keys: [...kept, ...added], allMatching: false, excluded: [] };
}

/** The search and filters of `state`: what "all matching" rows match. */
export function matchingQuery(state: DataTableState): string {
  return JSON.stringify({ filters: state.filters, search: state.search });
}
