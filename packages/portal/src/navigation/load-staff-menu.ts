import { ensureStaffLabels } from '../i18n/i18n';
import { localeFromDocument } from '../i18n/plural';
import type * as StaffMenu from './staff-menu';
import { lazyModule } from '../app/lazy-module';

const staffMenu = lazyModule(() =>
  Promise.all([import('./staff-menu'), ensureStaffLabels(localeFromDocument())]).then(([module]) => module),
);

/**
 * The staff menu's module and its labels in the page's language (together about 4 kB gzip that no
 * client needs): lazy chunks, loaded once. The shell asks for them when the layout says the user is
 * staff, main.tsx at boot for an /admin address, the staff pages before they render; the staff view
 * renders once they are there (React's `use`).
 */
export function loadStaffMenu(): Promise<typeof StaffMenu> {
  return staffMenu.load();
}

/** The module, once `loadStaffMenu` has loaded it: a render that has it need not suspend. */
export function loadedStaffMenu(): typeof StaffMenu | undefined {
  return staffMenu.loaded();
}
