/**
 * GET /api/services: the services of one type in the session's selected project, paged, sorted and
 * filtered (issue 17). For a client, or a staff member impersonating one, with client-services-list.
 */
import {
  SERVICES_LIST,
  SERVICES_LIST_PERMISSION,
  type AllocationModel,
  type ListQuerystring,
  type ServiceStatus,
} from '@portal-elements/contract';
import { ServicesPageSchema, listQuerySchema, type ServicesPage } from '@portal-elements/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { activeSession, localeOf, requireClientPermission, type AppContext } from '../context.js';
import { memberProject } from '../db/queries.js';
import { listServices, typeHasAllocationModels } from '../db/service-list.js';
import { HttpError } from '../http/errors.js';
import { t } from '../i18n.js';
import { pageOf, parseSort, setOf } from './list-params.js';

export function registerServiceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, dialect } = ctx;

  app.get<{ Querystring: ListQuerystring<typeof SERVICES_LIST>; Reply: ServicesPage }>(
    SERVICES_LIST.path,
    {
      // The permission first: a guest gets 401 and a client without it 403, whatever the query says.
      preValidation: requireClientPermission(ctx, SERVICES_LIST_PERMISSION),
      schema: { querystring: listQuerySchema(SERVICES_LIST), response: { 200: ServicesPageSchema } },
    },
    async (request) => {
      const m = t(localeOf(request));
      const { query } = request;

      const sort = parseSort(SERVICES_LIST, query.sort, m);

      const serviceType = await db
        .selectFrom('service_types')
        .select(['id', 'type', 'name'])
        .where('type', '=', query.type)
        .executeTakeFirst();
      if (!serviceType) throw new HttpError(404, 'not_found', m.serviceTypeNotFound);

      // The session's user is the client, also while a staff member acts as one. A project the user no
      // longer belongs to lists nothing, as no selected project does.
      const session = await activeSession(ctx, request);
      const [project, allocationModels] = await Promise.all([
        session.projectId === null ? undefined : memberProject(db, session.user.id, session.projectId),
        typeHasAllocationModels(db, serviceType.id),
      ]);
      const { rows, total } = project
        ? await listServices(db, dialect, {
            projectId: project.id,
            serviceTypeId: serviceType.id,
            ...pageOf(query),
            sort,
            statuses: setOf<ServiceStatus>(query.status),
            allocationModels: setOf<AllocationModel>(query.allocation),
            name: query.name,
            search: query.search,
          })
        : { rows: [], total: 0 };

      return {
        type: { type: serviceType.type, name: serviceType.name, allocationModels },
        rows: rows.map((row) => ({
          id: row.id,
          name: row.name,
          status: row.status,
          allocation_model: row.allocation_model,
          created_at: new Date(row.created_at).toISOString(),
          updated_at: row.updated_at === null ? null : new Date(row.updated_at).toISOString(),
        })),
        total,
      };
    },
  );
}
