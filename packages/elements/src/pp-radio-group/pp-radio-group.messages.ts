import type { Catalogue } from '../shared/locale-controller.js';

/** The built-in texts of `<pp-radio-group>`: each is also a property of the element (same name). */
export interface RadioGroupMessages {
  /** The validation message when the group is `required` and no option is chosen. */
  valueMissingMessage: string;
}

/** Polish (the default) and English texts of `<pp-radio-group>`. */
export const radioGroupMessages: Catalogue<RadioGroupMessages> = {
  pl: {
    valueMissingMessage: 'Wybierz jedną z opcji.',
  },
  en: {
    valueMissingMessage: 'Please select one of these options.',
  },
};
