import { useQuery } from '@tanstack/react-query';
import type { PortalLinks } from '../shell/shell-context';
import { request } from './http';

/** A project the user belongs to (spec 3). */
export interface Project {
  id: number;
  name: string;
}

/** A service type with the number of services in the selected project (spec 3). */
export interface ServiceType {
  name: string;
  type: string;
  icon_svgo: string;
  services_count: number;
}

/** The signed-in user as the layout input describes them (spec 3). */
export interface LayoutUser {
  id: number;
  full_name: string;
  email: string;
  projects: Project[];
  selectedProject: Project | null;
  layoutPermissions: string[];
  impersonated: boolean;
}

/** `GET /api/layout`: what the server hands the shell (spec 3's layout input and more). */
export interface LayoutInput {
  user: LayoutUser;
  userType: string;
  layoutPermissions: string[];
  projectId: number | null;
  serviceTypes: ServiceType[];
  env: string;
  version: string;
  locale: 'pl' | 'en';
  product: string;
  staffLabel: string;
  /** The user's theme setting (system, light or dark), saved on the server. */
  theme?: string;
  /** Addresses outside the portal (company site, knowledge base, status page, docs): server configuration. */
  links: PortalLinks;
}

export const layoutQueryKey = ['layout'] as const;

/** The layout query; main.tsx starts it at boot (`prefetchQuery`), `useLayout` reads it. */
export const layoutQuery = {
  queryKey: layoutQueryKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => request<LayoutInput>('/api/layout', { signal }),
  // Until the layout has loaded, its failure is the shell's error page, not a toast (Shell.tsx).
  meta: { errorInPage: true },
};

export function useLayout() {
  // main.tsx fetched it at boot (beside the entry, through the page's preload): mounting the shell
  // uses that answer instead of asking again. Focus and reconnect still refresh it.
  return useQuery({ ...layoutQuery, refetchOnMount: false });
}
