import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadRoute } from './app/routes';
import '@portal-elements/tokens/tokens.css';
// The page's font and colours, the focus ring, .pp-visually-hidden: the same base a tool without React links.
import '@portal-elements/tokens/base.css';
// The page layout the portal shares with every tool that looks like it (pp-page, pp-card, pp-form…).
import '@portal-elements/tokens/page.css';
import './app/global.css';
import { toast } from '@portal-elements/elements/pp-toaster/toast';
import { request } from './api/http';
import { layoutQuery } from './api/layout';
import { networkStatus } from './api/network-status';
import { createQueryClient } from './api/query-client';
import { runInIdleSlices, whenIdle } from './app/idle';
import { installPreloadErrorHandler } from './app/preload-error';
import { createTranslator, loadCatalogue, type Translator } from './i18n/i18n';
import { localeFromDocument } from './i18n/plural';
import { formatWarmers } from './i18n/intl-formats';
import { loadStaffMenu } from './navigation/load-staff-menu';
import { TWO_FACTOR_SETUP_PAGE } from './shell/Shell';
import { applyTheme, followSystemTheme, readThemeSetting } from './theme/theme';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the portal in.');

/** Said in both languages: it is shown when the catalogue of either could not be loaded. */
function showStartFailure(root: HTMLElement) {
  root.textContent =
    'Nie udało się uruchomić portalu. Odśwież stronę. / The portal could not start. Refresh the page.';
  root.setAttribute('role', 'alert');
}

applyTheme(readThemeSetting());
followSystemTheme();
const locale = localeFromDocument();
// The first date formatter of a language is costly: made while the first screen waits for the network.
void runInIdleSlices(formatWarmers(locale));
let translator: Translator | undefined;
let newVersionFailed = false;
// Before the catalogue is in, the toast waits for it: the portal may still start (a page whose chunk
// failed shows its fallback in the shell), and a catalogue that failed is a start failure below.
installPreloadErrorHandler(() => {
  if (translator) toast.error(translator.t('errors.newVersion'));
  else newVersionFailed = true;
});
const queryClient = createQueryClient({
  onQueryError: () => translator && toast.error(translator.t('errors.dataLoad')),
  // A staff member who must turn on two-factor sign-in first: to the settings page, where they can.
  onTwoFactorRequired: () => {
    if (window.location.pathname !== TWO_FACTOR_SETUP_PAGE) window.location.assign(TWO_FACTOR_SETUP_PAGE);
  },
});
// While the server does not answer, the connection status asks it now and then (the session check
// is the smallest call); once it answers, whatever failed meanwhile is asked again.
networkStatus.connect({
  probe: () => request('/check-session'),
  recovered: () =>
    void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' }),
});

// Everything the first screen needs starts at once: the layout (not on the sign-in page), the page's
// chunks and the language's catalogue (one language: about 3 kB gzip less than both).
if (!window.location.pathname.startsWith('/login')) void queryClient.prefetchQuery(layoutQuery);
// The page's chunks, and once its code is in, its first data (a list's first page): not after its render.
void preloadRoute(window.location.pathname, {
  search: new URLSearchParams(window.location.search),
  queryClient,
});
if (window.location.pathname.startsWith('/admin')) void loadStaffMenu();
try {
  translator = createTranslator(locale, await loadCatalogue(locale));
  if (newVersionFailed) toast.error(translator.t('errors.newVersion'));
} catch (error) {
  showStartFailure(container);
  throw error;
}

// The first render as a transition: React renders it in slices of a few milliseconds, yielding to the
// browser between them, rather than in one long task (on a phone, hundreds of milliseconds in which a
// tap waits). Only its commit, the DOM changes, is one task.
const root = createRoot(container);
const app = (
  <StrictMode>
    <App queryClient={queryClient} translator={translator} />
  </StrictMode>
);
startTransition(() => root.render(app));

// Once the first screen is up: the other pages' files into the HTTP cache (so navigating never waits
// for the network; their code runs when a page is shown), and the consent banner,
// shown on every page (sign-in included) until a choice is made; idempotent under StrictMode. Both
// stay out of the first load: the consent engine (and the sanitiser of its Trusted Types policy), and
// the prefetch, which nothing before the first screen needs.
whenIdle(() => {
  void import('./app/prefetch-pages').then(({ prefetchPages }) => prefetchPages(document));
  return import('./consent/consent').then(({ startConsent }) => startConsent({ locale }));
});
