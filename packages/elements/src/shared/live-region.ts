/**
 * Screen-reader announcements through two live regions (polite and assertive) that exist before
 * anything is announced.
 *
 * A live region only reliably speaks changes made after assistive technology has seen it, so the
 * regions are created up front (attach `element` when the host first renders) and every message is
 * appended a short `delay` later as a new node. Regions use `role="log"` with `aria-atomic="false"`:
 * each message is read once, on its own, and old messages are removed after `clearAfter` ms.
 */

/** How urgently a message interrupts the user: `assertive` is for errors only. */
export type Politeness = 'polite' | 'assertive';

export interface LiveRegionOptions {
  /** Milliseconds between `announce()` and the text entering the region. Defaults to 100. */
  delay?: number;
  /** Milliseconds a message stays in the region before it is removed. Defaults to 7000. */
  clearAfter?: number;
  /** Most messages kept per region; older ones are dropped first. Defaults to 20. */
  maxMessages?: number;
}

const visuallyHidden =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;' +
  'clip-path:inset(50%);white-space:nowrap;';

/**
 * Two visually hidden live regions in one container. Append `element` wherever the announcements
 * must live (inside a top-layer popover when the page may have a modal dialog open) and call
 * `announce()`.
 */
export class LiveRegion {
  /** The container of both regions: append it once, early, and keep it in the page. */
  readonly element: HTMLElement;
  /** `role="log"`, `aria-live="polite"`. */
  readonly polite: HTMLElement;
  /** `role="log"`, `aria-live="assertive"`. */
  readonly assertive: HTMLElement;

  readonly #delay: number;
  readonly #clearAfter: number;
  readonly #maxMessages: number;
  readonly #timers = new Set<ReturnType<typeof setTimeout>>();

  constructor(options: LiveRegionOptions = {}) {
    this.#delay = options.delay ?? 100;
    this.#clearAfter = options.clearAfter ?? 7000;
    this.#maxMessages = options.maxMessages ?? 20;
    this.element = document.createElement('div');
    this.element.setAttribute('data-live-region', '');
    this.element.style.cssText = visuallyHidden;
    this.polite = this.#region('polite');
    this.assertive = this.#region('assertive');
    this.element.append(this.polite, this.assertive);
  }

  /** Speaks `message` with the given politeness. Empty messages are ignored. */
  announce(message: string, politeness: Politeness = 'polite'): void {
    const text = message.trim();
    if (text === '') return;
    const region = politeness === 'assertive' ? this.assertive : this.polite;
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
    region.setAttribute('role', 'log');
    region.setAttribute('aria-live', politeness);
    region.setAttribute('aria-atomic', 'false');
    region.setAttribute('aria-relevant', 'additions text');
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
