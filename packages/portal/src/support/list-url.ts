/** What the support issue lists keep in their address (see lists/table-url.ts). */
import { CLIENT_ISSUES_LIST, STAFF_ISSUES_LIST } from '@portal-elements/contract';
import { defaultSortOf, urlOptionsOf } from '../lists/table-url';

/** What the client's issue list keeps in its address. */
export const CLIENT_ISSUES_URL = urlOptionsOf(CLIENT_ISSUES_LIST);
/**
 * What the staff issue list keeps in its address; 'Moje' / 'Mine' is `filter[status]=mine`. The
 * project and the assignee are `project=<id>` and `assignee=<id|none>` beside them: the server takes
 * one of each (the list's scope), so they are single choices above the table.
 */
export const STAFF_ISSUES_URL = urlOptionsOf(STAFF_ISSUES_LIST);
/** Both lists' own order, last changed first, shown on the headers while the address names none. */
export const ISSUES_DEFAULT_SORT = defaultSortOf(CLIENT_ISSUES_LIST);
