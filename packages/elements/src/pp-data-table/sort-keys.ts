/**
 * Sort keys of `<pp-data-table>`'s client-side rows, as pure functions. A column's keys are worked out
 * once per column and rows (row-cache.ts): each row's rank among the column's distinct values, in the
 * order the column sorts by (numbers by value, dates by timestamp, texts by the collator, ties where
 * it finds texts equal). Rows without a value share the rank after the last, and sort last both ways.
 * A sort is then a stable counting sort of row indexes per key (`sortOrder`), with no comparison of
 * values at all; table-core's comparator (`compareKeys`) reads the same ranks. Rows are addressed by
 * their index in the rows.
 */

/** A column's sort keys: a rank per row, rows without a value ranked `count`. */
export interface SortKeys {
  /** By row index: the row's rank, 0 first; `count` for a row without a value (16 bits when they fit). */
  readonly ranks: Uint16Array | Uint32Array;
  /** How many ranks the rows with a value have. */
  readonly count: number;
}

/** Sort keys with the direction they are sorted in. */
export interface SortSlot extends SortKeys {
  desc: boolean;
}

/**
 * The ranks of `values` after `compare`: equal values, and values `compare` finds equal, have the same
 * rank; a smaller rank sorts first. The rows `missing` says have no value are ranked after the others.
 * `compare` runs on the distinct values only, once per sort of them.
 */
export function rankValues<T>(
  values: ArrayLike<T>,
  compare: (a: T, b: T) => number,
  missing?: (index: number) => boolean,
): SortKeys {
  const slots = new Map<T, number>();
  const distinct: T[] = [];
  const slotOf = new Int32Array(values.length);
  for (let i = 0; i < values.length; i++) {
    if (missing?.(i)) {
      slotOf[i] = -1;
      continue;
    }
    const value = values[i]!;
    let slot = slots.get(value);
    if (slot === undefined) {
      slot = distinct.length;
      slots.set(value, slot);
      distinct.push(value);
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
  const count = distinct.length === 0 ? 0 : rank + 1;
  const ranks = count < 0xffff ? new Uint16Array(values.length) : new Uint32Array(values.length);
  for (let i = 0; i < values.length; i++) ranks[i] = slotOf[i]! < 0 ? count : rankOfSlot[slotOf[i]!]!;
  return { ranks, count };
}

/** Numbers in ascending order (`NaN`, never given: missing values are ranked apart). */
export const compareNumbers = (a: number, b: number): number => a - b;

/** Values compared with `===` and `>` (table-core's `sortFn_basic`), for a column of mixed values. */
export const compareBasic = (a: unknown, b: unknown): number =>
  a === b ? 0 : (a as number) > (b as number) ? 1 : -1;

/**
 * Compares rows `a` and `b` (indexes) by `slot`, ascending: table-core turns the result round for a
 * descending sort, so a row without a value is given the sign that leaves it last either way (as
 * table-core's `sortUndefined: 'last'`).
 */
export function compareKeys(slot: SortSlot, a: number, b: number): number {
  const x = slot.ranks[a]!;
  const y = slot.ranks[b]!;
  if (x === y) return 0;
  if (x === slot.count || y === slot.count) return (x === slot.count ? 1 : -1) * (slot.desc ? -1 : 1);
  return x > y ? 1 : -1;
}

/**
 * `order` (row indexes) sorted by `keys`, the first key first: stable, so rows every key finds equal
 * keep their order in `order`. One counting sort per key, from the last key to the first (each
 * O(rows + ranks)); `order` itself is not changed.
 */
export function sortOrder(order: Uint32Array, keys: readonly SortSlot[]): Uint32Array {
  let from = order;
  for (let k = keys.length - 1; k >= 0; k--) {
    const { ranks, count, desc } = keys[k]!;
    // Descending: the ranks turned round, rows without a value still last (bucket `count`).
    const last = count - 1;
    const starts = new Uint32Array(count + 2);
    for (let i = 0; i < from.length; i++) {
      const rank = ranks[from[i]!]!;
      starts[(desc && rank !== count ? last - rank : rank) + 1]!++;
    }
    for (let b = 1; b < starts.length; b++) starts[b]! += starts[b - 1]!;
    const to = new Uint32Array(from.length);
    for (let i = 0; i < from.length; i++) {
      const row = from[i]!;
      const rank = ranks[row]!;
      to[starts[desc && rank !== count ? last - rank : rank]!++] = row;
    }
    from = to;
  }
  return from === order ? order.slice() : from;
}
