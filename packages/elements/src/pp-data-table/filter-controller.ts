/**
 * The column filters of `<pp-data-table>`: what each filter field shows (filter-templates.ts), and
 * the state after what the user does in one. A set filter is a `<pp-combobox>` of checkbox options,
 * imported when a column first has one; a date range the user left invalid is kept here, shown with
 * its error, and not applied. The element keeps the state and tells the host (`change`).
 */
import type { ReactiveControllerHost } from 'lit';
import type { PpCombobox } from '../pp-combobox/pp-combobox.js';
import type { ComboboxOption } from '../pp-combobox/types.js';
import { importWhenOnline } from '../shared/lazy-import.js';
import type { FilterField, FilterHandlers } from './filter-templates.js';
import {
  dateRange,
  defaultSetOptions,
  filterKind,
  inOptionOrder,
  isValidRange,
  range,
  setValues,
  withChosen,
} from './filters.js';
import { filterText, withFilter } from './state.js';
import type {
  DataTableColumn,
  DataTableDateRange,
  DataTableFilterOption,
  DataTableRow,
  DataTableState,
} from './types.js';

/** What the controller reads from the table, and tells it. */
export interface FilterControllerOptions {
  state(): DataTableState;
  /** The user changed a filter: `next` is the new state. */
  change(next: DataTableState): void;
  /** A date range became invalid: its error text is to be announced. */
  invalidRange(): void;
}

/** What the filter fields are made from. */
export interface FilterContext {
  /** The columns shown. */
  columns: readonly DataTableColumn[];
  /** The client-side rows (a set filter's default options are their values); undefined with a data provider. */
  rows: readonly DataTableRow[] | undefined;
  lang: string;
  statusLabels: Record<string, string>;
}

/** A set filter's options, and what they were made from. */
interface SetOptions {
  baseFrom: unknown[];
  /** The column's options, or its default ones. */
  base: readonly DataTableFilterOption[];
  /** The chosen values they were made with, joined. */
  chosen: string;
  /** `base` and the chosen values not among them. */
  options: DataTableFilterOption[];
  combobox: ComboboxOption[];
}

let comboboxLoading: Promise<void> | undefined;

/**
 * Imports `<pp-combobox>` (once for the page): the data table's first use does not pay for it, only
 * a table with a set filter, which waits for it (see the element's `scheduleUpdate`). A failed import
 * (offline) is forgotten, so that the next update tries again; meanwhile the set filter is an
 * undefined `<pp-combobox>`, which becomes the combobox, with what it was given, once it arrives.
 */
export function loadCombobox(): Promise<void> {
  comboboxLoading ??= importWhenOnline(() => import('../pp-combobox/pp-combobox.js')).then(
    () => undefined,
    () => {
      comboboxLoading = undefined;
    },
  );
  return comboboxLoading;
}

export class FilterController {
  readonly #host: ReactiveControllerHost;
  readonly #options: FilterControllerOptions;
  /** Date ranges the user entered with their start after their end (not applied), by column id. */
  readonly #drafts = new Map<string, DataTableDateRange>();
  /** By column id: bumped when the host sets other values for a set filter (its combobox is renewed). */
  readonly #generations = new Map<string, number>();
  /** A set filter's options as last made, by column id, with what they were made from. */
  readonly #setOptions = new Map<string, SetOptions>();

  constructor(host: ReactiveControllerHost, options: FilterControllerOptions) {
    this.#host = host;
    this.#options = options;
  }

  /** Whether a column shown has a set filter and `<pp-combobox>` is not defined yet. */
  needsCombobox(columns: readonly DataTableColumn[]): boolean {
    return !customElements.get('pp-combobox') && columns.some((column) => filterKind(column) === 'set');
  }

