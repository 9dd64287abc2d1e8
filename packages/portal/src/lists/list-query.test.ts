import { describe, expect, it } from 'vitest';
import {
  CLIENT_ISSUES_LIST,
  SERVICES_LIST,
  SIEM_CASES_LIST,
  STAFF_ISSUES_LIST,
  UNASSIGNED,
  defineList,
} from '@portal-elements/contract';
import { listQuery } from './list-query';

const request = { sort: [], filters: [], search: '', offset: 0, limit: 25 };

describe('the query of a list endpoint', () => {
  it('sends the scope first, paging always, and nothing else by default', () => {
    expect(listQuery(SERVICES_LIST, request, { type: 'vps' }).toString()).toBe('type=vps&offset=0&limit=25');
    expect(listQuery(CLIENT_ISSUES_LIST, request).toString()).toBe('offset=0&limit=25');
  });

  it('sends sort keys in order, filters under their parameters, sets comma-separated, and the search', () => {
    const query = listQuery(
      SERVICES_LIST,
      {
        ...request,
        offset: 50,
        sort: [
          { id: 'status', desc: true },
          { id: 'name', desc: false },
        ],
        filters: [
          { id: 'status', value: ['active', 'inactive'] },
          { id: 'name', value: '  web ' },
          { id: 'allocation_model', value: ['AllocationVApp'] },
        ],
        search: ' #42 ',
      },
      { type: 'vps' },
    );
    expect(Object.fromEntries(query)).toEqual({
      type: 'vps',
      offset: '50',
      limit: '25',
      sort: '-status,name',
      status: 'active,inactive',
      name: 'web',
      allocation: 'AllocationVApp',
      search: '#42',
    });
  });

  it('sends the assignee filter as a set of ids, none for the unassigned', () => {
    const query = listQuery(SIEM_CASES_LIST, {
      ...request,
      filters: [{ id: 'assignee', value: ['7', UNASSIGNED] }],
    });
    expect(query.get('assignee')).toBe('7,none');
  });

  it("sends the staff's scope in the description's order, and leaves out empty values", () => {
    expect(listQuery(STAFF_ISSUES_LIST, request, { assignee: 'none', project: '3' }).toString()).toBe(
      'project=3&assignee=none&offset=0&limit=25',
    );
    expect(listQuery(STAFF_ISSUES_LIST, request, { project: '', assignee: '' }).toString()).toBe(
      'offset=0&limit=25',
    );
  });

  it('leaves out empty filters and columns the list does not filter by', () => {
    const query = listQuery(SIEM_CASES_LIST, {
      ...request,
      filters: [
        { id: 'title', value: '   ' },
        { id: 'status', value: [] },
        { id: 'created_at', value: { from: '2026-01-01' } },
        { id: 'secret', value: 'x' },
        { id: 'constructor', value: 'x' },
      ],
    });
    expect(query.toString()).toBe('offset=0&limit=25');
  });

  it('leaves out the search of a list that takes none', () => {
    const list = defineList({ ...CLIENT_ISSUES_LIST, search: false });
    expect(listQuery(list, { ...request, search: 'x' }).toString()).toBe('offset=0&limit=25');
  });
});
