import type { Catalogue } from '../shared/locale-controller.js';

/** The built-in texts of `<pp-progress-bar>`: each is also a property of the element (same name). */
export interface ProgressBarMessages {
  /** The accessible name (and the visible label with `show-label`), when the page gives none. */
  label: string;
}

/** Polish (the default) and English texts of `<pp-progress-bar>`. */
export const progressBarMessages: Catalogue<ProgressBarMessages> = {
  pl: { label: 'Postęp' },
  en: { label: 'Progress' },
};
