/**
 * GET /api/admin/siem/dashboard?days=7|30|90: the SOC dashboard's figures (issue text: open cases by
 * severity, cases opened and closed per day, the median time to resolve, the analyst's own queue), for
 * staff with admin-siem-dashboard-show. Days are counted in Europe/Warsaw, the period ending today
 * (db/soc-dashboard.ts); "now" is the server's clock (options.now), which tests fix.
 */
import {
  API,
  DEFAULT_SOC_DASHBOARD_PERIOD,
  SIEM_DASHBOARD_PERMISSION,
  SOC_DASHBOARD_PERIODS,
  SOC_TIME_ZONE,
  socDashboardPeriodOf,
} from '@portal-elements/contract';
import {
  SocDashboardQuerySchema,
  SocDashboardSchema,
  type SocDashboard,
  type SocDashboardQuery,
} from '@portal-elements/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { activeSession, localeOf, requireStaffPermission, type AppContext } from '../context.js';
import { periodEndingAt, socFigures } from '../db/soc-dashboard.js';
import { HttpError, validationBody } from '../http/errors.js';
import type { Locale } from '../i18n.js';

/** What a `days` the dashboard does not offer is told, in the request's language. */
const PERIODS_TEXT: Readonly<Record<Locale, (periods: string) => string>> = {
  pl: (periods) => `Okres (days) musi wynosić ${periods} dni.`,
  en: (periods) => `The period (days) must be ${periods} days.`,
};

const listed: Readonly<Record<Locale, string>> = {
  pl: new Intl.ListFormat('pl', { type: 'disjunction' }).format(SOC_DASHBOARD_PERIODS.map(String)),
  en: new Intl.ListFormat('en-GB', { type: 'disjunction' }).format(SOC_DASHBOARD_PERIODS.map(String)),
};

export function registerSocDashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: SocDashboardQuery; Reply: SocDashboard }>(
    API.siemDashboard,
    {
      // The permission first: a guest gets 401, a client or staff without it 403, whatever the query says.
      preValidation: requireStaffPermission(ctx, SIEM_DASHBOARD_PERMISSION),
      schema: { querystring: SocDashboardQuerySchema, response: { 200: SocDashboardSchema } },
      // A wrong query reaches the handler, which says which periods there are (the schema's enum
      // error alone would only say the value is wrong).
      attachValidation: true,
    },
    async (request) => {
      const locale = localeOf(request);
      if (request.validationError) {
        const body = validationBody(request.validationError.validation, 'querystring', locale);
        if (body.fields?.['days']) {
          body.fields['days'] = [PERIODS_TEXT[locale](listed[locale])];
          body.message = body.fields['days'][0]!;
        }
        throw new HttpError(422, body.error, body.message, { fields: body.fields });
      }
      const days = socDashboardPeriodOf(request.query.days) ?? DEFAULT_SOC_DASHBOARD_PERIOD;
      const session = await activeSession(ctx, request);
      const period = periodEndingAt(ctx.options.now(), days);
      const figures = await socFigures(ctx.db, period, session.user.id);
      return {
        days,
        timeZone: SOC_TIME_ZONE,
        from: period.days[0]!,
        to: period.days.at(-1)!,
        ...figures,
        queue: {
          rows: figures.queue.rows.map((row) => ({
            ...row,
            created_at: new Date(row.created_at).toISOString(),
          })),
          total: figures.queue.total,
        },
      };
    },
  );
}
