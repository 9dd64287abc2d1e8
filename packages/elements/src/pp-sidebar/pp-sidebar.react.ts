import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { PpSidebar } from './pp-sidebar.js';
import type { SidebarNavigateDetail, SidebarToggleDetail } from './sidebar-types.js';

/**
 * React wrapper of `<pp-sidebar>`. Properties (`sections`, `currentPath`, ...) are set on the element;
 * `onNavigate` receives `pp-navigate` (call `event.preventDefault()` to route client-side) and
 * `onToggle` receives `pp-toggle` (use it to keep the top bar toggle's `aria-expanded` in step).
 */
export const Sidebar = createComponent({
  tagName: 'pp-sidebar',
  elementClass: PpSidebar,
  react: React,
  events: {
    onNavigate: 'pp-navigate' as EventName<CustomEvent<SidebarNavigateDetail>>,
    onToggle: 'pp-toggle' as EventName<CustomEvent<SidebarToggleDetail>>,
  },
  displayName: 'Sidebar',
});
