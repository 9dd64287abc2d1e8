import { SERVICES_LIST_PERMISSION } from '@portal-elements/contract';
import type { PrimeContext } from '../app/routes';
import { ProjectSummary, primeProjectSummary } from '../dashboard/ProjectSummary';
import { RouterLink } from '../ui/RouterLink';
import { useI18n } from '../i18n/i18n';
import { useShell } from '../shell/shell-context';
import { PageFrame } from './PageFrame';
import { useServiceCount } from './service-count';
import { SvgIcon } from './SvgIcon';

/** Asks for the dashboard's first data ahead of its render (the route's prime, routes.tsx). */
export function primeClientDashboard({ queryClient }: PrimeContext): void {
  primeProjectSummary(queryClient);
}

/**
 * The client dashboard: the selected project; its open support issues, unpaid invoices and latest
 * documents (dashboard/ProjectSummary.tsx, each card by its permission); its services per type; and
 * shortcuts into the menu (they also reach the screens the cards do not: contacts, the SOC, projects).
 */
export function ClientDashboard() {
  const { t } = useI18n();
  const { layout, menu } = useShell();
  const countText = useServiceCount();
  const project = layout.user.selectedProject;
  const shortcuts = menu
    .flatMap((section) => section.items)
    .filter((item) => item.href && item.href !== '/' && !item.external);
  return (
    <PageFrame title={t('dashboard.title')}>
      <section className="pp-card" aria-labelledby="dashboard-project">
        <h2 id="dashboard-project">{t('dashboard.project')}</h2>
        {project ? (
          <p>
            <RouterLink to={`/projects/${project.id}`}>{project.name}</RouterLink>
          </p>
        ) : (
          <p>{t('dashboard.noProject')}</p>
        )}
      </section>
      <ProjectSummary />
      {layout.layoutPermissions.includes(SERVICES_LIST_PERMISSION) && (
        <section className="pp-card" aria-labelledby="dashboard-services">
          <h2 id="dashboard-services">{t('dashboard.services')}</h2>
          {layout.serviceTypes.length === 0 ? (
            <p>{t('dashboard.noServices')}</p>
          ) : (
            <ul className="tiles">
              {layout.serviceTypes.map((type) => (
                <li key={type.type}>
                  <RouterLink className="tile" to={`/services/${encodeURIComponent(type.type)}`}>
                    <SvgIcon className="tile__icon" svg={type.icon_svgo} />
                    <span className="tile__name">{type.name}</span>
                    <span className="tile__count">{countText(type.services_count)}</span>
                  </RouterLink>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {shortcuts.length > 0 && (
        <section className="pp-card" aria-labelledby="dashboard-shortcuts">
          <h2 id="dashboard-shortcuts">{t('dashboard.shortcuts')}</h2>
          <ul className="links">
            {shortcuts.map((item) => (
              <li key={item.id}>
                <RouterLink to={item.href ?? '/'}>
                  {item.labelIsText ? item.name : t(item.name as never)}
                </RouterLink>
              </li>
            ))}
          </ul>
        </section>
      )}
    </PageFrame>
  );
}
