import { expect } from '@open-wc/testing';
import '../test-support/node-env.js';
import { cellText, collator, contains } from './format.js';
import { RowCache } from './row-cache.js';
import { compareKeys, rankTexts } from './sort-keys.js';
import { initialState } from './state.js';
import { TableModel } from './table-model.js';
import type { DataTableColumn, DataTableRow } from './types.js';

const columns: DataTableColumn[] = [
  { id: 'name', header: 'Name' },
  { id: 'status', header: 'Status', type: 'status' },
  { id: 'cpu', header: 'CPU', type: 'number' },
  { id: 'created', header: 'Created', type: 'date' },
  { id: 'actions', header: 'Actions', type: 'actions', actions: [{ id: 'edit', label: 'Edit' }] },
];
const labels = { active: 'Aktywny', failed: 'Błąd' };
const rows: DataTableRow[] = [
  { name: 'Żaba-10', status: 'active', cpu: 1234.5, created: '2024-03-05' },
  { name: 'ala-9', status: 'failed', cpu: 7, created: '2023-12-24' },
  { name: 'Ala-9', status: 'active', cpu: undefined, created: undefined },
  { name: 'zebra', status: 'failed', cpu: 1234.5, created: '2024-03-05' },
  { name: undefined, status: undefined, cpu: 0, created: 'no date' },
  { name: 'ÉCOLE', status: 'active', cpu: 12, created: '2022-01-01' },
];

/** The rows the search of `query` matches, as `contains` matches one cell's text (the old search). */
const expected = (query: string, lang = 'pl', labelled = labels, cols = columns) =>
  rows
    .map((row, index) => ({ row, index }))
    .filter(({ row }) =>
      cols
        .filter((c) => c.type !== 'actions')
        .some((c) => contains(cellText(c, row, lang, labelled), query, lang)),
    )
    .map(({ index }) => index);

/** Runs a search pass over every row, as table-core's filtered row model does. */
const searched = (cache: RowCache, query: string) => {
  const pass = cache.search(query);
  return rows.map((_, index) => index).filter((index) => pass.test(index));
};

describe('data table row cache', () => {
  it('gives the texts cells show, and forgets them when the rows, columns, language or labels change', () => {
    const cache = new RowCache();
    expect(cache.use(rows, columns, 'pl', labels)).to.equal(true);
    expect(cache.use(rows, columns, 'pl', labels)).to.equal(false);
    for (let c = 0; c < columns.length; c++) {
      expect(cache.texts(c)).to.deep.equal(rows.map((row) => cellText(columns[c]!, row, 'pl', labels)));
    }
    expect(cache.texts(1)[0]).to.equal('Aktywny');

    expect(cache.use(rows, columns, 'en', labels)).to.equal(true);
    expect(cache.texts(1)[0]).to.equal('Aktywny');
    expect(cache.texts(3)[0]).to.equal(cellText(columns[3]!, rows[0]!, 'en', labels));
    expect(cache.texts(3)[0]).to.not.equal(cellText(columns[3]!, rows[0]!, 'pl', labels));

    const english = { active: 'Active', failed: 'Failed' };
    expect(cache.use(rows, columns, 'en', english)).to.equal(true);
    expect(cache.texts(1)[0]).to.equal('Active');
    expect(searched(cache, 'aktywny')).to.deep.equal([]);
    expect(searched(cache, 'active')).to.deep.equal([0, 2, 5]);

    const fewer = rows.slice(0, 2);
    expect(cache.use(fewer, columns, 'en', english)).to.equal(true);
    expect(cache.texts(0)).to.deep.equal(['Żaba-10', 'ala-9']);

    const renamed = columns.map((c) => (c.id === 'name' ? { ...c, type: 'number' as const } : c));
    expect(cache.use(fewer, renamed, 'en', english)).to.equal(true);
    expect(cache.texts(0)).to.deep.equal(
      ['Żaba-10', 'ala-9'].map((name) => cellText(renamed[0]!, { name }, 'en', english)),
    );
  });

  it('searches as the cells read, case-insensitive in the language, never across two cells', () => {
    const cache = new RowCache();
    cache.use(rows, columns, 'pl', labels);
    for (const query of [
      '',
      '  ',
      'ala',
      'ALA-9',
      'żab',
      'błąd',
      'aktyw',
      '1 234,5',
      '2024',
      'mar',
      'école',
      'edit',
      'no date',
      '9aktywny',
      'x',
    ]) {
      expect(searched(cache, query), query).to.deep.equal(expected(query));
    }
    // A query holding the separator of the search text is matched cell by cell.
    expect(searched(cache, 'ala-9\u0000akt')).to.deep.equal([]);
  });

  it('narrows a search that extends the last one to its matches, with the same results', () => {
    const cache = new RowCache();
    cache.use(rows, columns, 'pl', labels);
    const typed = ['a', 'al', 'ala', 'ala-', 'ala-9', 'ala-', 'a', '', 'z', 'ze', 'zeb'];
    for (const query of typed) expect(searched(cache, query), query).to.deep.equal(expected(query));

    // Narrowed: a row the last pass did not match is not looked at again.
    cache.search('zeb');
    const narrowed = cache.search('zebra');
    expect(narrowed.test(0)).to.equal(false);
    expect(narrowed.test(3)).to.equal(true);

    // A pass that did not see every row does not narrow the next one.
    const partial = cache.search('q');
    partial.test(0);
    expect(searched(cache, 'qa')).to.deep.equal(expected('qa'));

    // New rows: the last search's matches are forgotten.
    const more = [...rows, { name: 'zebra-2' }];
    cache.search('zeb');
    cache.use(more, columns, 'pl', labels);
    const pass = cache.search('zebr');
    expect(more.map((_, i) => i).filter((i) => pass.test(i))).to.deep.equal([3, 6]);
  });
});

