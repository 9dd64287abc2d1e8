import type { Catalogue } from '../shared/locale-controller.js';

/** The built-in texts of `<pp-spinner>`: each is also a property of the element (same name). */
export interface SpinnerMessages {
  /** The accessible name of the busy indicator. */
  label: string;
}

/** Polish (the default) and English texts of `<pp-spinner>`. */
export const spinnerMessages: Catalogue<SpinnerMessages> = {
  pl: { label: 'Ładowanie…' },
  en: { label: 'Loading…' },
};
