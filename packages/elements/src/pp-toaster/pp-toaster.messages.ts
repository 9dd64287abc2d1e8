import type { Catalogue } from '../shared/locale-controller.js';

/** The built-in texts of `<pp-toaster>`: each is also a property of the element (same name). */
export interface ToasterMessages {
  /** Accessible name of the region (the spec's 'Notifications'). */
  label: string;
  /** Accessible name of every close button (the spec's 'Close toast'). */
  closeLabel: string;
}

/** Polish (the default) and English texts of `<pp-toaster>`. */
export const toasterMessages: Catalogue<ToasterMessages> = {
  pl: {
    label: 'Powiadomienia',
    closeLabel: 'Zamknij powiadomienie',
  },
  en: {
    label: 'Notifications',
    closeLabel: 'Close toast',
  },
};
