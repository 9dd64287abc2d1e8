/**
 * The client menu's labels in Polish, keyed by the i18n keys the menu data uses (`labels-en.ts` has
 * the English ones); the Polish catalogue (`i18n/pl.ts`) spreads these in. The staff menu's are in
 * `labels-staff-pl.ts`, loaded with the staff menu (no client needs them). The spec's labels are
 * used verbatim in these files: the Polish section and group names of the staff menu (spec 2), the
 * client entries and 'My cases' in English, and 'Status usług' (the footer's name for the status
 * page). The other labels are ours.
 */
export const navClientLabelsPl = {
  // Client menu (spec 2, client table).
  'nav.client.dashboard': 'Dashboard',
  'nav.client.services': 'Usługi',
  'nav.client.support': 'Support',
  'nav.client.payments': 'Płatności',
  'nav.client.projects': 'Projekty',
  'nav.client.contacts': 'Kontakty',
  'nav.client.documents': 'Dokumenty',
  'nav.client.soc': 'SOC',
} as const;

/** An i18n key of the client menu. */
export type NavClientLabelKey = keyof typeof navClientLabelsPl;
