/**
 * What `matchActive` needs of an entry. Both the menu data (`MenuItem`) and the sidebar's plain data
 * (`SidebarItem`) have this shape, so the portal and the element highlight by the same rule.
 */
export interface MatchableItem {
  /** Reported when the entry is active; an entry without one is reported by its `href`. */
  id?: string;
  href?: string;
  exact?: boolean;
  matchHrefs?: readonly string[];
  external?: boolean;
  children?: readonly MatchableItem[];
}

/** The highlighted entry and the groups above it (outermost first), which should be open. */
export interface ActiveMatch {
  activeId: string | null;
  ancestorIds: string[];
}

/** Any origin will do: only paths and queries are compared. */
const BASE = 'http://portal.invalid';

interface Pattern {
  path: string;
  query: [string, string][];
}

/** `/admin/veeam/` and `/admin/veeam` are the same place. */
function normalisePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

function parse(href: string): Pattern | null {
  // Only addresses inside the portal are matched; `//host/...` and `https://...` lead elsewhere.
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  const url = new URL(href, BASE);
  return { path: normalisePath(url.pathname), query: [...url.searchParams] };
}

/**
 * How well `pattern` matches the location, or -1 when it does not: a longer path is a better match,
 * and among equal paths one that also matches more query parameters (My cases over Cases).
 */
function score(pattern: Pattern, exact: boolean, path: string, params: URLSearchParams): number {
  const pathMatches = exact
    ? path === pattern.path
    : path === pattern.path || path.startsWith(pattern.path === '/' ? '/' : `${pattern.path}/`);
  if (!pathMatches) return -1;
  if (!pattern.query.every(([key, value]) => params.getAll(key).includes(value))) return -1;
  return pattern.path.length * 1000 + pattern.query.length;
}

/**
 * The entry to highlight for `url` (a path with an optional query, or a full address), spec 2:
 * an entry matches when the path equals its `href`, or lies below it unless it is `exact`, or lies at
 * or below one of its `matchHrefs`; a query in the `href` must be present in the URL as well. When
 * several entries match, the longest match wins; on a tie, the first entry in menu order. External
 * entries never match. Call it again on every navigation: it is pure and cheap.
 */
export function matchActive(items: readonly MatchableItem[], url: string): ActiveMatch {
  let location: URL;
  try {
    location = new URL(url, BASE);
  } catch {
    return { activeId: null, ancestorIds: [] };
  }
  const path = normalisePath(location.pathname);
  const params = location.searchParams;

  let best: ActiveMatch = { activeId: null, ancestorIds: [] };
  let bestScore = -1;

  const visit = (entries: readonly MatchableItem[], ancestors: string[]): void => {
    for (const item of entries) {
      const id = item.id ?? item.href;
      if (!item.external) {
        const own = item.href === undefined ? null : parse(item.href);
        const candidates = [
          ...(own ? [score(own, item.exact === true, path, params)] : []),
          ...(item.matchHrefs ?? []).map((href) => {
            const pattern = parse(href);
            return pattern ? score(pattern, false, path, params) : -1;
          }),
        ];
        const itemScore = Math.max(-1, ...candidates);
        if (itemScore > bestScore && id !== undefined) {
          bestScore = itemScore;
          best = { activeId: id, ancestorIds: ancestors };
        }
      }
      if (item.children?.length) visit(item.children, id === undefined ? ancestors : [...ancestors, id]);
    }
  };
  visit(items, []);
  return best;
}
