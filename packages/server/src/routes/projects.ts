/**
 * POST /projects/change: select one of the user's projects. GET /api/projects/:id: one of the user's
 * projects, its members and their roles and its services by type, for any member (the project page is
 * in the user menu of every client with a project, spec 2); the services only with client-services-list.
 * Anyone else gets 404, as for a project that does not exist.
 */
import { API, MAX_ID, PAGES, SERVICES_LIST_PERMISSION, idOf } from '@portal-elements/contract';
import { ProjectDetailsSchema, type ProjectDetails } from '@portal-elements/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { activeSession, forbidden, localeOf, requireSession, type AppContext } from '../context.js';
import { projectMembers, projectServiceTypes } from '../db/projects.js';
import { SELECTED_PROJECT_SETTING, hasPermission, memberProject, setUserSetting } from '../db/queries.js';
import { HttpError } from '../http/errors.js';
import { t } from '../i18n.js';

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

  app.get<{ Params: { id: string }; Reply: ProjectDetails }>(
    API.project,
    { preValidation: requireSession(ctx), schema: { response: { 200: ProjectDetailsSchema } } },
    async (request) => {
      const session = await activeSession(ctx, request);
      const locale = localeOf(request);
      const id = idOf(request.params.id);
      const project = id === undefined ? undefined : await memberProject(db, session.user.id, id);
      if (!project) throw new HttpError(404, 'not_found', t(locale).projectNotFound);
      const [members, mayListServices] = await Promise.all([
        projectMembers(db, project.id, locale),
        hasPermission(db, session.user.id, SERVICES_LIST_PERMISSION),
      ]);
      return {
        project,
        selected: session.projectId === project.id,
        members,
        serviceTypes: mayListServices ? await projectServiceTypes(db, project.id) : null,
      };
    },
  );
}
