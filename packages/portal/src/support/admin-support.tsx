import { Alert } from '@portal-elements/elements/pp-alert/pp-alert.react';
import {
  STAFF_ISSUES_LIST,
  SUPPORT_STATUSES,
  UNASSIGNED,
  type SupportStatus,
} from '@portal-elements/contract';
import { useMemo, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@portal-elements/elements/pp-button/pp-button.react';
import { DataTable } from '@portal-elements/elements/pp-data-table/pp-data-table.react';
import type { DataTableColumn } from '@portal-elements/elements/pp-data-table/types';
import { toast } from '@portal-elements/elements/pp-toaster/toast';
import { HttpError } from '../api/http';
import { useI18n, type MessageKey } from '../i18n/i18n';
import type { PrimeContext } from '../app/routes';
import { primeFirstPage, useAddressScope, useServerList } from '../lists/use-server-list';
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
import { supportApi, type Issue, type Person, type StaffIssueRow, type StaffIssuesPage } from './support-api';
import { issueColumns, toastLoadFailed } from './columns';
import { PageFrame } from '../pages/PageFrame';
import { TableSkeleton } from '../pages/TableSkeleton';
import { SelectField, type SelectChoice } from '../ui/SelectField';

const ADMIN_BASE = '/admin/support/issues';

function useCrumbs() {
  const { t } = useI18n();
  return [
    { label: t('nav.staff.admin' as MessageKey) },
    { label: t('nav.staff.admin.support' as MessageKey) },
  ];
}

/**
 * /admin/support/issues (support-issue-list): every project's issues in `pp-data-table` on the
 * server's paging, sorting and filtering (GET /api/admin/support/issues), with the status filter's
 * 'Moje' / 'Mine', and a project and an assignee to narrow by.
 */
/**
 * Asks for the list's first page (within the address's project and assignee) and the support
 * options ahead of the page's render (the route's prime, routes.tsx).
 */
export function primeAdminSupportIssuesPage({ search, queryClient }: PrimeContext): void {
  const scope = { project: search.get('project') ?? '', assignee: search.get('assignee') ?? '' };
  primeFirstPage(STAFF_ISSUES_LIST, search, { scope });
  primeSupportOptions(queryClient);
}

export function AdminSupportIssuesPage() {
  const { t } = useI18n();
  const options = useSupportOptions();
  const [scope, choose] = useAddressScope(STAFF_ISSUES_LIST, ['project', 'assignee']);
  const { project, assignee } = scope;
  const [choices, setChoices] = useState<Pick<StaffIssuesPage, 'assignees' | 'projects'>>({
    assignees: [],
    projects: [],
  });
  const columns = useMemo((): DataTableColumn<StaffIssueRow>[] | undefined => {
    if (!options.data) return undefined;
    const shared = issueColumns(t, options.data, ADMIN_BASE) as DataTableColumn<StaffIssueRow>[];
    const [subject, category, status, ...dates] = shared;
    if (!subject || !category || !status) return shared;
    return [
      subject,
      status,
      category,
      { id: 'project', header: t('support.project'), accessor: (row) => row.project.name },
      {
        id: 'assignee',
        header: t('support.assignee'),
        accessor: (row) => row.assignee?.full_name ?? t('support.unassigned'),
      },
      // Resolution time is one column more than fits beside the project and assignee: in the column menu.
      ...dates.map((column) => (column.id === 'resolved_at' ? { ...column, hidden: true } : column)),
    ];
  }, [t, options.data]);
  const table = useServerList(STAFF_ISSUES_LIST, {
    columns,
    scope,
    mine: { column: 'status', label: t('support.status.mine') },
    onPage: (page: StaffIssuesPage) => setChoices({ assignees: page.assignees, projects: page.projects }),
    onFailed: toastLoadFailed(t),
  });
  const title = t('nav.staff.admin.support.issues' as MessageKey);
  // A chosen project or assignee not (yet) among the choices stays offered, so it can be cleared.
  const projects = asChoices(
    withChosen(
      choices.projects.map((p) => ({ id: p.id, full_name: p.name })),
      project,
    ),
  );
  const assignees = asChoices(withChosen(choices.assignees, assignee === UNASSIGNED ? '' : assignee));
  return (
    <PageFrame title={title} crumbs={useCrumbs()}>
      <div className="pp-toolbar">
        <SelectField
          label={t('support.project')}
          value={project}
          emptyChoice={t('support.anyProject')}
          choices={projects}
          onChange={(next) => choose('project', next)}
        />
        <SelectField
          label={t('support.assignee')}
          value={assignee}
          emptyChoice={t('support.anyAssignee')}
          choices={[{ id: UNASSIGNED, name: t('support.unassigned') }, ...assignees]}
          onChange={(next) => choose('assignee', next)}
        />
      </div>
      {options.isPending && <TableSkeleton columns={8} />}
      {options.isError && <Alert variant="error">{t('errors.dataLoad')}</Alert>}
      {table && <DataTable label={title} errorText={t('errors.dataLoad')} {...table} />}
    </PageFrame>
  );
}

function withChosen(list: Person[], chosen: string): Person[] {
  if (chosen === '' || list.some((entry) => String(entry.id) === chosen)) return list;
  return [...list, { id: Number(chosen), full_name: `#${chosen}` }];
}

function asChoices(list: Person[]): SelectChoice[] {
  return list.map((entry) => ({ id: String(entry.id), name: entry.full_name }));
}

/** The staff's controls of an issue: its status and its assignee, each saved on its own. */
function StaffControls({ issue }: { issue: Issue }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const options = useSupportOptions();
  const assignees = useQuery({
    queryKey: ['support', 'staff', 'assignees'],
    queryFn: ({ signal }) => supportApi.assignees(signal),
  });
  const [status, setStatus] = useState<SupportStatus>(issue.status);
  const [assignee, setAssignee] = useState(issue.assignee ? String(issue.assignee.id) : '');
  const saved = (updated: Issue) => {
    queryClient.setQueryData(issueKey('staff', issue.id), updated);
    setStatus(updated.status);
    setAssignee(updated.assignee ? String(updated.assignee.id) : '');
  };
  const failed = (text: string) => (error: Error) =>
    toast.error(error instanceof HttpError && error.message ? `${text} ${error.message}` : text);
  const changeStatus = useMutation({
    mutationFn: (next: SupportStatus) => supportApi.setStatus(issue.id, next),
    onSuccess: (updated) => {
      saved(updated);
      toast.success(t('support.statusSaved'));
    },
    onError: failed(t('support.statusFailed')),
  });
  const assign = useMutation({
    mutationFn: (next: number | null) => supportApi.assign(issue.id, next),
    onSuccess: (updated) => {
      saved(updated);
      toast.success(t('support.assigneeSaved'));
    },
    onError: failed(t('support.assigneeFailed')),
  });
  const people = withChosen(assignees.data ?? [], issue.assignee ? String(issue.assignee.id) : '');
  const named = issue.assignee
    ? people.map((p) => (p.id === issue.assignee?.id ? issue.assignee : p))
    : people;
  return (
    <div className="pp-toolbar support-admin">
      <form
        className="pp-toolbar__group"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          if (!changeStatus.isPending) changeStatus.mutate(status);
        }}
      >
        <SelectField
          label={t('support.changeStatus')}
          value={status}
          choices={options.data?.statuses ?? SUPPORT_STATUSES.map((id) => ({ id, name: id }))}
          onChange={(next) => setStatus(next as SupportStatus)}
        />
        <Button type="submit" disabled={status === issue.status} loading={changeStatus.isPending}>
          {t('support.save')}
          <span className="pp-visually-hidden"> ({t('support.changeStatus')})</span>
        </Button>
      </form>
      <form
        className="pp-toolbar__group"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          if (!assign.isPending) assign.mutate(assignee === '' ? null : Number(assignee));
        }}
      >
        <SelectField
          label={t('support.changeAssignee')}
          value={assignee}
          emptyChoice={t('support.unassigned')}
          choices={asChoices(named)}
          onChange={setAssignee}
        />
        <Button
          type="submit"
          disabled={assignee === (issue.assignee ? String(issue.assignee.id) : '')}
          loading={assign.isPending}
        >
          {t('support.save')}
          <span className="pp-visually-hidden"> ({t('support.changeAssignee')})</span>
        </Button>
      </form>
    </div>
  );
}

