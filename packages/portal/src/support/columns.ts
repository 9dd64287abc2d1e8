/** The columns the client's and the staff's issue lists share, and what both lists do alike. */
import { SUPPORT_CATEGORIES, SUPPORT_STATUSES } from '@portal-elements/contract';
import type { DataTableColumn } from '@portal-elements/elements/pp-data-table/types';
import { toast } from '@portal-elements/elements/pp-toaster/toast';
import type { Translator } from '../i18n/i18n';
import { labelsOf, type IssueRow, type SupportOptions } from './support-api';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** The columns both lists share (subject links to the issue's page at `base`/id). */
export function issueColumns(
  t: Translator['t'],
  options: SupportOptions,
  base: string,
): DataTableColumn<IssueRow>[] {
  const statusLabels = labelsOf(options.statuses);
  const categoryLabels = labelsOf(options.categories);
  return [
    {
      id: 'subject',
      header: t('support.subject'),
      type: 'link',
      filter: 'text',
      href: (row) => `${base}/${row.id}`,
    },
    {
      id: 'category',
      header: t('support.category'),
      type: 'status',
      filter: 'set',
      statusLabels: categoryLabels,
      filterOptions: SUPPORT_CATEGORIES.map((value) => ({ value, label: categoryLabels[value] ?? value })),
    },
    {
      id: 'status',
      header: t('support.status'),
      type: 'status',
      filter: 'set',
      statusLabels,
      filterOptions: SUPPORT_STATUSES.map((value) => ({ value, label: statusLabels[value] ?? value })),
    },
    { id: 'created_at', header: t('glossary.created_at'), type: 'date', format: DATE_TIME },
    { id: 'updated_at', header: t('glossary.updated_at'), type: 'date', format: DATE_TIME },
    { id: 'resolved_at', header: t('glossary.resolved_at'), type: 'date', format: DATE_TIME },
  ];
}

/** Shows the spec's data-load toast (once per failed page of a list; an abort is no failure). */
export const toastLoadFailed = (t: Translator['t']) => () => toast.error(t('errors.dataLoad'));
