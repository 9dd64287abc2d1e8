/**
 * What `<pp-combobox>` says through its live region: the result count (with the plural rules of its
 * locale) and the active option, as pure functions of its texts and state, and the controller that
 * says them when they are due.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { hasChildren, type Row } from './levels.js';
import type { ComboboxCountText } from './types.js';
import { LiveRegion } from '../shared/live-region.js';
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

/** The texts every announcement is made of. */
export interface AnnouncerTexts extends OptionTexts {
  emptyText: string;
  errorText: string;
  countText: ComboboxCountText;
}

/** The list as the count announcement describes it, read when the announcement is due. */
export interface ListState {
  open: boolean;
  loading: boolean;
  failed: boolean;
  count: number;
  /** The name of the level entered, if any: it comes before the count. */
  level: string | undefined;
}

/** What the announcer reads from the combobox. */
export interface AnnouncerOptions {
  texts(): AnnouncerTexts;
  /** The locale of the count's plural rules. */
  locale(): string;
  /** `announceDelay`: milliseconds between the last change of the list and its count being said. */
  delay(): number;
  /** `announceActive`. */
  announceActive(): 'auto' | 'always' | 'never';
}

/**
 * The combobox's own live region (a `status`, inside the element so that it also speaks from the
 * top layer) and when it speaks: the result count once the list settles, the active option where
 * the platform needs it ({@link announcesActive}), and whatever the element says at once.
 */
export class ComboboxAnnouncer implements ReactiveController {
  readonly #options: AnnouncerOptions;
  readonly #live = new LiveRegion({ kind: 'status', delay: 0 });
  #countTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(host: ReactiveControllerHost, options: AnnouncerOptions) {
    this.#options = options;
    host.addController(this);
  }

  /** The region's element: render it once, inside the element. */
  get element(): HTMLElement {
    return this.#live.element;
  }

  /** Says `text` now. */
  say(text: string): void {
    this.#live.announce(text);
  }

  /**
   * Says the result count after `delay` (a newer call replaces a waiting one): the error or empty
   * text, else the count, after the level's name. Nothing when the list is closed or still loading
   * by then.
   */
  countLater(state: () => ListState): void {
    this.cancel();
    const announce = () => {
      const { open, loading, failed, count, level } = state();
      if (!open || loading) return;
      const texts = this.#options.texts();
      if (failed) return this.say(texts.errorText);
      if (count === 0) return this.say(texts.emptyText);
      const text = countAnnouncement(texts.countText, this.#options.locale(), count);
      this.say(level ? `${level}: ${text}` : text);
    };
    const delay = this.#options.delay();
    if (delay <= 0) announce();
    else this.#countTimer = setTimeout(announce, delay);
  }

  /** Says the active option (`row` at `index` of `count`), where the platform needs it. */
  active(row: Row | undefined, index: number, count: number, checked: boolean): void {
    if (!announcesActive(this.#options.announceActive()) || index < 0 || row === undefined) return;
    this.say(optionAnnouncement(row, index, count, checked, this.#options.texts()));
  }

  /** Drops a count announcement still waiting. */
  cancel(): void {
    clearTimeout(this.#countTimer);
    this.#countTimer = undefined;
  }

  hostDisconnected(): void {
    this.cancel();
  }
}
