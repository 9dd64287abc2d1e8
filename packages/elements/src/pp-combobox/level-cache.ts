import { whenIdle } from '../shared/idle.js';
import { prepareWhenIdle, type SearchIndex } from './filter.js';
import { buildLevelData, filterLevel, levelAt, type LevelData, type LocalRows } from './levels.js';
import type { ComboboxOption } from './types.js';

/**
 * The rows of a local list (`options`, no data provider): each level's search data, built once per
 * level of one options array, the level's rows for a query, and, while no query is typed, the level's
 * search index built and warmed up in idle time, so that the first keystroke pays for neither. While a
 * query is typed, the idle time after each search lower-cases the texts the next keystroke reads, and
 * clearing the query drops them again (filter.ts: a closed list keeps only the index's masks). The
 * root level's data can be built ahead, in idle time once a person is about to open the list
 * ({@link LevelCache.getReady}), so that opening pays for none of it.
 */
export class LevelCache {
  #levels = new WeakMap<ComboboxOption[], LevelData>();
  #preparing: SearchIndex | undefined;
  #stopPreparing: (() => void) | undefined;
  #stopGettingReady: (() => void) | undefined;

  /** New options: the levels' data is built again when asked for. */
  forget(): void {
    this.#stopGettingReady?.();
    this.#stopGettingReady = undefined;
    this.#levels = new WeakMap();
  }

  /**
   * The rows of the level at `path` of `options` for `query` (`shallow`: the level's own options
   * only). With an empty query, prepares the level's search while `wanted` says so.
   */
  rows(
    options: ComboboxOption[],
    path: readonly ComboboxOption[],
    query: string,
    shallow: boolean,
    wanted: () => boolean,
  ): LocalRows {
    const level = levelAt(options, path);
    const data = this.#dataOf(level, shallow);
    const rows = filterLevel(level, data, query);
    if (query.trim() === '') data.index.release();
    this.#prepare(data.index, wanted);
    return rows;
  }

  /**
   * Builds the root level's data of `options` in the next idle time, and then prepares its search
   * while `wanted()` says so: for when a person is about to open the list (the pointer on the field,
   * the focus in it). At 100,000 options the data takes about 30 ms, which opening then does not pay.
   */
  getReady(options: ComboboxOption[], shallow: boolean, wanted: () => boolean): void {
    if (this.isReady(options)) return;
    this.#stopGettingReady?.();
    this.#stopGettingReady = whenIdle(() => {
      this.#stopGettingReady = undefined;
      if (wanted()) this.#prepare(this.#dataOf(options, shallow).index, wanted);
    }, 250);
  }

  /** Whether the root level's data of `options` is built. */
  isReady(options: ComboboxOption[]): boolean {
    return this.#levels.has(options);
  }

  /** Stops preparing (the element left the page). */
  stop(): void {
    this.#stopGettingReady?.();
    this.#stopPreparing?.();
    this.#stopGettingReady = this.#stopPreparing = this.#preparing = undefined;
  }

  #dataOf(level: ComboboxOption[], shallow: boolean): LevelData {
    let data = this.#levels.get(level);
    if (!data) {
      data = buildLevelData(level, shallow);
      this.#levels.set(level, data);
    }
    return data;
  }

  /** Prepares `index` in idle time (filter.ts's prepareWhenIdle), unless that is under way or nothing is left. */
  #prepare(index: SearchIndex<ComboboxOption>, wanted: () => boolean): void {
    if ((index.warm && !index.lowering) || this.#preparing === index) return;
    this.#stopPreparing?.();
    this.#preparing = index;
    this.#stopPreparing = prepareWhenIdle(index, wanted, () => {
      if (this.#preparing === index) this.#stopPreparing = this.#preparing = undefined;
    });
  }
}
