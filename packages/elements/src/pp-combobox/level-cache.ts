import { prepareWhenIdle, type SearchIndex } from './filter.js';
import { buildLevelData, filterLevel, levelAt, type LevelData, type LocalRows } from './levels.js';
import type { ComboboxOption } from './types.js';

/**
 * The rows of a local list (`options`, no data provider): each level's search data, built once per
 * level of one options array, the level's rows for a query, and, while no query is typed, the level's
 * search index built and warmed up in idle time, so that the first keystroke pays for neither.
 */
export class LevelCache {
  #levels = new WeakMap<ComboboxOption[], LevelData>();
  #preparing: SearchIndex | undefined;
  #stopPreparing: (() => void) | undefined;

  /** New options: the levels' data is built again when asked for. */
  forget(): void {
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
    let data = this.#levels.get(level);
    if (!data) {
      data = buildLevelData(level, shallow);
      this.#levels.set(level, data);
    }
    const rows = filterLevel(level, data, query);
    if (query.trim() === '') this.#prepare(data.index, wanted);
    return rows;
  }

  /** Stops preparing (the element left the page). */
  stop(): void {
    this.#stopPreparing?.();
    this.#stopPreparing = this.#preparing = undefined;
  }

  #prepare(index: SearchIndex<ComboboxOption>, wanted: () => boolean): void {
    if (index.warm || this.#preparing === index) return;
    this.#stopPreparing?.();
    this.#preparing = index;
    this.#stopPreparing = prepareWhenIdle(index, wanted);
  }
}
