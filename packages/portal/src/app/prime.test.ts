import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { layoutQueryKey } from '../api/layout';
import { allows, runPrime, withLayout } from './prime';

const WARNING = "The page's first data could not be asked for ahead; the page asks for it.";

/** A query client whose cached layout (the boot's answer) grants `permissions` to a client. */
function clientWith(permissions: string[]): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(layoutQueryKey, {
    userType: 'client',
    product: 'staff',
    layoutPermissions: permissions,
  });
  return queryClient;
}

const context = (queryClient: QueryClient) => ({ queryClient, search: new URLSearchParams(), params: {} });

describe('runPrime: a page asks for its first data ahead behind its guard, and a failure only warns', () => {
  afterEach(() => vi.restoreAllMocks());

  it('runs the prime when the layout passes the guard, and never when it does not', async () => {
    const allowed = vi.fn();
    runPrime(allowed, context(clientWith(['p'])), { permission: 'p' });
    const denied = vi.fn();
    runPrime(denied, context(clientWith([])), { permission: 'p' });
    const staffOnly = vi.fn();
    runPrime(staffOnly, context(clientWith(['p'])), { permission: 'p', staff: true });
    await vi.waitFor(() => expect(allowed).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(denied).not.toHaveBeenCalled();
    expect(staffOnly).not.toHaveBeenCalled();
  });

  it('warns, and throws nothing, when a prime behind a guard rejects after it has started', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = new Error('the list could not be asked for');
    runPrime(() => Promise.reject(failure), context(clientWith(['p'])), { permission: 'p' });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(WARNING, failure));
  });

  it('warns when a prime without a guard throws', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = new Error('broken');
    runPrime(
      () => {
        throw failure;
      },
      context(new QueryClient()),
      undefined,
    );
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(WARNING, failure));
  });
});

describe('withLayout', () => {
  it('settles once the promise its callback returns has settled', async () => {
    const steps: string[] = [];
    await withLayout(clientWith([]), async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      steps.push('callback done');
    });
    steps.push('settled');
    expect(steps).toEqual(['callback done', 'settled']);
  });

  it('runs nothing when the layout failed (the shell shows that failure)', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    vi.spyOn(queryClient, 'ensureQueryData').mockRejectedValue(new Error('layout failed'));
    const then = vi.fn();
    await expect(withLayout(queryClient, then)).resolves.toBeUndefined();
    expect(then).not.toHaveBeenCalled();
  });
});

describe('allows', () => {
  const layout = { userType: 'staff', product: 'staff', layoutPermissions: ['user-list'] };

  it('passes a page with no guard, its permission, and staff acting as themselves', () => {
    expect(allows(layout, {})).toBe(true);
    expect(allows(layout, { permission: 'user-list', staff: true })).toBe(true);
    expect(allows(layout, { permission: 'dashboard-list' })).toBe(false);
    expect(allows({ ...layout, userType: 'client' }, { staff: true })).toBe(false);
  });
});
