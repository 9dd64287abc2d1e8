/**
 * Sort keys of `<pp-data-table>`'s client-side rows, as pure functions: what a column's `sortFn`
 * (table-core's, table-model.ts) compares, worked out once per column and rows instead of in every
 * comparison. Numbers compare by their value, dates by their timestamp, texts by their rank among the
 * column's distinct texts in the collator's order (ties where the collator finds them equal), so that
 * a comparison is two array reads and `<`. Rows are addressed by their index in the rows.
 */

/** A column's sort keys: a value per row, and which rows have no value (sorted last either way). */
export interface SortKeys {
  /** By row index: numbers (text ranks, timestamps) or the raw values of a number column. */
  readonly values: ArrayLike<unknown>;
  /** By row index, 1 for a row whose value is `undefined`; undefined when no row is. */
  readonly missing: Uint8Array | undefined;
}

/** Sort keys with the direction they are sorted in (table-core turns the result round for `desc`). */
export interface SortSlot extends SortKeys {
  desc: boolean;
}

/**
 * The rank of each text in `texts` after `compare` (a collator's): equal texts, and texts `compare`
 * finds equal, have the same rank; a smaller rank sorts first. `compare` runs on the distinct texts
 * only, once per sort of them.
 */
export function rankTexts(texts: readonly string[], compare: (a: string, b: string) => number): Uint32Array {
  const slots = new Map<string, number>();
  const distinct: string[] = [];
  const slotOf = new Uint32Array(texts.length);
  for (let i = 0; i < texts.length; i++) {
    const text = texts[i]!;
    let slot = slots.get(text);
    if (slot === undefined) {
      slot = distinct.length;
      slots.set(text, slot);
      distinct.push(text);
    }
    slotOf[i] = slot;
  }
  const order = distinct.map((_, i) => i).sort((a, b) => compare(distinct[a]!, distinct[b]!));
  const rankOfSlot = new Uint32Array(distinct.length);
  let rank = 0;
  for (let i = 0; i < order.length; i++) {
    if (i > 0 && compare(distinct[order[i - 1]!]!, distinct[order[i]!]!) !== 0) rank++;
    rankOfSlot[order[i]!] = rank;
  }
  const ranks = new Uint32Array(texts.length);
  for (let i = 0; i < texts.length; i++) ranks[i] = rankOfSlot[slotOf[i]!]!;
  return ranks;
}

/** 1 for each of `values` that is `undefined`; undefined when none is. */
export function missingOf(values: readonly unknown[]): Uint8Array | undefined {
  let missing: Uint8Array | undefined;
  for (let i = 0; i < values.length; i++) {
    if (values[i] === undefined) (missing ??= new Uint8Array(values.length))[i] = 1;
  }
  return missing;
}

/**
 * Compares rows `a` and `b` (indexes) by `slot`, ascending: table-core turns the result round for a
 * descending sort, so a row without a value is given the sign that leaves it last either way (as
 * table-core's `sortUndefined: 'last'`). Values compare with `===` and `>` (table-core's `sortFn_basic`).
 */
export function compareKeys(slot: SortSlot, a: number, b: number): number {
  const missing = slot.missing;
  if (missing !== undefined) {
    const ma = missing[a];
    const mb = missing[b];
    if (ma !== mb) return (ma ? 1 : -1) * (slot.desc ? -1 : 1);
    if (ma) return 0;
  }
  const x = slot.values[a] as number;
  const y = slot.values[b] as number;
  return x === y ? 0 : x > y ? 1 : -1;
}
