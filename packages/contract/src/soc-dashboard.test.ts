import Value from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { SocDashboardQuerySchema } from './schemas/soc-dashboard.js';
import {
  DEFAULT_SOC_DASHBOARD_PERIOD,
  SOC_DASHBOARD_PERIODS,
  socDashboardPeriodOf,
} from './soc-dashboard.js';

describe("the SOC dashboard's periods", () => {
  it('are 7, 30 and 90 days, 30 by default', () => {
    expect(SOC_DASHBOARD_PERIODS).toEqual([7, 30, 90]);
    expect(SOC_DASHBOARD_PERIODS).toContain(DEFAULT_SOC_DASHBOARD_PERIOD);
  });

  it('read a period only as its digits are written', () => {
    expect(['7', '30', '90'].map(socDashboardPeriodOf)).toEqual([7, 30, 90]);
    for (const value of ['', '07', '030', '31', '30.0', ' 30', '3e1', 'thirty', null, undefined]) {
      expect(socDashboardPeriodOf(value), String(value)).toBeUndefined();
    }
  });

  it('are what the query schema takes, and nothing else with them', () => {
    expect(Value.Check(SocDashboardQuerySchema, {})).toBe(true);
    for (const days of ['7', '30', '90']) expect(Value.Check(SocDashboardQuerySchema, { days })).toBe(true);
    for (const days of ['', '14', '030', 30, ['7']]) {
      expect(Value.Check(SocDashboardQuerySchema, { days }), JSON.stringify(days)).toBe(false);
    }
    expect(Value.Check(SocDashboardQuerySchema, { days: '7', period: '7' })).toBe(false);
  });
});
