import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CSRF_REFRESH_PATH, HttpError, NetworkError, readCsrfToken, request } from './http';
import { networkStatus } from './network-status';

type Call = { url: string; init: RequestInit };

function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('request()', () => {
  let calls: Call[];
  let answers: Array<() => Response>;

  beforeEach(() => {
    calls = [];
    answers = [];
    document.cookie = 'XSRF-TOKEN=token%2Fone; path=/';
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const next = answers.shift();
      if (!next) throw new Error(`unexpected call to ${url}`);
      return Promise.resolve(next());
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('reads the CSRF cookie', () => {
    expect(readCsrfToken('a=1; XSRF-TOKEN=abc%3D; b=2')).toBe('abc=');
    expect(readCsrfToken('a=1')).toBeUndefined();
  });

  it('prefers the __Host- token the server sets over https to an unprefixed one', () => {
    expect(readCsrfToken('XSRF-TOKEN=planted; __Host-XSRF-TOKEN=real')).toBe('real');
    expect(readCsrfToken('__Host-XSRF-TOKEN=real%2F1')).toBe('real/1');
  });

  it('sends the CSRF token on state-changing calls only', async () => {
    answers.push(
      () => jsonResponse(200, { status: 'active' }),
      () => jsonResponse(200, { ok: true }),
    );
    await request('/check-session');
    await request('/projects/change', { method: 'POST', body: { project_id: 2 } });
    expect(new Headers(calls[0]?.init.headers).get('X-XSRF-TOKEN')).toBeNull();
    const post = new Headers(calls[1]?.init.headers);
    expect(post.get('X-XSRF-TOKEN')).toBe('token/one');
    expect(post.get('Content-Type')).toBe('application/json');
    expect(calls[1]?.init.body).toBe('{"project_id":2}');
  });

  it("sends a caller's own headers (If-Match), never in place of its Accept, body type or CSRF token", async () => {
    answers.push(() => jsonResponse(200, { id: 7 }));
    await request('/api/contacts/7', {
      method: 'PUT',
      body: { name: 'Jan' },
      headers: { 'If-Match': '"1700000000000"', 'Content-Type': 'text/plain', 'X-XSRF-TOKEN': 'planted' },
    });
    const sent = new Headers(calls[0]?.init.headers);
    expect(sent.get('If-Match')).toBe('"1700000000000"');
    expect(sent.get('Accept')).toBe('application/json');
    expect(sent.get('Content-Type')).toBe('application/json');
    expect(sent.get('X-XSRF-TOKEN')).toBe('token/one');
  });

  it('turns an error answer into a typed HttpError with the server message and fields', async () => {
    answers.push(() =>
      jsonResponse(422, {
        error: 'validation_failed',
        message: 'Check the form.',
        fields: { project_id: ['must be an integer'] },
      }),
    );
    const error = await request('/projects/change', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    const httpError = error as HttpError;
    expect(httpError.status).toBe(422);
    expect(httpError.code).toBe('validation_failed');
    expect(httpError.message).toBe('Check the form.');
    expect(httpError.fields).toEqual({ project_id: ['must be an integer'] });
    expect(httpError.isClientError).toBe(true);
    expect(httpError.etag).toBeUndefined();
  });

  it("keeps a 412's ETag: the version to make the change against once the person knows", async () => {
    answers.push(
      () =>
        new Response(JSON.stringify({ error: 'contact_changed', message: 'Someone saved it.' }), {
          status: 412,
          headers: { 'Content-Type': 'application/json', ETag: '"1796067600000"' },
        }),
    );
    const error = (await request('/api/contacts/1', {
      method: 'PUT',
      body: {},
      headers: { 'If-Match': '"1"' },
    }).catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(412);
    expect(error.etag).toBe('"1796067600000"');
  });

  it('treats 401 as signed out', async () => {
    answers.push(() => jsonResponse(401, { error: 'unauthenticated', message: 'Sign in.' }));
    const error = (await request('/api/layout').catch((e: unknown) => e)) as HttpError;
    expect(error.isUnauthenticated).toBe(true);
  });

  it('refreshes a stale CSRF token once on 419 and retries once', async () => {
    answers.push(
      () => jsonResponse(419, { error: 'csrf_token_mismatch', message: 'Reload.' }),
      () => {
        document.cookie = 'XSRF-TOKEN=token-two; path=/';
        return jsonResponse(204);
      },
      () => jsonResponse(200, { ok: true }),
    );
    await expect(request('/logout', { method: 'POST' })).resolves.toEqual({ ok: true });
    expect(calls.map((c) => c.url)).toEqual(['/logout', CSRF_REFRESH_PATH, '/logout']);
    expect(new Headers(calls[2]?.init.headers).get('X-XSRF-TOKEN')).toBe('token-two');
  });

  it('gives up after one CSRF refresh', async () => {
    answers.push(
      () => jsonResponse(419, { error: 'csrf_token_mismatch', message: 'Reload.' }),
      () => jsonResponse(204),
      () => jsonResponse(419, { error: 'csrf_token_mismatch', message: 'Reload.' }),
    );
    const error = (await request('/logout', { method: 'POST' }).catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(419);
    expect(calls).toHaveLength(3);
  });

  it('reports a failed connection as a NetworkError, not as an HTTP answer', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(request('/check-session')).rejects.toBeInstanceOf(NetworkError);
  });

  it('tells the connection status whether the server answered at all (an error answer is one)', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await request('/check-session').catch(() => undefined);
    expect(networkStatus.get()).toBe('unreachable');
    vi.stubGlobal('fetch', () => Promise.resolve(jsonResponse(503, { error: 'down', message: 'Down' })));
    await request('/check-session').catch(() => undefined);
    expect(networkStatus.get()).toBe('restored');
  });

  it('survives an error answer that is not JSON', async () => {
    answers.push(() => new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' }));
    const error = (await request('/api/layout').catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(502);
    expect(error.message).toBe('502 Bad Gateway');
    expect(error.isClientError).toBe(false);
  });
});
