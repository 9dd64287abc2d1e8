/**
 * Who may see a support issue (and the files attached to it): staff acting as themselves who hold
 * support-issue-list, any issue; a client (or a staff member acting as one), the issues of the project
 * the session has selected, while a member of it.
 */
import { SUPPORT_ISSUE_LIST_PERMISSION } from '@portal-elements/contract';
import type { AppContext } from '../context.js';
import { hasPermission, memberProject } from '../db/queries.js';
import type { ActiveSession } from '../security/sessions.js';

export async function canSeeIssue(
  ctx: AppContext,
  session: ActiveSession,
  projectId: number,
): Promise<boolean> {
  if (session.user.userType === 'staff') {
    return hasPermission(ctx.db, session.user.id, SUPPORT_ISSUE_LIST_PERMISSION);
  }
  return (
    session.projectId === projectId && (await memberProject(ctx.db, session.user.id, projectId)) !== undefined
  );
}
