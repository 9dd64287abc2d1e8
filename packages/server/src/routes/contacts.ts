/**
 * A project's contacts (issue 28): the selected project's contacts for a client holding
 * client-contacts-list (GET /api/contacts, GET /api/contact-types), and adding, changing and deleting
 * one, each with its own permission on top of the list's. A contact's fields are checked by the
 * contract's contactProblems, as the form checks them, each refusal a 422 naming its field in the
 * request's language. Every write is one transaction with its audit entry (contact.create,
 * contact.update, contact.delete; the contact's id in its details, as the subject is a user), counted as a `contact` write (security/write-limits.ts). A contact
 * of another project, or one deleted meanwhile, is 404.
 */
import {
  API,
  CONTACTS_CREATE_PERMISSION,
  CONTACTS_DELETE_PERMISSION,
  CONTACTS_LIST,
  CONTACTS_LIST_PERMISSION,
  CONTACTS_UPDATE_PERMISSION,
  contactProblems,
  contactVersion,
  matchesVersion,
  idOf,
  normalizedContact,
  type ContactField,
  type ContactProblem,
  type ListQuerystring,
} from '@portal-elements/contract';
import {
  ContactBodySchema,
  ContactSchema,
  ContactsPageSchema,
  ContactTypesSchema,
  listQuerySchema,
  type ContactBody,
  type ContactsPage,
  type ContactTypes,
} from '@portal-elements/contract/schemas';
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import {
  activeSession,
  limitWrites,
  localeOf,
  requireClientPermission,
  type AppContext,
} from '../context.js';
import {
  contactTypes,
  findContact,
  insertContact,
  listContacts,
  typesOf,
  type ContactRow,
  type ContactTypeRow,
} from '../db/contacts.js';
import { memberProject, writeAudit } from '../db/queries.js';
import { HttpError } from '../http/errors.js';
import type { Locale } from '../i18n.js';
import type { ActiveSession } from '../security/sessions.js';
import { idSetOf, pageOf, parseSort } from './list-params.js';
import { t } from '../i18n.js';

type ContactsQuery = ListQuerystring<typeof CONTACTS_LIST>;

/** The words of the refusals, per language (the form's are the portal's `contacts.error.*`). */
const TEXTS = {
  pl: {
    problems: {
      required: 'To pole jest wymagane.',
      too_long: 'Ten tekst jest za długi.',
      email: 'Podaj poprawny adres e-mail, np. jan.kowalski@example.com.',
      phone: 'Podaj numer w formacie +48 22 123 45 67 (7–15 cyfr).',
      single_line: 'Wpisz tekst w jednym wierszu, bez znaków sterujących.',
      types: 'Wybierz co najmniej jeden typ kontaktu.',
    },
    unknownType: 'Nie ma takiego typu kontaktu.',
    notFound: 'Nie znaleziono kontaktu: mógł zostać usunięty.',
    changed:
      'Ktoś zapisał ten kontakt, gdy był otwarty u Ciebie, więc Twoja zmiana nie została wprowadzona. Odśwież listę, aby zobaczyć jego obecne dane.',
    validation: 'Popraw zaznaczone pola.',
  },
  en: {
    problems: {
      required: 'This field is required.',
      too_long: 'This text is too long.',
      email: 'Enter a valid email address, e.g. john.smith@example.com.',
      phone: 'Enter a number like +48 22 123 45 67 (7–15 digits).',
      single_line: 'Enter the text on one line, without control characters.',
      types: 'Choose at least one contact type.',
    },
    unknownType: 'There is no such contact type.',
    notFound: 'Contact not found: it may have been deleted.',
    changed:
      'Someone saved this contact while you had it open, so your change was not made. Reload the list to see its current details.',
    validation: 'Correct the marked fields.',
  },
} satisfies Record<Locale, { problems: Record<ContactProblem, string>; [key: string]: unknown }>;

/** 401, or 403 unless the session acts as a client holding every one of `permissions`. */
function requireClientPermissions(
  ctx: AppContext,
  permissions: readonly string[],
): preValidationAsyncHookHandler {
  const guards = permissions.map((permission) => requireClientPermission(ctx, permission));
  return async function guard(this: unknown, request, reply) {
    for (const check of guards) await check.call(this as never, request, reply);
  };
}

/** The selected project, if the session's person is (still) a member of it. */
async function selectedProject(ctx: AppContext, session: ActiveSession) {
  if (session.projectId === null) return undefined;
  return memberProject(ctx.db, session.user.id, session.projectId);
}

