import { use } from 'react';
import { useLocation } from 'react-router';
import { useI18n, type MessageKey } from '../i18n/i18n';
import { isItemAllowed, type MenuItem } from '../navigation';
import { loadStaffMenu } from '../navigation/load-staff-menu';
import { useShell } from '../shell/shell-context';
import { findMenuPage } from './page-index';
import { PageFrame } from './PageFrame';
import { ForbiddenPage, NotFoundPage } from './status-pages';

export { ForbiddenPage, NotFoundPage, RequirePermission } from './status-pages';

/** Routes the spec names whose business screens it does not show (spec 2: "not shown"). */
export function MenuRoutePage() {
  const { t } = useI18n();
  const { layout } = useShell();
  const { pathname } = useLocation();
  const page = findMenuPage(pathname);
  if (!page) return <NotFoundPage />;
  const label = (key: string, isText = false) => (isText ? key : t(key as MessageKey));
  const allowed = isItemAllowed(
    {
      id: page.href,
      name: page.label,
      permission: page.permission,
      optionalPermissions: page.optionalPermissions,
    } as MenuItem,
    new Set(layout.layoutPermissions),
  );
  const staffOnly = page.staff && layout.userType !== layout.product;
  if (!allowed || staffOnly) return <ForbiddenPage />;
  // A staff page's labels come with the staff menu (in the staff view they are there already).
  if (page.staff) use(loadStaffMenu());
  return (
    <PageFrame
      title={label(page.label, page.labelIsText)}
      crumbs={page.trail.map((key) => ({ label: label(key) }))}
    >
      <p className="pp-page__note">{t('page.outOfScope')}</p>
    </PageFrame>
  );
}

export function PrivacyPage() {
  const { t } = useI18n();
  return (
    <PageFrame title={t('privacy.title')}>
      <p>{t('privacy.intro')}</p>
      <p>{t('privacy.cookies')}</p>
      <p>{t('privacy.contact')}</p>
    </PageFrame>
  );
}
