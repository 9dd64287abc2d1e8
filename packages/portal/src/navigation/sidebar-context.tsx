import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';

/**
 * The sidebar's state as React sees it. The pp-sidebar element persists and restores its own state
 * (spec 4); the shell mirrors it here from the element's events so other components (the top bar's
 * toggle button) can read and change it.
 */
export interface SidebarState {
  /** Whether the sidebar of the current layout is open (the desktop panel, or the mobile sheet). */
  open: boolean;
  setOpen: (open: boolean) => void;
  toggle: () => void;
  /** Whether the mobile layout (the slide-in sheet) is in use. */
  mobile: boolean;
  setMobile: (mobile: boolean) => void;
}

const SidebarContext = createContext<SidebarState | null>(null);

export interface SidebarProviderProps {
  children?: ReactNode;
  /** The open state before the element reports its own; defaults to open (spec 4, desktop). */
  defaultOpen?: boolean;
  /** Whether the mobile layout is in use before the element reports it. */
  defaultMobile?: boolean;
}

/** Holds the sidebar's open flag and layout for the components below it. */
export function SidebarProvider({
  children,
  defaultOpen = true,
  defaultMobile = false,
}: SidebarProviderProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [mobile, setMobile] = useState(defaultMobile);
  const toggle = useCallback(() => setOpen((current) => !current), []);
  const value = useMemo<SidebarState>(
    () => ({ open, setOpen, toggle, mobile, setMobile }),
    [open, toggle, mobile],
  );
  return <SidebarContext value={value}>{children}</SidebarContext>;
}

/** The sidebar's state; only inside a `SidebarProvider` (spec 8: anything else is a developer error). */
export function useSidebar(): SidebarState {
  const state = useContext(SidebarContext);
  if (state === null) throw new Error('useSidebar must be used within a SidebarProvider.');
  return state;
}
