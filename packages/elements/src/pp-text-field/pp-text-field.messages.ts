import type { Catalogue } from '../shared/locale-controller.js';
import type { PluralForms } from '../shared/plural.js';

/** The built-in texts of `<pp-text-field>`: each is also a property of the element (same name). */
export interface TextFieldMessages {
  /** The validation message when `required` and empty. */
  valueMissingMessage: string;
  /** The validation message when a `type="email"` value is not an e-mail address. */
  emailMismatchMessage: string;
  /** The validation message when a `type="url"` value is not an absolute URL. */
  urlMismatchMessage: string;
  /** The validation message when the value is shorter than `minlength`: `{min}` and `{count}` are replaced. */
  tooShortMessage: string;
  /** The validation message when the value is longer than `maxlength`: `{max}` and `{count}` are replaced. */
  tooLongMessage: string;
  /** The validation message when the value does not match `pattern`. */
  patternMismatchMessage: string;
  /** The validation message when a number is below `min`: `{min}` is replaced. */
  rangeUnderflowMessage: string;
  /** The validation message when a number is above `max`: `{max}` is replaced. */
  rangeOverflowMessage: string;
  /** The validation message when a number is off `step`: `{low}` and `{high}` (the nearest valid values) are replaced. */
  stepMismatchMessage: string;
  /** The validation message when a `type="number"` field holds something that is not a number. */
  badInputMessage: string;
  /** The visible character count (with `maxlength`): `{count}` and `{max}` are replaced. */
  countText: string;
  /** The unseen description of the character limit (with `maxlength`): `{max}` is replaced. */
  countDescription: string;
  /** Announced once when typing comes near the limit, by plural category; `{count}` (characters left) is replaced. */
  remainingText: PluralForms;
  /** Announced when typing reaches the limit: `{max}` is replaced. */
  limitText: string;
}

/** Polish (the default) and English texts of `<pp-text-field>`. */
export const textFieldMessages: Catalogue<TextFieldMessages> = {
  pl: {
    valueMissingMessage: 'Wypełnij to pole.',
    emailMismatchMessage: 'Wpisz adres e-mail, np. jan@example.com.',
    urlMismatchMessage: 'Wpisz pełny adres, np. https://example.com.',
    tooShortMessage: 'Minimalna liczba znaków: {min} (teraz: {count}).',
    tooLongMessage: 'Maksymalna liczba znaków: {max} (teraz: {count}).',
    patternMismatchMessage: 'Wpisz wartość w wymaganym formacie.',
    rangeUnderflowMessage: 'Wartość musi być równa {min} lub większa.',
    rangeOverflowMessage: 'Wartość musi być równa {max} lub mniejsza.',
    stepMismatchMessage: 'Wpisz poprawną wartość. Najbliższe to {low} i {high}.',
    badInputMessage: 'Wpisz liczbę.',
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
    emailMismatchMessage: 'Enter an email address, such as jan@example.com.',
    urlMismatchMessage: 'Enter a full address, such as https://example.com.',
    tooShortMessage: 'Minimum number of characters: {min} (now: {count}).',
    tooLongMessage: 'Maximum number of characters: {max} (now: {count}).',
    patternMismatchMessage: 'Enter a value in the required format.',
    rangeUnderflowMessage: 'The value must be {min} or more.',
    rangeOverflowMessage: 'The value must be {max} or less.',
    stepMismatchMessage: 'Enter a valid value. The nearest are {low} and {high}.',
    badInputMessage: 'Enter a number.',
    countText: '{count} / {max}',
    countDescription: 'Maximum number of characters: {max}.',
    remainingText: { one: '{count} character left.', other: '{count} characters left.' },
    limitText: 'Character limit reached: {max}.',
  },
};
