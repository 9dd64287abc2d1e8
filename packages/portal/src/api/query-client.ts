import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { HttpError, NetworkError } from './http';

/** Spec 9: failed queries retry 3 times with exponential back-off from 1 s, capped at 30 s. */
export const MAX_RETRIES = 3;
/**
 * How long a page's first data stays fresh: what the route asked for at boot, ahead of the page's
 * render (routes.tsx), is not asked for again when the page mounts a moment later.
 */
export const FIRST_DATA_FRESH_MS = 10_000;
/** Spec 9: unused query data is garbage-collected after 5 minutes. */
export const GC_TIME_MS = 5 * 60 * 1000;

/** 1 s, 2 s, 4 s, … never more than 30 s. */
export function retryDelay(failureCount: number): number {
  return Math.min(1000 * 2 ** failureCount, 30_000);
}

/** Retries server and network failures; a 4xx answer would be the same again, so never retried. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof HttpError && error.isClientError) return false;
  return failureCount < MAX_RETRIES;
}

export interface QueryClientOptions {
  /**
   * Called once when a query has failed for good (after its retries), never once per retry. Not
   * called for 401 (the shell sends the visitor to sign-in), for queries with `meta.silent`, nor for
   * queries with `meta.errorInPage` while they have no data (the page shows that failure itself, as
   * the shell does for the layout; a failed refresh of data already shown is still reported). Nor
   * for a request that got no answer: the connection status in the top bar says so, and what failed
   * is asked again once the server answers (main.tsx).
   */
  onQueryError?: (error: unknown) => void;
  /**
   * Called when the server refuses a query or a change because the person is a staff member who must
   * first turn on two-factor sign-in (403 `two_factor_setup_required`); such a failure is not a data
   * load error. The portal then takes them to the settings page, where they can.
   */
  onTwoFactorRequired?: () => void;
}

export function createQueryClient({
  onQueryError,
  onTwoFactorRequired,
}: QueryClientOptions = {}): QueryClient {
  const needsTwoFactor = (error: unknown) => {
    if (!(error instanceof HttpError) || error.code !== 'two_factor_setup_required') return false;
    onTwoFactorRequired?.();
    return true;
  };
  return new QueryClient({
    mutationCache: new MutationCache({ onError: (error) => void needsTwoFactor(error) }),
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (needsTwoFactor(error)) return;
        if (query.meta?.['silent'] === true) return;
        if (query.meta?.['errorInPage'] === true && query.state.data === undefined) return;
        if (error instanceof HttpError && error.isUnauthenticated) return;
        if (error instanceof NetworkError) return;
        onQueryError?.(error);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, gcTime: GC_TIME_MS },
      mutations: { retry: false },
    },
  });
}
