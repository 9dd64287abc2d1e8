import Value from 'typebox/value';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_ISSUES_LIST,
  MAX_SORT_KEYS,
  PAGE_SIZES,
  SERVICES_LIST,
  SIEM_CASES_LIST,
  STAFF_ISSUES_LIST,
  sortTerms,
  type ListDescription,
} from './lists.js';
import { API, PAGES, pathOf } from './routes.js';
import { listQuerySchema } from './schemas/list-query.js';

const LISTS: [string, ListDescription][] = [
  ['services', SERVICES_LIST],
  ['SOC cases', SIEM_CASES_LIST],
  ['client issues', CLIENT_ISSUES_LIST],
  ['staff issues', STAFF_ISSUES_LIST],
];

/** The scope a list cannot do without (the service type), so that a query is complete. */
const required = (list: ListDescription) =>
  Object.fromEntries(
    Object.entries(list.scope)
      .filter(([, param]) => param.required)
      .map(([name]) => [name, 'vps']),
  );

describe.each(LISTS)('the %s list', (_, list) => {
  const schema = listQuerySchema(list);
  const check = (query: Record<string, string>) => Value.Check(schema, { ...required(list), ...query });

  it('orders by its own keys by default, at most two of them', () => {
    const terms = sortTerms(list.defaultSort);
    expect(terms.length).toBeGreaterThan(0);
    expect(terms.length).toBeLessThanOrEqual(MAX_SORT_KEYS);
    for (const term of terms) expect(list.sortKeys).toContain(term.key);
    expect(check({ sort: list.defaultSort })).toBe(true);
  });

  it('takes every page size and no other, and offsets in digits only', () => {
    for (const size of PAGE_SIZES) expect(check({ limit: String(size) })).toBe(true);
    expect(check({ limit: '30' })).toBe(false);
    expect(check({ offset: '50' })).toBe(true);
    expect(check({ offset: '-1' })).toBe(false);
    expect(check({ offset: '1e3' })).toBe(false);
  });

  it('takes each sort key either way, two at most, and no unknown key', () => {
    for (const key of list.sortKeys) {
      expect(check({ sort: key })).toBe(true);
      expect(check({ sort: `-${key}` })).toBe(true);
    }
    const [a, b, c] = list.sortKeys;
    expect(check({ sort: `${a},-${b}` })).toBe(true);
    expect(check({ sort: `${a},${b},${c}` })).toBe(false);
    expect(check({ sort: 'password' })).toBe(false);
  });

  it('takes each filter value it describes and refuses others and unknown parameters', () => {
    for (const [column, filter] of Object.entries(list.columnFilters)) {
      const param = filter.param ?? column;
      if (filter.kind === 'set') {
        expect(check({ [param]: filter.values.join(',') })).toBe(true);
        expect(check({ [param]: 'nonsense' })).toBe(false);
      }
      if (filter.kind === 'text') {
        expect(check({ [param]: 'x'.repeat(100) })).toBe(true);
        expect(check({ [param]: 'x'.repeat(101) })).toBe(false);
      }
    }
    expect(check({ debug: '1' })).toBe(false);
  });
});

describe('the lists whose filters take ids', () => {
  it('takes a set of ids and none for the SOC cases, no leading zero', () => {
    const schema = listQuerySchema(SIEM_CASES_LIST);
    expect(Value.Check(schema, { assignee: '7,none,12' })).toBe(true);
    expect(Value.Check(schema, { assignee: '07' })).toBe(false);
  });

  it('takes one project and one assignee (or none) for the staff issues', () => {
    const schema = listQuerySchema(STAFF_ISSUES_LIST);
    expect(Value.Check(schema, { project: '3', assignee: 'none' })).toBe(true);
    expect(Value.Check(schema, { project: 'none' })).toBe(false);
    expect(Value.Check(schema, { assignee: '1,2' })).toBe(false);
  });

  it('needs the service type', () => {
    expect(Value.Check(listQuerySchema(SERVICES_LIST), {})).toBe(false);
  });
});

describe('pathOf', () => {
  it('fills in each parameter as one encoded path segment', () => {
    expect(pathOf(API.staffSupportIssueStatus, { id: 12 })).toBe('/api/admin/support/issues/12/status');
    expect(pathOf(PAGES.language, { locale: 'en/../x' })).toBe('/lang/en%2F..%2Fx');
  });
});
