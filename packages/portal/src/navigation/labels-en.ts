/** The client menu's labels in English (see labels-pl.ts); `i18n/en.ts` spreads these in. */
import type { NavClientLabelKey } from './labels-pl';

export const navClientLabelsEn: Record<NavClientLabelKey, string> = {
  'nav.client.dashboard': 'Dashboard',
  'nav.client.services': 'Services',
  'nav.client.support': 'Support',
  'nav.client.payments': 'Payments',
  'nav.client.projects': 'Projects',
  'nav.client.contacts': 'Contacts',
  'nav.client.documents': 'Documents',
  'nav.client.soc': 'SOC',
};
