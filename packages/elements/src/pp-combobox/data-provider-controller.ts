import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { LatestRequest } from '../shared/latest-request.js';
import { fillPage, providerRows, type Row } from './levels.js';
import type { ComboboxDataProvider, ComboboxDataRequest, ComboboxOption } from './types.js';

/** What the controller reads from the combobox, and tells it. */
export interface DataProviderOptions {
  provider(): ComboboxDataProvider | undefined;
  /** Items asked for at a time. */
  pageSize(): number;
  /** Milliseconds between the last keystroke and the call. */
  debounce(): number;
  /** The query and the options entered from the root to the level asked for. */
  where(): { query: string; path: readonly ComboboxOption[] };
  /** The first page arrived: `rows` holds the list's length, null where a page is not loaded yet. */
  onRows(rows: Row[], tallCount: number): void;
  /** The first page failed. */
  onFailed(): void;
  /** A later page was written into `rows` (in place) from `offset`: `tallCount` of its rows are tall. */
  onPage(rows: Row[], offset: number, limit: number, tallCount: number): void;
}

/**
 * The server-side list of `<pp-combobox>` (its `dataProvider`): the first page of a query or level,
 * debounced while typing, then each page the user scrolls to, once. A newer query, another level or
 * closing the list aborts what is under way, and an answer that comes too late is dropped.
 */
export class DataProviderController implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #options: DataProviderOptions;
  /** The first page of the current query and level; its signal also stops the further pages. */
  readonly #first = new LatestRequest();
  #failed = false;
  #requestedPages = new Set<number>();

  constructor(host: ReactiveControllerHost, options: DataProviderOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  /** A first page is on its way. */
  get loading(): boolean {
    return this.#first.pending;
  }

  /** The last first page failed. */
  get failed(): boolean {
    return this.#failed;
  }

  /** Forgets a failure (the list now shows local options). */
  clearFailure(): void {
    this.#failed = false;
  }

  hostDisconnected(): void {
    // No update of a disconnected host: it loads again when it reconnects open.
    this.#first.cancel();
  }

  /** Asks for the first page of the current level and query; `debounced` while the user types. */
  load(debounced: boolean): void {
    const provider = this.#options.provider();
    if (!provider) return this.cancel();
    this.#failed = false;
    this.#requestedPages = new Set([0]);
    this.#first.start(
      (signal) => provider(this.#request(0, signal)),
      debounced ? this.#options.debounce() : 0,
      {
        result: ({ items, total }) => {
          const { rows, tallCount } = providerRows(items, total);
          this.#options.onRows(rows, tallCount);
        },
        error: (error) => {
          console.error('<pp-combobox> dataProvider failed:', error);
          this.#failed = true;
          this.#options.onFailed();
        },
      },
    );
    this.#host.requestUpdate();
  }

  /** Stops whatever is under way (the list closed): nothing that arrives later is used. */
  cancel(): void {
    const loading = this.#first.pending;
    this.#first.cancel();
    if (loading) this.#host.requestUpdate();
  }

  /** Loads the pages holding the rows `first` to `last` of `rows` that are not loaded or loading. */
  loadRange(rows: Row[], first: number, last: number): void {
    for (let i = Math.max(0, first); i <= last && i < rows.length; i++) {
      if (rows[i] === null) this.#loadPageOf(rows, i);
    }
  }

  #loadPageOf(rows: Row[], index: number): void {
    const provider = this.#options.provider();
    const signal = this.#first.signal;
    if (!provider || !signal) return;
    const limit = this.#limit();
    const page = Math.floor(index / limit);
    if (this.#requestedPages.has(page)) return;
    this.#requestedPages.add(page);
    const offset = page * limit;
    provider(this.#request(offset, signal)).then(
      ({ items }) => {
        if (!signal.aborted) this.#options.onPage(rows, offset, limit, fillPage(rows, offset, items));
      },
      (error: unknown) => {
        if (signal.aborted) return;
        // Asked again when the user scrolls to it again.
        this.#requestedPages.delete(page);
        console.error('<pp-combobox> dataProvider failed:', error);
      },
    );
  }

  #limit(): number {
    return Math.max(1, this.#options.pageSize());
  }

  #request(offset: number, signal: AbortSignal): ComboboxDataRequest {
    const { query, path } = this.#options.where();
    return {
      query,
      level: path.length,
      parent: path[path.length - 1] ?? null,
      path: [...path],
      offset,
      limit: this.#limit(),
      signal,
    };
  }
}
