/**
 * One entry of the sidebar: the spec's Menu item, plus `external`.
 *
 * The sidebar ignores `permission`, `optionalPermissions` and `isInertiaLink` (the portal filters the
 * menu by permission and chooses how to navigate before it hands the data over); they are part of the
 * type so one menu definition can feed both.
 */
export interface SidebarItem {
  /** The visible text. */
  name: string;
  /** The link target. Items without `href` and without `children` render as plain text. */
  href?: string;
  /**
   * The icon. Either an SVG document as a string (starts with `<`), or the name of a slot:
   * `icon: 'home'` renders `<slot name="icon-home">`, so the page can pass `<svg slot="icon-home">` as a
   * child of the sidebar (one slotted icon per name).
   *
   * An SVG string is drawn as an image used as a CSS mask in the entry's text colour (so it follows
   * the theme, hover and the active entry): only its shape counts, its own colours do not. It is never
   * inserted as markup, so a hostile string can run nothing and fetch nothing. For a multi-coloured icon,
   * slot an element instead.
   */
  icon?: string;
  /** Ignored by the element (the portal filters by permission). */
  permission?: string;
  /** Ignored by the element (the portal filters by permission). */
  optionalPermissions?: string[];
  /** Active only when the current path equals `href` (otherwise `href` also matches its sub-paths). */
  exact?: boolean;
  /** Further paths that make this entry active (matched like `href`, honouring `exact`). */
  matchHrefs?: string[];
  /** Ignored by the element; passed back in `pp-navigate` for the router to use. */
  isInertiaLink?: boolean;
  /**
   * The entry is a collapsible group: its header is a button that shows or hides `children`, and its
   * own `href` (if any) is used only to open the group when it matches the current path.
   */
  collapsible?: boolean;
  /** Nested entries. Shown below the entry, or inside the group when `collapsible`. */
  children?: SidebarItem[];
  /** A count or short text shown after the name. Numbers show only when above 0. */
  badge?: number | string;
  /** Opens in a new tab (`target="_blank"`, `rel="noopener noreferrer"`) and never fires `pp-navigate`. */
  external?: boolean;
}

/** A group of entries: the spec's Menu section. */
export interface SidebarSection {
  /** A stable name; the key under which the section's expanded state is stored. */
  name: string;
  /** The visible label. A labelled section gets a header button that collapses it. */
  displayLabel?: string;
  items: SidebarItem[];
}

/** The layout the sidebar is in: beside the content, or a modal sheet. */
export type SidebarMode = 'desktop' | 'mobile';

/** Detail of the `pp-navigate` event. */
export interface SidebarNavigateDetail {
  /** The `href` of the clicked entry, as given. */
  href: string;
  /** The clicked entry. */
  item: SidebarItem;
}

/** Detail of the `pp-toggle` event. */
export interface SidebarToggleDetail {
  /** Whether the sidebar of the current layout is now open. */
  open: boolean;
  /** The current layout. */
  mode: SidebarMode;
}
