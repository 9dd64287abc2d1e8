import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { API, PASSWORD_MIN_LENGTH } from '@portal-elements/contract';
import type { EndedSessions } from '@portal-elements/contract/schemas';
import { Alert } from '@portal-elements/elements/pp-alert/pp-alert.react';
import { Button } from '@portal-elements/elements/pp-button/pp-button.react';
import { TextField } from '@portal-elements/elements/pp-text-field/pp-text-field.react';
import type { PpTextField } from '@portal-elements/elements/pp-text-field/pp-text-field';
import { toast } from '@portal-elements/elements/pp-toaster/toast';
import { HttpError, fieldError, request } from '../api/http';
import { useI18n } from '../i18n/i18n';
import { SESSION_FORMS, SESSIONS_KEY } from './Sessions';

interface PasswordChange {
  current_password: string;
  new_password: string;
}

/**
 * "Zmień hasło" on /account/settings (issue 27): the current password, the new one twice. The server
 * judges the new one (length, not the current one, hard to guess) and says why it refuses, under the
 * field; the two new ones must match before anything is sent. On success every other session of the
 * account has ended: the toast says how many, and the form empties. A hidden username field lets a
 * password manager store the new password under the right account.
 */
export function PasswordForm({ email }: { email: string }) {
  const { t, plural } = useI18n();
  const queryClient = useQueryClient();
  const form = useRef<HTMLFormElement>(null);
  const [mismatch, setMismatch] = useState(false);
  const change = useMutation({
    mutationFn: (body: PasswordChange) =>
      request<EndedSessions>(API.accountPassword, { method: 'POST', body }),
    onSuccess: ({ ended }) => {
      form.current?.reset();
      toast.success(
        ended > 0
          ? `${t('account.password.changed')} ${t('account.password.endedOthers', {
              count: ended,
              noun: plural(ended, SESSION_FORMS),
            })}`
          : t('account.password.changed'),
      );
      void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
    },
  });
  const error = change.error;
  const currentError = fieldError(error, 'current_password');
  const newError = fieldError(error, 'new_password');
  // Anything else (too many attempts, the server unreachable) is said above the button, and stays.
  const formError =
    error && !currentError && !newError
      ? error instanceof HttpError && error.isClientError
        ? error.message
        : t('account.password.failed')
      : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const field = (name: string) => element.elements.namedItem(name) as PpTextField | null;
    const [current, next, repeat] = ['current_password', 'new_password', 'repeat_password'].map(
      (name) => field(name)?.value ?? '',
    );
    const differ = next !== repeat;
    setMismatch(differ);
    if (!element.reportValidity()) return;
    if (differ) {
      field('repeat_password')?.focus();
      return;
    }
    if (!change.isPending) change.mutate({ current_password: current ?? '', new_password: next ?? '' });
  };

  return (
    <section className="account-section" aria-labelledby="account-password-title">
      <h2 id="account-password-title">{t('account.password.title')}</h2>
      <p className="account-section__intro">{t('account.password.intro')}</p>
      <form ref={form} className="account-password__form" onSubmit={submit} noValidate>
        {/* eslint-disable-next-line no-restricted-syntax -- never shown: it tells a password manager the account. */}
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextField
          name="current_password"
          type="password"
          label={t('account.password.current')}
          autocomplete="current-password"
          required
          error={currentError ?? ''}
          onInput={() => currentError && change.reset()}
        />
        <TextField
          name="new_password"
          type="password"
          label={t('account.password.new')}
          hint={t('account.password.hint', { count: PASSWORD_MIN_LENGTH })}
          autocomplete="new-password"
          minlength={PASSWORD_MIN_LENGTH}
          required
          error={newError ?? ''}
          onInput={() => newError && change.reset()}
        />
        <TextField
          name="repeat_password"
          type="password"
          label={t('account.password.repeat')}
          autocomplete="new-password"
          required
          error={mismatch ? t('account.password.mismatch') : ''}
          onInput={() => setMismatch(false)}
        />
        {formError && <Alert variant="error">{formError}</Alert>}
        <Button type="submit" variant="primary" loading={change.isPending}>
          {t('account.password.submit')}
        </Button>
      </form>
    </section>
  );
}
