/**
 * The support issues (packages/server/src/routes/support.ts): the client's side (`/api/support/...`, the selected
 * project's issues) and the staff's (`/api/admin/support/...`, every project's). Labels of statuses
 * and categories come from `GET /api/support/options` in the page's language.
 */
import { API, pathOf, type SupportStatus } from '@portal-elements/contract';
import type {
  Issue,
  IssueRow as IssueAnswerRow,
  NewIssue,
  Reply,
  StaffIssueRow as StaffIssueAnswerRow,
  StaffIssuesPage,
  SupportOptions,
} from '@portal-elements/contract/schemas';
import { request } from '../api/http';

export type {
  Attachment,
  Issue,
  NewIssue,
  Person,
  Reply,
  StaffIssuesPage,
  SupportOptions,
  ThreadAuthor,
  ThreadEntry,
} from '@portal-elements/contract/schemas';

/** An issue as the client's list shows it (a table row: any column may be read by its id). */
export type IssueRow = IssueAnswerRow & Record<string, unknown>;

/** An issue as the staff list shows it. */
export type StaffIssueRow = StaffIssueAnswerRow & Record<string, unknown>;

/** Whose side of the API a screen works on. */
export type Side = 'client' | 'staff';

/** The addresses of one side: its list, one issue, its messages. */
const PATHS = {
  client: { list: API.supportIssues, issue: API.supportIssue, messages: API.supportIssueMessages },
  staff: {
    list: API.staffSupportIssues,
    issue: API.staffSupportIssue,
    messages: API.staffSupportIssueMessages,
  },
} as const satisfies Record<Side, unknown>;

export const supportApi = {
  options: (signal?: AbortSignal) => request<SupportOptions>(API.supportOptions, { signal }),
  issue: (side: Side, id: number | string, signal?: AbortSignal) =>
    request<Issue>(pathOf(PATHS[side].issue, { id }), { signal }),
  create: (body: NewIssue) => request<Issue>(PATHS.client.list, { method: 'POST', body }),
  reply: (side: Side, id: number, body: Reply) =>
    request<Issue>(pathOf(PATHS[side].messages, { id }), { method: 'POST', body }),
  setStatus: (id: number, status: SupportStatus) =>
    request<Issue>(pathOf(API.staffSupportIssueStatus, { id }), { method: 'POST', body: { status } }),
  assign: (id: number, assigneeId: number | null) =>
    request<Issue>(pathOf(API.staffSupportIssueAssignee, { id }), {
      method: 'POST',
      body: { assignee_id: assigneeId },
    }),
  /** Who may be assigned: the staff list's `assignees` (one row is enough). */
  assignees: async (signal?: AbortSignal) =>
    (await request<StaffIssuesPage>(`${PATHS.staff.list}?limit=10`, { signal })).assignees,
};

/** Labels by id from the options' list (the id itself where the server sent none). */
export function labelsOf(list: readonly { id: string; name: string }[] | undefined): Record<string, string> {
  return Object.fromEntries((list ?? []).map((entry) => [entry.id, entry.name]));
}