  /**
   * The filters went from `previous` to `next` other than through their fields (the host set the
   * state, or "clear filters" was pressed): date ranges left invalid are forgotten, and a set filter
   * whose values changed gets a new combobox. A combobox takes its options' checked state (`active`)
   * when it is created, and keeps its user's choices after that; a new one shows the new values. Only
   * there: a host that sets back the state it was just told of (a URL kept in sync) changes no
   * values, and the combobox the user is working in stays.
   */
  reset(previous: DataTableState, next: DataTableState): void {
    this.#drafts.clear();
    const ids = new Set([...previous.filters, ...next.filters].map((f) => f.id));
    const values = (state: DataTableState, id: string) =>
      JSON.stringify(setValues(state.filters.find((f) => f.id === id)?.value));
    for (const id of ids) {
      if (values(previous, id) !== values(next, id)) {
        this.#generations.set(id, (this.#generations.get(id) ?? 0) + 1);
      }
    }
  }

  /** The filter fields of the columns shown that have a filter, in order. */
  fields(context: FilterContext): FilterField[] {
    const state = this.#options.state();
    const fields: FilterField[] = [];
    for (const column of context.columns) {
      const kind = filterKind(column);
      if (!kind) continue;
      const index = fields.length;
      const value = state.filters.find((f) => f.id === column.id)?.value;
      if (kind === 'set') {
        const key = `${column.id}:${this.#generations.get(column.id) ?? 0}`;
        fields.push({
          kind,
          column,
          index,
          key,
          options: this.#comboboxOptions(column, setValues(value), context),
        });
      } else if (kind === 'date-range') {
        const shown = this.#drafts.get(column.id) ?? dateRange(value) ?? {};
        const invalid = !isValidRange(shown);
        fields.push({ kind, column, index, from: shown.from ?? '', to: shown.to ?? '', invalid });
      } else {
        fields.push({ kind, column, index, value: filterText(state, column.id) });
      }
    }
    return fields;
  }

  readonly on: FilterHandlers = {
    text: (event, column) => {
      const value = (event.target as HTMLInputElement).value;
      this.#options.change(withFilter(this.#options.state(), column.id, value));
    },
    set: (event, column) => {
      const chosen = (event.target as PpCombobox).checkedValues;
      const options = this.#setOptions.get(column.id)?.options ?? [];
      this.#options.change(withFilter(this.#options.state(), column.id, inOptionOrder(chosen, options)));
    },
    range: (event, column) => {
      const fieldset = (event.target as HTMLElement).closest('fieldset');
      const edge = (name: string) =>
        fieldset?.querySelector<HTMLInputElement>(`input[data-edge="${name}"]`)?.value || undefined;
      const next = range(edge('from'), edge('to'));
      const wasInvalid = this.#drafts.has(column.id);
      // Rendered in any case: the error shows or goes even when the state stays as it is.
      this.#host.requestUpdate();
      if (!isValidRange(next)) {
        this.#drafts.set(column.id, next);
        if (!wasInvalid) this.#options.invalidRange();
        return;
      }
      this.#drafts.delete(column.id);
      this.#options.change(withFilter(this.#options.state(), column.id, next));
    },
  };

  /**
   * A set filter's combobox options: the column's (or its default ones) and the chosen values not
   * among them, as checkbox options, the chosen ones `active`. The same arrays while nothing they are
   * made from changes: the default options are not made again from every row on every update, and
   * the combobox does not take the options as new ones.
   */
  #comboboxOptions(column: DataTableColumn, chosen: string[], context: FilterContext): ComboboxOption[] {
    const { rows, lang, statusLabels } = context;
    const baseFrom = [column, column.filterOptions, rows, lang, statusLabels];
    const cached = this.#setOptions.get(column.id);
    const sameBase = cached?.baseFrom.every((item, i) => item === baseFrom[i]) ?? false;
    const key = chosen.join('\u0000');
    if (cached && sameBase && cached.chosen === key) return cached.combobox;
    const base =
      cached && sameBase
        ? cached.base
        : (column.filterOptions ?? defaultSetOptions(column, rows, lang, statusLabels));
    const options = withChosen(base, chosen);
    const checked = new Set(chosen);
    const combobox = options.map(({ value, label }): ComboboxOption => ({
      id: value,
      name: label,
      inputType: 'checkbox',
      active: checked.has(value),
    }));
    this.#setOptions.set(column.id, { baseFrom, base, chosen: key, options, combobox });
    return combobox;
  }
}
