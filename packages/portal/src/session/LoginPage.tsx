import { Alert } from '@portal-elements/elements/pp-alert/pp-alert.react';
import { sameOriginPath } from '@portal-elements/contract';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '@portal-elements/elements/pp-button/pp-button.react';
import { TextField } from '@portal-elements/elements/pp-text-field/pp-text-field.react';
import { HttpError, request } from '../api/http';
import { firstScreenShown } from '../app/idle';
import { useI18n } from '../i18n/i18n';
import './login.css';

/**
 * Sign-in (`/login`). The server answers a wrong e-mail or password with one generic message that
 * does not say which was wrong, and limits failed attempts; its message is shown as it comes.
 */
export function LoginPage() {
  const { t } = useI18n();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // The first screen of a guest: lazy chunks (consent among them) may load now.
  useEffect(firstScreenShown, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    try {
      await request('/login', {
        method: 'POST',
        body: { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') },
      });
      // Back where the visitor was going, if that is a page of this site (the rule the server shares).
      const next = new URLSearchParams(window.location.search).get('next');
      window.location.assign(sameOriginPath(next, window.location.origin) ?? '/');
    } catch (caught) {
      setError(
        caught instanceof HttpError && caught.status !== 401 && caught.status < 500
          ? caught.message
          : t('login.failed'),
      );
      setPending(false);
    }
  }

  return (
    <main className="login" id="main">
      <form
        className="login__card"
        onSubmit={onSubmit}
        aria-describedby={error ? errorId : undefined}
        noValidate
      >
        <h1 className="login__title">{t('login.title')}</h1>
        <TextField name="email" type="email" label={t('login.email')} autocomplete="username" required />
        <TextField
          name="password"
          type="password"
          label={t('login.password')}
          autocomplete="current-password"
          required
        />
        {error && (
          <Alert id={errorId} variant="error">
            {error}
          </Alert>
        )}
        <Button variant="primary" size="lg" type="submit" loading={pending}>
          {t('login.submit')}
        </Button>
      </form>
    </main>
  );
}
