// Adapter: <pp-data-table virtual> with client-side `rows`: every row in one scrolling grid, the rows in
// view (and 10 above and below) rendered. Like the peers, "scroll by a page" moves its scroller down by
// its height. Its own search field filters.
import { dataTableAdapter } from './pp-data-table.js';

export default dataTableAdapter({ name: 'pp-data-table-virtual', virtual: true });
