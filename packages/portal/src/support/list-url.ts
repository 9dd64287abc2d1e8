/** What the support issue lists keep in their address (see lists/table-url.ts). */
import type { TableUrlOptions } from '../lists/table-url';
import { PAGE_SIZES } from './columns';

/** What the client's issue list keeps in its address (see lists/table-url.ts). */
export const CLIENT_ISSUES_URL: TableUrlOptions = {
  sortable: ['subject', 'category', 'status', 'created_at', 'updated_at', 'resolved_at'],
  filters: { subject: 'text', category: 'set', status: 'set' },
  pageSizes: PAGE_SIZES,
  defaultPageSize: 25,
};
/**
 * What the staff issue list keeps in its address (see lists/table-url.ts); 'Moje' / 'Mine' is
 * `filter[status]=mine`. The project and the assignee are `project=<id>` and `assignee=<id|none>`
 * beside them: the server takes one of each, so they are single choices above the table.
 */
export const STAFF_ISSUES_URL: TableUrlOptions = {
  sortable: [
    'subject',
    'category',
    'status',
    'project',
    'assignee',
    'created_at',
    'updated_at',
    'resolved_at',
  ],
  filters: { subject: 'text', category: 'set', status: 'set' },
  pageSizes: PAGE_SIZES,
  defaultPageSize: 25,
};
