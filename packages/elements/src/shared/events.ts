/**
 * Event names that several elements fire, declared once: TypeScript allows one type per name in
 * `HTMLElementEventMap`, so the detail is the union of the elements' details. Every variant has
 * `href` (pp-navigate) or `open` (pp-toggle); the React wrappers type each element's own detail.
 * `pp-select` is the combobox's (an option chosen) and the menu's (an item activated): tell them
 * apart by `option` or `item`.
 */
import type {
  ComboboxNavigateDetail,
  ComboboxSelectDetail,
  ComboboxToggleDetail,
} from '../pp-combobox/types.js';
import type { MenuSelectDetail } from '../pp-menu/pp-menu.js';
import type { DataTableNavigateDetail } from '../pp-data-table/types.js';
import type { SidebarNavigateDetail, SidebarToggleDetail } from '../pp-sidebar/sidebar-types.js';

declare global {
  interface HTMLElementEventMap {
    'pp-navigate': CustomEvent<SidebarNavigateDetail | ComboboxNavigateDetail | DataTableNavigateDetail>;
    'pp-toggle': CustomEvent<SidebarToggleDetail | ComboboxToggleDetail>;
    'pp-select': CustomEvent<ComboboxSelectDetail | MenuSelectDetail>;
  }
}

export {};
