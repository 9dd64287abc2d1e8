import { useEffect, type ReactNode } from 'react';
import { RouterLink } from '../ui/RouterLink';
import { Breadcrumb, BreadcrumbItem } from '@portal-elements/elements/pp-breadcrumb/pp-breadcrumb.react';
import { useI18n } from '../i18n/i18n';
import { useShell } from '../shell/shell-context';
import './pages.css';

export interface Crumb {
  label: string;
  href?: string;
}

/** A page inside the shell: breadcrumb, title (also the document title) and content. */
export function PageFrame({
  title,
  crumbs = [],
  children,
}: {
  title: string;
  crumbs?: Crumb[];
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const { layout } = useShell();

  useEffect(() => {
    document.title = `${title} · ${layout.product}`;
  }, [title, layout.product]);

  return (
    <article className="pp-page">
      {/* Named by the element in the page's language ('Ścieżka nawigacji' / 'Breadcrumb'). */}
      <Breadcrumb className="page__breadcrumb">
        <BreadcrumbItem>
          <RouterLink to="/">{t('page.home')}</RouterLink>
        </BreadcrumbItem>
        {crumbs.map((crumb) => (
          <BreadcrumbItem key={crumb.label}>
            {crumb.href ? <RouterLink to={crumb.href}>{crumb.label}</RouterLink> : crumb.label}
          </BreadcrumbItem>
        ))}
        <BreadcrumbItem current>{title}</BreadcrumbItem>
      </Breadcrumb>
      <h1 className="pp-page__title">{title}</h1>
      {children}
    </article>
  );
}
