import type * as Lit from 'lit';
import type { SVGTemplateResult } from 'lit';
import type { ToastType } from './toast.js';

/** The icons of the toasts. */
export interface ToastIcons {
  /** The close button's cross. */
  readonly close: SVGTemplateResult;
  /** The icon of a toast type; the default type has none. */
  of(type: ToastType): SVGTemplateResult | typeof Lit.nothing;
}

/**
 * Makes the icons with the `svg` tag and `nothing` of the toaster's copy of Lit (this module comes
 * with the view, which imports nothing from Lit at run time: see toast-view.ts).
 */
export function toastIcons(lit: Pick<typeof Lit, 'svg' | 'nothing'>): ToastIcons {
  const { svg } = lit;
  // Decorative icons (the text carries the meaning): outlines for a 20 x 20 box in currentColor.
  const outline = (shape: SVGTemplateResult) =>
    svg`<svg viewBox="0 0 20 20" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${shape}</svg>`;
  const circle = svg`<circle cx="10" cy="10" r="7.25"/>`;
  // A zero-length segment with round caps draws a dot (the `v.01`).
  const icons: Partial<Record<ToastType, SVGTemplateResult>> = {
    success: outline(svg`${circle}<path d="m7 10.25 2 2 4-4.5"/>`),
    error: outline(svg`${circle}<path d="M10 6.5v4m0 3v.01"/>`),
    info: outline(svg`${circle}<path d="M10 9.5v4m0-7v.01"/>`),
    warning: outline(svg`<path d="M10 3 2.25 16.5h15.5Z"/><path d="M10 8v3.5m0 2.5v.01"/>`),
    loading: svg`<svg class="spinner" viewBox="0 0 20 20" fill="none" aria-hidden="true" focusable="false"><circle cx="10" cy="10" r="7" stroke="currentColor" stroke-opacity="0.25" stroke-width="2.5"/><path d="M17 10a7 7 0 0 0-7-7" stroke="currentColor" stroke-width="2.5" stroke-linecap="round"/></svg>`,
  };
  return {
    close: svg`<svg viewBox="0 0 12 12" fill="none" aria-hidden="true" focusable="false"><path d="M3 3l6 6M9 3l-6 6" stroke="currentColor" stroke-width="1.5" stroke-linecap="round"/></svg>`,
    of: (type) => icons[type] ?? lit.nothing,
  };
}
