import type { MenuItem, MenuSection } from './types';

/**
 * An entry as the pp-sidebar element takes it: plain data, display text already translated, icons
 * already sanitised. Mirrors the element's own type (agreed with its author).
 */
export interface SidebarItem {
  id?: string;
  /** Display text. */
  name: string;
  href?: string;
  /** Sanitised SVG markup. */
  icon?: string;
  badge?: string | number;
  exact?: boolean;
  matchHrefs?: string[];
  collapsible?: boolean;
  children?: SidebarItem[];
  /** Opens in a new tab with `rel="noopener noreferrer"`. */
  external?: boolean;
}

/** A section as the pp-sidebar element takes it; `name` is the key its expanded state is saved under. */
export interface SidebarSection {
  name: string;
  /** The visible header; a section without one shows no header (the element's `displayLabel`). */
  displayLabel?: string;
  items: SidebarItem[];
}

/** Turns an i18n key into display text in the current language. */
export type Translate = (key: string) => string;

/** A badge worth showing: a number above 0, or non-empty text. */
function visibleBadge(badge: MenuItem['badge']): string | number | undefined {
  if (typeof badge === 'number') return Number.isFinite(badge) && badge > 0 ? badge : undefined;
  return typeof badge === 'string' && badge.trim() !== '' ? badge : undefined;
}

function toSidebarItem(item: MenuItem, translate: Translate): SidebarItem {
  const out: SidebarItem = { id: item.id, name: item.labelIsText ? item.name : translate(item.name) };
  if (item.href !== undefined) out.href = item.href;
  // Service type icons arrive sanitised by the server (packages/server/src/security/sanitize-svg.ts); the
  // menu's own icons are constants of ours (icons.ts).
  if (item.icon) out.icon = item.icon;
  const badge = visibleBadge(item.badge);
  if (badge !== undefined) out.badge = badge;
  if (item.exact) out.exact = true;
  if (item.matchHrefs?.length) out.matchHrefs = [...item.matchHrefs];
  if (item.collapsible) out.collapsible = true;
  if (item.children) out.children = item.children.map((child) => toSidebarItem(child, translate));
  if (item.external) out.external = true;
  return out;
}

/**
 * The sections in the shape the pp-sidebar element takes: labels translated (service types keep
 * their own names), badges only when above 0, icons as given (service type icons come sanitised from
 * the server, the rest are ours). Pass the menu through `filterMenu` first; this only changes the shape.
 */
export function toSidebarSections(sections: readonly MenuSection[], translate: Translate): SidebarSection[] {
  return sections.map((section) => ({
    name: section.name,
    ...(section.displayLabel === undefined ? {} : { displayLabel: translate(section.displayLabel) }),
    items: section.items.map((item) => toSidebarItem(item, translate)),
  }));
}
