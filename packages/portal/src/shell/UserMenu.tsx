import '@portal-elements/elements/pp-button/pp-button';
import type { PpMenu } from '@portal-elements/elements/pp-menu/pp-menu';
import { useCallback, useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { whenIdle, whenOnline } from '../app/idle';
import { useI18n } from '../i18n/i18n';
import type { ThemeSetting } from '../theme/theme';
import type { UserMenuModel } from './shell-model';
import type { UserMenuContent } from './UserMenuContent';

// The elements' tags in JSX, typed from custom-elements.json (generated, like the editors' data).
import type {} from '@portal-elements/elements/jsx';

/** The menu's content, once its chunk is in (it stays in for the page's life). */
let Content: typeof UserMenuContent | undefined;

/**
 * pp-menu and what the menu holds (UserMenuContent.tsx) are not in the first load (no room, see
 * vite.config.ts): one lazy step fetches both once the first screen is up and the page is idle, or as
 * soon as a person reaches for the button (pointer over it, focus, a press); never while the browser
 * is offline. The menu's module also defines its items, groups and separators.
 */
const loadMenu = () =>
  whenOnline()
    .then(() =>
      Promise.all([import('@portal-elements/elements/pp-menu/pp-menu'), import('./UserMenuContent')]),
    )
    .then(([, content]) => {
      Content = content.UserMenuContent;
    });

export interface UserMenuProps {
  model: UserMenuModel;
  shortcutHint: string;
  /** Shown only with the 'search' permission. */
  onOpenPalette?: () => void;
  onTheme: (setting: ThemeSetting) => void;
  onLogout: () => void;
}

/**
 * The user menu (spec 2): a pp-menu, the APG menu button, whose trigger (a pp-button in the first
 * load) works from the first paint: a press before the menu's chunk has arrived opens the menu once
 * it has, with its content rendered first.
 */
export function UserMenu(props: UserMenuProps) {
  const { t } = useI18n();
  const [menu, setMenu] = useState<PpMenu | null>(null);
  const [loaded, setLoaded] = useState(() => Content !== undefined);
  // A callback ref: the tag's generated JSX type (from custom-elements.json) takes one, not a RefObject.
  const setHost = useCallback((element: PpMenu | null) => setMenu(element), []);
  const load = useCallback(() => loadMenu().then(() => setLoaded(true)), []);

  useLayoutEffect(() => whenIdle(load), [load]);

  /** A press before pp-menu is defined: load it, render the content, then open the menu as asked. */
  const openWhenLoaded = () => {
    if (customElements.get('pp-menu') && Content) return;
    void loadMenu().then(() => {
      flushSync(() => setLoaded(true));
      menu?.show();
    });
  };

  return (
    <pp-menu ref={setHost} slot="user" class="pp-user-menu" placement="bottom-end">
      <pp-button
        slot="trigger"
        variant="ghost"
        class="pp-user-menu__button"
        label={t('userMenu.button')}
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
        onClick={openWhenLoaded}
      >
        <span className="pp-user-menu__avatar" data-initials={initials(props.model.name)} />
      </pp-button>
      {loaded && Content && menu && <Content menu={menu} {...props} />}
    </pp-menu>
  );
}

function initials(name: string): string {
  const parts = name.split(/[\s@.]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}
