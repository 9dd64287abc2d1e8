import { css, html, nothing } from 'lit';
import type { PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import { PpElement, defineElement } from '../shared/base-element.js';
import { scrollAreaStyles } from '../shared/scroll-area.styles.js';
import { SCROLL_AREA_HIDE_DELAY, ScrollAreaController } from '../shared/scroll-area-controller.js';
import type { ScrollbarVisibility } from '../shared/scroll-area-controller.js';

/**
 * A scroll container whose scrollbar shows while scrolling and hides 600 ms after scrolling stops
 * (its space is kept, so nothing shifts). When it overflows and holds nothing focusable it joins
 * the tab order, so keyboard users can scroll it; give it a `label` then.
 *
 * Size it from outside (`height` or `max-height` on the element); the content scrolls inside.
 * Elements with their own shadow root use the same behaviour through `scrollAreaStyles` and
 * `ScrollAreaController`.
 *
 * @summary A scroll container with a scrollbar that shows while scrolling.
 *
 *
 * @slot - The scrolling content.
 *
 * @csspart viewport - The scrolling box.
 *
 * @cssprop [--pp-scroll-area-thumb=var(--pp-color-border-strong, GrayText)] - Scrollbar thumb colour. Defaults to `--pp-color-border-strong`.
 * @cssprop [--pp-scroll-area-track=transparent] - Scrollbar track colour (transparent).
 */
export class PpScrollArea extends PpElement {
  static override styles = [
    scrollAreaStyles,
    css`
      :host {
        display: flex;
        flex-direction: column;
        min-height: 0;
        overflow: hidden;
      }
      .viewport {
        flex: 1 1 auto;
        min-height: 0;
        box-sizing: border-box;
      }
    `,
  ];

  /** Milliseconds the scrollbar stays after scrolling stops. */
  @property({ type: Number, attribute: 'hide-delay' }) hideDelay = SCROLL_AREA_HIDE_DELAY;

  /** When the scrollbar shows. */
  @property() type: ScrollbarVisibility = 'scroll';

  /** Accessible name of the scroll region. */
  @property() label = '';

  readonly #controller = new ScrollAreaController(this, {
    target: () => this.renderRoot.querySelector<HTMLElement>('.viewport'),
  });

  /** The scrolling box (for `scrollTo` and friends). */
  get viewport(): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>('.viewport');
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    this.#controller.hideDelay = this.hideDelay;
    this.#controller.type = this.type;
  }

  protected override render() {
    // A name needs a role: with a label the viewport is a named region.
    return html`<div
      class="viewport"
      part="viewport"
      data-pp-scroll-area
      role=${this.label ? 'region' : nothing}
      aria-label=${this.label || nothing}
    >
      <slot></slot>
    </div>`;
  }
}

defineElement('pp-scroll-area', PpScrollArea);

declare global {
  interface HTMLElementTagNameMap {
    'pp-scroll-area': PpScrollArea;
  }
}
