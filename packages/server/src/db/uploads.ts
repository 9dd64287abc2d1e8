/**
 * Uploaded files (POST /api/uploads, GET /uploads/:id): what is accepted, how it is named and stored,
 * and how files nobody used are removed.
 *
 * The type is decided by the content, never by the name or the type the browser claims:
 * - `file-type` reads the magic number: PNG, JPEG, GIF, WebP, PDF and ZIP are accepted; anything else it
 *   recognises (SVG as XML, executables, Office files, …) is refused.
 * - Plain text has no magic number. It is accepted when the name ends in .txt, .log or .csv AND the bytes
 *   are valid UTF-8 without NUL bytes AND the text does not start (after white space and a BOM) with `<`:
 *   so an HTML or SVG document is refused whatever its name. It is served as text/plain (text/csv for
 *   .csv) with charset=utf-8.
 * - A name whose extension does not fit the detected type gets the right one added (`shot.pdf` holding a
 *   PNG is kept as `shot.pdf.png`), so a download is never opened by the wrong program.
 */
import { PAGES, pathOf, withoutLayoutControls } from '@portal-elements/contract';
import type { Attachment } from '@portal-elements/contract/schemas';
import { createHash, randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DialectName } from './database.js';
import type { Database } from './schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** 10 MB: the default of PORTAL_UPLOAD_MAX_MB. */
export const DEFAULT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Unattached uploads older than this are removed. */
export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;
/** How often the orphans are looked for (also once at start). */
export const DEFAULT_UPLOAD_PURGE_INTERVAL_MS = 60 * 60 * 1000;
/** How many files one user may have attached to nothing at a time (they go after a day, or when used). */
export const MAX_PENDING_UPLOADS = 50;
/**
 * Storage quotas: what one user, and one project, may keep in the database, counting every stored file,
 * attached or not (PORTAL_UPLOAD_QUOTA_USER_MB and _FILES, PORTAL_UPLOAD_QUOTA_PROJECT_MB and _FILES).
 * A staff member's files belong to no project: only their own quota applies.
 */
export interface StorageQuota {
  userBytes: number;
  userFiles: number;
  projectBytes: number;
  projectFiles: number;
}

const MB = 1024 * 1024;
/** 200 MB and 500 files a user, 1000 MB and 2000 files a project. */
export const DEFAULT_STORAGE_QUOTA: StorageQuota = {
  userBytes: 200 * MB,
  userFiles: 500,
  projectBytes: 1000 * MB,
  projectFiles: 2000,
};

/** The longest name kept, in characters. */
export const MAX_FILE_NAME = 200;
/** An upload's id: 16 random bytes in base64url. */
export const UPLOAD_ID = /^[A-Za-z0-9_-]{22}$/;

/** The accepted types, with the extensions that fit each (the first is added to a name that fits none). */
export const UPLOAD_TYPES: Readonly<Record<string, readonly string[]>> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
  'application/zip': ['zip'],
  'text/plain': ['txt', 'log'],
  'text/csv': ['csv'],
};

/** Shown in the page (`Content-Disposition: inline`); everything else is downloaded. */
export const INLINE_TYPES: ReadonlySet<string> = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
]);

const TEXT_EXTENSIONS: Readonly<Record<string, string>> = {
  txt: 'text/plain',
  log: 'text/plain',
  csv: 'text/csv',
};

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The type of plain text, by the rules above, or undefined. */
function textType(bytes: Uint8Array, name: string): string | undefined {
  const type = TEXT_EXTENSIONS[extensionOf(name)];
  if (type === undefined || bytes.includes(0)) return undefined;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return undefined;
  }
  return text.trimStart().startsWith('<') ? undefined : type;
}

/** The accepted type of the bytes (judged by their content), or undefined when they are refused. */
export async function detectUploadType(bytes: Uint8Array, name: string): Promise<string | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected)
    return detected.mime in UPLOAD_TYPES && !detected.mime.startsWith('text/') ? detected.mime : undefined;
  return textType(bytes, name);
}

