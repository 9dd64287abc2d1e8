/**
 * GET /api/admin/siem/dashboard: the SOC dashboard's figures for a period of SOC_DASHBOARD_PERIODS
 * days ending today, days counted in SOC_TIME_ZONE (Europe/Warsaw).
 */
import Type from 'typebox';
import { CASE_SEVERITIES, CASE_STATUSES } from '../enums.js';
import { SOC_DASHBOARD_PERIODS } from '../soc-dashboard.js';

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** The query: `days`, one of SOC_DASHBOARD_PERIODS written in digits (default 30); nothing else. */
export const SocDashboardQuerySchema = Type.Object(
  { days: Type.Optional(Type.Enum(SOC_DASHBOARD_PERIODS.map(String))) },
  { additionalProperties: false },
);
export type SocDashboardQuery = Type.Static<typeof SocDashboardQuerySchema>;

/** A calendar day in the provider's time zone, `YYYY-MM-DD`. */
const DaySchema = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });

/** One of the analyst's own open cases, as the queue lists it. */
export const SocQueueRowSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  severity: Type.Enum(CASE_SEVERITIES),
  status: Type.Enum(CASE_STATUSES),
  /** ISO 8601 (UTC). */
  created_at: Type.String(),
});
export type SocQueueRow = Type.Static<typeof SocQueueRowSchema>;

export const SocDashboardSchema = Type.Object({
  /** The period answered, in days. */
  days: Type.Integer(),
  /** The time zone of the days below (SOC_TIME_ZONE). */
  timeZone: Type.String(),
  /** The period's first and last day (today), inclusive. */
  from: DaySchema,
  to: DaySchema,
  /**
   * The cases open now (new or in progress), by severity, every severity in CASE_SEVERITIES order,
   * 0 included. The same whatever the period.
   */
  openBySeverity: Type.Array(Type.Object({ severity: Type.Enum(CASE_SEVERITIES), count: Type.Integer() })),
  /**
   * Every day of the period, oldest first, days without cases included: how many cases were opened
   * (created_at) and how many were closed (closed_at) that day.
   */
  perDay: Type.Array(Type.Object({ date: DaySchema, opened: Type.Integer(), closed: Type.Integer() })),
  /**
   * The median of resolved_at - created_at (ms) over the cases resolved in the period (resolved_at
   * in it: resolved or closed since); with an even count, the mean of the two middle ones. Null when
   * none was resolved.
   */
  medianResolveMs: Nullable(Type.Number()),
  /** How many cases the median is taken over. */
  resolvedCount: Type.Integer(),
  /**
   * The signed-in analyst's own open cases (assigned to them, new or in progress): the gravest
   * first, then the oldest, at most SOC_QUEUE_SIZE; `total` counts them all.
   */
  queue: Type.Object({ rows: Type.Array(SocQueueRowSchema), total: Type.Integer() }),
});
export type SocDashboard = Type.Static<typeof SocDashboardSchema>;
