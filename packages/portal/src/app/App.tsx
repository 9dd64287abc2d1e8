import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { BrowserRouter } from 'react-router';
import { I18nProvider, type Translator } from '../i18n/i18n';
import { AfterIdle } from './idle';
import { AppRoutes } from './routes';

/**
 * `<pp-toaster>` is a lazy chunk, rendered (and so fetched) once the first screen is up and the page
 * is idle: `toast()` (a small store module) keeps every toast raised before the element exists and
 * the toaster shows them when it connects, so nothing is lost and the first load does not carry it.
 */
const Toaster = lazy(async () => ({
  default: (await import('@portal-elements/elements/pp-toaster/pp-toaster.react')).Toaster,
}));

/**
 * The portal: data (TanStack Query), language (the catalogue of <html lang>, set by the server) and
 * routes. main.tsx makes the query client and the translator before the first render.
 */
export function App({ queryClient, translator }: { queryClient: QueryClient; translator: Translator }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider translator={translator}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        {/* A toaster whose code could not be loaded is missing, not the end of the portal. */}
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <AfterIdle>
              <Toaster label={translator.t('toaster.label')} closeLabel={translator.t('toaster.close')} />
            </AfterIdle>
          </Suspense>
        </ErrorBoundary>
      </I18nProvider>
    </QueryClientProvider>
  );
}