/** Asks for the issue ahead of its page's render (the route's prime, routes.tsx). */
export const primeAdminSupportIssuePage = primeIssue('staff');

/** /admin/support/issues/:id: the issue of any project; staff reply, change the status and assign. */
export function AdminSupportIssuePage() {
  const { t } = useI18n();
  const { id = '' } = useParams();
  const issue = useIssue('staff', id);
  const options = useSupportOptions();
  const title = issue.data?.subject ?? t('support.title');
  // No heading until the issue is in: its title is the subject, and a page whose heading changes under
  // a reader (or a test that reads it) is worse than a moment of placeholder rows.
  const crumbs = [
    ...useCrumbs(),
    { label: t('nav.staff.admin.support.issues' as MessageKey), href: ADMIN_BASE },
  ];
  if (issue.isPending) return <TableSkeleton columns={3} rows={4} />;
  return (
    <PageFrame title={title} crumbs={crumbs}>
      {issue.isError && <IssueLoadError error={issue.error} />}
      {issue.data && (
        <>
          <IssueFacts issue={issue.data} options={options.data} staff>
            <StaffControls key={`${issue.data.status}-${issue.data.assignee?.id ?? ''}`} issue={issue.data} />
          </IssueFacts>
          <Thread issue={issue.data} options={options.data} />
          <ReplyBox side="staff" issue={issue.data} />
        </>
      )}
    </PageFrame>
  );
}
