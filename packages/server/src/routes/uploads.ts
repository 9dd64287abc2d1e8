/**
 * POST /api/uploads: one file (multipart/form-data, field `file`) from a signed-in user, CSRF checked
 * (security/csrf.ts, before the body is read), kept in the database; GET /uploads/:id serves it to
 * whoever may see the support issue it is attached to (its owner while it is attached to nothing), and
 * answers 404 to anyone else, whether or not the file exists. The rules of what is accepted: db/uploads.ts.
 */
import { API, PAGES, UPLOAD_FIELD } from '@portal-elements/contract';
import { AttachmentSchema } from '@portal-elements/contract/schemas';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { activeSession, localeOf, requireSession, type AppContext } from '../context.js';
import { memberProject } from '../db/queries.js';
import {
  MAX_PENDING_UPLOADS,
  UPLOAD_ID,
  contentDisposition,
  detectUploadType,
  insertUpload,
  pendingUploads,
  safeFileName,
  servedType,
} from '../db/uploads.js';
import { HttpError } from '../http/errors.js';
import { t } from '../i18n.js';
import type { ActiveSession } from '../security/sessions.js';
import { canSeeIssue } from './support-access.js';

/** The policy of a served file: it may run nothing, load nothing, and is sandboxed if opened as a page. */
export const UPLOAD_CSP = "default-src 'none'; sandbox";

function megabytes(bytes: number): string {
  const value = bytes / (1024 * 1024);
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

/** A client's upload belongs to the project the session has selected (a member of); staff's to none. */
async function uploadProject(ctx: AppContext, request: FastifyRequest, session: ActiveSession) {
  if (session.user.userType === 'staff') return null;
  const project =
    session.projectId === null ? undefined : await memberProject(ctx.db, session.user.id, session.projectId);
  if (!project) throw new HttpError(403, 'no_project', t(localeOf(request)).noProject);
  return project.id;
}

export async function registerUploadRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const maxBytes = ctx.options.uploadMaxBytes;

  // Multipart is parsed in this scope only: every other route still refuses it (415).
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1, fieldNameSize: 100, headerPairs: 50 },
      throwFileSizeLimit: true,
    });

    scope.post(
      API.uploads,
      // 401 when signed out, before the body is read (the CSRF check came first, in onRequest).
      { preValidation: requireSession(ctx), schema: { response: { 201: AttachmentSchema } } },
      async (request, reply) => {
        const m = t(localeOf(request));
        const session = await activeSession(ctx, request);
        if (!request.isMultipart()) throw new HttpError(415, 'unsupported_media_type', m.uploadNotMultipart);
        const projectId = await uploadProject(ctx, request, session);
        // The database is no file store for anyone who asks: files nobody uses are capped per user.
        if ((await pendingUploads(ctx.db, session.user.id)) >= MAX_PENDING_UPLOADS) {
          throw new HttpError(429, 'too_many_uploads', m.tooManyUploads(MAX_PENDING_UPLOADS));
        }

        let data: Buffer;
        let claimedName: string;
        try {
          const part = await request.file();
          if (!part || part.fieldname !== UPLOAD_FIELD) {
            throw new HttpError(422, 'validation_failed', m.uploadMissing, {
              fields: { file: [m.uploadMissing] },
            });
          }
          claimedName = part.filename;
          data = await part.toBuffer();
        } catch (error) {
          if (error instanceof HttpError) throw error;
          const code = (error as { code?: unknown }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE') {
            const message = m.uploadTooLarge(megabytes(maxBytes));
            throw new HttpError(413, 'file_too_large', message, { fields: { file: [message] } });
          }
          if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
            throw new HttpError(422, 'validation_failed', m.uploadMissing, {
              fields: { file: [m.uploadMissing] },
            });
          }
          throw new HttpError(400, 'bad_request', m.uploadNotMultipart);
        }
        if (data.length === 0) {
          throw new HttpError(422, 'validation_failed', m.uploadEmpty, { fields: { file: [m.uploadEmpty] } });
        }
        const type = await detectUploadType(data, claimedName);
        if (type === undefined) {
          throw new HttpError(415, 'unsupported_file_type', m.uploadType, {
            fields: { file: [m.uploadType] },
          });
        }
        const stored = await insertUpload(ctx.db, {
          ownerId: session.user.id,
          projectId,
          name: safeFileName(claimedName, type),
          type,
          data,
          now: ctx.options.now(),
        });
        return reply.code(201).send(stored);
      },
    );
  });

  app.get<{ Params: { id: string } }>(PAGES.upload, async (request, reply) => {
    const session = await activeSession(ctx, request);
    const notFound = () => new HttpError(404, 'not_found', t(localeOf(request)).notFound);
    const { id } = request.params;
    if (!UPLOAD_ID.test(id)) throw notFound();
    const row = await ctx.db
      .selectFrom('uploads')
      .leftJoin('support_issues', 'support_issues.id', 'uploads.issue_id')
      .select([
        'uploads.owner_id',
        'uploads.issue_id',
        'uploads.name',
        'uploads.type',
        'uploads.data',
        'support_issues.project_id',
      ])
      .where('uploads.id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound();
    const allowed =
      row.issue_id === null || row.project_id === null
        ? row.owner_id === session.user.id
        : await canSeeIssue(ctx, session, row.project_id);
    if (!allowed) throw notFound();
    return reply
      .header('content-type', servedType(row.type))
      .header('content-disposition', contentDisposition(row.type, row.name))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', UPLOAD_CSP)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(row.data));
  });
}
