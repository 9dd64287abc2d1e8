import { SERVICES_LIST_PERMISSION } from '@portal-elements/contract';
import { useParams } from 'react-router';
import { RouterLink } from '../ui/RouterLink';
import { useI18n } from '../i18n/i18n';
import { useShell } from '../shell/shell-context';
import { PageFrame } from './PageFrame';
import { SvgIcon } from './SvgIcon';

const serviceForms = {
  pl: { one: 'usługa', few: 'usługi', many: 'usług', other: 'usługi' },
  en: { one: 'service', other: 'services' },
};

function useServiceCount() {
  const { t, plural } = useI18n();
  return (count: number) => t('services.count', { count, noun: plural(count, serviceForms) });
}

/** The client dashboard: the selected project, its services per type, and shortcuts into the menu. */
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

export function ProjectsPage() {
  const { t } = useI18n();
  const { layout } = useShell();
  return (
    <PageFrame title={t('projects.title')}>
      <ul className="links">
        {layout.user.projects.map((project) => (
          <li key={project.id}>
            <RouterLink to={`/projects/${project.id}`}>{project.name}</RouterLink>
            {project.id === layout.user.selectedProject?.id && (
              <span className="tag"> {t('projects.selected')}</span>
            )}
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}

export function ProjectDetailsPage() {
  const { t } = useI18n();
  const { id } = useParams();
  const { layout } = useShell();
  const project = layout.user.projects.find((candidate) => String(candidate.id) === id);
  if (!project) {
    return (
      <PageFrame title={t('projects.details')} crumbs={[{ label: t('projects.title'), href: '/projects' }]}>
        <p>{t('projects.notMember')}</p>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={project.name} crumbs={[{ label: t('projects.title'), href: '/projects' }]}>
      <dl className="facts">
        <dt>{t('projects.name')}</dt>
        <dd>{project.name}</dd>
        <dt>{t('projects.id')}</dt>
        <dd>{project.id}</dd>
      </dl>
      {project.id === layout.user.selectedProject?.id && <p className="tag">{t('projects.selected')}</p>}
    </PageFrame>
  );
}
