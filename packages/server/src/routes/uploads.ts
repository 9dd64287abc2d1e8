/**
 * POST /api/uploads: one file (multipart/form-data, field `file`) from a signed-in user, CSRF checked
 * (security/csrf.ts, before the body is read), kept in the database within the storage quotas (checked
 * with the insert, db/uploads.ts); GET /api/uploads/quota: what the user may still upload; GET
 * /uploads/:id serves a file to whoever may see the support issue it is attached to (its owner while it
 * is attached to nothing), and answers 404 to anyone else, whether or not the file exists. The rules of
 * what is accepted: db/uploads.ts.
 *
 * The body is bounded as it arrives, not after: a declared Content-Length over the file limit plus
 * MULTIPART_OVERHEAD is refused before a byte is read (413), and a body without one is cut off at that
 * size; more than MULTIPART_FRAMING bytes before the first boundary (a preamble) or after the file's
 * part (an epilogue, or parts the form must not have) is refused as soon as they arrive (400). busboy
 * limits the rest: one part, no fields, part headers of 8 kB at most.
 */
import { API, PAGES, UPLOAD_FIELD } from '@portal-elements/contract';
import { AttachmentSchema, UploadQuotaSchema, type UploadQuota } from '@portal-elements/contract/schemas';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { finished } from 'node:stream/promises';
import { activeSession, limitWrites, localeOf, requireSession, type AppContext } from '../context.js';
import { memberProject } from '../db/queries.js';
import {
  DEFAULT_STORAGE_QUOTA,
  MAX_PENDING_UPLOADS,
  UPLOAD_ID,
  contentDisposition,
  detectUploadType,
  quotaRefusal,
  quotaState,
  safeFileName,
  servedType,
  storeUploadWithinQuota,
  type QuotaState,
  type StorageQuota,
} from '../db/uploads.js';
import { HttpError, type ErrorBody } from '../http/errors.js';
import { t, type Messages } from '../i18n.js';
import type { ActiveSession } from '../security/sessions.js';
import { canSeeIssue } from './support-access.js';

/** The policy of a served file: it may run nothing, load nothing, and is sandboxed if opened as a page. */
export const UPLOAD_CSP = "default-src 'none'; sandbox";

/** What a body may hold besides the file's bytes: the boundaries, the part's headers, the framing. */
export const MULTIPART_OVERHEAD = 16 * 1024;
/** The most bytes before the first boundary, and after the end of the file's part. */
export const MULTIPART_FRAMING = 1024;
/** The longest header block of a part (busboy's headerSize): a name, a type, a long file name. */
export const MULTIPART_HEADER_SIZE = 8 * 1024;

function megabytes(bytes: number): string {
  const value = bytes / (1024 * 1024);
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

/** The boundary of a multipart/form-data Content-Type (RFC 2046: 1 to 70 characters), or undefined. */
export function boundaryOf(contentType: string | undefined): string | undefined {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^;\s]{1,70}))\s*(?:;|$)/i.exec(contentType ?? '');
  return match?.[1] ?? match?.[2];
}

/**
 * Watches a multipart body as it arrives: its size, the bytes before the first `--boundary` (a
 * preamble, which browsers never send) and the bytes after the `CRLF--boundary` that ends the first
 * part (the closing `--`, CRLF and an epilogue). It sees the same chunks busboy parses.
 */
export class MultipartFraming {
  #phase: 'preamble' | 'part' | 'after' = 'preamble';
  #received = 0;
  /** Bytes of the current phase seen without finding its delimiter (preamble), or after the part. */
  #phaseBytes = 0;
  #tail: Buffer = Buffer.alloc(0);
  readonly #first: Buffer;
  readonly #next: Buffer;

  constructor(
    boundary: string,
    readonly limits: { total: number; framing: number },
  ) {
    this.#first = Buffer.from(`--${boundary}`, 'latin1');
    this.#next = Buffer.from(`\r\n--${boundary}`, 'latin1');
  }

  /** Takes the next chunk: what is wrong once it has arrived, or undefined. */
  push(chunk: Buffer): 'too_large' | 'framing' | undefined {
    this.#received += chunk.length;
    return this.#frame(chunk) ?? (this.#received > this.limits.total ? 'too_large' : undefined);
  }

