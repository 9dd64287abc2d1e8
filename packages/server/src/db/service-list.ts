/**
 * The services list of one type in one project (GET /api/services): filtered, sorted and paged in the
 * database, with the same answers on SQLite and PostgreSQL.
 *
 * What makes the two engines agree:
 * - Text is compared byte by byte, folded for A-Z only, with LIKE's wildcards literal (list-sql.ts):
 *   so `name=WEB` finds `web-01`, while `Ł` and `ł` stay different.
 * - NULLs come last in both directions (`NULLS LAST`: SQLite 3.30 and later, PostgreSQL).
 * - Every order ends with the id, so equal keys page in one stable order.
 */
import type { SERVICES_LIST } from '@portal-elements/contract';
import {
  ALLOCATION_MODELS,
  type AllocationModel,
  type ServiceStatus,
  type SortTerm as ListSortTerm,
} from '@portal-elements/contract';
import type { Kysely } from 'kysely';
import type { DialectName } from './database.js';
import type { Database } from './schema.js';
import { contains, foldAscii, ordered, pageWithTotal, type SortColumn } from './list-sql.js';

export type ServiceSortKey = (typeof SERVICES_LIST.sortKeys)[number];

export type SortTerm = ListSortTerm<ServiceSortKey>;

/** How the portal displays each allocation model (spec section 3); `search` matches these too. */
export const ALLOCATION_MODEL_LABELS: Readonly<Record<AllocationModel, string>> = {
  AllocationPool: 'AllocationPool',
  AllocationVApp: 'Pay-As-You-Go',
  ReservationPool: 'ReservationPool',
};

export interface ServiceListQuery {
  projectId: number;
  serviceTypeId: number;
  offset: number;
  limit: number;
  /** One or two keys; the id is always added last. */
  sort: readonly SortTerm[];
  /** Only these statuses (a set; undefined: any). */
  statuses?: readonly ServiceStatus[] | undefined;
  /** Only these allocation models (a set; undefined: any, null included). */
  allocationModels?: readonly AllocationModel[] | undefined;
  /** The name contains this text (ASCII case-insensitive). */
  name?: string | undefined;
  /** The name, the allocation model or its label contains this text (ASCII case-insensitive). */
  search?: string | undefined;
}

export interface ServiceListRow {
  id: number;
  name: string;
  status: ServiceStatus;
  allocation_model: AllocationModel | null;
  created_at: number;
  updated_at: number | null;
}

/** The allocation models whose name or label contains `text` (the same folding as in the database). */
export function modelsMatching(text: string): AllocationModel[] {
  const needle = foldAscii(text);
  return ALLOCATION_MODELS.filter(
    (model) =>
      foldAscii(model).includes(needle) || foldAscii(ALLOCATION_MODEL_LABELS[model]).includes(needle),
  );
}

/** How each sort key orders the services (the keys are the contract's). */
const SORT_COLUMNS: Readonly<Record<ServiceSortKey, SortColumn>> = {
  // Case-insensitively first (A-Z), then byte by byte, so `Web-01` and `web-01` have an order too.
  name: { kind: 'text', column: 'services.name' },
  status: { kind: 'bytes', column: 'services.status' },
  allocation_model: { kind: 'bytes', column: 'services.allocation_model' },
  created_at: { kind: 'value', column: 'services.created_at' },
  updated_at: { kind: 'value', column: 'services.updated_at' },
};

/** One page of the list and the number of services that pass the filters. */
export async function listServices(
  db: Kysely<Database>,
  dialect: DialectName,
  query: ServiceListQuery,
): Promise<{ rows: ServiceListRow[]; total: number }> {
  const { statuses, allocationModels, name, search } = query;
  const filtered = db
    .selectFrom('services')
    .where('services.project_id', '=', query.projectId)
    .where('services.service_type_id', '=', query.serviceTypeId)
    .$if(statuses !== undefined, (qb) => qb.where('services.status', 'in', statuses!))
    .$if(allocationModels !== undefined, (qb) =>
      qb.where('services.allocation_model', 'in', allocationModels!),
    )
    .$if(!!name, (qb) => qb.where(contains(dialect, 'services.name', name!)))
    .$if(!!search, (qb) =>
      qb.where((eb) => {
        const models = modelsMatching(search!);
        const byName = contains(dialect, 'services.name', search!);
        return models.length > 0 ? eb.or([byName, eb('services.allocation_model', 'in', models)]) : byName;
      }),
    );

  const page = filtered.select([
    'services.id',
    'services.name',
    'services.status',
    'services.allocation_model',
    'services.created_at',
    'services.updated_at',
  ]);
  return pageWithTotal(
    ordered(page, dialect, query.sort, SORT_COLUMNS, 'services.id').limit(query.limit).offset(query.offset),
    filtered,
  );
}

/** Whether any service of the type, in any project, has an allocation model (the list shows the column). */
export async function typeHasAllocationModels(db: Kysely<Database>, serviceTypeId: number): Promise<boolean> {
  const row = await db
    .selectFrom('services')
    .select('services.id')
    .where('services.service_type_id', '=', serviceTypeId)
    .where('services.allocation_model', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
