import { useMemo, useState } from 'react';
import { CASE_SEVERITIES, CASE_STATUSES, SIEM_CASES_LIST, UNASSIGNED } from '@portal-elements/contract';
import { DataTable } from '@portal-elements/elements/pp-data-table/pp-data-table.react';
import type { DataTableColumn } from '@portal-elements/elements/pp-data-table/types';
import { useI18n, type MessageKey } from '../i18n/i18n';
import { sameAssignees, type CaseRow, type CasesPage } from './cases-api';
import type { PrimeContext } from '../app/routes';
import { primeFirstPage, useServerList } from '../lists/use-server-list';
import { PageFrame } from '../pages/PageFrame';

/** Asks for the list's first page ahead of the page's render (the route's prime, routes.tsx). */
export function primeSiemCasesPage({ search }: PrimeContext): void {
  primeFirstPage(SIEM_CASES_LIST, search);
}

/**
 * /admin/siem/cases (admin-siem-case-list): the SOC's cases in `pp-data-table` on the server's paging,
 * sorting and filtering (GET /api/admin/siem/cases). The status filter offers 'Moje' / 'Mine' beside
 * the statuses: the menu's 'My cases' opens the list with it set (`?filter[status]=mine`), visibly,
 * and it can be cleared like any filter. Newest cases first unless the address sorts otherwise.
 */
export function SiemCasesPage() {
  const { t } = useI18n();
  // Who can be assigned comes with every page: the assignee filter offers them (and 'unassigned').
  const [assignees, setAssignees] = useState<CasesPage['assignees']>([]);
  const columns = useMemo((): DataTableColumn<CaseRow>[] => {
    const date: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
    const label = (key: string) => t(key as MessageKey);
    const statusLabels = Object.fromEntries(CASE_STATUSES.map((s) => [s, label(`cases.status.${s}`)]));
    return [
      { id: 'id', header: t('cases.id'), type: 'number', width: '6rem', format: { useGrouping: false } },
      { id: 'title', header: t('cases.title'), type: 'link', filter: 'text' },
      {
        id: 'severity',
        header: t('cases.severity'),
        type: 'status',
        filter: 'set',
        statusLabels: Object.fromEntries(CASE_SEVERITIES.map((s) => [s, label(`cases.severity.${s}`)])),
      },
      {
        id: 'status',
        header: t('cases.status'),
        type: 'status',
        filter: 'set',
        statusLabels,
        filterOptions: CASE_STATUSES.map((value) => ({ value, label: statusLabels[value] ?? value })),
      },
      {
        id: 'assignee',
        header: t('cases.assignee'),
        accessor: (row) => row.assignee?.full_name ?? t('cases.unassigned'),
        // The server filters by ids ('none': unassigned); the options name them.
        filter: 'set',
        filterOptions: [
          { value: UNASSIGNED, label: t('cases.unassigned') },
          ...assignees.map((person) => ({ value: String(person.id), label: person.full_name })),
        ],
      },
      { id: 'created_at', header: t('glossary.created_at'), type: 'date', format: date },
      { id: 'resolved_at', header: t('glossary.resolved_at'), type: 'date', format: date },
      { id: 'closed_at', header: t('glossary.closed_at'), type: 'date', format: date },
    ];
  }, [t, assignees]);
  const table = useServerList(SIEM_CASES_LIST, {
    columns,
    mine: { column: 'status', label: t('cases.status.mine') },
    onPage: (page: CasesPage) =>
      setAssignees((known) => (sameAssignees(known, page.assignees) ? known : page.assignees)),
  });

  return (
    <PageFrame
      title={t('nav.staff.soc.cases' as MessageKey)}
      crumbs={[{ label: t('nav.staff.soc' as MessageKey) }]}
    >
      <DataTable
        label={t('nav.staff.soc.cases' as MessageKey)}
        rowHref={(row) => `/admin/siem/cases/${String(row['id'])}`}
        {...table}
      />
    </PageFrame>
  );
}
