/**
 * The payments' reads (routes/payments.ts): a project's invoices and orders, filtered, sorted and
 * paged in the database with the same answers on SQLite and PostgreSQL (list-sql.ts), one invoice
 * with its lines, and the unpaid invoices' count and sum (the client dashboard, routes/dashboard.ts).
 *
 * An invoice's status is computed here, not stored: paid when `paid_at` is set, overdue when unpaid
 * and its due date is before `today` (YYYY-MM-DD in Europe/Warsaw, given by the route from the
 * server's clock), else unpaid. Dates are stored as YYYY-MM-DD, so comparing them as text is
 * comparing the days.
 */
import {
  INVOICE_STATUSES,
  ORDER_STATUSES,
  UNPAID_INVOICE_STATUSES,
  type INVOICES_LIST,
  type InvoiceStatus,
  type ORDERS_LIST,
  type OrderStatus,
  type SortTerm,
  type VatRate,
} from '@portal-elements/contract';
import { sql, type Kysely } from 'kysely';
import type { DialectName } from './database.js';
import { contains, ordered, pageWithTotal, type SortColumn } from './list-sql.js';
import type { Database } from './schema.js';

export type InvoiceSortKey = (typeof INVOICES_LIST.sortKeys)[number];
export type OrderSortKey = (typeof ORDERS_LIST.sortKeys)[number];

interface Page<K extends string> {
  projectId: number;
  offset: number;
  limit: number;
  sort: readonly SortTerm<K>[];
}

export interface InvoiceListQuery extends Page<InvoiceSortKey> {
  /** Today in Europe/Warsaw (YYYY-MM-DD): what is unpaid and due before it is overdue. */
  today: string;
  statuses?: readonly InvoiceStatus[] | undefined;
  number?: string | undefined;
}

export interface InvoiceListRow {
  id: number;
  number: string;
  issue_date: string;
  due_date: string;
  net: number;
  vat: number;
  gross: number;
  status: InvoiceStatus;
}

const INVOICE_SORT: Readonly<Record<InvoiceSortKey, SortColumn>> = {
  number: { kind: 'text', column: 'i.number' },
  issue_date: { kind: 'value', column: 'i.issue_date' },
  due_date: { kind: 'value', column: 'i.due_date' },
  net: { kind: 'value', column: 'i.net' },
  vat: { kind: 'value', column: 'i.vat' },
  gross: { kind: 'value', column: 'i.gross' },
  status: { kind: 'rank', column: 'i.status', values: INVOICE_STATUSES },
};

/** The project's invoices with their computed status, as a table `i` to filter and sort. */
function invoicesWithStatus(db: Kysely<Database>, projectId: number, today: string) {
  return db
    .selectFrom('invoices')
    .where('invoices.project_id', '=', projectId)
    .select([
      'invoices.id',
      'invoices.project_id',
      'invoices.number',
      'invoices.issue_date',
      'invoices.sale_date',
      'invoices.due_date',
      'invoices.net',
      'invoices.vat',
      'invoices.gross',
      'invoices.paid_at',
      sql<InvoiceStatus>`case when ${sql.ref('invoices.paid_at')} is not null then 'paid' when ${sql.ref(
        'invoices.due_date',
      )} < ${today} then 'overdue' else 'unpaid' end`.as('status'),
    ])
    .as('i');
}

/** One page of the project's invoices and the number that pass the filters. */
export async function listInvoices(
  db: Kysely<Database>,
  dialect: DialectName,
  query: InvoiceListQuery,
): Promise<{ rows: InvoiceListRow[]; total: number }> {
  const { statuses, number } = query;
  const filtered = db
    .selectFrom(invoicesWithStatus(db, query.projectId, query.today))
    .$if(statuses !== undefined, (qb) => qb.where('i.status', 'in', statuses!))
    .$if(!!number, (qb) => qb.where(contains(dialect, 'i.number', number!)));
  const page = filtered.select([
    'i.id',
    'i.number',
    'i.issue_date',
    'i.due_date',
    'i.net',
    'i.vat',
    'i.gross',
    'i.status',
  ]);
  const { rows, total } = await pageWithTotal(
    ordered(page, dialect, query.sort, INVOICE_SORT, 'i.id').limit(query.limit).offset(query.offset),
    filtered,
  );
  return { rows: rows.map(numbers), total };
}

export interface UnpaidInvoicesSummary {
  /** How many invoices are unpaid (overdue ones included). */
  unpaidCount: number;
  /** How many of them are overdue. */
  overdueCount: number;
  /** The sum of their gross amounts, in grosze. */
  amountDue: number;
}

