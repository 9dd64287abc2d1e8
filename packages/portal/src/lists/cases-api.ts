/** The SOC case list: `GET /api/admin/siem/cases` (server/routes/siem-cases.ts). */
import type { DataTableDataPage, DataTableDataRequest } from '@portal-elements/elements/pp-data-table/types';
import { request } from '../api/http';
import { listQuery } from './list-query';

export const CASE_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export const CASE_STATUSES = ['new', 'in_progress', 'resolved', 'closed'] as const;
/** The status filter's extra value: the cases assigned to the signed-in staff member ('My cases'). */
export const MINE = 'mine';

/** The assignee filter's value for the cases assigned to nobody. */
export const UNASSIGNED = 'none';

/** Whether two lists of assignees say the same (a page that brings the same ones changes nothing). */
export function sameAssignees(a: CasesPage['assignees'], b: CasesPage['assignees']): boolean {
  return (
    a.length === b.length &&
    a.every((person, i) => person.id === b[i]!.id && person.full_name === b[i]!.full_name)
  );
}

/** A case as the list shows it. */
export interface CaseRow {
  [key: string]: unknown;
  id: number;
  title: string;
  severity: (typeof CASE_SEVERITIES)[number];
  status: (typeof CASE_STATUSES)[number];
  assignee: { id: number; full_name: string } | null;
  /** ISO 8601. */
  created_at: string;
  resolved_at: string | null;
  closed_at: string | null;
}

/** A page of cases, and who can be assigned (the assignee filter's options). */
export interface CasesPage {
  rows: CaseRow[];
  total: number;
  assignees: { id: number; full_name: string }[];
}

/** The list's column filters and the query parameter each one is sent as. */
const FILTER_PARAMS: Readonly<Record<string, string>> = {
  title: 'title',
  severity: 'severity',
  status: 'status',
  assignee: 'assignee',
};

/** The query of `GET /api/admin/siem/cases` for a table request. */
export function casesQuery(table: Omit<DataTableDataRequest, 'signal'>): URLSearchParams {
  return listQuery(table, FILTER_PARAMS);
}

/** The table's data provider of the case list; `onPage`, if given, hears of every page that arrives. */
export function casesProvider(
  onPage?: (page: CasesPage) => void,
): (table: DataTableDataRequest) => Promise<DataTableDataPage<CaseRow>> {
  return async (table) => {
    const page = await request<CasesPage>(`/api/admin/siem/cases?${casesQuery(table).toString()}`, {
      signal: table.signal,
    });
    onPage?.(page);
    return { rows: page.rows, total: page.total };
  };
}
