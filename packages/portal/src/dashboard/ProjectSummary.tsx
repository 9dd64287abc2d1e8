/**
 * The selected project's summary on the client dashboard (/): its open support issues, its unpaid
 * invoices with the amount due, and its latest documents, each a card that leads to its screen. One
 * request (GET /api/dashboard); the server leaves out a section the person may not see (the invoices
 * without client-invoices-list), and the page shows only what came. While it loads, the cards' shapes;
 * if it fails, one error with a retry in their place.
 */
import { DASHBOARD_ISSUES, INVOICES_LIST_PERMISSION, type DocumentKind } from '@portal-elements/contract';

import { Skeleton } from '@portal-elements/elements/pp-skeleton/pp-skeleton.react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { layoutQuery, type LayoutInput } from '../api/layout';
import { useI18n } from '../i18n/i18n';
import { localeFromDocument } from '../i18n/plural';
import { LoadFailed } from '../pages/LoadFailed';
import { formatDay, formatPln } from '../payments/format';
import { useShell } from '../shell/shell-context';
import { isStaff } from '../shell/shell-model';
import { RouterLink } from '../ui/RouterLink';
import {
  DOCUMENTS_HREF,
  OPEN_ISSUES_HREF,
  PAYMENTS_HREF,
  SUPPORT_HREF,
  UNPAID_INVOICES_HREF,
  dashboardQuery,
  documentFileHref,
  issueHref,
  type Dashboard,
} from './dashboard-api';
import './dashboard.css';

const KIND_KEYS = {
  contract: 'documents.kind.contract',
  price_list: 'documents.kind.price_list',
  report: 'documents.kind.report',
} as const satisfies Record<DocumentKind, string>;

/**
 * One card of the summary: its heading (which names the section), the text for "nothing here" in
 * place of the content when `empty`, and the link to the screen below either.
 */
function SummaryCard({
  id,
  title,
  empty,
  emptyText,
  link,
  children,
}: {
  id: string;
  title: string;
  empty: boolean;
  emptyText: string;
  link: { to: string; text: string };
  children: ReactNode;
}) {
  return (
    <section className="pp-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {empty ? <p className="pp-dashboard__empty">{emptyText}</p> : children}
      <p>
        <RouterLink to={link.to}>{link.text}</RouterLink>
      </p>
    </section>
  );
}

/** The open issues: how many, the latest few (each a link to its page), and the way to the list. */
export function SupportCard({ support }: { support: NonNullable<Dashboard['support']> }) {
  const { t, formatDate, formatNumber } = useI18n();
  return (
    <SummaryCard
      id="dashboard-support"
      title={t('dashboard.support')}
      empty={support.openCount === 0}
      emptyText={t('dashboard.support.none')}
      link={
        support.openCount === 0
          ? { to: SUPPORT_HREF, text: t('dashboard.support.all') }
          : { to: OPEN_ISSUES_HREF, text: t('dashboard.support.showOpen') }
      }
    >
      <dl className="pp-facts pp-dashboard__figures">
        <div>
          <dt>{t('dashboard.support.open')}</dt>
          <dd>{formatNumber(support.openCount)}</dd>
        </div>
      </dl>
      <h3 className="pp-dashboard__list-title" id="dashboard-support-latest">
        {t('dashboard.support.latest')}
      </h3>
      <ul className="pp-dashboard__list" aria-labelledby="dashboard-support-latest">
        {support.latest.map((issue) => (
          <li key={issue.id} className="pp-dashboard__item">
            <RouterLink to={issueHref(issue.id)}>
              #{issue.id} {issue.subject}
            </RouterLink>
            <span className="pp-dashboard__meta">
              {issue.status_name} ·{' '}
              {t('dashboard.support.updated', {
                date: formatDate(issue.updated_at, { dateStyle: 'medium' }),
              })}
            </span>
          </li>
        ))}
      </ul>
    </SummaryCard>
  );
}

/** The unpaid invoices: how many, the gross amount due (summed by the server), how many are overdue. */
export function InvoicesCard({ invoices }: { invoices: NonNullable<Dashboard['invoices']> }) {
  const { t, locale, formatNumber } = useI18n();
  return (
    <SummaryCard
      id="dashboard-invoices"
      title={t('dashboard.invoices')}
      empty={invoices.unpaidCount === 0}
      emptyText={t('dashboard.invoices.none')}
      link={
        invoices.unpaidCount === 0
          ? { to: PAYMENTS_HREF, text: t('dashboard.invoices.all') }
          : { to: UNPAID_INVOICES_HREF, text: t('dashboard.invoices.showUnpaid') }
      }
    >
      <dl className="pp-facts pp-dashboard__figures">
        <div>
          <dt>{t('dashboard.invoices.unpaid')}</dt>
          <dd>{formatNumber(invoices.unpaidCount)}</dd>
        </div>
        <div>
          <dt>{t('dashboard.invoices.due')}</dt>
          <dd>{formatPln(invoices.amountDue, locale)}</dd>
        </div>
        <div>
          <dt>{t('dashboard.invoices.overdue')}</dt>
          <dd className={invoices.overdueCount > 0 ? 'pp-dashboard__overdue' : undefined}>
            {formatNumber(invoices.overdueCount)}
          </dd>
        </div>
      </dl>
    </SummaryCard>
  );
}

