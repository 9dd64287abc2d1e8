/**
 * The row selection of `<pp-data-table>`: holds the selection, feeds it to table-core as its row
 * selection state and takes table-core's changes back (selection.ts), and keeps "all matching" to
 * the search and filters it was chosen for. The element renders, and tells the host and the live
 * region through `onChange`, which runs for the user's changes only.
 */
import type { RowSelectionState } from '@tanstack/table-core';
import type { ReactiveControllerHost } from 'lit';
import {
  allMatchingSelection,
  copySelection,
  emptySelection,
  fromRowSelection,
  matchingQuery,
  normalizeSelection,
  rowKeyOf,
  sameSelection,
  selectedCount,
  toRowSelection,
} from './selection.js';
import type { ModelView } from './table-model.js';
import type { DataTableRow, DataTableSelection, DataTableState } from './types.js';

export interface SelectionOptions {
  /** How many rows match (the data provider's last total, or the client-side rows'). */
  total(): number;
  /** The user changed the selection: `selection` is a copy, `count` the number of rows selected. */
  onChange(selection: DataTableSelection, count: number): void;
}

/** What the templates show of the selection. */
export interface SelectionView {
  /** Whether each row shown is selected. */
  selected: readonly boolean[];
  /** Whether all, some or none of the rows shown are selected. */
  page: 'all' | 'some' | 'none';
  /** How many rows are selected in all. */
  count: number;
  /** Whether to offer selecting every matching row (the page is selected, more rows match). */
  offerAllMatching: boolean;
}

export class SelectionController {
  readonly #host: ReactiveControllerHost;
  readonly #options: SelectionOptions;
  #selection: DataTableSelection = emptySelection();
  /** The search and filters `allMatching` stands for (undefined: those of the next update). */
  #query: string | undefined;

  constructor(host: ReactiveControllerHost, options: SelectionOptions) {
    this.#host = host;
    this.#options = options;
  }

  /** The selection (not a copy). */
  get value(): DataTableSelection {
    return this.#selection;
  }

  /** Sets the selection the host gave (no `onChange`; the host asks for its update). */
  set(value: Partial<DataTableSelection> | null | undefined): void {
    this.#selection = normalizeSelection(value);
    this.#query = undefined;
  }

  /** How many rows are selected. */
  count(): number {
    return selectedCount(this.#selection, this.#options.total());
  }

  /** table-core's row selection state for the model's `rows`, keyed by their `rowKey` field. */
  rowSelection(rows: readonly DataTableRow[], rowKey: string): RowSelectionState {
    const selection = this.#selection;
    // With allMatching, the rows loaded are selected but the excluded ones.
    const loaded = selection.allMatching ? rows.map((row, i) => rowKeyOf(row, rowKey, i)) : [];
    return toRowSelection(selection, loaded);
  }

  /**
   * Client-side rows are all known: an `allMatching` the host set becomes the keys of `all` (table-core's
   * state with every matching row selected) but the excluded ones. Returns whether it did.
   */
  adoptKeys(all: () => RowSelectionState | undefined): boolean {
    if (!this.#selection.allMatching) return false;
    const excluded = new Set(this.#selection.excluded);
    const keys = Object.keys(all() ?? {}).filter((key) => !excluded.has(key));
    this.#selection = normalizeSelection({ keys });
    return true;
  }

  /**
   * Ends `allMatching` when the search or filters of `state` are not those it was chosen for (through
   * `onChange` when the `user` changed them); takes those of `state` when the host has just set it.
   */
  checkQuery(state: DataTableState, user: boolean): void {
    if (!this.#selection.allMatching) return;
    const query = matchingQuery(state);
    if (this.#query === undefined) this.#query = query;
    else if (query !== this.#query) {
      if (user) this.#change(emptySelection());
      else this.#selection = emptySelection();
    }
  }

  /** The user toggled rows: `next` is table-core's new state, `loadedKeys` the keys of the rows shown. */
  select(next: RowSelectionState | undefined, loadedKeys: readonly string[]): void {
    // Re-rendered in any case: a checkbox the user toggled to no effect shows the selection again.
    this.#host.requestUpdate();
    if (next) this.#change(fromRowSelection(this.#selection, next, loadedKeys));
  }

  /** The user selected every row matching the search and filters of `state` (with a data provider). */
  selectAllMatching(state: DataTableState): void {
    this.#query = matchingQuery(state);
    this.#change(allMatchingSelection());
  }

  /** The user cleared the selection. */
  clear(): void {
    this.#change(emptySelection());
  }

  /** What the templates show: `shown` when rows (not skeletons, the error or the empty text) are shown. */
  view(view: ModelView, server: boolean, shown: boolean): SelectionView {
    const everything = server ? this.#selection.allMatching : view.allSelected;
    return {
      selected: view.selected,
      page: shown ? view.page : 'none',
      count: this.count(),
      offerAllMatching: shown && view.page === 'all' && view.total > view.rows.length && !everything,
    };
  }

  #change(next: DataTableSelection): void {
    if (sameSelection(next, this.#selection)) return;
    this.#selection = next;
    this.#host.requestUpdate();
    this.#options.onChange(copySelection(next), this.count());
  }
}
