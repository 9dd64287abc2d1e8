import { buildClientMenu, buildStaffMenu, type MenuItem, type MenuSection } from '../navigation';

/** Where a page sits in the menus: its label, the labels above it, and what it takes to see it. */
export interface MenuPage {
  href: string;
  /** i18n key (or display text when `labelIsText`). */
  label: string;
  labelIsText: boolean;
  /** i18n keys of the section and groups above the entry, outermost first. */
  trail: string[];
  permission?: string;
  optionalPermissions?: readonly string[];
  staff: boolean;
}

function pathOf(href: string): string {
  const path = href.split(/[?#]/)[0] ?? href;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function walk(sections: readonly MenuSection[], staff: boolean, into: Map<string, MenuPage>) {
  const visit = (items: readonly MenuItem[], trail: string[]) => {
    for (const item of items) {
      if (item.href && !item.external) {
        const path = pathOf(item.href);
        if (!into.has(path)) {
          into.set(path, {
            href: path,
            label: item.name,
            labelIsText: item.labelIsText ?? false,
            trail,
            permission: item.permission,
            optionalPermissions: item.optionalPermissions,
            staff,
          });
        }
      }
      if (item.children) visit(item.children, [...trail, item.name]);
    }
  };
  for (const section of sections) visit(section.items, section.displayLabel ? [section.displayLabel] : []);
}

let index: Map<string, MenuPage> | undefined;

/** Every internal route of both menus (unfiltered), by path. */
export function menuPages(): Map<string, MenuPage> {
  if (!index) {
    index = new Map();
    walk(buildClientMenu([]), false, index);
    walk(buildStaffMenu({}), true, index);
  }
  return index;
}

/** The menu page at `pathname`, if the menus have one. */
export function findMenuPage(pathname: string): MenuPage | undefined {
  return menuPages().get(pathOf(pathname));
}