/**
 * The project's unpaid invoices (the dashboard): how many, how many are overdue, and the sum of their
 * gross amounts, counted and added up in the database over the same computed status as the list.
 */
export async function unpaidInvoicesSummary(
  db: Kysely<Database>,
  projectId: number,
  today: string,
): Promise<UnpaidInvoicesSummary> {
  const row = await db
    .selectFrom(invoicesWithStatus(db, projectId, today))
    .where('i.status', 'in', UNPAID_INVOICE_STATUSES)
    .select((eb) => [
      eb.fn.countAll().as('unpaid'),
      eb.fn.sum(sql<number>`case when ${sql.ref('i.status')} = 'overdue' then 1 else 0 end`).as('overdue'),
      eb.fn.sum('i.gross').as('due'),
    ])
    .executeTakeFirstOrThrow();
  // COUNT and SUM come back as BIGINT or NUMERIC text on PostgreSQL, and SUM as NULL over no rows.
  return {
    unpaidCount: Number(row.unpaid),
    overdueCount: Number(row.overdue ?? 0),
    amountDue: Number(row.due ?? 0),
  };
}

/** BIGINT amounts as numbers (the PostgreSQL pool parses them already; SQLite may too). */
function numbers<R extends { net: number; vat: number; gross: number }>(row: R): R {
  return { ...row, net: Number(row.net), vat: Number(row.vat), gross: Number(row.gross) };
}

export interface InvoiceDetail extends InvoiceListRow {
  project_id: number;
  project_name: string;
  sale_date: string;
  paid_at: number | null;
  lines: {
    description: string;
    quantity: number;
    unit: string;
    unit_net: number;
    vat_rate: VatRate;
    net: number;
    vat: number;
    gross: number;
  }[];
}

/** The invoice with its lines in order, if it is the project's; else undefined. */
export async function findInvoice(
  db: Kysely<Database>,
  id: number,
  projectId: number,
  today: string,
): Promise<InvoiceDetail | undefined> {
  const invoice = await db
    .selectFrom(invoicesWithStatus(db, projectId, today))
    .innerJoin('projects', 'projects.id', 'i.project_id')
    .selectAll('i')
    .select('projects.name as project_name')
    .where('i.id', '=', id)
    .executeTakeFirst();
  if (!invoice) return undefined;
  const lines = await db
    .selectFrom('invoice_lines')
    .select(['description', 'quantity', 'unit', 'unit_net', 'vat_rate', 'net', 'vat', 'gross'])
    .where('invoice_id', '=', id)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return {
    ...numbers(invoice),
    paid_at: invoice.paid_at === null ? null : Number(invoice.paid_at),
    lines: lines.map((line) => ({ ...numbers(line), unit_net: Number(line.unit_net) })),
  };
}

export interface OrderListQuery extends Page<OrderSortKey> {
  statuses?: readonly OrderStatus[] | undefined;
  description?: string | undefined;
}

export interface OrderListRow {
  id: number;
  number: string;
  ordered_at: number;
  description: string;
  status: OrderStatus;
}

const ORDER_SORT: Readonly<Record<OrderSortKey, SortColumn>> = {
  number: { kind: 'text', column: 'orders.number' },
  ordered_at: { kind: 'value', column: 'orders.ordered_at' },
  description: { kind: 'text', column: 'orders.description' },
  status: { kind: 'rank', column: 'orders.status', values: ORDER_STATUSES },
};

/** One page of the project's orders and the number that pass the filters. */
export async function listOrders(
  db: Kysely<Database>,
  dialect: DialectName,
  query: OrderListQuery,
): Promise<{ rows: OrderListRow[]; total: number }> {
  const { statuses, description } = query;
  const filtered = db
    .selectFrom('orders')
    .where('orders.project_id', '=', query.projectId)
    .$if(statuses !== undefined, (qb) => qb.where('orders.status', 'in', statuses!))
    .$if(!!description, (qb) => qb.where(contains(dialect, 'orders.description', description!)));
  const page = filtered.select([
    'orders.id',
    'orders.number',
    'orders.ordered_at',
    'orders.description',
    'orders.status',
  ]);
  const { rows, total } = await pageWithTotal(
    ordered(page, dialect, query.sort, ORDER_SORT, 'orders.id').limit(query.limit).offset(query.offset),
    filtered,
  );
  return { rows: rows.map((row) => ({ ...row, ordered_at: Number(row.ordered_at) })), total };
}
