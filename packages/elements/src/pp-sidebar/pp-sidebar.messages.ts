import type { Catalogue } from '../shared/locale-controller.js';

/** The built-in texts of `<pp-sidebar>`: each is also a property of the element (same name). */
export interface SidebarMessages {
  /** Accessible name of the `nav` landmark. */
  navLabel: string;
  /** Accessible name of the mobile sheet (the spec's 'Navigation dialog'). */
  dialogLabel: string;
  /** Accessible name of the mobile sheet's close button. */
  closeLabel: string;
  /** Accessible (hidden) name of the logo link. */
  homeLabel: string;
  /** `aria-label` given to attached toggles that have no accessible name of their own. */
  toggleLabel: string;
  /** Hidden text after the name of an entry that opens in a new tab. */
  externalLabel: string;
}

/** Polish (the default) and English texts of `<pp-sidebar>`. */
export const sidebarMessages: Catalogue<SidebarMessages> = {
  pl: {
    navLabel: 'Menu główne',
    dialogLabel: 'Okno nawigacji',
    closeLabel: 'Zamknij',
    homeLabel: 'Przejdź do strony głównej',
    toggleLabel: 'Przełącz menu główne',
    externalLabel: '(otwiera się w nowej karcie)',
  },
  en: {
    navLabel: 'Main menu',
    dialogLabel: 'Navigation dialog',
    closeLabel: 'Close',
    homeLabel: 'Go to the home page',
    toggleLabel: 'Toggle main menu',
    externalLabel: '(opens in a new tab)',
  },
};
