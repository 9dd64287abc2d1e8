/**
 * The template of one row of `<pp-combobox>`'s listbox (an option, or a placeholder for a row of a
 * server-side list not loaded yet) and of an option's icon. Pure functions of the row and what the
 * element tells about it, so the virtualizer can call them for any row at any time.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { classMap } from 'lit/directives/class-map.js';
import { styleMap } from 'lit/directives/style-map.js';
import { matchRange } from './filter.js';
import { hasChildren, secondaryText, type Row } from './levels.js';
import type { ComboboxOption } from './types.js';

/** What a row's template needs besides the row. */
export interface RowContext {
  /** The row's id (it changes with every new list, so an id never names two different rows). */
  id: string;
  /** How many rows the list has (aria-setsize). */
  count: number;
  /** The query, whose match in the name is marked. */
  query: string;
  /** For an option found below the level: the options between the level and it. */
  chain: readonly ComboboxOption[] | undefined;
  /** The chosen option, a checked checkbox, or the current page of a link. */
  current: boolean;
  /** The name of a row not loaded yet. */
  loadingText: string;
  /** Read after the name of an option that opens a level. */
  submenuText: string;
}

/** A CSS `url()` of an option's icon: SVG markup becomes a data URL, anything else is a URL. */
export function iconUrl(icon: string): string {
  const source = icon.trimStart().startsWith('<') ? `data:image/svg+xml,${encodeURIComponent(icon)}` : icon;
  return `url(${JSON.stringify(source)})`;
}

/** An option's icon, painted as a mask in the text colour (never parsed into the document). */
export function renderIcon(icon: string | undefined): TemplateResult | typeof nothing {
  if (!icon) return nothing;
  return html`<span
    class="icon"
    part="icon"
    aria-hidden="true"
    style=${styleMap({ '--_icon': iconUrl(icon) })}
  ></span>`;
}

/** `name` with the part matching `query` in a `<mark part="match">`. */
export function highlight(name: string, query: string): TemplateResult | string {
  if (query === '') return name;
  const range = matchRange(name, query);
  if (!range) return name;
  const [start, end] = range;
  return html`${name.slice(0, start)}<mark part="match">${name.slice(start, end)}</mark>${name.slice(end)}`;
}

/**
 * One row. The active option is marked outside the template (ActiveOptionController), so moving it
 * renders no row. Loaded rows and placeholders share one template, so loading a page updates the rows
 * in place (a new node would lose the virtualizer's positioning until its next pass).
 */
export function renderRow(row: Row, index: number, context: RowContext): TemplateResult {
  const { current } = context;
  const secondary = row ? secondaryText(row, context.chain) : '';
  const kind = row?.inputType;
  const parts = ['option'];
  if (row === null) parts.push('placeholder');
  if (current) parts.push('checked');
  let ariaCurrent: string | typeof nothing = nothing;
  if (row?.href !== undefined) ariaCurrent = row.active ? 'page' : nothing;
  else if (row && !kind && current) ariaCurrent = 'true';
  let end: TemplateResult | typeof nothing = nothing;
  if (row && hasChildren(row)) {
    end = html`<span class="sr-only">, ${context.submenuText}</span
      ><span class="chevron" part="chevron" aria-hidden="true"></span>`;
  } else if (row && !kind && current) {
    end = html`<span class="tick" aria-hidden="true"></span>`;
  }
  // eslint-disable-next-line lit-a11y/role-has-required-aria-attrs -- the active row gets aria-selected
  return html`<div
    role="option"
    id=${context.id}
    class=${classMap({ option: true, tall: secondary !== '', current, placeholder: row === null })}
    part=${parts.join(' ')}
    data-index=${index}
    aria-setsize=${context.count}
    aria-posinset=${index + 1}
    aria-checked=${kind ? (current ? 'true' : 'false') : nothing}
    aria-current=${ariaCurrent}
    aria-disabled=${row === null ? 'true' : nothing}
  >
    ${kind ? html`<span class="check ${kind}" part="check" aria-hidden="true"></span>` : nothing}
    ${renderIcon(row?.icon)}
    <span class="text">
      <span class="name" part="name">${row ? highlight(row.name, context.query) : context.loadingText}</span>
      ${secondary ? html`<span class="description" part="description">${secondary}</span>` : nothing}
    </span>
    ${end}
  </div>`;
}
