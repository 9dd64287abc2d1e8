// Every documented import path of the packages, type-checked by `tsc` in the installed package:
// a path the exports map does not resolve, or an entry without types, fails the consumers' setup.
import type {
  PpCombobox,
  PpSidebar,
  PpToaster,
  PpTooltip,
  PpScrollArea,
  toast,
} from '@portal-elements/elements';
import type { PpSidebar as SidebarByEntry } from '@portal-elements/elements/pp-sidebar';
import type { PpSidebar as SidebarByPath } from '@portal-elements/elements/pp-sidebar/pp-sidebar.js';
import type { PpSidebar as SidebarNoJs } from '@portal-elements/elements/pp-sidebar/pp-sidebar';
import type { PpCombobox as ComboboxByEntry } from '@portal-elements/elements/pp-combobox';
import type { ComboboxOption } from '@portal-elements/elements/pp-combobox/types.js';
import type { PpToaster as ToasterByEntry } from '@portal-elements/elements/pp-toaster';
import type { toast as toastByEntry } from '@portal-elements/elements/toast';
import type { PpTooltip as TooltipByEntry } from '@portal-elements/elements/pp-tooltip';
import type { PpTooltipGroup } from '@portal-elements/elements/pp-tooltip-group';
import type { PpScrollArea as ScrollAreaByEntry } from '@portal-elements/elements/pp-scroll-area';
import type { Sidebar, Combobox, Toaster, Tooltip, ScrollArea } from '@portal-elements/elements/react';
import type { Sidebar as SidebarReact } from '@portal-elements/elements/react/pp-sidebar';
import type { Combobox as ComboboxReact } from '@portal-elements/elements/react/pp-combobox';
import type { Toaster as ToasterReact } from '@portal-elements/elements/react/pp-toaster';
import type { Tooltip as TooltipReact } from '@portal-elements/elements/react/pp-tooltip';
import type { ScrollArea as ScrollAreaReact } from '@portal-elements/elements/react/pp-scroll-area';
import type { TokenName } from '@portal-elements/tokens';

export type Resolved = [
  PpCombobox,
  PpSidebar,
  PpToaster,
  PpTooltip,
  PpScrollArea,
  typeof toast,
  SidebarByEntry,
  SidebarByPath,
  SidebarNoJs,
  ComboboxByEntry,
  ComboboxOption,
  ToasterByEntry,
  typeof toastByEntry,
  TooltipByEntry,
  PpTooltipGroup,
  ScrollAreaByEntry,
  typeof Sidebar,
  typeof Combobox,
  typeof Toaster,
  typeof Tooltip,
  typeof ScrollArea,
  typeof SidebarReact,
  typeof ComboboxReact,
  typeof ToasterReact,
  typeof TooltipReact,
  typeof ScrollAreaReact,
  TokenName,
];
