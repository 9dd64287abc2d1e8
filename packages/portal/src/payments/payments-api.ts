/** The payments' reads (packages/server/src/routes/payments.ts). */
import { API, pathOf } from '@portal-elements/contract';
import type { Invoice } from '@portal-elements/contract/schemas';
import { request } from '../api/http';

export type { Invoice, InvoiceLine, InvoiceRow, OrderRow } from '@portal-elements/contract/schemas';

export const paymentsApi = {
  invoice: (id: string, signal?: AbortSignal) => request<Invoice>(pathOf(API.invoice, { id }), { signal }),
};

/** The PDF's address (a plain link: the browser downloads it). */
export const invoicePdfHref = (id: number) => pathOf(API.invoicePdf, { id });
