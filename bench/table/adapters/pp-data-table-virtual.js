// Adapter: <pp-data-table virtual> with client-side `rows`: every row in one scrolling grid, the rows in
// view (and 10 above and below) rendered. Like the peers, "scroll by a page" moves its scroller down by
// its height. Its own search field filters.
import '../../../packages/elements/src/pp-data-table/pp-data-table.ts';

let element;

const shadow = () => element.shadowRoot;

export default {
  name: 'pp-data-table-virtual',
  scrollMode: 'scroll',
  async mount(container, rows, columns) {
    element = document.createElement('pp-data-table');
    element.lang = 'en';
    element.label = 'Benchmark';
    element.virtual = true;
    element.statusLabels = { active: 'Active', pending: 'Pending', suspended: 'Suspended', failed: 'Failed' };
    element.columns = columns.map(({ id, header, type }) => ({ id, header, type }));
    element.rows = rows;
    element.style.setProperty('--pp-data-table-max-height', '560px');
    container.append(element);
    // The first render waits for the virtualizer's module; the rows come on the render after it.
    while (!element.shadowRoot?.querySelector('tbody[data-virtual] tr')) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  },
  observeRoots: () =>
    element?.shadowRoot
      ? [shadow().querySelector('.scroller'), shadow().querySelector('[part="count"]')]
      : [],
  rowElements: () => (element?.shadowRoot ? shadow().querySelectorAll('tbody tr[part~="row"]') : []),
  scroller: () => shadow().querySelector('.scroller'),
  stickyHeaderHeight: () => shadow().querySelector('thead').getBoundingClientRect().height,
  sortTarget: (id) =>
    [...shadow().querySelectorAll('th[role="columnheader"]')].find(
      (th) => element.columns[Number(th.dataset.col)]?.id === id,
    ),
  nextPageButton: undefined,
  filterInput: () => shadow().querySelector('input[part="search"]'),
  async toTop() {
    shadow().querySelector('.scroller').scrollTop = 0;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  },
};
