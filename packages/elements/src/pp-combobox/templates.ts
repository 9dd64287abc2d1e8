/**
 * The templates of `<pp-combobox>`'s parts: one row of the listbox (an option, or a placeholder for a
 * row of a server-side list not loaded yet), an option's icon, the trigger's content, the path of a
 * nested level and the status line. Pure functions of what the element tells them, so the virtualizer
 * can call the row's for any row at any time.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { classMap } from 'lit/directives/class-map.js';
import { styleMap } from 'lit/directives/style-map.js';
import { FIELD_IDS } from '../shared/field.js';
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

/** The trigger's content (select mode): the chosen options' names (with the icon of a single one), or the placeholder. */
export function renderTriggerContent(chosen: readonly ComboboxOption[], placeholder: string): TemplateResult {
  if (chosen.length === 0) return html`<span class="placeholder" part="placeholder">${placeholder}</span>`;
  const icon = chosen.length === 1 ? chosen[0]?.icon : undefined;
  const names = chosen.map((option) => option.name).join(', ');
  return html`${renderIcon(icon)}<span class="value" part="value">${names}</span>`;
}

/** The path of a nested level: a back button, then a breadcrumb whose earlier steps go back to their level. */
export function renderPath(
  path: readonly ComboboxOption[],
  texts: { backLabel: string; pathLabel: string },
  goToLevel: (depth: number) => void,
): TemplateResult {
  const last = path.length - 1;
  return html`<div class="path" part="path">
    <button
      type="button"
      class="back"
      part="back"
      tabindex="-1"
      aria-label=${texts.backLabel}
      title=${texts.backLabel}
      @click=${() => goToLevel(last)}
    ></button>
    <nav aria-label=${texts.pathLabel}>
      <ol>
        ${path.map((option, depth) =>
          depth === last
            ? html`<li aria-current="location">${option.name}</li>`
            : html`<li>
                <button type="button" tabindex="-1" @click=${() => goToLevel(depth + 1)}>
                  ${option.name}
                </button>
              </li>`,
        )}
      </ol>
    </nav>
  </div>`;
}

/** What the status line shows: loading, failed, or nothing matched. */
export interface ListStatus {
  loading: boolean;
  failed: boolean;
  count: number;
  loadingText: string;
  errorText: string;
  emptyText: string;
}

/** The status under the list: the loading text (a spinner in the corner once rows exist), the error, or "no results". */
export function renderStatus(status: ListStatus): TemplateResult | typeof nothing {
  if (status.loading && status.count === 0) {
    return html`<div class="status" part="empty">
      <span class="spinner" part="spinner" aria-hidden="true"></span>${status.loadingText}
    </div>`;
  }
  if (status.loading) return html`<span class="spinner corner" part="spinner" aria-hidden="true"></span>`;
  if (status.failed) return html`<div class="status" part="empty">${status.errorText}</div>`;
  if (status.count === 0) return html`<div class="status" part="empty">${status.emptyText}</div>`;
  return nothing;
}

/** The state the combobox itself (input or trigger) shows through ARIA. */
export interface ControlState {
  /** The accessible name (the label, else the placeholder) while no visible label names it. */
  name: string | typeof nothing;
  /** The id of the visible label that names it (`field`), else nothing. */
  labelledBy: string | typeof nothing;
  /** The ids of the error and the hint under the field, else nothing. */
  describedBy: string | typeof nothing;
  open: boolean;
  required: boolean;
  /** An error shows, or `required`, nothing chosen, and the user has been there. */
  invalid: boolean;
  disabled: boolean;
}

/** The text input of an editable combobox (DOM focus stays on it: APG). */
export function renderInput(
  field: ControlState,
  placeholder: string,
  text: string,
  on: { keydown: (event: KeyboardEvent) => void; input: (event: Event) => void; click: () => void },
): TemplateResult {
  return html`<input
    id=${FIELD_IDS.control}
    part="input"
    class="input"
    role="combobox"
    aria-label=${field.name}
    aria-labelledby=${field.labelledBy}
    aria-describedby=${field.describedBy}
    aria-autocomplete="list"
    aria-expanded=${field.open ? 'true' : 'false'}
    aria-controls="listbox"
    aria-required=${field.required ? 'true' : nothing}
    aria-invalid=${field.invalid ? 'true' : nothing}
    autocomplete="off"
    autocapitalize="off"
    spellcheck="false"
    placeholder=${placeholder || nothing}
    .value=${text}
    ?disabled=${field.disabled}
    @keydown=${on.keydown}
    @input=${on.input}
    @click=${on.click}
  />`;
}

/** The button-like trigger of a select-only combobox, holding `content` (renderTriggerContent). */
export function renderTrigger(
  field: ControlState,
  content: TemplateResult,
  on: { keydown: (event: KeyboardEvent) => void; click: () => void },
): TemplateResult {
  return html`<div
    id=${FIELD_IDS.control}
    part="trigger"
    class="trigger"
    role="combobox"
    tabindex=${field.disabled ? '-1' : '0'}
    aria-label=${field.name}
    aria-labelledby=${field.labelledBy}
    aria-describedby=${field.describedBy}
    aria-haspopup="listbox"
    aria-expanded=${field.open ? 'true' : 'false'}
    aria-controls="listbox"
    aria-disabled=${field.disabled ? 'true' : nothing}
    aria-required=${field.required ? 'true' : nothing}
    aria-invalid=${field.invalid ? 'true' : nothing}
    @keydown=${on.keydown}
    @click=${on.click}
  >
    ${content}
  </div>`;
}
