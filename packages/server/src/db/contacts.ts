/** A project's contacts and the contact types (migration 0017): one page of the list, one contact. */
import type { SortTerm } from '@portal-elements/contract';
import { sql, type Kysely } from 'kysely';
import type { Locale } from '../i18n.js';
import type { DialectName } from './database.js';
import { contains, ordered, pageWithTotal, type SortColumn } from './list-sql.js';
import type { Database } from './schema.js';

type Executor = Kysely<Database>;

export type ContactSortKey = 'name' | 'email' | 'phone' | 'position';

const SORT_COLUMNS: Record<ContactSortKey, SortColumn> = {
  name: { kind: 'text', column: 'contacts.name' },
  email: { kind: 'text', column: 'contacts.email' },
  phone: { kind: 'bytes', column: 'contacts.phone' },
  position: { kind: 'text', column: 'contacts.position' },
};

export interface ContactTypeRow {
  id: number;
  key: string;
  name: string;
}

/** Every contact type in its order, named in `locale`. */
export async function contactTypes(db: Executor, locale: Locale): Promise<ContactTypeRow[]> {
  const rows = await db
    .selectFrom('contact_types')
    .select(['id', 'key', 'name_pl', 'name_en'])
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, key: row.key, name: locale === 'pl' ? row.name_pl : row.name_en }));
}

/** A contact as it is written: its fields and the ids of its contact types (at least one). */
export interface NewContact {
  name: string;
  email: string;
  /** '' when not given. */
  phone: string;
  /** '' when not given. */
  position: string;
  type_ids: readonly number[];
}

/** Adds a contact with its types to a project (in the caller's transaction); returns its id. */
export async function insertContact(
  trx: Executor,
  projectId: number,
  contact: NewContact,
  now: number,
): Promise<number> {
  const { id } = await trx
    .insertInto('contacts')
    .values({
      project_id: projectId,
      name: contact.name,
      email: contact.email,
      phone: contact.phone,
      position: contact.position,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('contact_type_links')
    .values(contact.type_ids.map((type_id) => ({ contact_id: id, type_id })))
    .execute();
  return id;
}

export interface ContactQuery {
  projectId: number;
  offset: number;
  limit: number;
  sort: readonly SortTerm<ContactSortKey>[];
  name: string | undefined;
  types: number[] | undefined;
  search: string | undefined;
}

export interface ContactRow {
  id: number;
  name: string;
  email: string;
  phone: string;
  position: string;
  updated_at: number;
}

/** One page of the project's contacts and how many match. */
export async function listContacts(
  db: Executor,
  dialect: DialectName,
  query: ContactQuery,
): Promise<{ rows: ContactRow[]; total: number }> {
  let filtered = db.selectFrom('contacts').where('contacts.project_id', '=', query.projectId);
  if (query.name) filtered = filtered.where(contains(dialect, 'contacts.name', query.name));
  if (query.types) {
    const types = query.types;
    filtered = filtered.where((eb) =>
      eb.exists(
        eb
          .selectFrom('contact_type_links')
          .select(sql`1`.as('one'))
          .whereRef('contact_type_links.contact_id', '=', 'contacts.id')
          .where('contact_type_links.type_id', 'in', types),
      ),
    );
  }
  if (query.search) {
    const search = query.search;
    filtered = filtered.where((eb) =>
      eb.or([
        contains(dialect, 'contacts.name', search),
        contains(dialect, 'contacts.email', search),
        contains(dialect, 'contacts.phone', search),
        contains(dialect, 'contacts.position', search),
      ]),
    );
  }
  const page = ordered(
    filtered.select([
      'contacts.id',
      'contacts.name',
      'contacts.email',
      'contacts.phone',
      'contacts.position',
      'contacts.updated_at',
    ]),
    dialect,
    query.sort,
    SORT_COLUMNS,
    'contacts.id',
  )
    .offset(query.offset)
    .limit(query.limit);
  return pageWithTotal(page, filtered as never);
}

/** The type ids of each of `ids`, in the types' order. */
export async function typesOf(db: Executor, ids: readonly number[]): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return result;
  const rows = await db
    .selectFrom('contact_type_links')
    .innerJoin('contact_types', 'contact_types.id', 'contact_type_links.type_id')
    .select(['contact_type_links.contact_id', 'contact_type_links.type_id'])
    .where('contact_type_links.contact_id', 'in', ids)
    .orderBy('contact_types.position')
    .orderBy('contact_types.id')
    .execute();
  for (const row of rows) result.get(row.contact_id)?.push(row.type_id);
  return result;
}

/** The contact, if it is in the project. */
export function findContact(db: Executor, id: number, projectId: number) {
  return db
    .selectFrom('contacts')
    .select(['id', 'name', 'email', 'phone', 'position', 'updated_at'])
    .where('id', '=', id)
    .where('project_id', '=', projectId)
    .executeTakeFirst();
}
