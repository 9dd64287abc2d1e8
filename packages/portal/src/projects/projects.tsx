/**
 * The client's projects (issue 28). /projects (client-projects-show) lists the person's projects, marks
 * the active one and switches to any other in place. /projects/:id (any member: the user menu links it
 * for every client with a project, spec 2) shows one project: whether it is active (and a button to
 * make it so), its members with their part in it, and its services by type (with client-services-list;
 * for the active project each type links to its list). Switching stays on the page and fetches its
 * data again (useChangeProject's `stay`); focus goes to the line that says the project is active.
 */
import type { ProjectRole } from '@portal-elements/contract';

import { Badge } from '@portal-elements/elements/pp-badge/pp-badge.react';
import type { BadgeVariant } from '@portal-elements/elements/pp-badge/pp-badge';
import { Button } from '@portal-elements/elements/pp-button/pp-button.react';
import { toast } from '@portal-elements/elements/pp-toaster/toast';
import { useQuery } from '@tanstack/react-query';
import { FIRST_DATA_FRESH_MS } from '../api/query-client';
import type { PrimeContext } from '../app/routes';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { HttpError } from '../api/http';
import { useI18n, type MessageKey } from '../i18n/i18n';
import { LoadFailed } from '../pages/LoadFailed';
import { PageFrame } from '../pages/PageFrame';
import { useServiceCount } from '../pages/service-count';
import { NotFoundPage } from '../pages/status-pages';
import { SvgIcon } from '../pages/SvgIcon';
import { TableSkeleton } from '../pages/TableSkeleton';
import { formatDay } from '../payments/format';
import { useChangeProject } from '../session/session';
import { useShell } from '../shell/shell-context';
import { RouterLink } from '../ui/RouterLink';
import { projectKey, projectsApi, type ProjectDetails } from './projects-api';
import './projects.css';

/** Each role's badge (a role added to the contract fails the type check until it has one). */
const ROLE_VARIANT: Record<ProjectRole, BadgeVariant> = {
  owner: 'brand',
  technical: 'info',
  billing: 'info',
  viewer: 'neutral',
};

/**
 * Switching the active project from a page: the project being switched to (for its button's busy
 * state), and the id whose "active" line should take focus once the page shows it.
 */
function useSwitchInPlace() {
  const { t } = useI18n();
  const [focusOn, setFocusOn] = useState<number | null>(null);
  const change = useChangeProject(() => toast.error(t('projects.changeFailed')), { stay: true });
  const switchTo = (id: number) =>
    change.mutate(id, {
      onSuccess: () => setFocusOn(id),
    });
  const pending = change.isPending ? change.variables : undefined;
  return { switchTo, pending, focusOn, focused: () => setFocusOn(null) };
}

/** The line that says a project is the active one; takes focus after switching to it from the page. */
function ActiveLine({ focus, onFocused }: { focus: boolean; onFocused: () => void }) {
  const { t } = useI18n();
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!focus) return;
    ref.current?.focus();
    onFocused();
  }, [focus, onFocused]);
  return (
    <span ref={ref} tabIndex={-1} className="pp-projects__active">
      <Badge variant="success">{t('projectPage.active')}</Badge>
    </span>
  );
}

