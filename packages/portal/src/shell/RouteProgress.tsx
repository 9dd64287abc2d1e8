import { useIsFetching } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { loads } from '../app/loads';
import { useI18n } from '../i18n/i18n';

/**
 * A thin bar at the top of the window while a page's chunk (app/loads.ts) or data that is not there
 * yet is loading (a refresh of data already shown, and silent queries such as the session check, do
 * not count). Indeterminate, named for screen readers; shell.css shows it only after a moment, so a
 * quick load does not flash it, and holds it still for those who prefer reduced motion.
 */
export function RouteProgress() {
  const { t } = useI18n();
  const loading = useSyncExternalStore(loads.subscribe, loads.get) > 0;
  const fetching =
    useIsFetching({
      predicate: (query) => query.state.data === undefined && query.meta?.['silent'] !== true,
    }) > 0;
  if (!loading && !fetching) return null;
  return <div className="route-progress" role="progressbar" aria-label={t('app.pageLoading')} />;
}
