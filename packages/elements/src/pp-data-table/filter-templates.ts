/**
 * The column filters of `<pp-data-table>`'s toolbar as templates: a text field, a set filter's
 * `<pp-combobox>` (several choices) and a date range filter's two date fields with its error. The
 * filter controller (filter-controller.ts) prepares what they show and handles what the user does.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { live } from 'lit/directives/live.js';
import type { ComboboxOption } from '../pp-combobox/types.js';
import { fill } from './format.js';
import type { DataTableMessages } from './pp-data-table.messages.js';
import type { DataTableColumn } from './types.js';

interface FieldBase {
  column: DataTableColumn;
  /** The column's place among the filters: ids in the shadow root are made of it. */
  index: number;
}

/** What a filter field shows. */
export type FilterField =
  | (FieldBase & { kind: 'text'; value: string })
  | (FieldBase & {
      kind: 'set';
      /** Changes when the host sets other values: a new combobox then shows them (see the controller). */
      key: string;
      /** The combobox's options: checkbox options, the chosen ones `active`. */
      options: ComboboxOption[];
    })
  | (FieldBase & { kind: 'date-range'; from: string; to: string; invalid: boolean });

/** What the user does in a filter field. */
export interface FilterHandlers {
  text(event: Event, column: DataTableColumn): void;
  set(event: Event, column: DataTableColumn): void;
  range(event: Event, column: DataTableColumn): void;
}

/** The filter fields of the toolbar, in column order. */
export function renderFilters(
  fields: readonly FilterField[],
  texts: DataTableMessages,
  on: FilterHandlers,
): TemplateResult[] {
  return fields.map((field) => {
    const label = fill(texts.filterLabel, { column: field.column.header });
    switch (field.kind) {
      case 'set':
        return renderSet(field, label, texts, on);
      case 'date-range':
        return renderRange(field, label, texts, on);
      default:
        return html`<label class="field">
          <span>${label}</span>
          <input
            type="text"
            part="filter"
            data-column=${field.column.id}
            .value=${field.value}
            @input=${(e: Event) => on.text(e, field.column)}
          />
        </label>`;
    }
  });
}

/** Keeps a set filter's own events (`pp-select`, `pp-toggle`) from passing for the table's. */
const inside = (event: Event) => event.stopPropagation();

/**
 * A set filter: a select-only `<pp-combobox>` of checkbox options, named like a text filter (its own
 * label: a `<label>` here cannot name a field inside another shadow root, so the text above it is
 * hidden from assistive technology, which hears the combobox's name). Its trigger shows the names of
 * the chosen values, or `filterAllText` while none is chosen.
 */
function renderSet(
  field: Extract<FilterField, { kind: 'set' }>,
  label: string,
  texts: DataTableMessages,
  on: FilterHandlers,
): TemplateResult {
  const { column } = field;
  return html`<div class="field">
    <span aria-hidden="true">${label}</span>
    ${keyed(
      field.key,
      html`<pp-combobox
        part="filter-set"
        data-column=${column.id}
        label=${label}
        placeholder=${texts.filterAllText}
        .options=${field.options}
        @change=${(e: Event) => on.set(e, column)}
        @pp-select=${inside}
        @pp-toggle=${inside}
      ></pp-combobox>`,
    )}
  </div>`;
}

/**
 * A date range filter: a group named like a text filter, with a "from" and a "to" date field; an
 * invalid range (its start after its end) shows its error next to them, which the fields name as
 * their description.
 */
function renderRange(
  field: Extract<FilterField, { kind: 'date-range' }>,
  label: string,
  texts: DataTableMessages,
  on: FilterHandlers,
): TemplateResult {
  const { column, invalid } = field;
  const errorId = `filter-error-${field.index}`;
  const date = (edge: 'from' | 'to', text: string, value: string) =>
    html`<label>
      <span>${text}</span>
      <input
        type="date"
        part="filter-date"
        data-edge=${edge}
        .value=${live(value)}
        aria-invalid=${invalid ? 'true' : nothing}
        aria-describedby=${invalid ? errorId : nothing}
        @input=${(e: Event) => on.range(e, column)}
      />
    </label>`;
  return html`<fieldset class="field range" part="filter-range" data-column=${column.id}>
    <legend>${label}</legend>
    <span class="dates">
      ${date('from', texts.dateFromLabel, field.from)} ${date('to', texts.dateToLabel, field.to)}
      ${invalid ? html`<span id=${errorId} part="filter-error">${texts.dateRangeErrorText}</span>` : nothing}
    </span>
  </fieldset>`;
}
