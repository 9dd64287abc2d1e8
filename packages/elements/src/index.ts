/**
 * Portal Elements: framework-neutral custom elements. Importing this module registers every element.
 * Import a single element's module (`@portal-elements/elements/pp-sidebar/pp-sidebar.js`) to load only that one.
 */
export { PpElement, defineElement } from './shared/base-element.js';
export type { EmitOptions } from './shared/base-element.js';

export {
  PpSidebar,
  SIDEBAR_BREAKPOINTS,
  SIDEBAR_OPEN_STORAGE_KEY,
  SIDEBAR_SECTIONS_STORAGE_KEY,
} from './pp-sidebar/pp-sidebar.js';
export type {
  SidebarBreakpoint,
  SidebarWidth,
  SidebarItem,
  SidebarSection,
  SidebarMode,
  SidebarNavigateDetail,
  SidebarToggleDetail,
} from './pp-sidebar/pp-sidebar.js';
export { findActiveEntry, itemMatches, matchScore } from './pp-sidebar/active-entry.js';
export type { ActiveEntry } from './pp-sidebar/active-entry.js';
export { MediaQueryController } from './shared/media-query-controller.js';
export type { MediaQueryControllerOptions } from './shared/media-query-controller.js';
export { PersistedStateController } from './shared/persisted-state-controller.js';
export type { PersistedStateOptions } from './shared/persisted-state-controller.js';
