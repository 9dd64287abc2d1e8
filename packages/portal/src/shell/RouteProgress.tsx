import { useIsFetching } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { loads } from '../app/loads';
import { useI18n } from '../i18n/i18n';

/**
 * Whether the page is still coming: a chunk a navigation waits for, or a first load of data (a
 * query with no data yet; silent ones, such as the upload quota, do not count).
 */
export function usePageLoading(): boolean {
  const loading = useSyncExternalStore(loads.subscribe, loads.get) > 0;
  const fetching =
    useIsFetching({
      predicate: (query) => query.state.data === undefined && query.meta?.['silent'] !== true,
    }) > 0;
  return loading || fetching;
}

/**
 * A thin bar at the top of the window while a page's chunk (app/loads.ts) or data that is not there
 * yet is loading (a refresh of data already shown, and silent queries such as the session check, do
 * not count). Indeterminate, named for screen readers; shell.css shows it only after a moment, so a
 * quick load does not flash it, and holds it still for those who prefer reduced motion.
 */
export function RouteProgress() {
  const { t } = useI18n();
  if (!usePageLoading()) return null;
  return <div className="route-progress" role="progressbar" aria-label={t('app.pageLoading')} />;
}
