// Adapter: AG Grid Community with the client-side row model (all modules of the community package,
// its default Quartz theme). Columns share the width (flex); `cacheQuickFilter`, which its docs give
// for Quick Filter performance, is on. Its Quick Filter is the `quickFilterText` grid option, set from
// a search field on each input, as its docs show; it matches the upper-cased values of every column.
import { AllCommunityModule, ModuleRegistry, createGrid } from 'ag-grid-community';

ModuleRegistry.registerModules([AllCommunityModule]);

let grid;
let host;
let input;

const DATA_TYPES = { number: 'number', date: 'dateString', text: 'text', status: 'text' };

export default {
  name: 'ag-grid',
  scrollMode: 'scroll',
  mount(container, rows, columns) {
    input = document.createElement('input');
    input.type = 'search';
    input.setAttribute('aria-label', 'Quick filter');
    host = document.createElement('div');
    host.style.flex = '1';
    host.style.minHeight = '0';
    container.append(input, host);
    grid = createGrid(host, {
      rowData: rows,
      columnDefs: columns.map(({ id, header, type }) => ({
        field: id,
        headerName: header,
        cellDataType: DATA_TYPES[type],
      })),
      defaultColDef: { flex: 1, minWidth: 100 },
      cacheQuickFilter: true,
    });
    input.addEventListener('input', () => grid.setGridOption('quickFilterText', input.value));
  },
  observeRoots: () => [host],
  // Its header row is an .ag-row too.
  rowElements: () => (host ? host.querySelectorAll('.ag-row:not(.ag-header-row)') : []),
  // AG Grid 36 scrolls one viewport, the header held over its top.
  scroller: () => host.querySelector('.ag-grid-viewport'),
  stickyHeaderHeight: () => host.querySelector('.ag-header').getBoundingClientRect().height,
  sortTarget: (id) => host.querySelector(`.ag-header-cell[col-id="${id}"] .ag-header-cell-label`),
  filterInput: () => input,
  toTop() {
    grid.ensureIndexVisible(0, 'top');
  },
};
