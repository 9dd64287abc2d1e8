import type { Catalogue } from '../shared/locale-controller.js';

/** The built-in texts of `<pp-checkbox>`: each is also a property of the element (same name). */
export interface CheckboxMessages {
  /** The validation message when `required` and not checked. */
  valueMissingMessage: string;
}

/** Polish (the default) and English texts of `<pp-checkbox>`. */
export const checkboxMessages: Catalogue<CheckboxMessages> = {
  pl: {
    valueMissingMessage: 'Zaznacz to pole, aby kontynuować.',
  },
  en: {
    valueMissingMessage: 'Tick this box to continue.',
  },
};
