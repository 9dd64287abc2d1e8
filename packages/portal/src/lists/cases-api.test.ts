import { describe, expect, it } from 'vitest';
import { UNASSIGNED } from '@portal-elements/contract';
import { casesQuery, sameAssignees } from './cases-api';

describe('the case list API', () => {
  it('sends the assignee filter as a set of ids, none for the unassigned', () => {
    const query = casesQuery({
      sort: [],
      filters: [{ id: 'assignee', value: ['7', UNASSIGNED] }],
      search: '',
      offset: 0,
      limit: 25,
    });
    expect(query.get('assignee')).toBe('7,none');
  });

  it('tells the same assignees apart from new ones', () => {
    const one = [{ id: 1, full_name: 'Anna' }];
    expect(sameAssignees(one, [{ id: 1, full_name: 'Anna' }])).toBe(true);
    expect(sameAssignees(one, [{ id: 1, full_name: 'Anna B.' }])).toBe(false);
    expect(sameAssignees(one, [])).toBe(false);
  });
});
