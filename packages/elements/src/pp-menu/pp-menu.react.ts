import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { PpMenu, type MenuSelectDetail } from './pp-menu.js';
import { PpMenuItem } from './pp-menu-item.js';
import { PpMenuGroup } from './pp-menu-group.js';
import { PpMenuSeparator } from './pp-menu-separator.js';

/**
 * `<pp-menu>` for React: the trigger is a child with `slot="trigger"`; `onSelect` hears every item
 * activated in it and its submenus (call `preventDefault()` to keep the item as it is and the menu
 * open), `onOpen` and `onClose` its opening and closing.
 */
export const Menu = createComponent({
  tagName: 'pp-menu',
  elementClass: PpMenu,
  react: React,
  displayName: 'Menu',
  events: {
    onSelect: 'pp-select' as EventName<CustomEvent<MenuSelectDetail>>,
    onOpen: 'pp-open' as EventName<CustomEvent<void>>,
    onClose: 'pp-close' as EventName<CustomEvent<void>>,
  },
});

/** `<pp-menu-item>` for React: `onSelect` hears this item being activated. */
export const MenuItem = createComponent({
  tagName: 'pp-menu-item',
  elementClass: PpMenuItem,
  react: React,
  displayName: 'MenuItem',
  events: {
    onSelect: 'pp-select' as EventName<CustomEvent<MenuSelectDetail>>,
  },
});

/** `<pp-menu-group>` for React: a labelled group of items (`label`). */
export const MenuGroup = createComponent({
  tagName: 'pp-menu-group',
  elementClass: PpMenuGroup,
  react: React,
  displayName: 'MenuGroup',
});

/** `<pp-menu-separator>` for React. */
export const MenuSeparator = createComponent({
  tagName: 'pp-menu-separator',
  elementClass: PpMenuSeparator,
  react: React,
  displayName: 'MenuSeparator',
});
