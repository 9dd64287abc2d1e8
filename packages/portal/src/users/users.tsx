import { Alert } from '@portal-elements/elements/pp-alert/pp-alert.react';
import { API, DEFAULT_PAGE_SIZE } from '@portal-elements/contract';
import type { AdminUser as AdminUserAnswer, Users } from '@portal-elements/contract/schemas';
import { useMemo } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { FIRST_DATA_FRESH_MS } from '../api/query-client';
import type { PrimeContext } from '../app/routes';
import { DataTable } from '@portal-elements/elements/pp-data-table/pp-data-table.react';
import type { DataTableColumn } from '@portal-elements/elements/pp-data-table/types';
import { request } from '../api/http';
import { useI18n, type MessageKey } from '../i18n/i18n';
import { TABLE_PAGE_SIZES, type TableUrlOptions } from '../lists/table-url';
import { useTableUrlState } from '../lists/use-table-url-state';
import { useShell } from '../shell/shell-context';
import { PageFrame } from '../pages/PageFrame';
import { TableSkeleton } from '../pages/TableSkeleton';

/** A user as the list shows them (a table row: any column may be read by its id). */
type AdminUser = AdminUserAnswer & Record<string, unknown>;

/** What the users list keeps in its address (see lists/table-url.ts). */
const USERS_URL: TableUrlOptions = {
  sortable: ['full_name', 'email', 'userType'],
  filters: { userType: 'set' },
  pageSizes: TABLE_PAGE_SIZES,
  defaultPageSize: DEFAULT_PAGE_SIZE,
};

/** The user types the users list labels and filters by (the API's `userType`: 'client' or the product's staff type). */
function userTypeLabels(users: readonly AdminUser[], t: (key: MessageKey) => string): Record<string, string> {
  const labels: Record<string, string> = { client: t('users.type.client') };
  for (const user of users) labels[user.userType] ??= user.userType;
  return labels;
}

/**
 * /admin/users: the users in `pp-data-table` (client-side rows: the list is short), with search, sort,
 * a type filter and pages in the address, and 'Zaloguj jako' / 'Impersonate' on clients' rows for
 * staff who may.
 */
/** The users (GET /api/admin/users); fresh for `FIRST_DATA_FRESH_MS`, as the route asks for them ahead. */
const usersQuery = {
  queryKey: ['admin', 'users'],
  queryFn: ({ signal }: { signal: AbortSignal }) => request<Users>(API.users, { signal }),
  staleTime: FIRST_DATA_FRESH_MS,
};

/** Asks for the users ahead of the page's render (the route's prime, routes.tsx). */
export function primeAdminUsersPage({ queryClient }: PrimeContext): void {
  void queryClient.prefetchQuery(usersQuery);
}

export function AdminUsersPage() {
  const { t } = useI18n();
  const { layout } = useShell();
  const users = useQuery(usersQuery);
  const impersonate = useMutation({
    mutationFn: (id: number) => request<unknown>(`/admin/users/${id}/impersonate`, { method: 'POST' }),
    onSuccess: () => window.location.assign('/'),
  });
  const mayImpersonate = layout.layoutPermissions.includes('user-impersonate');
  const { state, onStateChange } = useTableUrlState(USERS_URL);
  const list = users.data?.users;
  const columns = useMemo((): DataTableColumn<AdminUser>[] => {
    const impersonateLabel = t('users.impersonate');
    return [
      { id: 'full_name', header: t('users.name') },
      { id: 'email', header: t('users.email') },
      { id: 'userType', header: t('users.type'), type: 'status', filter: 'set' },
      ...(mayImpersonate
        ? [
            {
              id: 'actions',
              header: t('users.actions'),
              type: 'actions' as const,
              actions: [
                {
                  id: 'impersonate',
                  label: impersonateLabel,
                  when: (row: AdminUser) => row.userType === 'client',
                },
              ],
            },
          ]
        : []),
    ];
  }, [t, mayImpersonate]);
  // An answer of another shape is a fault of the page, shown by its error boundary with a retry.
  if (users.data && !Array.isArray(list)) throw new Error('The user list answer has no users.');

  return (
    <PageFrame
      title={t('users.title')}
      crumbs={[{ label: t('nav.staff.admin') }, { label: t('nav.staff.admin.accounts') }]}
    >
      {users.isPending && <TableSkeleton columns={mayImpersonate ? 4 : 3} />}
      {users.isError && <Alert variant="error">{t('page.loadFailed')}</Alert>}
      {impersonate.isError && <Alert variant="error">{t('users.impersonateFailed')}</Alert>}
      {list && (
        <DataTable
          label={t('users.title')}
          columns={columns as DataTableColumn[]}
          rows={list}
          statusLabels={userTypeLabels(list, t)}
          state={state}
          onStateChange={onStateChange}
          onRowAction={(event) => {
            if (event.detail.action === 'impersonate' && !impersonate.isPending) {
              impersonate.mutate((event.detail.row as AdminUser).id);
            }
          }}
        />
      )}
    </PageFrame>
  );
}
