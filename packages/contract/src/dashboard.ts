/**
 * The client's dashboard (/ and GET /api/dashboard): what it counts as an open support issue and as an
 * unpaid invoice, and how many of the latest issues and documents it lists. The figures themselves are
 * described with the answer's schema (schemas/dashboard.ts).
 */
import type { SupportStatus } from './enums.js';
import type { InvoiceStatus } from './payments.js';

/**
 * A support issue is open while someone still has to act on it: new (nobody has answered yet), open
 * (in progress) or waiting for the customer. Resolved and closed issues are not open (a client's
 * reply reopens a resolved one, and it counts again then).
 */
export const OPEN_SUPPORT_STATUSES = [
  'new',
  'open',
  'waiting_for_customer',
] as const satisfies readonly SupportStatus[];

/** An invoice still to be paid: unpaid, whether its due date has passed (overdue) or not. */
export const UNPAID_INVOICE_STATUSES = ['unpaid', 'overdue'] as const satisfies readonly InvoiceStatus[];

/** How many open issues the dashboard lists, the most recently updated first (the answer counts them all). */
export const DASHBOARD_ISSUES = 5;

/** How many documents the dashboard lists, the newest first (the answer counts them all). */
export const DASHBOARD_DOCUMENTS = 5;
