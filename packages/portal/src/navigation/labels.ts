/**
 * The menu's labels in both languages, for tests and tools that compare them. The app loads one
 * language at a time: the client menu's through `i18n/pl.ts` or `i18n/en.ts` (`labels-pl.ts`,
 * `labels-en.ts`), the staff menu's with the staff menu (`labels-staff-pl.ts`, `labels-staff-en.ts`).
 */
import { navClientLabelsEn } from './labels-en';
import { navClientLabelsPl, type NavClientLabelKey } from './labels-pl';
import { navStaffLabelsEn } from './labels-staff-en';
import { navStaffLabelsPl, type NavStaffLabelKey } from './labels-staff-pl';

/** An i18n key of the menu. */
export type NavLabelKey = NavClientLabelKey | NavStaffLabelKey;

export const navLabelsPl: Record<NavLabelKey, string> = { ...navClientLabelsPl, ...navStaffLabelsPl };
export const navLabelsEn: Record<NavLabelKey, string> = { ...navClientLabelsEn, ...navStaffLabelsEn };
