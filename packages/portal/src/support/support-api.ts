/**
 * The support issues (server/routes/support.ts): the client's side (`/api/support/...`, the selected
 * project's issues) and the staff's (`/api/admin/support/...`, every project's). Labels of statuses
 * and categories come from `GET /api/support/options` in the page's language.
 */
import type { DataTableDataPage, DataTableDataRequest } from '@portal-elements/elements/pp-data-table/types';
import { request } from '../api/http';
import { listQuery } from '../lists/list-query';

/** The statuses in workflow order (the server's). */
export const SUPPORT_STATUSES = ['new', 'open', 'waiting_for_customer', 'resolved', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
export const SUPPORT_CATEGORIES = ['technical', 'billing', 'account', 'service_request', 'other'] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];
/** The staff status filter's extra value: the issues assigned to the signed-in staff member. */
export const MINE = 'mine';
/** The staff assignee filter's value for issues assigned to nobody. */
export const UNASSIGNED = 'none';

export interface Person {
  id: number;
  full_name: string;
}

export interface SupportOptions {
  categories: { id: SupportCategory; name: string }[];
  statuses: { id: SupportStatus; name: string }[];
}

/** An issue as the client's list shows it. */
export interface IssueRow {
  [key: string]: unknown;
  id: number;
  subject: string;
  category: SupportCategory;
  status: SupportStatus;
  /** ISO 8601. */
  created_at: string;
  updated_at: string;
  resolved_at: string | null;
}

/** An issue as the staff list shows it. */
export interface StaffIssueRow extends IssueRow {
  project: { id: number; name: string };
  assignee: Person | null;
  author: Person | null;
}

export interface StaffIssuesPage {
  rows: StaffIssueRow[];
  total: number;
  assignees: Person[];
  projects: { id: number; name: string }[];
}

export interface Attachment {
  id: string;
  url: string;
  name: string;
  type: string;
  size: number;
}

export type ThreadAuthor = (Person & { staff: boolean }) | null;

export type ThreadEntry =
  | {
      id: number;
      kind: 'message';
      author: ThreadAuthor;
      body: string;
      attachments: Attachment[];
      created_at: string;
    }
  | {
      id: number;
      kind: 'status';
      author: ThreadAuthor;
      from: SupportStatus;
      to: SupportStatus;
      created_at: string;
    }
  | { id: number; kind: 'assignment'; author: ThreadAuthor; assignee: Person | null; created_at: string };

/** An issue with its thread (the answer of every read and write of one issue). */
export interface Issue extends IssueRow {
  project: { id: number; name: string };
  author: Person | null;
  assignee: Person | null;
  thread: ThreadEntry[];
}

export interface NewIssue {
  subject: string;
  category: string;
  description: string;
  attachments?: string[];
}

export interface Reply {
  body: string;
  attachments?: string[];
}

/** Whose side of the API a screen works on. */
export type Side = 'client' | 'staff';

const BASE: Record<Side, string> = { client: '/api/support/issues', staff: '/api/admin/support/issues' };

/** The column filters of the lists and the query parameter each one is sent as. */
const FILTER_PARAMS: Readonly<Record<string, string>> = {
  subject: 'subject',
  status: 'status',
  category: 'category',
};

/**
 * The query of a list request. Staff lists also take one project and one assignee (`none`: nobody),
 * which the page chooses outside the table (the server takes one of each).
 */
export function issuesQuery(
  table: Omit<DataTableDataRequest, 'signal'>,
  extra: { project?: string; assignee?: string } = {},
): URLSearchParams {
  const base: Record<string, string> = {};
  if (extra.project) base['project'] = extra.project;
  if (extra.assignee) base['assignee'] = extra.assignee;
  return listQuery(table, FILTER_PARAMS, base);
}

/**
 * The table's data provider of the client's list. `onFailed` hears of a failure that is not an abort
 * (the page toasts it); the table shows its own error row with a retry.
 */
export function clientIssuesProvider(
  onFailed?: (error: unknown) => void,
): (table: DataTableDataRequest) => Promise<DataTableDataPage<IssueRow>> {
  return async (table) => {
    try {
      const page = await request<{ rows: IssueRow[]; total: number }>(
        `${BASE.client}?${issuesQuery(table).toString()}`,
        { signal: table.signal },
      );
      return { rows: page.rows, total: page.total };
    } catch (error) {
      if (!table.signal.aborted) onFailed?.(error);
      throw error;
    }
  };
}

/** The table's data provider of the staff list; `onPage` hears of every page (assignees, projects). */
export function staffIssuesProvider(
  extra: { project?: string; assignee?: string },
  onPage?: (page: StaffIssuesPage) => void,
  onFailed?: (error: unknown) => void,
): (table: DataTableDataRequest) => Promise<DataTableDataPage<StaffIssueRow>> {
  return async (table) => {
    try {
      const page = await request<StaffIssuesPage>(`${BASE.staff}?${issuesQuery(table, extra).toString()}`, {
        signal: table.signal,
      });
      onPage?.(page);
      return { rows: page.rows, total: page.total };
    } catch (error) {
      if (!table.signal.aborted) onFailed?.(error);
      throw error;
    }
  };
}

export const supportApi = {
  options: (signal?: AbortSignal) => request<SupportOptions>('/api/support/options', { signal }),
  issue: (side: Side, id: number | string, signal?: AbortSignal) =>
    request<Issue>(`${BASE[side]}/${encodeURIComponent(String(id))}`, { signal }),
  create: (body: NewIssue) => request<Issue>(BASE.client, { method: 'POST', body }),
  reply: (side: Side, id: number, body: Reply) =>
    request<Issue>(`${BASE[side]}/${id}/messages`, { method: 'POST', body }),
  setStatus: (id: number, status: SupportStatus) =>
    request<Issue>(`${BASE.staff}/${id}/status`, { method: 'POST', body: { status } }),
  assign: (id: number, assigneeId: number | null) =>
    request<Issue>(`${BASE.staff}/${id}/assignee`, { method: 'POST', body: { assignee_id: assigneeId } }),
  /** Who may be assigned: the staff list's `assignees` (one row is enough). */
  assignees: async (signal?: AbortSignal) =>
    (await request<StaffIssuesPage>(`${BASE.staff}?limit=10`, { signal })).assignees,
};

/** Labels by id from the options' list (the id itself where the server sent none). */
export function labelsOf(list: readonly { id: string; name: string }[] | undefined): Record<string, string> {
  return Object.fromEntries((list ?? []).map((entry) => [entry.id, entry.name]));
}
