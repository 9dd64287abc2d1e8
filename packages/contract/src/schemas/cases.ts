/**
 * One SOC case (/admin/siem/cases/{id}): the answer of its read and of every write to it, and the
 * bodies of those writes. A comment is rich text the server sanitises before storing it, as support
 * replies are (rich-text-allowlist.ts); a reopening's reason is plain text.
 */
import Type from 'typebox';
import { MAX_REOPEN_REASON } from '../case-workflow.js';
import {
  CASE_ASSET_KINDS,
  CASE_INDICATOR_KINDS,
  CASE_SEVERITIES,
  CASE_STATUSES,
  SIEM_INTEGRATION_STATES,
  SIEM_PRODUCTS,
} from '../enums.js';
import { MAX_ID } from '../lists.js';
import { CaseRowSchema, PersonSchema, ProjectSchema } from './answers.js';
import { MAX_BODY } from './support.js';

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Something the case affects (a host, an account, a mailbox, one of our addresses). */
export const CaseAssetSchema = Type.Object({ kind: Type.Enum(CASE_ASSET_KINDS), value: Type.String() });
export type CaseAsset = Type.Static<typeof CaseAssetSchema>;

/** An indicator of compromise (an address, a domain, a sender, a CVE, a file). */
export const CaseIndicatorSchema = Type.Object({
  kind: Type.Enum(CASE_INDICATOR_KINDS),
  value: Type.String(),
});
export type CaseIndicator = Type.Static<typeof CaseIndicatorSchema>;

/** The SIEM integration that raised the case, with the client project it watches. */
export const CaseIntegrationSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  product: Type.Enum(SIEM_PRODUCTS),
  state: Type.Enum(SIEM_INTEGRATION_STATES),
  project: ProjectSchema,
});
export type CaseIntegration = Type.Static<typeof CaseIntegrationSchema>;

/** Who made a change or wrote a comment; null when the account is gone. */
const AuthorSchema = Nullable(PersonSchema);

/** An entry of the case's timeline: a comment, or a change of its status, severity or assignee. */
export const CaseEventSchema = Type.Union([
  Type.Object({
    id: Type.Integer(),
    kind: Type.Literal('comment'),
    author: AuthorSchema,
    body: Type.String(),
    created_at: Type.String(),
  }),
  Type.Object({
    id: Type.Integer(),
    kind: Type.Literal('status'),
    author: AuthorSchema,
    from: Type.Enum(CASE_STATUSES),
    to: Type.Enum(CASE_STATUSES),
    /** Why it was reopened; null for the other moves. */
    reason: Nullable(Type.String()),
    created_at: Type.String(),
  }),
  Type.Object({
    id: Type.Integer(),
    kind: Type.Literal('severity'),
    author: AuthorSchema,
    from: Type.Enum(CASE_SEVERITIES),
    to: Type.Enum(CASE_SEVERITIES),
    created_at: Type.String(),
  }),
  Type.Object({
    id: Type.Integer(),
    kind: Type.Literal('assignment'),
    author: AuthorSchema,
    assignee: Nullable(PersonSchema),
    created_at: Type.String(),
  }),
]);
export type CaseEvent = Type.Static<typeof CaseEventSchema>;

/**
 * GET /api/admin/siem/cases/:id, and the answer of each write: the case as the list shows it, its
 * source, what it affects and what points at the attacker, its timeline (oldest first), and who it can
 * be assigned to (the analysts: holders of admin-siem-case-list).
 */
export const CaseSchema = Type.Object({
  ...CaseRowSchema.properties,
  integration: Nullable(CaseIntegrationSchema),
  assets: Type.Array(CaseAssetSchema),
  indicators: Type.Array(CaseIndicatorSchema),
  timeline: Type.Array(CaseEventSchema),
  assignees: Type.Array(PersonSchema),
});
export type Case = Type.Static<typeof CaseSchema>;

/**
 * POST …/cases/:id/status: the status to move to (CASE_TRANSITIONS allows it from the current one, or
 * 409), with a reason when that reopens the case (or 422). The reason may span lines.
 */
export const CaseStatusSchema = Type.Object(
  {
    status: Type.Enum(CASE_STATUSES),
    reason: Type.Optional(Type.String({ minLength: 1, maxLength: MAX_REOPEN_REASON })),
  },
  { additionalProperties: false },
);
export type CaseStatusBody = Type.Static<typeof CaseStatusSchema>;

/** POST …/cases/:id/severity. */
export const CaseSeveritySchema = Type.Object(
  { severity: Type.Enum(CASE_SEVERITIES) },
  { additionalProperties: false },
);
export type CaseSeverityBody = Type.Static<typeof CaseSeveritySchema>;

/** POST …/cases/:id/assignee: an analyst's id, or null for nobody. */
export const CaseAssigneeSchema = Type.Object(
  { assignee_id: Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 1, maximum: MAX_ID }) },
  { additionalProperties: false },
);
export type CaseAssigneeBody = Type.Static<typeof CaseAssigneeSchema>;

/** POST …/cases/:id/comments: a comment (rich text). */
export const CaseCommentSchema = Type.Object(
  { body: Type.String({ minLength: 1, maxLength: MAX_BODY }) },
  { additionalProperties: false },
);
export type CaseCommentBody = Type.Static<typeof CaseCommentSchema>;
