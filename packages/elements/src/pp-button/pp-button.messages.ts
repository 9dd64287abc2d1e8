import type { Catalogue } from '../shared/locale-controller.js';

/** The built-in texts of `<pp-button>`: each is also a property of the element (same name). */
export interface ButtonMessages {
  /** Hidden text read after the button's name while it is `loading`. */
  loadingText: string;
  /** Hidden text read after the name of a link button that opens in a new tab (`target="_blank"`). */
  externalText: string;
}

/** Polish (the default) and English texts of `<pp-button>`. */
export const buttonMessages: Catalogue<ButtonMessages> = {
  pl: {
    loadingText: '(trwa ładowanie)',
    externalText: '(otwiera się w nowej karcie)',
  },
  en: {
    loadingText: '(loading)',
    externalText: '(opens in a new tab)',
  },
};
