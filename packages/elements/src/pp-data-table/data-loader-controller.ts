import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { DataTableDataPage, DataTableDataProvider, DataTableDataRequest } from './types.js';

/** What the controller reads from the table, and tells it. */
export interface DataLoaderOptions {
  provider(): DataTableDataProvider | undefined;
  /** The page arrived (`cause` is what `load` was given). */
  onLoaded(page: DataTableDataPage, cause: string): void;
  /** The provider failed. */
  onFailed(error: unknown): void;
}

/**
 * The server-side rows of `<pp-data-table>` (its `dataProvider`): one page at a time, after a delay
 * while the user types a search or a filter, with the request before aborted (its `signal`) and any
 * answer to it dropped, so only the newest request ever shows.
 */
export class DataLoaderController implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #options: DataLoaderOptions;
  #loading = false;
  #failed = false;
  #abort: AbortController | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(host: ReactiveControllerHost, options: DataLoaderOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  /** A request is waiting or under way. */
  get loading(): boolean {
    return this.#loading;
  }

  /** The last request failed. */
  get failed(): boolean {
    return this.#failed;
  }

  hostDisconnected(): void {
    this.cancel();
  }

  /** Asks for `request` after `delay` ms (0: at once), aborting what is under way. */
  load(request: Omit<DataTableDataRequest, 'signal'>, delay: number, cause = ''): void {
    this.cancel();
    this.#loading = true;
    this.#failed = false;
    this.#host.requestUpdate();
    if (delay > 0) this.#timer = setTimeout(() => this.#fetch(request, cause), delay);
    else this.#fetch(request, cause);
  }

  /** Stops what is waiting or under way: nothing that arrives later is used. */
  cancel(): void {
    clearTimeout(this.#timer);
    this.#abort?.abort();
    this.#abort = undefined;
    this.#loading = false;
  }

  #fetch(request: Omit<DataTableDataRequest, 'signal'>, cause: string): void {
    const provider = this.#options.provider();
    if (!provider) return;
    const controller = new AbortController();
    this.#abort = controller;
    const done = (): boolean => {
      if (controller.signal.aborted || this.#abort !== controller) return false;
      this.#abort = undefined;
      this.#loading = false;
      return true;
    };
    Promise.resolve()
      .then(() => provider({ ...request, signal: controller.signal }))
      .then(
        (page) => {
          if (!done()) return;
          const rows = Array.isArray(page?.rows) ? page.rows : [];
          const total = typeof page?.total === 'number' && page.total >= 0 ? page.total : rows.length;
          this.#options.onLoaded({ rows, total }, cause);
        },
        (error: unknown) => {
          if (!done()) return;
          console.error('<pp-data-table> dataProvider failed:', error);
          this.#failed = true;
          this.#options.onFailed(error);
        },
      );
  }
}
