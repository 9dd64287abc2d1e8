import '@portal-elements/elements/pp-app-shell/pp-app-shell';
import '@portal-elements/elements/pp-button/pp-button';
import { useI18n } from '../i18n/i18n';
import { NetworkStatus } from './NetworkStatus';
import { RouteProgress } from './RouteProgress';
import { Logo } from './TopBar';

/**
 * The shell's frame when the layout input could not be loaded (after the query's retries, spec 9):
 * a top bar with the logo, the spec's data-load error (spec 8) and a retry. The query also tries
 * again by itself when the connection comes back or the window regains focus (TanStack Query's
 * reconnect and focus refetches), and this page gives way to the shell once it succeeds.
 */
export function LayoutError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useI18n();
  return (
    // The same frame as the shell (pp-app-shell), without a sidebar: no menu toggle.
    <pp-app-shell skipLabel={t('app.skipToContent')}>
      <div slot="logo" className="pp-brand">
        <Logo />
        <span className="pp-brand__product">{t('app.name')}</span>
      </div>
      <div slot="top-bar" className="pp-topbar-middle">
        <RouteProgress />
        <div className="pp-topbar-spacer">
          <NetworkStatus />
        </div>
      </div>
      <main id="main" className="pp-main shell__error">
        <div role="alert">
          <h1 className="shell__error-title">{t('errors.dataLoad')}</h1>
        </div>
        {/* Loading, not disabled, while retrying: it keeps the focus of the person who pressed it. */}
        <pp-button loading={retrying} onClick={onRetry}>
          {t('app.retry')}
        </pp-button>
      </main>
    </pp-app-shell>
  );
}
