import '@portal-elements/elements/pp-app-shell/pp-app-shell';
import '@portal-elements/elements/pp-sidebar/pp-sidebar';
import type { SidebarNavigateDetail } from '@portal-elements/elements/pp-sidebar/pp-sidebar';
import { Suspense, lazy, use, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { HttpError } from '../api/http';
import { useLayout, type LayoutInput } from '../api/layout';
import { useI18n, type MessageKey } from '../i18n/i18n';
import { buildClientMenu } from '../navigation/client-menu';
import { filterMenu } from '../navigation/filter';
import { loadStaffMenu, loadedStaffMenu } from '../navigation/load-staff-menu';
import { viewSwitch } from './TopBar';
import { toSidebarSections } from '../navigation/to-sidebar';
import { firstScreenShown, whenOnline } from '../app/idle';
import { trackLoad } from '../app/loads';
import { useSessionCheck } from '../session/session';
import { useThemeSync } from '../theme/use-theme-sync';
import { Footer, type FooterProps } from './Footer';
import { LayoutError } from './LayoutError';
import { PageErrorBoundary } from './PageErrorBoundary';
import { usePageLoading } from './RouteProgress';
import { initialView, isStaff, type View } from './shell-model';
import { ShellContext, type ShellState } from './shell-context';
import { TopBar } from './TopBar';
import './shell.css';

// The elements' tags in JSX, typed from custom-elements.json (generated, like the editors' data).
import type {} from '@portal-elements/elements/jsx';

/** The palette's code is a lazy chunk, loaded on first use (spec 7), once the browser is online. */
const CommandPalette = lazy(() => whenOnline().then(() => import('../palette/CommandPalette')));

/** Ctrl+K (⌘K on Apple) opens the palette, except while typing in an editable field. */
function isPaletteShortcut(event: KeyboardEvent): boolean {
  if (event.key.toLowerCase() !== 'k' || event.altKey || event.shiftKey) return false;
  if (!(event.ctrlKey || event.metaKey)) return false;
  const target = event.composedPath()[0];
  if (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  ) {
    return false;
  }
  return true;
}

/** Sends a signed-out visitor to sign-in, remembering where they wanted to go. */
function goToSignIn() {
  const here = window.location.pathname + window.location.search;
  window.location.assign(here === '/' ? '/login' : `/login?next=${encodeURIComponent(here)}`);
}

/** Loads the layout input, then renders the shell around the routed page (or the error page). */
export function Shell() {
  const { t } = useI18n();
  const layout = useLayout();
  const signedOut = layout.error instanceof HttpError && layout.error.isUnauthenticated;

  useEffect(() => {
    if (signedOut) goToSignIn();
  }, [signedOut]);

  const loading = (
    <p className="shell__loading" role="status">
      {t('app.loading')}
    </p>
  );
  if (!layout.data) {
    // Failed for good (after its retries): the error page, unless it is the sign-in redirect above.
    if (layout.isError && !signedOut) {
      return <LayoutError onRetry={() => void layout.refetch()} retrying={layout.isFetching} />;
    }
    return loading;
  }
  // Staff only: their menu is a chunk of its own, fetched as soon as the layout says who this is.
  if (isStaff(layout.data)) {
    void loadStaffMenu();
    void viewSwitch.load();
  }
  // The first screen appears whole, shell and page together, once the page's chunk is in (main.tsx
  // fetches the page chunks beside the layout). Later navigations are transitions: the page shown
  // stays until the next one is ready, so this fallback is only ever the first screen's.
  return (
    <Suspense fallback={loading}>
      <ShellFrame layout={layout.data} />
    </Suspense>
  );
}

/** Where a staff member who must turn on two-factor sign-in first is taken (the server allows only that). */
export const TWO_FACTOR_SETUP_PAGE = '/account/settings';

/**
 * The footer, not drawn while the page is still coming (Footer's `pageLoading`), nor in the two frames
 * after, while what came is laid out: at the bottom of a screen not yet filled, it would otherwise
 * jump down when the page arrives. Only this component re-renders meanwhile.
 */
function ShellFooter(props: Omit<FooterProps, 'pageLoading'>) {
  const loading = usePageLoading();
  // Not drawn at first either: the first page's chunk is counted as loading only a moment later.
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (loading) return setSettled(false);
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setSettled(true));
    });
    return () => cancelAnimationFrame(frame);
  }, [loading]);
  return <Footer {...props} pageLoading={loading || !settled} />;
}

