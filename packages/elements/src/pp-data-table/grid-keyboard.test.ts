import { expect } from '@open-wc/testing';
import { gridKeyCommand, nextPosition, type GridAction } from './grid-keyboard.js';
import { key } from '../test-support/keys.js';

const onCell = { inControl: false, onHeader: false };
const onHeader = { inControl: false, onHeader: true };
const inControl = { inControl: true, onHeader: false };
/** On a selection checkbox, which takes its cell's focus (in the body or the header). */
const onWidget = { inControl: false, onHeader: false, onWidget: true };
const onHeaderWidget = { inControl: false, onHeader: true, onWidget: true };

describe('grid keyboard: key to command (APG grid)', () => {
  const table: [string, typeof onWidget | typeof onCell, GridAction | null][] = [
    ['ArrowDown', onCell, { type: 'move', rows: 1, cols: 0 }],
    ['ArrowUp', onCell, { type: 'move', rows: -1, cols: 0 }],
    ['ArrowRight', onCell, { type: 'move', rows: 0, cols: 1 }],
    ['ArrowLeft', onCell, { type: 'move', rows: 0, cols: -1 }],
    ['Home', onCell, { type: 'row-edge', to: 'first' }],
    ['End', onCell, { type: 'row-edge', to: 'last' }],
    ['Ctrl+Home', onCell, { type: 'grid-edge', to: 'first' }],
    ['Ctrl+End', onCell, { type: 'grid-edge', to: 'last' }],
    ['Meta+End', onCell, { type: 'grid-edge', to: 'last' }],
    ['PageDown', onCell, { type: 'page', direction: 1 }],
    ['PageUp', onCell, { type: 'page', direction: -1 }],
    ['Enter', onCell, { type: 'activate' }],
    ['Enter', onHeader, { type: 'sort', multi: false }],
    ['Shift+Enter', onHeader, { type: 'sort', multi: true }],
    ['Space', onHeader, { type: 'sort', multi: false }],
    ['Shift+Space', onHeader, { type: 'sort', multi: true }],
    ['Space', onCell, null],
    ['F2', onCell, { type: 'enter' }],
    ['F2', onHeader, { type: 'enter' }],
    ['Escape', inControl, { type: 'exit' }],
    ['F2', inControl, { type: 'exit' }],
    ['ArrowDown', inControl, null],
    ['Enter', inControl, null],
    ['Escape', onCell, null],
    ['Tab', onCell, null],
    ['a', onCell, null],
    ['Alt+ArrowDown', onCell, null],
    // A checkbox keeps Space (it toggles), Enter, F2 and Escape; arrows and the rest move as from its cell.
    ['Space', onWidget, null],
    ['Space', onHeaderWidget, null],
    ['Enter', onWidget, null],
    ['Enter', onHeaderWidget, null],
    ['F2', onWidget, null],
    ['Escape', onWidget, null],
    ['ArrowRight', onWidget, { type: 'move', rows: 0, cols: 1 }],
    ['ArrowDown', onHeaderWidget, { type: 'move', rows: 1, cols: 0 }],
    ['End', onWidget, { type: 'row-edge', to: 'last' }],
    ['PageDown', onWidget, { type: 'page', direction: 1 }],
  ];
  for (const [spec, focus, expected] of table) {
    const where =
      'onWidget' in focus
        ? `on a checkbox${focus.onHeader ? ' in the header' : ''}`
        : focus.inControl
          ? 'in a control'
          : focus.onHeader
            ? 'on a header'
            : 'on a cell';
    it(`${spec} ${where}`, () => {
      expect(gridKeyCommand(key(spec), focus)).to.deep.equal(expected);
    });
  }
});

describe('grid keyboard: next cell', () => {
  const size = { rows: 21, cols: 4 }; // header + 20 rows
  it('moves by one and stops at every edge', () => {
    expect(nextPosition({ row: 1, col: 1 }, { type: 'move', rows: 1, cols: 0 }, size)).to.deep.equal({
      row: 2,
      col: 1,
    });
    expect(nextPosition({ row: 20, col: 1 }, { type: 'move', rows: 1, cols: 0 }, size)).to.deep.equal({
      row: 20,
      col: 1,
    });
    expect(nextPosition({ row: 0, col: 1 }, { type: 'move', rows: -1, cols: 0 }, size)).to.deep.equal({
      row: 0,
      col: 1,
    });
    expect(nextPosition({ row: 3, col: 3 }, { type: 'move', rows: 0, cols: 1 }, size)).to.deep.equal({
      row: 3,
      col: 3,
    });
    expect(nextPosition({ row: 3, col: 0 }, { type: 'move', rows: 0, cols: -1 }, size)).to.deep.equal({
      row: 3,
      col: 0,
    });
  });
  it('Home and End stay in the row; Ctrl+Home and Ctrl+End go to the corners', () => {
    expect(nextPosition({ row: 5, col: 2 }, { type: 'row-edge', to: 'first' }, size)).to.deep.equal({
      row: 5,
      col: 0,
    });
    expect(nextPosition({ row: 5, col: 2 }, { type: 'row-edge', to: 'last' }, size)).to.deep.equal({
      row: 5,
      col: 3,
    });
    expect(nextPosition({ row: 5, col: 2 }, { type: 'grid-edge', to: 'first' }, size)).to.deep.equal({
      row: 0,
      col: 0,
    });
    expect(nextPosition({ row: 5, col: 2 }, { type: 'grid-edge', to: 'last' }, size)).to.deep.equal({
      row: 20,
      col: 3,
    });
  });
  it('PageDown and PageUp move by a page, stop at the last row and at the first body row', () => {
    expect(nextPosition({ row: 1, col: 2 }, { type: 'page', direction: 1 }, size, 10)).to.deep.equal({
      row: 11,
      col: 2,
    });
    expect(nextPosition({ row: 15, col: 2 }, { type: 'page', direction: 1 }, size, 10)).to.deep.equal({
      row: 20,
      col: 2,
    });
    expect(nextPosition({ row: 5, col: 2 }, { type: 'page', direction: -1 }, size, 10)).to.deep.equal({
      row: 1,
      col: 2,
    });
    expect(nextPosition({ row: 0, col: 2 }, { type: 'page', direction: 1 }, size, 10)).to.deep.equal({
      row: 10,
      col: 2,
    });
  });
  it('a grid with only its header row keeps focus there', () => {
    const empty = { rows: 1, cols: 3 };
    expect(nextPosition({ row: 0, col: 1 }, { type: 'move', rows: 1, cols: 0 }, empty)).to.deep.equal({
      row: 0,
      col: 1,
    });
    expect(nextPosition({ row: 0, col: 1 }, { type: 'page', direction: 1 }, empty)).to.deep.equal({
      row: 0,
      col: 1,
    });
    expect(nextPosition({ row: 0, col: 1 }, { type: 'grid-edge', to: 'last' }, empty)).to.deep.equal({
      row: 0,
      col: 2,
    });
  });
  it('other commands leave focus where it is', () => {
    expect(nextPosition({ row: 2, col: 2 }, { type: 'activate' }, size)).to.deep.equal({ row: 2, col: 2 });
  });
});
