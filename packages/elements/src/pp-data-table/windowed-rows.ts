/**
 * The body of a `virtual` `<pp-data-table>`: every matching row has its place in one scrolling grid,
 * but only those in view and OVERSCAN_ROWS above and below are rendered, by `@lit-labs/virtualizer`
 * (shared/virtual-list.ts, imported when a table first needs it, and the update waits for it). This
 * knows which rows are rendered, so the grid keeps its tab stop on the header while the focused row is
 * not, and scrolls a row into view when the keyboard moves focus to it.
 */
import type { RangeChangedEvent } from '@lit-labs/virtualizer/events.js';
import { html, nothing, type ReactiveController, type ReactiveElement } from 'lit';
import { ListLoaderController } from '../shared/list-loader.js';
import { renderRow, showsRows, type TableView } from './templates.js';
import type { DataTableRow } from './types.js';

/** Rows a virtual table renders above and below those in view. */
const OVERSCAN_ROWS = 10;

const NO_ROWS: readonly DataTableRow[] = [];

/** What the controller reads from the table, and tells it. */
export interface WindowedRowsOptions {
  /** Whether the table is `virtual`. */
  virtual(): boolean;
  /** The row (from 1; 0 is the header row) that holds the grid's tab stop. */
  focusRow(): number;
  /** The virtualizer rendered the body rows `first` to `last` (from 0). */
  rendered(first: number, last: number): void;
}

export class WindowedRowsController implements ReactiveController {
  readonly #host: ReactiveElement;
  readonly #options: WindowedRowsOptions;
  /** The windowed list's module (shared/list-loader.ts), imported when a table first needs it. */
  readonly #list: ListLoaderController;
  /** The body rows the virtualizer has rendered (indexes from 0), as it last said. */
  #range = { first: -1, last: -1 };

  constructor(host: ReactiveElement, options: WindowedRowsOptions) {
    this.#host = host;
    this.#options = options;
    this.#list = new ListLoaderController(host, () => options.virtual(), false);
    host.addController(this);
  }

  /** Whether the rows are windowed now: the table is virtual and the virtualizer has arrived. */
  get active(): boolean {
    return this.#options.virtual() && this.#list.list !== undefined;
  }

  /** What the update waits for: the virtualizer, for a virtual table that has not got it yet. */
  ready(): Promise<void> | undefined {
    return this.#options.virtual() && !this.#list.list ? this.#list.load() : undefined;
  }

  /** A virtual table: whether the focused body row is rendered; undefined for a paged table. */
  focusRendered(): boolean | undefined {
    return this.#options.virtual() ? this.#focusRendered() : undefined;
  }

  hostUpdated(): void {
    // Back from virtual to pages: the body sheds the styles the virtualizer gave it.
    const body = this.#host.renderRoot.querySelector('tbody');
    if (body && !body.hasAttribute('data-virtual') && body.hasAttribute('style'))
      body.removeAttribute('style');
  }

  /**
   * The rows, windowed. The first tbody stays in place and the virtualizer is made in it only once it
   * is in the document (from the second render on): made in a template not yet inserted, it would
   * find no scrolling ancestor and miss the scroller's scrolling. The skeleton, error and empty rows
   * go in a second tbody, so the virtualizer's own never changes hands.
   */
  render(view: TableView): unknown {
    const list = this.#list.list;
    if (!list) return nothing;
    if (!this.#host.hasUpdated) {
      void this.#host.updateComplete.then(() => this.#host.requestUpdate());
      return nothing;
    }
    return list.virtualList({
      items: showsRows(view) ? view.rows : NO_ROWS,
      // After the rows shrink, the virtualizer may render its last range once more before it moves on.
      renderItem: (row: DataTableRow | undefined, i) => (row ? renderRow(view, row, i, 0) : html``),
      overscan: OVERSCAN_ROWS,
      scroller: false,
    });
  }

  readonly onRange = (event: RangeChangedEvent): void => {
    const before = this.#focusRendered();
    this.#range = { first: event.first, last: event.last };
    this.#options.rendered(event.first, event.last);
    if (this.#focusRendered() !== before) this.#host.requestUpdate();
  };

  /** Scrolls the body row `row` (from 1) into view, and waits until it is rendered. */
  async reveal(row: number): Promise<void> {
    const root = this.#host.renderRoot;
    const body = root.querySelector<HTMLElement>('tbody[data-virtual]');
    const scroller = root.querySelector<HTMLElement>('[part~="scroller"]');
    const shown = body?.querySelector('tr');
    if (!body || !scroller || !shown || row < 1) return;
    // To where the row is by the rendered rows' height (the virtualizer renders it there): just under
    // the sticky header when it is above the view, at the bottom of the view when it is below. (Not
    // the virtualizer's own scrollIntoView: pinned, its layout lost the rows when scrolled from afar.)
    const height = shown.getBoundingClientRect().height;
    const above = (row - 1) * height;
    const header = body.offsetTop;
    if (above < scroller.scrollTop) scroller.scrollTop = above;
    else scroller.scrollTop = Math.max(scroller.scrollTop, header + above + height - scroller.clientHeight);
    for (let frame = 0; frame < 30; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      if (root.querySelector(`tr > [data-row="${row}"]`)) return;
    }
  }

  /** Whether the focused body row is rendered (a virtual table renders the rows near the view). */
  #focusRendered(): boolean {
    const index = this.#options.focusRow() - 1;
    return index < 0 || (index >= this.#range.first && index <= this.#range.last);
  }
}
