/**
 * Payments (issue 28, the client's 'Płatności'): /invoices, the selected project's invoices, and
 * /orders, its orders, each in `pp-data-table` on the server's paging, sorting and filtering
 * (INVOICES_LIST, ORDERS_LIST), each shown by its own permission; sort, filters and page live in the
 * address. /payments shows them as two tabs (`?tab=`; a tab bar of links, each tab's list state in the
 * address beside it); /invoices and /orders show each on a page of its own with the same bar.
 * /invoices/:id is one invoice: its facts, lines, totals and the PDF link.
 */

import { Badge } from '@portal-elements/elements/pp-badge/pp-badge.react';
import type { BadgeVariant } from '@portal-elements/elements/pp-badge/pp-badge';

import { DataTable } from '@portal-elements/elements/pp-data-table/pp-data-table.react';
import type { DataTableColumn } from '@portal-elements/elements/pp-data-table/types';
import { toast } from '@portal-elements/elements/pp-toaster/toast';
import {
  INVOICES_LIST,
  INVOICES_LIST_PERMISSION,
  INVOICE_STATUSES,
  ORDERS_LIST,
  ORDERS_LIST_PERMISSION,
  ORDER_STATUSES,
} from '@portal-elements/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { HttpError } from '../api/http';
import { withLayout } from '../app/prime';
import type { PrimeContext } from '../app/routes';
import { useI18n, type MessageKey, type Translator } from '../i18n/i18n';
import { primeFirstPage, useServerList } from '../lists/use-server-list';
import { LoadFailed } from '../pages/LoadFailed';
import { PageFrame } from '../pages/PageFrame';
import { ForbiddenPage, NotFoundPage } from '../pages/status-pages';
import { TableSkeleton } from '../pages/TableSkeleton';
import { useShell } from '../shell/shell-context';
import { RouterLink } from '../ui/RouterLink';
import { formatDay, formatPln, formatVatRate } from './format';
import { invoicePdfHref, paymentsApi, type InvoiceRow, type OrderRow } from './payments-api';
import './payments.css';

type Tab = 'invoices' | 'orders';
const PERMISSIONS: Record<Tab, string> = {
  invoices: INVOICES_LIST_PERMISSION,
  orders: ORDERS_LIST_PERMISSION,
};

const INVOICE_VARIANT: Record<string, BadgeVariant> = { paid: 'success', unpaid: 'info', overdue: 'error' };

function labels(t: Translator['t'], prefix: string, values: readonly string[]): Record<string, string> {
  return Object.fromEntries(values.map((value) => [value, t(`${prefix}.${value}` as MessageKey)]));
}

/** The tabs a client with `permissions` may open. */
const tabsOf = (permissions: readonly string[]): Tab[] =>
  (['invoices', 'orders'] as const).filter((tab) => permissions.includes(PERMISSIONS[tab]));

/** The tabs the client may open. */
function useTabs(): Tab[] {
  const { layout } = useShell();
  return tabsOf(layout.layoutPermissions);
}

/** The tab /payments shows: the one the address asks for (`?tab=`) if it may be seen, else the first. */
const shownTab = (tabs: readonly Tab[], asked: string | null): Tab | undefined =>
  tabs.find((entry) => entry === asked) ?? tabs[0];

const LISTS = { invoices: INVOICES_LIST, orders: ORDERS_LIST } as const;

/**
 * Asks for the first page of the list /payments shows ahead of the page's render, once the layout
 * says which the client may see (the route's prime, routes.tsx).
 */
export function primePaymentsPage({ search, queryClient }: PrimeContext): Promise<void> {
  return withLayout(queryClient, (layout) => {
    const tab = shownTab(tabsOf(layout.layoutPermissions), search.get('tab'));
    if (tab) primeFirstPage(LISTS[tab], search);
  });
}

/**
 * Ask for the first page of /invoices and /orders ahead of the page's render (the routes' primes,
 * routes.tsx). The route's guard holds each behind its permission, for the page and its prime alike.
 */
export const primeInvoicesPage = ({ search }: PrimeContext): void => primeFirstPage(INVOICES_LIST, search);
export const primeOrdersPage = ({ search }: PrimeContext): void => primeFirstPage(ORDERS_LIST, search);

/**
 * /payments: the tab the address names (`?tab=invoices` or `?tab=orders`), else the first the client
 * may see; each tab's list keeps its sort, filters and page in the address beside `tab`.
 */
export function PaymentsPage() {
  const { t } = useI18n();
  const tabs = useTabs();
  const [params] = useSearchParams();
  const tab = shownTab(tabs, params.get('tab'));
  if (!tab) return <ForbiddenPage />;
  return (
    <PageFrame title={t('nav.client.payments' as MessageKey)}>
      <PaymentsTabs current={tab} onPayments />
      {tab === 'invoices' ? <InvoicesList /> : <OrdersList />}
    </PageFrame>
  );
}

