import { API, DEFAULT_PAGE_SIZE, SIEM_INTEGRATION_STATES, SIEM_PRODUCTS } from '@portal-elements/contract';
import type { SiemIntegration, SiemIntegrations } from '@portal-elements/contract/schemas';
import { Alert } from '@portal-elements/elements/pp-alert/pp-alert.react';
import { Button } from '@portal-elements/elements/pp-button/pp-button.react';
import { DataTable } from '@portal-elements/elements/pp-data-table/pp-data-table.react';
import type { DataTableColumn } from '@portal-elements/elements/pp-data-table/types';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { request } from '../api/http';
import { useI18n, type MessageKey } from '../i18n/i18n';
import { TABLE_PAGE_SIZES, type TableUrlOptions } from '../lists/table-url';
import { useTableUrlState } from '../lists/use-table-url-state';
import { PageFrame } from '../pages/PageFrame';
import { TableSkeleton } from '../pages/TableSkeleton';

/** An integration as the table shows it (a row: any column may be read by its id). */
type Row = SiemIntegration & Record<string, unknown>;

/** What the list keeps in its address (lists/table-url.ts): sort, filters, search, page. */
const INTEGRATIONS_URL: TableUrlOptions = {
  sortable: ['name', 'product', 'state', 'last_event_at', 'open_cases'],
  filters: { product: 'set', state: 'set' },
  pageSizes: TABLE_PAGE_SIZES,
  defaultPageSize: DEFAULT_PAGE_SIZE,
};

export const integrationsKey = ['siem', 'integrations'] as const;

/**
 * /siem/integrations (siem-integration-list): the SOC page of a client, the selected project's SIEM
 * integrations in `pp-data-table` (client-side rows: a project has a handful), with their product,
 * their state, when each last sent an event and how many of the cases it raised the SOC is working on.
 * Sort, filters, search and page live in the address. No project selected: a sentence saying so.
 */
export function SiemIntegrationsPage() {
  const { t } = useI18n();
  const query = useQuery({
    queryKey: integrationsKey,
    queryFn: ({ signal }) => request<SiemIntegrations>(API.siemIntegrations, { signal }),
    meta: { errorInPage: true },
  });
  const { state, onStateChange } = useTableUrlState(INTEGRATIONS_URL);
  const title = t('nav.client.soc');
  const columns = useMemo((): DataTableColumn<Row>[] => {
    const label = (key: string) => t(key as MessageKey);
    const products = Object.fromEntries(SIEM_PRODUCTS.map((p) => [p, label(`siem.product.${p}`)]));
    const states = Object.fromEntries(SIEM_INTEGRATION_STATES.map((s) => [s, label(`siem.state.${s}`)]));
    return [
      { id: 'name', header: t('siemIntegrations.name') },
      {
        id: 'product',
        header: t('siemIntegrations.product'),
        accessor: (row) => products[row.product] ?? row.product,
        // The products this project has, by their names (the table offers the values its rows hold).
        filter: 'set',
      },
      {
        id: 'state',
        header: t('siemIntegrations.state'),
        type: 'status',
        filter: 'set',
        statusLabels: states,
      },
      {
        id: 'last_event_at',
        header: t('siemIntegrations.lastEvent'),
        type: 'date',
        format: { dateStyle: 'medium', timeStyle: 'short' },
      },
      {
        id: 'open_cases',
        header: t('siemIntegrations.openCases'),
        type: 'number',
        format: { useGrouping: true },
      },
    ];
  }, [t]);
  const data = query.data;
  return (
    <PageFrame title={title}>
      <p className="pp-page__note">{t('siemIntegrations.intro')}</p>
      {query.isPending && <TableSkeleton columns={5} rows={3} />}
      {query.isError && (
        <>
          <Alert variant="error">{t('errors.dataLoad')}</Alert>
          <p>
            <Button onClick={() => void query.refetch()} loading={query.isFetching}>
              {t('siemIntegrations.retry')}
            </Button>
          </p>
        </>
      )}
      {data && !data.project && <p>{t('dashboard.noProject')}</p>}
      {data?.project && (
        <DataTable
          label={t('siemIntegrations.tableLabel', { project: data.project.name })}
          columns={columns as DataTableColumn[]}
          rows={data.integrations as Row[]}
          emptyText={t('siemIntegrations.empty')}
          state={state}
          onStateChange={onStateChange}
        />
      )}
    </PageFrame>
  );
}