/** The version (contract: contactVersion) of a contact stored with `updatedAt`, as its answer shows it. */
function versionOf(updatedAt: number): string {
  return contactVersion(new Date(updatedAt).toISOString());
}

function contactAnswer(row: ContactRow, typeIds: readonly number[], types: readonly ContactTypeRow[]) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    position: row.position,
    types: types.filter((type) => typeIds.includes(type.id)),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export function registerContactRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, dialect } = ctx;
  const list = requireClientPermission(ctx, CONTACTS_LIST_PERMISSION);
  const texts = (request: FastifyRequest) => TEXTS[localeOf(request)];
  const notFound = (request: FastifyRequest) => new HttpError(404, 'not_found', texts(request).notFound);

  /**
   * The contact's stored `updated_at` within the transaction `trx`, to make a change against: 404 when
   * it is not the project's (any more), 412 `contact_changed` when the request's `If-Match` names
   * another version (contract: contactVersion). The write is then made only where `updated_at` is still
   * this one ({@link unchanged}), so that a save by another instance in between is refused too.
   */
  async function versionFor(
    trx: typeof db,
    request: FastifyRequest,
    id: number,
    projectId: number,
  ): Promise<number> {
    const row = await trx
      .selectFrom('contacts')
      .select('updated_at')
      .where('id', '=', id)
      .where('project_id', '=', projectId)
      .executeTakeFirst();
    if (!row) throw notFound(request);
    if (!matchesVersion(request.headers['if-match'], versionOf(row.updated_at))) {
      throw changed(request, row.updated_at);
    }
    return row.updated_at;
  }

  /**
   * 412 `contact_changed`, with the version the contact has now in `ETag`: a client that has told the
   * person and is asked to save again sends that one, so a change made after the warning is not
   * replaced unseen.
   */
  const changed = (request: FastifyRequest, updatedAt: number) =>
    new HttpError(412, 'contact_changed', texts(request).changed, {
      headers: { ETag: versionOf(updatedAt) },
    });

  /** After a write conditioned on `updated_at` changed nothing: 404 if the contact is gone, else 412. */
  async function unchanged(request: FastifyRequest, id: number, projectId: number): Promise<HttpError> {
    const row = await findContact(db, id, projectId);
    return row ? changed(request, row.updated_at) : notFound(request);
  }

  /** The checked and trimmed body, or 422 naming every refused field. */
  async function checkedBody(request: FastifyRequest<{ Body: ContactBody }>) {
    const words = texts(request);
    const problems = contactProblems(request.body);
    const fields: Record<string, string[]> = {};
    for (const [field, problem] of Object.entries(problems) as [ContactField, ContactProblem][]) {
      fields[field] = [words.problems[problem]];
    }
    const contact = normalizedContact(request.body);
    if (!fields.type_ids) {
      const known = await db
        .selectFrom('contact_types')
        .select('id')
        .where('id', 'in', contact.type_ids)
        .execute();
      if (known.length !== contact.type_ids.length) fields.type_ids = [words.unknownType];
    }
    if (Object.keys(fields).length > 0) {
      throw new HttpError(422, 'validation_failed', words.validation, { fields });
    }
    return contact;
  }

  /** The session and its selected project; 403 `no_project` without one. */
  async function projectOf(request: FastifyRequest) {
    const session = await activeSession(ctx, request);
    const project = await selectedProject(ctx, session);
    if (!project) throw new HttpError(403, 'no_project', t(localeOf(request)).noProject);
    return { session, project };
  }

  async function answer(request: FastifyRequest, id: number, projectId: number) {
    const row = await findContact(db, id, projectId);
    if (!row) throw notFound(request);
    const types = await contactTypes(db, localeOf(request));
    return contactAnswer(row, (await typesOf(db, [id])).get(id) ?? [], types);
  }

  const contactId = (request: FastifyRequest<{ Params: { id: string } }>) => {
    const id = idOf(request.params.id);
    if (id === undefined) throw notFound(request);
    return id;
  };

  app.get<{ Reply: ContactTypes }>(
    API.contactTypes,
    { preValidation: list, schema: { response: { 200: ContactTypesSchema } } },
    async (request) => ({ types: await contactTypes(db, localeOf(request)) }),
  );

  app.get<{ Querystring: ContactsQuery; Reply: ContactsPage }>(
    CONTACTS_LIST.path,
    {
      preValidation: list,
      schema: { querystring: listQuerySchema(CONTACTS_LIST), response: { 200: ContactsPageSchema } },
    },
    async (request) => {
      const m = t(localeOf(request));
      const sort = parseSort(CONTACTS_LIST, request.query.sort, m);
      const types = idSetOf(request.query.types, 'types', m);
      const session = await activeSession(ctx, request);
      const project = await selectedProject(ctx, session);
      if (!project) return { rows: [], total: 0, project: null };
      const { rows, total } = await listContacts(db, dialect, {
        ...pageOf(request.query),
        projectId: project.id,
        sort,
        name: request.query.name,
        types: types?.ids,
        search: request.query.search,
      });
      const [typeIds, allTypes] = await Promise.all([
        typesOf(
          db,
          rows.map((row) => row.id),
        ),
        contactTypes(db, localeOf(request)),
      ]);
      return {
        rows: rows.map((row) => contactAnswer(row, typeIds.get(row.id) ?? [], allTypes)),
        total,
        project: { id: project.id, name: project.name },
      };
    },
  );

  app.post<{ Body: ContactBody }>(
    API.contacts,
    {
      preValidation: requireClientPermissions(ctx, [CONTACTS_LIST_PERMISSION, CONTACTS_CREATE_PERMISSION]),
      preHandler: limitWrites(ctx, 'contact'),
      schema: { body: ContactBodySchema, response: { 201: ContactSchema } },
    },
    async (request, reply) => {
      const { session, project } = await projectOf(request);
      const contact = await checkedBody(request);
      const now = ctx.options.now();
      const id = await db.transaction().execute(async (trx) => {
        const created = await insertContact(trx, project.id, contact, now);
        await writeAudit(
          trx,
          {
            action: 'contact.create',
            actorId: session.user.id,
            ip: request.ip,
            details: { contact_id: created, project_id: project.id },
          },
          now,
        );
        return created;
      });
      return reply.code(201).send(await answer(request, id, project.id));
    },
  );

  app.put<{ Params: { id: string }; Body: ContactBody }>(
    API.contact,
    {
      preValidation: requireClientPermissions(ctx, [CONTACTS_LIST_PERMISSION, CONTACTS_UPDATE_PERMISSION]),
      preHandler: limitWrites(ctx, 'contact'),
      schema: { body: ContactBodySchema, response: { 200: ContactSchema } },
    },
    async (request) => {
      const id = contactId(request);
      const { session, project } = await projectOf(request);
      const contact = await checkedBody(request);
      const now = ctx.options.now();
      const saved = await db.transaction().execute(async (trx) => {
        const version = await versionFor(trx, request, id, project.id);
        const result = await trx
          .updateTable('contacts')
          .set({
            name: contact.name,
            email: contact.email,
            phone: contact.phone,
            position: contact.position,
            // Always a new version, even for two saves within the same millisecond.
            updated_at: Math.max(now, version + 1),
          })
          .where('id', '=', id)
          .where('project_id', '=', project.id)
          .where('updated_at', '=', version)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        await trx.deleteFrom('contact_type_links').where('contact_id', '=', id).execute();
        await trx
          .insertInto('contact_type_links')
          .values(contact.type_ids.map((type_id) => ({ contact_id: id, type_id })))
          .execute();
        await writeAudit(
          trx,
          {
            action: 'contact.update',
            actorId: session.user.id,
            ip: request.ip,
            details: { contact_id: id, project_id: project.id },
          },
          now,
        );
        return true;
      });
      if (!saved) throw await unchanged(request, id, project.id);
      return answer(request, id, project.id);
    },
  );

  app.delete<{ Params: { id: string } }>(
    API.contact,
    {
      preValidation: requireClientPermissions(ctx, [CONTACTS_LIST_PERMISSION, CONTACTS_DELETE_PERMISSION]),
      preHandler: limitWrites(ctx, 'contact'),
    },
    async (request, reply) => {
      const id = contactId(request);
      const { session, project } = await projectOf(request);
      const now = ctx.options.now();
      const deleted = await db.transaction().execute(async (trx) => {
        const version = await versionFor(trx, request, id, project.id);
        const result = await trx
          .deleteFrom('contacts')
          .where('id', '=', id)
          .where('project_id', '=', project.id)
          .where('updated_at', '=', version)
          .executeTakeFirst();
        // Saved or deleted by someone else meanwhile.
        if (Number(result.numDeletedRows) === 0) return false;
        await writeAudit(
          trx,
          {
            action: 'contact.delete',
            actorId: session.user.id,
            ip: request.ip,
            details: { contact_id: id, project_id: project.id },
          },
          now,
        );
        return true;
      });
      if (!deleted) throw await unchanged(request, id, project.id);
      return reply.code(204).send();
    },
  );
}
