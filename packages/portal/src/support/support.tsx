import { Alert } from '@portal-elements/elements/pp-alert/pp-alert.react';
import { CLIENT_ISSUES_LIST, SUPPORT_CATEGORIES } from '@portal-elements/contract';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { RouterLink } from '../ui/RouterLink';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PpCombobox } from '@portal-elements/elements/pp-combobox/pp-combobox';
import { Combobox } from '@portal-elements/elements/pp-combobox/pp-combobox.react';
import { DataTable } from '@portal-elements/elements/pp-data-table/pp-data-table.react';
import { Button } from '@portal-elements/elements/pp-button/pp-button.react';
import { TextField } from '@portal-elements/elements/pp-text-field/pp-text-field.react';
import type { PpTextField } from '@portal-elements/elements/pp-text-field/pp-text-field';
import { toast } from '@portal-elements/elements/pp-toaster/toast';
import { HttpError, fieldError } from '../api/http';
import { useI18n, type MessageKey } from '../i18n/i18n';
import { useShell } from '../shell/shell-context';
import { withLayout } from '../app/prime';
import type { PrimeContext } from '../app/routes';
import { primeFirstPage, useServerList } from '../lists/use-server-list';
import {
  IssueFacts,
  IssueLoadError,
  ReplyBox,
  Thread,
  issueKey,
  primeIssue,
  primeSupportOptions,
  useIssue,
  useSupportOptions,
} from './IssueView';
import { MessageEditor } from './MessageEditor';
import { issueColumns, toastLoadFailed } from './columns';
import { supportApi, type NewIssue } from './support-api';
import { createUploadHandler } from './upload';
import { PageFrame } from '../pages/PageFrame';
import { TableSkeleton } from '../pages/TableSkeleton';
import { LinkButton } from '../ui/LinkButton';

/**
 * /support/issues (client, no permission): the selected project's support issues in `pp-data-table`
 * on the server's paging, sorting and filtering (GET /api/support/issues); sort, filters, search and
 * page live in the address. Most recently updated first unless the address sorts otherwise.
 */
/**
 * Asks for the list's first page and the support options ahead of the page's render (the route's
 * prime, routes.tsx); nothing for staff acting as themselves, who have no project's issues here.
 */
export function primeSupportIssuesPage({ search, queryClient }: PrimeContext): Promise<void> {
  return withLayout(queryClient, (layout) => {
    if (layout.userType === layout.product) return;
    primeFirstPage(CLIENT_ISSUES_LIST, search);
    primeSupportOptions(queryClient);
  });
}

export function SupportIssuesPage() {
  const { t } = useI18n();
  const { layout } = useShell();
  const options = useSupportOptions();
  const columns = useMemo(
    () => (options.data ? issueColumns(t, options.data, '/support/issues') : undefined),
    [t, options.data],
  );
  const table = useServerList(CLIENT_ISSUES_LIST, { columns, onFailed: toastLoadFailed(t) });
  const title = t('nav.client.support');
  // Staff acting as themselves have no project's issues here (the server answers 403): their list is
  // the staff one.
  if (layout.userType === layout.product) {
    return (
      <PageFrame title={title}>
        <p className="pp-page__note">{t('support.staffElsewhere')}</p>
        {layout.layoutPermissions.includes('support-issue-list') && (
          <p>
            <RouterLink to="/admin/support/issues">
              {t('nav.staff.admin.support.issues' as MessageKey)}
            </RouterLink>
          </p>
        )}
      </PageFrame>
    );
  }
  return (
    <PageFrame title={title}>
      <div className="pp-toolbar">
        <LinkButton variant="primary" to="/support/issues/new">
          {t('support.new')}
        </LinkButton>
      </div>
      {options.isPending && <TableSkeleton columns={6} />}
      {options.isError && <Alert variant="error">{t('errors.dataLoad')}</Alert>}
      {table && <DataTable label={title} errorText={t('errors.dataLoad')} {...table} />}
    </PageFrame>
  );
}

type FieldName = 'subject' | 'category' | 'description';

/**
 * /support/issues/new: subject, category (pp-combobox), description (the message editor, with
 * attachments). Empty fields are flagged here; the server's 422s are shown at their fields. Success
 * toasts and opens the new issue; failure toasts.
 */
