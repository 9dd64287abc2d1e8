/**
 * What `<pp-data-table>` works out once from its client-side rows for its sorting, searching and
 * filtering (table-model.ts), instead of on every keystroke or in every comparison: each column's cell
 * texts (as `cellText` shows them), each row's search text (its searchable cells' texts, folded to
 * lower case once with the language's rules), and each column's sort keys (sort-keys.ts). All of it
 * holds for one `rows` array, one `columns` array, one language and one `statusLabels` object: a
 * change of any of them (another array or object) forgets it. Rows are addressed by their index in
 * `rows` (table-core's `row.index`). A search typed on from one typed a moment ago (its folded text
 * contains that one's) looks only at the rows that one matched, and Backspace takes back the searches
 * typed on the way (`search`).
 */
import { cellTextFn, cellValue, collator, toTimestamp } from './format.js';
import { compareBasic, compareNumbers, rankValues, type SortKeys } from './sort-keys.js';
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
  /**
   * The searches typed last, each extending the one before it (`ab`, `abc`, …): a search that extends
   * one of them narrows its matches, and one of them typed again (Backspace) is taken as it is.
   */
  #typed: RowSearch[] = [];
  /** The ids of the hidden columns (not searched). */
  #hidden = '';
  #generation = 0;

  /** A number that changes whenever the cache forgets what it holds (what is kept from it is stale). */
  get generation(): number {
    return this.#generation;
  }

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
    this.#typed = [];
    this.#generation++;
    return true;
  }

  /** The hidden columns, which the search does not look in (a change forgets the search texts). */
  hide(ids: readonly string[]): void {
    const key = ids.join(SEPARATOR);
    if (key === this.#hidden) return;
    this.#hidden = key;
    this.#search = undefined;
    this.#typed = [];
    this.#generation++;
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
      // The cells' texts were there for the search texts and the sort keys, worked out before them
      // (pp-data-table's idle time): a text filter or a sort by another column works its own out again.
      this.#texts.clear();
    }
    return this.#search;
  }

  /**
   * The search of `query` over the rows: a row matches when one of its searchable cells' texts
   * contains the query, ignoring case in the language (as `contains`). A query typed a moment ago (the
   * same, or one Backspace took back to) is the same search; one that extends a search typed a moment
   * ago looks only at the rows that one matched.
   */
  search(query: string): RowSearch {
    const folded = this.fold(query);
    const typed = this.#typed;
    // The searches this one extends (or is), in the order they were typed.
    let kept = 0;
    while (kept < typed.length && folded.includes(typed[kept]!.query)) kept++;
    typed.length = kept;
    const last = typed[kept - 1];
    if (last?.query === folded) return last;
    if (folded === '') return new RowSearch(folded, this.#rows.length, undefined);
    const within = last?.rows;
    const match = this.#matcher(folded);
    const hits = new Uint32Array(within?.length ?? this.#rows.length);
    let found = 0;
    if (within) {
      for (let i = 0; i < within.length; i++) if (match(within[i]!)) hits[found++] = within[i]!;
    } else {
      for (let i = 0; i < hits.length; i++) if (match(i)) hits[found++] = i;
    }
    const search = new RowSearch(folded, this.#rows.length, hits.slice(0, found));
    typed.push(search);
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
      keys = column
        ? this.#makeSortKeys(column, index)
        : { ranks: new Uint32Array(this.#rows.length), count: 1 };
      this.#sortKeys.set(index, keys);
    }
    return keys;
  }

  #makeSortKeys(column: DataTableColumn, index: number): SortKeys {
    const raw = this.#rows.map((row) => cellValue(column, row));
    // A date by its timestamp; a row without one (or with a text that is no date) sorts last.
    if (column.type === 'date') {
      const times = Float64Array.from(raw, toTimestamp);
      return rankValues(times, compareNumbers, (i) => Number.isNaN(times[i]!));
    }
    const missing = (i: number) => raw[i] === undefined;
    if (column.type === 'number') {
      // Numbers by value (NaN as missing); a column of mixed values as table-core compared them.
      const numbers = raw.every((value) => value === undefined || typeof value === 'number');
      if (!numbers) return rankValues(raw, compareBasic, missing);
      return rankValues(raw as number[], compareNumbers, (i) => raw[i] === undefined || Number.isNaN(raw[i]));
    }
    return rankValues(this.texts(index), collator(this.#lang).compare, missing);
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

/** A search of the rows (`RowCache.search`): which rows matched. */
export class RowSearch {
  /** The query, folded. */
  readonly query: string;
  /** The indexes of the rows that matched, ascending; undefined when every row does (an empty query). */
  readonly rows: Uint32Array | undefined;
  readonly #count: number;
  #hits: Uint8Array | undefined;

  constructor(query: string, count: number, rows: Uint32Array | undefined) {
    this.query = query;
    this.#count = count;
    this.rows = rows;
  }

  /** Whether row `index` matches (for table-core's filtered row model). */
  test(index: number): boolean {
    const rows = this.rows;
    if (rows === undefined) return true;
    if (!this.#hits) {
      this.#hits = new Uint8Array(this.#count);
      for (let i = 0; i < rows.length; i++) this.#hits[rows[i]!] = 1;
    }
    return this.#hits[index] === 1;
  }
}
