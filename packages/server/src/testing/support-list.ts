/**
 * Test support (not part of the build): the support issues as stored, and the lists' order and
 * filters written again in TypeScript, to check the database's answers against.
 */
import { SUPPORT_CATEGORIES, SUPPORT_STATUSES } from '@portal-elements/contract';
import type { TestServer } from './harness.js';

export interface StoredIssue {
  id: number;
  project_id: number;
  project_name: string;
  subject: string;
  category: string;
  status: string;
  assignee_id: number | null;
  assignee_name: string | null;
  created_at: number;
  updated_at: number;
  resolved_at: number | null;
}

export async function storedIssues(server: Pick<TestServer, 'query'>): Promise<StoredIssue[]> {
  return server.query<StoredIssue>(
    `SELECT i.id, i.project_id, p.name AS project_name, i.subject, i.category, i.status, i.assignee_id,
            u.full_name AS assignee_name, i.created_at, i.updated_at, i.resolved_at
       FROM support_issues i JOIN projects p ON p.id = i.project_id LEFT JOIN users u ON u.id = i.assignee_id`,
  );
}

const fold = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
const bytes = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
const text = (a: string, b: string) => bytes(fold(a), fold(b)) || bytes(a, b);

type Compare = (a: StoredIssue, b: StoredIssue) => number;

function keyCompare(key: string): { compare: Compare; nullable?: (issue: StoredIssue) => boolean } {
  switch (key) {
    case 'subject':
      return { compare: (a, b) => text(a.subject, b.subject) };
    case 'project':
      return { compare: (a, b) => text(a.project_name, b.project_name) };
    case 'assignee':
      return {
        compare: (a, b) => text(a.assignee_name!, b.assignee_name!),
        nullable: (issue) => issue.assignee_name === null,
      };
    case 'status':
      return {
        compare: (a, b) =>
          SUPPORT_STATUSES.indexOf(a.status as never) - SUPPORT_STATUSES.indexOf(b.status as never),
      };
    case 'category':
      return {
        compare: (a, b) =>
          SUPPORT_CATEGORIES.indexOf(a.category as never) - SUPPORT_CATEGORIES.indexOf(b.category as never),
      };
    case 'resolved_at':
      return {
        compare: (a, b) => a.resolved_at! - b.resolved_at!,
        nullable: (issue) => issue.resolved_at === null,
      };
    default: {
      const field = key as 'id' | 'created_at' | 'updated_at';
      return { compare: (a, b) => a[field] - b[field] };
    }
  }
}

/** The issues in the order of `sort` (as the API takes it), NULLs last both ways, then by id. */
export function referenceOrder(issues: readonly StoredIssue[], sort = '-updated_at'): StoredIssue[] {
  const terms = sort
    .split(',')
    .map((item) => ({ ...keyCompare(item.replace(/^-/, '')), descending: item.startsWith('-') }));
  return [...issues].sort((a, b) => {
    for (const { compare, nullable, descending } of terms) {
      const aNull = nullable?.(a) ?? false;
      const bNull = nullable?.(b) ?? false;
      if (aNull !== bNull) return aNull ? 1 : -1;
      if (aNull) continue;
      const result = compare(a, b) * (descending ? -1 : 1);
      if (result !== 0) return result;
    }
    return a.id - b.id;
  });
}
