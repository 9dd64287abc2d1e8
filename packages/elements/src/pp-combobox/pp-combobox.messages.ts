import type { Catalogue } from '../shared/locale-controller.js';
import type { ComboboxCountText } from './types.js';

/** The built-in texts of `<pp-combobox>`: each is also a property of the element (same name). */
export interface ComboboxMessages {
  /** Shown and announced when nothing matches. */
  emptyText: string;
  /** Shown while the data provider loads (and in rows not loaded yet). */
  loadingText: string;
  /** Shown and announced when the data provider fails. */
  errorText: string;
  /** Accessible name of the back button of a nested level. */
  backLabel: string;
  /** Accessible name of the breadcrumb of a nested level. */
  pathLabel: string;
  /** Read after the name of an option that opens a level. */
  submenuText: string;
  /** Announced for a checked checkbox option. */
  checkedText: string;
  /** Announced for an unchecked checkbox option. */
  uncheckedText: string;
  /** The position part of an active-option announcement: `{position}` and `{count}` are replaced. */
  positionText: string;
  /** The count announcement by plural category (`Intl.PluralRules` of `locale`); `{count}` is replaced. */
  countText: ComboboxCountText;
  /** The validation message when `required` and nothing is chosen. */
  requiredMessage: string;
}

/** Polish (the default) and English texts of `<pp-combobox>`. */
export const comboboxMessages: Catalogue<ComboboxMessages> = {
  pl: {
    emptyText: 'Brak wyników',
    loadingText: 'Ładowanie…',
    errorText: 'Nie udało się wczytać opcji.',
    backLabel: 'Wróć',
    pathLabel: 'Ścieżka',
    submenuText: 'podmenu',
    checkedText: 'zaznaczone',
    uncheckedText: 'niezaznaczone',
    positionText: '{position} z {count}',
    // Polish plurals: 1 wynik; 2-4, 22-24 ... wyniki; 0, 5-21, 25 ... wyników; fractions wyniku.
    countText: {
      one: '{count} wynik',
      few: '{count} wyniki',
      many: '{count} wyników',
      other: '{count} wyniku',
    },
    requiredMessage: 'Wybierz opcję z listy.',
  },
  en: {
    emptyText: 'No results',
    loadingText: 'Loading…',
    errorText: 'Could not load the options.',
    backLabel: 'Back',
    pathLabel: 'Path',
    submenuText: 'submenu',
    checkedText: 'checked',
    uncheckedText: 'not checked',
    positionText: '{position} of {count}',
    countText: { one: '{count} result', other: '{count} results' },
    requiredMessage: 'Choose an option from the list.',
  },
};
