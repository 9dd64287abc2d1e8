import {
  DEFAULT_SOC_DASHBOARD_PERIOD,
  SOC_DASHBOARD_PERIODS,
  SOC_TIME_ZONE,
  socDashboardPeriodOf,
  type CaseSeverity,
  type CaseStatus,
  type SocDashboardPeriod,
} from '@portal-elements/contract';
import { Alert } from '@portal-elements/elements/pp-alert/pp-alert.react';
import { Badge } from '@portal-elements/elements/pp-badge/pp-badge.react';
import type { BadgeVariant } from '@portal-elements/elements/pp-badge/pp-badge';

import type { PpRadioGroup } from '@portal-elements/elements/pp-radio-group/pp-radio-group';
import { Radio, RadioGroup } from '@portal-elements/elements/pp-radio-group/pp-radio-group.react';
import { Skeleton } from '@portal-elements/elements/pp-skeleton/pp-skeleton.react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FIRST_DATA_FRESH_MS } from '../api/query-client';
import type { PrimeContext } from '../app/routes';
import { useSearchParams } from 'react-router';
import { useI18n, type MessageKey } from '../i18n/i18n';
import { LoadFailed } from '../pages/LoadFailed';
import { PageFrame } from '../pages/PageFrame';
import { RouterLink } from '../ui/RouterLink';
import { PerDayChart, SeverityChart } from './DashboardCharts';
import { socDashboardApi, socDashboardKey, type SocDashboard } from './dashboard-api';
import { formatDuration, isoDuration } from './dashboard-format';
import './soc-dashboard.css';

/** 'Moje sprawy': the case list narrowed to the signed-in analyst's cases (the menu's own address). */
export const MY_CASES = '/admin/siem/cases?filter[status]=mine';

/** The badge colour of each severity, as the case page gives it: the graver, the louder. */
const SEVERITY_VARIANT: Readonly<Record<CaseSeverity, BadgeVariant>> = {
  low: 'neutral',
  medium: 'info',
  high: 'warning',
  critical: 'error',
};

/** The figures at the top: open cases, the median time to resolve, how many were resolved, my queue. */
export function DashboardFacts({ data }: { data: SocDashboard }) {
  const { t, locale, formatNumber } = useI18n();
  const open = data.openBySeverity.reduce((sum, row) => sum + row.count, 0);
  return (
    <section className="pp-card" aria-labelledby="soc-dashboard-facts">
      <h2 id="soc-dashboard-facts">{t('socDashboard.facts', { days: data.days })}</h2>
      <dl className="pp-facts soc-dashboard__facts">
        <div>
          <dt>{t('socDashboard.openTotal')}</dt>
          <dd>{formatNumber(open)}</dd>
        </div>
        <div>
          <dt>{t('socDashboard.median')}</dt>
          <dd>
            {data.medianResolveMs === null ? (
              t('socDashboard.medianNone')
            ) : (
              <time dateTime={isoDuration(data.medianResolveMs)}>
                {formatDuration(locale, data.medianResolveMs, t('socDashboard.underMinute'))}
              </time>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('socDashboard.resolved')}</dt>
          <dd>{formatNumber(data.resolvedCount)}</dd>
        </div>
        <div>
          <dt>{t('socDashboard.queueTotal')}</dt>
          <dd>{formatNumber(data.queue.total)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** The analyst's own open cases: links to each, the gravest and oldest first, and to all of them. */
export function MyQueue({ queue }: { queue: SocDashboard['queue'] }) {
  const { t, formatDate, formatNumber } = useI18n();
  const status = (value: CaseStatus) => t(`cases.status.${value}`);
  return (
    <section className="pp-card soc-dashboard__queue" aria-labelledby="soc-dashboard-queue">
      <h2 id="soc-dashboard-queue">{t('socDashboard.queue')}</h2>
      {queue.rows.length === 0 ? (
        <p className="soc-dashboard__empty">{t('socDashboard.queueEmpty')}</p>
      ) : (
        <ol className="soc-queue">
          {queue.rows.map((row) => (
            <li key={row.id} className="soc-queue__item">
              <Badge variant={SEVERITY_VARIANT[row.severity]}>{t(`cases.severity.${row.severity}`)}</Badge>
              <RouterLink className="soc-queue__link" to={`/admin/siem/cases/${row.id}`}>
                #{row.id} {row.title}
              </RouterLink>
              <span className="soc-queue__meta">
                {status(row.status)} ·{' '}
                {t('socDashboard.openedAt', { date: formatDate(row.created_at, { dateStyle: 'medium' }) })}
              </span>
            </li>
          ))}
        </ol>
      )}
      {queue.total > queue.rows.length && (
        <p className="soc-dashboard__note">
          {t('socDashboard.queueShown', {
            shown: formatNumber(queue.rows.length),
            total: formatNumber(queue.total),
          })}
        </p>
      )}
      <p className="soc-dashboard__note">
        <RouterLink to={MY_CASES}>{t('socDashboard.myCases')}</RouterLink>
      </p>
    </section>
  );
}

/** The dashboard's figures, once they are there. */
export function DashboardContent({ data }: { data: SocDashboard }) {
  const { t } = useI18n();
  return (
    <>
      <DashboardFacts data={data} />
      <div className="soc-dashboard__row">
        <section className="pp-card" aria-labelledby="soc-dashboard-severity">
          <h2 id="soc-dashboard-severity">{t('socDashboard.bySeverity')}</h2>
          <SeverityChart open={data.openBySeverity} />
        </section>
        <MyQueue queue={data.queue} />
      </div>
      <section className="pp-card" aria-labelledby="soc-dashboard-per-day">
        <h2 id="soc-dashboard-per-day">{t('socDashboard.perDay')}</h2>
        <PerDayChart perDay={data.perDay} days={data.days} />
      </section>
    </>
  );
}

/** Where the figures will be: the cards' shapes, one status text for the whole region. */
function DashboardSkeleton() {
  const { t } = useI18n();
  return (
    <div className="soc-dashboard__loading">
      <p className="pp-visually-hidden" role="status">
        {t('app.loading')}
      </p>
      <div className="pp-card soc-dashboard__skeleton-facts">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} />
        ))}
      </div>
      <div className="soc-dashboard__row">
        <div className="pp-card">
          <Skeleton shape="rect" className="soc-dashboard__skeleton-chart" />
        </div>
        <div className="pp-card">
          <Skeleton shape="rect" className="soc-dashboard__skeleton-chart" />
        </div>
      </div>
    </div>
  );
}

