import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { request } from '../api/http';
import { useI18n, type MessageKey } from '../i18n/i18n';
import { useShell } from '../shell/shell-context';
import { PageFrame } from './PageFrame';
import { TableSkeleton } from './TableSkeleton';

export function StaffDashboard() {
  const { t } = useI18n();
  const { menu } = useShell();
  const sections = menu.filter((section) => section.displayLabel);
  return (
    <PageFrame title={t('staffDashboard.title')}>
      <p>{t('staffDashboard.intro')}</p>
      {sections.length > 0 && (
        <section className="card" aria-labelledby="staff-sections">
          <h2 id="staff-sections">{t('staffDashboard.sections')}</h2>
          <ul className="links">
            {sections.map((section) => {
              const first =
                section.items.find((item) => item.href && !item.external) ??
                section.items
                  .flatMap((item) => item.children ?? [])
                  .find((item) => item.href && !item.external);
              const label = t(section.displayLabel as MessageKey);
              return <li key={section.name}>{first?.href ? <Link to={first.href}>{label}</Link> : label}</li>;
            })}
          </ul>
        </section>
      )}
    </PageFrame>
  );
}

interface AdminUser {
  id: number;
  full_name: string;
  email: string;
  userType: string;
}

/** /admin/users: the users, and 'Zaloguj jako' / 'Impersonate' for staff who may. */
export function AdminUsersPage() {
  const { t } = useI18n();
  const { layout } = useShell();
  const users = useQuery({
    queryKey: ['admin', 'users'],
    queryFn: ({ signal }) => request<{ users: AdminUser[] }>('/api/admin/users', { signal }),
  });
  const impersonate = useMutation({
    mutationFn: (id: number) => request<unknown>(`/admin/users/${id}/impersonate`, { method: 'POST' }),
    onSuccess: () => window.location.assign('/'),
  });
  const mayImpersonate = layout.layoutPermissions.includes('user-impersonate');

  return (
    <PageFrame
      title={t('users.title')}
      crumbs={[{ label: t('nav.staff.admin') }, { label: t('nav.staff.admin.accounts') }]}
    >
      {users.isPending && <TableSkeleton columns={mayImpersonate ? 4 : 3} />}
      {users.isError && <p role="alert">{t('page.loadFailed')}</p>}
      {impersonate.isError && <p role="alert">{t('users.impersonateFailed')}</p>}
      {users.data && (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('users.name')}</th>
              <th scope="col">{t('users.email')}</th>
              <th scope="col">{t('users.type')}</th>
              {mayImpersonate && <th scope="col">{t('users.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {users.data.users.map((user) => (
              <tr key={user.id}>
                <td>{user.full_name}</td>
                <td>{user.email}</td>
                <td>{user.userType}</td>
                {mayImpersonate && (
                  <td>
                    {user.userType === 'client' && (
                      <button
                        type="button"
                        className="button"
                        disabled={impersonate.isPending}
                        aria-label={`${t('users.impersonate')}: ${user.full_name}`}
                        onClick={() => impersonate.mutate(user.id)}
                      >
                        {t('users.impersonate')}
                      </button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PageFrame>
  );
}
