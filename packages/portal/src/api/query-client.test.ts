import type { QueryClient } from '@tanstack/react-query';
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError, NetworkError } from './http';
import { GC_TIME_MS, createQueryClient, retryDelay, shouldRetry } from './query-client';

describe('query defaults', () => {
  it('back off 1 s, 2 s, 4 s and never beyond 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retry server and network failures three times, and never a 4xx', () => {
    const serverError = new HttpError(503, undefined, '503');
    expect([0, 1, 2, 3].map((n) => shouldRetry(n, serverError))).toEqual([true, true, true, false]);
    expect(shouldRetry(0, new TypeError('offline'))).toBe(true);
    for (const status of [400, 401, 403, 404, 419, 422]) {
      expect(shouldRetry(0, new HttpError(status, undefined, String(status)))).toBe(false);
    }
  });

  it('collect unused data after five minutes', () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions().queries?.gcTime).toBe(GC_TIME_MS);
    expect(GC_TIME_MS).toBe(300_000);
    expect(client.getDefaultOptions().mutations?.retry).toBe(false);
  });
});

describe('a failing query under the defaults', () => {
  let client: QueryClient;
  beforeEach(() => {
    vi.useFakeTimers();
    client = createQueryClient();
  });
  afterEach(() => {
    client.clear();
    vi.useRealTimers();
  });

  it('is tried four times in all, 1 s, 2 s and 4 s apart', async () => {
    const attempts: number[] = [];
    const start = Date.now();
    const observer = new QueryObserver(client, {
      queryKey: ['failing'],
      queryFn: () => {
        attempts.push(Date.now() - start);
        return Promise.reject(new HttpError(500, undefined, '500'));
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(10_000);
    unsubscribe();
    expect(attempts).toEqual([0, 1000, 3000, 7000]);
    expect(observer.getCurrentResult().status).toBe('error');
  });

  it('is tried once when the server answers 4xx', async () => {
    let attempts = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['forbidden'],
      queryFn: () => {
        attempts += 1;
        return Promise.reject(new HttpError(403, undefined, '403'));
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(10_000);
    unsubscribe();
    expect(attempts).toBe(1);
  });
});

describe('the data-load error hook', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  async function failWith(error: unknown, meta?: Record<string, unknown>) {
    const errors: unknown[] = [];
    const client = createQueryClient({ onQueryError: (e) => errors.push(e) });
    const observer = new QueryObserver(client, {
      queryKey: ['x'],
      meta,
      queryFn: () => Promise.reject(error),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(10_000);
    unsubscribe();
    client.clear();
    return errors;
  }

  it('is called once per failed query, after the retries', async () => {
    expect(await failWith(new HttpError(500, undefined, '500'))).toHaveLength(1);
  });

  it('is not called for 401 or silent queries', async () => {
    expect(await failWith(new HttpError(401, undefined, '401'))).toHaveLength(0);
    expect(await failWith(new HttpError(500, undefined, '500'), { silent: true })).toHaveLength(0);
  });

  it('is not called for a request without an answer (the connection status says so)', async () => {
    expect(await failWith(new NetworkError(new TypeError('Failed to fetch')))).toHaveLength(0);
  });

  it('is not called for a query whose page shows its failure, while it has no data', async () => {
    expect(await failWith(new HttpError(500, undefined, '500'), { errorInPage: true })).toHaveLength(0);
  });

  it('is called when a refresh of data already shown fails, even where the page shows failures', async () => {
    const errors: unknown[] = [];
    const client = createQueryClient({ onQueryError: (e) => errors.push(e) });
    let fail = false;
    const observer = new QueryObserver(client, {
      queryKey: ['shown'],
      meta: { errorInPage: true },
      queryFn: () => (fail ? Promise.reject(new HttpError(500, undefined, '500')) : Promise.resolve('data')),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    fail = true;
    void observer.refetch();
    await vi.advanceTimersByTimeAsync(10_000);
    unsubscribe();
    client.clear();
    expect(errors).toHaveLength(1);
  });

  it('is not called when two-factor sign-in must be set up first: that is said once, as such', async () => {
    const required = vi.fn();
    const errors: unknown[] = [];
    const client = createQueryClient({ onQueryError: (e) => errors.push(e), onTwoFactorRequired: required });
    const refusal = new HttpError(403, { error: 'two_factor_setup_required', message: 'Włącz…' }, '403');
    const observer = new QueryObserver(client, {
      queryKey: ['gated'],
      queryFn: () => Promise.reject(refusal),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(10_000);
    unsubscribe();
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(refusal) })
      .execute(undefined)
      .catch(() => undefined);
    client.clear();
    expect(errors).toHaveLength(0);
    expect(required).toHaveBeenCalledTimes(2);
  });
});
