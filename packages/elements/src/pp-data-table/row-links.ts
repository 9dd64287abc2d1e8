/**
 * The row links of `<pp-data-table>`: a row's link is its `link` column's, else the table's `rowHref`,
 * else the first `link` column's. A click on a row (not on a control in it, and without a modifier
 * key, which the browser keeps for its own uses of a link) or Enter on a cell opens it through a
 * cancelable `pp-navigate`, and the page loads it unless the host canceled the event to route itself.
 * A click on a link cell's own `<a>` only tells the host: the browser follows the link.
 */
import type { DataTableColumn, DataTableNavigateDetail, DataTableRow } from './types.js';

/** What row links read from the table, and tell it. */
export interface RowLinksOptions {
  rowHref(): ((row: DataTableRow) => string | undefined) | undefined;
  /** The columns shown. */
  columns(): readonly DataTableColumn[];
  /** Sends a cancelable `pp-navigate`; whether it was not canceled. */
  navigate(detail: DataTableNavigateDetail): boolean;
  /** Loads `href` (the element's `assignLocation`). */
  assign(href: string): void;
}

/** Whether a click is a plain one: the main button without a modifier key. */
const plainClick = (event: MouseEvent): boolean =>
  event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

export class RowLinks {
  readonly #options: RowLinksOptions;

  constructor(options: RowLinksOptions) {
    this.#options = options;
  }

  /** The link of `row`: the `link` column's own, else `rowHref`, else the first `link` column's. */
  hrefOf(row: DataTableRow, column?: DataTableColumn): string | undefined {
    if (column?.href) return column.href(row);
    const own = this.#options.rowHref()?.(row);
    if (own !== undefined || column) return own;
    const link = this.#options.columns().find((c) => c.type === 'link' && c.href);
    return link?.href?.(row);
  }

  /** Enter on a cell of `column` in `row`: opens the link cell's link, else the row's. */
  open(row: DataTableRow, column: DataTableColumn): void {
    const href = this.hrefOf(row, column.type === 'link' ? column : undefined);
    if (href) this.#navigate(row, href);
  }

  /** A click on a row opens its link, unless it was on a control in the row. */
  readonly rowClick = (event: MouseEvent, row: DataTableRow): void => {
    const target = event.composedPath()[0] as Element;
    if (target.closest?.('a, button, input, select, label')) return;
    const href = this.hrefOf(row);
    if (!href || !plainClick(event)) return;
    this.#navigate(row, href);
  };

  /** A click on a link cell's link: the browser follows it unless the host cancels `pp-navigate`. */
  readonly linkClick = (event: MouseEvent, row: DataTableRow, href: string): void => {
    event.stopPropagation();
    if (!plainClick(event)) return;
    if (!this.#options.navigate({ href, row })) event.preventDefault();
  };

  #navigate(row: DataTableRow, href: string): void {
    if (this.#options.navigate({ href, row })) this.#options.assign(href);
  }
}
