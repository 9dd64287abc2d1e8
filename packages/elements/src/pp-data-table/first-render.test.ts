// In a page of its own (each test file has one): here `pp-combobox` is not defined yet, so a table with
// a set filter waits for it before its first render, as on a page's first visit.
import { expect } from '@open-wc/testing';
import '../test-support/node-env.js';
import './pp-data-table.js';
import type { DataTableColumn, DataTableRow } from './types.js';

const columns: DataTableColumn[] = [
  { id: 'name', header: 'Nazwa', type: 'text' },
  { id: 'status', header: 'Status', type: 'status', filter: 'set' },
];
const rows: DataTableRow[] = [
  { id: 1, name: 'web-01', status: 'active' },
  { id: 2, name: 'db-01', status: 'inactive' },
];

describe('pp-data-table before its first render', () => {
  it('is :state(loading) while it waits to be drawn for the combobox of a set filter', async () => {
    expect(customElements.get('pp-combobox'), 'not loaded yet in this page').to.equal(undefined);
    const el = document.createElement('pp-data-table');
    el.label = 'Usługi';
    el.columns = columns;
    el.rows = rows;
    const seen: boolean[] = [];
    document.body.append(el);
    try {
      for (let turn = 0; !el.hasUpdated && turn < 100_000; turn += 1) {
        seen.push(el.matches(':state(loading)'));
        await new Promise((resolve) => setTimeout(resolve));
      }
      expect(el.hasUpdated, 'drawn').to.equal(true);
      expect(customElements.get('pp-combobox'), 'the combobox came first').not.to.equal(undefined);
      expect(seen, 'while it waited').to.include(true);
      await el.updateComplete;
      expect(el.matches(':state(loading)'), 'once drawn with its rows').to.equal(false);
      expect(el.shadowRoot!.querySelectorAll('[role="row"]').length, 'the header and the two rows').to.equal(
        3,
      );
    } finally {
      el.remove();
    }
  });
});
