/**
 * The rows of a virtual `<pp-data-table>` with a `dataProvider`: every matching row has its place in
 * the one scrolling grid, and the rows are asked for in blocks of BLOCK_ROWS as they come near the
 * view. The first block is the table's own page request (its loading, error, empty states and
 * announcements); this loader asks for the others, several at once, each aborted (its `signal`) once
 * the sort, filters or search change. A row not loaded yet is PENDING_ROW: the grid shows it as a
 * skeleton row in its place.
 */
import type { DataTableDataProvider, DataTableDataRequest, DataTableRow } from './types.js';

/** Rows a block holds: the provider's `limit` for a virtual table. */
export const BLOCK_ROWS = 100;

/** A row not loaded yet (the same object for every such row). */
export const PENDING_ROW: DataTableRow = Object.freeze({});

/** What the query of every block is: the sort, filters and search (not the offset and limit). */
export type BlockQuery = Omit<DataTableDataRequest, 'offset' | 'limit' | 'signal'>;

/** Every row in its place, and the rows loaded (in order) with the place of each. */
export interface BlockRows {
  /** `total` rows: the loaded ones, PENDING_ROW for the others. */
  all: DataTableRow[];
  /** The rows loaded, in order. */
  loaded: DataTableRow[];
  /** The place in `all` of each of `loaded`. */
  at: number[];
}

export interface BlockLoaderOptions {
  provider(): DataTableDataProvider | undefined;
  /** A block arrived. */
  onLoaded(): void;
}

export class BlockLoader {
  readonly #options: BlockLoaderOptions;
  #key = '';
  #query: BlockQuery | undefined;
  #abort = new AbortController();
  /** Blocks loaded (block 0 is the table's page, not kept here), by block number. */
  readonly #blocks = new Map<number, readonly DataTableRow[]>();
  readonly #asked = new Set<number>();
  #rows: { first: readonly DataTableRow[]; total: number; version: number; value: BlockRows } | undefined;
  #version = 0;

  constructor(options: BlockLoaderOptions) {
    this.#options = options;
  }

  /** The query of the blocks to come (`key` names it): a new one forgets every block and aborts those under way. */
  use(key: string, query: BlockQuery): void {
    if (key === this.#key) return;
    this.cancel();
    this.#key = key;
    this.#query = query;
  }

  /** Forgets every block and aborts those under way. */
  cancel(): void {
    this.#abort.abort();
    this.#abort = new AbortController();
    this.#key = '';
    this.#query = undefined;
    this.#blocks.clear();
    this.#asked.clear();
    this.#version++;
  }

  /**
   * Asks for the blocks that hold the rows `first` to `last` of `total` (and half a block on each side)
   * which are neither loaded nor asked for. Block 0 is the table's own request.
   */
  ensure(first: number, last: number, total: number): void {
    const provider = this.#options.provider();
    const query = this.#query;
    if (!provider || !query || first < 0 || last < first) return;
    const from = Math.max(0, Math.floor((first - BLOCK_ROWS / 2) / BLOCK_ROWS));
    const to = Math.min(Math.ceil(total / BLOCK_ROWS) - 1, Math.floor((last + BLOCK_ROWS / 2) / BLOCK_ROWS));
    for (let block = Math.max(1, from); block <= to; block++) {
      if (this.#blocks.has(block) || this.#asked.has(block)) continue;
      this.#asked.add(block);
      const signal = this.#abort.signal;
      const key = this.#key;
      Promise.resolve()
        .then(() => provider({ ...query, offset: block * BLOCK_ROWS, limit: BLOCK_ROWS, signal }))
        .then(
          (page) => {
            if (signal.aborted || key !== this.#key) return;
            this.#blocks.set(block, Array.isArray(page?.rows) ? page.rows : []);
            this.#version++;
            this.#options.onLoaded();
          },
          (error: unknown) => {
            if (signal.aborted || key !== this.#key) return;
            // Asked again when the rows come near the view again.
            this.#asked.delete(block);
            console.error('<pp-data-table> dataProvider failed:', error);
          },
        );
    }
  }

  /** Every row in its place: `first` (the table's page, block 0) and the blocks loaded. The same object while nothing changed. */
  rows(first: readonly DataTableRow[], total: number): BlockRows {
    const kept = this.#rows;
    if (kept && kept.first === first && kept.total === total && kept.version === this.#version)
      return kept.value;
    const all: DataTableRow[] = new Array<DataTableRow>(total).fill(PENDING_ROW);
    const loaded: DataTableRow[] = [];
    const at: number[] = [];
    const place = (rows: readonly DataTableRow[], offset: number) => {
      for (let i = 0; i < rows.length && offset + i < total; i++) {
        all[offset + i] = rows[i]!;
        loaded.push(rows[i]!);
        at.push(offset + i);
      }
    };
    place(first, 0);
    for (const block of [...this.#blocks.keys()].sort((a, b) => a - b)) {
      place(this.#blocks.get(block)!, block * BLOCK_ROWS);
    }
    const value = { all, loaded, at };
    this.#rows = { first, total, version: this.#version, value };
    return value;
  }
}
