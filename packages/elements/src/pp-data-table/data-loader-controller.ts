import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { LatestRequest } from '../shared/latest-request.js';
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
  readonly #request = new LatestRequest();
  #failed = false;

  constructor(host: ReactiveControllerHost, options: DataLoaderOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  /** A request is waiting or under way. */
  get loading(): boolean {
    return this.#request.pending;
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
    const provider = this.#options.provider();
    if (!provider) return this.cancel();
    this.#failed = false;
    this.#request.start((signal) => provider({ ...request, signal }), delay, {
      result: (page: DataTableDataPage | undefined) => {
        const rows = Array.isArray(page?.rows) ? page.rows : [];
        const total = typeof page?.total === 'number' && page.total >= 0 ? page.total : rows.length;
        this.#options.onLoaded({ rows, total }, cause);
      },
      error: (error) => {
        console.error('<pp-data-table> dataProvider failed:', error);
        this.#failed = true;
        this.#options.onFailed(error);
      },
    });
    this.#host.requestUpdate();
  }

  /** Stops what is waiting or under way: nothing that arrives later is used, a failure is forgotten. */
  cancel(): void {
    this.#request.cancel();
    this.#failed = false;
  }
}
