/**
 * GET /api/dashboard: the client dashboard's figures for the session's selected project, in one
 * answer. Each section follows the rule of the list it summarises: the open support issues and the
 * latest documents for any member of the project (as GET /api/support/issues and GET /api/documents),
 * the unpaid invoices with client-invoices-list (as GET /api/invoices); a section the person may not
 * see is left out of the answer. For a client, or a staff member impersonating one (who counts as that
 * client); staff acting as themselves get 403, as on the support and payments routes. Without a
 * selected project, or once no longer a member of it, the answer is `{ project: null }`.
 */
import {
  API,
  DASHBOARD_DOCUMENTS,
  DASHBOARD_ISSUES,
  INVOICES_LIST_PERMISSION,
  OPEN_SUPPORT_STATUSES,
  paymentsDateOf,
} from '@portal-elements/contract';
import { DashboardSchema, type Dashboard } from '@portal-elements/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { activeSession, forbidden, localeOf, requireSession, type AppContext } from '../context.js';
import { listDocuments } from '../db/documents.js';
import { unpaidInvoicesSummary } from '../db/payments.js';
import { hasPermission, memberProject } from '../db/queries.js';
import { SUPPORT_STATUS_LABELS, listIssues } from '../db/support.js';

export function registerDashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, dialect } = ctx;

  app.get<{ Reply: Dashboard }>(
    API.dashboard,
    {
      preValidation: requireSession(ctx),
      schema: { response: { 200: DashboardSchema } },
    },
    async (request) => {
      const session = await activeSession(ctx, request);
      if (session.user.userType !== 'client') throw forbidden(request);
      const project =
        session.projectId === null ? undefined : await memberProject(db, session.user.id, session.projectId);
      if (!project) return { project: null };
      const locale = localeOf(request);
      const [issues, documents, invoices] = await Promise.all([
        listIssues(db, dialect, {
          projectId: project.id,
          statuses: OPEN_SUPPORT_STATUSES,
          sort: [{ key: 'updated_at', descending: true }],
          offset: 0,
          limit: DASHBOARD_ISSUES,
        }),
        listDocuments(db, dialect, {
          projectId: project.id,
          sort: [{ key: 'issued_on', descending: true }],
          offset: 0,
          limit: DASHBOARD_DOCUMENTS,
          title: undefined,
          kinds: undefined,
          search: undefined,
        }),
        (async () =>
          (await hasPermission(db, session.user.id, INVOICES_LIST_PERMISSION))
            ? unpaidInvoicesSummary(db, project.id, paymentsDateOf(ctx.options.now()))
            : undefined)(),
      ]);
      return {
        project: { id: project.id, name: project.name },
        support: {
          openCount: issues.total,
          latest: issues.rows.map((row) => ({
            id: row.id,
            subject: row.subject,
            status: row.status,
            status_name: SUPPORT_STATUS_LABELS[row.status][locale],
            updated_at: new Date(row.updated_at).toISOString(),
          })),
        },
        ...(invoices && { invoices }),
        documents: {
          total: documents.total,
          latest: documents.rows.map((row) => ({
            id: row.id,
            title: row.title,
            kind: row.kind,
            issued_on: row.issued_on,
          })),
        },
      };
    },
  );
}