/**
 * The links between the two lists (the current one marked), when both may be seen: on /payments its
 * tabs (`?tab=`), on /invoices and /orders those pages.
 */
function PaymentsTabs({ current, onPayments = false }: { current: Tab; onPayments?: boolean }) {
  const { t } = useI18n();
  const tabs = useTabs();
  if (tabs.length < 2) return null;
  return (
    <nav className="pp-payments-tabs" aria-label={t('payments.tabs')}>
      {tabs.map((tab) => (
        <RouterLink
          key={tab}
          to={onPayments ? `/payments?tab=${tab}` : `/${tab}`}
          aria-current={tab === current ? 'page' : undefined}
        >
          {t(`page.${tab}` as MessageKey)}
        </RouterLink>
      ))}
    </nav>
  );
}

const toastLoadFailed = (t: Translator['t']) => () => toast.error(t('errors.dataLoad'));

/** The selected project's invoices, newest first. */
function InvoicesList() {
  const { t, locale } = useI18n();
  const columns = useMemo((): DataTableColumn<InvoiceRow & Record<string, unknown>>[] => {
    const statusLabels = labels(t, 'payments.invoiceStatus', INVOICE_STATUSES);
    const money = (key: 'net' | 'vat' | 'gross') => (row: InvoiceRow) => formatPln(row[key], locale);
    return [
      {
        id: 'number',
        header: t('payments.number'),
        type: 'link',
        filter: 'text',
        href: (row) => `/invoices/${row.id}`,
      },
      {
        id: 'issue_date',
        header: t('payments.issueDate'),
        accessor: (row) => formatDay(row.issue_date, locale),
      },
      { id: 'due_date', header: t('payments.dueDate'), accessor: (row) => formatDay(row.due_date, locale) },
      { id: 'net', header: t('payments.net'), accessor: money('net'), align: 'end' },
      { id: 'vat', header: t('payments.vat'), accessor: money('vat'), align: 'end' },
      { id: 'gross', header: t('payments.gross'), accessor: money('gross'), align: 'end' },
      {
        id: 'status',
        header: t('payments.status'),
        type: 'status',
        filter: 'set',
        statusLabels,
        filterOptions: INVOICE_STATUSES.map((value) => ({ value, label: statusLabels[value] ?? value })),
      },
    ];
  }, [t, locale]);
  const table = useServerList(INVOICES_LIST, { columns, onFailed: toastLoadFailed(t) });
  return (
    <DataTable
      label={t('page.invoices')}
      emptyText={t('payments.noInvoices')}
      errorText={t('errors.dataLoad')}
      {...table}
    />
  );
}

/**
 * /invoices (behind `client-invoices-list`, the route's guard): the invoices on a page of their own (the
 * tab bar leads to /orders).
 */
export function InvoicesPage() {
  const { t } = useI18n();
  return (
    <PageFrame
      title={t('page.invoices')}
      crumbs={[{ label: t('nav.client.payments' as MessageKey), href: '/payments' }]}
    >
      <PaymentsTabs current="invoices" />
      <InvoicesList />
    </PageFrame>
  );
}

/** The selected project's orders, newest first. */
function OrdersList() {
  const { t } = useI18n();
  const columns = useMemo((): DataTableColumn<OrderRow & Record<string, unknown>>[] => {
    const statusLabels = labels(t, 'payments.orderStatus', ORDER_STATUSES);
    return [
      { id: 'number', header: t('payments.number') },
      {
        id: 'ordered_at',
        header: t('payments.orderedAt'),
        type: 'date',
        format: { dateStyle: 'medium', timeStyle: 'short' },
      },
      { id: 'description', header: t('payments.description'), filter: 'text' },
      {
        id: 'status',
        header: t('payments.status'),
        type: 'status',
        filter: 'set',
        statusLabels,
        filterOptions: ORDER_STATUSES.map((value) => ({ value, label: statusLabels[value] ?? value })),
      },
    ];
  }, [t]);
  const table = useServerList(ORDERS_LIST, { columns, onFailed: toastLoadFailed(t) });
  return (
    <DataTable
      label={t('page.orders')}
      emptyText={t('payments.noOrders')}
      errorText={t('errors.dataLoad')}
      {...table}
    />
  );
}

/**
 * /orders (behind `client-orders-list`, the route's guard): the orders on a page of their own (the tab
 * bar leads to /invoices).
 */
