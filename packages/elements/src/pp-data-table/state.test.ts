import { expect } from '@open-wc/testing';
import {
  clampPage,
  fromSorting,
  hiddenColumns,
  initialState,
  knownHidden,
  normalizeState,
  pageCount,
  pageRange,
  sameState,
  toColumnFilters,
  toPagination,
  toSorting,
  withFilter,
  withHidden,
  withPageSize,
  withSearch,
  withSort,
} from './state.js';
import { clampWidth, keyedWidth, normalizeWidths, withWidths } from './column-resize.js';
import type { DataTableState } from './types.js';

describe('data table state', () => {
  it('starts with no sort, filters or search, on page 1 of 25 rows', () => {
    expect(initialState()).to.deep.equal({ sort: [], filters: [], search: '', page: 1, pageSize: 25 });
    expect(initialState([5, 10]).pageSize).to.equal(5);
  });

  it('normalizes what a host sets: invalid fields take their initial value, duplicates and empty filters go', () => {
    const state = normalizeState({
      sort: [{ id: 'name', desc: true }, { id: 'name', desc: false }, { id: 'date' } as never, null as never],
      filters: [
        { id: 'name', value: 'ab' },
        { id: 'x', value: '' },
        { id: 'set', value: ['a'] },
        { id: 3 } as never,
      ],
      search: 5 as never,
      page: -2,
      pageSize: 0,
    });
    expect(state).to.deep.equal({
      sort: [
        { id: 'name', desc: true },
        { id: 'date', desc: false },
      ],
      filters: [
        { id: 'name', value: 'ab' },
        { id: 'set', value: ['a'] },
      ],
      search: '',
      page: 1,
      pageSize: 25,
    });
    expect(normalizeState(undefined)).to.deep.equal(initialState());
    // Sets: strings only, each once; date ranges: ISO dates, start not after end, other keys dropped.
    const filters = (value: unknown) =>
      normalizeState({ filters: [{ id: 'f', value: value as never }] }).filters;
    expect(filters(['a', 'b', 'a'])).to.deep.equal([{ id: 'f', value: ['a', 'b'] }]);
    expect(filters(['a', 1])).to.deep.equal([]);
    expect(filters({ from: '2024-01-05', to: '2024-01-05', x: 1 })).to.deep.equal([
      { id: 'f', value: { from: '2024-01-05', to: '2024-01-05' } },
    ]);
    expect(filters({ to: '2024-02-29' })).to.deep.equal([{ id: 'f', value: { to: '2024-02-29' } }]);
    expect(filters({ from: '', to: '2024-01-05' })).to.deep.equal([{ id: 'f', value: { to: '2024-01-05' } }]);
    expect(filters({ from: '2024-01-06', to: '2024-01-05' })).to.deep.equal([]);
    expect(filters({ from: '2023-02-29' })).to.deep.equal([]);
    expect(filters({ from: '5.01.2024' })).to.deep.equal([]);
    expect(filters({})).to.deep.equal([]);
    expect(normalizeState({ page: 3, pageSize: 50, search: 'x' })).to.include({
      page: 3,
      pageSize: 50,
      search: 'x',
    });
  });

  it('changes of search, filter and sort go back to page 1; page size keeps the first row shown', () => {
    const state: DataTableState = { ...initialState(), page: 4 };
    expect(withSearch(state, 'ab')).to.include({ search: 'ab', page: 1 });
    expect(withFilter(state, 'name', 'x').filters).to.deep.equal([{ id: 'name', value: 'x' }]);
    expect(withFilter(withFilter(state, 'name', 'x'), 'name', '  ').filters).to.deep.equal([]);
    expect(withSort(state, [{ id: 'a', desc: true }])).to.deep.include({
      sort: [{ id: 'a', desc: true }],
      page: 1,
    });
    // Page 4 of 25 starts at row 76: with 10 a page, that is page 8.
    expect(withPageSize(state, 10)).to.include({ page: 8, pageSize: 10 });
  });

  it('counts pages and the range of a page', () => {
    expect(pageCount(0, 25)).to.equal(1);
    expect(pageCount(2340, 25)).to.equal(94);
    expect(clampPage(100, 2340, 25)).to.equal(94);
    expect(clampPage(0, 2340, 25)).to.equal(1);
    expect(pageRange(1, 25, 2340)).to.deep.equal({ from: 1, to: 25 });
    expect(pageRange(94, 25, 2340)).to.deep.equal({ from: 2326, to: 2340 });
    expect(pageRange(1, 25, 0)).to.deep.equal({ from: 0, to: 0 });
  });

  it("keeps the hidden columns: the state's when set (known ids, never all), else the columns' flags", () => {
    const columns = [{ id: 'a' }, { id: 'b', hidden: true }, { id: 'c' }];
    const state = initialState();
    expect(hiddenColumns(state, columns)).to.deep.equal(['b']);
    expect(normalizeState({ hidden: ['a', 'a', 3 as never, 'x'] }).hidden).to.deep.equal(['a', 'x']);
    expect('hidden' in normalizeState({})).to.equal(false);
    const chosen = withHidden(state, ['c', 'x']);
    expect(chosen.page).to.equal(state.page);
    expect(hiddenColumns(chosen, columns)).to.deep.equal(['c']);
    expect(knownHidden(chosen, columns).hidden).to.deep.equal(['c']);
    // No columns yet: nothing is known, the ids stay for when they come.
    expect(knownHidden(chosen, [])).to.equal(chosen);
    const all = withHidden(state, ['a', 'b', 'c']);
    expect(hiddenColumns(all, columns)).to.deep.equal(['b']);
    expect('hidden' in knownHidden(all, columns)).to.equal(false);
    const same = withHidden(state, ['a']);
    expect(knownHidden(same, columns)).to.equal(same);
  });

  it('keeps the widths the user gave: finite pixels, clamped from 48 to 2000; keys step 16 or 64', () => {
    expect(normalizeWidths({ a: 120.4, b: 5, c: 1e6, d: 'x', e: Number.NaN })).to.deep.equal({
      a: 120,
      b: 48,
      c: 2000,
    });
    expect(normalizeWidths([])).to.equal(undefined);
    expect(normalizeWidths({})).to.equal(undefined);
    expect(normalizeState({ widths: { a: 100 } }).widths).to.deep.equal({ a: 100 });
    expect('widths' in withWidths({ ...initialState(), widths: { a: 1 } }, {})).to.equal(false);
    expect(clampWidth(47.6)).to.equal(48);
    expect(keyedWidth('ArrowRight', false, false, 100)).to.equal(116);
    expect(keyedWidth('ArrowLeft', true, false, 100)).to.equal(48);
    expect(keyedWidth('ArrowLeft', false, true, 100)).to.equal(116);
    expect(keyedWidth('ArrowUp', true, false, 100)).to.equal(164);
    expect(keyedWidth('Enter', false, false, 100)).to.equal(undefined);
  });

  it("maps to and from table-core's slices", () => {
    const state = normalizeState({
      sort: [{ id: 'a', desc: false }],
      filters: [
        { id: 'a', value: 'x' },
        { id: 'b', value: { from: '2024-01-01' } },
        { id: 'c', value: ['on', 'off'] },
      ],
      page: 3,
      pageSize: 10,
    });
    expect(toSorting(state)).to.deep.equal([{ id: 'a', desc: false }]);
    // Every kind: each column's filter function reads its own.
    expect(toColumnFilters(state)).to.deep.equal([
      { id: 'a', value: 'x' },
      { id: 'b', value: { from: '2024-01-01' } },
      { id: 'c', value: ['on', 'off'] },
    ]);
    expect(toPagination(state)).to.deep.equal({ pageIndex: 2, pageSize: 10 });
    expect(fromSorting([{ id: 'b', desc: true }])).to.deep.equal([{ id: 'b', desc: true }]);
    expect(sameState(state, normalizeState(JSON.parse(JSON.stringify(state))))).to.equal(true);
  });
});
