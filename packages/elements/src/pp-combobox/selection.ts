/**
 * The choice of `<pp-combobox>` as pure functions: which options are current, which are chosen, what
 * the form submits and restores. The element keeps the state (`value`, the checked ids, the chosen
 * option as last seen); these read it.
 */
import { hasChildren, type Row } from './levels.js';
import type { ComboboxOption } from './types.js';

/** What the combobox has chosen: the plain or radio option's id ('' for none) and the checked checkboxes. */
export interface Choice {
  value: string;
  checked: ReadonlySet<string>;
}

/** Whether `option` is current: the chosen one, a checked checkbox, or a link to the current page. */
export function isCurrent(option: ComboboxOption, { value, checked }: Choice): boolean {
  if (option.href !== undefined) return option.active === true;
  if (hasChildren(option)) return false;
  if (option.inputType === 'checkbox') return checked.has(option.id);
  return value !== '' && option.id === value;
}

/** The row of the chosen option, else of the first checked checkbox, else -1. */
export function indexOfCurrent(rows: readonly Row[], { value, checked }: Choice): number {
  if (value !== '') {
    for (let i = 0; i < rows.length; i++) if (rows[i]?.id === value) return i;
  }
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    if (row && row.inputType === 'checkbox' && checked.has(row.id)) return i;
  }
  return -1;
}

/**
 * The chosen options, as the trigger shows them: the chosen one (as last seen, else a stand-in named
 * after its id), then each checked checkbox `find` knows.
 */
export function chosenOptions(
  { value, checked }: Choice,
  chosen: ComboboxOption | undefined,
  find: (id: string) => ComboboxOption | undefined,
): ComboboxOption[] {
  const found: ComboboxOption[] = [];
  if (value !== '') found.push(chosen ?? { id: value, name: value });
  for (const id of checked) {
    const option = find(id);
    if (option) found.push(option);
  }
  return found;
}

/**
 * What `ElementInternals.setFormValue` gets: the value alone (null for none) while no checkbox is
 * checked; otherwise every chosen id under `name` as FormData, and a state that keeps the value and
 * the checked ids apart for `restoreChoice`.
 */
export function formValue(
  name: string,
  { value, checked }: Choice,
): [FormData | string | null, FormData | string] {
  if (checked.size === 0) return [value === '' ? null : value, value];
  const data = new FormData();
  const state = new FormData();
  if (name) {
    if (value !== '') data.append(name, value);
    for (const id of checked) data.append(name, id);
  }
  if (value !== '') state.append('value', value);
  for (const id of checked) state.append('checked', id);
  return [data, state];
}

/**
 * The choice in a state `formValue` gave (the browser hands it back on back/forward and autofill): a
 * string is the value alone (the checked ids are left as they are), FormData both.
 */
export function restoreChoice(
  state: string | File | FormData | null,
): { value: string; checked?: Set<string> } | undefined {
  if (typeof state === 'string') return { value: state };
  if (!(state instanceof FormData)) return undefined;
  const strings = (name: string) => state.getAll(name).filter((v): v is string => typeof v === 'string');
  return { value: strings('value')[0] ?? '', checked: new Set(strings('checked')) };
}
