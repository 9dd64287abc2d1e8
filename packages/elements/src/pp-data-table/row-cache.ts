/**
 * What `<pp-data-table>` works out once from its client-side rows for table-core's sorting and
 * filtering (table-model.ts), instead of on every keystroke or in every comparison: each column's cell
 * texts (as `cellText` shows them), each row's search text (its searchable cells' texts, folded to
 * lower case once with the language's rules), and each column's sort keys (sort-keys.ts). All of it
 * holds for one `rows` array, one `columns` array, one language and one `statusLabels` object: a
 * change of any of them (another array or object) forgets it. Rows are addressed by their index in
 * `rows` (table-core's `row.index`). A search that extends the one before it (its folded text contains
 * the one before) looks only at the rows the one before matched.
 */
import { cellTextFn, cellValue, collator, toTimestamp } from './format.js';
import { missingOf, rankTexts, type SortKeys } from './sort-keys.js';
import type { DataTableColumn, DataTableRow } from './types.js';

/** Between two cells of a row's search text: a query holding it is matched cell by cell. */
const SEPARATOR = '\u0000';

/** Whether the global search looks in a column: every type but `actions`. */
export const isSearchable = (column: DataTableColumn): boolean => column.type !== 'actions';

export class RowCache {
  #rows: readonly DataTableRow[] = [];
  #columns: readonly DataTableColumn[] = [];
  #lang = '';
  #labels: Record<string, string> = {};
  /** By column index: the cells' texts. */
  #texts = new Map<number, string[]>();
  /** By column index. */
  #sortKeys = new Map<number, SortKeys>();
  #search: string[] | undefined;
  /** The last search, whose matches a search that extends it narrows. */
  #last: RowSearch | undefined;
  /** The ids of the hidden columns (not searched). */
  #hidden = '';

  /**
   * The rows, columns, language and status labels the cache is for; what it holds is forgotten when
   * any of them is another one than before. Returns whether it was.
   */
  use(
    rows: readonly DataTableRow[],
    columns: readonly DataTableColumn[],
    lang: string,
    statusLabels: Record<string, string>,
  ): boolean {
    if (
      rows === this.#rows &&
      columns === this.#columns &&
      lang === this.#lang &&
      statusLabels === this.#labels
    ) {
      return false;
    }
    this.#rows = rows;
    this.#columns = columns;
    this.#lang = lang;
    this.#labels = statusLabels;
    this.#texts.clear();
    this.#sortKeys.clear();
    this.#search = undefined;
    this.#last = undefined;
    return true;
  }

