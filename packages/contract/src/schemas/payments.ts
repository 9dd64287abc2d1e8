/**
 * The answers of the payments (payments.ts): the invoices' and orders' lists and one invoice with its
 * lines. Amounts are integer grosze; dates of an invoice are calendar dates (YYYY-MM-DD), an order's
 * time is ISO 8601.
 */
import Type from 'typebox';
import { INVOICE_STATUSES, ORDER_STATUSES, VAT_RATES } from '../payments.js';

const Grosze = Type.Integer();
const CalendarDate = Type.String();

// GET /api/invoices

export const InvoiceRowSchema = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  issue_date: CalendarDate,
  due_date: CalendarDate,
  net: Grosze,
  vat: Grosze,
  gross: Grosze,
  status: Type.Enum(INVOICE_STATUSES),
});
export type InvoiceRow = Type.Static<typeof InvoiceRowSchema>;

export const InvoicesPageSchema = Type.Object({
  rows: Type.Array(InvoiceRowSchema),
  total: Type.Integer(),
});
export type InvoicesPage = Type.Static<typeof InvoicesPageSchema>;

// GET /api/invoices/:id

export const InvoiceLineSchema = Type.Object({
  description: Type.String(),
  quantity: Type.Integer(),
  unit: Type.String(),
  unit_net: Grosze,
  vat_rate: Type.Enum(VAT_RATES),
  net: Grosze,
  vat: Grosze,
  gross: Grosze,
});
export type InvoiceLine = Type.Static<typeof InvoiceLineSchema>;

export const InvoiceSchema = Type.Object({
  ...InvoiceRowSchema.properties,
  sale_date: CalendarDate,
  paid_at: Type.Union([Type.String(), Type.Null()]),
  project: Type.Object({ id: Type.Integer(), name: Type.String() }),
  lines: Type.Array(InvoiceLineSchema),
});
export type Invoice = Type.Static<typeof InvoiceSchema>;

// GET /api/orders

export const OrderRowSchema = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  ordered_at: Type.String(),
  description: Type.String(),
  status: Type.Enum(ORDER_STATUSES),
});
export type OrderRow = Type.Static<typeof OrderRowSchema>;

export const OrdersPageSchema = Type.Object({
  rows: Type.Array(OrderRowSchema),
  total: Type.Integer(),
});
export type OrdersPage = Type.Static<typeof OrdersPageSchema>;
