/**
 * The keyboard of `<pp-data-table>` (WAI-ARIA APG grid pattern) as pure functions: a key and where
 * focus is give a command, and a move command and the grid's size give the next focused cell. The
 * whole table is unit-tested (grid-keyboard.test.ts) without rendering anything.
 */

/** A cell of the grid: `row` 0 is the header row, 1 to n the rendered body rows; `col` from 0. */
export interface CellPosition {
  row: number;
  col: number;
}

/** What a key does. */
export type GridAction =
  /** Moves focus by rows and columns (stops at the edges). */
  | { type: 'move'; rows: number; cols: number }
  /** First or last cell of the focused row (Home, End). */
  | { type: 'row-edge'; to: 'first' | 'last' }
  /** First cell of the first row, or last cell of the last row (Ctrl+Home, Ctrl+End). */
  | { type: 'grid-edge'; to: 'first' | 'last' }
  /** Moves focus by a page of rows (PageUp, PageDown). */
  | { type: 'page'; direction: 1 | -1 }
  /** Sorts by the focused header (Enter, Space; `multi` with Shift). */
  | { type: 'sort'; multi: boolean }
  /** Opens the row's link, or else moves focus into the cell's controls (Enter on a body cell). */
  | { type: 'activate' }
  /** Moves focus into the cell's controls (F2). */
  | { type: 'enter' }
  /** Moves focus from a control back to its cell (Escape, F2). */
  | { type: 'exit' };

/** The keys that matter, as a `KeyboardEvent` has them. */
export interface GridKey {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
  altKey?: boolean;
}

/** Where focus is. */
export interface GridFocus {
  /** On a control inside a cell (a link, a button, a filter field) rather than on the cell. */
  inControl: boolean;
  /** On a header cell. */
  onHeader: boolean;
  /**
   * On a cell's own single widget, which takes the cell's focus (a selection checkbox): the widget
   * keeps Space, Enter, F2 and Escape; the other keys move as from the cell.
   */
  onWidget?: boolean;
}

/** The command of `key`, or null when the grid leaves the key alone (its default then happens). */
export function gridKeyCommand(key: GridKey, focus: GridFocus): GridAction | null {
  if (key.altKey) return null;
  if (focus.onWidget && [' ', 'Enter', 'F2', 'Escape'].includes(key.key)) return null;
  const ctrl = key.ctrlKey === true || key.metaKey === true;
  if (focus.inControl) {
    return key.key === 'Escape' || key.key === 'F2' ? { type: 'exit' } : null;
  }
  switch (key.key) {
    case 'ArrowDown':
      return { type: 'move', rows: 1, cols: 0 };
    case 'ArrowUp':
      return { type: 'move', rows: -1, cols: 0 };
    case 'ArrowRight':
      return { type: 'move', rows: 0, cols: 1 };
    case 'ArrowLeft':
      return { type: 'move', rows: 0, cols: -1 };
    case 'Home':
      return ctrl ? { type: 'grid-edge', to: 'first' } : { type: 'row-edge', to: 'first' };
    case 'End':
      return ctrl ? { type: 'grid-edge', to: 'last' } : { type: 'row-edge', to: 'last' };
    case 'PageDown':
      return { type: 'page', direction: 1 };
    case 'PageUp':
      return { type: 'page', direction: -1 };
    case 'Enter':
      return focus.onHeader ? { type: 'sort', multi: key.shiftKey === true } : { type: 'activate' };
    case ' ':
      return focus.onHeader ? { type: 'sort', multi: key.shiftKey === true } : null;
    case 'F2':
      return { type: 'enter' };
    default:
      return null;
  }
}

/** The grid's size: rows (the header row included) and columns. */
export interface GridSize {
  rows: number;
  cols: number;
}

const clamp = (value: number, max: number) => Math.min(Math.max(0, value), Math.max(0, max));

/**
 * The cell focus moves to: never past an edge (no wrapping, as in the APG data grid example). A page
 * is `pageRows` rows; PageUp and PageDown stay among the body rows when they start there.
 */
export function nextPosition(
  at: CellPosition,
  action: GridAction,
  size: GridSize,
  pageRows = 10,
): CellPosition {
  const lastRow = size.rows - 1;
  const lastCol = size.cols - 1;
  switch (action.type) {
    case 'move':
      return { row: clamp(at.row + action.rows, lastRow), col: clamp(at.col + action.cols, lastCol) };
    case 'row-edge':
      return { row: at.row, col: action.to === 'first' ? 0 : clamp(lastCol, lastCol) };
    case 'grid-edge':
      return action.to === 'first'
        ? { row: 0, col: 0 }
        : { row: clamp(lastRow, lastRow), col: clamp(lastCol, lastCol) };
    case 'page': {
      const firstBody = at.row >= 1 && lastRow >= 1 ? 1 : 0;
      const row = Math.min(Math.max(firstBody, at.row + action.direction * pageRows), lastRow);
      return { row: Math.max(0, row), col: at.col };
    }
    default:
      return at;
  }
}
