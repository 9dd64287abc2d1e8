import type { Catalogue } from '../shared/locale-controller.js';

/** The built-in texts of `<pp-app-shell>`: each is also a property of the element (same name). */
export interface AppShellMessages {
  /** The skip link, first in the tab order: it moves focus to the main content. */
  skipLabel: string;
  /** The accessible name of the menu toggle (the sidebar's own `toggle-label` is the same text). */
  toggleLabel: string;
}

/** Polish (the default) and English texts of `<pp-app-shell>`. */
export const appShellMessages: Catalogue<AppShellMessages> = {
  pl: { skipLabel: 'Przejdź do treści', toggleLabel: 'Przełącz menu główne' },
  en: { skipLabel: 'Skip to content', toggleLabel: 'Toggle main menu' },
};
