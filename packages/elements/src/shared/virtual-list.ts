/**
 * A windowed list: `@lit-labs/virtualizer` with a flow layout whose overscan is counted in rows
 * (overscan-layout.ts). The combobox's list (its own scroller) and a virtual data table's body (inside
 * the table's scroller) render with it. Imported when first needed (list-loader.ts), so an element
 * that does not window yet does not pay for the virtualizer at first use.
 */
import type { TemplateResult } from 'lit';
import type { DirectiveResult } from 'lit/directive.js';
import { virtualize, virtualizerRef, type VirtualizerHostElement } from '@lit-labs/virtualizer/virtualize.js';
import { OverscanFlowLayout } from './overscan-layout.js';

export interface VirtualListOptions<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => TemplateResult;
  overscan: number;
  /** Whether the list's host scrolls itself (the combobox's list), or an ancestor scrolls it. Defaults to true. */
  scroller?: boolean;
}

/** The rows of `items`, windowed: only those in view (and `overscan` rows around them) are rendered. */
export function virtualList<T>({
  items,
  renderItem,
  overscan,
  scroller = true,
}: VirtualListOptions<T>): DirectiveResult {
  return virtualize({
    // The virtualizer only reads its items.
    items: items as T[],
    renderItem,
    // Rows are identified by their index: a new list of rows gets a new generation of ids anyway.
    keyFunction: (_item: T, index: number) => index,
    scroller,
    layout: { type: OverscanFlowLayout, overscan } as { type: typeof OverscanFlowLayout },
  });
}

/** Asks the virtualizer of `host` to render the row at `index` and scroll it into view. */
export function scrollRowIntoView(host: HTMLElement, index: number): void {
  const virtualizer = (host as VirtualizerHostElement)[virtualizerRef];
  virtualizer?.element(index)?.scrollIntoView({ block: 'nearest' });
}
