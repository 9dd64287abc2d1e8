/**
 * Filtering and ranking for `<pp-combobox>`: case- and diacritic-insensitive, ranked, and bounded in
 * cost per keystroke whatever the input.
 *
 * Cost model: every searched text is normalised once (lazily, in idle time when possible) and cut to
 * {@link MAX_TEXT_LENGTH} characters; the query is cut to {@link MAX_QUERY_LENGTH}. A search is then
 * one pass over the candidates with `indexOf` and at most {@link MAX_WORD_START_PROBES} extra probes per
 * candidate, followed by a counting sort over the rank tiers. So the work per keystroke is linear in the
 * number of candidates and independent of how repetitive the query or the texts are (cmdk's recursive
 * scorer is exponential on repeated characters). A query that extends the previous one only re-ranks
 * the previous matches.
 */

/** Only the first this many characters of a name or description take part in matching. */
export const MAX_TEXT_LENGTH = 200;
/** Longer queries are cut to this many characters (after normalisation). */
export const MAX_QUERY_LENGTH = 100;
/** How many further occurrences are probed for a word-start match after a mid-word one. */
export const MAX_WORD_START_PROBES = 8;

/**
 * Rank tiers, best first. A lower number sorts first; ties keep the original order.
 * - 0: the whole name equals the query
 * - 1: the name starts with the query
 * - 2: a word of the name starts with the query
 * - 3: the query occurs inside the name
 * - 4: every word of a multi-word query occurs in the name, in any order
 * - 5: the query occurs in the description
 */
export const Rank = {
  exact: 0,
  prefix: 1,
  wordStart: 2,
  substring: 3,
  allWords: 4,
  description: 5,
} as const;
const TIERS = 6;
const NO_MATCH = 255;

const NON_ASCII = /[\u0080-\uffff]/;
const COMBINING_MARKS = /\p{M}+/gu;
/** Letters that do not decompose under NFD, mapped one to one so match positions stay valid. */
const FOLD: Record<string, string> = {
  ł: 'l',
  đ: 'd',
  ð: 'd',
  ø: 'o',
  ħ: 'h',
  ı: 'i',
  ŧ: 't',
};
const FOLDABLE = /[łđðøħıŧ]/g;

/**
 * Lower-cases `text` and removes diacritics, so 'Łódź' and 'lodz' compare equal. Letters without a
 * canonical decomposition (ł, đ, ø, ħ, ı, ŧ) are folded one to one. ASCII text takes a fast path.
 */
export function normalize(text: string): string {
  const lower = text.toLowerCase();
  if (!NON_ASCII.test(lower)) return lower;
  return lower
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(FOLDABLE, (c) => FOLD[c] ?? c);
}