/**
 * /admin/siem/dashboard (admin-siem-dashboard-show): the SOC's open cases by severity, the cases
 * opened and closed per day, the median time to resolve and the analyst's own queue, over the last
 * 7, 30 or 90 days (`?days=`, 30 by default; another value in the address shows 30 and says so).
 * The server counts the days in Europe/Warsaw.
 */
/**
 * The figures of the last `days` days: a failure is the page's to show. Fresh for
 * `FIRST_DATA_FRESH_MS`, as the route asks for them ahead at boot.
 */
const dashboardQuery = (days: SocDashboardPeriod) => ({
  queryKey: socDashboardKey(days),
  queryFn: ({ signal }: { signal: AbortSignal }) => socDashboardApi.get(days, signal),
  staleTime: FIRST_DATA_FRESH_MS,
  meta: { errorInPage: true },
});

/** The period the address asks for (`?days=`), else the default. */
const periodOf = (asked: string | null) => socDashboardPeriodOf(asked) ?? DEFAULT_SOC_DASHBOARD_PERIOD;

/** Asks for the figures of the address's period ahead of the page's render (the route's prime, routes.tsx). */
export function primeSiemDashboardPage({ search, queryClient }: PrimeContext): void {
  void queryClient.prefetchQuery(dashboardQuery(periodOf(search.get('days'))));
}

export function SiemDashboardPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const asked = params.get('days');
  const days = periodOf(asked);
  const query = useQuery({
    ...dashboardQuery(days),
    // Another period's figures stay on screen, marked busy, until this one's arrive.
    placeholderData: keepPreviousData,
  });
  const updating = query.isPlaceholderData && query.isFetching;

  return (
    <PageFrame title={t('socDashboard.title')} crumbs={[{ label: t('nav.staff.soc' as MessageKey) }]}>
      <div className="pp-toolbar">
        <RadioGroup
          className="soc-dashboard__period"
          label={t('socDashboard.period')}
          hint={t('socDashboard.periodHint', { zone: SOC_TIME_ZONE })}
          orientation="horizontal"
          name="days"
          value={String(days)}
          onChange={(event) => {
            const value = (event.currentTarget as PpRadioGroup).value;
            setParams((current) => {
              const next = new URLSearchParams(current);
              next.set('days', value);
              return next;
            });
          }}
        >
          {SOC_DASHBOARD_PERIODS.map((period) => (
            <Radio key={period} value={String(period)}>
              {t('socDashboard.periodDays', { days: period })}
            </Radio>
          ))}
        </RadioGroup>
      </div>
      {asked !== null && socDashboardPeriodOf(asked) === undefined && (
        <Alert variant="warning">
          {t('socDashboard.badPeriod', { value: asked.slice(0, 20), days: DEFAULT_SOC_DASHBOARD_PERIOD })}
        </Alert>
      )}
      {query.data ? (
        <div className="soc-dashboard" aria-busy={updating ? 'true' : 'false'}>
          <p className="pp-visually-hidden" role="status">
            {updating ? t('socDashboard.updating') : ''}
          </p>
          <DashboardContent data={query.data} />
        </div>
      ) : query.isError ? (
        <LoadFailed busy={query.isFetching} onRetry={() => void query.refetch()} />
      ) : (
        <DashboardSkeleton />
      )}
    </PageFrame>
  );
}
