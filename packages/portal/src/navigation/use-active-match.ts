import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { matchActive } from './match';
import type { ActiveMatch, MatchableItem } from './match';

/**
 * The entry to highlight for the router's current location, recomputed on every navigation
 * (spec 2). Pass a stable `items` array (memoised menu data) so it is not recomputed on every render.
 */
export function useActiveMatch(items: readonly MatchableItem[]): ActiveMatch {
  const { pathname, search } = useLocation();
  return useMemo(() => matchActive(items, `${pathname}${search}`), [items, pathname, search]);
}
