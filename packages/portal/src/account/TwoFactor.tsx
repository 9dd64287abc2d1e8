import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { API, TOTP_CODE_PATTERN, htmlPattern } from '@portal-elements/contract';
import type {
  RecoveryCodes as RecoveryCodesAnswer,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@portal-elements/contract/schemas';
import { Alert } from '@portal-elements/elements/pp-alert/pp-alert.react';
import { Badge } from '@portal-elements/elements/pp-badge/pp-badge.react';
import { Button } from '@portal-elements/elements/pp-button/pp-button.react';
import { Dialog } from '@portal-elements/elements/pp-dialog/pp-dialog.react';
import { TextField } from '@portal-elements/elements/pp-text-field/pp-text-field.react';
import { toast } from '@portal-elements/elements/pp-toaster/toast';
import { HttpError, fieldError, request } from '../api/http';
import { useI18n } from '../i18n/i18n';
import type { PluralForms } from '../i18n/plural';
import { QrCode } from './QrCode';

const TWO_FACTOR_KEY = ['account', 'two-factor'] as const;

/** The recovery codes left at which the section warns that they are running out. */
const FEW_CODES_LEFT = 3;

type DialogKind = 'enable' | 'codes' | 'disable';

/** 'kod' / 'kody' / 'kodów' after a number; 'code' / 'codes'. */
const CODE_FORMS: Record<'pl' | 'en', PluralForms> = {
  pl: { one: 'kod', few: 'kody', many: 'kodów', other: 'kodu' },
  en: { one: 'code', other: 'codes' },
};

/** A refusal that names no field of the form: the server's message for a client error, else `fallback`. */
function formError(error: unknown, fields: readonly string[], fallback: string): string | undefined {
  if (!error || fields.some((field) => fieldError(error, field))) return undefined;
  return error instanceof HttpError && error.isClientError && error.message ? error.message : fallback;
}

/** The values of a form's fields by name, as text. */
function valuesOf(form: HTMLFormElement, names: readonly string[]): Record<string, string> {
  const data = new FormData(form);
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '').trim()]));
}

/** The secret as people copy it by hand: groups of four characters. */
function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * "Logowanie dwuetapowe" on /account/settings (issue 27): whether it is on, and turning it on (the
 * password, then a QR code and its key as text for an authenticator app, then a code from the app),
 * new recovery codes, and turning it off (the password and a code). Each step is a dialog that a click
 * beside it does not close, so that recovery codes on screen are not lost by accident. Where staff
 * accounts must have it (`required`), it cannot be turned off, and until it is on the section says so.
 */
export function TwoFactor() {
  const { t, plural } = useI18n();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  const status = useQuery({
    queryKey: TWO_FACTOR_KEY,
    queryFn: ({ signal }) => request<TwoFactorStatus>(API.accountTwoFactor, { signal }),
  });
  const close = () => {
    setDialog(null);
    void queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY });
  };
  const state = status.data;
  const left = state?.recovery_codes_left ?? 0;

  return (
    <section className="account-section" aria-labelledby="account-two-factor-title">
      <h2 id="account-two-factor-title">{t('account.twoFactor.title')}</h2>
      <p className="account-section__intro">{t('account.twoFactor.intro')}</p>
      {status.isError && <Alert variant="error">{t('errors.dataLoad')}</Alert>}
      {status.isPending && <p role="status">{t('app.loading')}</p>}
      {state && (
        <>
          <p className="account-two-factor__state">
            {state.enabled ? (
              <Badge variant="success">{t('account.twoFactor.on')}</Badge>
            ) : (
              <Badge variant="neutral">{t('account.twoFactor.off')}</Badge>
            )}
            {state.enabled && (
              <span>
                {t('account.twoFactor.codesLeft', {
                  count: left,
                  noun: plural(left, CODE_FORMS),
                })}
              </span>
            )}
          </p>
          {state.required && !state.enabled && (
            <Alert variant="warning">{t('account.twoFactor.requiredOff')}</Alert>
          )}
          {state.enabled && left <= FEW_CODES_LEFT && (
            <Alert variant="warning">{t('account.twoFactor.fewCodes')}</Alert>
          )}
          <div className="account-two-factor__actions">
            {state.enabled ? (
              <>
                <Button onClick={() => setDialog('codes')}>{t('account.twoFactor.newCodes')}</Button>
                {state.required ? (
                  <p className="account-section__intro">{t('account.twoFactor.requiredOn')}</p>
                ) : (
                  <Button variant="danger" onClick={() => setDialog('disable')}>
                    {t('account.twoFactor.disable')}
                  </Button>
                )}
              </>
            ) : (
              <Button variant="primary" onClick={() => setDialog('enable')}>
                {t('account.twoFactor.enable')}
              </Button>
            )}
          </div>
        </>
      )}
      {dialog === 'enable' && <EnableDialog onClose={close} />}
      {dialog === 'codes' && <NewCodesDialog onClose={close} />}
      {dialog === 'disable' && <DisableDialog onClose={close} />}
    </section>
  );
}