/** Normalises a query: {@link normalize}, whitespace collapsed and trimmed, cut to {@link MAX_QUERY_LENGTH}. */
export function normalizeQuery(query: string): string {
  return normalize(query).replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

function isWordStart(text: string, position: number): boolean {
  if (position === 0) return true;
  const previous = text.charCodeAt(position - 1);
  // ASCII fast path: a-z and 0-9 continue a word, other ASCII characters separate words.
  if (previous < 128) {
    return !((previous >= 97 && previous <= 122) || (previous >= 48 && previous <= 57));
  }
  return !WORD_CHAR.test(text.charAt(position - 1));
}

/**
 * Ranks one normalised `text` against a normalised `query` (and its `words`, when it has several).
 * Returns a {@link Rank} tier, or 255 when the text does not match.
 */
export function rankText(text: string, query: string, words: readonly string[]): number {
  let position = text.indexOf(query);
  if (position === 0) return text.length === query.length ? Rank.exact : Rank.prefix;
  if (position > 0) {
    for (let probes = 0; position >= 0 && probes <= MAX_WORD_START_PROBES; probes++) {
      if (isWordStart(text, position)) return Rank.wordStart;
      position = text.indexOf(query, position + 1);
    }
    return Rank.substring;
  }
  if (words.length > 1) {
    for (const word of words) if (text.indexOf(word) < 0) return NO_MATCH;
    return Rank.allWords;
  }
  return NO_MATCH;
}

/** What {@link SearchIndex} reads from an item. */
export interface Searchable {
  name: string;
  description?: string | undefined;
}

/** The result of {@link SearchIndex.search}. */
export interface SearchResult {
  /** Indices into the index's items, ranked. */
  indices: Int32Array;
  /** The normalised query that produced this result. */
  query: string;
}

/**
 * A search index over a fixed array of items. Texts are normalised on demand: call
 * {@link SearchIndex.buildSome} from idle callbacks to spread the work, and any search finishes the
 * rest synchronously.
 */
export class SearchIndex<T extends Searchable = Searchable> {
  readonly items: readonly T[];
  #names: string[];
  #descriptions: (string | undefined)[];
  #built = 0;
  #hasDescriptions = false;
  #last: SearchResult | undefined;

  constructor(items: readonly T[]) {
    this.items = items;
    this.#names = new Array<string>(items.length);
    this.#descriptions = new Array<string | undefined>(items.length);
  }

  /** True once every text is normalised. */
  get complete(): boolean {
    return this.#built >= this.items.length;
  }

  /**
   * Normalises texts until `deadline()` returns false (checked every 256 items) or all are done.
   * Returns true when the index is complete.
   */
  buildSome(deadline: () => boolean = () => true): boolean {
    const { items } = this;
    const end = items.length;
    let i = this.#built;
    while (i < end) {
      const stop = Math.min(end, i + 256);
      for (; i < stop; i++) {
        const item = items[i] as T;
        this.#names[i] = normalize(item.name.slice(0, MAX_TEXT_LENGTH));
        if (item.description) {
          this.#descriptions[i] = normalize(item.description.slice(0, MAX_TEXT_LENGTH));
          this.#hasDescriptions = true;
        }
      }
      this.#built = i;
      if (!deadline()) break;
    }
    return this.complete;
  }

  /** The normalised name of item `index` (normalising the whole index first if needed). */
  normalizedName(index: number): string {
    if (!this.complete) this.buildSome();
    return this.#names[index] ?? '';
  }

  /**
   * Returns the indices of the items matching `rawQuery`, best first (see {@link Rank}); items of
   * one tier keep their original order. An empty query returns every index in order.
   */
  search(rawQuery: string): SearchResult {
    const query = normalizeQuery(rawQuery);
    const count = this.items.length;
    if (query === '') {
      const all = new Int32Array(count);
      for (let i = 0; i < count; i++) all[i] = i;
      return (this.#last = { indices: all, query });
    }
    if (!this.complete) this.buildSome();
    const words = query.includes(' ') ? query.split(' ') : [query];
    // A query that extends the previous one can only match a subset of the previous matches.
    const previous = this.#last;
    const candidates =
      previous && previous.query !== '' && query.startsWith(previous.query) ? previous.indices : undefined;
    const total = candidates ? candidates.length : count;
    const tiers = new Uint8Array(total);
    const tierCounts = new Int32Array(TIERS);
    const names = this.#names;
    const descriptions = this.#descriptions;
    const withDescriptions = this.#hasDescriptions;
    for (let k = 0; k < total; k++) {
      const i = candidates ? (candidates[k] as number) : k;
      let tier = rankText(names[i] as string, query, words);
      if (tier === NO_MATCH && withDescriptions) {
        const description = descriptions[i];
        if (description !== undefined && description.includes(query)) tier = Rank.description;
      }
      tiers[k] = tier;
      if (tier !== NO_MATCH) tierCounts[tier] = (tierCounts[tier] as number) + 1;
    }
    const offsets = new Int32Array(TIERS);
    let matched = 0;
    for (let t = 0; t < TIERS; t++) {
      offsets[t] = matched;
      matched += tierCounts[t] as number;
    }
    const indices = new Int32Array(matched);
    for (let k = 0; k < total; k++) {
      const tier = tiers[k] as number;
      if (tier === NO_MATCH) continue;
      const at = offsets[tier] as number;
      indices[at] = candidates ? (candidates[k] as number) : k;
      offsets[tier] = at + 1;
    }
    return (this.#last = { indices, query });
  }
}

/**
 * Where `query` matches inside `text`, for highlighting: `[start, end)` in `text`, or undefined when
 * there is no phrase match or normalisation changed the text's length (then positions would not map).
 */
export function matchRange(text: string, query: string): [number, number] | undefined {
  const normalizedQuery = normalizeQuery(query);
  if (normalizedQuery === '') return undefined;
  const normalizedText = normalize(text);
  if (normalizedText.length !== text.length) return undefined;
  const start = normalizedText.indexOf(normalizedQuery);
  return start < 0 ? undefined : [start, start + normalizedQuery.length];
}
