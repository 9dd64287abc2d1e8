import type { Permission } from '@portal-elements/contract';
import type { NavLabelKey } from './labels';
import type { MenuItem, MenuSection } from './types';

/** What a `link` may set besides its label, address and permission. */
type LinkOptions = Omit<MenuItem, 'id' | 'name' | 'href' | 'permission'>;

/** What a `group` may set besides its label and entries; it has no address. */
type GroupOptions = Omit<MenuItem, 'id' | 'name' | 'href' | 'children'>;

const KEY_PREFIX = 'nav.';

/** The id of the entry labelled `key`: the key without its `nav.` prefix (`'client.dashboard'`). */
export function idOf(key: NavLabelKey): string {
  return key.slice(KEY_PREFIX.length);
}

/**
 * A link entry labelled by the i18n key `key`; without `permission` it is shown to everyone. The
 * permission is one the contract lists (the server seeds and enforces the same names).
 */
export function link(
  key: NavLabelKey,
  href: string,
  permission?: Permission,
  options: LinkOptions = {},
): MenuItem {
  return { id: idOf(key), name: key, href, ...(permission === undefined ? {} : { permission }), ...options };
}

/** A collapsible group of entries, labelled by `key`; it has no address of its own. */
export function group(key: NavLabelKey, children: readonly MenuItem[], options: GroupOptions = {}): MenuItem {
  return { id: idOf(key), name: key, collapsible: true, ...options, children };
}

/** A section named `name`, with a visible header when `displayLabel` is given. */
export function section(
  name: string,
  displayLabel: NavLabelKey | undefined,
  items: readonly MenuItem[],
): MenuSection {
  return displayLabel === undefined ? { name, items } : { name, displayLabel, items };
}
