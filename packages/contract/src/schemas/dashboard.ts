/**
 * GET /api/dashboard: the client dashboard's figures for the selected project (dashboard.ts). Each
 * section is there only when the person may see what it summarises, as its own list's route decides:
 * `support` and `documents` for any member of the project, `invoices` with client-invoices-list.
 * Without a selected project (or no longer a member of it) `project` is null and no section is there.
 */
import Type from 'typebox';
import { DOCUMENT_KINDS, SUPPORT_STATUSES } from '../enums.js';
import { ProjectSchema } from './answers.js';

/** One of the project's open issues, as the dashboard lists it. */
export const DashboardIssueSchema = Type.Object({
  id: Type.Integer(),
  subject: Type.String(),
  status: Type.Enum(SUPPORT_STATUSES),
  /** The status's name in the request's language (as GET /api/support/options names it). */
  status_name: Type.String(),
  /** The latest entry of its thread, ISO 8601 (UTC). */
  updated_at: Type.String(),
});
export type DashboardIssue = Type.Static<typeof DashboardIssueSchema>;

/** One of the project's documents, as the dashboard lists it; its file is at API.documentFile. */
export const DashboardDocumentSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  kind: Type.Enum(DOCUMENT_KINDS),
  /** The document's date, `YYYY-MM-DD`. */
  issued_on: Type.String(),
});
export type DashboardDocument = Type.Static<typeof DashboardDocumentSchema>;

export const DashboardSchema = Type.Object({
  project: Type.Union([ProjectSchema, Type.Null()]),
  /**
   * The open issues (OPEN_SUPPORT_STATUSES): how many, and the DASHBOARD_ISSUES most recently updated,
   * in the support list's order (equal times by id).
   */
  support: Type.Optional(
    Type.Object({ openCount: Type.Integer(), latest: Type.Array(DashboardIssueSchema) }),
  ),
  /**
   * The unpaid invoices (UNPAID_INVOICE_STATUSES): how many, how many of them are overdue (due before
   * today in Europe/Warsaw, as GET /api/invoices decides), and the sum of their gross amounts, in
   * grosze (PLN), added up by the database.
   */
  invoices: Type.Optional(
    Type.Object({
      unpaidCount: Type.Integer(),
      overdueCount: Type.Integer(),
      amountDue: Type.Integer(),
    }),
  ),
  /** How many documents the project has, and the DASHBOARD_DOCUMENTS newest, in the documents list's order. */
  documents: Type.Optional(
    Type.Object({ total: Type.Integer(), latest: Type.Array(DashboardDocumentSchema) }),
  ),
});
export type Dashboard = Type.Static<typeof DashboardSchema>;
