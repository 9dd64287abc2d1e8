/**
 * Payments (issue 28): the selected project's invoices (GET /api/invoices, an invoice with its lines,
 * its PDF) for client-invoices-list, and its orders (GET /api/orders) for client-orders-list, each
 * route enforcing its own permission. For a client, or a staff member impersonating one (who counts
 * as that client); staff acting as themselves get 403. An invoice of another project, or an unknown
 * or impossible id, is 404. An invoice's `overdue` status is computed here: unpaid and due before
 * today in Europe/Warsaw by the server's clock (`options.now`).
 */
import {
  API,
  INVOICES_LIST,
  INVOICES_LIST_PERMISSION,
  ORDERS_LIST,
  ORDERS_LIST_PERMISSION,
  idOf,
  paymentsDateOf,
  type InvoiceStatus,
  type ListQuerystring,
  type OrderStatus,
} from '@portal-elements/contract';
import {
  InvoiceSchema,
  InvoicesPageSchema,
  OrdersPageSchema,
  listQuerySchema,
  type Invoice,
  type InvoicesPage,
  type OrdersPage,
} from '@portal-elements/contract/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { activeSession, localeOf, requireClientPermission, type AppContext } from '../context.js';
import { findInvoice, listInvoices, listOrders, type InvoiceDetail } from '../db/payments.js';
import { memberProject } from '../db/queries.js';
import { HttpError } from '../http/errors.js';
import { t } from '../i18n.js';
import { attachmentDisposition, invoiceFileName, invoicePdf } from './invoice-pdf.js';
import { pageOf, parseSort, setOf } from './list-params.js';

export function registerPaymentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, dialect } = ctx;
  const today = () => paymentsDateOf(ctx.options.now());

  /** The session's selected project, while the client is a member of it. */
  const selectedProject = async (request: FastifyRequest): Promise<number | undefined> => {
    const session = await activeSession(ctx, request);
    if (session.projectId === null) return undefined;
    return (await memberProject(db, session.user.id, session.projectId))?.id;
  };

  /** The invoice of `:id` if it is the selected project's; else 404. */
  const clientInvoice = async (
    request: FastifyRequest<{ Params: { id: string } }>,
  ): Promise<InvoiceDetail> => {
    const notFound = () => new HttpError(404, 'not_found', t(localeOf(request)).notFound);
    const id = idOf(request.params.id);
    if (id === undefined) throw notFound();
    const projectId = await selectedProject(request);
    const invoice = projectId === undefined ? undefined : await findInvoice(db, id, projectId, today());
    if (!invoice) throw notFound();
    return invoice;
  };

  app.get<{ Querystring: ListQuerystring<typeof INVOICES_LIST>; Reply: InvoicesPage }>(
    INVOICES_LIST.path,
    {
      preValidation: requireClientPermission(ctx, INVOICES_LIST_PERMISSION),
      schema: { querystring: listQuerySchema(INVOICES_LIST), response: { 200: InvoicesPageSchema } },
    },
    async (request) => {
      const { query } = request;
      const sort = parseSort(INVOICES_LIST, query.sort, t(localeOf(request)));
      const projectId = await selectedProject(request);
      if (projectId === undefined) return { rows: [], total: 0 };
      return listInvoices(db, dialect, {
        projectId,
        today: today(),
        ...pageOf(query),
        sort,
        statuses: setOf<InvoiceStatus>(query.status),
        number: query.number,
      });
    },
  );

  app.get<{ Params: { id: string }; Reply: Invoice }>(
    API.invoice,
    {
      preValidation: requireClientPermission(ctx, INVOICES_LIST_PERMISSION),
      schema: { response: { 200: InvoiceSchema } },
    },
    async (request) => {
      const invoice = await clientInvoice(request);
      return {
        id: invoice.id,
        number: invoice.number,
        issue_date: invoice.issue_date,
        sale_date: invoice.sale_date,
        due_date: invoice.due_date,
        net: invoice.net,
        vat: invoice.vat,
        gross: invoice.gross,
        status: invoice.status,
        paid_at: invoice.paid_at === null ? null : new Date(invoice.paid_at).toISOString(),
        project: { id: invoice.project_id, name: invoice.project_name },
        lines: invoice.lines,
      };
    },
  );

  app.get<{ Params: { id: string } }>(
    API.invoicePdf,
    { preValidation: requireClientPermission(ctx, INVOICES_LIST_PERMISSION) },
    async (request, reply) => {
      const invoice = await clientInvoice(request);
      const locale = localeOf(request);
      const pdf = await invoicePdf(invoice, { locale, seller: ctx.options.product });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentDisposition(invoiceFileName(invoice.number, locale)))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get<{ Querystring: ListQuerystring<typeof ORDERS_LIST>; Reply: OrdersPage }>(
    ORDERS_LIST.path,
    {
      preValidation: requireClientPermission(ctx, ORDERS_LIST_PERMISSION),
      schema: { querystring: listQuerySchema(ORDERS_LIST), response: { 200: OrdersPageSchema } },
    },
    async (request) => {
      const { query } = request;
      const sort = parseSort(ORDERS_LIST, query.sort, t(localeOf(request)));
      const projectId = await selectedProject(request);
      if (projectId === undefined) return { rows: [], total: 0 };
      const { rows, total } = await listOrders(db, dialect, {
        projectId,
        ...pageOf(query),
        sort,
        statuses: setOf<OrderStatus>(query.status),
        description: query.description,
      });
      return {
        rows: rows.map((row) => ({ ...row, ordered_at: new Date(row.ordered_at).toISOString() })),
        total,
      };
    },
  );
}
