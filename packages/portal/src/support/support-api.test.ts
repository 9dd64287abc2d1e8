import { afterEach, describe, expect, it, vi } from 'vitest';
import { labelsOf, supportApi } from './support-api';

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
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
