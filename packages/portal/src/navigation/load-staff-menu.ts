import type * as StaffMenu from './staff-menu';

let loading: Promise<typeof StaffMenu> | undefined;
let loaded: typeof StaffMenu | undefined;

/**
 * The staff menu's module (its data is about 2.5 kB gzip that no client needs): a lazy chunk, loaded
 * once. The shell asks for it when the layout says the user is staff, main.tsx at boot for an /admin
 * address; the staff view renders once it is there (React's `use`).
 */
export function loadStaffMenu(): Promise<typeof StaffMenu> {
  loading ??= import('./staff-menu').then((module) => (loaded = module));
  return loading;
}

/** The module, once `loadStaffMenu` has loaded it: a render that has it need not suspend. */
export function loadedStaffMenu(): typeof StaffMenu | undefined {
  return loaded;
}
