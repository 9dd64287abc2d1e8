import type { Catalogue } from '../shared/locale-controller.js';

/** The built-in texts of `<pp-dialog>`: each is also a property of the element (same name). */
export interface DialogMessages {
  /** The accessible name of the close button in the dialog's header. */
  closeLabel: string;
}

/** Polish (the default) and English texts of `<pp-dialog>`. */
export const dialogMessages: Catalogue<DialogMessages> = {
  pl: { closeLabel: 'Zamknij' },
  en: { closeLabel: 'Close' },
};