export function NewSupportIssuePage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const options = useSupportOptions();
  const [subject, setSubject] = useState('');
  const [category, setCategory] = useState('');
  const [description, setDescription] = useState('');
  const [missing, setMissing] = useState<Set<FieldName>>(new Set());
  const uploads = useRef(createUploadHandler());
  const create = useMutation({
    mutationFn: (body: NewIssue) => supportApi.create(body),
    onSuccess: (issue) => {
      queryClient.setQueryData(issueKey('client', issue.id), issue);
      uploads.current.clear();
      toast.success(t('support.created'));
      void navigate(`/support/issues/${issue.id}`);
    },
    onError: (error) => {
      const detail = error instanceof HttpError && error.status !== 422 ? ` ${error.message}` : '';
      toast.error(`${t('support.createFailed')}${detail}`);
    },
  });
  const errorOf = (field: FieldName) =>
    missing.has(field) ? t('support.form.required') : fieldError(create.error, field);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = new Set<FieldName>();
    if (subject.trim() === '') empty.add('subject');
    // The combobox's value: one of the categories, or '' while none is chosen.
    const chosen = SUPPORT_CATEGORIES.find((value) => value === category);
    if (chosen === undefined) empty.add('category');
    if (description === '') empty.add('description');
    setMissing(empty);
    if (empty.size > 0 || chosen === undefined) {
      document.getElementById(`support-new-${[...empty][0]}`)?.focus();
      return;
    }
    if (create.isPending) return;
    create.mutate({
      subject: subject.trim(),
      category: chosen,
      description,
      attachments: uploads.current.ids(description),
    });
  };
  const title = t('support.new');
  const subjectError = errorOf('subject');
  const categoryError = errorOf('category');
  const descriptionError = errorOf('description') ?? fieldError(create.error, 'attachments');
  return (
    <PageFrame title={title} crumbs={[{ label: t('nav.client.support'), href: '/support/issues' }]}>
      {options.isError && <Alert variant="error">{t('errors.dataLoad')}</Alert>}
      <form className="pp-card pp-form" onSubmit={submit} noValidate>
        <TextField
          id="support-new-subject"
          name="subject"
          label={t('support.form.subject')}
          value={subject}
          maxlength={200}
          required
          error={subjectError ?? ''}
          onInput={(event) => setSubject((event.target as PpTextField).value)}
        />
        <Combobox
          id="support-new-category"
          field
          required
          mode="select"
          name="category"
          label={t('support.form.category')}
          placeholder={t('support.form.categoryPlaceholder')}
          emptyText={t('combobox.empty')}
          options={(options.data?.categories ?? []).map((entry) => ({
            id: entry.id,
            name: entry.name,
            active: entry.id === category,
          }))}
          value={category}
          error={categoryError ?? ''}
          onChange={(event) => setCategory((event.target as PpCombobox).value)}
        />
        <MessageEditor
          name="description"
          label={t('support.form.description')}
          value={description}
          onChange={setDescription}
          required
          uploadHandler={uploads.current.handler}
        />
        {descriptionError && (
          <p id="support-new-description-error" className="pp-field__error">
            {descriptionError}
          </p>
        )}
        <div className="pp-actions">
          <Button type="submit" variant="primary" loading={create.isPending}>
            {t('support.form.submit')}
          </Button>
          <LinkButton to="/support/issues">{t('support.form.cancel')}</LinkButton>
        </div>
      </form>
    </PageFrame>
  );
}

/** Asks for the issue ahead of its page's render (the route's prime, routes.tsx). */
export const primeSupportIssuePage = primeIssue('client');

/** /support/issues/:id: the issue's facts, its thread and the reply box (client side). */
export function SupportIssuePage() {
  const { t } = useI18n();
  const { id = '' } = useParams();
  const issue = useIssue('client', id);
  const options = useSupportOptions();
  const title = issue.data?.subject ?? t('support.title');
  // No heading until the issue is in: its title is the subject, and a page whose heading changes under
  // a reader (or a test that reads it) is worse than a moment of placeholder rows.
  if (issue.isPending) return <TableSkeleton columns={3} rows={4} />;
  return (
    <PageFrame title={title} crumbs={[{ label: t('nav.client.support'), href: '/support/issues' }]}>
      {issue.isError && <IssueLoadError error={issue.error} />}
      {issue.data && (
        <>
          <IssueFacts issue={issue.data} options={options.data} staff={false} />
          <Thread issue={issue.data} options={options.data} />
          <ReplyBox side="client" issue={issue.data} />
        </>
      )}
    </PageFrame>
  );
}
