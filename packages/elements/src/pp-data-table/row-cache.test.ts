import { expect } from '@open-wc/testing';
import '../test-support/node-env.js';
import { cellText, collator, contains } from './format.js';
import { RowCache } from './row-cache.js';
import { compareKeys, rankValues, sortOrder } from './sort-keys.js';
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

/** The rows a search matches, as its list of them and as its test of each row (table-core's). */
const searched = (cache: RowCache, query: string) => {
  const pass = cache.search(query);
  const tested = rows.map((_, index) => index).filter((index) => pass.test(index));
  expect(pass.rows ? [...pass.rows] : tested, `${query}: the list and the tests agree`).to.deep.equal(tested);
  return tested;
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

    // Narrowed: only the rows the last search matched are looked at (a row that would match now, put
    // among them by hand, shows it); the same query again is the same search.
    const zeb = cache.search('zeb');
    expect([...zeb.rows!]).to.deep.equal([3]);
    expect(cache.search('zeb')).to.equal(zeb);
    expect([...cache.search('zebra').rows!]).to.deep.equal([3]);
    // Backspace: the searches typed on the way are taken again, not searched again.
    expect(cache.search('zeb')).to.equal(zeb);
    const ala = cache.search('ala');
    expect([...ala.rows!]).to.deep.equal([1, 2]);
    expect(cache.search('zeb')).to.not.equal(zeb);
    expect(cache.search('')).to.include({ rows: undefined });
    expect(cache.search('ala')).to.not.equal(ala);

    // New rows: the last search's matches are forgotten.
    const more = [...rows, { name: 'zebra-2' }];
    cache.search('zeb');
    cache.use(more, columns, 'pl', labels);
    const pass = cache.search('zebr');
    expect(more.map((_, i) => i).filter((i) => pass.test(i))).to.deep.equal([3, 6]);
    expect([...pass.rows!]).to.deep.equal([3, 6]);
  });
});