/** A dialog of this section: open while it is rendered, never closed by a click beside it. */
function StepDialog({
  label,
  onClose,
  children,
}: {
  label: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog label={label} size="sm" open noLightDismiss onClose={onClose}>
      {children}
    </Dialog>
  );
}

/** The password field every step that changes the setting starts with. */
function PasswordField({ error }: { error: unknown }) {
  const { t } = useI18n();
  return (
    <TextField
      name="password"
      type="password"
      label={t('account.twoFactor.password')}
      autocomplete="current-password"
      required
      error={fieldError(error, 'password') ?? ''}
    />
  );
}

/** The code field: six digits from the app, or (`recovery`) a recovery code as well. */
function CodeField({ error, recovery = false }: { error: unknown; recovery?: boolean }) {
  const { t } = useI18n();
  return (
    <TextField
      name="code"
      label={t(recovery ? 'account.twoFactor.codeOrRecovery' : 'account.twoFactor.code')}
      hint={t(recovery ? 'account.twoFactor.codeOrRecoveryHint' : 'account.twoFactor.codeHint')}
      autocomplete="one-time-code"
      inputmode={recovery ? undefined : 'numeric'}
      pattern={recovery ? undefined : htmlPattern(TOTP_CODE_PATTERN)}
      required
      error={fieldError(error, 'code') ?? ''}
    />
  );
}

/** A step's form: its fields, the refusal that names none of them, and its two buttons. */
function StepForm({
  fields,
  error,
  pending,
  submit,
  onSubmit,
  onEdit,
  onCancel,
  children,
}: {
  fields: readonly string[];
  error: unknown;
  pending: boolean;
  submit: string;
  onSubmit: (values: Record<string, string>) => void;
  /** The person changed a field: the server's refusal of the old values no longer applies. */
  onEdit: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const message = formError(error, fields, t('account.twoFactor.failed'));
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!event.currentTarget.reportValidity() || pending) return;
    onSubmit(valuesOf(event.currentTarget, fields));
  };
  return (
    <form className="account-two-factor__form" onSubmit={send} onInput={() => error && onEdit()} noValidate>
      {children}
      {message && <Alert variant="error">{message}</Alert>}
      <div className="account-two-factor__buttons">
        <Button onClick={onCancel}>{t('account.sessions.cancel')}</Button>
        <Button type="submit" variant="primary" loading={pending}>
          {submit}
        </Button>
      </div>
    </form>
  );
}

