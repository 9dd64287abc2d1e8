import { describe, expect, it } from 'vitest';
import { listQuery } from './list-query';

const request = { sort: [], filters: [], search: '', offset: 0, limit: 25 };

describe('the query of a list endpoint', () => {
  it('sends paging always, and nothing else by default', () => {
    expect(listQuery(request, {}, { type: 'vps' }).toString()).toBe('type=vps&offset=0&limit=25');
  });

  it('sends sort keys in order, filters under their parameters, sets comma-separated, and the search', () => {
    const query = listQuery(
      {
        ...request,
        offset: 50,
        sort: [
          { id: 'severity', desc: true },
          { id: 'id', desc: false },
        ],
        filters: [
          { id: 'status', value: ['mine', 'new'] },
          { id: 'title', value: '  phishing ' },
          { id: 'allocation_model', value: ['AllocationVApp'] },
        ],
        search: ' #42 ',
      },
      { status: 'status', title: 'title', allocation_model: 'allocation' },
    );
    expect(Object.fromEntries(query)).toEqual({
      offset: '50',
      limit: '25',
      sort: '-severity,id',
      status: 'mine,new',
      title: 'phishing',
      allocation: 'AllocationVApp',
      search: '#42',
    });
  });

  it('leaves out empty filters and columns the endpoint does not filter by', () => {
    const query = listQuery(
      {
        ...request,
        filters: [
          { id: 'title', value: '   ' },
          { id: 'status', value: [] },
          { id: 'created_at', value: { from: '2026-01-01' } },
          { id: 'secret', value: 'x' },
        ],
      },
      { title: 'title', status: 'status', created_at: 'created' },
    );
    expect(query.toString()).toBe('offset=0&limit=25');
  });
});
