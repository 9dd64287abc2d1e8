/**
 * The combobox's windowed list: `@lit-labs/virtualizer` with a flow layout whose overscan is counted in
 * rows (overscan-layout.ts). pp-combobox imports this module when a list first needs it (and ahead of
 * that when the page is idle, or the field is pointed at or focused), so a page that shows a closed
 * combobox does not pay for the virtualizer at first use.
 */
import type { TemplateResult } from 'lit';
import type { DirectiveResult } from 'lit/directive.js';
import { virtualize, virtualizerRef, type VirtualizerHostElement } from '@lit-labs/virtualizer/virtualize.js';
import { OverscanFlowLayout } from './overscan-layout.js';

export interface VirtualListOptions<T> {
  items: T[];
  renderItem: (item: T, index: number) => TemplateResult;
  overscan: number;
}

/** The rows of `items`, windowed: only those in view (and `overscan` rows around them) are rendered. */
export function virtualList<T>({ items, renderItem, overscan }: VirtualListOptions<T>): DirectiveResult {
  return virtualize({
    items,
    renderItem,
    // Rows are identified by their index: a new list of rows gets a new generation of ids anyway.
    keyFunction: (_item: T, index: number) => index,
    scroller: true,
    layout: { type: OverscanFlowLayout, overscan } as { type: typeof OverscanFlowLayout },
  });
}

/** Asks the virtualizer of `host` to render the row at `index` and scroll it into view. */
export function scrollRowIntoView(host: HTMLElement, index: number): void {
  const virtualizer = (host as VirtualizerHostElement)[virtualizerRef];
  virtualizer?.element(index)?.scrollIntoView({ block: 'nearest' });
}
