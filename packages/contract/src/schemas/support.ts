/**
 * One support issue: the answer of every read and write of it (GET, and each POST that changes it),
 * and the bodies of those writes. Rich text is HTML the server sanitises before storing
 * (rich-text-allowlist.ts); attachments are the ids of the author's own uploads.
 */
import Type from 'typebox';
import { SUPPORT_CATEGORIES, SUPPORT_STATUSES } from '../enums.js';
import { MAX_ID } from '../lists.js';
import { SINGLE_LINE_PATTERN } from '../text-controls.js';
import { IssueRowSchema, PersonSchema, ProjectSchema } from './answers.js';

/** The longest subject, in characters. */
export const MAX_SUBJECT = 200;
/** The longest rich text taken, in characters of HTML (the JSON body is limited to 16 kB anyway). */
export const MAX_BODY = 15_000;
/** The most files one message takes. */
export const MAX_ATTACHMENTS = 10;

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** GET /api/support/options: the categories and statuses with their labels in the request's language. */
export const SupportOptionsSchema = Type.Object({
  categories: Type.Array(Type.Object({ id: Type.Enum(SUPPORT_CATEGORIES), name: Type.String() })),
  statuses: Type.Array(Type.Object({ id: Type.Enum(SUPPORT_STATUSES), name: Type.String() })),
});
export type SupportOptions = Type.Static<typeof SupportOptionsSchema>;

/** A file of a message, served at `url` (`/uploads/<id>`). */
export const AttachmentSchema = Type.Object({
  id: Type.String(),
  url: Type.String(),
  name: Type.String(),
  type: Type.String(),
  size: Type.Integer(),
});
export type Attachment = Type.Static<typeof AttachmentSchema>;

/** What one owner (the user, or the project) has stored against its quota, in bytes and files. */
export const StorageUsageSchema = Type.Object({
  bytesUsed: Type.Integer(),
  bytesLimit: Type.Integer(),
  filesUsed: Type.Integer(),
  filesLimit: Type.Integer(),
});
export type StorageUsage = Type.Static<typeof StorageUsageSchema>;

/**
 * GET /api/uploads/quota, and the `quota` of a 422 `quota_exceeded`: what the user may still upload.
 * `bytesLeft` is the largest file that still fits (the smaller room of the user's and the project's
 * quotas; each file is limited by `maxFileBytes` too), `filesLeft` how many more files (the quotas and
 * the cap of files attached to nothing). `project` is null for staff, whose files belong to no project.
 */
export const UploadQuotaSchema = Type.Object({
  bytesLeft: Type.Integer(),
  filesLeft: Type.Integer(),
  maxFileBytes: Type.Integer(),
  user: StorageUsageSchema,
  project: Nullable(StorageUsageSchema),
});
export type UploadQuota = Type.Static<typeof UploadQuotaSchema>;

/** Who wrote an entry, and whether they are staff; null when the account is gone. */
export const ThreadAuthorSchema = Nullable(
  Type.Object({ id: Type.Integer(), full_name: Type.String(), staff: Type.Boolean() }),
);
export type ThreadAuthor = Type.Static<typeof ThreadAuthorSchema>;

/** An entry of the thread: a message, a status change, an assignment. */
export const ThreadEntrySchema = Type.Union([
  Type.Object({
    id: Type.Integer(),
    kind: Type.Literal('message'),
    author: ThreadAuthorSchema,
    body: Type.String(),
    attachments: Type.Array(AttachmentSchema),
    created_at: Type.String(),
  }),
  Type.Object({
    id: Type.Integer(),
    kind: Type.Literal('status'),
    author: ThreadAuthorSchema,
    from: Type.Enum(SUPPORT_STATUSES),
    to: Type.Enum(SUPPORT_STATUSES),
    created_at: Type.String(),
  }),
  Type.Object({
    id: Type.Integer(),
    kind: Type.Literal('assignment'),
    author: ThreadAuthorSchema,
    assignee: Nullable(PersonSchema),
    created_at: Type.String(),
  }),
]);
export type ThreadEntry = Type.Static<typeof ThreadEntrySchema>;

/** An issue with its project, people and thread, oldest entry first. */
export const IssueSchema = Type.Object({
  ...IssueRowSchema.properties,
  project: ProjectSchema,
  author: Nullable(PersonSchema),
  assignee: Nullable(PersonSchema),
  thread: Type.Array(ThreadEntrySchema),
});
export type Issue = Type.Static<typeof IssueSchema>;

/**
 * A subject: one line of text, no control characters, and no bidirectional controls or line separators
 * (text-controls.ts) that would make it read differently in the staff's list.
 */
const SubjectSchema = Type.String({ minLength: 1, maxLength: MAX_SUBJECT, pattern: SINGLE_LINE_PATTERN });
const RichTextSchema = Type.String({ minLength: 1, maxLength: MAX_BODY });
const AttachmentIdsSchema = Type.Array(Type.String({ pattern: '^[A-Za-z0-9_-]{22}$' }), {
  maxItems: MAX_ATTACHMENTS,
  uniqueItems: true,
});

/** POST /api/support/issues: a new issue in the selected project. */
export const NewIssueSchema = Type.Object(
  {
    subject: SubjectSchema,
    category: Type.Enum(SUPPORT_CATEGORIES),
    description: RichTextSchema,
    attachments: Type.Optional(AttachmentIdsSchema),
  },
  { additionalProperties: false },
);
export type NewIssue = Type.Static<typeof NewIssueSchema>;

/** POST …/issues/:id/messages: a reply. */
export const ReplySchema = Type.Object(
  { body: RichTextSchema, attachments: Type.Optional(AttachmentIdsSchema) },
  { additionalProperties: false },
);
export type Reply = Type.Static<typeof ReplySchema>;

/** POST /api/admin/support/issues/:id/status. */
export const IssueStatusSchema = Type.Object(
  { status: Type.Enum(SUPPORT_STATUSES) },
  { additionalProperties: false },
);
export type IssueStatusBody = Type.Static<typeof IssueStatusSchema>;

/** POST /api/admin/support/issues/:id/assignee: a staff member's id, or null for nobody. */
export const IssueAssigneeSchema = Type.Object(
  {
    // One JSON type list rather than anyOf, so a wrong value is one plain error naming the field.
    assignee_id: Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 1, maximum: MAX_ID }),
  },
  { additionalProperties: false },
);
export type IssueAssigneeBody = Type.Static<typeof IssueAssigneeSchema>;
