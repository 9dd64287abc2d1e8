import { html } from 'lit';
import type { PropertyDeclarations, TemplateResult } from 'lit';
import { PpElement, defineElement } from '../shared/base-element.js';
import { LocaleController } from '../shared/locale-controller.js';
import { textProperties } from '../shared/text-property.js';
import { spinnerMessages } from './pp-spinner.messages.js';
import { spinnerStyles } from './pp-spinner.styles.js';

/** A fixed size (1, 1.5 or 2 rem); without one the spinner is as tall as the text around it (1em). */
export type SpinnerSize = 'sm' | 'md' | 'lg';

/**
 * An indeterminate busy indicator: something is loading and how long it takes is unknown.
 *
 * It is a `progressbar` without a value (`aria-valuenow` absent), which ARIA defines as an
 * indeterminate progress bar, named by `label` ('Ładowanie…' / 'Loading…'). Not `role="status"`: a
 * status region speaks only when its content changes after it is in the page, so a spinner inserted
 * with its text would often be silent, and it would speak again at every re-render; a progress bar is
 * found where it stands and says what it is. For the region being loaded, set `aria-busy="true"` on
 * it while the spinner shows; announce the result (or an error) with a live region, e.g. `pp-alert`.
 *
 * It inherits its size from the font size, or takes a fixed one from `size`, and draws in the
 * current text colour. Under `prefers-reduced-motion: reduce` it does not spin: it pulses slowly
 * (its opacity, no movement). In forced-colours mode it draws in the system's text colour.
 *
 * @summary An indeterminate busy indicator ('Ładowanie…'), a progress bar without a value.
 *
 * @csspart base - The indicator (the element with the role).
 *
 * @cssprop [--pp-spinner-color=currentColor] - Colour of the moving arc.
 * @cssprop [--pp-spinner-track-color=currentColor] - Colour of the circle under it (drawn at a quarter of its opacity).
 * @cssprop [--pp-spinner-duration=0.8s] - Time of one turn.
 */
export class PpSpinner extends PpElement {
  static override styles = spinnerStyles;

  // Declared without decorators, like the other foundation elements (their helpers cost bytes at first use).
  static override properties: PropertyDeclarations = {
    size: { reflect: true },
    ...textProperties(this, { label: 'label' }),
  };

  static {
    // The accessors on the prototype now, as decorators make them (for @lit/react, see pp-button).
    this.finalize();
  }

  /** A fixed size; unset, the spinner is 1em (the font size around it). */
  size: SpinnerSize | undefined = undefined;

  declare label: string;

  // eslint-disable-next-line no-unused-private-class-members -- found by its element, not by name
  readonly #texts = new LocaleController(this, spinnerMessages);

  protected override render(): TemplateResult {
    // One line: no white space inside the <svg>.
    // prettier-ignore
    return html`<span class="base" part="base" role="progressbar" aria-label=${this.label}><svg viewBox="0 0 20 20" fill="none" stroke-width="2.5" aria-hidden="true"><circle class="track" cx="10" cy="10" r="7.5"></circle><path class="arc" d="M17.5 10A7.5 7.5 0 0 0 10 2.5" stroke-linecap="round"></path></svg></span>`;
  }
}

defineElement('pp-spinner', PpSpinner);

declare global {
  interface HTMLElementTagNameMap {
    'pp-spinner': PpSpinner;
  }
}
