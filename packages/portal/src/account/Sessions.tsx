import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Bowser from 'bowser';
import { API, pathOf } from '@portal-elements/contract';
import type { AccountSession, AccountSessions, EndedSessions } from '@portal-elements/contract/schemas';
import { Alert } from '@portal-elements/elements/pp-alert/pp-alert.react';
import { Badge } from '@portal-elements/elements/pp-badge/pp-badge.react';
import { Button } from '@portal-elements/elements/pp-button/pp-button.react';
import { Dialog } from '@portal-elements/elements/pp-dialog/pp-dialog.react';
import { toast } from '@portal-elements/elements/pp-toaster/toast';
import { HttpError, request } from '../api/http';
import { useI18n } from '../i18n/i18n';
import type { PluralForms } from '../i18n/plural';
import { dateTimeFormat } from '../i18n/intl-formats';

export const SESSIONS_KEY = ['account', 'sessions'] as const;

/** 'sesję' / 'sesje' / 'sesji' after a number; 'session' / 'sessions'. */
export const SESSION_FORMS: Record<'pl' | 'en', PluralForms> = {
  pl: { one: 'sesję', few: 'sesje', many: 'sesji', other: 'sesji' },
  en: { one: 'session', other: 'sessions' },
};

/**
 * 'Firefox 140 · Linux' from a user agent, by Bowser (the browser and the system a person knows their
 * devices by); the address is shown beside it. A user agent Bowser cannot read is shown as it came.
 */
export function deviceName(userAgent: string | null, unknown: string): string {
  if (!userAgent) return unknown;
  const { browser, os } = Bowser.parse(userAgent);
  const browserName = [browser.name, browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const parts = [browserName, os.name].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : userAgent;
}

/** A failure as the toast says it: what failed, and the server's reason when it gave one. */
function failure(text: string, error: unknown): string {
  return error instanceof HttpError && error.message ? `${text} ${error.message}` : text;
}

/**
 * The sessions section of /account (issue 27): every device signed in to the account, with its
 * browser and system, address and last use, the one in use marked; ending one, or every other one
 * after a confirmation. Not shown while a staff member acts as a client (the account's sessions are
 * its owner's).
 */
export function Sessions() {
  const { t, plural, locale } = useI18n();
  const sessionsText = (count: number) => ({ count, noun: plural(count, SESSION_FORMS) });
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const sessions = useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: ({ signal }) => request<AccountSessions>(API.accountSessions, { signal }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
  const endOne = useMutation({
    mutationFn: (session: AccountSession) =>
      request<void>(pathOf(API.accountSession, { id: session.id }), { method: 'DELETE' }),
    onSuccess: () => toast.success(t('account.sessions.ended')),
    onError: (error) => toast.error(failure(t('account.sessions.endFailed'), error)),
    onSettled: refresh,
  });
  const endOthers = useMutation({
    mutationFn: () => request<EndedSessions>(API.accountOtherSessions, { method: 'DELETE' }),
    onSuccess: ({ ended }) => toast.success(t('account.sessions.endedOthers', sessionsText(ended))),
    onError: (error) => toast.error(failure(t('account.sessions.endFailed'), error)),
    onSettled: () => {
      setConfirming(false);
      void refresh();
    },
  });
  const date = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((session) => !session.current);

  return (
    <section className="account-section" aria-labelledby="account-sessions-title">
      <h2 id="account-sessions-title">{t('account.sessions.title')}</h2>
      <p className="account-section__intro">{t('account.sessions.intro')}</p>
      {sessions.isError && <Alert variant="error">{t('errors.dataLoad')}</Alert>}
      {sessions.isPending && <p role="status">{t('app.loading')}</p>}
      <ul className="account-sessions__list">
        {list.map((session) => {
          const name = deviceName(session.user_agent, t('account.sessions.unknownDevice'));
          return (
            <li key={session.id} className="account-sessions__item">
              <div className="account-sessions__device">
                <strong>{name}</strong>
                {session.current && <Badge variant="success">{t('account.sessions.current')}</Badge>}
              </div>
              <dl className="account-sessions__facts">
                <dt>{t('account.sessions.address')}</dt>
                <dd>{session.ip ?? '—'}</dd>
                <dt>{t('account.sessions.lastSeen')}</dt>
                <dd>{date.format(new Date(session.last_seen_at))}</dd>
                <dt>{t('account.sessions.started')}</dt>
                <dd>{date.format(new Date(session.created_at))}</dd>
              </dl>
              {!session.current && (
                <Button
                  size="sm"
                  loading={endOne.isPending && endOne.variables?.id === session.id}
                  label={`${t('account.sessions.end')}: ${name}, ${session.ip ?? ''}`.trim()}
                  onClick={() => endOne.mutate(session)}
                >
                  {t('account.sessions.end')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {others.length > 0 && (
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {t('account.sessions.endOthers')}
        </Button>
      )}
      <Dialog
        label={t('account.sessions.confirmTitle')}
        size="sm"
        open={confirming}
        onClose={() => setConfirming(false)}
      >
        <p>{t('account.sessions.confirmText', sessionsText(others.length))}</p>
        <Button slot="footer" onClick={() => setConfirming(false)}>
          {t('account.sessions.cancel')}
        </Button>
        <Button
          slot="footer"
          variant="danger"
          loading={endOthers.isPending}
          onClick={() => endOthers.mutate()}
        >
          {t('account.sessions.endOthers')}
        </Button>
      </Dialog>
    </section>
  );
}
