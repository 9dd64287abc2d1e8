/**
 * The options tree of `<pp-combobox>` as pure functions: levels and paths, what a level searches,
 * lookups by id, the choices the options mark `active`, and the texts of a row. Nothing here reads
 * the element or the DOM, so each is unit-tested on its own (levels.test.ts).
 */
import { SearchIndex, countMarked, pick } from './filter.js';
import type { ComboboxOption } from './types.js';

/** One row of the list: an option, or null for a row of a server-side list that is still loading. */
export type Row = ComboboxOption | null;

/** Whether `option` opens a nested level. */
export function hasChildren(option: ComboboxOption): boolean {
  return Array.isArray(option.children);
}

/** Whether `option` is a choice (plain, radio or checkbox): it neither opens a level nor navigates. */
export function isChoice(option: ComboboxOption): boolean {
  return !hasChildren(option) && option.href === undefined;
}

/** The options of the level `path` leads to: the last option's children, or the root. */
export function levelAt(options: ComboboxOption[], path: readonly ComboboxOption[]): ComboboxOption[] {
  const parent = path[path.length - 1];
  return parent ? (parent.children ?? []) : options;
}

/**
 * The same path (by option ids) in another options tree, or [] when a step no longer exists there or
 * no longer opens a level. A host that re-renders with new but equal options keeps the user's level.
 */
export function pathIn(options: ComboboxOption[], path: readonly ComboboxOption[]): ComboboxOption[] {
  const found: ComboboxOption[] = [];
  let level: ComboboxOption[] | undefined = options;
  for (const step of path) {
    const match: ComboboxOption | undefined = level?.find((option) => option.id === step.id);
    if (!match || !hasChildren(match)) return [];
    found.push(match);
    level = match.children;
  }
  return found;
}

/** What a level searches, and what its rows need, computed once per array of options. */
export interface LevelData {
  /** Options searched at this level: the level's own, then (unless shallow) their descendants. */
  searchable: ComboboxOption[];
  /** For each searchable option found below the level, the options between the level and it. */
  chains: ComboboxOption[][] | undefined;
  index: SearchIndex<ComboboxOption>;
  /** How many of the level's own options have a description (rows of 48 px). */
  tallCount: number;
  /**
   * 1 for each searchable option shown as a row of two lines (a description, or the path of an option
   * found below the level); undefined when there is none, so filtering counts tall rows without reading
   * the options.
   */
  tall: Uint8Array | undefined;
}

/**
 * The searchable options of `level` (depth first: each option, then its descendants, unless
 * `shallow`), the chain of options above each one found below the level, and the search index.
 */
export function buildLevelData(level: ComboboxOption[], shallow: boolean): LevelData {
  let tallCount = 0;
  let nested = false;
  for (const option of level) {
    if (option.description) tallCount++;
    if (!nested && option.children && option.children.length > 0) nested = true;
  }
  let searchable = level;
  let chains: ComboboxOption[][] | undefined;
  if (nested && !shallow) {
    const found: ComboboxOption[] = [];
    const above: ComboboxOption[][] = [];
    const walk = (options: ComboboxOption[], chain: ComboboxOption[]) => {
      for (const option of options) {
        found.push(option);
        above.push(chain);
        if (option.children && option.children.length > 0) walk(option.children, [...chain, option]);
      }
    };
    walk(level, []);
    searchable = found;
    chains = above;
  }
  let tall: Uint8Array | undefined;
  if (chains || tallCount > 0) {
    tall = new Uint8Array(searchable.length);
    for (let i = 0; i < searchable.length; i++) {
      if ((searchable[i] as ComboboxOption).description || (chains?.[i]?.length ?? 0) > 0) tall[i] = 1;
    }
  }
  return { searchable, chains, index: new SearchIndex(searchable), tallCount, tall };
}

/** The rows of a local list: the level's options for an empty query, else its ranked matches. */
export interface LocalRows {
  rows: ComboboxOption[];
  /** For rows found below the level: the options between the level and the row. */
  chains: (ComboboxOption[] | undefined)[] | undefined;
  /** How many rows have a second line. */
  tallCount: number;
}

/** The rows for `query` at a level. At 100,000 options this runs on every keystroke: it reads no option but the rows'. */
export function filterLevel(level: ComboboxOption[], data: LevelData, query: string): LocalRows {
  if (query.trim() === '') return { rows: level, chains: undefined, tallCount: data.tallCount };
  const { indices } = data.index.search(query);
  const { searchable, chains, tall } = data;
  return {
    rows: pick(searchable, indices),
    chains: chains ? pick(chains, indices) : undefined,
    tallCount: tall ? countMarked(tall, indices) : 0,
  };
}

/** Every option of the tree by id (the first one wins when an id repeats). */
export function indexById(options: ComboboxOption[]): Map<string, ComboboxOption> {
  const map = new Map<string, ComboboxOption>();
  const walk = (level: ComboboxOption[]) => {
    for (const option of level) {
      if (!map.has(option.id)) map.set(option.id, option);
      if (option.children) walk(option.children);
    }
  };
  walk(options);
  return map;
}

/** The choices the options mark `active`: the first plain or radio one, and every checkbox. */
export interface ActiveChoices {
  value: string | undefined;
  checked: Set<string>;
}

/** Reads the `active` flags of the choices of the whole tree (links and levels are not choices). */
export function activeChoices(options: ComboboxOption[]): ActiveChoices {
  let value: string | undefined;
  const checked = new Set<string>();
  const walk = (level: ComboboxOption[]) => {
    for (const option of level) {
      if (option.active && isChoice(option)) {
        if (option.inputType === 'checkbox') checked.add(option.id);
        else value ??= option.id;
      }
      if (option.children) walk(option.children);
    }
  };
  walk(options);
  return { value, checked };
}

/**
 * The second line of a row: the path of an option found below the level (`A › B`), its description,
 * or both (`A › B · description`); '' for none.
 */
export function secondaryText(row: ComboboxOption, chain: readonly ComboboxOption[] | undefined): string {
  const pathText = chain && chain.length > 0 ? chain.map((option) => option.name).join(' › ') : '';
  if (pathText && row.description) return `${pathText} · ${row.description}`;
  return pathText || row.description || '';
}

/** A data provider's page: `count` rows, the first ones loaded, the rest null until their page loads. */
export function providerRows(
  items: readonly ComboboxOption[],
  total: number,
): { rows: Row[]; tallCount: number } {
  const rows = new Array<Row>(Math.max(items.length, total)).fill(null);
  let tallCount = 0;
  items.forEach((item, i) => {
    rows[i] = item;
    if (item.description) tallCount++;
  });
  return { rows, tallCount };
}

/** Puts a loaded page into `rows` from `offset` on (in place); returns how many of its rows are tall. */
export function fillPage(rows: Row[], offset: number, items: readonly ComboboxOption[]): number {
  let tallCount = 0;
  items.forEach((item, i) => {
    const at = offset + i;
    if (at < rows.length) {
      rows[at] = item;
      if (item.description) tallCount++;
    }
  });
  return tallCount;
}
