/**
 * A project's documents and contacts (issue 28): the lists' answers, the contact types, and the body
 * of a contact's writes. A contact's fields are checked by contactProblems (contacts.ts) on both sides;
 * the schema checks only their types and bounds what the server reads.
 */
import Type from 'typebox';
import { MAX_CONTACT_TYPES } from '../contacts.js';
import { DOCUMENT_KINDS } from '../enums.js';
import { MAX_ID } from '../lists.js';
import { ProjectSchema } from './answers.js';

/** A document as the list shows it; its file is at API.documentFile. */
export const DocumentRowSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  kind: Type.Enum(DOCUMENT_KINDS),
  /** The document's date: an ISO date, `YYYY-MM-DD`. */
  issued_on: Type.String(),
  /** The file's size in bytes. */
  size: Type.Integer(),
  /** The file's name and media type. */
  file_name: Type.String(),
  type: Type.String(),
});
export type DocumentRow = Type.Static<typeof DocumentRowSchema>;

/** A page of documents; `project` is the selected project, null when none is (the list is empty then). */
export const DocumentsPageSchema = Type.Object({
  rows: Type.Array(DocumentRowSchema),
  total: Type.Integer(),
  project: Type.Union([ProjectSchema, Type.Null()]),
});
export type DocumentsPage = Type.Static<typeof DocumentsPageSchema>;

/** A contact type with its name in the request's language. */
export const ContactTypeSchema = Type.Object({ id: Type.Integer(), key: Type.String(), name: Type.String() });
export type ContactType = Type.Static<typeof ContactTypeSchema>;

export const ContactTypesSchema = Type.Object({ types: Type.Array(ContactTypeSchema) });
export type ContactTypes = Type.Static<typeof ContactTypesSchema>;

/** A contact of the selected project, with its types in the order of the contact types. */
export const ContactSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  position: Type.String(),
  types: Type.Array(ContactTypeSchema),
  updated_at: Type.String(),
});
export type Contact = Type.Static<typeof ContactSchema>;

/** A page of contacts; `project` as for documents. */
export const ContactsPageSchema = Type.Object({
  rows: Type.Array(ContactSchema),
  total: Type.Integer(),
  project: Type.Union([ProjectSchema, Type.Null()]),
});
export type ContactsPage = Type.Static<typeof ContactsPageSchema>;

/** POST /api/contacts and PUT /api/contacts/:id. */
export const ContactBodySchema = Type.Object(
  {
    name: Type.String({ maxLength: 1000 }),
    email: Type.String({ maxLength: 1000 }),
    phone: Type.String({ maxLength: 1000 }),
    position: Type.String({ maxLength: 1000 }),
    type_ids: Type.Array(Type.Integer({ minimum: 1, maximum: MAX_ID }), { maxItems: MAX_CONTACT_TYPES * 5 }),
  },
  { additionalProperties: false },
);
export type ContactBody = Type.Static<typeof ContactBodySchema>;
