import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../api/http';
import { clientIssuesProvider, issuesQuery, labelsOf, staffIssuesProvider, supportApi } from './support-api';

const table = { sort: [], filters: [], search: '', offset: 0, limit: 25 };

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('issuesQuery', () => {
  it('sends paging, sort, the subject, status and category filters and the search', () => {
    const query = issuesQuery({
      sort: [
        { id: 'updated_at', desc: true },
        { id: 'subject', desc: false },
      ],
      filters: [
        { id: 'subject', value: ' serwer ' },
        { id: 'status', value: ['new', 'open'] },
        { id: 'category', value: ['billing'] },
        { id: 'unknown', value: 'x' },
      ],
      search: '#12',
      offset: 50,
      limit: 25,
    });
    expect(query.toString()).toBe(
      'offset=50&limit=25&sort=-updated_at%2Csubject&subject=serwer&status=new%2Copen&category=billing&search=%2312',
    );
  });

  it("adds the staff's project and assignee, and leaves out empty ones", () => {
    expect(issuesQuery(table, { project: '3', assignee: 'none' }).toString()).toBe(
      'project=3&assignee=none&offset=0&limit=25',
    );
    expect(issuesQuery(table, { project: '', assignee: '' }).toString()).toBe('offset=0&limit=25');
  });

  it("sends 'Moje' as status=mine", () => {
    expect(
      issuesQuery({ ...table, filters: [{ id: 'status', value: ['mine', 'open'] }] }).get('status'),
    ).toBe('mine,open');
  });
});

describe('the data providers', () => {
  it('ask the client list and hand over rows and total', async () => {
    const fetch = vi.fn(async () => answer(200, { rows: [{ id: 1 }], total: 1 }));
    vi.stubGlobal('fetch', fetch);
    const page = await clientIssuesProvider()({ ...table, signal: new AbortController().signal });
    expect(page).toEqual({ rows: [{ id: 1 }], total: 1 });
    expect((fetch.mock.calls[0] as unknown[] | undefined)?.[0]).toBe('/api/support/issues?offset=0&limit=25');
  });

  it('report a failure (the page toasts it) but not an abort', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(500, { error: 'x', message: 'boom' })),
    );
    const failed = vi.fn();
    await expect(
      clientIssuesProvider(failed)({ ...table, signal: new AbortController().signal }),
    ).rejects.toBeInstanceOf(HttpError);
    expect(failed).toHaveBeenCalledOnce();

    const aborted = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        aborted.abort();
        throw new DOMException('Aborted', 'AbortError');
      }),
    );
    const quiet = vi.fn();
    await expect(
      staffIssuesProvider({}, undefined, quiet)({ ...table, signal: aborted.signal }),
    ).rejects.toThrow();
    expect(quiet).not.toHaveBeenCalled();
  });

  it('the staff one hears of the assignees and projects of every page', async () => {
    const body = {
      rows: [],
      total: 0,
      assignees: [{ id: 4, full_name: 'Marta' }],
      projects: [{ id: 1, name: 'A' }],
    };
    const fetch = vi.fn(async () => answer(200, body));
    vi.stubGlobal('fetch', fetch);
    const onPage = vi.fn();
    await staffIssuesProvider({ project: '1' }, onPage)({ ...table, signal: new AbortController().signal });
    expect(onPage).toHaveBeenCalledWith(body);
    expect((fetch.mock.calls[0] as unknown[] | undefined)?.[0]).toBe(
      '/api/admin/support/issues?project=1&offset=0&limit=25',
    );
  });
});

describe('supportApi', () => {
  it('posts replies, status and assignee changes as JSON with the CSRF header', async () => {
    document.cookie = 'XSRF-TOKEN=abc';
    const fetch = vi.fn(async (_path: string, _init?: RequestInit) => answer(201, { id: 7 }));
    vi.stubGlobal('fetch', fetch);
    await supportApi.reply('staff', 7, { body: '<p>x</p>', attachments: ['a'] });
    await supportApi.setStatus(7, 'resolved');
    await supportApi.assign(7, null);
    await supportApi.create({ subject: 's', category: 'other', description: '<p>d</p>' });
    const calls = fetch.mock.calls.map(([path, init]) => [path, init?.body]);
    expect(calls).toEqual([
      ['/api/admin/support/issues/7/messages', '{"body":"<p>x</p>","attachments":["a"]}'],
      ['/api/admin/support/issues/7/status', '{"status":"resolved"}'],
      ['/api/admin/support/issues/7/assignee', '{"assignee_id":null}'],
      ['/api/support/issues', '{"subject":"s","category":"other","description":"<p>d</p>"}'],
    ]);
    for (const [, init] of fetch.mock.calls) {
      expect((init?.headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('abc');
    }
  });

  it('reads an issue of either side by its id', async () => {
    const fetch = vi.fn(async () => answer(200, { id: 3 }));
    vi.stubGlobal('fetch', fetch);
    await supportApi.issue('client', '3');
    await supportApi.issue('staff', 3);
    expect(fetch.mock.calls.map((call) => (call as unknown[])[0])).toEqual([
      '/api/support/issues/3',
      '/api/admin/support/issues/3',
    ]);
  });
});

describe('labelsOf', () => {
  it('maps ids to names', () => {
    expect(labelsOf([{ id: 'new', name: 'Nowe' }])).toEqual({ new: 'Nowe' });
    expect(labelsOf(undefined)).toEqual({});
  });
});
