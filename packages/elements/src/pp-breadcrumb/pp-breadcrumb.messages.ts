import type { Catalogue } from '../shared/locale-controller.js';

/** The built-in texts of `<pp-breadcrumb>`: each is also a property of the element (same name). */
export interface BreadcrumbMessages {
  /** The accessible name of the breadcrumb's navigation landmark. */
  label: string;
}

/** Polish (the default) and English texts of `<pp-breadcrumb>`. */
export const breadcrumbMessages: Catalogue<BreadcrumbMessages> = {
  pl: { label: 'Ścieżka nawigacji' },
  en: { label: 'Breadcrumb' },
};
