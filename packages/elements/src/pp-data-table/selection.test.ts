import { expect } from '@open-wc/testing';
import {
  allMatchingSelection,
  copySelection,
  emptySelection,
  fromRowSelection,
  matchingQuery,
  normalizeSelection,
  rowKeyOf,
  sameSelection,
  selectedCount,
  toRowSelection,
} from './selection.js';
import { initialState } from './state.js';
import type { DataTableSelection } from './types.js';

const keys = (...list: string[]): DataTableSelection => ({ keys: list, allMatching: false, excluded: [] });
const allBut = (...excluded: string[]): DataTableSelection => ({ keys: [], allMatching: true, excluded });

describe('data table selection', () => {
  it('normalizes what a host sets: distinct string keys; excluded only with allMatching', () => {
    expect(normalizeSelection(undefined)).to.deep.equal(emptySelection());
    expect(normalizeSelection({ keys: ['a', 'b', 'a', 3 as never, null as never] })).to.deep.equal(
      keys('a', 'b', '3'),
    );
    expect(normalizeSelection({ keys: ['a'], excluded: ['b'] })).to.deep.equal(keys('a'));
    expect(normalizeSelection({ keys: ['a'], allMatching: true, excluded: ['b', 'b'] })).to.deep.equal(
      allBut('b'),
    );
    expect(normalizeSelection({ keys: 'a' as never })).to.deep.equal(emptySelection());
    expect(allMatchingSelection()).to.deep.equal(allBut());
  });

  it('copies, compares and counts', () => {
    const selection = keys('a', 'b');
    const copy = copySelection(selection);
    copy.keys.push('c');
    expect(selection.keys).to.deep.equal(['a', 'b']);
    expect(sameSelection(keys('a', 'b'), keys('a', 'b'))).to.equal(true);
    expect(sameSelection(keys('a', 'b'), keys('b', 'a'))).to.equal(false);
    expect(sameSelection(allBut(), emptySelection())).to.equal(false);
    expect(selectedCount(keys('a', 'b'), 100)).to.equal(2);
    expect(selectedCount(allBut('x', 'y'), 100)).to.equal(98);
    expect(selectedCount(allBut('x'), 0)).to.equal(0);
  });

  it('keys a row by its rowKey field as text, else by its index', () => {
    expect(rowKeyOf({ id: 7 }, 'id', 0)).to.equal('7');
    expect(rowKeyOf({ code: 'PL-1' }, 'code', 3)).to.equal('PL-1');
    expect(rowKeyOf({ name: 'x' }, 'id', 3)).to.equal('3');
  });

  it("maps to table-core's row selection state: the keys, or the loaded rows but the excluded", () => {
    expect(toRowSelection(keys('a', 'z'), ['a', 'b'])).to.deep.equal({ a: true, z: true });
    expect(toRowSelection(allBut('b'), ['a', 'b', 'c'])).to.deep.equal({ a: true, c: true });
    expect(toRowSelection(emptySelection(), ['a'])).to.deep.equal({});
  });

  it("takes table-core's changes back: keys in selection order; allMatching keeps the excluded keys", () => {
    // A row checked, one cleared; a key not loaded (another page) stays.
    expect(fromRowSelection(keys('z', 'a'), { z: true, b: true }, ['a', 'b'])).to.deep.equal(keys('z', 'b'));
    // All matching: a loaded row cleared joins excluded, one checked again leaves it; others stay.
    expect(fromRowSelection(allBut('b', 'q'), { b: true }, ['a', 'b'])).to.deep.equal(allBut('q', 'a'));
    expect(fromRowSelection(allBut(), { a: true, b: true }, ['a', 'b'])).to.deep.equal(allBut());
  });

  it('names what all matching rows match: the search and the filters, not the sort or the page', () => {
    const state = initialState();
    expect(matchingQuery({ ...state, page: 3, sort: [{ id: 'a', desc: true }] })).to.equal(
      matchingQuery(state),
    );
    expect(matchingQuery({ ...state, search: 'x' })).not.to.equal(matchingQuery(state));
    expect(matchingQuery({ ...state, filters: [{ id: 'a', value: 'x' }] })).not.to.equal(
      matchingQuery(state),
    );
  });
});
