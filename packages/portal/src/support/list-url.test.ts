import { describe, expect, it } from 'vitest';
import { searchFromState, stateFromSearch } from '../lists/table-url';
import { CLIENT_ISSUES_URL, STAFF_ISSUES_URL } from './list-url';

describe('the support lists in the address', () => {
  it('read sort, filters, search and page of the client list; ignore what it does not have', () => {
    const params = new URLSearchParams(
      'sort=-created_at,subject&filter[status]=new,open&filter[category]=billing&filter[subject]=web&filter[project]=2&search=x&page=3&per_page=50',
    );
    expect(stateFromSearch(params, CLIENT_ISSUES_URL)).toEqual({
      sort: [
        { id: 'created_at', desc: true },
        { id: 'subject', desc: false },
      ],
      filters: [
        { id: 'status', value: ['new', 'open'] },
        { id: 'category', value: ['billing'] },
        { id: 'subject', value: 'web' },
      ],
      search: 'x',
      page: 3,
      pageSize: 50,
    });
    // The client list does not sort by project or assignee.
    expect(stateFromSearch(new URLSearchParams('sort=project'), CLIENT_ISSUES_URL).sort).toEqual([]);
  });

  it("keep 'Moje' and the staff list's project and assignee beside the table's state", () => {
    const params = new URLSearchParams('project=2&assignee=none&filter[status]=mine&sort=assignee');
    const state = stateFromSearch(params, STAFF_ISSUES_URL);
    expect(state.filters).toEqual([{ id: 'status', value: ['mine'] }]);
    expect(state.sort).toEqual([{ id: 'assignee', desc: false }]);
    const next = searchFromState({ ...state, page: 2 }, STAFF_ISSUES_URL, params);
    expect(next.toString()).toBe('project=2&assignee=none&sort=assignee&filter%5Bstatus%5D=mine&page=2');
  });
});
