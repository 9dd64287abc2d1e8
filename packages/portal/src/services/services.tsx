import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { ALLOCATION_MODELS, SERVICES_LIST, SERVICES_LIST_PERMISSION } from '@portal-elements/contract';
import type { ServicesPage } from '@portal-elements/contract/schemas';
import { DataTable } from '@portal-elements/elements/pp-data-table/pp-data-table.react';
import type { DataTableColumn } from '@portal-elements/elements/pp-data-table/types';
import type { LayoutInput } from '../api/layout';
import { useI18n } from '../i18n/i18n';
import { withLayout } from '../app/prime';
import type { PrimeContext } from '../app/routes';
import { primeFirstPage, useServerList } from '../lists/use-server-list';
import { useShell } from '../shell/shell-context';
import { NotFoundPage } from '../pages/status-pages';
import { PageFrame } from '../pages/PageFrame';

/**
 * The type's services as the page lists them: scoped to the type, and the headers show no order until
 * one is chosen (the server's is by name). The page and its prime shape the request alike.
 */
const listOptions = (type: string) => ({ scope: { type }, showDefaultSort: false });

/**
 * The type `type` of the layout's project, when the client may list its services; `forbidden` when
 * they may list none (the page is then not found), undefined for a type the project has none of.
 */
function shownType(
  layout: LayoutInput,
  type: string,
): LayoutInput['serviceTypes'][number] | 'forbidden' | undefined {
  if (!layout.layoutPermissions.includes(SERVICES_LIST_PERMISSION)) return 'forbidden';
  return layout.serviceTypes.find((candidate) => candidate.type === type);
}

/**
 * Asks for the type's first page ahead of the page's render (the route's prime, routes.tsx), when the
 * page will show it.
 */
export function primeServiceTypePage({ search, params, queryClient }: PrimeContext): Promise<void> {
  const type = params['type'] ?? '';
  return withLayout(queryClient, (layout) => {
    const shown = shownType(layout, type);
    if (shown && shown !== 'forbidden') primeFirstPage(SERVICES_LIST, search, listOptions(type));
  });
}

/**
 * /services/{type}: the selected project's services of the type, in `pp-data-table` with the server's
 * paging, sorting and filtering (GET /api/services); sort, filters, search and page live in the address.
 * The allocation model column shows when the type's services have one (virtual servers).
 */
export function ServiceTypePage() {
  const { t } = useI18n();
  const { type = '' } = useParams();
  const { layout } = useShell();
  const [allocationModels, setAllocationModels] = useState(false);
  const columns = useMemo((): DataTableColumn[] => {
    const dateFormat: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
    return [
      { id: 'name', header: t('services.list.name'), filterable: true },
      {
        id: 'status',
        header: t('services.list.status'),
        type: 'status',
        statusLabels: { active: t('glossary.active'), inactive: t('glossary.inactive') },
      },
      {
        id: 'allocation_model',
        header: t('services.list.allocationModel'),
        type: 'status',
        hidden: !allocationModels,
        statusLabels: Object.fromEntries(ALLOCATION_MODELS.map((model) => [model, t(`glossary.${model}`)])),
      },
      { id: 'created_at', header: t('glossary.created_at'), type: 'date', format: dateFormat },
      { id: 'updated_at', header: t('glossary.updated_at'), type: 'date', format: dateFormat },
    ];
  }, [t, allocationModels]);
  const table = useServerList(SERVICES_LIST, {
    columns,
    ...listOptions(type),
    onPage: (page: ServicesPage) => setAllocationModels(page.type.allocationModels),
  });

  const serviceType = shownType(layout, type);
  if (serviceType === 'forbidden') return <NotFoundPage />;
  if (!serviceType) {
    return (
      <PageFrame title={t('nav.client.services')}>
        <p>{t('services.unknown')}</p>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={serviceType.name} crumbs={[{ label: t('nav.client.services') }]}>
      <DataTable label={serviceType.name} {...table} />
    </PageFrame>
  );
}
