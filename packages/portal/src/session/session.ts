import { onlineManager, useMutation, useQuery, useQueryClient, type QueryState } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { HttpError, request } from '../api/http';
import { layoutQueryKey } from '../api/layout';

/** Spec 7 and 9: the session check is stale after 30 seconds. */
export const SESSION_STALE_MS = 30_000;

export interface SessionStatus {
  status: 'active' | 'expired';
}

export const sessionQueryKey = ['check-session'] as const;

/**
 * Whether a click checks the session: only when the last check, answered or failed, is over 30 s
 * old, none is under way or waiting for the network (`paused`), and the browser is online. So a
 * dead connection is not asked on every click: a failed check counts as recent for 30 s too.
 */
export function clickShouldCheck(
  state: Pick<QueryState, 'dataUpdatedAt' | 'errorUpdatedAt' | 'fetchStatus'> | undefined,
  now: number,
  online: boolean,
): boolean {
  if (!online || (state && state.fetchStatus !== 'idle')) return false;
  const last = Math.max(state?.dataUpdatedAt ?? 0, state?.errorUpdatedAt ?? 0);
  return last === 0 || now - last > SESSION_STALE_MS;
}

/**
 * `GET /check-session` (spec 7): on mount, window focus and reconnect, stale after 30 s, and also on
 * any click when the last answer is stale (clickShouldCheck). 'expired' reloads the page, which then
 * lands on sign-in. A failed request (offline) is not an expiry. While the browser is offline,
 * TanStack Query holds the check back (network mode 'online') and runs it when the network returns.
 */
export function useSessionCheck(reload: () => void = () => window.location.reload()) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => request<SessionStatus>('/check-session', { signal }),
    staleTime: SESSION_STALE_MS,
    refetchOnMount: true,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
    retry: false,
    // A failed check (offline) is not an expiry, and not worth an error toast either.
    meta: { silent: true },
  });

  useEffect(() => {
    const onClick = () => {
      const state = queryClient.getQueryState(sessionQueryKey);
      if (clickShouldCheck(state, Date.now(), onlineManager.isOnline()))
        void queryClient.refetchQueries({ queryKey: sessionQueryKey });
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, [queryClient]);

  const expired =
    query.data?.status === 'expired' || (query.error instanceof HttpError && query.error.isUnauthenticated);
  useEffect(() => {
    if (expired) reload();
  }, [expired, reload]);
  return query;
}

/** `POST /logout` (spec 7): success leaves for sign-in; 401 reloads; other errors are reported. */
export function useLogout(onError?: (error: unknown) => void) {
  return useMutation({
    mutationFn: () => request<unknown>('/logout', { method: 'POST' }),
    onSuccess: () => window.location.assign('/login'),
    onError: (error) => {
      if (error instanceof HttpError && error.isUnauthenticated) {
        window.location.reload();
        return;
      }
      console.error('Logout failed', error);
      onError?.(error);
    },
  });
}

/**
 * `POST /projects/change` (spec 7): then the layout is fetched again and the app goes to /, or, with
 * `stay` (the project pages, where the person chose the project on the page they are reading), every
 * query of the page is fetched again and the page stays.
 */
export function useChangeProject(onError?: (error: unknown) => void, { stay = false } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (projectId: number) =>
      request<unknown>('/projects/change', { method: 'POST', body: { project_id: projectId } }),
    onSuccess: async () => {
      if (stay) {
        await queryClient.invalidateQueries();
        return;
      }
      await queryClient.invalidateQueries({ queryKey: layoutQueryKey });
      void navigate('/');
    },
    onError: (error) => {
      console.error('Project change failed', error);
      onError?.(error);
    },
  });
}
