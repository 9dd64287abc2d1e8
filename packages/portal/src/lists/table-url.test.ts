import { describe, expect, it } from 'vitest';
import { isNavigation, searchFromState, stateFromSearch, type TableUrlOptions } from './table-url';

const options: TableUrlOptions = {
  sortable: ['name', 'status', 'created_at'],
  filters: { name: 'text', status: 'set' },
  pageSizes: [25, 50, 100],
};

const read = (query: string) => stateFromSearch(new URLSearchParams(query), options);

describe('a list state in the address', () => {
  it('reads the defaults from a plain address, and writes nothing for them', () => {
    const state = read('');
    expect(state).toEqual({ sort: [], filters: [], search: '', page: 1, pageSize: 25 });
    expect(searchFromState(state, options).toString()).toBe('');
  });

  it('reads and writes every part, in the menu convention (filter[status]=…)', () => {
    const query =
      'sort=-created_at%2Cname&filter%5Bname%5D=web&filter%5Bstatus%5D=active%2Cinactive&search=eu&page=3&per_page=50';
    const state = read(query);
    expect(state).toEqual({
      sort: [
        { id: 'created_at', desc: true },
        { id: 'name', desc: false },
      ],
      filters: [
        { id: 'name', value: 'web' },
        { id: 'status', value: ['active', 'inactive'] },
      ],
      search: 'eu',
      page: 3,
      pageSize: 50,
    });
    expect(searchFromState(state, options).toString()).toBe(query);
    expect(read(searchFromState(state, options).toString())).toEqual(state);
  });

  it("opens 'My cases' from the menu's query", () => {
    expect(read('filter[status]=mine').filters).toEqual([{ id: 'status', value: ['mine'] }]);
  });

  it.each([
    ['an unknown sort column', 'sort=password,-name', { sort: [{ id: 'name', desc: true }] }],
    ['a repeated sort column', 'sort=name,-name', { sort: [{ id: 'name', desc: false }] }],
    [
      'more than two sort keys',
      'sort=name,status,created_at',
      {
        sort: [
          { id: 'name', desc: false },
          { id: 'status', desc: false },
        ],
      },
    ],
    ['a filter on a column without one', 'filter[created_at]=2024', { filters: [] }],
    ['an empty filter', 'filter[name]=%20%20', { filters: [] }],
    ['page zero', 'page=0', { page: 1 }],
    ['a page that is no number', 'page=2x', { page: 1 }],
    ['a page size the list does not offer', 'per_page=1000', { pageSize: 25 }],
    ['a negative page size', 'per_page=-50', { pageSize: 25 }],
  ])('ignores %s', (_, query, expected) => {
    expect(read(query)).toMatchObject(expected);
  });

  it("keeps the page's other parameters and replaces the list's own", () => {
    const params = new URLSearchParams('tab=2&page=4&filter[name]=old');
    const state = { ...read(''), page: 2 };
    expect(searchFromState(state, options, params).toString()).toBe('tab=2&page=2');
  });

  it('adds a history entry for sorting and paging, not for typing', () => {
    const before = read('');
    expect(isNavigation(before, { ...before, page: 2 })).toBe(true);
    expect(isNavigation(before, { ...before, sort: [{ id: 'name', desc: false }] })).toBe(true);
    expect(isNavigation(before, { ...before, pageSize: 50 })).toBe(true);
    expect(isNavigation(before, { ...before, search: 'w' })).toBe(false);
    expect(isNavigation(before, { ...before, filters: [{ id: 'name', value: 'w' }] })).toBe(false);
  });
});
