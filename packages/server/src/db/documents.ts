/** A project's documents (migration 0017): one page of the list, and one document's file. */
import type { DocumentKind, SortTerm } from '@portal-elements/contract';
import type { Kysely } from 'kysely';
import type { DialectName } from './database.js';
import { contains, ordered, pageWithTotal, type SortColumn } from './list-sql.js';
import type { Database } from './schema.js';

export type DocumentSortKey = 'title' | 'kind' | 'issued_on' | 'size';

const SORT_COLUMNS: Record<DocumentSortKey, SortColumn> = {
  title: { kind: 'text', column: 'documents.title' },
  kind: { kind: 'bytes', column: 'documents.kind' },
  issued_on: { kind: 'bytes', column: 'documents.issued_on' },
  size: { kind: 'value', column: 'documents.size' },
};

export interface DocumentQuery {
  projectId: number;
  offset: number;
  limit: number;
  sort: readonly SortTerm<DocumentSortKey>[];
  title: string | undefined;
  kinds: DocumentKind[] | undefined;
  search: string | undefined;
}

/** One page of the project's documents (without their files) and how many match. */
export async function listDocuments(db: Kysely<Database>, dialect: DialectName, query: DocumentQuery) {
  let filtered = db.selectFrom('documents').where('documents.project_id', '=', query.projectId);
  if (query.title) filtered = filtered.where(contains(dialect, 'documents.title', query.title));
  if (query.kinds) filtered = filtered.where('documents.kind', 'in', query.kinds);
  if (query.search) {
    const search = query.search;
    filtered = filtered.where((eb) =>
      eb.or([contains(dialect, 'documents.title', search), contains(dialect, 'documents.file_name', search)]),
    );
  }
  const page = ordered(
    filtered.select([
      'documents.id',
      'documents.title',
      'documents.kind',
      'documents.issued_on',
      'documents.size',
      'documents.file_name',
      'documents.type',
    ]),
    dialect,
    query.sort,
    SORT_COLUMNS,
    'documents.id',
  )
    .offset(query.offset)
    .limit(query.limit);
  return pageWithTotal(page, filtered as never);
}

/** The document's file and project, if it exists. */
export function findDocumentFile(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('documents')
    .select(['project_id', 'file_name', 'type', 'data'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Content-Disposition of a download (RFC 6266): always `attachment`, the name in ASCII for old clients
 * (anything else, quotes, backslashes and `%` made `_`) and in full as UTF-8 (RFC 5987's `filename*`).
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*!]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
