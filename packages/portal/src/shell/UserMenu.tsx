import type { MenuSelectDetail, PpMenu } from '@portal-elements/elements/pp-menu/pp-menu';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { whenIdle, whenOnline } from '../app/idle';
import { useI18n } from '../i18n/i18n';
import { THEME_EVENT, readThemeSetting, type ThemeSetting } from '../theme/theme';
import type { UserMenuModel } from './shell-model';
import './user-menu.css';

// The elements' tags in JSX, typed from custom-elements.json (generated, like the editors' data).
import type {} from '@portal-elements/elements/jsx';

/**
 * pp-menu is not in the first load (it has no room, see vite.config.ts): its definition is a lazy
 * chunk fetched once the first screen is up and the page is idle, or as soon as a person reaches for
 * the button (pointer over it, focus, a press); never while the browser is offline. The menu's module
 * also defines its items, groups and separators.
 */
const loadMenu = () => whenOnline().then(() => import('@portal-elements/elements/pp-menu/pp-menu'));

export interface UserMenuProps {
  model: UserMenuModel;
  shortcutHint: string;
  /** Shown only with the 'search' permission. */
  onOpenPalette?: () => void;
  onTheme: (setting: ThemeSetting) => void;
  onLogout: () => void;
}

/**
 * The user menu (spec 2): a pp-menu, the APG menu button. The element carries the pattern (arrows,
 * Home, End, type-ahead, Escape and Tab, focus back on the button, radio items); this component says
 * what is in it: who is signed in (the menu's header, outside the menu's items), the theme and the
 * language as radio groups, the palette, the account links (routed in the page), and log out or leave
 * the impersonated account.
 *
 * The button is the one native control here: it is on the first screen, before pp-menu has loaded,
 * and works from the first paint (a press before the menu's chunk has arrived opens the menu once it
 * has). Until then the menu's items are not shown (user-menu.css).
 */
export function UserMenu({ model, shortcutHint, onOpenPalette, onTheme, onLogout }: UserMenuProps) {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const [theme, setTheme] = useState<ThemeSetting>(readThemeSetting);
  const ref = useRef<PpMenu>(null);
  // A callback ref: the tag's generated JSX type (from custom-elements.json) takes one, not a RefObject.
  const setHost = useCallback((element: PpMenu | null) => {
    ref.current = element;
  }, []);

  useEffect(() => {
    const sync = () => setTheme(readThemeSetting());
    window.addEventListener(THEME_EVENT, sync);
    return () => window.removeEventListener(THEME_EVENT, sync);
  }, []);

  useLayoutEffect(() => whenIdle(loadMenu), []);

  useEffect(() => {
    const menu = ref.current;
    if (!menu) return;
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
  }, [locale, navigate, onLogout, onOpenPalette, onTheme]);

  /** A press before pp-menu is defined: load it, then open the menu as the press asked. */
  const openWhenLoaded = () => {
    if (customElements.get('pp-menu')) return;
    void loadMenu().then(() => ref.current?.show());
  };

  return (
    <pp-menu ref={setHost} slot="user" class="user-menu" placement="bottom-end">
      <button
        slot="trigger"
        type="button"
        className="user-menu__button"
        aria-label={t('userMenu.button')}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={openWhenLoaded}
      >
        <span className="user-menu__avatar" data-initials={initials(model.name)} />
      </button>
      <div slot="header" className="user-menu__identity">
        <span className="user-menu__name">{model.name}</span>
        {model.email && <span className="user-menu__email">{model.email}</span>}
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
          <kbd slot="suffix" className="user-menu__kbd">
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
    </pp-menu>
  );
}

function initials(name: string): string {
  const parts = name.split(/[\s@.]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}
