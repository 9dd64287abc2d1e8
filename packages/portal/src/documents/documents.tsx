import { DOCUMENT_KINDS, DOCUMENTS_LIST, API, pathOf, type DocumentKind } from '@portal-elements/contract';
import type { DocumentRow } from '@portal-elements/contract/schemas';
import type { DataTableColumn, DataTableNavigateDetail } from '@portal-elements/elements/pp-data-table/types';
import { DataTable } from '@portal-elements/elements/pp-data-table/pp-data-table.react';
import { useMemo } from 'react';
import { useI18n, type Translator } from '../i18n/i18n';
import { withLayout } from '../app/prime';
import type { PrimeContext } from '../app/routes';
import { primeFirstPage, useServerList } from '../lists/use-server-list';
import { PageFrame } from '../pages/PageFrame';
import { useShell } from '../shell/shell-context';
import { toastLoadFailed } from '../support/columns';
import { formatFileSize } from './file-size';

const KIND_KEYS = {
  contract: 'documents.kind.contract',
  price_list: 'documents.kind.price_list',
  report: 'documents.kind.report',
} as const satisfies Record<DocumentKind, string>;

/** Where a document's file is downloaded (an attachment: the browser saves it, the page stays). */
export const documentFileUrl = (id: number) => pathOf(API.documentFile, { id });

function documentColumns(t: Translator['t'], locale: string): DataTableColumn<DocumentRow>[] {
  const kindLabels = Object.fromEntries(DOCUMENT_KINDS.map((kind) => [kind, t(KIND_KEYS[kind])]));
  return [
    {
      id: 'title',
      header: t('documents.title'),
      type: 'link',
      filter: 'text',
      href: (row) => documentFileUrl(row.id),
    },
    {
      id: 'kind',
      header: t('documents.kind'),
      type: 'status',
      filter: 'set',
      statusLabels: kindLabels,
      filterOptions: DOCUMENT_KINDS.map((value) => ({ value, label: kindLabels[value] ?? value })),
    },
    { id: 'issued_on', header: t('documents.date'), type: 'date', format: { dateStyle: 'medium' } },
    {
      id: 'size',
      header: t('documents.size'),
      accessor: (row) => formatFileSize(row.size, locale),
      align: 'end',
    },
    { id: 'file_name', header: t('documents.fileName'), sortable: false },
  ];
}

/**
 * /documents (no permission: any member of the selected project): the project's documents in
 * `pp-data-table` on the server's paging, sorting and filtering (GET /api/documents), the table's
 * state in the address. A title downloads the file: the table's link is left to the browser (not
 * routed), which saves the attachment. Without a selected project, a sentence says to choose one.
 */
/** Asks for the list's first page ahead of the page's render (the route's prime), when a project is selected. */
export function primeDocumentsPage({ search, queryClient }: PrimeContext): Promise<void> {
  return withLayout(queryClient, (layout) => {
    if (layout.projectId !== null) primeFirstPage(DOCUMENTS_LIST, search);
  });
}

export function DocumentsPage() {
  const { t, locale } = useI18n();
  const { layout } = useShell();
  const intlLocale = locale === 'pl' ? 'pl-PL' : 'en-GB';
  const columns = useMemo(() => documentColumns(t, intlLocale), [t, intlLocale]);
  const table = useServerList(DOCUMENTS_LIST, { columns, onFailed: toastLoadFailed(t) });
  const title = t('nav.client.documents');
  const onNavigate = (event: CustomEvent<DataTableNavigateDetail>) => {
    // A file: the browser loads it (and saves it); anything else routes client-side.
    if (!event.detail.href.startsWith('/api/')) table.onNavigate(event);
  };
  if (layout.projectId === null) {
    return (
      <PageFrame title={title}>
        <p className="pp-page__note">{t('documents.noProject')}</p>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={title}>
      <DataTable
        label={title}
        errorText={t('errors.dataLoad')}
        emptyText={t('documents.empty')}
        {...table}
        onNavigate={onNavigate}
      />
    </PageFrame>
  );
}