describe('data table sort keys', () => {
  it('ranks texts in the order of the collator, with ties where it finds texts equal', () => {
    const texts = ['b-10', 'a-9', 'B-9', 'ą', 'a', 'Ą', '', 'a-10', 'b-9', 'z', 'Ż', 'ż', 'e'];
    const compare = collator('pl').compare;
    const { ranks } = rankValues(texts, compare);
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
      const compared = rows
        .map((_, i) => i)
        .sort((a, b) => (desc ? -1 : 1) * compareKeys(slot, a, b) || a - b);
      // The index's counting sort gives the same order.
      expect([...sortOrder(Uint32Array.from(rows.keys()), [slot])]).to.deep.equal(compared);
      return compared.map((i) => String(rows[i]!['name'] ?? '-'));
    };
    // Names by the collator (numeric, base letters); the row without a name last.
    expect(order(0, false)).to.deep.equal(['ala-9', 'Ala-9', 'ÉCOLE', 'zebra', 'Żaba-10', '-']);
    expect(order(0, true)).to.deep.equal(['Żaba-10', 'zebra', 'ÉCOLE', 'ala-9', 'Ala-9', '-']);
    // Statuses by their labels.
    expect(order(1, false)).to.deep.equal(['Żaba-10', 'Ala-9', 'ÉCOLE', 'ala-9', 'zebra', '-']);
    // Numbers by value, the undefined one last.
    expect(order(2, false)).to.deep.equal(['-', 'ala-9', 'ÉCOLE', 'Żaba-10', 'zebra', 'Ala-9']);
    expect(order(2, true)).to.deep.equal(['Żaba-10', 'zebra', 'ÉCOLE', 'ala-9', '-', 'Ala-9']);
    // Dates by timestamp; rows without a date (or with a text that is none) last both ways.
    expect(order(3, false)).to.deep.equal(['ÉCOLE', 'ala-9', 'Żaba-10', 'zebra', 'Ala-9', '-']);
    expect(order(3, true)).to.deep.equal(['Żaba-10', 'zebra', 'ala-9', 'ÉCOLE', 'Ala-9', '-']);
  });

  it('sorts row indexes by several keys, stable, without changing the order it is given', () => {
    const a = { ranks: Uint32Array.of(1, 0, 1, 2, 0, 1), count: 2, desc: false };
    const b = { ranks: Uint32Array.of(0, 1, 1, 0, 0, 0), count: 2, desc: true };
    const given = Uint32Array.of(5, 4, 3, 2, 1, 0);
    // By a ascending (rank 2: no value, last), then b descending; ties keep the given order.
    expect([...sortOrder(given, [a, b])]).to.deep.equal([1, 4, 2, 5, 0, 3]);
    expect([...given]).to.deep.equal([5, 4, 3, 2, 1, 0]);
    expect([...sortOrder(given, [{ ...a, desc: true }])]).to.deep.equal([5, 2, 0, 4, 1, 3]);
    expect([...sortOrder(given, [])]).to.deep.equal([...given]);
    expect(sortOrder(given, [])).to.not.equal(given);
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
    // The search texts ahead (once), then sorting by the keys worked out ahead.
    const unsorted = { ...input, state: initialState() };
    expect(model.prepareSearchTexts(unsorted)).to.be.true;
    expect(model.prepareSearchTexts(unsorted)).to.be.false;
    expect(names(sorted(rows))).to.deep.equal(['ala-9', 'Ala-9', 'ÉCOLE', 'zebra', 'Żaba-10', '-']);
    // The search by the texts worked out ahead.
    const found = model.view({ ...unsorted, state: { ...initialState(), search: 'ala' } }).rows;
    expect(names(found)).to.deep.equal(['ala-9', 'Ala-9']);
    // Other rows (another array): their keys, not the ones worked out ahead for the rows before.
    const other = [{ name: 'b' }, { name: 'a' }, { name: 'c' }];
    expect(names(sorted(other))).to.deep.equal(['a', 'b', 'c']);
    expect(model.prepareNextSortKeys({ ...input, rows: other })).to.be.true;
  });

  it("filters, searches, sorts and pages client-side rows by its index as table-core's row models do", () => {
    // Rows with ties, missing values and shared words, so that stability and "last both ways" matter.
    const statuses = ['active', 'failed', undefined];
    const many: DataTableRow[] = Array.from({ length: 240 }, (_, i) => ({
      id: `r${i}`,
      name: i % 11 === 0 ? undefined : `host-${(i * 7) % 23}${i % 3 === 0 ? ' ala' : ''}`,
      status: statuses[i % 3],
      cpu: i % 13 === 0 ? undefined : (i * 37) % 17,
      created: i % 9 === 0 ? undefined : `2024-0${1 + (i % 9)}-1${i % 10}`,
    }));
    const filtered = columns.map((c) =>
      c.id === 'status'
        ? { ...c, filter: 'set' as const }
        : c.id === 'created'
          ? { ...c, filter: 'date-range' as const, format: { timeZone: 'UTC' } }
          : c.id === 'name'
            ? { ...c, filterable: true }
            : c,
    );
    const indexed = new TableModel();
    const core = new TableModel();
    const states = [
      {},
      { sort: [{ id: 'name', desc: false }] },
      {
        sort: [
          { id: 'cpu', desc: true },
          { id: 'name', desc: false },
        ],
        page: 2,
      },
      { sort: [{ id: 'created', desc: true }], search: 'ala' },
      {
        search: 'host-1',
        sort: [
          { id: 'status', desc: false },
          { id: 'cpu', desc: false },
        ],
      },
      { filters: [{ id: 'status', value: ['failed'] }], sort: [{ id: 'cpu', desc: false }] },
      { filters: [{ id: 'created', value: { from: '2024-03-01', to: '2024-06-30' } }], search: 'błąd' },
      {
        filters: [
          { id: 'name', value: 'HOST-2' },
          { id: 'status', value: [] },
        ],
        page: 3,
        pageSize: 10,
      },
      { filters: [{ id: 'created', value: { from: '2024-09-01', to: '2024-01-01' } }], page: 5 },
      { sort: [{ id: 'name', desc: true }], search: 'host', page: 4, pageSize: 50 },
    ];
    for (const given of states) {
      const state = { ...initialState(), ...given };
      const input = { rows: many, columns: filtered, lang: 'pl', statusLabels: labels, state };
      const ours = indexed.view(input);
      const theirs = core.view({ ...input, selectable: true, rowKey: 'id' });
      const ids = (shown: readonly DataTableRow[]) => shown.map((row) => row['id']);
      expect(ids(ours.rows), JSON.stringify(given)).to.deep.equal(ids(theirs.rows));
      expect(ours.total, JSON.stringify(given)).to.equal(theirs.total);
      // A virtual table: every matching row in the same order.
      const all = indexed.view({ ...input, virtual: true });
      const every = core.view({ ...input, state: { ...state, page: 1, pageSize: many.length } });
      expect(ids(all.rows), `${JSON.stringify(given)}, virtual`).to.deep.equal(ids(every.rows));
      // The same state again: the same array (a virtualizer sees its items unchanged).
      expect(indexed.view({ ...input, virtual: true }).rows).to.equal(all.rows);
    }
  });
});