  /** The hidden columns, which the search does not look in (a change forgets the search texts). */
  hide(ids: readonly string[]): void {
    const key = ids.join(SEPARATOR);
    if (key === this.#hidden) return;
    this.#hidden = key;
    this.#search = undefined;
    this.#last = undefined;
  }

  /** The text of each row's cell of column `index` (as `cellText`). */
  texts(index: number): readonly string[] {
    let texts = this.#texts.get(index);
    if (!texts) {
      const column = this.#columns[index];
      const text = column ? cellTextFn(column, this.#lang, this.#labels) : () => '';
      texts = this.#rows.map(text);
      this.#texts.set(index, texts);
    }
    return texts;
  }

  /** `query` as the search compares it: trimmed and folded to lower case in the language. */
  fold(query: string): string {
    return query.trim().toLocaleLowerCase(this.#lang);
  }

  /**
   * Each row's search text: the texts of its searchable cells, folded (`fold`), joined by a character
   * a query does not hold, so that a match is within one cell.
   */
  searchTexts(): readonly string[] {
    if (!this.#search) {
      const cells = this.#searchColumns().map(
        (index) => this.#texts.get(index) ?? cellTextFn(this.#columns[index]!, this.#lang, this.#labels),
      );
      const rows = this.#rows;
      const search = new Array<string>(rows.length);
      for (let i = 0; i < rows.length; i++) {
        let text = '';
        for (let c = 0; c < cells.length; c++) {
          const cell = cells[c]!;
          text += (c > 0 ? SEPARATOR : '') + (typeof cell === 'function' ? cell(rows[i]!) : cell[i]);
        }
        search[i] = text.toLocaleLowerCase(this.#lang);
      }
      this.#search = search;
    }
    return this.#search;
  }

  /**
   * A search of `query` over the rows: a row matches when one of its searchable cells' texts contains
   * the query, ignoring case in the language (as `contains`). When the query extends the last one
   * searched through every row, only the rows that one matched are looked at.
   */
  search(query: string): RowSearch {
    const folded = this.fold(query);
    const last = this.#last;
    const within = last?.complete && folded.includes(last.query) ? last.hits : undefined;
    const search = new RowSearch(folded, this.#rows.length, within, this.#matcher(folded));
    this.#last = search;
    return search;
  }

  /** Whether the rows' search texts are worked out already (for the hidden columns given last). */
  hasSearchTexts(): boolean {
    return this.#search !== undefined;
  }

  /** Whether the sort keys of column `index` are worked out already. */
  hasSortKeys(index: number): boolean {
    return this.#sortKeys.has(index);
  }

  /** The sort keys of column `index`: see sort-keys.ts. */
  sortKeys(index: number): SortKeys {
    let keys = this.#sortKeys.get(index);
    if (!keys) {
      const column = this.#columns[index];
      keys = column ? this.#makeSortKeys(column, index) : { values: [], missing: undefined };
      this.#sortKeys.set(index, keys);
    }
    return keys;
  }

  #makeSortKeys(column: DataTableColumn, index: number): SortKeys {
    const raw = this.#rows.map((row) => cellValue(column, row));
    // As table-core's `sortUndefined: 'last'` read its values: a date column's are timestamps (NaN, never undefined).
    if (column.type === 'date') return { values: Float64Array.from(raw, toTimestamp), missing: undefined };
    const missing = missingOf(raw);
    if (column.type === 'number') {
      // Numbers only (with or without missing ones): in a typed array, which compares faster.
      const numbers = raw.every((value) => value === undefined || typeof value === 'number');
      return {
        values: numbers ? Float64Array.from(raw, (value) => (value as number | undefined) ?? 0) : raw,
        missing,
      };
    }
    return { values: rankTexts(this.texts(index), collator(this.#lang).compare), missing };
  }

  #searchColumns(): number[] {
    const hidden = new Set(this.#hidden.split(SEPARATOR));
    return this.#columns.flatMap((column, index) =>
      isSearchable(column) && !hidden.has(column.id) ? [index] : [],
    );
  }

  /** Whether row `index` matches the folded query `folded`. */
  #matcher(folded: string): (index: number) => boolean {
    if (folded === '') return () => true;
    if (!folded.includes(SEPARATOR)) {
      const texts = this.searchTexts();
      return (index) => texts[index]!.includes(folded);
    }
    // The query holds the separator: cell by cell.
    const columns = this.#searchColumns().map((index) => this.texts(index));
    return (index) => columns.some((texts) => texts[index]!.toLocaleLowerCase(this.#lang).includes(folded));
  }
}

/**
 * One pass of a search through the rows (table-core's filtered row model asks `test` for each row):
 * it keeps which rows matched, for a search that extends it.
 */
export class RowSearch {
  /** The query, folded. */
  readonly query: string;
  /** By row index, 1 for a row that matched. */
  readonly hits: Uint8Array;
  readonly #within: Uint8Array | undefined;
  readonly #match: (index: number) => boolean;
  #tested = 0;

  constructor(
    query: string,
    rows: number,
    within: Uint8Array | undefined,
    match: (index: number) => boolean,
  ) {
    this.query = query;
    this.hits = new Uint8Array(rows);
    this.#within = within;
    this.#match = match;
  }

  /** Whether every row has been tested, so that `hits` are all the matches. */
  get complete(): boolean {
    return this.#tested >= this.hits.length;
  }

  /** Whether row `index` matches. */
  test(index: number): boolean {
    this.#tested++;
    if (this.#within !== undefined && this.#within[index] === 0) return false;
    const hit = this.#match(index);
    if (hit) this.hits[index] = 1;
    return hit;
  }
}
