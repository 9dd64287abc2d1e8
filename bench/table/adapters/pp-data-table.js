// Adapter: <pp-data-table> with client-side `rows`, from the element's sources (built by the runner).
// It pages (25 rows a page, its default), so "scroll by a page" is its next-page button (the virtual
// table is pp-data-table-virtual.js). Its own search field filters.
import '../../../packages/elements/src/pp-data-table/pp-data-table.ts';

let element;

const shadow = () => element.shadowRoot;

export default {
  name: 'pp-data-table',
  scrollMode: 'page',
  async mount(container, rows, columns) {
    element = document.createElement('pp-data-table');
    element.lang = 'en';
    element.label = 'Benchmark';
    element.statusLabels = { active: 'Active', pending: 'Pending', suspended: 'Suspended', failed: 'Failed' };
    element.columns = columns.map(({ id, header, type }) => ({ id, header, type }));
    element.rows = rows;
    // The grid's scroll box fills the stage below the toolbar, above the pagination bar.
    element.style.setProperty('--pp-data-table-max-height', '520px');
    container.append(element);
    await element.updateComplete;
  },
  // The grid and the pagination bar (its range text); not the live region, whose announcements and
  // their removal seconds later are no painted result.
  observeRoots: () =>
    element?.shadowRoot
      ? [shadow().querySelector('.scroller'), shadow().querySelector('[part="pagination"]')]
      : [],
  rowElements: () => (element?.shadowRoot ? shadow().querySelectorAll('tbody tr[part~="row"]') : []),
  scroller: () => shadow().querySelector('.scroller'),
  stickyHeaderHeight: () => shadow().querySelector('thead').getBoundingClientRect().height,
  sortTarget: (id) =>
    [...shadow().querySelectorAll('th[role="columnheader"]')].find(
      (th) => element.columns[Number(th.dataset.col)]?.id === id,
    ),
  nextPageButton: () => shadow().querySelectorAll('[part="page-button"]')[2],
  filterInput: () => shadow().querySelector('input[part="search"]'),
  async toTop() {
    element.state = { ...element.state, page: 1 };
    await element.updateComplete;
  },
};