/**
 * The name as it may go into a header and a download: the last part of a path, in NFC, without control
 * characters, bidirectional overrides (`gpj.exe` shown as `exe.jpg`), quotes or leading dots, at most
 * 200 characters, `file` when nothing is left; with the detected type's extension added when it has none
 * that fits.
 */
export function safeFileName(raw: string | undefined, type: string): string {
  let name = (raw ?? '').normalize('NFC');
  name = name.split(/[/\\]/).pop() ?? '';
  name = withoutLayoutControls(
    // eslint-disable-next-line no-control-regex
    name.replace(/[\u0000-\u001f\u007f-\u009f"]/g, ''),
  )
    .trim()
    .replace(/^\.+/, '');
  const extensions = UPLOAD_TYPES[type] ?? [];
  const suffix = extensions.includes(extensionOf(name)) || extensions.length === 0 ? '' : `.${extensions[0]}`;
  const room = MAX_FILE_NAME - suffix.length;
  const base = [...(name || 'file')].slice(0, room).join('');
  return `${base}${suffix}`;
}

/** `inline` or `attachment`, with an ASCII fallback name and the RFC 6266 / 8187 `filename*`. */
export function contentDisposition(type: string, name: string): string {
  const kind = INLINE_TYPES.has(type) ? 'inline' : 'attachment';
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*!]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** The Content-Type of a stored type (text with its charset). */
export function servedType(type: string): string {
  return type.startsWith('text/') ? `${type}; charset=utf-8` : type;
}

export interface NewUpload {
  ownerId: number;
  projectId: number | null;
  name: string;
  type: string;
  data: Buffer;
  now: number;
}

/** Where an upload is served: `/uploads/<id>`. */
export const uploadUrl = (id: string) => pathOf(PAGES.upload, { id });

/** Stores the upload and answers it as POST /api/uploads does (the contract's Attachment). */
async function insertUpload(db: Executor, upload: NewUpload): Promise<Attachment> {
  const id = randomBytes(16).toString('base64url');
  const sha256 = createHash('sha256').update(upload.data).digest('hex');
  await db
    .insertInto('uploads')
    .values({
      id,
      owner_id: upload.ownerId,
      project_id: upload.projectId,
      issue_id: null,
      message_id: null,
      name: upload.name,
      type: upload.type,
      size: upload.data.length,
      sha256,
      data: upload.data,
      created_at: upload.now,
    })
    .execute();
  return { id, url: uploadUrl(id), name: upload.name, type: upload.type, size: upload.data.length };
}

/** Removes the uploads nobody attached within a day of their upload; returns how many. */
export async function purgeOrphanUploads(db: Executor, now: number): Promise<number> {
  const result = await db
    .deleteFrom('uploads')
    .where('issue_id', 'is', null)
    .where('created_at', '<', now - ORPHAN_AGE_MS)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** What one owner (a user or a project) has stored, and may. */
export interface Usage {
  bytesUsed: number;
  bytesLimit: number;
  filesUsed: number;
  filesLimit: number;
}

/** A user's (and their project's) stored files against the quotas, and what may still be uploaded. */
export interface QuotaState {
  user: Usage;
  /** null for staff, whose files belong to no project. */
  project: Usage | null;
  /** Files the user has attached to nothing, against MAX_PENDING_UPLOADS. */
  pending: number;
  /** The largest file that still fits (the smallest room left), before the per-file limit. */
  bytesLeft: number;
  /** How many more files may be uploaded now (the quotas and the cap of unattached files). */
  filesLeft: number;
}

const count = (value: number | string | bigint | null | undefined) => Number(value ?? 0);

/** Reads the usage; inside storeUploadWithinQuota, after the locks, it cannot change until the commit. */
export async function quotaState(
  db: Executor,
  quota: StorageQuota,
  ownerId: number,
  projectId: number | null,
): Promise<QuotaState> {
  const mine = await db
    .selectFrom('uploads')
    .select((eb) => [
      eb.fn.countAll<number | string | bigint>().as('files'),
      eb.fn.coalesce(eb.fn.sum<number | string | bigint>('size'), sql.lit(0)).as('bytes'),
      eb.fn
        .sum<number | string | bigint>(eb.case().when('issue_id', 'is', null).then(1).else(0).end())
        .as('pending'),
    ])
    .where('owner_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  const user: Usage = {
    bytesUsed: count(mine.bytes),
    bytesLimit: quota.userBytes,
    filesUsed: count(mine.files),
    filesLimit: quota.userFiles,
  };
  let project: Usage | null = null;
  if (projectId !== null) {
    const theirs = await db
      .selectFrom('uploads')
      .select((eb) => [
        eb.fn.countAll<number | string | bigint>().as('files'),
        eb.fn.coalesce(eb.fn.sum<number | string | bigint>('size'), sql.lit(0)).as('bytes'),
      ])
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow();
    project = {
      bytesUsed: count(theirs.bytes),
      bytesLimit: quota.projectBytes,
      filesUsed: count(theirs.files),
      filesLimit: quota.projectFiles,
    };
  }
  return summarise(user, project, count(mine.pending));
}

function summarise(user: Usage, project: Usage | null, pending: number): QuotaState {
  const owners = project ? [user, project] : [user];
  return {
    user,
    project,
    pending,
    bytesLeft: Math.max(0, Math.min(...owners.map((o) => o.bytesLimit - o.bytesUsed))),
    filesLeft: Math.max(
      0,
      Math.min(MAX_PENDING_UPLOADS - pending, ...owners.map((o) => o.filesLimit - o.filesUsed)),
    ),
  };
}

/** Why a file was not stored: the cap of unattached files, or a quota (the state says how much is left). */
export type QuotaRefusal = { refused: 'pending' | 'quota'; state: QuotaState };

/** What stops one more file of this size: the cap of unattached files first, then the quotas. */
export function quotaRefusal(state: QuotaState, size: number): QuotaRefusal | undefined {
  if (state.pending >= MAX_PENDING_UPLOADS) return { refused: 'pending', state };
  if (state.filesLeft < 1 || size > state.bytesLeft) return { refused: 'quota', state };
  return undefined;
}

/**
 * Checks the cap of unattached files and both quotas, and stores the file, as one step: no two uploads
 * can both take the last room, on one instance or several on one database.
 * - PostgreSQL: a transaction that first locks the user's row and the project's row (FOR NO KEY UPDATE,
 *   always in that order, so two uploads never wait on each other crosswise; it does not block the
 *   key-share locks of other tables' foreign keys). A second upload of the same user or project waits
 *   there until the first commits, and its counts (read committed: a new snapshot per statement) then
 *   include the first file.
 * - SQLite: BEGIN IMMEDIATE takes the database's write lock before the counts are read, so another
 *   connection or process waits (busy_timeout) until the commit; within one process Kysely's single
 *   connection runs one such transaction at a time.
 */
export async function storeUploadWithinQuota(
  db: Kysely<Database>,
  dialect: DialectName,
  quota: StorageQuota,
  upload: NewUpload,
): Promise<{ stored: Attachment; state: QuotaState } | QuotaRefusal> {
  const step = async (tx: Executor) => {
    const before = await quotaState(tx, quota, upload.ownerId, upload.projectId);
    const refusal = quotaRefusal(before, upload.data.length);
    if (refusal) return refusal;
    const stored = await insertUpload(tx, upload);
    const size = upload.data.length;
    const grow = (usage: Usage): Usage => ({
      ...usage,
      bytesUsed: usage.bytesUsed + size,
      filesUsed: usage.filesUsed + 1,
    });
    const state = summarise(grow(before.user), before.project && grow(before.project), before.pending + 1);
    return { stored, state };
  };
  if (dialect === 'postgres') {
    return db.transaction().execute(async (tx) => {
      await tx.selectFrom('users').select('id').where('id', '=', upload.ownerId).forNoKeyUpdate().execute();
      if (upload.projectId !== null) {
        await tx
          .selectFrom('projects')
          .select('id')
          .where('id', '=', upload.projectId)
          .forNoKeyUpdate()
          .execute();
      }
      return step(tx);
    });
  }
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await step(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}
