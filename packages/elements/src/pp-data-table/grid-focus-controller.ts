/**
 * The roving focus of `<pp-data-table>`'s grid (WAI-ARIA APG grid pattern): which cell holds the one
 * tab stop, whether focus is on a control inside it (after Enter or F2), and what a key does there
 * (grid-keyboard.ts decides). The element renders the tab stop where this says, and does what belongs
 * to the table: sorting by a header, opening a row's link.
 */
import type { ReactiveElement } from 'lit';
import { gridKeyCommand, nextPosition, type CellPosition } from './grid-keyboard.js';

/** PageUp and PageDown move this many rows. */
const PAGE_ROWS = 10;

/** What a control in a cell is. */
const CONTROLS = 'a, button, input, select, [role="separator"]';

/** What the controller reads from the table, and asks of it. */
export interface GridFocusOptions {
  /** Rows (the header row included) and columns that take focus. */
  size(): { rows: number; cols: number };
  /** Enter or Space on the header of the grid column `col` (`multi` with Shift). */
  sort(col: number, multi: boolean): void;
  /** Enter on the body cell `cell` at `at`. */
  activate(at: CellPosition, cell: HTMLElement): void;
  /** Renders the body row `row` when it is not (a virtual table scrolls it into view); resolves once it is. */
  reveal?(row: number): Promise<void>;
}

export class GridFocusController {
  readonly #host: ReactiveElement;
  readonly #options: GridFocusOptions;
  #focus: CellPosition = { row: 0, col: 0 };
  #inControl = false;

  constructor(host: ReactiveElement, options: GridFocusOptions) {
    this.#host = host;
    this.#options = options;
  }

  /** The cell that holds the grid's tab stop. */
  get focus(): CellPosition {
    return this.#focus;
  }

  /** Whether focus is on a control inside the focused cell (after Enter or F2). */
  get inControl(): boolean {
    return this.#inControl;
  }

  /** Puts the tab stop on `at` (the host renders it there). */
  set(at: CellPosition, inControl = false): void {
    if (at.row === this.#focus.row && at.col === this.#focus.col && inControl === this.#inControl) return;
    this.#focus = at;
    this.#inControl = inControl;
    this.#host.requestUpdate();
  }

  /** Keeps the tab stop on a cell that exists. */
  clamp(): void {
    const { rows, cols } = this.#options.size();
    const row = Math.min(this.#focus.row, rows - 1);
    const col = Math.min(this.#focus.col, Math.max(0, cols - 1));
    if (row !== this.#focus.row || col !== this.#focus.col) this.set({ row, col }, this.#inControl);
  }

  readonly onFocusin = (event: FocusEvent): void => {
    const target = event.composedPath()[0] as HTMLElement;
    const cell = this.#cellOf(target);
    if (cell) this.set(positionOf(cell), target !== cell && !isWidget(target));
  };

  readonly onKeydown = (event: KeyboardEvent): void => {
    const target = event.composedPath()[0] as HTMLElement;
    const cell = this.#cellOf(target);
    if (!cell || event.isComposing) return;
    const at = positionOf(cell);
    const onWidget = isWidget(target);
    const inControl = target !== cell && !onWidget;
    const action = gridKeyCommand(event, { inControl, onHeader: at.row === 0, onWidget });
    if (!action) return;
    event.preventDefault();
    switch (action.type) {
      case 'sort':
        return this.#options.sort(at.col, action.multi);
      case 'activate':
        return this.#options.activate(at, cell);
      case 'enter':
        return void this.enterControls(at, cell);
      case 'exit':
        return void this.focusCell(at);
      default:
        return void this.focusCell(nextPosition(at, action, this.#options.size(), PAGE_ROWS));
    }
  };

  /** Whether `cell` holds controls (links, buttons, fields). */
  hasControls(cell: HTMLElement): boolean {
    return cell.querySelector(CONTROLS) !== null;
  }

  /** Moves focus into the controls of `cell` (at `at`), if it has some. */
  async enterControls(at: CellPosition, cell: HTMLElement): Promise<void> {
    if (!this.hasControls(cell)) return;
    this.set(at, true);
    await this.#host.updateComplete;
    cell.querySelector<HTMLElement>(CONTROLS)?.focus();
  }

  /** Focuses the cell at `at` (a cell with one widget, a selection checkbox, gives focus to it). */
  async focusCell(at: CellPosition): Promise<void> {
    this.set(at, false);
    await this.#host.updateComplete;
    const root = this.#host.renderRoot;
    const find = () => root.querySelector<HTMLElement>(`[data-row="${at.row}"][data-col="${at.col}"]`);
    let cell = find();
    if (!cell && this.#options.reveal) {
      await this.#options.reveal(at.row);
      cell = find();
    }
    (cell?.querySelector<HTMLElement>('[data-widget]') ?? cell)?.focus();
  }

  #cellOf(target: Element | null): HTMLElement | null {
    const cell = target?.closest<HTMLElement>('th[data-row], td[data-row]') ?? null;
    return cell && this.#host.renderRoot.contains(cell) ? cell : null;
  }
}

function positionOf(cell: HTMLElement): CellPosition {
  return { row: Number(cell.dataset['row']), col: Number(cell.dataset['col']) };
}

/** A cell's own widget, which takes the cell's focus (a selection checkbox). */
const isWidget = (target: HTMLElement) => target.hasAttribute('data-widget');
