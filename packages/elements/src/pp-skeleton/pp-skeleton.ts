import { html } from 'lit';
import type { PropertyDeclarations, TemplateResult } from 'lit';
import { PpElement, defineElement } from '../shared/base-element.js';
import { skeletonStyles } from './pp-skeleton.styles.js';

/** A line of text (the default), a block (a card, a chart, a table cell) or a circle (an avatar). */
export type SkeletonShape = 'text' | 'rect' | 'circle';

/** A light sweeping across (the default), a slow fade in and out, or nothing moving. */
export type SkeletonEffect = 'sheen' | 'pulse' | 'none';

/**
 * A placeholder in the shape of content that is on its way, so that the page keeps its layout and
 * does not jump when the content arrives.
 *
 * A skeleton says nothing to assistive technology: it hides itself (`aria-hidden`), since a screen
 * reader user gains nothing from a hundred empty shapes. Whatever waits for the content says so once:
 * mark the region `aria-busy="true"` and give it a status text such as 'Ładowanie…' (a `pp-spinner`,
 * or a visually hidden `role="status"`), then remove both when the content is there.
 *
 * Size it like any block: a `text` skeleton is as tall as a line of the surrounding text and as wide
 * as its container (set `width` in CSS, e.g. `60%`, for a shorter line); `rect` and `circle` take the
 * width and height you give them (`circle` is round at any size). Under `prefers-reduced-motion:
 * reduce` nothing moves, whatever `effect` says; in forced-colours mode the shape keeps an outline.
 *
 * @summary A placeholder shaped like the content being loaded: a line, a block or a circle.
 *
 * @csspart base - The placeholder shape.
 *
 * @cssprop [--pp-skeleton-color=var(--pp-color-bg-subtle)] - The shape's colour.
 * @cssprop [--pp-skeleton-highlight=var(--pp-color-bg-hover)] - The sheen's and the pulse's lighter colour.
 * @cssprop [--pp-skeleton-radius=var(--pp-radius-sm)] - Corner radius of `text` and `rect`.
 * @cssprop [--pp-skeleton-duration=1.6s] - How long one sweep or pulse takes.
 */
export class PpSkeleton extends PpElement {
  static override styles = skeletonStyles;

  static override properties: PropertyDeclarations = {
    shape: { reflect: true },
    effect: { reflect: true },
  };

  static {
    this.finalize();
  }

  /** What the skeleton stands for: a line of `text`, a `rect` block or a `circle`. */
  shape: SkeletonShape = 'text';

  /** How it shows that something is coming: `sheen`, `pulse` or `none`. */
  effect: SkeletonEffect = 'sheen';

  override connectedCallback(): void {
    super.connectedCallback();
    // Set on the host, so the skeleton's own element is hidden too, not only its shadow content.
    if (!this.hasAttribute('aria-hidden')) this.setAttribute('aria-hidden', 'true');
  }

  protected override render(): TemplateResult {
    return html`<span class="base" part="base"></span>`;
  }
}

defineElement('pp-skeleton', PpSkeleton);

declare global {
  interface HTMLElementTagNameMap {
    'pp-skeleton': PpSkeleton;
  }
}
