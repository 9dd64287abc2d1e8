/** The SOC case list: `GET /api/admin/siem/cases` (the contract's SIEM_CASES_LIST; packages/server/src/routes/cases.ts). */
import { SIEM_CASES_LIST } from '@portal-elements/contract';
import type { CaseRow as CaseAnswerRow, CasesPage } from '@portal-elements/contract/schemas';
import type { DataTableDataPage, DataTableDataRequest } from '@portal-elements/elements/pp-data-table/types';
import { request } from '../api/http';
import { filterParamsOf, listQuery } from './list-query';

export type { CasesPage };

/** A case as the list shows it (a table row: any column may be read by its id). */
export type CaseRow = CaseAnswerRow & Record<string, unknown>;

/** Whether two lists of assignees say the same (a page that brings the same ones changes nothing). */
export function sameAssignees(a: CasesPage['assignees'], b: CasesPage['assignees']): boolean {
  return (
    a.length === b.length &&
    a.every((person, i) => person.id === b[i]!.id && person.full_name === b[i]!.full_name)
  );
}

const FILTER_PARAMS = filterParamsOf(SIEM_CASES_LIST);

/** The query of `GET /api/admin/siem/cases` for a table request. */
export function casesQuery(table: Omit<DataTableDataRequest, 'signal'>): URLSearchParams {
  return listQuery(table, FILTER_PARAMS);
}

/** The table's data provider of the case list; `onPage`, if given, hears of every page that arrives. */
export function casesProvider(
  onPage?: (page: CasesPage) => void,
): (table: DataTableDataRequest) => Promise<DataTableDataPage<CaseRow>> {
  return async (table) => {
    const page = await request<CasesPage>(`${SIEM_CASES_LIST.path}?${casesQuery(table).toString()}`, {
      signal: table.signal,
    });
    onPage?.(page);
    return { rows: page.rows, total: page.total };
  };
}
