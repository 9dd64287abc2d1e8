import type { Catalogue } from '../shared/locale-controller.js';

/** The built-in texts of `<pp-alert>`: each is also a property of the element (same name). */
export interface AlertMessages {
  /** The accessible name of the close button (`closable`). */
  closeLabel: string;
  /** Hidden text read before the message of an `info` alert. */
  infoText: string;
  /** Hidden text read before the message of a `success` alert. */
  successText: string;
  /** Hidden text read before the message of a `warning` alert. */
  warningText: string;
  /** Hidden text read before the message of an `error` alert. */
  errorText: string;
}

/** Polish (the default) and English texts of `<pp-alert>`. */
export const alertMessages: Catalogue<AlertMessages> = {
  pl: {
    closeLabel: 'Zamknij',
    infoText: 'Informacja:',
    successText: 'Sukces:',
    warningText: 'Ostrzeżenie:',
    errorText: 'Błąd:',
  },
  en: {
    closeLabel: 'Dismiss',
    infoText: 'Information:',
    successText: 'Success:',
    warningText: 'Warning:',
    errorText: 'Error:',
  },
};
