import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '../api/query-client';
import { I18nProvider } from '../i18n/i18n';
import { localeFromDocument } from '../i18n/plural';
import { createRouter } from './routes';

/** The portal: data (TanStack Query), language (from <html lang>, set by the server) and routes. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  const [locale] = useState(() => localeFromDocument());
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale={locale}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>
  );
}
