// Adapter: <vaadin-grid> with client-side `items` and a <vaadin-grid-sort-column> per column (the
// styles the package loads). vaadin-grid has no global search of its own (its filters are per column,
// <vaadin-grid-filter>): a search field filters the items array on each input and gives the grid the
// result as its `items` (case-insensitive "contains" on every column's value), the grid then sorting
// that array client-side as before.
import '@vaadin/grid';
import '@vaadin/grid/vaadin-grid-sort-column.js';

let grid;
let input;

export default {
  name: 'vaadin-grid',
  scrollMode: 'scroll',
  mount(container, rows, columns) {
    input = document.createElement('input');
    input.type = 'search';
    input.setAttribute('aria-label', 'Search');
    grid = document.createElement('vaadin-grid');
    grid.style.flex = '1';
    grid.style.minHeight = '0';
    for (const { id, header } of columns) {
      const column = document.createElement('vaadin-grid-sort-column');
      column.path = id;
      column.header = header;
      grid.append(column);
    }
    const fields = columns.map((c) => c.id);
    input.addEventListener('input', () => {
      const query = input.value.trim().toLowerCase();
      grid.items = query
        ? rows.filter((row) => fields.some((field) => String(row[field]).toLowerCase().includes(query)))
        : rows;
    });
    grid.items = rows;
    container.append(input, grid);
  },
  observeRoots: () => (grid?.shadowRoot ? [grid.shadowRoot.getElementById('items'), grid] : []),
  rowElements: () => (grid?.shadowRoot ? grid.shadowRoot.querySelectorAll('#items > tr') : []),
  scroller: () => grid.shadowRoot.getElementById('table'),
  stickyHeaderHeight: () => grid.shadowRoot.getElementById('header').getBoundingClientRect().height,
  sortTarget: (id) => [...grid.querySelectorAll('vaadin-grid-sorter')].find((s) => s.path === id),
  // A row's cells show slotted content from the grid's light DOM.
  rowText: (row) =>
    [...row.querySelectorAll('slot')]
      .map((slot) => slot.assignedNodes({ flatten: true })[0]?.textContent ?? '')
      .join(' '),
  filterInput: () => input,
  toTop() {
    grid.scrollToIndex(0);
  },
};
