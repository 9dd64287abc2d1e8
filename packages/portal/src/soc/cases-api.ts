/** What the SOC case list (the contract's SIEM_CASES_LIST) has of its own: its row and the assignees each page brings. */
import type { CaseRow as CaseAnswerRow, CasesPage } from '@portal-elements/contract/schemas';

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
