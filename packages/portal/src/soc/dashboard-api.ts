/**
 * The SOC dashboard's figures (GET /api/admin/siem/dashboard?days=, packages/server's
 * routes/soc-dashboard.ts): one request per period, each cached under its own key.
 */
import { API, type SocDashboardPeriod } from '@portal-elements/contract';
import type { SocDashboard } from '@portal-elements/contract/schemas';
import { request } from '../api/http';

export type { SocDashboard, SocQueueRow } from '@portal-elements/contract/schemas';

export const socDashboardKey = (days: SocDashboardPeriod) => ['soc', 'dashboard', days] as const;

export const socDashboardApi = {
  get: (days: SocDashboardPeriod, signal?: AbortSignal) =>
    request<SocDashboard>(`${API.siemDashboard}?days=${days}`, { signal }),
};
