/**
 * Floating UI for the browsers without CSS anchor positioning (popup-position.ts imports this module on
 * first use there, so other browsers never load it): the same placements, flips, shifts, list width
 * and arrow, recomputed on scroll, resize and layout changes by `autoUpdate`.
 */
import { arrow, autoUpdate, computePosition, flip, offset, shift, size } from '@floating-ui/dom';
// Types only: a value imported from popup-position.js would make bundlers split that module into a
// chunk of its own, one more file for every page that never needs this one.
import type { PlacedCallback, PopupOptions, PopupSide } from './popup-position.js';

export function floatingPosition(
  anchor: Element,
  popup: HTMLElement,
  options: () => PopupOptions,
  onPlaced: PlacedCallback,
  minRoom: number,
): { update: () => void; stop: () => void } {
  const place = async () => {
    const { placement, distance, padding, matchAnchorWidth, arrow: arrowElement } = options();
    const {
      x,
      y,
      placement: placed,
      middlewareData,
    } = await computePosition(anchor, popup, {
      strategy: 'fixed',
      placement,
      middleware: [
        offset(distance),
        flip({ padding }),
        shift({ padding }),
        size({
          padding,
          apply: ({ rects, availableHeight, elements }) => {
            const style = elements.floating.style;
            if (matchAnchorWidth) style.minWidth = `${rects.reference.width}px`;
            style.maxHeight = `${Math.max(minRoom, availableHeight)}px`;
          },
        }),
        ...(arrowElement ? [arrow({ element: arrowElement, padding: 6 })] : []),
      ],
    });
    Object.assign(popup.style, {
      position: 'fixed',
      inset: 'auto',
      margin: '0',
      left: `${x}px`,
      top: `${y}px`,
    });
    const data = middlewareData.arrow;
    if (arrowElement) {
      arrowElement.style.left = data?.x !== undefined ? `${data.x}px` : '';
      arrowElement.style.top = data?.y !== undefined ? `${data.y}px` : '';
    }
    onPlaced(placed.split('-')[0] as PopupSide);
  };
  // Hidden until first placed: it would flash at the viewport's corner for a frame.
  popup.style.visibility = 'hidden';
  const stop = autoUpdate(
    anchor,
    popup,
    () => void place().then(() => popup.style.removeProperty('visibility')),
  );
  return {
    update: () => void place(),
    stop: () => {
      stop();
      popup.style.removeProperty('visibility');
    },
  };
}
