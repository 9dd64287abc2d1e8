import { css, html } from 'lit';
import type { PropertyDeclarations, PropertyValues } from 'lit';
import { PpElement, defineElement } from '../shared/base-element.js';
import { DelayGroup, TOOLTIP_DELAY, TOOLTIP_SKIP_DELAY } from '../shared/delay-group.js';
import type { DelayGroupProvider } from '../shared/delay-group.js';

/**
 * Gives every `<pp-tooltip>` inside it one delay group: the first tooltip waits `delay` ms, and
 * while one is open (or for `skip-delay` ms after it closed) the next opens at once. The shell's
 * defaults are 700 ms and 300 ms; the top bar uses `delay="200"`.
 *
 * The same can be had without an element: `data-pp-tooltip-delay="200"` (and optionally
 * `data-pp-tooltip-skip-delay`) on any ancestor.
 *
 * @summary A region whose tooltips share one open delay and skip delay.
 *
 *
 * @slot - The region: any content with tooltips.
 */
export class PpTooltipGroup extends PpElement implements DelayGroupProvider {
  static override styles = css`
    :host {
      display: contents;
    }
  `;

  // Declared here rather than by decorators, as in pp-tooltip.ts.
  static override properties: PropertyDeclarations = {
    delay: { type: Number },
    skipDelay: { type: Number, attribute: 'skip-delay' },
  };

  static {
    // The accessors on the prototype now, as decorators make them: a React wrapper (@lit/react) tells
    // properties from attributes by them, also for a copy of this class that is never registered.
    this.finalize();
  }

  /** Open delay in ms. */
  delay = TOOLTIP_DELAY;

  /** Time in ms after a tooltip closes during which the next opens at once. */
  skipDelay = TOOLTIP_SKIP_DELAY;

  /** The shared state of the tooltips inside. */
  readonly delayGroup = new DelayGroup(TOOLTIP_DELAY, TOOLTIP_SKIP_DELAY);

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    this.delayGroup.delay = this.delay;
    this.delayGroup.skipDelay = this.skipDelay;
  }

  protected override render() {
    return html`<slot></slot>`;
  }
}

defineElement('pp-tooltip-group', PpTooltipGroup);

declare global {
  interface HTMLElementTagNameMap {
    'pp-tooltip-group': PpTooltipGroup;
  }
}
