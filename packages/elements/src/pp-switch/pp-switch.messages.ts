import type { Catalogue } from '../shared/locale-controller.js';

/** The built-in texts of `<pp-switch>`: each is also a property of the element (same name). */
export interface SwitchMessages {
  /** The validation message when `required` and off. */
  valueMissingMessage: string;
}

/** Polish (the default) and English texts of `<pp-switch>`. */
export const switchMessages: Catalogue<SwitchMessages> = {
  pl: {
    valueMissingMessage: 'Włącz tę opcję, aby kontynuować.',
  },
  en: {
    valueMissingMessage: 'Turn this on to continue.',
  },
};