  #frame(chunk: Buffer): 'framing' | undefined {
    let data = chunk;
    while (data.length > 0) {
      if (this.#phase === 'after') {
        this.#phaseBytes += data.length;
        return this.#phaseBytes > this.limits.framing ? 'framing' : undefined;
      }
      const needle = this.#phase === 'preamble' ? this.#first : this.#next;
      const joined = this.#tail.length > 0 ? Buffer.concat([this.#tail, data]) : data;
      const at = joined.indexOf(needle);
      if (at < 0) {
        if (this.#phase === 'preamble') {
          this.#phaseBytes += data.length;
          if (this.#phaseBytes > this.limits.framing + needle.length) return 'framing';
        }
        // A delimiter may straddle two chunks: keep what could be its beginning.
        this.#tail = Buffer.from(joined.subarray(Math.max(0, joined.length - needle.length + 1)));
        return undefined;
      }
      if (this.#phase === 'preamble') {
        if (this.#phaseBytes - (joined.length - data.length) + at > this.limits.framing) return 'framing';
        this.#phase = 'part';
      } else {
        this.#phase = 'after';
      }
      this.#phaseBytes = 0;
      this.#tail = Buffer.alloc(0);
      data = joined.subarray(at + needle.length);
    }
    return undefined;
  }
}

/** A client's upload belongs to the project the session has selected (a member of); staff's to none. */
async function uploadProject(ctx: AppContext, request: FastifyRequest, session: ActiveSession) {
  if (session.user.userType === 'staff') return null;
  const project =
    session.projectId === null ? undefined : await memberProject(ctx.db, session.user.id, session.projectId);
  if (!project) throw new HttpError(403, 'no_project', t(localeOf(request)).noProject);
  return project.id;
}

/** The contract's UploadQuota of a state. */
function quotaAnswer(state: QuotaState, maxFileBytes: number): UploadQuota {
  return {
    bytesLeft: state.bytesLeft,
    filesLeft: state.filesLeft,
    maxFileBytes,
    user: state.user,
    project: state.project,
  };
}

/**
 * 422 `quota_exceeded`, with what is left (the message says it too). 422, not 413: the request is
 * well-formed and within the per-file limit (413 `file_too_large` says that one, and lets a client or a
 * proxy treat the body as the problem); what refuses it is the account's stored files, which a smaller
 * file may still fit. 429 stays for the cap of files attached to nothing, which frees itself with time.
 */
function quotaExceeded(reply: FastifyReply, m: Messages, state: QuotaState, maxFileBytes: number) {
  const message = m.quotaExceeded(state.bytesLeft, state.filesLeft);
  const body: ErrorBody & { quota: UploadQuota } = {
    error: 'quota_exceeded',
    message,
    fields: { file: [message] },
    quota: quotaAnswer(state, maxFileBytes),
  };
  return reply.code(422).send(body);
}

/**
 * Registers the upload routes. `quota` is what each user and project may store (PORTAL_UPLOAD_QUOTA_*,
 * read by config.ts); by default DEFAULT_STORAGE_QUOTA.
 */
export async function registerUploadRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  quota: StorageQuota = DEFAULT_STORAGE_QUOTA,
): Promise<void> {
  for (const [name, value] of Object.entries(quota)) {
    if (!(Number.isSafeInteger(value) && value > 0)) {
      throw new Error(`The upload quota's ${name} must be a positive whole number, not ${String(value)}.`);
    }
  }
  const maxBytes = ctx.options.uploadMaxBytes;
  const maxBody = maxBytes + MULTIPART_OVERHEAD;

  app.get(
    API.uploadQuota,
    { preValidation: requireSession(ctx), schema: { response: { 200: UploadQuotaSchema } } },
    async (request) => {
      const session = await activeSession(ctx, request);
      const projectId = await uploadProject(ctx, request, session);
      return quotaAnswer(await quotaState(ctx.db, quota, session.user.id, projectId), maxBytes);
    },
  );

  // Multipart is parsed in this scope only: every other route still refuses it (415).
  await app.register(async (scope) => {
    // busboy takes headerSize too; @fastify/multipart passes its limits on but does not declare that one.
    const limits = {
      fileSize: maxBytes,
      files: 1,
      fields: 0,
      fieldSize: 0,
      parts: 1,
      fieldNameSize: 100,
      headerPairs: 50,
      headerSize: MULTIPART_HEADER_SIZE,
    };
    await scope.register(fastifyMultipart, {
      limits,
      throwFileSizeLimit: true,
    });

    scope.post(
      API.uploads,
      // 401 when signed out, before the body is read (the CSRF check came first, in onRequest).
      {
        preValidation: requireSession(ctx),
        preHandler: limitWrites(ctx, 'upload'),
        schema: { response: { 201: AttachmentSchema } },
      },
      async (request, reply) => {
        const m = t(localeOf(request));
        const session = await activeSession(ctx, request);
        if (!request.isMultipart()) throw new HttpError(415, 'unsupported_media_type', m.uploadNotMultipart);
        // The connection closes after a refusal of the body, so the rest of it is never read.
        const close = { connection: 'close' };
        const tooLarge = () => {
          const message = m.uploadTooLarge(megabytes(maxBytes));
          return new HttpError(413, 'file_too_large', message, {
            fields: { file: [message] },
            headers: close,
          });
        };
        if (Number(request.headers['content-length']) > maxBody) throw tooLarge();
        const boundary = boundaryOf(request.headers['content-type']);
        if (boundary === undefined) {
          throw new HttpError(400, 'bad_request', m.uploadNotMultipart, { headers: close });
        }
        const projectId = await uploadProject(ctx, request, session);
        // Refused before the body is read when nothing fits; checked again, for certain, with the insert.
        const early = quotaRefusal(await quotaState(ctx.db, quota, session.user.id, projectId), 1);
        if (early?.refused === 'pending') {
          throw new HttpError(429, 'too_many_uploads', m.tooManyUploads(MAX_PENDING_UPLOADS), {
            headers: close,
          });
        }
        if (early) {
          void reply.header('connection', 'close');
          return quotaExceeded(reply, m, early.state, maxBytes);
        }

        const raw = request.raw;
        const framing = new MultipartFraming(boundary, { total: maxBody, framing: MULTIPART_FRAMING });
        let refuse: (error: HttpError) => void = () => undefined;
        const refused = new Promise<never>((_, reject) => {
          refuse = reject;
        });
        const onData = (chunk: Buffer) => {
          const problem = framing.push(chunk);
          if (problem === undefined) return;
          // Stop reading: busboy gets no more, and the connection closes after the answer.
          raw.off('data', onData);
          raw.unpipe();
          raw.pause();
          refuse(
            problem === 'too_large'
              ? tooLarge()
              : new HttpError(400, 'bad_request', m.uploadFraming, { headers: close }),
          );
        };

        const read = (async () => {
          // request.file() pipes the body into busboy before it first waits: the watcher sees every chunk.
          const pending = request.file();
          raw.on('data', onData);
          const part = await pending;
          if (!part || part.fieldname !== UPLOAD_FIELD) {
            throw new HttpError(422, 'validation_failed', m.uploadMissing, {
              fields: { file: [m.uploadMissing] },
            });
          }
          const bytes = await part.toBuffer();
          // The rest of the body (the closing boundary, an epilogue) is read, and watched, to its end.
          if (!raw.readableEnded) {
            raw.resume();
            await finished(raw, { writable: false });
          }
          return { bytes, name: part.filename };
        })();
        // Whichever loses the race below is settled later (the body closes) and must not go unhandled.
        read.catch(() => undefined);

        let data: Buffer;
        let claimedName: string;
        try {
          ({ bytes: data, name: claimedName } = await Promise.race([read, refused]));
        } catch (error) {
          if (error instanceof HttpError) throw error;
          const code = (error as { code?: unknown }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
          if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
            throw new HttpError(422, 'validation_failed', m.uploadMissing, {
              fields: { file: [m.uploadMissing] },
            });
          }
          throw new HttpError(400, 'bad_request', m.uploadNotMultipart);
        } finally {
          raw.off('data', onData);
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
        const result = await storeUploadWithinQuota(ctx.db, ctx.dialect, quota, {
          ownerId: session.user.id,
          projectId,
          name: safeFileName(claimedName, type),
          type,
          data,
          now: ctx.options.now(),
        });
        if ('refused' in result) {
          if (result.refused === 'pending') {
            throw new HttpError(429, 'too_many_uploads', m.tooManyUploads(MAX_PENDING_UPLOADS));
          }
          return quotaExceeded(reply, m, result.state, maxBytes);
        }
        return reply.code(201).send(result.stored);
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
