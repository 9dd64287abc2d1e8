import { Alert } from '@portal-elements/elements/pp-alert/pp-alert.react';
import { Button } from '@portal-elements/elements/pp-button/pp-button.react';
import { useI18n } from '../i18n/i18n';

/**
 * A read that failed, in place of what it would have shown: the error, and 'Spróbuj ponownie', busy
 * while the retry runs. (The page's toast, where it has one, is the page's to raise.)
 */
export function LoadFailed({ onRetry, busy }: { onRetry: () => void; busy: boolean }) {
  const { t } = useI18n();
  return (
    <div className="load-failed">
      <Alert variant="error">{t('errors.dataLoad')}</Alert>
      <div className="pp-actions">
        <Button loading={busy} onClick={onRetry}>
          {t('app.retry')}
        </Button>
      </div>
    </div>
  );
}
