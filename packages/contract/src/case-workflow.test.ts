import { describe, expect, it } from 'vitest';
import { CASE_STATUSES } from './enums.js';
import { CASE_TRANSITIONS, canMoveCase, isCaseReopen } from './case-workflow.js';

describe('the SOC case workflow', () => {
  it('goes forward one step at a time: new, in progress, resolved, closed', () => {
    expect(canMoveCase('new', 'in_progress')).toBe(true);
    expect(canMoveCase('in_progress', 'resolved')).toBe(true);
    expect(canMoveCase('resolved', 'closed')).toBe(true);
    expect(canMoveCase('new', 'resolved')).toBe(false);
    expect(canMoveCase('new', 'closed')).toBe(false);
    expect(canMoveCase('in_progress', 'closed')).toBe(false);
  });

  it('reopens a resolved or closed case to in progress, and only those', () => {
    expect(canMoveCase('resolved', 'in_progress')).toBe(true);
    expect(canMoveCase('closed', 'in_progress')).toBe(true);
    expect(canMoveCase('closed', 'resolved')).toBe(false);
    expect(canMoveCase('closed', 'new')).toBe(false);
    const reopens = CASE_STATUSES.flatMap((from) =>
      CASE_TRANSITIONS[from].filter((to) => isCaseReopen(from, to)).map((to) => `${from}→${to}`),
    );
    expect(reopens).toEqual(['resolved→in_progress', 'closed→in_progress']);
  });

  it('never stays put and never leads to an unknown status', () => {
    for (const from of CASE_STATUSES) {
      expect(canMoveCase(from, from)).toBe(false);
      for (const to of CASE_TRANSITIONS[from]) expect(CASE_STATUSES).toContain(to);
    }
  });
});
