import { expect } from '@open-wc/testing';
import { cellText, contains, countMessage, fill, formatDate, formatNumber, toTimestamp } from './format.js';
import { dataTableMessages } from './pp-data-table.messages.js';
import type { DataTableColumn } from './types.js';

const nbsp = /[\u00a0\u202f]/g;

describe('data table formatting', () => {
  it('formats numbers for the language', () => {
    expect(formatNumber(23400, 'pl').replace(nbsp, ' ')).to.equal('23 400');
    // CLDR: Polish groups from five digits; counts use grouping always (see templates.ts).
    expect(formatNumber(2340, 'pl')).to.equal('2340');
    expect(formatNumber(2340, 'pl', { useGrouping: 'always' }).replace(nbsp, ' ')).to.equal('2 340');
    expect(formatNumber(2340, 'en')).to.equal('2,340');
    expect(formatNumber(1.5, 'pl')).to.equal('1,5');
    expect(formatNumber(null, 'pl')).to.equal('');
    expect(formatNumber('n/a', 'en')).to.equal('n/a');
  });

  it('formats dates for the language, from dates, timestamps and ISO strings', () => {
    const iso = '2024-03-05T12:00:00Z';
    expect(formatDate(iso, 'pl')).to.equal('5 mar 2024');
    expect(formatDate(new Date(iso), 'en')).to.equal('Mar 5, 2024');
    expect(formatDate(toTimestamp(iso), 'en', { year: 'numeric' })).to.equal('2024');
    expect(formatDate(undefined, 'en')).to.equal('');
  });

  it('gives each column type its text; status labels from the column, then the element', () => {
    const row = { n: 1234.5, d: '2024-03-05T12:00:00Z', s: 'active', t: 'Ala' };
    const col = (c: Partial<DataTableColumn>): DataTableColumn => ({ id: 'x', header: 'X', ...c });
    expect(cellText(col({ accessor: 'n', type: 'number' }), row, 'en', {})).to.equal('1,234.5');
    expect(cellText(col({ accessor: 'd', type: 'date' }), row, 'en', {})).to.equal('Mar 5, 2024');
    expect(cellText(col({ accessor: 's', type: 'status' }), row, 'pl', { active: 'Aktywny' })).to.equal(
      'Aktywny',
    );
    expect(
      cellText(col({ accessor: 's', type: 'status', statusLabels: { active: 'Włączony' } }), row, 'pl', {
        active: 'Aktywny',
      }),
    ).to.equal('Włączony');
    expect(cellText(col({ accessor: 's', type: 'status' }), row, 'pl', {})).to.equal('active');
    expect(cellText(col({ accessor: (r) => (r as typeof row).t.toUpperCase() }), row, 'pl', {})).to.equal(
      'ALA',
    );
    expect(cellText(col({ id: 't' }), row, 'pl', {})).to.equal('Ala');
  });

  it('fills templates and counts with Polish and English plurals', () => {
    expect(fill('{from}–{to} z {total}', { from: 1, to: 25, total: '2 340' })).to.equal('1–25 z 2 340');
    expect(fill('{unknown}', {})).to.equal('{unknown}');
    const pl = dataTableMessages.pl.countText;
    const en = dataTableMessages.en.countText;
    expect([1, 2, 5, 12, 22].map((n) => countMessage(pl, 'pl', n))).to.deep.equal([
      '1 wynik',
      '2 wyniki',
      '5 wyników',
      '12 wyników',
      '22 wyniki',
    ]);
    expect([1, 2, 2340].map((n) => countMessage(en, 'en', n))).to.deep.equal([
      '1 result',
      '2 results',
      '2,340 results',
    ]);
  });

  it('matches text case-insensitively', () => {
    expect(contains('Łódź', 'łó', 'pl')).to.equal(true);
    expect(contains('Warszawa', 'kra', 'pl')).to.equal(false);
    expect(contains('anything', '  ', 'pl')).to.equal(true);
  });
});
