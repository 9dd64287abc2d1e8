import {
  API,
  CONTACTS_CREATE_PERMISSION,
  CONTACTS_DELETE_PERMISSION,
  CONTACTS_LIST,
  contactVersion,
  CONTACTS_UPDATE_PERMISSION,
  MAX_CONTACT_EMAIL,
  MAX_CONTACT_NAME,
  MAX_CONTACT_PHONE,
  MAX_CONTACT_POSITION,
  pathOf,
  type ContactField,
} from '@portal-elements/contract';
import type { Contact, ContactTypes, ContactType } from '@portal-elements/contract/schemas';
import { Alert } from '@portal-elements/elements/pp-alert/pp-alert.react';
import { Button } from '@portal-elements/elements/pp-button/pp-button.react';
import { Checkbox } from '@portal-elements/elements/pp-checkbox/pp-checkbox.react';
import type { PpCheckbox } from '@portal-elements/elements/pp-checkbox/pp-checkbox';
import { DataTable } from '@portal-elements/elements/pp-data-table/pp-data-table.react';
import type {
  DataTableColumn,
  DataTableDataRequest,
  DataTableRowActionDetail,
} from '@portal-elements/elements/pp-data-table/types';
import { Dialog } from '@portal-elements/elements/pp-dialog/pp-dialog.react';
import { TextField } from '@portal-elements/elements/pp-text-field/pp-text-field.react';
import type { PpTextField } from '@portal-elements/elements/pp-text-field/pp-text-field';
import { toast } from '@portal-elements/elements/pp-toaster/toast';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { HttpError, fieldError, request } from '../api/http';
import { useI18n, type Translator } from '../i18n/i18n';
import type { PrimeContext } from '../app/routes';
import { localeFromDocument } from '../i18n/plural';
import { primeFirstPage, useServerList } from '../lists/use-server-list';
import { PageFrame } from '../pages/PageFrame';
import { TableSkeleton } from '../pages/TableSkeleton';
import { useShell } from '../shell/shell-context';
import { toastLoadFailed } from '../support/columns';
import { EMPTY_DRAFT, FIELD_ORDER, draftErrors, draftOf, type ContactDraft } from './contact-form';
import './contacts.css';

function contactColumns(
  t: Translator['t'],
  types: readonly ContactType[],
  actions: { edit: boolean; remove: boolean },
): DataTableColumn<Contact>[] {
  const columns: DataTableColumn<Contact>[] = [
    { id: 'name', header: t('contacts.name'), filter: 'text' },
    { id: 'email', header: t('contacts.email') },
    { id: 'phone', header: t('contacts.phone') },
    { id: 'position', header: t('contacts.position') },
    {
      id: 'types',
      header: t('contacts.types'),
      sortable: false,
      filter: 'set',
      accessor: (row) => row.types.map((type) => type.name).join(', '),
      filterOptions: types.map((type) => ({ value: String(type.id), label: type.name })),
    },
  ];
  const buttons = [
    ...(actions.edit ? [{ id: 'edit', label: t('contacts.edit') }] : []),
    ...(actions.remove ? [{ id: 'delete', label: t('contacts.delete') }] : []),
  ];
  if (buttons.length > 0) {
    columns.push({ id: 'actions', header: t('contacts.actions'), type: 'actions', actions: buttons });
  }
  return columns;
}

/** The contact types in the page's language (GET /api/contact-types). */
const contactTypesQuery = (locale: string) => ({
  queryKey: ['contact-types', locale],
  queryFn: ({ signal }: { signal: AbortSignal }) => request<ContactTypes>(API.contactTypes, { signal }),
  staleTime: 5 * 60_000,
});

function useContactTypes(locale: string) {
  return useQuery(contactTypesQuery(locale));
}

/**
 * Asks for the contact types (the table's columns wait for them) and the list's first page ahead of
 * the page's render (the route's prime, routes.tsx).
 */
export function primeContactsPage({ search, queryClient }: PrimeContext): void {
  void queryClient.prefetchQuery(contactTypesQuery(localeFromDocument()));
  primeFirstPage(CONTACTS_LIST, search);
}

/**
 * /contacts (client-contacts-list): the selected project's contacts in `pp-data-table` on the server's
 * paging, sorting and filtering (GET /api/contacts), the table's state in the address. Adding, editing
 * (a form in `pp-dialog`) and deleting (after a confirmation dialog) each show only with their own
 * permission; the server checks each again.
 */
