import { describe, expect, it } from 'vitest';
import type { LayoutUser } from '../api/layout';
import { canSwitchView, initialView, paletteShortcutHint, userMenuModel } from './shell-model';

const staff = { userType: 'Cumulus', product: 'Cumulus' };
const client = { userType: 'client', product: 'Cumulus' };

function user(overrides: Partial<LayoutUser> = {}): { user: LayoutUser } {
  return {
    user: {
      id: 1,
      full_name: 'Anna Kowalska',
      email: 'client@example.com',
      projects: [{ id: 7, name: 'Sklep' }],
      selectedProject: { id: 7, name: 'Sklep' },
      layoutPermissions: [],
      impersonated: false,
      ...overrides,
    },
  };
}

describe('the view rule (spec 4)', () => {
  it.each([
    ['/admin/users', staff, 'staff'],
    ['/admin', staff, 'staff'],
    ['/', staff, 'client'],
    ['/projects', staff, 'client'],
    ['/admin/users', client, 'client'],
    ['/', client, 'client'],
  ] as const)('%s for %o starts as %s', (path, who, view) => {
    expect(initialView(path, who)).toBe(view);
  });

  it('lets only staff switch', () => {
    expect(canSwitchView(staff)).toBe(true);
    expect(canSwitchView(client)).toBe(false);
    expect(canSwitchView({ userType: 'Other', product: 'Cumulus' })).toBe(false);
  });
});

describe('the user menu rules', () => {
  it('shows the e-mail when it differs from the name', () => {
    expect(userMenuModel(user()).email).toBe('client@example.com');
  });

  it('shows the e-mail once when the name is the e-mail', () => {
    const model = userMenuModel(user({ full_name: 'basic@example.com', email: 'basic@example.com' }));
    expect(model.name).toBe('basic@example.com');
    expect(model.email).toBeNull();
  });

  it('falls back to the e-mail when there is no name', () => {
    const model = userMenuModel(user({ full_name: ' ', email: 'x@example.com' }));
    expect(model.name).toBe('x@example.com');
    expect(model.email).toBeNull();
  });

  it('links project details only while a project is selected', () => {
    expect(userMenuModel(user()).projectDetailsHref).toBe('/projects/7');
    expect(userMenuModel(user({ selectedProject: null })).projectDetailsHref).toBeNull();
  });

  it('offers Leave account instead of Log out while impersonating', () => {
    expect(userMenuModel(user()).exit).toEqual({ kind: 'logout' });
    expect(userMenuModel(user({ impersonated: true })).exit).toEqual({
      kind: 'leave',
      href: '/impersonate-leave',
    });
  });

  it('hints the palette shortcut by platform', () => {
    expect(paletteShortcutHint('MacIntel')).toBe('⌘K');
    expect(paletteShortcutHint('iPhone')).toBe('⌘K');
    expect(paletteShortcutHint('Linux x86_64')).toBe('Ctrl+K');
    expect(paletteShortcutHint('Win32')).toBe('Ctrl+K');
  });
});
