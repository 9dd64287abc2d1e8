/**
 * Support issues (issue 18): the lists of the client's and the staff's pages, filtered, sorted and paged
 * in the database with the same answers on SQLite and PostgreSQL (the rules of list-sql.ts and
 * case-list.ts: text byte by byte and A-Z folded, ranks for status and category, NULLs last, the id
 * last), one issue with its thread, the labels of statuses and categories, and the write transaction
 * that decides on an issue's state under its lock.
 */
import type { STAFF_ISSUES_LIST } from '@portal-elements/contract';
import {
  SUPPORT_CATEGORIES,
  SUPPORT_ISSUE_LIST_PERMISSION,
  SUPPORT_STATUSES,
  type SortTerm,
  type SupportCategory,
  type SupportEntryKind,
  type SupportStatus,
} from '@portal-elements/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Locale } from '../i18n.js';
import type { Attachment, ThreadEntry } from '@portal-elements/contract/schemas';
import { assigneeOptions, staffHolding, type Person } from './assignees.js';
import type { DialectName } from './database.js';
import { withLockedRow } from './locks.js';
import { bytewise, contains, folded, ordered, pageWithTotal, textOrId, type SortColumn } from './list-sql.js';
import type { Database } from './schema.js';
import { uploadUrl } from './uploads.js';

type Executor = Kysely<Database> | Transaction<Database>;

export const SUPPORT_CATEGORY_LABELS: Readonly<Record<SupportCategory, Record<Locale, string>>> = {
  technical: { pl: 'Problem techniczny', en: 'Technical problem' },
  billing: { pl: 'Płatności i faktury', en: 'Billing and invoices' },
  account: { pl: 'Konto i dostęp', en: 'Account and access' },
  service_request: { pl: 'Zmiana w usłudze', en: 'Service change' },
  other: { pl: 'Inne', en: 'Other' },
};

export const SUPPORT_STATUS_LABELS: Readonly<Record<SupportStatus, Record<Locale, string>>> = {
  new: { pl: 'Nowe', en: 'New' },
  open: { pl: 'W trakcie', en: 'In progress' },
  waiting_for_customer: { pl: 'Oczekuje na klienta', en: 'Waiting for customer' },
  resolved: { pl: 'Rozwiązane', en: 'Resolved' },
  closed: { pl: 'Zamknięte', en: 'Closed' },
};

/** The client's sort keys and, for staff, project and assignee too. */
export type SupportSortKey = (typeof STAFF_ISSUES_LIST.sortKeys)[number];

export interface IssueListQuery {
  offset: number;
  limit: number;
  sort: readonly SortTerm<SupportSortKey>[];
  /** Only this project's issues (the client's selected project). */
  projectId?: number | undefined;
  statuses?: readonly SupportStatus[] | undefined;
  categories?: readonly SupportCategory[] | undefined;
  /** Only the issues of this staff member, or (`none`) the unassigned ones. */
  assignee?: number | 'none' | undefined;
  /** Only the issues of this staff member too (`status=mine`). */
  mine?: number | undefined;
  subject?: string | undefined;
  /** The subject, or the id written `#<id>`, contains this text. */
  search?: string | undefined;
}

export interface IssueListRow {
  id: number;
  subject: string;
  category: SupportCategory;
  status: SupportStatus;
  project_id: number;
  project_name: string;
  assignee_id: number | null;
  assignee_name: string | null;
  author_id: number | null;
  author_name: string | null;
  created_at: number;
  updated_at: number;
  resolved_at: number | null;
}

/** An issue as the lists and the issue's page read it, with its project's and people's names. */
const ISSUE_COLUMNS = [
  'support_issues.id',
  'support_issues.subject',
  'support_issues.category',
  'support_issues.status',
  'support_issues.project_id',
  'projects.name as project_name',
  'support_issues.assignee_id',
  'assignee.full_name as assignee_name',
  'support_issues.author_id',
  'author.full_name as author_name',
  'support_issues.created_at',
  'support_issues.updated_at',
  'support_issues.resolved_at',
] as const;

