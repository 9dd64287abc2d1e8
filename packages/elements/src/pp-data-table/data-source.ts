/**
 * Where `<pp-data-table>`'s rows come from, in one controller: client-side `rows` (ClientRowsSource),
 * a `dataProvider` asked for one page at a time (ServerPagesSource), or, in a virtual table, asked for
 * in blocks as they come near the view (ServerBlocksSource). Each is a DataSource, and the controller
 * picks the one the table's properties call for on every update, so the element asks the same
 * questions whatever the mode: the rows to show, how many match, whether they are loading or failed.
 *
 * The two server-side sources share one request (ProviderRequest): one page at a time, after a delay
 * while the user types a search or a filter, with the request before aborted (its `signal`) and any
 * answer to it dropped, so only the newest request ever shows. Sharing it means that switching
 * `virtual` keeps the last page until the next one arrives, and only client-side rows drop it.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { LatestRequest } from '../shared/latest-request.js';
import { BLOCK_ROWS, BlockLoader } from './block-loader.js';
import { clampPage } from './state.js';
import { emptyView, type ModelView } from './table-model.js';
import type {
  DataTableDataPage,
  DataTableDataProvider,
  DataTableDataRequest,
  DataTableRow,
  DataTableState,
} from './types.js';

/** What the data source reads from the table, and tells it. */
export interface DataSourceOptions {
  provider(): DataTableDataProvider | undefined;
  /** The client-side rows. */
  rows(): readonly DataTableRow[];
  virtual(): boolean;
  /** Milliseconds between the last keystroke of a search or filter and the data provider call. */
  debounce(): number;
  state(): DataTableState;
  /** Client-side rows: the state's page is past the last one, `page` is the last. */
  clampPage(page: number): void;
  /** The model's view of `rows`: a data provider's (already sorted, filtered, paged) with `serverTotal`. */
  view(rows: readonly DataTableRow[], serverTotal?: number): ModelView;
  /** Client-side rows: an `allMatching` selection becomes the matching keys; whether it did. */
  adoptSelection(): boolean;
  /** The number of rows that match after a search or filter the user typed. */
  announceCount(total: number): void;
  /** The data provider failed. */
  failed(): void;
}

/** One way of getting rows: what the controller asks of each. */
export interface DataSource {
  /** Whether every row is at hand: set filters offer their values, "select all matching" takes their keys. */
  readonly allRows: boolean;
  /** Asks for the rows the state names, unless they were asked for already. */
  request(): void;
  /** The rows to show for the state now (asking for them when needed). */
  update(): ModelView;
  loading(): boolean;
  failed(): boolean;
  /** How many rows match, as the data provider last said (undefined: the view's total). */
  total(): number | undefined;
  /** The model's index of the row at `place` among the rows shown. */
  modelIndex(place: number): number;
  /** A virtual table rendered the body rows `first` to `last` (from 0). */
  range(first: number, last: number): void;
  /** The table uses another source from now on. */
  leave(): void;
}

/** Whether the user typed since the last load: that load waits `debounce` ms and announces its count. */
class Typed {
  #typed = false;

  set(): void {
    this.#typed = true;
  }

  /** Whether the user typed; forgets it. */
  take(): boolean {
    const typed = this.#typed;
    this.#typed = false;
    return typed;
  }
}

