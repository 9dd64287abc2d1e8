import { expect } from '@open-wc/testing';
import {
  dateRange,
  dayOf,
  defaultSetOptions,
  filterKind,
  inOptionOrder,
  inRange,
  isIsoDate,
  isValidRange,
  setValues,
  withChosen,
} from './filters.js';
import type { DataTableColumn } from './types.js';

describe('data table filters', () => {
  it("knows a column's filter: `filter`, else text when `filterable`", () => {
    expect(filterKind({ id: 'a', header: 'A' })).to.equal(undefined);
    expect(filterKind({ id: 'a', header: 'A', filterable: true })).to.equal('text');
    expect(filterKind({ id: 'a', header: 'A', filter: 'set', filterable: true })).to.equal('set');
    expect(filterKind({ id: 'a', header: 'A', filter: 'date-range' })).to.equal('date-range');
  });

  it('reads set and date range values, and nothing from a value of another kind', () => {
    expect(setValues(['a', 'b'])).to.deep.equal(['a', 'b']);
    expect(setValues('a')).to.deep.equal([]);
    expect(setValues(undefined)).to.deep.equal([]);
    expect(dateRange({ from: '2024-01-01', to: '' })).to.deep.equal({ from: '2024-01-01' });
    expect(dateRange(['2024-01-01'])).to.equal(undefined);
    expect(dateRange('2024-01-01')).to.equal(undefined);
  });

  it('checks ISO dates and ranges (a start after the end is invalid; a missing end is not)', () => {
    expect(isIsoDate('2024-02-29')).to.equal(true);
    expect(isIsoDate('2023-02-29')).to.equal(false);
    expect(isIsoDate('2024-1-5')).to.equal(false);
    expect(isIsoDate(20240105)).to.equal(false);
    expect(isValidRange({ from: '2024-01-05', to: '2024-01-05' })).to.equal(true);
    expect(isValidRange({ from: '2024-01-06', to: '2024-01-05' })).to.equal(false);
    expect(isValidRange({ to: '2024-01-05' })).to.equal(true);
  });

  it('compares the day a cell shows, both ends included', () => {
    const late = Date.UTC(2024, 0, 10, 23, 30);
    expect(dayOf(late, 'UTC')).to.equal('2024-01-10');
    expect(dayOf(late, 'Europe/Warsaw')).to.equal('2024-01-11');
    expect(dayOf(NaN)).to.equal('');
    const range = { from: '2024-01-05', to: '2024-01-10' };
    expect(
      ['2024-01-04', '2024-01-05', '2024-01-10', '2024-01-11'].map((d) => inRange(d, range)),
    ).to.deep.equal([false, true, true, false]);
    expect(inRange('1999-01-01', { to: '2024-01-10' })).to.equal(true);
    expect(inRange('', { to: '2024-01-10' })).to.equal(false);
  });

  it("offers a status column's labels, else the distinct values of the rows, sorted by label", () => {
    const status: DataTableColumn = { id: 'status', header: 'Status', type: 'status' };
    const labels = { active: 'Aktywny', inactive: 'Nieaktywny', unused: 'Nieużywany' };
    const rows = [{ status: 'inactive' }, { status: 'active' }, { status: 'inactive' }, { status: null }];
    expect(defaultSetOptions({ ...status, statusLabels: { b: 'B', a: 'A' } }, rows, 'pl', {})).to.deep.equal([
      { value: 'b', label: 'B' },
      { value: 'a', label: 'A' },
    ]);
    expect(defaultSetOptions(status, rows, 'pl', labels)).to.deep.equal([
      { value: 'active', label: 'Aktywny' },
      { value: 'inactive', label: 'Nieaktywny' },
    ]);
    // With a data provider (no rows): the element's labels of a status column, else none.
    expect(defaultSetOptions(status, undefined, 'pl', labels)).to.have.length(3);
    expect(defaultSetOptions({ id: 'city', header: 'Miasto' }, undefined, 'pl', labels)).to.deep.equal([]);
    const city: DataTableColumn = { id: 'city', header: 'Miasto' };
    const cities = [{ city: 'Łódź' }, { city: 'Kraków' }, { city: 'Lublin' }, { city: 'Kraków' }];
    expect(defaultSetOptions(city, cities, 'pl', {}).map((o) => o.value)).to.deep.equal([
      'Kraków',
      'Lublin',
      'Łódź',
    ]);
  });

  it('offers chosen values that are not options too, and keeps the chosen in option order', () => {
    const options = [
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
    ];
    expect(withChosen(options, ['b', 'x'])).to.deep.equal([...options, { value: 'x', label: 'x' }]);
    expect(withChosen(options, [])).to.deep.equal(options);
    expect(inOptionOrder(['x', 'b', 'a', 'b'], options)).to.deep.equal(['a', 'b', 'x']);
  });
});