/** How each sort key orders the issues (the keys are the contract's). */
const SORT_COLUMNS: Readonly<Record<SupportSortKey, SortColumn>> = {
  id: { kind: 'value', column: 'support_issues.id', nullsLast: false },
  subject: { kind: 'text', column: 'support_issues.subject' },
  category: { kind: 'rank', column: 'support_issues.category', values: SUPPORT_CATEGORIES },
  status: { kind: 'rank', column: 'support_issues.status', values: SUPPORT_STATUSES },
  project: { kind: 'text', column: 'projects.name' },
  assignee: { kind: 'text', column: 'assignee.full_name', nullable: true },
  created_at: { kind: 'value', column: 'support_issues.created_at' },
  updated_at: { kind: 'value', column: 'support_issues.updated_at' },
  resolved_at: { kind: 'value', column: 'support_issues.resolved_at' },
};

/** One page of issues and the number that pass the filters. */
export async function listIssues(
  db: Executor,
  dialect: DialectName,
  query: IssueListQuery,
): Promise<{ rows: IssueListRow[]; total: number }> {
  const { projectId, statuses, categories, assignee, mine, subject, search } = query;
  const filtered = db
    .selectFrom('support_issues')
    .$if(projectId !== undefined, (qb) => qb.where('support_issues.project_id', '=', projectId!))
    .$if(statuses !== undefined, (qb) => qb.where('support_issues.status', 'in', statuses!))
    .$if(categories !== undefined, (qb) => qb.where('support_issues.category', 'in', categories!))
    .$if(assignee === 'none', (qb) => qb.where('support_issues.assignee_id', 'is', null))
    .$if(typeof assignee === 'number', (qb) =>
      qb.where('support_issues.assignee_id', '=', assignee as number),
    )
    .$if(mine !== undefined, (qb) => qb.where('support_issues.assignee_id', '=', mine!))
    .$if(!!subject, (qb) => qb.where(contains(dialect, 'support_issues.subject', subject!)))
    .$if(!!search, (qb) =>
      qb.where(textOrId(dialect, 'support_issues.subject', 'support_issues.id', search!)),
    );

  const page = filtered
    .innerJoin('projects', 'projects.id', 'support_issues.project_id')
    .leftJoin('users as assignee', 'assignee.id', 'support_issues.assignee_id')
    .leftJoin('users as author', 'author.id', 'support_issues.author_id')
    .select(ISSUE_COLUMNS);
  return pageWithTotal(
    ordered(page, dialect, query.sort, SORT_COLUMNS, 'support_issues.id')
      .limit(query.limit)
      .offset(query.offset),
    filtered,
  );
}

/** The staff who hold support-issue-list: who an issue may be assigned to. */
export function supportStaffQuery(db: Executor) {
  return staffHolding(db, SUPPORT_ISSUE_LIST_PERMISSION);
}

/** The assignee filter's options: the staff who can take an issue, and anyone one is still assigned to. */
export function supportAssignees(db: Executor, dialect: DialectName): Promise<Person[]> {
  return assigneeOptions(db, dialect, SUPPORT_ISSUE_LIST_PERMISSION, 'support_issues');
}

/** Every project, for the staff's project filter, by name as the list sorts them. */
export async function allProjects(db: Executor, dialect: DialectName): Promise<Person[]> {
  const rows = await db
    .selectFrom('projects')
    .select(['projects.id', 'projects.name'])
    .orderBy(folded(dialect, 'projects.name'))
    .orderBy(bytewise(dialect, 'projects.name'))
    .orderBy('projects.id')
    .execute();
  return rows.map((row) => ({ id: row.id, full_name: row.name }));
}

