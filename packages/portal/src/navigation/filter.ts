import type { MenuItem, MenuSection } from './types';

/** The user's permissions, as the layout input lists them or as a set. */
export type Permissions = readonly string[] | ReadonlySet<string>;

/**
 * Spec 6: an item without a permission is always shown; an item with `permission` or
 * `optionalPermissions` is shown when the user has the permission or any optional one.
 */
export function isItemAllowed(item: MenuItem, granted: ReadonlySet<string>): boolean {
  const required = [
    ...(item.permission === undefined ? [] : [item.permission]),
    ...(item.optionalPermissions ?? []),
  ];
  return required.length === 0 || required.some((permission) => granted.has(permission));
}

function filterItems(items: readonly MenuItem[], granted: ReadonlySet<string>): MenuItem[] {
  const kept: MenuItem[] = [];
  for (const item of items) {
    // A group the user may not see goes with all its children (the service group, spec 6).
    if (!isItemAllowed(item, granted)) continue;
    if (item.children === undefined) {
      kept.push(item);
      continue;
    }
    const children = filterItems(item.children, granted);
    // A group left with no entries is removed, unless it leads somewhere itself.
    if (children.length === 0 && item.href === undefined) continue;
    kept.push({ ...item, children });
  }
  return kept;
}

/**
 * The menu the user may see (spec 6): items filtered by permission, groups and sections left empty
 * removed. Returns new objects; the input is not changed.
 */
export function filterMenu(sections: readonly MenuSection[], permissions: Permissions): MenuSection[] {
  const granted: ReadonlySet<string> = permissions instanceof Set ? permissions : new Set(permissions);
  return sections.flatMap((section) => {
    const items = filterItems(section.items, granted);
    return items.length === 0 ? [] : [{ ...section, items }];
  });
}

/** Every permission the menu names (`permission` and `optionalPermissions`), at any depth. */
export function collectPermissions(sections: readonly MenuSection[]): Set<string> {
  const found = new Set<string>();
  const visit = (items: readonly MenuItem[]): void => {
    for (const item of items) {
      if (item.permission !== undefined) found.add(item.permission);
      item.optionalPermissions?.forEach((permission) => found.add(permission));
      if (item.children) visit(item.children);
    }
  };
  sections.forEach((section) => visit(section.items));
  return found;
}
