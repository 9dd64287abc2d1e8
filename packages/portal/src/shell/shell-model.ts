/**
 * What the shell derives from the layout, without React: the view (staff or client) and who may
 * switch it, the user menu's entries, and the command palette's shortcut hint.
 */
import type { LayoutInput } from '../api/layout';

export type View = 'client' | 'staff';

/** Staff have the provider's name as their user type (spec: user type {product}). */
export function isStaff(layout: Pick<LayoutInput, 'userType' | 'product'>): boolean {
  return layout.userType === layout.product;
}

/**
 * Spec 4: the view starts as staff only when the URL contains /admin and the user is staff;
 * otherwise client.
 */
export function initialView(pathname: string, layout: Pick<LayoutInput, 'userType' | 'product'>): View {
  return isStaff(layout) && pathname.includes('/admin') ? 'staff' : 'client';
}

/** Only staff can switch; anyone else always sees the client view. */
export function canSwitchView(layout: Pick<LayoutInput, 'userType' | 'product'>): boolean {
  return isStaff(layout);
}

export interface UserMenuModel {
  name: string;
  /** The e-mail, only when it differs from the name. */
  email: string | null;
  /** /projects/{id} while a project is selected. */
  projectDetailsHref: string | null;
  /** Log out, or leave the impersonated account. */
  exit: { kind: 'logout' } | { kind: 'leave'; href: '/impersonate-leave' };
}

export function userMenuModel(layout: Pick<LayoutInput, 'user'>): UserMenuModel {
  const { user } = layout;
  const name = user.full_name.trim() || user.email;
  return {
    name,
    email: user.email.trim().toLowerCase() === name.toLowerCase() ? null : user.email,
    projectDetailsHref: user.selectedProject ? `/projects/${user.selectedProject.id}` : null,
    exit: user.impersonated ? { kind: 'leave', href: '/impersonate-leave' } : { kind: 'logout' },
  };
}

/** The shortcut hint of the command palette: ⌘K on Apple devices, Ctrl+K elsewhere. */
export function paletteShortcutHint(platform: string): string {
  return /mac|iphone|ipad|ipod/i.test(platform) ? '⌘K' : 'Ctrl+K';
}
