import { Alert } from '@portal-elements/elements/pp-alert/pp-alert.react';
import {
  PAGES,
  RECOVERY_CODE_PATTERN,
  TOTP_CODE_PATTERN,
  htmlPattern,
  sameOriginPath,
} from '@portal-elements/contract';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@portal-elements/elements/pp-button/pp-button.react';
import { TextField } from '@portal-elements/elements/pp-text-field/pp-text-field.react';
import type { PpTextField } from '@portal-elements/elements/pp-text-field/pp-text-field';
import { HttpError, fieldError, request } from '../api/http';
import { firstScreenShown } from '../app/idle';
import { useI18n } from '../i18n/i18n';
import { RouterLink } from '../ui/RouterLink';
import './login.css';

/** What `POST /login` and `POST /login/two-factor` answer when they accept. */
interface SignInAnswer {
  status: 'ok' | 'two_factor';
  redirect?: string;
}

/** Back where the visitor was going, if that is a page of this site (the rule the server shares). */
function goOn() {
  const next = new URLSearchParams(window.location.search).get('next');
  window.location.assign(sameOriginPath(next, window.location.origin) ?? '/');
}

/** The sign-in pages' card: a heading, the fields, an error that stays until the next try. */
function LoginCard({
  title,
  intro,
  error,
  onSubmit,
  children,
}: {
  title: string;
  intro?: string;
  error: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const errorId = useId();
  // The first screen of a guest: lazy chunks (consent among them) may load now.
  useEffect(firstScreenShown, []);
  return (
    <main className="login" id="main">
      <form
        className="login__card"
        onSubmit={onSubmit}
        aria-describedby={error ? errorId : undefined}
        noValidate
      >
        <h1 className="login__title">{title}</h1>
        {intro && <p className="login__intro">{intro}</p>}
        {children}
        {error && (
          <Alert id={errorId} variant="error">
            {error}
          </Alert>
        )}
      </form>
    </main>
  );
}

/**
 * Sign-in (`/login`). The server answers a wrong e-mail or password with one generic message that
 * does not say which was wrong, and limits failed attempts; its message is shown as it comes. An
 * account with two-factor sign-in goes on to its second step (`/login/two-factor`).
 */
export function LoginPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    try {
      const answer = await request<SignInAnswer>(PAGES.login, {
        method: 'POST',
        body: { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') },
      });
      if (answer.status === 'two_factor') {
        // The same `next` goes along, so the second step ends where the visitor was going.
        void navigate(`${PAGES.loginTwoFactor}${window.location.search}`);
        return;
      }
      goOn();
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
    <LoginCard title={t('login.title')} error={error} onSubmit={onSubmit}>
      <TextField name="email" type="email" label={t('login.email')} autocomplete="username" required />
      <TextField
        name="password"
        type="password"
        label={t('login.password')}
        autocomplete="current-password"
        required
      />
      <Button variant="primary" size="lg" type="submit" loading={pending}>
        {t('login.submit')}
      </Button>
    </LoginCard>
  );
}

/**
 * The second step of a sign-in with two-factor (`/login/two-factor`): the six-digit code of the
 * person's authenticator app, or one of their recovery codes when the app is out of reach. A wrong
 * code is said under the field; an expired or failed sign-in (too many wrong codes, 5 minutes gone)
 * says so above the button, with the way back to the first step.
 */
export function LoginTwoFactorPage() {
  const { t } = useI18n();
  const [recovery, setRecovery] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const input = useRef<PpTextField>(null);
  // The field is where the person goes next: on arrival, and after switching the kind of code.
  useEffect(() => {
    const field = input.current;
    // A field just created renders its input a moment later: focus it once it has.
    void field?.updateComplete.then(() => field.focus());
  }, [recovery]);
  const field = recovery ? 'recovery_code' : 'code';
  const codeError = fieldError(failure, field);
  const error = failure && !codeError ? errorText(failure, t('login.failed')) : null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!event.currentTarget.reportValidity()) return;
    const value = String(new FormData(event.currentTarget).get(field) ?? '').trim();
    setPending(true);
    setFailure(null);
    try {
      await request<SignInAnswer>(PAGES.loginTwoFactor, { method: 'POST', body: { [field]: value } });
      goOn();
    } catch (caught) {
      setFailure(caught);
      setPending(false);
    }
  }

  return (
    <LoginCard
      title={t('login.twoFactor.title')}
      intro={recovery ? t('login.twoFactor.recoveryIntro') : t('login.twoFactor.intro')}
      error={error}
      onSubmit={onSubmit}
    >
      <TextField
        key={field}
        name={field}
        label={t(recovery ? 'login.twoFactor.recoveryCode' : 'login.twoFactor.code')}
        hint={t(recovery ? 'login.twoFactor.recoveryHint' : 'login.twoFactor.codeHint')}
        autocomplete={recovery ? 'off' : 'one-time-code'}
        inputmode={recovery ? '' : 'numeric'}
        pattern={htmlPattern(recovery ? RECOVERY_CODE_PATTERN : TOTP_CODE_PATTERN)}
        required
        error={codeError ?? ''}
        onInput={() => codeError && setFailure(null)}
        ref={input}
      />
      <Button variant="primary" size="lg" type="submit" loading={pending}>
        {t('login.twoFactor.submit')}
      </Button>
      <div className="login__links">
        <Button
          variant="link"
          onClick={() => {
            setRecovery(!recovery);
            setFailure(null);
          }}
        >
          {recovery ? t('login.twoFactor.useApp') : t('login.twoFactor.useRecovery')}
        </Button>
        <RouterLink to={PAGES.login}>{t('login.twoFactor.back')}</RouterLink>
      </div>
    </LoginCard>
  );
}

/** A refusal as the form says it: the server's own message for a client error, else `fallback`. */
function errorText(error: unknown, fallback: string): string {
  return error instanceof HttpError && error.isClientError && error.message ? error.message : fallback;
}
