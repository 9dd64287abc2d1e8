import type { MenuSelectDetail, PpMenu } from '@portal-elements/elements/pp-menu/pp-menu';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useI18n } from '../i18n/i18n';
import { THEME_EVENT, readThemeSetting, type ThemeSetting } from '../theme/theme';
import type { UserMenuProps } from './UserMenu';

// The elements' tags in JSX, typed from custom-elements.json (generated, like the editors' data).
import type {} from '@portal-elements/elements/jsx';

/**
 * What the user menu holds and what its commands do (spec 2), in the lazy chunk that comes with
 * pp-menu (UserMenu.tsx loads both): who is signed in (the menu's header, outside the menu's items),
 * the theme and the language as radio groups, the palette, the account links (routed in the page),
 * and log out or leave the impersonated account. The element carries the pattern (arrows, Home, End,
 * type-ahead, Escape and Tab, focus back on the button, radio items).
 */
export function UserMenuContent({
  menu,
  model,
  shortcutHint,
  onOpenPalette,
  onTheme,
  onLogout,
}: UserMenuProps & { menu: PpMenu }) {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const [theme, setTheme] = useState<ThemeSetting>(readThemeSetting);

  useEffect(() => {
    const sync = () => setTheme(readThemeSetting());
    window.addEventListener(THEME_EVENT, sync);
    return () => window.removeEventListener(THEME_EVENT, sync);
  }, []);

  useEffect(() => {
    const onSelect = (event: Event) => {
      const { item, value } = (event as CustomEvent<MenuSelectDetail>).detail;
      const [kind, choice] = value.split(':') as [string, string | undefined];
      if (kind === 'theme') {
        onTheme(choice as ThemeSetting);
        setTheme(choice as ThemeSetting);
        // A theme is chosen once: the menu closes, by pointer too (pp-menu keeps a radio menu open
        // on a click, for menus where several choices are made in a row).
        menu.hide(true);
      } else if (kind === 'language') {
        if (choice !== locale) window.location.assign(`/lang/${choice}`);
      } else if (kind === 'palette') {
        menu.hide();
        onOpenPalette?.();
      } else if (kind === 'route') {
        // The router takes the link over: no page load, the menu closes.
        event.preventDefault();
        menu.hide();
        void navigate(item.href);
      } else if (kind === 'logout') {
        menu.hide();
        onLogout();
      }
    };
    menu.addEventListener('pp-select', onSelect);
    return () => menu.removeEventListener('pp-select', onSelect);
  }, [menu, locale, navigate, onLogout, onOpenPalette, onTheme]);

  return (
    <>
      <div slot="header" className="pp-user-menu__identity">
        <span className="pp-user-menu__name">{model.name}</span>
        {model.email && <span className="pp-user-menu__email">{model.email}</span>}
      </div>
      <pp-menu-group label={t('userMenu.theme')}>
        {(['system', 'light', 'dark'] as const).map((setting) => (
          <pp-menu-item key={setting} type="radio" value={`theme:${setting}`} checked={theme === setting}>
            {t(`userMenu.theme.${setting}`)}
          </pp-menu-item>
        ))}
      </pp-menu-group>
      <pp-menu-separator />
      <pp-menu-group label={t('userMenu.language')}>
        <pp-menu-item type="radio" value="language:pl" lang="pl" checked={locale === 'pl'}>
          Polski
        </pp-menu-item>
        <pp-menu-item type="radio" value="language:en" lang="en" checked={locale === 'en'}>
          English
        </pp-menu-item>
      </pp-menu-group>
      <pp-menu-separator />
      {onOpenPalette && (
        <pp-menu-item value="palette" aria-keyshortcuts={shortcutHint === '⌘K' ? 'Meta+K' : 'Control+K'}>
          {t('userMenu.commandPalette')}
          <kbd slot="suffix" className="pp-user-menu__kbd">
            {shortcutHint}
          </kbd>
        </pp-menu-item>
      )}
      <pp-menu-item value="route" href="/account">
        {t('userMenu.account')}
      </pp-menu-item>
      <pp-menu-item value="route" href="/account/settings">
        {t('userMenu.settings')}
      </pp-menu-item>
      {model.projectDetailsHref && (
        <pp-menu-item value="route" href={model.projectDetailsHref}>
          {t('userMenu.projectDetails')}
        </pp-menu-item>
      )}
      <pp-menu-separator />
      {model.exit.kind === 'leave' ? (
        <pp-menu-item value="leave" href={model.exit.href}>
          {t('userMenu.leaveAccount')}
        </pp-menu-item>
      ) : (
        <pp-menu-item value="logout">{t('userMenu.logout')}</pp-menu-item>
      )}
    </>
  );
}
