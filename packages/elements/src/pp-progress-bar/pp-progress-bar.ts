import { html, nothing } from 'lit';
import type { PropertyDeclarations, TemplateResult } from 'lit';
import { PpElement, defineElement } from '../shared/base-element.js';
import { LocaleController } from '../shared/locale-controller.js';
import { textProperties } from '../shared/text-property.js';
import { progressBarMessages } from './pp-progress-bar.messages.js';
import { progressBarStyles } from './pp-progress-bar.styles.js';

/**
 * A progress bar: how far a task has come (`value` of `max`), or, `indeterminate`, that it is under
 * way for a time nobody knows.
 *
 * It is a `progressbar` named by `label`: give it one that says what progresses ('Wysyłanie pliku');
 * the default, 'Postęp' / 'Progress', only keeps it from being nameless. `show-label` also shows the
 * label above the bar with the percentage beside it. A determinate bar has `aria-valuemin` 0,
 * `aria-valuemax` and `aria-valuenow` (the value held between 0 and `max`), and an `aria-valuetext`
 * with the percentage in the page's language, formatted by `Intl.NumberFormat` ('42,5%' in Polish,
 * '42.5%' in English) unless `value-text` says it otherwise ('3 z 5 plików'). An indeterminate bar
 * has no value attributes, as ARIA defines it.
 *
 * `thin` draws a bar of 3 px with square ends and no label row, for a page's loading bar at the top
 * of the window (`<pp-progress-bar thin indeterminate label="Ładowanie strony">` placed by the page,
 * e.g. `position: fixed; inset: 0 0 auto`).
 *
 * Motion: the indeterminate bar slides and a changed value grows smoothly; under
 * `prefers-reduced-motion: reduce` nothing slides or grows: the indeterminate bar fills the track
 * and pulses slowly (its opacity). In forced-colours mode the track has a border in the system's text
 * colour and the bar is drawn in `Highlight`.
 *
 * @summary A determinate or indeterminate progress bar with a localised percentage, and a thin variant for page loading.
 *
 * @csspart label - The visible label (`show-label`).
 * @csspart value - The visible percentage beside it (hidden from screen readers, which read `aria-valuetext`).
 * @csspart track - The track (the element with the role).
 * @csspart indicator - The filled bar.
 *
 * @cssprop [--pp-progress-bar-height=0.5rem] - Height of the track (`thin`: 3px).
 * @cssprop [--pp-progress-bar-radius=var(--pp-radius-full, 9999px)] - Corner radius of the track and the bar (`thin`: 0).
 * @cssprop [--pp-progress-bar-track=var(--pp-color-bg-hover, Canvas)] - Colour of the track.
 * @cssprop [--pp-progress-bar-color=var(--pp-color-bg-brand, Highlight)] - Colour of the bar.
 */
export class PpProgressBar extends PpElement {
  static override styles = progressBarStyles;

  // Declared without decorators, like the other foundation elements (their helpers cost bytes at first use).
  static override properties: PropertyDeclarations = {
    value: { type: Number },
    max: { type: Number },
    indeterminate: { type: Boolean, reflect: true },
    thin: { type: Boolean, reflect: true },
    showLabel: { type: Boolean, attribute: 'show-label' },
    valueText: { attribute: 'value-text' },
    ...textProperties(this, { label: 'label' }),
  };

  static {
    // The accessors on the prototype now, as decorators make them (for @lit/react, see pp-button).
    this.finalize();
  }

  /** How far the task has come, from 0 to `max` (held within them). */
  value = 0;

  /** The value of a finished task (100 by default; a value of 0 or less counts as 100). */
  max = 100;

  /** The task is under way but how far it has come is unknown: no value, a sliding bar. */
  indeterminate = false;

  /** A bar of 3 px with square ends and no label row, for a page's loading bar. */
  thin = false;

  /** Shows the label above the bar, with the percentage beside it. */
  showLabel = false;

  /** What screen readers read as the value instead of the percentage ('3 z 5 plików'). */
  valueText = '';

  declare label: string;

  readonly #texts = new LocaleController(this, progressBarMessages);

  protected override render(): TemplateResult {
    const max = this.max > 0 ? this.max : 100;
    const value = Math.min(Math.max(Number(this.value) || 0, 0), max);
    const busy = this.indeterminate;
    const percent = new Intl.NumberFormat(this.#texts.language, {
      style: 'percent',
      maximumFractionDigits: 1,
    }).format(value / max);
    return html`<div class="row" ?hidden=${!this.showLabel || this.thin}>
        <span part="label">${this.label}</span
        ><span part="value" aria-hidden="true">${busy ? '' : this.valueText || percent}</span>
      </div>
      <div
        class="track"
        part="track"
        role="progressbar"
        aria-label=${this.label}
        aria-valuemin=${busy ? nothing : 0}
        aria-valuemax=${busy ? nothing : max}
        aria-valuenow=${busy ? nothing : value}
        aria-valuetext=${busy ? nothing : this.valueText || percent}
      >
        <div
          class="indicator"
          part="indicator"
          style=${busy ? '' : `inline-size:${(value / max) * 100}%`}
        ></div>
      </div>`;
  }
}

defineElement('pp-progress-bar', PpProgressBar);

declare global {
  interface HTMLElementTagNameMap {
    'pp-progress-bar': PpProgressBar;
  }
}