export async function findIssue(db: Executor, id: number): Promise<IssueListRow | undefined> {
  return db
    .selectFrom('support_issues')
    .innerJoin('projects', 'projects.id', 'support_issues.project_id')
    .leftJoin('users as assignee', 'assignee.id', 'support_issues.assignee_id')
    .leftJoin('users as author', 'author.id', 'support_issues.author_id')
    .select(ISSUE_COLUMNS)
    .where('support_issues.id', '=', id)
    .executeTakeFirst();
}

/** The thread of an issue, oldest first, with each message's attachments. */
export async function loadThread(db: Executor, issueId: number): Promise<ThreadEntry[]> {
  const [entries, files] = await Promise.all([
    db
      .selectFrom('support_messages')
      .leftJoin('users as author', 'author.id', 'support_messages.author_id')
      .leftJoin('users as assignee', 'assignee.id', 'support_messages.assignee_id')
      .select([
        'support_messages.id',
        'support_messages.kind',
        'support_messages.body',
        'support_messages.from_status',
        'support_messages.to_status',
        'support_messages.assignee_id',
        'assignee.full_name as assignee_name',
        'support_messages.author_id',
        'author.full_name as author_name',
        'author.user_type as author_type',
        'support_messages.created_at',
      ])
      .where('support_messages.issue_id', '=', issueId)
      .orderBy('support_messages.created_at')
      .orderBy('support_messages.id')
      .execute(),
    db
      .selectFrom('uploads')
      .select(['id', 'name', 'type', 'size', 'message_id'])
      .where('issue_id', '=', issueId)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
  ]);
  const byMessage = new Map<number, Attachment[]>();
  for (const file of files) {
    if (file.message_id === null) continue;
    const list = byMessage.get(file.message_id) ?? [];
    list.push({ id: file.id, url: uploadUrl(file.id), name: file.name, type: file.type, size: file.size });
    byMessage.set(file.message_id, list);
  }
  return entries.map((entry): ThreadEntry => {
    const author =
      entry.author_id === null
        ? null
        : { id: entry.author_id, full_name: entry.author_name ?? '', staff: entry.author_type === 'staff' };
    const created_at = new Date(entry.created_at).toISOString();
    const kind: SupportEntryKind = entry.kind;
    if (kind === 'status') {
      // Every status change records the status it left (routes/support.ts).
      return { id: entry.id, kind, author, from: entry.from_status!, to: entry.to_status!, created_at };
    }
    if (kind === 'assignment') {
      const assignee =
        entry.assignee_id === null ? null : { id: entry.assignee_id, full_name: entry.assignee_name ?? '' };
      return { id: entry.id, kind, author, assignee, created_at };
    }
    return {
      id: entry.id,
      kind: 'message',
      author,
      body: entry.body ?? '',
      attachments: byMessage.get(entry.id) ?? [],
      created_at,
    };
  });
}

/** resolved_at after a move to `status`: set on entering resolved or closed (kept if set), cleared on reopening. */
export function resolvedAtAfter(status: SupportStatus, current: number | null, now: number): number | null {
  if (status === 'resolved' || status === 'closed') return current ?? now;
  return null;
}

/** What a write decides on: the issue's state as it is under the write's lock. */
export interface LockedIssue {
  id: number;
  project_id: number;
  status: SupportStatus;
  assignee_id: number | null;
  resolved_at: number | null;
}

/**
 * Runs `step` in one write transaction with the issue's state read at its start, held against every
 * other write until the commit (withLockedRow, db/locks.ts), so a decision taken on the status (a reply
 * refused on a closed issue, a reply that reopens a resolved one, a status change's `from`) cannot be
 * overtaken by another request. `step` gets undefined when there is no such issue.
 */
export function withLockedIssue<T>(
  db: Kysely<Database>,
  dialect: DialectName,
  id: number,
  step: (tx: Kysely<Database>, issue: LockedIssue | undefined) => Promise<T>,
): Promise<T> {
  return withLockedRow(
    db,
    dialect,
    (tx) =>
      tx
        .selectFrom('support_issues')
        .select(['id', 'project_id', 'status', 'assignee_id', 'resolved_at'])
        .where('id', '=', id),
    step,
  );
}
