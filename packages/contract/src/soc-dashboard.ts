/**
 * The SOC dashboard (/admin/siem/dashboard and GET /api/admin/siem/dashboard): the periods it
 * offers, the time zone its days are counted in and the length of the analyst's queue. The figures
 * themselves are described with the answer's schema (schemas/soc-dashboard.ts).
 */
import type { StaffPermission } from './permissions.js';

/** Who sees the dashboard and may ask its figures (a staff permission of the SOC role). */
export const SIEM_DASHBOARD_PERMISSION = 'admin-siem-dashboard-show' satisfies StaffPermission;

/** The periods the dashboard counts over, in days (the `days` query parameter and the page's `?days=`). */
export const SOC_DASHBOARD_PERIODS = [7, 30, 90] as const;
export type SocDashboardPeriod = (typeof SOC_DASHBOARD_PERIODS)[number];

/** The period when none is given (or, on the page, when the address names one that is not offered). */
export const DEFAULT_SOC_DASHBOARD_PERIOD: SocDashboardPeriod = 30;

/**
 * The provider's time zone: a day of the dashboard runs from midnight to midnight there, so a day is
 * 23 or 25 hours long when the clocks change (the last Sundays of March and October).
 */
export const SOC_TIME_ZONE = 'Europe/Warsaw';

/** How many of the analyst's own open cases the dashboard lists (the answer says how many there are). */
export const SOC_QUEUE_SIZE = 10;

/** `value` as a period the dashboard offers, or undefined (`'30'` → 30, `'31'`, `'030'`, `''` → undefined). */
export function socDashboardPeriodOf(value: string | null | undefined): SocDashboardPeriod | undefined {
  return SOC_DASHBOARD_PERIODS.find((period) => String(period) === value);
}
