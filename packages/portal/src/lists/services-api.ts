/** The services list of a type in the selected project: `GET /api/services` (the contract's SERVICES_LIST). */
import { SERVICES_LIST } from '@portal-elements/contract';
import type { ServiceRow as ServiceAnswerRow, ServicesPage } from '@portal-elements/contract/schemas';
import type { DataTableDataPage, DataTableDataRequest } from '@portal-elements/elements/pp-data-table/types';
import { request } from '../api/http';
import { filterParamsOf, listQuery } from './list-query';

export type { ServicesPage };

/** A service as the list shows it (a table row: any column may be read by its id). */
export type ServiceRow = ServiceAnswerRow & Record<string, unknown>;

const FILTER_PARAMS = filterParamsOf(SERVICES_LIST);

/** The query of `GET /api/services` for a table request. */
export function servicesQuery(type: string, table: Omit<DataTableDataRequest, 'signal'>): URLSearchParams {
  return listQuery(table, FILTER_PARAMS, { type });
}

/** Fetches one page of the services of `type`. */
export function fetchServices(type: string, table: DataTableDataRequest): Promise<ServicesPage> {
  return request<ServicesPage>(`${SERVICES_LIST.path}?${servicesQuery(type, table).toString()}`, {
    signal: table.signal,
  });
}

/** The table's data provider of the services of `type`; `onPage` hears of every page that arrives. */
export function servicesProvider(
  type: string,
  onPage: (page: ServicesPage) => void,
): (table: DataTableDataRequest) => Promise<DataTableDataPage<ServiceRow>> {
  return async (table) => {
    const page = await fetchServices(type, table);
    onPage(page);
    return { rows: page.rows, total: page.total };
  };
}
