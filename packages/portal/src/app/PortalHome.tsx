import { useEffect } from 'react';
import { HttpError } from '../api/http';
import { useLayout } from '../api/layout';
import { useI18n } from '../i18n/i18n';

/** Until the shell lands: loads the layout input and sends signed-out visitors to sign-in. */
export function PortalHome() {
  const { t } = useI18n();
  const layout = useLayout();
  const signedOut = layout.error instanceof HttpError && layout.error.isUnauthenticated;

  useEffect(() => {
    if (signedOut) {
      const next = window.location.pathname + window.location.search;
      window.location.assign(`/login${next === '/' ? '' : `?next=${encodeURIComponent(next)}`}`);
    }
  }, [signedOut]);

  if (!layout.data) return <p role="status">{t('app.loading')}</p>;
  return (
    <main id="main">
      <h1>{t('app.name')}</h1>
      <p>{layout.data.user.full_name}</p>
    </main>
  );
}
