/** The navigation model: menu data, permission filtering, active-entry matching, sidebar data. */
export type { LayoutInput, MenuItem, MenuSection, ServiceType } from './types';
export { CLIENT_USER_TYPE } from './types';
export type { NavLabelKey } from './labels';
export { buildClientMenu, CLIENT_SERVICES_GROUP_ID, CLIENT_SERVICES_PERMISSION } from './client-menu';
export { buildStaffMenu, MY_CASES_QUERY, OUR_DESIGN } from './staff-menu';
export type { StaffMenuLinks } from './staff-menu';
export { collectPermissions, filterMenu, isItemAllowed } from './filter';
export type { Permissions } from './filter';
export { matchActive } from './match';
export type { ActiveMatch, MatchableItem } from './match';
export { useActiveMatch } from './use-active-match';
export { toSidebarSections } from './to-sidebar';
export type { SidebarItem, SidebarSection, Translate } from './to-sidebar';
export { SidebarProvider, useSidebar } from './sidebar-context';
export type { SidebarProviderProps, SidebarState } from './sidebar-context';
