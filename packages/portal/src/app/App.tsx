import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { toast } from '@portal-elements/elements/pp-toaster/toast';
import { createQueryClient } from '../api/query-client';
import { I18nProvider, createTranslator } from '../i18n/i18n';
import { localeFromDocument } from '../i18n/plural';
import { whenIdle } from './idle';
import { AppRoutes } from './routes';

/**
 * `<pp-toaster>` is a lazy chunk, fetched once the page is idle: `toast()` (a small store module)
 * keeps every toast raised before the element exists and the toaster shows them when it connects,
 * so nothing is lost and the first load does not carry the toaster.
 */
const loadToaster = () => import('@portal-elements/elements/pp-toaster/pp-toaster.react');
const Toaster = lazy(async () => ({ default: (await loadToaster()).Toaster }));
whenIdle(loadToaster);

/** The portal: data (TanStack Query), language (from <html lang>, set by the server) and routes. */
export function App() {
  const [locale] = useState(() => localeFromDocument());
  const translator = createTranslator(locale);
  const [queryClient] = useState(() =>
    createQueryClient({ onQueryError: () => toast.error(translator.t('errors.dataLoad')) }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale={locale}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <Suspense fallback={null}>
          <Toaster label={translator.t('toaster.label')} closeLabel={translator.t('toaster.close')} />
        </Suspense>
      </I18nProvider>
    </QueryClientProvider>
  );
}
