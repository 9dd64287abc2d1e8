import { useEffect, useState } from 'react';
import { RouterLink } from '../ui/RouterLink';
import { useI18n } from '../i18n/i18n';
import { useShell } from '../shell/shell-context';
import { isStaff } from '../shell/shell-model';
import {
  THEME_EVENT,
  THEME_SETTINGS,
  readThemeSetting,
  setThemeSetting,
  type ThemeSetting,
} from '../theme/theme';
import { PageFrame } from '../pages/PageFrame';
import { PasswordForm } from './PasswordForm';
import { Sessions } from './Sessions';
import { TwoFactor } from './TwoFactor';
import './account.css';
import { Radio, RadioGroup } from '@portal-elements/elements/pp-radio-group/pp-radio-group.react';
import type { PpRadioGroup } from '@portal-elements/elements/pp-radio-group/pp-radio-group';

export function AccountPage() {
  const { t } = useI18n();
  const { layout } = useShell();
  const { user } = layout;
  return (
    <PageFrame title={t('account.title')}>
      <dl className="facts">
        <dt>{t('account.name')}</dt>
        <dd>{user.full_name}</dd>
        <dt>{t('account.email')}</dt>
        <dd>{user.email}</dd>
        <dt>{t('account.type')}</dt>
        <dd>{isStaff(layout) ? layout.staffLabel : t('account.type.client')}</dd>
        <dt>{t('account.projects')}</dt>
        <dd>
          <ul className="links">
            {user.projects.map((project) => (
              <li key={project.id}>
                <RouterLink to={`/projects/${project.id}`}>{project.name}</RouterLink>
              </li>
            ))}
          </ul>
        </dd>
      </dl>
      {/* A staff member acting as this client does not manage the client's sessions. */}
      {!user.impersonated && <Sessions />}
    </PageFrame>
  );
}

const themeLabel = {
  system: 'userMenu.theme.system',
  light: 'userMenu.theme.light',
  dark: 'userMenu.theme.dark',
} as const;

/**
 * /account/settings: the theme and the language (the same choices as the user menu), and the
 * password.
 */
export function SettingsPage() {
  const { t, locale } = useI18n();
  const { user } = useShell().layout;
  const [theme, setTheme] = useState<ThemeSetting>(readThemeSetting);

  useEffect(() => {
    const sync = () => setTheme(readThemeSetting());
    window.addEventListener(THEME_EVENT, sync);
    return () => window.removeEventListener(THEME_EVENT, sync);
  }, []);

  return (
    <PageFrame title={t('settings.title')} crumbs={[{ label: t('account.title'), href: '/account' }]}>
      {/* Each choice acts at once (no save button), as the user menu's radio items do. */}
      <div className="settings">
        <RadioGroup
          label={t('userMenu.theme')}
          name="theme"
          value={theme}
          onChange={(event) => {
            const setting = (event.currentTarget as PpRadioGroup).value as ThemeSetting;
            setThemeSetting(setting);
            setTheme(setting);
          }}
        >
          {THEME_SETTINGS.map((setting) => (
            <Radio key={setting} value={setting}>
              {t(themeLabel[setting])}
            </Radio>
          ))}
        </RadioGroup>
        <RadioGroup
          label={t('userMenu.language')}
          name="language"
          value={locale}
          onChange={(event) => window.location.assign(`/lang/${(event.currentTarget as PpRadioGroup).value}`)}
        >
          {(['pl', 'en'] as const).map((code) => (
            <Radio key={code} value={code} lang={code}>
              {code === 'pl' ? 'Polski' : 'English'}
            </Radio>
          ))}
        </RadioGroup>
      </div>
      {/* A staff member acting as this client does not change the client's password. */}
      {!user.impersonated && (
        <>
          <PasswordForm email={user.email} />
          <TwoFactor />
        </>
      )}
    </PageFrame>
  );
}
