/** POST /projects/change: select one of the user's projects. */
import { MAX_ID, PAGES } from '@portal-elements/contract';
import type { FastifyInstance } from 'fastify';
import { activeSession, forbidden, localeOf, requireSession, type AppContext } from '../context.js';
import { SELECTED_PROJECT_SETTING, memberProject, setUserSetting } from '../db/queries.js';
import { t } from '../i18n.js';

/** Ids beyond this cannot exist (a 32-bit INTEGER column), so they get the answer of any other unknown id. */

export function registerProjectRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, options } = ctx;

  app.post<{ Body: { project_id: number } }>(
    PAGES.changeProject,
    {
      preValidation: requireSession(ctx),
      schema: {
        // Type coercion is off for the whole server: "1", 1.5, true, null and [1] are all 422.
        body: {
          type: 'object',
          required: ['project_id'],
          additionalProperties: false,
          properties: { project_id: { type: 'integer' } },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              status: { type: 'string' },
              projectId: { type: 'integer' },
              selectedProject: {
                type: 'object',
                properties: { id: { type: 'integer' }, name: { type: 'string' } },
              },
            },
          },
        },
      },
    },
    async (request) => {
      // An impersonating staff member acts as the client: the session's user is the client.
      const session = await activeSession(ctx, request);
      const id = request.body.project_id;
      const project = id >= 1 && id <= MAX_ID ? await memberProject(db, session.user.id, id) : undefined;
      // Not a member and no such project get the same answer, so ids cannot be probed.
      if (!project) throw forbidden(request, t(localeOf(request)).forbiddenProject);
      const now = options.now();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('sessions')
          .set({ project_id: project.id })
          .where('id', '=', session.idHash)
          .execute();
        // Remember the choice for the next sign-in, but not the one a staff member makes as the client.
        if (session.impersonatorId === null) {
          await setUserSetting(trx, session.user.id, SELECTED_PROJECT_SETTING, String(project.id), now);
        }
      });
      return { status: 'ok', projectId: project.id, selectedProject: project };
    },
  );
}
