import { expect } from '@open-wc/testing';
import { SCROLL_AREA_HIDE_DELAY } from '../shared/scroll-area-controller.js';

/** Pointer and scrollbar helpers for the element tests (excluded from the build and the manifest). */

/** The centre of `element` in viewport pixels, rounded, as `sendMouse` takes a position. */
export function center(element: Element): [number, number] {
  const r = element.getBoundingClientRect();
  return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
}

/** Whether a scroll container driven by the scroll-area controller shows its scrollbar now. */
export const scrollbarVisible = (scroller: Element): boolean =>
  scroller.getAttribute('data-scrollbar') === 'visible';

/**
 * Records when `scroller` fires `scroll` and when its scrollbar hides, so that a test checks the hide
 * delay against the real times (a busy machine runs timers late, never early). `stop()` when done.
 */
export function watchScrollbar(scroller: HTMLElement) {
  const scrolls: number[] = [];
  const hides: number[] = [];
  const onScroll = () => scrolls.push(performance.now());
  let shown = scrollbarVisible(scroller);
  const observer = new MutationObserver(() => {
    if (shown && !scrollbarVisible(scroller)) hides.push(performance.now());
    shown = scrollbarVisible(scroller);
  });
  scroller.addEventListener('scroll', onScroll);
  observer.observe(scroller, { attributes: true, attributeFilter: ['data-scrollbar'] });
  return {
    scrolls,
    hides,
    /** Every hide came at least the hide delay after the scroll before it. */
    expectHidesAfterDelay() {
      for (const hide of hides) {
        const last = Math.max(...scrolls.filter((t) => t < hide));
        expect(hide - last, 'hidden only after the delay').to.be.at.least(SCROLL_AREA_HIDE_DELAY - 10);
      }
    },
    stop() {
      scroller.removeEventListener('scroll', onScroll);
      observer.disconnect();
    },
  };
}
