import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
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
    <article className="page">
      <nav className="page__breadcrumb" aria-label={t('page.breadcrumb')}>
        <ol>
          <li>
            <Link to="/">{t('page.home')}</Link>
          </li>
          {crumbs.map((crumb) => (
            <li key={crumb.label}>
              {crumb.href ? <Link to={crumb.href}>{crumb.label}</Link> : <span>{crumb.label}</span>}
            </li>
          ))}
          <li>
            <span aria-current="page">{title}</span>
          </li>
        </ol>
      </nav>
      <h1 className="page__title">{title}</h1>
      {children}
    </article>
  );
}