/** The newest documents, each a download with its kind and date, and the way to all of them. */
export function DocumentsCard({ documents }: { documents: NonNullable<Dashboard['documents']> }) {
  const { t, locale, formatNumber } = useI18n();
  return (
    <SummaryCard
      id="dashboard-documents"
      title={t('dashboard.documents')}
      empty={documents.latest.length === 0}
      emptyText={t('dashboard.documents.none')}
      link={{
        to: DOCUMENTS_HREF,
        text:
          documents.total === 0
            ? t('dashboard.documents.open')
            : t('dashboard.documents.all', { count: formatNumber(documents.total) }),
      }}
    >
      <ul className="pp-dashboard__list" aria-labelledby="dashboard-documents">
        {documents.latest.map((document) => (
          <li key={document.id} className="pp-dashboard__item">
            {/* A file: the browser loads it (an attachment, saved), not the router. */}
            <a href={documentFileHref(document.id)}>{document.title}</a>
            <span className="pp-dashboard__meta">
              {t(KIND_KEYS[document.kind])} · {formatDay(document.issued_on, locale)}
            </span>
          </li>
        ))}
      </ul>
    </SummaryCard>
  );
}

/** The cards' shapes while the figures load, one status text for them all. */
function SummarySkeleton({ cards }: { cards: number }) {
  const { t } = useI18n();
  return (
    <div className="pp-dashboard__loading" aria-busy="true">
      <p className="pp-visually-hidden" role="status">
        {t('app.loading')}
      </p>
      {/* Each shape as tall as a full card (title, figure, five entries of two lines, link), so that
          the services below do not move when the cards come (layout shift). */}
      {Array.from({ length: cards }, (_, card) => (
        <div key={card} className="pp-card">
          <Skeleton className="pp-dashboard__sk-title" />
          <Skeleton shape="rect" className="pp-dashboard__sk-figure" />
          <div className="pp-dashboard__list">
            {Array.from({ length: DASHBOARD_ISSUES }, (_, entry) => (
              <div key={entry} className="pp-dashboard__item">
                <Skeleton />
                <Skeleton className="pp-dashboard__sk-meta" />
              </div>
            ))}
          </div>
          <Skeleton className="pp-dashboard__sk-link" />
        </div>
      ))}
    </div>
  );
}

/** The sections the answer has, in a row of cards (one column on a small screen). */
export function SummaryCards({ data }: { data: Dashboard }) {
  return (
    <div className="pp-dashboard">
      {data.support && <SupportCard support={data.support} />}
      {data.invoices && <InvoicesCard invoices={data.invoices} />}
      {data.documents && <DocumentsCard documents={data.documents} />}
    </div>
  );
}

/** Whether the summary is asked for: a selected project, and a client (or staff acting as one). */
export const summaryShown = (layout: Pick<LayoutInput, 'projectId' | 'userType' | 'product'>): boolean =>
  layout.projectId !== null && !isStaff(layout);

/**
 * Asks for the summary ahead of the dashboard's render, once the layout is in (the route's prime,
 * routes.tsx): the page's query then finds it answered or on its way.
 */
export function primeProjectSummary(queryClient: QueryClient): void {
  void queryClient.ensureQueryData(layoutQuery).then(
    (layout) => {
      if (summaryShown(layout) && layout.projectId !== null) {
        void queryClient.prefetchQuery(dashboardQuery(layout.projectId, localeFromDocument()));
      }
    },
    () => undefined, // the shell shows the layout's failure
  );
}

/**
 * The summary of the selected project, for a client (or staff acting as one). Nothing without a
 * selected project (the project's card says to choose one), nor for staff acting as themselves, whom
 * the server would refuse.
 */
export function ProjectSummary() {
  const { locale } = useI18n();
  const { layout } = useShell();
  const projectId = layout.projectId;
  const enabled = summaryShown(layout);
  const query = useQuery({
    ...dashboardQuery(projectId ?? 0, locale),
    enabled,
  });
  if (!enabled) return null;
  if (query.data) return query.data.project ? <SummaryCards data={query.data} /> : null;
  if (query.isError) {
    return <LoadFailed busy={query.isFetching} onRetry={() => void query.refetch()} />;
  }
  // The invoices' card comes only with their permission: as many shapes as cards will come.
  return <SummarySkeleton cards={layout.layoutPermissions.includes(INVOICES_LIST_PERMISSION) ? 3 : 2} />;
}
