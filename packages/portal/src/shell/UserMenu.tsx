import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../i18n/i18n';
import type { Locale } from '../i18n/plural';
import { THEME_EVENT, readThemeSetting, type ThemeSetting } from '../theme/theme';
import type { UserMenuModel } from './shell-model';
import './user-menu.css';

export interface UserMenuProps {
  model: UserMenuModel;
  shortcutHint: string;
  /** Shown only with the 'search' permission. */
  onOpenPalette?: () => void;
  onTheme: (setting: ThemeSetting) => void;
  onLogout: () => void;
}

const ITEM_SELECTOR = '[role^="menuitem"]:not([aria-disabled="true"])';

/**
 * The user menu, an APG menu button: the button opens a `role="menu"` whose items take focus in
 * turn (arrows, Home, End, type-ahead); Escape or Tab closes it and focus returns to the button.
 * Theme and language are radio items directly in the menu.
 */
export function UserMenu({ model, shortcutHint, onOpenPalette, onTheme, onLogout }: UserMenuProps) {
  const { t, locale } = useI18n();
  const [open, setOpen] = useState(false);
  const [theme, setTheme] = useState<ThemeSetting>(readThemeSetting);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const menuId = useId();
  const buttonId = useId();

  useEffect(() => {
    const sync = () => setTheme(readThemeSetting());
    window.addEventListener(THEME_EVENT, sync);
    return () => window.removeEventListener(THEME_EVENT, sync);
  }, []);

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? []);

  useEffect(() => {
    if (!open) return;
    const list = items();
    (focusOnOpen.current === 'first' ? list[0] : list.at(-1))?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function close(returnFocus = true) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function openWith(position: 'first' | 'last') {
    focusOnOpen.current = position;
    setOpen(true);
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openWith('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openWith('last');
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => list[(to + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        move(index + 1);
        break;
      case 'ArrowUp':
        move(index - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(list.length - 1);
        break;
      case 'Escape':
        close();
        break;
      case 'Tab':
        setOpen(false);
        return;
      case 'Enter':
      case ' ':
        if (document.activeElement instanceof HTMLElement) document.activeElement.click();
        break;
      default: {
        if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
        const char = event.key.toLocaleLowerCase();
        const order = [...list.slice(index + 1), ...list.slice(0, index + 1)];
        order.find((item) => item.textContent?.trim().toLocaleLowerCase().startsWith(char))?.focus();
      }
    }
    event.preventDefault();
  }

  function chooseTheme(setting: ThemeSetting) {
    onTheme(setting);
    setTheme(setting);
    close();
  }

  function chooseLanguage(next: Locale) {
    if (next === locale) return close();
    window.location.assign(`/lang/${next}`);
  }

  const radio = (label: string, checked: boolean, onSelect: () => void, lang?: string): ReactNode => (
    <div
      role="menuitemradio"
      aria-checked={checked}
      tabIndex={-1}
      className="user-menu__item"
      onClick={onSelect}
      lang={lang}
    >
      <span className="user-menu__check" aria-hidden="true">
        {checked ? '●' : ''}
      </span>
      {label}
    </div>
  );

  return (
    <div className="user-menu">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="user-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('userMenu.button')}
        onClick={() => (open ? close() : openWith('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <span className="user-menu__avatar" data-initials={initials(model.name)} />
      </button>
      {open && (
        <div className="user-menu__popup">
          <div className="user-menu__identity">
            <span className="user-menu__name">{model.name}</span>
            {model.email && <span className="user-menu__email">{model.email}</span>}
          </div>
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-labelledby={buttonId}
            className="user-menu__menu"
            onKeyDown={onMenuKeyDown}
          >
            <div role="group" aria-label={t('userMenu.theme')}>
              <div className="user-menu__heading" aria-hidden="true">
                {t('userMenu.theme')}
              </div>
              {radio(t('userMenu.theme.system'), theme === 'system', () => chooseTheme('system'))}
              {radio(t('userMenu.theme.light'), theme === 'light', () => chooseTheme('light'))}
              {radio(t('userMenu.theme.dark'), theme === 'dark', () => chooseTheme('dark'))}
            </div>
            <div role="separator" className="user-menu__separator" />
            <div role="group" aria-label={t('userMenu.language')}>
              <div className="user-menu__heading" aria-hidden="true">
                {t('userMenu.language')}
              </div>
              {radio('Polski', locale === 'pl', () => chooseLanguage('pl'), 'pl')}
              {radio('English', locale === 'en', () => chooseLanguage('en'), 'en')}
            </div>
            <div role="separator" className="user-menu__separator" />
            {onOpenPalette && (
              <div
                role="menuitem"
                tabIndex={-1}
                className="user-menu__item"
                aria-keyshortcuts={shortcutHint === '⌘K' ? 'Meta+K' : 'Control+K'}
                onClick={() => {
                  close(false);
                  onOpenPalette();
                }}
              >
                {t('userMenu.commandPalette')}
                <kbd className="user-menu__kbd">{shortcutHint}</kbd>
              </div>
            )}
            <Link
              role="menuitem"
              tabIndex={-1}
              className="user-menu__item"
              to="/account"
              onClick={() => close(false)}
            >
              {t('userMenu.account')}
            </Link>
            <Link
              role="menuitem"
              tabIndex={-1}
              className="user-menu__item"
              to="/account/settings"
              onClick={() => close(false)}
            >
              {t('userMenu.settings')}
            </Link>
            {model.projectDetailsHref && (
              <Link
                role="menuitem"
                tabIndex={-1}
                className="user-menu__item"
                to={model.projectDetailsHref}
                onClick={() => close(false)}
              >
                {t('userMenu.projectDetails')}
              </Link>
            )}
            <div role="separator" className="user-menu__separator" />
            {model.exit.kind === 'leave' ? (
              <a role="menuitem" tabIndex={-1} className="user-menu__item" href={model.exit.href}>
                {t('userMenu.leaveAccount')}
              </a>
            ) : (
              <div
                role="menuitem"
                tabIndex={-1}
                className="user-menu__item"
                onClick={() => {
                  close(false);
                  onLogout();
                }}
              >
                {t('userMenu.logout')}
              </div>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

function initials(name: string): string {
  const parts = name.split(/[\s@.]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}