export function ProjectsPage() {
  const { t } = useI18n();
  const { layout } = useShell();
  const { projects, selectedProject } = layout.user;
  const { switchTo, pending, focusOn, focused } = useSwitchInPlace();
  return (
    <PageFrame title={t('projects.title')}>
      <section className="pp-card" aria-labelledby="projects-list">
        <h2 id="projects-list">{t('projectPage.yours')}</h2>
        {projects.length === 0 ? (
          <p>{t('projectPage.none')}</p>
        ) : (
          <ul className="pp-projects">
            {projects.map((project) => (
              <li key={project.id} className="pp-projects__item">
                <RouterLink to={`/projects/${project.id}`}>{project.name}</RouterLink>
                {project.id === selectedProject?.id ? (
                  <ActiveLine focus={focusOn === project.id} onFocused={focused} />
                ) : (
                  <Button
                    size="sm"
                    loading={pending === project.id}
                    label={t('projectPage.switchNamed', { name: project.name })}
                    onClick={() => switchTo(project.id)}
                  >
                    {t('projectPage.switch')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </PageFrame>
  );
}

/**
 * A project's details: a failure is the page's to show. Fresh for `FIRST_DATA_FRESH_MS`, as the route
 * asks for it ahead at boot.
 */
const projectQuery = (id: string) => ({
  queryKey: projectKey(id),
  queryFn: ({ signal }: { signal: AbortSignal }) => projectsApi.project(id, signal),
  retry: (count: number, error: Error) => !(error instanceof HttpError && error.status < 500) && count < 2,
  staleTime: FIRST_DATA_FRESH_MS,
  meta: { errorInPage: true },
});

/** Asks for the project of the page at `params` ahead of its render (the route's prime, routes.tsx). */
export function primeProjectDetailsPage({ params, queryClient }: PrimeContext): void {
  if (params['id']) void queryClient.prefetchQuery(projectQuery(params['id']));
}

export function ProjectDetailsPage() {
  const { t } = useI18n();
  const { id = '' } = useParams();
  const details = useQuery(projectQuery(id));
  const notFound = details.error instanceof HttpError && details.error.status === 404;
  const failed = details.isError && !notFound;
  useEffect(() => {
    if (failed) toast.error(t('errors.dataLoad'));
  }, [failed, t]);
  const crumbs = [{ label: t('projects.title'), href: '/projects' }];
  if (details.isPending) return <TableSkeleton columns={4} rows={4} />;
  if (notFound) return <NotFoundPage />;
  if (details.isError) {
    return (
      <PageFrame title={t('projects.details')} crumbs={crumbs}>
        <LoadFailed busy={details.isFetching} onRetry={() => void details.refetch()} />
      </PageFrame>
    );
  }
  return <ProjectDetailsView details={details.data} crumbs={crumbs} />;
}

function ProjectDetailsView({
  details,
  crumbs,
}: {
  details: ProjectDetails;
  crumbs: { label: string; href: string }[];
}) {
  const { t, locale } = useI18n();
  const { layout } = useShell();
  const { switchTo, pending, focusOn, focused } = useSwitchInPlace();
  const countText = useServiceCount();
  const { project, members, serviceTypes, selected } = details;
  const icons = new Map(layout.serviceTypes.map((type) => [type.type, type.icon_svgo]));
  return (
    <PageFrame title={project.name} crumbs={crumbs}>
      <section className="pp-card" aria-labelledby="project-facts">
        <h2 id="project-facts" className="pp-visually-hidden">
          {t('projects.details')}
        </h2>
        <dl className="pp-facts">
          <div>
            <dt>{t('projects.id')}</dt>
            <dd>{project.id}</dd>
          </div>
          <div>
            <dt>{t('projectPage.state')}</dt>
            <dd>
              {selected ? (
                <ActiveLine focus={focusOn === project.id} onFocused={focused} />
              ) : (
                <Badge variant="neutral">{t('projectPage.inactive')}</Badge>
              )}
            </dd>
          </div>
        </dl>
        {!selected && (
          <div className="pp-actions">
            <Button variant="primary" loading={pending === project.id} onClick={() => switchTo(project.id)}>
              {t('projectPage.makeActive')}
            </Button>
          </div>
        )}
      </section>

      {/* Not a landmark of its own: the table's scrolling box below is the region named by the heading. */}
      <section className="pp-card">
        <h2 id="project-members">{t('projectPage.members')}</h2>
        <div className="pp-table-scroll" role="region" aria-labelledby="project-members" tabIndex={0}>
          <table className="pp-table">
            <thead>
              <tr>
                <th scope="col">{t('projectPage.memberName')}</th>
                <th scope="col">{t('projectPage.memberEmail')}</th>
                <th scope="col">{t('projectPage.memberRole')}</th>
                <th scope="col">{t('projectPage.memberSince')}</th>
              </tr>
            </thead>
            <tbody>
              {members.map((member) => (
                <tr key={member.id}>
                  <th scope="row">{member.full_name}</th>
                  <td className="pp-table__wrap">
                    <a href={`mailto:${member.email}`}>{member.email}</a>
                  </td>
                  <td>
                    <Badge variant={ROLE_VARIANT[member.role]}>
                      {t(`projectPage.role.${member.role}` as MessageKey)}
                    </Badge>
                  </td>
                  <td>{formatDay(member.since, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="pp-page__note">{t('projectPage.rolesNote')}</p>
      </section>

      {serviceTypes && (
        <section className="pp-card" aria-labelledby="project-services">
          <h2 id="project-services">{t('projectPage.services')}</h2>
          {serviceTypes.length === 0 ? (
            <p>{t('projectPage.noServices')}</p>
          ) : (
            <>
              <ul className="tiles">
                {serviceTypes.map((type) => {
                  const content = (
                    <>
                      <SvgIcon className="tile__icon" svg={icons.get(type.type) ?? ''} />
                      <span className="tile__name">{type.name}</span>
                      <span className="tile__count">{countText(type.services_count)}</span>
                    </>
                  );
                  return (
                    <li key={type.type}>
                      {selected ? (
                        <RouterLink className="tile" to={`/services/${encodeURIComponent(type.type)}`}>
                          {content}
                        </RouterLink>
                      ) : (
                        <div className="tile">{content}</div>
                      )}
                    </li>
                  );
                })}
              </ul>
              {!selected && <p className="pp-page__note">{t('projectPage.servicesOfActive')}</p>}
            </>
          )}
        </section>
      )}
    </PageFrame>
  );
}
