import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type {
  DataTableState,
  DataTableStateChangeDetail,
} from '@portal-elements/elements/pp-data-table/types';
import { isNavigation, searchFromState, stateFromSearch, type TableUrlOptions } from './table-url';

/**
 * A list's table state kept in the page address (see table-url.ts): `state` for the table's `state`
 * property, and `onStateChange` for its `pp-state-change`. Sorting and paging add a history entry,
 * typing a search or a filter replaces it. `options` must keep its identity (a module constant).
 */
export function useTableUrlState(options: TableUrlOptions): {
  state: DataTableState;
  onStateChange: (event: CustomEvent<DataTableStateChangeDetail>) => void;
} {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => stateFromSearch(params, options), [params, options]);
  const onStateChange = useCallback(
    (event: CustomEvent<DataTableStateChangeDetail>) => {
      const next = event.detail.state;
      setParams((current) => searchFromState(next, options, current), {
        replace: !isNavigation(state, next),
      });
    },
    [options, setParams, state],
  );
  return { state, onStateChange };
}