function ShellFrame({ layout }: { layout: LayoutInput }) {
  const i18n = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  const setUpTwoFactor = layout.twoFactorSetupRequired && location.pathname !== TWO_FACTOR_SETUP_PAGE;
  useEffect(() => {
    if (setUpTwoFactor) void navigate(TWO_FACTOR_SETUP_PAGE, { replace: true });
  }, [setUpTwoFactor, navigate]);
  useSessionCheck();
  useThemeSync(layout.theme);
  // The first screen (this frame commits with its page, see Shell): lazy chunks may load now.
  useEffect(firstScreenShown, []);
  const canSearch = layout.layoutPermissions.includes('search');
  const [palette, setPalette] = useState<'unloaded' | 'open' | 'closed'>('unloaded');

  // A layout effect: the listener is there in the frame that first shows the shell. A passive effect
  // runs in a later task, and the browser serves input before it, so Ctrl+K pressed the moment the
  // page appeared (a person on a busy machine, or a test) was lost to the browser's own shortcut.
  useLayoutEffect(() => {
    if (!canSearch) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      setPalette('open');
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [canSearch]);
  const [view, setViewState] = useState<View>(() => initialView(location.pathname, layout));
  // The addresses outside the portal come from the server's configuration (PORTAL_*_URL).
  const links = layout.links;
  // The staff view needs its menu's chunk: loaded already (a switch of view waits for it, see
  // setView), it renders at once; on a first screen at an /admin address it waits under "loading".
  const staffMenu = view === 'staff' ? (loadedStaffMenu() ?? use(loadStaffMenu())) : undefined;

  const menu = useMemo(() => {
    const sections = staffMenu
      ? staffMenu.buildStaffMenu({ docsUrl: links.docs, statusUrl: links.status })
      : buildClientMenu(layout.serviceTypes);
    return filterMenu(sections, layout.layoutPermissions);
  }, [staffMenu, links, layout.serviceTypes, layout.layoutPermissions]);

  const sidebarSections = useMemo(
    () => toSidebarSections(menu, (key) => i18n.t(key as MessageKey)),
    [menu, i18n],
  );

  const shell: ShellState = useMemo(
    () => ({
      layout,
      view,
      menu,
      links,
      openPalette: canSearch ? () => setPalette('open') : undefined,
      setView: (next: View) => {
        if (!isStaff(layout) || next === view) return;
        const apply = () => {
          setViewState(next);
          void navigate(next === 'staff' ? '/admin/dashboard' : '/');
        };
        // The staff view and its address change together, once its menu's chunk is in: a switch
        // that committed later would reach a shell the person has moved on in (a sheet they opened).
        if (next === 'staff' && !loadedStaffMenu()) void trackLoad(loadStaffMenu()).then(apply);
        else apply();
      },
    }),
    [layout, view, menu, links, navigate, canSearch],
  );

  return (
    <ShellContext.Provider value={shell}>
      {/* The frame (pp-app-shell): skip link, the sticky top bar with the menu toggle, the sidebar, and
          the page's main region above its footer, which stay the page's own landmarks. */}
      <pp-app-shell
        data-pp-tooltip-delay="200"
        skipLabel={i18n.t('app.skipToContent')}
        toggleLabel={i18n.t('topbar.toggleMenu')}
      >
        <TopBar />
        <pp-sidebar
          slot="sidebar"
          id="main-nav"
          sections={sidebarSections}
          currentPath={location.pathname + location.search}
          navLabel={i18n.t('sidebar.navLabel')}
          dialogLabel={i18n.t('sidebar.sheetTitle')}
          homeLabel={i18n.t('topbar.home')}
          toggleLabel={i18n.t('topbar.toggleMenu')}
          externalLabel={i18n.t('footer.newTab')}
          onpp-navigate={(event: CustomEvent<SidebarNavigateDetail>) => {
            event.preventDefault();
            void navigate(event.detail.href);
          }}
        />
        <main id="main" className="pp-main" tabIndex={-1}>
          <PageErrorBoundary resetKey={location.pathname}>
            <Outlet />
          </PageErrorBoundary>
        </main>
        <ShellFooter
          links={links}
          version={layout.version}
          product={layout.product}
          onCookieSettings={() =>
            // A press before the engine has started (it starts once the page is idle) starts it:
            // startConsent is idempotent, and the press is never lost.
            void import('../consent/consent').then((consent) => {
              consent.startConsent({ locale: layout.locale });
              return consent.showConsentPreferences();
            })
          }
        />
      </pp-app-shell>
      {palette !== 'unloaded' && (
        // A palette whose code could not be loaded is missing, not the end of the portal.
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <CommandPalette open={palette === 'open'} onClose={() => setPalette('closed')} />
          </Suspense>
        </ErrorBoundary>
      )}
    </ShellContext.Provider>
  );
}
