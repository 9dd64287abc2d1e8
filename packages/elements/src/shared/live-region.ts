/**
 * Screen-reader announcements through two live regions (polite and assertive) that exist before
 * anything is announced: the one live region every element uses.
 *
 * A live region only reliably speaks changes made after assistive technology has seen it, so the
 * regions are created up front (attach `element` when the host first renders). Two kinds:
 * - `log` (the default, for notifications such as toasts): `role="log"` with `aria-atomic="false"`;
 *   every message is appended a short `delay` later as a new node, read once on its own, and removed
 *   after `clearAfter` ms.
 * - `status` (for the state of a widget, such as a combobox's result count or active option):
 *   `role="status"` (and `role="alert"` for the assertive region), holding the latest message only,
 *   which replaces the one before; a message equal to the one shown is still spoken (it comes back
 *   with a no-break space at its end, so the region changes).
 */

import { VISUALLY_HIDDEN } from './a11y.styles.js';

/** How urgently a message interrupts the user: `assertive` is for errors only. */
export type Politeness = 'polite' | 'assertive';

export interface LiveRegionOptions {
  /** Milliseconds between `announce()` and the text entering the region. Defaults to 100. */
  delay?: number;
  /** Milliseconds a message stays in the region before it is removed. Defaults to 7000. */
  clearAfter?: number;
  /** Most messages kept per region; older ones are dropped first. Defaults to 20. */
  maxMessages?: number;
  /** `log` (default): messages accumulate, each read once; `status`: the latest message replaces the last. */
  kind?: 'log' | 'status';
}

/**
 * Two visually hidden live regions in one container. Append `element` wherever the announcements
 * must live (inside a top-layer popover when the page may have a modal dialog open) and call
 * `announce()`.
 */
export class LiveRegion {
  /** The container of both regions: append it once, early, and keep it in the page. */
  readonly element: HTMLElement;
  /** `aria-live="polite"`: `role="log"`, or `role="status"` for the `status` kind. */
  readonly polite: HTMLElement;
  /** `aria-live="assertive"`: `role="log"`, or `role="alert"` for the `status` kind. */
  readonly assertive: HTMLElement;

  readonly #delay: number;
  readonly #clearAfter: number;
  readonly #maxMessages: number;
  readonly #status: boolean;
  readonly #timers = new Set<ReturnType<typeof setTimeout>>();

  constructor(options: LiveRegionOptions = {}) {
    this.#delay = options.delay ?? 100;
    this.#clearAfter = options.clearAfter ?? 7000;
    this.#maxMessages = options.maxMessages ?? 20;
    this.#status = options.kind === 'status';
    this.element = document.createElement('div');
    this.element.setAttribute('data-live-region', '');
    this.element.style.cssText = VISUALLY_HIDDEN;
    this.polite = this.#region('polite');
    this.assertive = this.#region('assertive');
    this.element.append(this.polite, this.assertive);
  }

  /** Speaks `message` with the given politeness. Empty messages are ignored. */
  announce(message: string, politeness: Politeness = 'polite'): void {
    const text = message.trim();
    if (text === '') return;
    const region = politeness === 'assertive' ? this.assertive : this.polite;
    if (this.#status) {
      // The same text again would not change the region: a no-break space makes it differ.
      const show = () => {
        region.textContent = region.textContent === text ? `${text}\u00a0` : text;
      };
      if (this.#delay <= 0) show();
      else this.#later(this.#delay, show);
      return;
    }
    this.#later(this.#delay, () => {
      const node = document.createElement('div');
      node.textContent = text;
      region.append(node);
      while (region.childElementCount > this.#maxMessages) region.firstElementChild?.remove();
      this.#later(this.#clearAfter, () => node.remove());
    });
  }

  /** Removes every message and cancels pending ones. */
  clear(): void {
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
    this.polite.replaceChildren();
    this.assertive.replaceChildren();
  }

  #region(politeness: Politeness): HTMLElement {
    const region = document.createElement('div');
    const log = !this.#status;
    region.setAttribute('role', log ? 'log' : politeness === 'polite' ? 'status' : 'alert');
    region.setAttribute('aria-live', politeness);
    region.setAttribute('aria-atomic', log ? 'false' : 'true');
    if (log) region.setAttribute('aria-relevant', 'additions text');
    region.setAttribute('data-politeness', politeness);
    return region;
  }

  #later(ms: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      run();
    }, ms);
    this.#timers.add(timer);
  }
}
