/**
 * Event names that several elements fire, declared once: TypeScript allows one type per name in
 * `HTMLElementEventMap`, so the detail is the union of the elements' details. Every variant has
 * `href` (pp-navigate) or `open` (pp-toggle); the React wrappers type each element's own detail.
 */
import type { ComboboxNavigateDetail, ComboboxToggleDetail } from '../pp-combobox/types.js';
import type { DataTableNavigateDetail } from '../pp-data-table/types.js';
import type { SidebarNavigateDetail, SidebarToggleDetail } from '../pp-sidebar/sidebar-types.js';

declare global {
  interface HTMLElementEventMap {
    'pp-navigate': CustomEvent<SidebarNavigateDetail | ComboboxNavigateDetail | DataTableNavigateDetail>;
    'pp-toggle': CustomEvent<SidebarToggleDetail | ComboboxToggleDetail>;
  }
}

export {};
