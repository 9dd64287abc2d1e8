import '@portal-elements/elements/pp-button/pp-button';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useI18n } from '../i18n/i18n';
import { retryKind } from './page-error';

/** In the page's place: what happened (a heading the alert announces) and a retry. */
function PageErrorFallback({ error, resetErrorBoundary }: FallbackProps) {
  const { t } = useI18n();
  const retry = retryKind(error) === 'reload' ? () => window.location.reload() : resetErrorBoundary;
  return (
    <div className="shell__error">
      <div role="alert">
        <h1 className="shell__error-title">{t('errors.page')}</h1>
      </div>
      <pp-button onClick={retry}>{t('app.retry')}</pp-button>
    </div>
  );
}

/**
 * Keeps the shell standing when a page fails: a page that throws while rendering, or whose chunk
 * cannot be fetched (after the preload-error handler's one reload, see app/preload-error.ts), shows
 * the fallback in the content area. Its retry renders the page again, with the data of the queries
 * it left behind dropped (an answer it could not render is asked for again), or reloads the page for
 * code that failed to load. The next address (`resetKey`) tries again too.
 */
export function PageErrorBoundary({ resetKey, children }: { resetKey: string; children: ReactNode }) {
  const queryClient = useQueryClient();
  return (
    <ErrorBoundary
      FallbackComponent={PageErrorFallback}
      resetKeys={[resetKey]}
      onReset={() => queryClient.removeQueries({ type: 'inactive' })}
      onError={(error, info) => console.error('The page could not be shown:', error, info.componentStack)}
    >
      {children}
    </ErrorBoundary>
  );
}
