import type { ReactNode } from 'react';
import { RouterLink } from '../ui/RouterLink';
import { useI18n, type MessageKey } from '../i18n/i18n';
import { useShell } from '../shell/shell-context';
import { PageFrame } from './PageFrame';
import { allows } from '../app/prime';

// For routes.tsx, which loads this module with every page: running a page's prime.
export { runPrime } from '../app/prime';

/*
 * The pages every route may end in (not found, no access) and the permission guard: a small chunk
 * of their own, which every page awaits (app/routes.tsx), apart from generic.tsx and its index of
 * every menu (the staff menu among them) that only the generic pages need.
 */

/** A page that only says what happened and leads home. */
function StatusPage({ title, text }: { title: MessageKey; text: MessageKey }) {
  const { t } = useI18n();
  return (
    <PageFrame title={t(title)}>
      <p>{t(text)}</p>
      <p>
        <RouterLink to="/">{t('page.backHome')}</RouterLink>
      </p>
    </PageFrame>
  );
}

export function NotFoundPage() {
  return <StatusPage title="page.notFound.title" text="page.notFound.text" />;
}

export function ForbiddenPage() {
  return <StatusPage title="page.forbidden.title" text="page.forbidden.text" />;
}

/** Renders `children` only for users with `permission` (staff-only when `staff`); otherwise "No access". */
export function RequirePermission({
  permission,
  staff = false,
  children,
}: {
  permission?: string;
  staff?: boolean;
  children: ReactNode;
}) {
  const { layout } = useShell();
  return allows(layout, { permission, staff }) ? children : <ForbiddenPage />;
}
