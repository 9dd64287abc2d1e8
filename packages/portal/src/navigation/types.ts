/**
 * The navigation model: the spec's Menu item, Menu section and Layout input (spec section 3), as
 * typed data. Menus are built from these shapes, filtered by permission (`filter.ts`), matched
 * against the URL (`match.ts`) and turned into the plain data the pp-sidebar element renders
 * (`to-sidebar.ts`).
 */

/** A service type as the server sends it in the layout input (spec 3). */
export interface ServiceType {
  /** Display name, shown as the menu label as it is (it is data, not an i18n key). */
  name: string;
  /** The path segment: the entry links to `/services/{type}`. */
  type: string;
  /** Inline SVG markup from the server; untrusted, sanitised before it reaches the DOM. */
  icon_svgo: string;
  /** How many services of this type the project has; shown as a badge when above 0. */
  services_count: number;
}

/** The user type of a client user. Staff have the provider's name as their user type (spec 6). */
export const CLIENT_USER_TYPE = 'client';

/** What the server hands the portal (spec 3, "Layout input"). */
export interface LayoutInput {
  /** `'client'`, or the provider's name for staff. */
  userType: string;
  /** Permission names of the user (spec 6); includes `'search'` when the user may search. */
  layoutPermissions: readonly string[];
  /** The selected project, or null when none is selected. */
  projectId: number | string | null;
  serviceTypes: readonly ServiceType[];
  /** Environment name (`production`, `staging`, `local`, ...). */
  env: string;
}

/** A menu entry (spec 3, "Menu item"), a link or a group of entries. */
export interface MenuItem {
  /** Stable, unique within a menu; reported by `matchActive` and used by the sidebar for open groups. */
  id: string;
  /** An i18n key of `labels.ts` (for example `'nav.client.dashboard'`), or display text when `labelIsText`. */
  name: string;
  /** The `name` is display text (a service type's own name), passed through untranslated. */
  labelIsText?: boolean;
  /** Where the entry leads. Absent on a group that only opens and closes. */
  href?: string;
  /** SVG markup; sanitised by `toSidebarSections` before it reaches the DOM. */
  icon?: string;
  /** Shown when the user has this permission (or any of `optionalPermissions`). Absent: always shown. */
  permission?: string;
  /** Alternatives to `permission`: any one of them is enough. */
  optionalPermissions?: readonly string[];
  /** Highlight only on this exact path, never for the paths below it. */
  exact?: boolean;
  /** Further path prefixes for which this entry is highlighted (Payments: /invoices, /orders). */
  matchHrefs?: readonly string[];
  /**
   * Navigates inside the single-page app (the spec's Inertia link; here the router) instead of a
   * full page load. Absent means true for internal links; external links never are.
   */
  isInertiaLink?: boolean;
  /** A group whose children open and close. */
  collapsible?: boolean;
  children?: readonly MenuItem[];
  /** A count shown next to the label; numbers are shown only when above 0. */
  badge?: number | string;
  /** Leads off the portal: opens in a new tab with `rel="noopener noreferrer"`, never highlighted. */
  external?: boolean;
  /**
   * Set where the spec does not show the path or the permission and we chose it: names the note
   * (`OUR_DESIGN` in staff-menu.ts) that says what we chose and why. Listed in `README.md`. A name,
   * not the note itself, so the notes stay out of the browser's bundle.
   */
  ourDesign?: OurDesignKey;
}

/** The notes on what we chose where the spec is silent (their texts: `OUR_DESIGN` in staff-menu.ts). */
export type OurDesignKey =
  'vcloudPermission' | 'vmwarePage' | 'vropsPermission' | 'siemPage' | 'myCases' | 'statusPage';

/** A block of the sidebar (spec 3, "Menu section"). */
export interface MenuSection {
  /**
   * Stable identifier, never translated: the sidebar saves each section's expanded state under it
   * (spec 4), so it must not change with the language.
   */
  name: string;
  /** i18n key of the visible header; a section without one shows no header and does not collapse. */
  displayLabel?: string;
  items: readonly MenuItem[];
}
