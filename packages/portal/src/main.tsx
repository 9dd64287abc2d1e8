import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadPages } from './app/routes';
import '@portal-elements/tokens/tokens.css';
import './app/global.css';
import { toast } from '@portal-elements/elements/pp-toaster/toast';
import { whenIdle } from './app/idle';
import { installPreloadErrorHandler } from './app/preload-error';
import { createTranslator } from './i18n/i18n';
import { localeFromDocument } from './i18n/plural';
import { applyTheme, followSystemTheme, readThemeSetting } from './theme/theme';

applyTheme(readThemeSetting());
followSystemTheme();
installPreloadErrorHandler(() => toast.error(createTranslator(localeFromDocument()).t('errors.newVersion')));
// Shown on every page, sign-in included, until a choice is made; idempotent under StrictMode.
// A lazy chunk, fetched once the first screen is up: the consent engine (and its sanitiser for the
// Trusted Types policy) stays out of the first load and out of the way of the first paint.
whenIdle(() =>
  import('./consent/consent').then(({ startConsent }) => startConsent({ locale: localeFromDocument() })),
);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the portal in.');
// The page chunks load beside the layout request, so the first screen does not wait for them after it.
void preloadPages();
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
