/**
 * A project's documents (issue 28): /documents lists the selected project's (no permission: any member
 * of the project), each file downloaded from GET /api/documents/:id/file as an attachment, only by a
 * member of the document's project (anyone else 404, as for a document that does not exist).
 */
import {
  API,
  DOCUMENTS_LIST,
  idOf,
  type DocumentKind,
  type ListQuerystring,
} from '@portal-elements/contract';
import { DocumentsPageSchema, listQuerySchema, type DocumentsPage } from '@portal-elements/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { activeSession, localeOf, requireSession, type AppContext } from '../context.js';
import { attachmentDisposition, findDocumentFile, listDocuments } from '../db/documents.js';
import { memberProject } from '../db/queries.js';
import { servedType } from '../db/uploads.js';
import { HttpError } from '../http/errors.js';
import { t } from '../i18n.js';
import { pageOf, parseSort, setOf } from './list-params.js';

type DocumentsQuery = ListQuerystring<typeof DOCUMENTS_LIST>;

export function registerDocumentRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: DocumentsQuery; Reply: DocumentsPage }>(
    DOCUMENTS_LIST.path,
    {
      preValidation: requireSession(ctx),
      schema: { querystring: listQuerySchema(DOCUMENTS_LIST), response: { 200: DocumentsPageSchema } },
    },
    async (request) => {
      const sort = parseSort(DOCUMENTS_LIST, request.query.sort, t(localeOf(request)));
      const session = await activeSession(ctx, request);
      const project =
        session.projectId === null
          ? undefined
          : await memberProject(ctx.db, session.user.id, session.projectId);
      if (!project) return { rows: [], total: 0, project: null };
      const { rows, total } = await listDocuments(ctx.db, ctx.dialect, {
        ...pageOf(request.query),
        projectId: project.id,
        sort,
        title: request.query.title,
        kinds: setOf<DocumentKind>(request.query.kind),
        search: request.query.search,
      });
      return { rows, total, project: { id: project.id, name: project.name } };
    },
  );

  app.get<{ Params: { id: string } }>(
    API.documentFile,
    { preValidation: requireSession(ctx) },
    async (request, reply) => {
      const session = await activeSession(ctx, request);
      const notFound = () => new HttpError(404, 'not_found', t(localeOf(request)).notFound);
      const id = idOf(request.params.id);
      if (id === undefined) throw notFound();
      const document = await findDocumentFile(ctx.db, id);
      if (!document || !(await memberProject(ctx.db, session.user.id, document.project_id))) throw notFound();
      return reply
        .header('content-type', servedType(document.type))
        .header('content-disposition', attachmentDisposition(document.file_name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(document.data));
    },
  );
}
