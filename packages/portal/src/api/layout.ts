import { API } from '@portal-elements/contract';
import type { LayoutInput } from '@portal-elements/contract/schemas';
import { useQuery } from '@tanstack/react-query';
import { request } from './http';

/** `GET /api/layout`: spec 3's layout input and more; its schema is the contract's (schemas/answers.ts). */
export type { LayoutInput, LayoutUser, Project, ServiceType } from '@portal-elements/contract/schemas';

export const layoutQueryKey = ['layout'] as const;

/** The layout query; main.tsx starts it at boot (`prefetchQuery`), `useLayout` reads it. */
export const layoutQuery = {
  queryKey: layoutQueryKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => request<LayoutInput>(API.layout, { signal }),
  // Until the layout has loaded, its failure is the shell's error page, not a toast (Shell.tsx).
  meta: { errorInPage: true },
};

export function useLayout() {
  // main.tsx fetched it at boot (beside the entry, through the page's preload): mounting the shell
  // uses that answer instead of asking again. Focus and reconnect still refresh it.
  return useQuery({ ...layoutQuery, refetchOnMount: false });
}