export function ContactsPage() {
  const { t, locale } = useI18n();
  const { layout } = useShell();
  const permissions = layout.layoutPermissions;
  const may = {
    create: permissions.includes(CONTACTS_CREATE_PERMISSION),
    edit: permissions.includes(CONTACTS_UPDATE_PERMISSION),
    remove: permissions.includes(CONTACTS_DELETE_PERMISSION),
  };
  const types = useContactTypes(locale);
  const columns = useMemo(
    () =>
      types.data ? contactColumns(t, types.data.types, { edit: may.edit, remove: may.remove }) : undefined,
    [t, types.data, may.edit, may.remove],
  );
  const table = useServerList(CONTACTS_LIST, { columns, onFailed: toastLoadFailed(t) });
  // A new provider makes the table load its page again (after a write).
  const [version, setVersion] = useState(0);
  const baseProvider = table?.dataProvider;
  const dataProvider = useMemo(
    () =>
      baseProvider && version >= 0 ? (request: DataTableDataRequest) => baseProvider(request) : undefined,
    [baseProvider, version],
  );
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const [editing, setEditing] = useState<{ contact: Contact | null } | null>(null);
  // The control that opened the form: the focus goes back to it when the form goes (APG dialog), as
  // pp-dialog does itself when it closes but cannot once it is removed.
  const opener = useRef<HTMLElement | null>(null);
  const openForm = (contact: Contact | null, from: Element | null) => {
    opener.current = from instanceof HTMLElement ? from : null;
    setEditing({ contact });
  };
  const closeForm = () => setEditing(null);
  const formOpen = editing !== null;
  useEffect(() => {
    if (formOpen || !opener.current) return;
    const target = opener.current;
    opener.current = null;
    // After the dialog has left the top layer (the browser moves the focus then).
    const timer = window.setTimeout(() => {
      if (target.isConnected) target.focus();
    }, 50);
    return () => window.clearTimeout(timer);
  }, [formOpen]);
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const title = t('nav.client.contacts');

  const remove = useMutation({
    // Against the version the list shows: a contact saved since is not deleted unseen (412).
    mutationFn: (contact: Contact) =>
      request<void>(pathOf(API.contact, { id: contact.id }), {
        method: 'DELETE',
        headers: { 'If-Match': contactVersion(contact.updated_at) },
      }),
    onSuccess: () => toast.success(t('contacts.deleted')),
    onError: (error) => {
      const status = error instanceof HttpError ? error.status : 0;
      toast.error(
        t(
          status === 404
            ? 'contacts.gone'
            : status === 412
              ? 'contacts.changedBeforeDelete'
              : 'contacts.deleteFailed',
        ),
      );
    },
    onSettled: () => {
      setDeleting(null);
      reload();
    },
  });

  const onRowAction = (event: CustomEvent<DataTableRowActionDetail>) => {
    const contact = event.detail.row as unknown as Contact;
    if (event.detail.action === 'edit') openForm(contact, event.target as Element);
    if (event.detail.action === 'delete') setDeleting(contact);
  };

  if (layout.projectId === null) {
    return (
      <PageFrame title={title}>
        <p className="pp-page__note">{t('contacts.noProject')}</p>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={title}>
      {may.create && (
        <div className="pp-toolbar">
          <Button variant="primary" onClick={(event) => openForm(null, event.currentTarget as Element)}>
            {t('contacts.add')}
          </Button>
        </div>
      )}
      {types.isPending && <TableSkeleton columns={5} />}
      {types.isError && (
        <Alert variant="error">
          {t('errors.dataLoad')}{' '}
          <Button size="sm" onClick={() => void types.refetch()}>
            {t('app.retry')}
          </Button>
        </Alert>
      )}
      {table && dataProvider && (
        <DataTable
          label={title}
          errorText={t('errors.dataLoad')}
          emptyText={t('contacts.empty')}
          {...table}
          dataProvider={dataProvider}
          onRowAction={onRowAction}
        />
      )}
      {editing && types.data && (
        <ContactDialog
          contact={editing.contact}
          types={types.data.types}
          onClose={closeForm}
          onSaved={() => {
            closeForm();
            reload();
          }}
          onChangedElsewhere={reload}
        />
      )}
      <Dialog
        label={t('contacts.deleteTitle')}
        size="sm"
        open={deleting !== null}
        onClose={() => setDeleting(null)}
      >
        <p>{t('contacts.deleteText', { name: deleting?.name ?? '' })}</p>
        <Button slot="footer" onClick={() => setDeleting(null)}>
          {t('contacts.cancel')}
        </Button>
        <Button
          slot="footer"
          variant="danger"
          loading={remove.isPending}
          onClick={() => deleting && remove.mutate(deleting)}
        >
          {t('contacts.deleteConfirm')}
        </Button>
      </Dialog>
    </PageFrame>
  );
}

const FIELD_IDS: Record<ContactField, string> = {
  name: 'contact-name',
  email: 'contact-email',
  phone: 'contact-phone',
  position: 'contact-position',
  type_ids: 'contact-types',
};

/**
 * The form of a new contact (`contact` null) or of one to change, in `pp-dialog` (modal: the focus
 * stays inside and goes back where it was when it closes). Refused fields are shown under each, the
 * form's own checks first, then the server's 422.
 */
function ContactDialog({
  contact,
  types,
  onClose,
  onSaved,
  onChangedElsewhere,
}: {
  contact: Contact | null;
  types: readonly ContactType[];
  onClose: () => void;
  onSaved: () => void;
  /** The contact was saved by someone else since it was opened (the list shows it again). */
  onChangedElsewhere: () => void;
}) {
  const { t } = useI18n();
  const [draft, setDraft] = useState<ContactDraft>(contact ? draftOf(contact) : EMPTY_DRAFT);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const form = useRef<HTMLFormElement>(null);
  // An edit is made against the version that was opened (If-Match). When the server says someone saved
  // the contact since (412), the form keeps what was typed and says so; saving again then replaces
  // that change, as the person has been told: it is made against the version the 412 named (its ETag),
  // so a change saved after the warning is refused and told in turn, never replaced unseen. `*` (any
  // version) only for a server that names none.
  const [changedElsewhere, setChangedElsewhere] = useState<{ version: string } | null>(null);
  const save = useMutation({
    mutationFn: (body: ContactDraft) =>
      contact
        ? request<Contact>(pathOf(API.contact, { id: contact.id }), {
            method: 'PUT',
            body,
            headers: {
              'If-Match': changedElsewhere?.version ?? contactVersion(contact.updated_at),
            },
          })
        : request<Contact>(API.contacts, { method: 'POST', body }),
    onSuccess: () => {
      toast.success(t(contact ? 'contacts.updated' : 'contacts.created'));
      onSaved();
    },
    onError: (error) => {
      if (error instanceof HttpError && error.status === 422) return;
      if (error instanceof HttpError && error.status === 412) {
        setChangedElsewhere({ version: error.etag ?? '*' });
        onChangedElsewhere();
        return;
      }
      const gone = error instanceof HttpError && error.status === 404;
      toast.error(gone ? t('contacts.gone') : t('contacts.saveFailed'));
      if (gone) onSaved();
    },
  });
  const errorOf = (field: ContactField) => errors[field] ?? fieldError(save.error, field);
  const set = (field: Exclude<ContactField, 'type_ids'>) => (event: Event) => {
    const value = (event.target as PpTextField).value;
    setDraft((current) => ({ ...current, [field]: value }));
  };
  const toggle = (id: number) => (event: Event) => {
    const checked = (event.currentTarget as PpCheckbox).checked;
    setDraft((current) => ({
      ...current,
      type_ids: checked
        ? [...current.type_ids.filter((type) => type !== id), id]
        : current.type_ids.filter((type) => type !== id),
    }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = draftErrors(draft, t);
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field] !== undefined);
    if (first) {
      const target =
        first === 'type_ids'
          ? document.querySelector<HTMLElement>(`#${FIELD_IDS.type_ids} pp-checkbox`)
          : document.getElementById(FIELD_IDS[first]);
      target?.focus();
      return;
    }
    if (!save.isPending) save.mutate(draft);
  };
  const typesError = errorOf('type_ids');
  return (
    <Dialog label={t(contact ? 'contacts.editTitle' : 'contacts.addTitle')} open onClose={onClose}>
      <form ref={form} className="pp-form contact-form" onSubmit={submit} noValidate>
        {changedElsewhere && (
          // A new alert for each refusal, so that a second one is announced too.
          <Alert key={changedElsewhere.version} variant="warning">
            {t('contacts.changed')}
          </Alert>
        )}
        <TextField
          id={FIELD_IDS.name}
          name="name"
          label={t('contacts.name')}
          value={draft.name}
          maxlength={MAX_CONTACT_NAME}
          required
          error={errorOf('name') ?? ''}
          onInput={set('name')}
        />
        <TextField
          id={FIELD_IDS.email}
          name="email"
          label={t('contacts.email')}
          value={draft.email}
          maxlength={MAX_CONTACT_EMAIL}
          required
          inputmode="email"
          error={errorOf('email') ?? ''}
          onInput={set('email')}
        />
        <TextField
          id={FIELD_IDS.phone}
          name="phone"
          type="tel"
          label={t('contacts.phone')}
          hint={t('contacts.phoneHint')}
          value={draft.phone}
          maxlength={MAX_CONTACT_PHONE}
          error={errorOf('phone') ?? ''}
          onInput={set('phone')}
        />
        <TextField
          id={FIELD_IDS.position}
          name="position"
          label={t('contacts.position')}
          value={draft.position}
          maxlength={MAX_CONTACT_POSITION}
          error={errorOf('position') ?? ''}
          onInput={set('position')}
        />
        <fieldset
          id={FIELD_IDS.type_ids}
          className="contact-form__types"
          aria-describedby={typesError ? 'contact-types-error' : undefined}
        >
          <legend>{t('contacts.types')} *</legend>
          {types.map((type) => (
            <Checkbox
              key={type.id}
              label={type.name}
              checked={draft.type_ids.includes(type.id)}
              onChange={toggle(type.id)}
            />
          ))}
          {typesError && (
            <p id="contact-types-error" className="pp-field__error">
              {typesError}
            </p>
          )}
        </fieldset>
      </form>
      <Button slot="footer" onClick={onClose}>
        {t('contacts.cancel')}
      </Button>
      <Button
        slot="footer"
        variant="primary"
        loading={save.isPending}
        onClick={() => form.current?.requestSubmit()}
      >
        {t('contacts.save')}
      </Button>
    </Dialog>
  );
}
