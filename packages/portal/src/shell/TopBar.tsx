import '@portal-elements/elements/pp-button/pp-button';
import { RouterLink } from '../ui/RouterLink';
import { toast } from '@portal-elements/elements/pp-toaster/toast';
import { useI18n } from '../i18n/i18n';
import { setThemeSetting } from '../theme/theme';
import { useLogout } from '../session/session';
import { canSwitchView, paletteShortcutHint, userMenuModel } from './shell-model';
import { useShell } from './shell-context';
import { ProjectSwitcher } from './ProjectSwitcher';
import { NetworkStatus } from './NetworkStatus';
import { RouteProgress } from './RouteProgress';
import { UserMenu } from './UserMenu';
import { use } from 'react';
import { lazyModule } from '../app/lazy-module';

/**
 * The view switch's chunk (ViewSwitch.tsx, with pp-radio-group): staff only, so not in the first load.
 * The shell starts it as soon as the layout says the user is staff; the top bar waits for it.
 */
export const viewSwitch = lazyModule(() => import('./ViewSwitch'));

/** The logo, a link home (spec 2). */
export function Logo() {
  const { t } = useI18n();
  return (
    <RouterLink to="/" className="pp-brand__logo" aria-label={t('topbar.home')}>
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="var(--pp-color-bg-brand)" />
        <path d="M9 22a7 7 0 0 1 1-13.9A8 8 0 0 1 25 12a5 5 0 0 1-1 10z" fill="var(--pp-color-fg-on-brand)" />
      </svg>
    </RouterLink>
  );
}

/**
 * What the top bar holds (spec 2), as the children of the shell's `pp-app-shell` in its named slots:
 * logo and product, environment badge, project switcher, then (in the slot that takes the room left)
 * the route progress, impersonation banner, connection status and view switch (staff), then search
 * and the user menu. The element draws the bar itself (the `banner` landmark, sticky, 4rem) with the
 * skip link and the menu toggle, which it wires to the slotted sidebar.
 */
export function TopBar() {
  const { t } = useI18n();
  const { layout, view, setView, openPalette } = useShell();
  const logout = useLogout(() => toast.error(t('errors.logout')));

  const model = userMenuModel(layout);
  // Staff: the view switch's chunk, loaded already (Shell.tsx starts it with the layout) or awaited.
  const Switch = canSwitchView(layout)
    ? (viewSwitch.loaded() ?? use(viewSwitch.load())).ViewSwitch
    : undefined;
  const canSearch = layout.layoutPermissions.includes('search');

  return (
    <>
      <div slot="logo" className="pp-brand">
        <Logo />
        <span className="pp-brand__product">{layout.product}</span>
      </div>
      {layout.env !== 'production' && (
        <span slot="environment" className="pp-env-badge" title={t('topbar.environment')}>
          {layout.env}
        </span>
      )}
      <ProjectSwitcher />
      <div slot="top-bar" className="pp-topbar-middle">
        {/* Fixed at the top of the window; in the banner so that it is inside a landmark. */}
        <RouteProgress />
        {layout.user.impersonated && (
          <p className="topbar__impersonation" role="status">
            {t('topbar.impersonating')}: <strong>{layout.user.full_name}</strong>
          </p>
        )}
        <div className="pp-topbar-spacer">
          <NetworkStatus />
        </div>
        {Switch && <Switch view={view} staffLabel={layout.staffLabel} onChange={setView} />}
      </div>
      {canSearch && openPalette && (
        <pp-button
          slot="search"
          class="pp-search-button"
          keyshortcuts="Control+K Meta+K"
          onClick={openPalette}
        >
          <svg slot="prefix" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
            <circle cx="9" cy="9" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path d="M13 13l4 4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
          <span className="pp-search-button__label">{t('topbar.search')}</span>
        </pp-button>
      )}
      <UserMenu
        model={model}
        shortcutHint={paletteShortcutHint(navigator.platform)}
        onOpenPalette={canSearch ? openPalette : undefined}
        onTheme={setThemeSetting}
        onLogout={() => logout.mutate()}
      />
    </>
  );
}
