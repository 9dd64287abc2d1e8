/**
 * The client dashboard's figures (GET /api/dashboard, packages/server's routes/dashboard.ts) and the
 * addresses its cards lead to.
 */
import {
  API,
  OPEN_SUPPORT_STATUSES,
  UNPAID_INVOICE_STATUSES,
  pathOf,
  type Locale,
} from '@portal-elements/contract';
import type { Dashboard } from '@portal-elements/contract/schemas';
import { request } from '../api/http';
import { FIRST_DATA_FRESH_MS } from '../api/query-client';

export type { Dashboard, DashboardDocument, DashboardIssue } from '@portal-elements/contract/schemas';

/** One entry per project and language (the issues' status names come in the session's language). */
export const dashboardKey = (projectId: number | string, locale: Locale) =>
  ['dashboard', projectId, locale] as const;

export const dashboardApi = {
  get: (signal?: AbortSignal) => request<Dashboard>(API.dashboard, { signal }),
};

/**
 * The dashboard's query for the selected project, in the session's language: a failure is the card's
 * to show. Fresh for `FIRST_DATA_FRESH_MS`, as it is asked for ahead at boot (routes.tsx).
 */
export const dashboardQuery = (projectId: number, locale: Locale) => ({
  queryKey: dashboardKey(projectId, locale),
  queryFn: ({ signal }: { signal: AbortSignal }) => dashboardApi.get(signal),
  staleTime: FIRST_DATA_FRESH_MS,
  meta: { errorInPage: true },
});

/** The support list narrowed to the open issues (its status filter in the address, table-url.ts). */
export const OPEN_ISSUES_HREF = `/support/issues?filter[status]=${OPEN_SUPPORT_STATUSES.join(',')}`;
export const SUPPORT_HREF = '/support/issues';
export const issueHref = (id: number) => `/support/issues/${id}`;

/** The payments' invoices tab narrowed to the unpaid invoices (overdue ones included). */
export const UNPAID_INVOICES_HREF = `/payments?tab=invoices&filter[status]=${UNPAID_INVOICE_STATUSES.join(',')}`;
export const PAYMENTS_HREF = '/payments';

export const DOCUMENTS_HREF = '/documents';
/** A document's file (an attachment: the browser saves it, the page stays). */
export const documentFileHref = (id: number) => pathOf(API.documentFile, { id });
