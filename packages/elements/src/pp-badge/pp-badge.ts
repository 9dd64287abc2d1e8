import { html } from 'lit';
import type { PropertyDeclarations, TemplateResult } from 'lit';
import { PpElement, defineElement } from '../shared/base-element.js';
import { badgeStyles } from './pp-badge.styles.js';

/** What a badge says by its colour: a status, the brand, or nothing in particular. */
export type BadgeVariant = 'neutral' | 'info' | 'success' | 'warning' | 'error' | 'brand';

/** A tinted badge with a border (`soft`, the default) or a filled one (`solid`) for more weight. */
export type BadgeAppearance = 'soft' | 'solid';

/**
 * A short label that marks something: a status ('Otwarta', 'Zapłacona'), an environment ('staging'),
 * a role ('Obsługa'), a count. Its text is what it says, so the colour never carries meaning alone
 * (WCAG 1.4.1); every variant's text meets 4.5:1 against its background in both themes (the status
 * token pairs are checked by the tokens' tests). It is plain text to assistive technology, with no
 * role of its own: it is read where it stands, inside the heading, row or link it belongs to.
 *
 * In forced-colours mode (Windows high contrast) backgrounds are dropped; the badge keeps a border in
 * the system's text colour so that it still reads as a badge.
 *
 * @summary A short status, environment or count label in six colours, soft or solid.
 *
 * @slot - The badge's text.
 * @slot prefix - An icon or a dot before the text (decorative: give it `aria-hidden="true"`).
 *
 * @csspart base - The badge's box.
 *
 * @cssprop [--pp-badge-radius=var(--pp-radius-sm, 0.25rem)] - Corner radius (`pill` makes it round).
 * @cssprop [--pp-badge-font-size=var(--pp-font-size-xs, 0.75rem)] - Text size.
 * @cssprop [--pp-badge-bg] - Background; by default the variant's status or brand colour.
 * @cssprop [--pp-badge-fg] - Text colour; by default the variant's.
 * @cssprop [--pp-badge-border] - Border colour; by default the variant's (transparent when solid).
 */
export class PpBadge extends PpElement {
  static override styles = badgeStyles;

  // Declared without decorators, like the other foundation elements: their helpers would add to the
  // first use of a badge, an element of a few hundred bytes.
  static override properties: PropertyDeclarations = {
    variant: { reflect: true },
    appearance: { reflect: true },
    pill: { type: Boolean, reflect: true },
  };

  static {
    // The accessors on the prototype now, as decorators make them (for @lit/react, see pp-button).
    this.finalize();
  }

  /** The colour, after what the badge says. */
  variant: BadgeVariant = 'neutral';

  /** Tinted with a border (`soft`) or filled (`solid`). */
  appearance: BadgeAppearance = 'soft';

  /** Fully rounded ends, for counts and short tags. */
  pill = false;

  protected override render(): TemplateResult {
    return html`<span class="base" part="base"
      ><slot name="prefix"></slot><span class="label"><slot></slot></span
    ></span>`;
  }
}

defineElement('pp-badge', PpBadge);

declare global {
  interface HTMLElementTagNameMap {
    'pp-badge': PpBadge;
  }
}