/** Client-side rows: all of them are at hand; the model sorts, filters and pages them. */
class ClientRowsSource implements DataSource {
  readonly allRows = true;
  readonly #options: DataSourceOptions;
  readonly #typed: Typed;
  #countTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(options: DataSourceOptions, typed: Typed) {
    this.#options = options;
    this.#typed = typed;
  }

  request(): void {}

  update(): ModelView {
    const options = this.#options;
    let view = options.view(options.rows());
    const state = options.state();
    const page = clampPage(state.page, view.total, state.pageSize);
    const clamped = page !== state.page;
    if (clamped) options.clampPage(page);
    const adopt = options.adoptSelection();
    if (clamped || adopt) view = options.view(options.rows());
    if (this.#typed.take()) {
      const total = view.total;
      clearTimeout(this.#countTimer);
      this.#countTimer = setTimeout(() => options.announceCount(total), options.debounce());
    }
    return view;
  }

  loading(): boolean {
    return false;
  }

  failed(): boolean {
    return false;
  }

  total(): undefined {
    return undefined;
  }

  modelIndex(place: number): number {
    return place;
  }

  range(): void {}

  leave(): void {}

  disconnected(): void {
    clearTimeout(this.#countTimer);
  }
}

/** The data provider's request, shared by the pages and the blocks: what was asked for last, and its answer. */
class ProviderRequest {
  readonly #host: ReactiveControllerHost;
  readonly #options: DataSourceOptions;
  readonly #typed: Typed;
  readonly #request = new LatestRequest();
  /** The data provider's last page. */
  page: DataTableDataPage | undefined;
  /** The last request failed. */
  failed = false;
  /** The request the data provider was last asked for ('' asks again). */
  #key = '';
  #provider: DataTableDataProvider | undefined;

  constructor(host: ReactiveControllerHost, options: DataSourceOptions, typed: Typed) {
    this.#host = host;
    this.#options = options;
    this.#typed = typed;
  }

  /** A request is waiting or under way, or none has answered yet. */
  get loading(): boolean {
    return this.#request.pending || (!this.page && !this.failed);
  }

  /**
   * Asks for `request` (`key` names it), unless it was asked for already (the same query of the same
   * provider); a new provider forgets the last one's page.
   */
  ask(key: string, request: Omit<DataTableDataRequest, 'signal'>): void {
    const provider = this.#options.provider();
    if (key === this.#key && provider === this.#provider) return;
    if (provider !== this.#provider && this.#provider !== undefined) this.page = undefined;
    this.#key = key;
    this.#provider = provider;
    const typed = this.#typed.take();
    if (!provider) return this.#stop();
    this.failed = false;
    this.#request.start((signal) => provider({ ...request, signal }), typed ? this.#options.debounce() : 0, {
      result: (page: DataTableDataPage | undefined) => {
        const rows = Array.isArray(page?.rows) ? page.rows : [];
        const total = typeof page?.total === 'number' && page.total >= 0 ? page.total : rows.length;
        this.page = { rows, total };
        this.#host.requestUpdate();
        if (typed) this.#options.announceCount(total);
      },
      error: (error) => {
        console.error('<pp-data-table> dataProvider failed:', error);
        this.failed = true;
        this.page = undefined;
        this.#options.failed();
        this.#host.requestUpdate();
      },
    });
    this.#host.requestUpdate();
  }

  /** The next update asks again. */
  retry(): void {
    this.#key = '';
    this.#host.requestUpdate();
  }

  /** Stops what is waiting or under way; the next update asks again. */
  disconnected(): void {
    this.#stop();
    this.#key = '';
  }

  /** Forgets everything: client-side rows are used now. */
  reset(): void {
    this.disconnected();
    this.#provider = undefined;
    this.page = undefined;
  }

  /** Stops what is waiting or under way: nothing that arrives later is used, a failure is forgotten. */
  #stop(): void {
    this.#request.cancel();
    this.failed = false;
  }
}

/** What the two server-side sources have in common: the request, its page and its state. */
abstract class ServerSource implements DataSource {
  readonly allRows = false;
  protected readonly options: DataSourceOptions;
  protected readonly provided: ProviderRequest;

  constructor(options: DataSourceOptions, request: ProviderRequest) {
    this.options = options;
    this.provided = request;
  }

  abstract request(): void;

  abstract update(): ModelView;

  loading(): boolean {
    return this.provided.loading;
  }

  failed(): boolean {
    return this.provided.failed;
  }

  total(): number | undefined {
    return this.provided.page?.total;
  }

  modelIndex(place: number): number {
    return place;
  }

  range(_first: number, _last: number): void {}

  leave(): void {}

  /** The page as the model shows it; without one (loading, failed), still the columns shown. */
  protected pageView(): ModelView {
    const page = this.provided.page;
    const view = this.options.view(page?.rows ?? [], page?.total ?? 0);
    return page ? view : { ...emptyView(), columns: view.columns };
  }
}

/** The rows of the page the state names, asked for one page at a time. */
class ServerPagesSource extends ServerSource {
  request(): void {
    const { sort, filters, search, page, pageSize } = this.options.state();
    const key = JSON.stringify({ sort, filters, search, page, pageSize });
    this.provided.ask(key, { sort, filters, search, offset: (page - 1) * pageSize, limit: pageSize });
  }

  update(): ModelView {
    this.request();
    return this.pageView();
  }
}

/**
 * Every matching row in its place (a virtual table): the first block is the request's page, the
 * others are asked for as they come near the view (block-loader.ts); the model has the rows loaded,
 * the grid every row, PENDING_ROW where none is loaded yet.
 */
class ServerBlocksSource extends ServerSource {
  readonly #blocks: BlockLoader;
  /** The model's index of each loaded row by its place among all rows, once the first block is in. */
  #placed: Map<number, number> | undefined;

