import type { PortalLinks } from '@portal-elements/contract';
import { createContext, useContext } from 'react';
import type { LayoutInput } from '../api/layout';
import type { MenuSection } from '../navigation';
import type { View } from './shell-model';

export interface ShellState {
  layout: LayoutInput;
  view: View;
  setView: (view: View) => void;
  /** Every menu the user could see in this view, filtered by their permissions. */
  menu: MenuSection[];
  /** Addresses outside the portal (configuration from the server). */
  links: PortalLinks;
  /** Opens the command palette; undefined without the 'search' permission. */
  openPalette?: () => void;
}

export const ShellContext = createContext<ShellState | null>(null);

export function useShell(): ShellState {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell must be used within the portal Shell.');
  return shell;
}
