import { ensureStaffLabels } from '../i18n/i18n';
import { localeFromDocument } from '../i18n/plural';
import type * as StaffMenu from './staff-menu';

let loading: Promise<typeof StaffMenu> | undefined;
let loaded: typeof StaffMenu | undefined;

/**
 * The staff menu's module and its labels in the page's language (together about 4 kB gzip that no
 * client needs): lazy chunks, loaded once. The shell asks for them when the layout says the user is
 * staff, main.tsx at boot for an /admin address, the staff pages before they render; the staff view
 * renders once they are there (React's `use`).
 */
export function loadStaffMenu(): Promise<typeof StaffMenu> {
  loading ??= Promise.all([import('./staff-menu'), ensureStaffLabels(localeFromDocument())]).then(
    ([module]) => (loaded = module),
  );
  return loading;
}

/** The module, once `loadStaffMenu` has loaded it: a render that has it need not suspend. */
export function loadedStaffMenu(): typeof StaffMenu | undefined {
  return loaded;
}
