import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { Toaster, toast } from '@portal-elements/elements/react';
import { createQueryClient } from '../api/query-client';
import { I18nProvider, createTranslator } from '../i18n/i18n';
import { localeFromDocument } from '../i18n/plural';
import { createRouter } from './routes';

/** The portal: data (TanStack Query), language (from <html lang>, set by the server) and routes. */
export function App() {
  const [router] = useState(createRouter);
  const [locale] = useState(() => localeFromDocument());
  const translator = createTranslator(locale);
  const [queryClient] = useState(() =>
    createQueryClient({ onQueryError: () => toast.error(translator.t('errors.dataLoad')) }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale={locale}>
        <RouterProvider router={router} />
        <Toaster label={translator.t('toaster.label')} closeLabel={translator.t('toaster.close')} />
      </I18nProvider>
    </QueryClientProvider>
  );
}
