/**
 * What `<pp-combobox>` says through its live region, as pure functions of its texts and state: the
 * result count (with the plural rules of its locale) and the active option.
 */
import { hasChildren, type Row } from './levels.js';
import type { ComboboxCountText } from './types.js';
import { pluralForm } from '../shared/plural.js';

/** The count announcement: the `countText` form of `count`'s plural category in `locale`. */
export function countAnnouncement(countText: ComboboxCountText, locale: string, count: number): string {
  return (pluralForm(countText, locale, count) ?? '{count}').replace('{count}', String(count));
}

/** The texts an active-option announcement is made of. */
export interface OptionTexts {
  loadingText: string;
  checkedText: string;
  uncheckedText: string;
  submenuText: string;
  positionText: string;
}

/**
 * The active option's announcement: its name, description, checkbox state and submenu mark, then its
 * position (`{position}` of `{count}`); for a row still loading, the loading text and its position.
 */
export function optionAnnouncement(
  row: Row,
  index: number,
  count: number,
  checked: boolean,
  texts: OptionTexts,
): string {
  const position = texts.positionText
    .replace('{position}', String(index + 1))
    .replace('{count}', String(count));
  if (row === null) return `${texts.loadingText}, ${position}`;
  const parts = [row.name];
  if (row.description) parts.push(row.description);
  if (row.inputType === 'checkbox') parts.push(checked ? texts.checkedText : texts.uncheckedText);
  if (hasChildren(row)) parts.push(texts.submenuText);
  parts.push(position);
  return parts.join(', ');
}

let applePlatform: boolean | undefined;

/** Whether this is macOS or iOS (read once: `userAgentData` is slow to read on every move). */
export function isApplePlatform(): boolean {
  if (applePlatform === undefined) {
    const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
    const platform = nav.userAgentData?.platform || navigator.platform || '';
    applePlatform = /mac|iphone|ipad|ipod/i.test(platform);
  }
  return applePlatform;
}

/**
 * Whether the active option is announced in the live region: `auto` on Apple platforms only
 * (VoiceOver handles `aria-activedescendant` badly; other screen readers would hear it twice).
 */
export function announcesActive(setting: 'auto' | 'always' | 'never'): boolean {
  if (setting === 'auto') return isApplePlatform();
  return setting === 'always';
}