export function OrdersPage() {
  const { t } = useI18n();
  return (
    <PageFrame
      title={t('page.orders')}
      crumbs={[{ label: t('nav.client.payments' as MessageKey), href: '/payments' }]}
    >
      <PaymentsTabs current="orders" />
      <OrdersList />
    </PageFrame>
  );
}

/** /invoices/:id: one invoice with its lines and totals, and its PDF. */
export function InvoicePage() {
  const { t, locale } = useI18n();
  const { id = '' } = useParams();
  const invoice = useQuery({
    queryKey: ['invoice', id],
    queryFn: ({ signal }) => paymentsApi.invoice(id, signal),
    retry: (count, error) => !(error instanceof HttpError && error.status < 500) && count < 2,
    meta: { errorInPage: true },
  });
  const failed = invoice.isError && !(invoice.error instanceof HttpError && invoice.error.status === 404);
  useEffect(() => {
    if (failed) toast.error(t('errors.dataLoad'));
  }, [failed, t]);
  if (invoice.isPending) return <TableSkeleton columns={4} rows={5} />;
  if (invoice.isError) {
    if (!failed) return <NotFoundPage />;
    return (
      <PageFrame
        title={t('page.invoices')}
        crumbs={[{ label: t('nav.client.payments' as MessageKey), href: '/payments' }]}
      >
        <LoadFailed busy={invoice.isFetching} onRetry={() => void invoice.refetch()} />
      </PageFrame>
    );
  }
  const data = invoice.data;
  const money = (grosze: number) => formatPln(grosze, locale);
  const status = t(`payments.invoiceStatus.${data.status}` as MessageKey);
  return (
    <PageFrame
      title={t('payments.invoiceTitle', { number: data.number })}
      crumbs={[
        { label: t('nav.client.payments' as MessageKey), href: '/payments' },
        { label: t('page.invoices'), href: '/invoices' },
      ]}
    >
      <section className="pp-card">
        <dl className="pp-facts">
          <div>
            <dt>{t('payments.status')}</dt>
            <dd>
              <Badge variant={INVOICE_VARIANT[data.status] ?? 'info'}>{status}</Badge>
            </dd>
          </div>
          <div>
            <dt>{t('payments.issueDate')}</dt>
            <dd>{formatDay(data.issue_date, locale)}</dd>
          </div>
          <div>
            <dt>{t('payments.saleDate')}</dt>
            <dd>{formatDay(data.sale_date, locale)}</dd>
          </div>
          <div>
            <dt>{t('payments.dueDate')}</dt>
            <dd>{formatDay(data.due_date, locale)}</dd>
          </div>
          <div>
            <dt>{t('payments.buyer')}</dt>
            <dd>{data.project.name}</dd>
          </div>
        </dl>
        <div className="pp-actions">
          <a className="pp-payments-pdf" href={invoicePdfHref(data.id)} download>
            {t('payments.downloadPdf')}
          </a>
        </div>
      </section>
      <section className="pp-card">
        <h2 id="invoice-lines">{t('payments.lines')}</h2>
        <div className="pp-table-scroll" role="region" aria-labelledby="invoice-lines" tabIndex={0}>
          <table className="pp-table">
            <thead>
              <tr>
                <th scope="col">{t('payments.description')}</th>
                <th scope="col">{t('payments.quantity')}</th>
                <th scope="col">{t('payments.unit')}</th>
                <th scope="col">{t('payments.unitNet')}</th>
                <th scope="col">{t('payments.vatRate')}</th>
                <th scope="col">{t('payments.net')}</th>
                <th scope="col">{t('payments.vat')}</th>
                <th scope="col">{t('payments.gross')}</th>
              </tr>
            </thead>
            <tbody>
              {data.lines.map((line, index) => (
                <tr key={index}>
                  <td className="pp-table__wrap">{line.description}</td>
                  <td className="pp-table__num">{line.quantity}</td>
                  <td>{line.unit}</td>
                  <td className="pp-table__num">{money(line.unit_net)}</td>
                  <td className="pp-table__num">{formatVatRate(line.vat_rate, t('payments.exempt'))}</td>
                  <td className="pp-table__num">{money(line.net)}</td>
                  <td className="pp-table__num">{money(line.vat)}</td>
                  <td className="pp-table__num">{money(line.gross)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={5}>
                  {t('payments.totals')}
                </th>
                <td className="pp-table__num" data-total="net">
                  {money(data.net)}
                </td>
                <td className="pp-table__num" data-total="vat">
                  {money(data.vat)}
                </td>
                <td className="pp-table__num" data-total="gross">
                  {money(data.gross)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
        <p className="pp-payments-due">
          {t('payments.toPay')}: <strong data-total="due">{money(data.gross)}</strong>
        </p>
      </section>
    </PageFrame>
  );
}
