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
  type SortTerm,
} from '../db/service-list.js';
import { HttpError } from '../http/errors.js';
import { t } from '../i18n.js';

export const PAGE_SIZES = ['10', '25', '50', '100'] as const;
export const DEFAULT_LIMIT = 25;
export const MAX_OFFSET = 1_000_000_000;
export const DEFAULT_SORT = 'name';
export const MAX_TEXT_FILTER = 100;

/** `a`, `a,b`, … up to `max` items of `values`: a comma-separated list as a pattern. */
function listPattern(values: readonly string[], max: number): string {
  const one = `(?:${values.join('|')})`;
  return `^${one}(?:,${one}){0,${max - 1}}$`;
}

export interface ServicesQuerystring {
  type: string;
  offset?: string;
  limit?: (typeof PAGE_SIZES)[number];
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
    // 0 to 1,000,000,000 in digits.
    offset: { type: 'string', pattern: '^(?:[0-9]{1,9}|1000000000)$' },
    limit: { type: 'string', enum: PAGE_SIZES },
    sort: {
      type: 'string',
      pattern: listPattern(
        SERVICE_SORT_KEYS.map((key) => `-?${key}`),
        2,
      ),
    },
    status: { type: 'string', pattern: listPattern(SERVICE_STATUSES, SERVICE_STATUSES.length) },
    allocation: { type: 'string', pattern: listPattern(ALLOCATION_MODELS, ALLOCATION_MODELS.length) },
    name: { type: 'string', maxLength: MAX_TEXT_FILTER },
    search: { type: 'string', maxLength: MAX_TEXT_FILTER },
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

/** The items of a comma-separated parameter the schema has checked, each once. */
function setOf<T extends string>(raw: string | undefined): T[] | undefined {
  return raw === undefined ? undefined : [...new Set(raw.split(','))].map((value) => value as T);
}

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

      const sort: SortTerm[] = (query.sort ?? DEFAULT_SORT).split(',').map((item) => ({
        key: item.replace(/^-/, '') as ServiceSortKey,
        descending: item.startsWith('-'),
      }));
      if (new Set(sort.map((term) => term.key)).size !== sort.length) {
        throw new HttpError(422, 'validation_failed', m.sortKeyRepeated, {
          fields: { sort: [m.sortKeyRepeated] },
        });
      }

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
            offset: query.offset === undefined ? 0 : Number(query.offset),
            limit: query.limit === undefined ? DEFAULT_LIMIT : Number(query.limit),
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