describe('data table sort keys', () => {
  it('ranks texts in the order of the collator, with ties where it finds texts equal', () => {
    const texts = ['b-10', 'a-9', 'B-9', 'ą', 'a', 'Ą', '', 'a-10', 'b-9', 'z', 'Ż', 'ż', 'e'];
    const compare = collator('pl').compare;
    const ranks = rankTexts(texts, compare);
    for (let i = 0; i < texts.length; i++) {
      for (let j = 0; j < texts.length; j++) {
        expect(Math.sign(ranks[i]! - ranks[j]!), `${texts[i]} ${texts[j]}`).to.equal(
          Math.sign(compare(texts[i]!, texts[j]!)),
        );
      }
    }
  });

  it('gives each column its keys; rows without a value sort last both ways', () => {
    const cache = new RowCache();
    cache.use(rows, columns, 'pl', labels);
    const order = (column: number, desc: boolean) => {
      const slot = { ...cache.sortKeys(column), desc };
      // As table-core: the comparison turned round when descending, then the row index.
      return rows
        .map((_, i) => i)
        .sort((a, b) => (desc ? -1 : 1) * compareKeys(slot, a, b) || a - b)
        .map((i) => String(rows[i]!['name'] ?? '-'));
    };
    // Names by the collator (numeric, base letters); the row without a name last.
    expect(order(0, false)).to.deep.equal(['ala-9', 'Ala-9', 'ÉCOLE', 'zebra', 'Żaba-10', '-']);
    expect(order(0, true)).to.deep.equal(['Żaba-10', 'zebra', 'ÉCOLE', 'ala-9', 'Ala-9', '-']);
    // Statuses by their labels.
    expect(order(1, false)).to.deep.equal(['Żaba-10', 'Ala-9', 'ÉCOLE', 'ala-9', 'zebra', '-']);
    // Numbers by value, the undefined one last.
    expect(order(2, false)).to.deep.equal(['-', 'ala-9', 'ÉCOLE', 'Żaba-10', 'zebra', 'Ala-9']);
    expect(order(2, true)).to.deep.equal(['Żaba-10', 'zebra', 'ÉCOLE', 'ala-9', '-', 'Ala-9']);
    // Dates by timestamp (a row without a date compares as NaN did in table-core's sortFn_basic).
    const dated = (names: string[]) => names.filter((n) => n !== '-' && n !== 'Ala-9');
    expect(dated(order(3, false))).to.deep.equal(['ÉCOLE', 'ala-9', 'Żaba-10', 'zebra']);
  });

  it("works out the sortable columns' keys ahead, one column a call, and sorts by them; new rows get their own", () => {
    const model = new TableModel();
    const input = { rows, columns, lang: 'pl', statusLabels: labels };
    let calls = 0;
    while (model.prepareNextSortKeys(input)) calls++;
    // Name, status, number and date: the actions column does not sort.
    expect(calls).to.equal(4);
    expect(model.prepareNextSortKeys(input)).to.be.false;
    const names = (shown: readonly DataTableRow[]) => shown.map((row) => String(row['name'] ?? '-'));
    const sorted = (given: readonly DataTableRow[]) =>
      model.view({ ...input, rows: given, state: { ...initialState(), sort: [{ id: 'name', desc: false }] } })
        .rows;
    // table-core given every row ahead (once), then sorting by the keys worked out ahead.
    const unsorted = { ...input, state: initialState() };
    expect(model.prepareSearchTexts(unsorted)).to.be.true;
    expect(model.prepareSearchTexts(unsorted)).to.be.false;
    expect(model.prepareAllRows(unsorted)).to.be.true;
    expect(model.prepareAllRows(unsorted)).to.be.false;
    expect(names(sorted(rows))).to.deep.equal(['ala-9', 'Ala-9', 'ÉCOLE', 'zebra', 'Żaba-10', '-']);
    // The search by the texts worked out ahead.
    const found = model.view({ ...unsorted, state: { ...initialState(), search: 'ala' } }).rows;
    expect(names(found)).to.deep.equal(['ala-9', 'Ala-9']);
    // Other rows (another array): their keys, not the ones worked out ahead for the rows before.
    const other = [{ name: 'b' }, { name: 'a' }, { name: 'c' }];
    expect(names(sorted(other))).to.deep.equal(['a', 'b', 'c']);
    expect(model.prepareNextSortKeys({ ...input, rows: other })).to.be.true;
  });
});
