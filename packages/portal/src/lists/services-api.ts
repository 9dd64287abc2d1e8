/** The services list of a type in the selected project: `GET /api/services` (server/routes/services.ts). */
import type { DataTableDataPage, DataTableDataRequest } from '@portal-elements/elements/pp-data-table/types';
import { request } from '../api/http';
import { listQuery } from './list-query';

/** The allocation models of the spec; AllocationVApp is shown as Pay-As-You-Go. */
export const ALLOCATION_MODELS = ['AllocationPool', 'AllocationVApp', 'ReservationPool'] as const;
export type AllocationModel = (typeof ALLOCATION_MODELS)[number];

/** A service as the list shows it. */
export interface ServiceRow {
  [key: string]: unknown;
  id: number;
  name: string;
  status: 'active' | 'inactive';
  allocation_model: AllocationModel | null;
  /** ISO 8601. */
  created_at: string;
  updated_at: string | null;
}

/** A page of the list, and whether the type's services have an allocation model at all. */
export interface ServicesPage {
  type: { type: string; name: string; allocationModels: boolean };
  rows: ServiceRow[];
  total: number;
}

/** The list's column filters and the query parameter each one is sent as. */
const FILTER_PARAMS: Readonly<Record<string, string>> = {
  name: 'name',
  status: 'status',
  allocation_model: 'allocation',
};

/** The query of `GET /api/services` for a table request. */
export function servicesQuery(type: string, table: Omit<DataTableDataRequest, 'signal'>): URLSearchParams {
  return listQuery(table, FILTER_PARAMS, { type });
}

/** Fetches one page of the services of `type`. */
export function fetchServices(type: string, table: DataTableDataRequest): Promise<ServicesPage> {
  return request<ServicesPage>(`/api/services?${servicesQuery(type, table).toString()}`, {
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
