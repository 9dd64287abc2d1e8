import type { Catalogue } from '../shared/locale-controller.js';
import type { PluralForms } from '../shared/plural.js';

/** The built-in texts of `<pp-textarea>`: each is also a property of the element (same name). */
export interface TextareaMessages {
  /** The validation message when `required` and empty. */
  valueMissingMessage: string;
  /** The validation message when the text is shorter than `minlength`: `{min}` and `{count}` are replaced. */
  tooShortMessage: string;
  /** The validation message when the text is longer than `maxlength`: `{max}` and `{count}` are replaced. */
  tooLongMessage: string;
  /** The visible character count (with `maxlength`): `{count}` and `{max}` are replaced. */
  countText: string;
  /** The unseen description of the character limit (with `maxlength`): `{max}` is replaced. */
  countDescription: string;
  /** Announced once when typing comes near the limit, by plural category; `{count}` (characters left) is replaced. */
  remainingText: PluralForms;
  /** Announced when typing reaches the limit: `{max}` is replaced. */
  limitText: string;
}

/** Polish (the default) and English texts of `<pp-textarea>`. */
export const textareaMessages: Catalogue<TextareaMessages> = {
  pl: {
    valueMissingMessage: 'Wypełnij to pole.',
    tooShortMessage: 'Minimalna liczba znaków: {min} (teraz: {count}).',
    tooLongMessage: 'Maksymalna liczba znaków: {max} (teraz: {count}).',
    countText: '{count} / {max}',
    countDescription: 'Maksymalna liczba znaków: {max}.',
    // Polish plurals: został 1 znak; zostały 2-4, 22-24 ... znaki; zostało 5-21, 25 ... znaków.
    remainingText: {
      one: 'Został {count} znak.',
      few: 'Zostały {count} znaki.',
      many: 'Zostało {count} znaków.',
      other: 'Zostało {count} znaku.',
    },
    limitText: 'Osiągnięto limit znaków: {max}.',
  },
  en: {
    valueMissingMessage: 'Please fill in this field.',
    tooShortMessage: 'Minimum number of characters: {min} (now: {count}).',
    tooLongMessage: 'Maximum number of characters: {max} (now: {count}).',
    countText: '{count} / {max}',
    countDescription: 'Maximum number of characters: {max}.',
    remainingText: { one: '{count} character left.', other: '{count} characters left.' },
    limitText: 'Character limit reached: {max}.',
  },
};