  constructor(host: ReactiveControllerHost, options: DataSourceOptions, request: ProviderRequest) {
    super(options, request);
    this.#blocks = new BlockLoader({
      provider: () => options.provider(),
      onLoaded: () => host.requestUpdate(),
    });
  }

  request(): void {
    const { sort, filters, search } = this.options.state();
    const key = JSON.stringify({ sort, filters, search, virtual: true });
    this.#blocks.use(key, { sort, filters, search });
    this.provided.ask(key, { sort, filters, search, offset: 0, limit: BLOCK_ROWS });
  }

  update(): ModelView {
    this.request();
    const page = this.provided.page;
    this.#placed = undefined;
    if (!page) return this.pageView();
    const { all, loaded, at } = this.#blocks.rows(page.rows, page.total);
    const view = this.options.view(loaded, page.total);
    const selected: boolean[] = [];
    at.forEach((place, i) => (selected[place] = view.selected[i] === true));
    this.#placed = new Map(at.map((place, i) => [place, i]));
    return { ...view, rows: all, selected };
  }

  override modelIndex(place: number): number {
    return this.#placed ? (this.#placed.get(place) ?? -1) : place;
  }

  override range(first: number, last: number): void {
    const page = this.provided.page;
    if (page) this.#blocks.ensure(first, last, page.total);
  }

  override leave(): void {
    this.#blocks.cancel();
    this.#placed = undefined;
  }
}

/**
 * The table's rows, from the source its properties call for: the element asks this for what to show
 * and tells it what the user did; it never asks which source is in use.
 */
export class DataSourceController implements ReactiveController {
  readonly #options: DataSourceOptions;
  readonly #typed = new Typed();
  readonly #request: ProviderRequest;
  readonly #client: ClientRowsSource;
  readonly #pages: ServerPagesSource;
  readonly #blocks: ServerBlocksSource;
  #source: DataSource;
  #view: ModelView = emptyView();

  constructor(host: ReactiveControllerHost, options: DataSourceOptions) {
    this.#options = options;
    this.#request = new ProviderRequest(host, options, this.#typed);
    this.#client = new ClientRowsSource(options, this.#typed);
    this.#pages = new ServerPagesSource(options, this.#request);
    this.#blocks = new ServerBlocksSource(host, options, this.#request);
    this.#source = this.#client;
    host.addController(this);
  }

  /** The rows to show, how many match and what of them is selected, as of the last update. */
  get view(): ModelView {
    return this.#view;
  }

  /** Whether every row is at hand (client-side rows), not only those a data provider gave. */
  get allRows(): boolean {
    return this.#wanted().allRows;
  }

  /** Rows are being asked for, or none have arrived yet. */
  get loading(): boolean {
    return this.#source.loading();
  }

  /** The data provider failed. */
  get failed(): boolean {
    return this.#source.failed();
  }

  /** How many rows match. */
  get total(): number {
    return this.#source.total() ?? this.#view.total;
  }

  /** Whether rows are shown (not skeleton rows, the error or the empty text). */
  get shown(): boolean {
    return !this.loading && !this.failed && this.#view.rows.length > 0;
  }

  hostDisconnected(): void {
    this.#client.disconnected();
    // Asked again when it connects again.
    this.#request.disconnected();
  }

  /** The user typed a search or a filter: the next load waits `debounce` ms and announces its count. */
  typed(): void {
    this.#typed.set();
  }

  /** Asks for the rows now, before the update (which may wait for something else). */
  request(): void {
    this.#pick().request();
  }

  /** Brings the rows up to date with the table's properties and state. */
  update(): void {
    this.#view = this.#pick().update();
  }

  /** The model's index of the row at `place` among the rows shown. */
  modelIndex(place: number): number {
    return this.#source.modelIndex(place);
  }

  /** A virtual table rendered the body rows `first` to `last` (from 0). */
  range(first: number, last: number): void {
    this.#source.range(first, last);
  }

  /** The user asked again after a failure. */
  retry(): void {
    this.#request.retry();
  }

  /** The source the table's properties call for. */
  #wanted(): DataSource {
    if (!this.#options.provider()) return this.#client;
    return this.#options.virtual() ? this.#blocks : this.#pages;
  }

  /** The source the table's properties call for, leaving the one before. */
  #pick(): DataSource {
    const next = this.#wanted();
    if (next !== this.#source) {
      this.#source.leave();
      if (next === this.#client) this.#request.reset();
      this.#source = next;
    }
    return next;
  }
}
