/**
 * GET /api/services: the services of one type in the session's selected project, paged, sorted and
 * filtered (issue 17). For a client, or a staff member impersonating one, with client-services-list.
 */
import type { FastifyInstance } from 'fastify';
import { activeSession, localeOf, requireClientPermission, type AppContext } from '../context.js';
import { SERVICES_LIST_PERMISSION } from '../db/permissions.js';
import { memberProject } from '../db/queries.js';
import {
  ALLOCATION_MODELS,
  SERVICE_STATUSES,
  type AllocationModel,
  type ServiceStatus,
} from '../db/schema.js';
import {
  SERVICE_SORT_KEYS,
  listServices,
  typeHasAllocationModels,
  type ServiceSortKey,
} from '../db/service-list.js';
import { HttpError } from '../http/errors.js';
import { t } from '../i18n.js';
import {
  limitSchema,
  listPattern,
  offsetSchema,
  pageOf,
  parseSort,
  setOf,
  sortSchema,
  textFilterSchema,
  type PageSize,
} from './list-params.js';

export const DEFAULT_SORT = 'name';

export interface ServicesQuerystring {
  type: string;
  offset?: string;
  limit?: PageSize;
  sort?: string;
  status?: string;
  allocation?: string;
  name?: string;
  search?: string;
}

/** Every parameter is a string (no coercion): the patterns say which strings. */
export const servicesQuerySchema = {
  type: 'object',
  required: ['type'],
  additionalProperties: false,
  properties: {
    type: { type: 'string', minLength: 1, maxLength: 64 },
    offset: offsetSchema,
    limit: limitSchema,
    sort: sortSchema(SERVICE_SORT_KEYS),
    status: { type: 'string', pattern: listPattern(SERVICE_STATUSES, SERVICE_STATUSES.length) },
    allocation: { type: 'string', pattern: listPattern(ALLOCATION_MODELS, ALLOCATION_MODELS.length) },
    name: textFilterSchema,
    search: textFilterSchema,
  },
} as const;

const nullableString = { type: ['string', 'null'] } as const;

/** The answer's schema: also the list of what may leave the server. */
export const servicesResponseSchema = {
  type: 'object',
  required: ['type', 'rows', 'total'],
  properties: {
    type: {
      type: 'object',
      required: ['type', 'name', 'allocationModels'],
      properties: {
        type: { type: 'string' },
        name: { type: 'string' },
        allocationModels: { type: 'boolean' },
      },
    },
    rows: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'status', 'allocation_model', 'created_at', 'updated_at'],
        properties: {
          id: { type: 'integer' },
          name: { type: 'string' },
          status: { type: 'string' },
          allocation_model: nullableString,
          created_at: { type: 'string' },
          updated_at: nullableString,
        },
      },
    },
    total: { type: 'integer' },
  },
} as const;

export function registerServiceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, dialect } = ctx;

  app.get<{ Querystring: ServicesQuerystring }>(
    '/api/services',
    {
      // The permission first: a guest gets 401 and a client without it 403, whatever the query says.
      preValidation: requireClientPermission(ctx, SERVICES_LIST_PERMISSION),
      schema: { querystring: servicesQuerySchema, response: { 200: servicesResponseSchema } },
    },
    async (request) => {
      const m = t(localeOf(request));
      const { query } = request;

      const sort = parseSort<ServiceSortKey>(query.sort ?? DEFAULT_SORT, m);

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
