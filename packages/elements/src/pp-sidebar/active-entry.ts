import type { SidebarItem, SidebarSection } from './sidebar-types.js';

/** Where the active entry sits: its section index and the index path through nested `children`. */
export interface ActiveEntry {
  item: SidebarItem;
  section: number;
  /** Indices from the section's `items` down to the entry, e.g. `[2, 0]`. */
  path: number[];
}

const BASE = 'http://pp-sidebar.invalid';

function normalisePath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

function toUrl(value: string, origin: string | undefined): URL | undefined {
  try {
    return new URL(value, origin ?? BASE);
  } catch {
    return undefined;
  }
}

/**
 * How well `href` matches `current`: -1 for no match, otherwise a score where a longer matched path
 * always wins, then more matched query parameters, then an exact path over a prefix.
 *
 * - `exact`: the paths must be equal. Otherwise `href` also matches its sub-paths, on a segment
 *   boundary (`/admin/ceph` matches `/admin/ceph/users`, not `/admin/cephx`); `/` only matches `/`.
 * - Query parameters in `href` must all be present in `current` (`?status=mine`).
 * - An absolute `href` on another origin never matches.
 */
export function matchScore(href: string, current: URL, exact = false): number {
  const target = toUrl(href, current.origin);
  if (!target || target.origin !== current.origin) return -1;
  const want = normalisePath(target.pathname);
  const have = normalisePath(current.pathname);
  const equal = want === have;
  if (!equal && (exact || want === '/' || !have.startsWith(`${want}/`))) return -1;
  let params = 0;
  for (const [key, value] of target.searchParams) {
    if (!current.searchParams.getAll(key).includes(value)) return -1;
    params += 1;
  }
  return want.length * 1000 + params * 10 + (equal ? 1 : 0);
}

function itemScore(item: SidebarItem, current: URL): number {
  const exact = item.exact === true;
  let best = item.href === undefined ? -1 : matchScore(item.href, current, exact);
  for (const extra of item.matchHrefs ?? []) best = Math.max(best, matchScore(extra, current, exact));
  return best;
}

/**
 * Finds the entry to mark active for `currentPath` (a path, optionally with a query and hash, or an
 * absolute URL): the best {@link matchScore} over every entry's `href` and `matchHrefs`; the first
 * one wins a tie. A collapsible group's own header is a button, never the active entry.
 */
export function findActiveEntry(
  sections: readonly SidebarSection[],
  currentPath: string,
  origin?: string,
): ActiveEntry | undefined {
  const current = toUrl(currentPath, origin);
  if (!current) return undefined;
  let best: ActiveEntry | undefined;
  let bestScore = -1;
  const visit = (items: readonly SidebarItem[], section: number, prefix: number[]): void => {
    items.forEach((item, index) => {
      const path = [...prefix, index];
      if (!item.collapsible) {
        const score = itemScore(item, current);
        if (score > bestScore) {
          bestScore = score;
          best = { item, section, path };
        }
      }
      if (item.children?.length) visit(item.children, section, path);
    });
  };
  sections.forEach((section, index) => visit(section.items ?? [], index, []));
  return best;
}

/**
 * Whether `item` (a collapsible group) matches `currentPath` through its own `href` or `matchHrefs`:
 * used to open a group whose children do not include the current page.
 */
export function itemMatches(item: SidebarItem, currentPath: string, origin?: string): boolean {
  const current = toUrl(currentPath, origin);
  return current !== undefined && itemScore(item, current) >= 0;
}
