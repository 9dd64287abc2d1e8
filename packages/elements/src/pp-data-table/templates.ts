/**
 * The parts of `<pp-data-table>` as template functions of what it shows: the toolbar (search, column
 * filters and the selection bar), the grid's header and body (rows, skeleton rows, empty and error
 * rows, the checkbox column of a selectable table) and the pagination bar. The element owns state and
 * events; these only render.
 */
import { html, nothing, svg, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { PENDING_ROW } from './block-loader.js';
import { MAX_WIDTH, MIN_WIDTH, type ColumnResizeController } from './column-resize.js';
import { cellText, cellValue, countMessage, fill, formatNumber } from './format.js';
import { renderFilters, type FilterField, type FilterHandlers } from './filter-templates.js';
import type { CellPosition } from './grid-keyboard.js';
import type { DataTableMessages } from './pp-data-table.messages.js';
import type { SelectionView } from './selection-controller.js';
import { pageCount, pageRange } from './state.js';
import { isSortable } from './table-model.js';
import type { DataTableColumn, DataTableRow, DataTableState } from './types.js';

/** What the templates show, and the element's handlers. */
export interface TableView {
  columns: readonly DataTableColumn[];
  rows: readonly DataTableRow[];
  state: DataTableState;
  total: number;
  loading: boolean;
  failed: boolean;
  lang: string;
  label: string;
  texts: DataTableMessages;
  statusLabels: Record<string, string>;
  /** A virtual table: false while the focused body row is not rendered (the header holds the tab stop). */
  focusRendered?: boolean;
  /** The user's column widths (pixels by id) while the layout is fixed, else undefined. */
  widths: Record<string, number> | undefined;
  /** The column visibility menu (column-menu.ts). */
  columnMenu: TemplateResult;
  pageSizes: readonly number[];
  focus: CellPosition;
  /** Focus is on a control inside the focused cell. */
  inControl: boolean;
  /** A selectable table's selection (its checkbox column comes first); undefined when not selectable. */
  selection: SelectionView | undefined;
  /** The column filters (filter-controller.ts). */
  filters: { fields: readonly FilterField[]; on: FilterHandlers };
  hrefOf(row: DataTableRow, column?: DataTableColumn): string | undefined;
  on: {
    search(event: Event): void;
    clearFilters(): void;
    headerClick(event: MouseEvent, column: DataTableColumn): void;
    rowClick(event: MouseEvent, row: DataTableRow): void;
    linkClick(event: MouseEvent, row: DataTableRow, href: string): void;
    action(row: DataTableRow, action: string): void;
    retry(): void;
    pageSize(event: Event): void;
    page(page: number): void;
    selectRow(event: Event, index: number): void;
    selectPage(event: Event): void;
    selectAllMatching(): void;
    clearSelection(): void;
    /** The resizers' pointer, keyboard and double-click handlers (column-resize.ts). */
    resize: Pick<ColumnResizeController, 'pointerdown' | 'pointermove' | 'pointerup' | 'keydown' | 'reset'>;
  };
}

/** Columns before the data columns: the checkbox column of a selectable table. */
const lead = (view: TableView) => (view.selection ? 1 : 0);

/** Counts grouped from four digits in Polish too ("2 340"), as the spec writes counts. */
const grouped = (value: number, lang: string) => formatNumber(value, lang, { useGrouping: 'always' });

const icon = (path: string) => svg`<svg viewBox="0 0 16 16" aria-hidden="true"><path d=${path}></path></svg>`;
const icons = {
  first: icon('M11 4 7 8l4 4M4 4v8'),
  previous: icon('M10 4 6 8l4 4'),
  next: icon('M6 4l4 4-4 4'),
  last: icon('M5 4l4 4-4 4M12 4v8'),
};

/** The search field, the column filters (filter-templates.ts), the column menu and the selection bar. */
export function renderToolbar(view: TableView): TemplateResult {
  const { texts, state } = view;
  return html`<div class="toolbar" part="toolbar">
    <label class="field">
      <span>${texts.searchLabel}</span>
      <input type="search" part="search" .value=${state.search} @input=${view.on.search} />
    </label>
    ${renderFilters(view.filters.fields, texts, view.filters.on)}
    ${
      state.search !== '' || state.filters.length > 0
        ? html`<button
            type="button"
            class="clear-filters"
            part="clear-filters"
            @click=${view.on.clearFilters}
          >
            ${texts.clearFiltersLabel}
          </button>`
        : nothing
    }
    ${view.columnMenu} ${renderSelectionBar(view)}
  </div>`;
}

/** The selected count, "select all matching" and "clear selection", while rows are selected. */
function renderSelectionBar(view: TableView): TemplateResult | typeof nothing {
  const { selection, texts, lang } = view;
  if (!selection || selection.count === 0) return nothing;
  return html`<div class="selection">
    <span>${countMessage(texts.selectionCountText, lang, selection.count, { useGrouping: 'always' })}</span>
    ${
      selection.offerAllMatching
        ? html`<button type="button" data-action="all-matching" @click=${view.on.selectAllMatching}>
            ${fill(texts.selectAllMatchingLabel, { total: grouped(view.total, lang) })}
          </button>`
        : nothing
    }
    <button type="button" data-action="clear-selection" @click=${view.on.clearSelection}>
      ${texts.clearSelectionLabel}
    </button>
  </div>`;
}

/**
 * A selection checkbox: it takes its cell's focus itself (a cell with one widget, as in the APG grid)
 * and Space toggles it; its label fills the cell, so a click anywhere in the cell toggles it too.
 */
function selectCheckbox(
  view: TableView,
  row: number,
  label: string,
  checked: boolean,
  indeterminate: boolean,
  onClick: (event: Event) => void,
): TemplateResult {
  return html`<label class="select"
    ><input
      type="checkbox"
      data-widget
      tabindex=${tabindex(view, row, 0)}
      aria-label=${label}
      .checked=${live(checked)}
      .indeterminate=${live(indeterminate)}
      @click=${onClick}
  /></label>`;
}

/** The header cell of the checkbox column: its checkbox selects or clears the page. */
function renderSelectHeader(view: TableView, selection: SelectionView): TemplateResult {
  const { page } = selection;
  return html`<th role="columnheader" part="header" aria-colindex="1" data-row="0" data-col="0" data-select>
    ${selectCheckbox(view, 0, view.texts.selectPageLabel, page === 'all', page === 'some', view.on.selectPage)}
  </th>`;
}

/** The checkbox cell of the row `index` (from 0) of the page. */
function renderSelectCell(
  view: TableView,
  selection: SelectionView,
  row: DataTableRow,
  index: number,
): TemplateResult {
  const label = fill(view.texts.selectRowLabel, { row: rowName(view, row) });
  const checked = selection.selected[index] === true;
  return html`<td
    role="gridcell"
    part="cell"
    aria-colindex="1"
    data-row=${index + 1}
    data-col="0"
    data-select
  >
    ${selectCheckbox(view, index + 1, label, checked, false, (e) => view.on.selectRow(e, index))}
  </td>`;
}

/** What names a row in its checkbox's label: the text of its first column that shows text. */
function rowName(view: TableView, row: DataTableRow): string {
  const column = view.columns.find((c) => c.type !== 'actions');
  return column ? cellText(column, row, view.lang, view.statusLabels) : '';
}

/**
 * The roving tab stop: the focused cell's; in a virtual table whose focused row is not rendered
 * (scrolled far away), its column's header holds it instead, so that Tab still reaches the grid.
 */
const tabindex = (view: TableView, row: number, col: number) => {
  const at = view.focusRendered === false && view.focus.row > 0 ? 0 : view.focus.row;
  return at === row && view.focus.col === col ? 0 : -1;
};

/** The header row: each header sorts when its column does, with `aria-sort` on the first sort key. */
export function renderHeader(view: TableView): TemplateResult {
  const sort = view.state.sort;
  const first = lead(view);
  return html`<tr role="row" aria-rowindex="1">
    ${view.selection ? renderSelectHeader(view, view.selection) : nothing}
    ${view.columns.map((column, position) => {
      const col = position + first;
      const index = sort.findIndex((s) => s.id === column.id);
      const key = sort[index];
      const sortable = isSortable(column);
      const ariaSort =
        index === 0 ? (key!.desc ? 'descending' : 'ascending') : sortable && index < 0 ? 'none' : undefined;
      return html`<th
        role="columnheader"
        part="header"
        aria-colindex=${col + 1}
        aria-sort=${ariaSort ?? nothing}
        tabindex=${tabindex(view, 0, col)}
        data-row="0"
        data-col=${col}
        data-align=${align(column)}
        ?data-sortable=${sortable}
        style=${headerWidth(view, column) ?? nothing}
        @click=${sortable ? (e: MouseEvent) => view.on.headerClick(e, column) : nothing}
      >
        <span class="header"
          >${column.header}${
            sortable
              ? html`<span part="sort-indicator" aria-hidden="true"
                  >${key ? (key.desc ? '▼' : '▲') : ''}${key && sort.length > 1 ? index + 1 : ''}</span
                >`
              : nothing
          }</span
        >${column.resizable === false ? nothing : renderResizer(view, column, col)}
      </th>`;
    })}
  </tr>`;
}

/** A column's width: the user's (pixels) in a fixed layout, else its own. */
function headerWidth(view: TableView, column: DataTableColumn): string | undefined {
  const width = view.widths ? (view.widths[column.id] ?? DEFAULT_FIXED_WIDTH) : undefined;
  const css = typeof width === 'number' ? `${width}px` : (width ?? column.width);
  return css ? `inline-size:${css}` : undefined;
}

/** The width of a column that has none yet in a fixed layout (one shown again, say). */
export const DEFAULT_FIXED_WIDTH = '10rem';

/** The width of the checkbox column in a fixed layout. */
export const SELECT_WIDTH = '3rem';

/**
 * The fixed layout of a table whose columns the user resized: every column its width, the table
 * as wide as their sum; undefined while the user resized nothing.
 */
export function fixedLayout(view: TableView): string | undefined {
  const widths = view.widths;
  if (!widths) return undefined;
  const parts = view.columns.map((c) =>
    widths[c.id] !== undefined ? `${widths[c.id]}px` : DEFAULT_FIXED_WIDTH,
  );
  if (view.selection) parts.unshift(SELECT_WIDTH);
  return `table-layout:fixed;inline-size:calc(${parts.join(' + ')})`;
}

/** The resizer at the end of a header: a vertical separator, dragged or moved with arrow keys. */
function renderResizer(view: TableView, column: DataTableColumn, col: number): TemplateResult {
  const inside = view.inControl && view.focus.row === 0 && view.focus.col === col;
  const resize = view.on.resize;
  return html`<span
    part="resizer"
    role="separator"
    aria-orientation="vertical"
    aria-label=${fill(view.texts.resizeLabel, { column: column.header })}
    aria-valuemin=${MIN_WIDTH}
    aria-valuemax=${MAX_WIDTH}
    data-column=${column.id}
    tabindex=${inside ? 0 : -1}
    @pointerdown=${(e: PointerEvent) => resize.pointerdown(e, column.id)}
    @pointermove=${resize.pointermove}
    @pointerup=${resize.pointerup}
    @pointercancel=${resize.pointerup}
    @keydown=${(e: KeyboardEvent) => resize.keydown(e, column.id)}
    @dblclick=${(e: MouseEvent) => resize.reset(e, column.id)}
    @click=${(e: MouseEvent) => e.stopPropagation()}
  ></span>`;
}

const align = (column: DataTableColumn) => column.align ?? (column.type === 'number' ? 'end' : 'start');

function renderCellContent(view: TableView, column: DataTableColumn, row: DataTableRow, focused: boolean) {
  const controlTab = focused && view.inControl ? 0 : -1;
  switch (column.type) {
    case 'link': {
      const href = view.hrefOf(row, column);
      const text = cellText(column, row, view.lang, view.statusLabels);
      return href
        ? html`<a
            part="link"
            href=${href}
            tabindex=${controlTab}
            @click=${(e: MouseEvent) => view.on.linkClick(e, row, href)}
            >${text}</a
          >`
        : text;
    }
    case 'status': {
      const value = cellValue(column, row);
      if (value === null || value === undefined || value === '') return nothing;
      return html`<span part="status" data-status=${String(value)}
        >${cellText(column, row, view.lang, view.statusLabels)}</span
      >`;
    }
    case 'actions':
      return html`<span class="actions"
        >${(column.actions ?? [])
          .filter((action) => action.when?.(row) ?? true)
          .map(
            (action) =>
              html`<button
                type="button"
                part="action"
                aria-label=${`${action.label}: ${rowName(view, row)}`}
                tabindex=${controlTab}
                @click=${(e: Event) => {
                  e.stopPropagation();
                  view.on.action(row, action.id);
                }}
              >
                ${action.label}
              </button>`,
          )}</span
      >`;
    default:
      return cellText(column, row, view.lang, view.statusLabels);
  }
}

/** The body: skeleton rows while loading, the error or empty row, else the rows of the page. */
export function renderBody(view: TableView): TemplateResult | TemplateResult[] {
  const { texts, columns, state } = view;
  const first = lead(view);
  const span = Math.max(1, columns.length + first);
  if (view.loading) {
    const count = Math.min(state.pageSize, 10);
    return Array.from(
      { length: count },
      (_, i) =>
        html`<tr role="row" part="row" aria-rowindex=${i + 2}>
          ${first ? html`<td role="gridcell" part="cell" aria-colindex="1" data-select></td>` : nothing}
          ${columns.map(
            (_column, col) =>
              html`<td role="gridcell" part="cell" aria-colindex=${col + first + 1}>
                <span part="skeleton"></span>${
                  i === 0 && col === 0 ? html`<span class="sr-only">${texts.loadingText}</span>` : nothing
                }
              </td>`,
          )}
        </tr>`,
    );
  }
  if (view.failed) {
    return html`<tr role="row" aria-rowindex="2">
      <td role="gridcell" part="error" colspan=${span} aria-colindex="1">
        ${texts.errorText}<button type="button" part="retry" @click=${view.on.retry}>
          ${texts.retryLabel}
        </button>
      </td>
    </tr>`;
  }
  if (view.rows.length === 0) {
    return html`<tr role="row" aria-rowindex="2">
      <td role="gridcell" part="empty" colspan=${span} aria-colindex="1">${texts.emptyText}</td>
    </tr>`;
  }
  const offset = (state.page - 1) * state.pageSize;
  return view.rows.map((row, i) => renderRow(view, row, i, offset));
}

/** Whether the body shows rows (not the skeleton, the error or the empty text). */
export const showsRows = (view: TableView): boolean => !view.loading && !view.failed && view.rows.length > 0;

/**
 * The body row of `row`, the `i`th row shown (focus position `i + 1`); `offset` rows come before the
 * rows shown (the pages before), for `aria-rowindex`.
 */
export function renderRow(view: TableView, row: DataTableRow, i: number, offset: number): TemplateResult {
  const first = lead(view);
  // A virtual table's row not loaded yet: skeleton cells in its place, nothing to open or select.
  const pending = row === PENDING_ROW;
  const href = pending ? undefined : view.hrefOf(row);
  const selected = view.selection && !pending ? String(view.selection.selected[i] === true) : undefined;
  return html`<tr
    role="row"
    part="row"
    aria-rowindex=${offset + i + 2}
    aria-selected=${selected ?? nothing}
    aria-busy=${pending ? 'true' : nothing}
    data-href=${href ?? nothing}
    @click=${(e: MouseEvent) => (pending ? undefined : view.on.rowClick(e, row))}
  >
    ${
      view.selection
        ? pending
          ? html`<td
              role="gridcell"
              part="cell"
              aria-colindex="1"
              data-row=${i + 1}
              data-col="0"
              data-select
            ></td>`
          : renderSelectCell(view, view.selection, row, i)
        : nothing
    }
    ${view.columns.map((column, index) => {
      const col = index + first;
      const focused = view.focus.row === i + 1 && view.focus.col === col;
      return html`<td
        role="gridcell"
        part="cell"
        aria-colindex=${col + 1}
        tabindex=${tabindex(view, i + 1, col)}
        data-row=${i + 1}
        data-col=${col}
        data-align=${align(column)}
      >
        ${pending ? html`<span part="skeleton"></span>` : renderCellContent(view, column, row, focused)}
      </td>`;
    })}
  </tr>`;
}

/**
 * The columns of a virtual table's rows (each row is a CSS grid, the header row too, so that they line
 * up): the user's width, else the column's own, else a share of the room left (at least 8rem).
 */
export function gridColumns(view: TableView): string {
  const tracks = view.columns.map((c) => {
    const width = view.widths?.[c.id];
    if (width !== undefined) return `${width}px`;
    if (view.widths) return DEFAULT_FIXED_WIDTH;
    return c.width ?? 'minmax(8rem, 1fr)';
  });
  if (view.selection) tracks.unshift(SELECT_WIDTH);
  return tracks.join(' ');
}

/** Under a virtual table: how many rows match (it has no pages). */
export function renderCount(view: TableView): TemplateResult {
  const text = view.loading ? '' : countMessage(view.texts.countText, view.lang, view.total);
  return html`<div class="pagination" part="count">${text}</div>`;
}

/** The page size, the range of rows shown, the page and the page buttons. */
export function renderPagination(view: TableView): TemplateResult {
  const { texts, state, lang } = view;
  const total = view.total;
  const pages = pageCount(total, state.pageSize);
  const { from, to } = pageRange(state.page, state.pageSize, total);
  const n = (value: number) => grouped(value, lang);
  const first = state.page <= 1 || view.loading;
  const last = state.page >= pages || view.loading;
  const button = (label: string, page: number, disabled: boolean, glyph: TemplateResult) =>
    html`<button
      type="button"
      part="page-button"
      aria-label=${label}
      title=${label}
      ?disabled=${disabled}
      @click=${() => view.on.page(page)}
    >
      ${glyph}
    </button>`;
  return html`<nav class="pagination" part="pagination" aria-label=${texts.paginationLabel}>
    <label class="field">
      <span>${texts.pageSizeLabel}</span>
      <select part="page-size" @change=${view.on.pageSize}>
        ${view.pageSizes.map(
          (size) => html`<option value=${size} ?selected=${size === state.pageSize}>${n(size)}</option>`,
        )}
      </select>
    </label>
    <span part="range">${fill(texts.rangeText, { from: n(from), to: n(to), total: n(total) })}</span>
    <span part="page">${fill(texts.pageText, { page: n(state.page), count: n(pages) })}</span>
    <span class="buttons">
      ${button(texts.firstPageLabel, 1, first, icons.first)}
      ${button(texts.previousPageLabel, state.page - 1, first, icons.previous)}
      ${button(texts.nextPageLabel, state.page + 1, last, icons.next)}
      ${button(texts.lastPageLabel, pages, last, icons.last)}
    </span>
  </nav>`;
}
