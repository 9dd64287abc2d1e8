/**
 * One SOC case (packages/server's case routes): read it, move it through its workflow, change its
 * severity and assignee, comment on it. Every write answers the whole case, which replaces the
 * page's copy at once.
 */
import { API, pathOf, type CaseSeverity, type CaseStatus } from '@portal-elements/contract';
import type { Case } from '@portal-elements/contract/schemas';
import { request } from '../api/http';
import { FIRST_DATA_FRESH_MS } from '../api/query-client';

export type { Case, CaseEvent, CaseAsset, CaseIndicator } from '@portal-elements/contract/schemas';

/** The query key of one case (the list's rows link to the page that reads it). */
export const caseKey = (id: string | number) => ['soc', 'case', String(id)] as const;

/**
 * The query of one case: a failure is the page's to show. Fresh for `FIRST_DATA_FRESH_MS`, as the
 * route asks for it ahead at boot (routes.tsx).
 */
export const caseQuery = (id: string) => ({
  queryKey: caseKey(id),
  queryFn: ({ signal }: { signal: AbortSignal }) => caseApi.get(id, signal),
  staleTime: FIRST_DATA_FRESH_MS,
  meta: { errorInPage: true },
});

export const caseApi = {
  get: (id: string | number, signal?: AbortSignal) => request<Case>(pathOf(API.siemCase, { id }), { signal }),
  move: (id: number, status: CaseStatus, reason?: string) =>
    request<Case>(pathOf(API.siemCaseStatus, { id }), {
      method: 'POST',
      body: reason === undefined ? { status } : { status, reason },
    }),
  setSeverity: (id: number, severity: CaseSeverity) =>
    request<Case>(pathOf(API.siemCaseSeverity, { id }), { method: 'POST', body: { severity } }),
  assign: (id: number, assigneeId: number | null) =>
    request<Case>(pathOf(API.siemCaseAssignee, { id }), {
      method: 'POST',
      body: { assignee_id: assigneeId },
    }),
  comment: (id: number, body: string) =>
    request<Case>(pathOf(API.siemCaseComments, { id }), { method: 'POST', body: { body } }),
};
