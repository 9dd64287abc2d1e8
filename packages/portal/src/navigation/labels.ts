/**
 * The menu's labels in both languages, for tests and tools that compare them. The app loads one
 * language at a time: `labels-pl.ts` through `i18n/pl.ts`, `labels-en.ts` through `i18n/en.ts`.
 */
export { navLabelsPl, type NavLabelKey } from './labels-pl';
export { navLabelsEn } from './labels-en';
