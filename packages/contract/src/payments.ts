/**
 * Payments (issue 28, the client's 'Płatności'): the selected project's invoices and orders. Amounts
 * are whole grosze (1/100 PLN), never floats; a line's VAT is rounded half up to the grosz, and an
 * invoice's totals are the sums of its lines' net, VAT and gross.
 */
import { defineList } from './lists.js';
import { API } from './routes.js';

/** Who sees the invoices (the list, an invoice, its PDF). */
export const INVOICES_LIST_PERMISSION = 'client-invoices-list';
/** Who sees the orders. */
export const ORDERS_LIST_PERMISSION = 'client-orders-list';

/**
 * An invoice's status as the API shows it. Only the payment is stored (paid_at); `overdue` is computed
 * by the server when it reads: unpaid with its due date before today in Europe/Warsaw.
 */
export const INVOICE_STATUSES = ['paid', 'unpaid', 'overdue'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The days invoices are dated in (issue, due and today's date for `overdue`). */
export const PAYMENTS_TIME_ZONE = 'Europe/Warsaw';

/** The VAT rates of an invoice line ('zw': exempt, no VAT). */
export const VAT_RATES = ['23', '8', '5', '0', 'zw'] as const;
export type VatRate = (typeof VAT_RATES)[number];

/** An order's workflow. */
export const ORDER_STATUSES = ['new', 'in_progress', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The VAT of a net amount in grosze at `rate`, rounded half up to the grosz. */
export function vatOf(net: number, rate: VatRate): number {
  if (rate === 'zw') return 0;
  const percent = Number(rate);
  // Integers throughout: net * percent is exact, and half up is (2x + 100) / 200 floored.
  return Math.floor((2 * net * percent + 100) / 200);
}

/** A line's net, VAT and gross (grosze) from its quantity and unit net price. */
export function lineAmounts(
  quantity: number,
  unitNet: number,
  rate: VatRate,
): {
  net: number;
  vat: number;
  gross: number;
} {
  const net = quantity * unitNet;
  const vat = vatOf(net, rate);
  return { net, vat, gross: net + vat };
}

/** The invoice's status on `today` (YYYY-MM-DD in PAYMENTS_TIME_ZONE). */
export function invoiceStatusOf(paidAt: number | null, dueDate: string, today: string): InvoiceStatus {
  if (paidAt !== null) return 'paid';
  return dueDate < today ? 'overdue' : 'unpaid';
}

/** The date (YYYY-MM-DD) of `time` in PAYMENTS_TIME_ZONE. */
export function paymentsDateOf(time: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: PAYMENTS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(time);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The selected project's invoices (/payments?tab=invoices, /invoices), newest first. */
// Pure: a bundle that does not use the list leaves it out (the portal's first-load chunk).
export const INVOICES_LIST = /* @__PURE__ */ defineList({
  path: API.invoices,
  sortKeys: ['number', 'issue_date', 'due_date', 'net', 'vat', 'gross', 'status'],
  defaultSort: '-issue_date',
  columnFilters: {
    number: { kind: 'text' },
    status: { kind: 'set', values: INVOICE_STATUSES },
  },
  scope: {},
  search: false,
});

/** The selected project's orders (/payments?tab=orders, /orders), newest first. */
export const ORDERS_LIST = /* @__PURE__ */ defineList({
  path: API.orders,
  sortKeys: ['number', 'ordered_at', 'description', 'status'],
  defaultSort: '-ordered_at',
  columnFilters: {
    description: { kind: 'text' },
    status: { kind: 'set', values: ORDER_STATUSES },
  },
  scope: {},
  search: false,
});
