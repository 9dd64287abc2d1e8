/**
 * A SOC case's workflow as a state machine, written once for the server (which checks every change in
 * the write's transaction) and the web app (which offers only what the machine allows):
 *
 *     new → in_progress → resolved → closed
 *                 ↑           │         │
 *                 └─ reopen ──┴─────────┘   (with a reason)
 *
 * Resolving sets `resolved_at`, closing sets `closed_at`; reopening clears both (the case is open again,
 * and its time to resolve is measured to its next resolution).
 */
import type { CaseStatus } from './enums.js';

/** Where a case can go from each status. */
export const CASE_TRANSITIONS: Readonly<Record<CaseStatus, readonly CaseStatus[]>> = {
  new: ['in_progress'],
  in_progress: ['resolved'],
  resolved: ['closed', 'in_progress'],
  closed: ['in_progress'],
};

/** The longest reason for reopening a case, in characters. */
export const MAX_REOPEN_REASON = 500;

/** Whether the workflow allows moving a case from `from` to `to`. */
export function canMoveCase(from: CaseStatus, to: CaseStatus): boolean {
  return CASE_TRANSITIONS[from].includes(to);
}

/** Whether moving from `from` to `to` reopens the case (back from resolved or closed): it needs a reason. */
export function isCaseReopen(from: CaseStatus, to: CaseStatus): boolean {
  return (from === 'resolved' || from === 'closed') && to === 'in_progress';
}