/** Turning it on: the password, the QR code and a code from the app, then the recovery codes. */
function EnableDialog({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  const setup = useMutation({
    mutationFn: (password: string) =>
      request<TwoFactorSetup>(API.accountTwoFactorSetup, { method: 'POST', body: { password } }),
  });
  const confirm = useMutation({
    mutationFn: (code: string) =>
      request<RecoveryCodesAnswer>(API.accountTwoFactorConfirm, { method: 'POST', body: { code } }),
    onSuccess: () => toast.success(t('account.twoFactor.enabled')),
  });
  const label = t('account.twoFactor.enableTitle');

  if (confirm.data) {
    return (
      <StepDialog label={label} onClose={onClose}>
        <RecoveryCodeList codes={confirm.data.recovery_codes} onDone={onClose} />
      </StepDialog>
    );
  }
  if (setup.data) {
    const { secret, otpauth_uri: uri } = setup.data;
    return (
      <StepDialog label={label} onClose={onClose}>
        <StepForm
          fields={['code']}
          error={confirm.error}
          pending={confirm.isPending}
          submit={t('account.twoFactor.confirm')}
          onSubmit={({ code }) => confirm.mutate(code ?? '')}
          onEdit={confirm.reset}
          onCancel={onClose}
        >
          <p>{t('account.twoFactor.scan')}</p>
          <QrCode value={uri} label={t('account.twoFactor.qrLabel')} />
          <p>{t('account.twoFactor.typeKey')}</p>
          <code className="account-two-factor__secret">{groupSecret(secret)}</code>
          <CodeField error={confirm.error} />
        </StepForm>
      </StepDialog>
    );
  }
  return (
    <StepDialog label={label} onClose={onClose}>
      <StepForm
        fields={['password']}
        error={setup.error}
        pending={setup.isPending}
        submit={t('account.twoFactor.continue')}
        onSubmit={({ password }) => setup.mutate(password ?? '')}
        onEdit={setup.reset}
        onCancel={onClose}
      >
        <p>{t('account.twoFactor.passwordFirst')}</p>
        <PasswordField error={setup.error} />
      </StepForm>
    </StepDialog>
  );
}

/** New recovery codes: the password, then the codes (the old ones stop working). */
function NewCodesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  const renew = useMutation({
    mutationFn: (password: string) =>
      request<RecoveryCodesAnswer>(API.accountTwoFactorRecoveryCodes, {
        method: 'POST',
        body: { password },
      }),
    onSuccess: () => toast.success(t('account.twoFactor.codesRenewed')),
  });
  const label = t('account.twoFactor.newCodes');
  return (
    <StepDialog label={label} onClose={onClose}>
      {renew.data ? (
        <RecoveryCodeList codes={renew.data.recovery_codes} onDone={onClose} />
      ) : (
        <StepForm
          fields={['password']}
          error={renew.error}
          pending={renew.isPending}
          submit={t('account.twoFactor.generate')}
          onSubmit={({ password }) => renew.mutate(password ?? '')}
          onEdit={renew.reset}
          onCancel={onClose}
        >
          <p>{t('account.twoFactor.newCodesText')}</p>
          <PasswordField error={renew.error} />
        </StepForm>
      )}
    </StepDialog>
  );
}

/** Turning it off: the password and a code (from the app, or a recovery code). */
function DisableDialog({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  const disable = useMutation({
    mutationFn: (body: { password: string; code: string }) =>
      request<void>(API.accountTwoFactorDisable, { method: 'POST', body }),
    onSuccess: () => {
      toast.success(t('account.twoFactor.disabled'));
      onClose();
    },
  });
  return (
    <StepDialog label={t('account.twoFactor.disableTitle')} onClose={onClose}>
      <StepForm
        fields={['password', 'code']}
        error={disable.error}
        pending={disable.isPending}
        submit={t('account.twoFactor.disable')}
        onSubmit={({ password = '', code = '' }) => disable.mutate({ password, code })}
        onEdit={disable.reset}
        onCancel={onClose}
      >
        <p>{t('account.twoFactor.disableText')}</p>
        <PasswordField error={disable.error} />
        <CodeField error={disable.error} recovery />
      </StepForm>
    </StepDialog>
  );
}

/**
 * The ten recovery codes, shown once: as a list to read, to copy, or to save as a text file, and
 * "Gotowe" when they are kept.
 */
function RecoveryCodeList({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useI18n();
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('account.twoFactor.copied'));
    } catch {
      toast.error(t('account.twoFactor.copyFailed'));
    }
  };
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <div className="account-two-factor__form">
      <Alert variant="warning">{t('account.twoFactor.saveCodes')}</Alert>
      <ul className="account-two-factor__codes" aria-label={t('account.twoFactor.codesLabel')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="account-two-factor__buttons">
        <Button onClick={() => void copy()}>{t('account.twoFactor.copy')}</Button>
        <Button onClick={download}>{t('account.twoFactor.download')}</Button>
        <Button variant="primary" onClick={onDone}>
          {t('account.twoFactor.done')}
        </Button>
      </div>
    </div>
  );
}
