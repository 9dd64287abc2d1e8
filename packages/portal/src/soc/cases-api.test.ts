import { describe, expect, it } from 'vitest';
import { sameAssignees } from './cases-api';

describe('the case list', () => {
  it('tells the same assignees apart from new ones', () => {
    const one = [{ id: 1, full_name: 'Anna' }];
    expect(sameAssignees(one, [{ id: 1, full_name: 'Anna' }])).toBe(true);
    expect(sameAssignees(one, [{ id: 1, full_name: 'Anna B.' }])).toBe(false);
    expect(sameAssignees(one, [])).toBe(false);
  });
});
