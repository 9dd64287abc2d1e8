// Adapter: <pp-data-table> with client-side `rows`, from the element's sources (built by the runner).
// It pages (25 rows a page, its default), so "scroll by a page" is its next-page button; with
// `virtual` (pp-data-table-virtual.js) it scrolls every row like the peers. Its own search field filters.
import '../../../packages/elements/src/pp-data-table/pp-data-table.ts';

/** The adapter of a paged table, or of a virtual one (`virtual`). */
export function dataTableAdapter({ name, virtual }) {
  let element;
  const shadow = () => element.shadowRoot;
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  return {
    name,
    scrollMode: virtual ? 'scroll' : 'page',
    async mount(container, rows, columns) {
      element = document.createElement('pp-data-table');
      element.lang = 'en';
      element.label = 'Benchmark';
      element.virtual = virtual;
      element.statusLabels = {
        active: 'Active',
        pending: 'Pending',
        suspended: 'Suspended',
        failed: 'Failed',
      };
      element.columns = columns.map(({ id, header, type }) => ({ id, header, type }));
      element.rows = rows;
      // The grid's scroll box fills the stage below the toolbar, above the pagination bar (or the count).
      element.style.setProperty('--pp-data-table-max-height', virtual ? '560px' : '520px');
      container.append(element);
      await element.updateComplete;
      // A virtual table's first render waits for the virtualizer's module; its rows come on the next.
      while (virtual && !shadow().querySelector('tbody[data-virtual] tr')) await frame();
    },
    // The grid and the pagination bar (its range text) or the count; not the live region, whose
    // announcements and their removal seconds later are no painted result.
    observeRoots: () =>
      element?.shadowRoot
        ? [
            shadow().querySelector('.scroller'),
            shadow().querySelector(virtual ? '[part="count"]' : '[part="pagination"]'),
          ]
        : [],
    rowElements: () => (element?.shadowRoot ? shadow().querySelectorAll('tbody tr[part~="row"]') : []),
    scroller: () => shadow().querySelector('.scroller'),
    stickyHeaderHeight: () => shadow().querySelector('thead').getBoundingClientRect().height,
    sortTarget: (id) =>
      [...shadow().querySelectorAll('th[role="columnheader"]')].find(
        (th) => element.columns[Number(th.dataset.col)]?.id === id,
      ),
    nextPageButton: virtual ? undefined : () => shadow().querySelectorAll('[part="page-button"]')[2],
    filterInput: () => shadow().querySelector('input[part="search"]'),
    async toTop() {
      if (virtual) {
        shadow().querySelector('.scroller').scrollTop = 0;
        await frame();
        return;
      }
      element.state = { ...element.state, page: 1 };
      await element.updateComplete;
    },
  };
}

export default dataTableAdapter({ name: 'pp-data-table', virtual: false });
