/**
 * Filtering and ranking for `<pp-combobox>`: case- and diacritic-insensitive, ranked, and bounded in
 * cost per keystroke whatever the input.
 *
 * Cost model: every searched text is normalised once (lazily, in idle time when possible) and cut to
 * {@link MAX_TEXT_LENGTH} characters; the query is cut to {@link MAX_QUERY_LENGTH}. Building the index
 * also records, per name, which letters and digits it holds and which of them start a word (bit
 * masks). A search is then one pass over the candidates: a name lacking a character of the query is
 * rejected by a mask test, the others are ranked with `indexOf` and at most
 * {@link MAX_WORD_START_PROBES} extra probes; a one-character query (the first keystroke, which
 * matches the most) is ranked from the masks and the name's first character alone. The ranked order
 * comes from a counting sort over the few rank tiers (stable, no comparator). So the work per
 * keystroke is linear in the number of candidates with a small constant, and independent of how
 * repetitive the query or the texts are (cmdk's recursive scorer is exponential on repeated
 * characters). Recent results are kept: a query that extends one of them (typing on) only re-ranks
 * that result's matches, and a query seen a moment ago (Backspace) is answered from memory. The loops
 * run in chunks and are warmed up in idle time ({@link SearchIndex.warmUp}), so the first keystroke
 * on a fresh page does not run them unoptimised.
 */

import { whenIdle } from '../shared/idle.js';

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

/** Whether every character of `text` is ASCII (a loop: faster than a regular expression on short text). */
function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 127) return false;
  return true;
}

/**
 * Lower-cases `text` and removes diacritics, so 'Łódź' and 'lodz' compare equal. Letters without a
 * canonical decomposition (ł, đ, ø, ħ, ı, ŧ) are folded one to one. ASCII text takes a fast path.
 */
export function normalize(text: string): string {
  const lower = text.toLowerCase();
  if (isAscii(lower)) return lower;
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
  /** Indices into the index's items, ranked. Shared with the index's memory of recent results: read only. */
  indices: Int32Array;
  /** The normalised query that produced this result. */
  query: string;
}

/**
 * How many recent results a {@link SearchIndex} keeps to narrow or answer later queries from (fewer
 * when they hold more than twice as many matches as there are items).
 */
export const RECENT_RESULTS = 8;

// Character masks. `letters`: bit n for the letter 'a' + n. `digits`: bit n for the digit n, and bit
// OTHER_BIT for any other character but a space. `letterStarts` / bits 16-25 of `digits`: that letter or
// digit starts a word at one of its first 1 + MAX_WORD_START_PROBES occurrences, exactly what
// rankText probes for a one-character query.
const OTHER_BIT = 1 << 10;
const DIGIT_START_SHIFT = 16;
const SPACE = 32;
const CODE_A = 97;
const CODE_Z = 122;
const CODE_0 = 48;
const CODE_9 = 57;

/** Scratch space of {@link SearchIndex}'s build: occurrences so far of each letter and digit in one text. */
const occurrences = new Uint8Array(36);

/**
 * A search index over a fixed array of items. Texts are normalised on demand: call
 * {@link SearchIndex.buildSome} from idle callbacks to spread the work, and any search finishes the
 * rest synchronously.
 */
export class SearchIndex<T extends Searchable = Searchable> {
  readonly items: readonly T[];
  #names: string[];
  /** Made when the first item with a description is built: most lists have none. */
  #descriptions: (string | undefined)[] | undefined;
  #letters: Int32Array;
  #letterStarts: Int32Array;
  #digits: Int32Array;
  /** Every item index in order: the candidates of a search that narrows no earlier result. */
  #all: Int32Array;
  #built = 0;
  #warmRounds = 0;
  /** Recent non-empty results, oldest first, each with its matches in the items' order. */
  #recent: { result: SearchResult; matches: Int32Array }[] = [];

  constructor(items: readonly T[]) {
    this.items = items;
    this.#names = new Array<string>(items.length);
    this.#letters = new Int32Array(items.length);
    this.#letterStarts = new Int32Array(items.length);
    this.#digits = new Int32Array(items.length);
    this.#all = new Int32Array(items.length);
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
        const name = normalize(item.name.slice(0, MAX_TEXT_LENGTH));
        this.#names[i] = name;
        this.#all[i] = i;
        this.#mask(i, name);
        if (item.description) {
          this.#descriptions ??= new Array<string | undefined>(end);
          this.#descriptions[i] = normalize(item.description.slice(0, MAX_TEXT_LENGTH));
        }
      }
      this.#built = i;
      if (!deadline()) break;
    }
    return this.complete;
  }

  /** Records which characters `name` (item `i`'s normalised name) holds and which start a word. */
  #mask(i: number, name: string): void {
    occurrences.fill(0);
    let letters = 0;
    let starts = 0;
    let digits = 0;
    let wordBefore = false;
    for (let p = 0; p < name.length; p++) {
      const code = name.charCodeAt(p);
      if (code >= CODE_A && code <= CODE_Z) {
        const n = code - CODE_A;
        letters |= 1 << n;
        const seen = (occurrences[n] as number) + 1;
        occurrences[n] = seen;
        if (!wordBefore && seen <= MAX_WORD_START_PROBES + 1) starts |= 1 << n;
        wordBefore = true;
      } else if (code >= CODE_0 && code <= CODE_9) {
        const n = code - CODE_0;
        digits |= 1 << n;
        const seen = (occurrences[26 + n] as number) + 1;
        occurrences[26 + n] = seen;
        if (!wordBefore && seen <= MAX_WORD_START_PROBES + 1) digits |= 1 << (DIGIT_START_SHIFT + n);
        wordBefore = true;
      } else {
        if (code !== SPACE) digits |= OTHER_BIT;
        // Other ASCII characters separate words; beyond ASCII, letters and numbers continue one.
        wordBefore = code >= 128 && WORD_CHAR.test(name.charAt(p));
      }
    }
    this.#letters[i] = letters;
    this.#letterStarts[i] = starts;
    this.#digits[i] = digits;
  }

  /**
   * Searches a sample of the items as typing would, discarding the results, so the JS engine has
   * optimised the search loops before the first real keystroke: on a fresh page the first search
   * otherwise runs in unoptimised code, several times slower (5 to 15 ms more at 100,000 items on a
   * busy two-core machine). Each call does one of a few rounds over at most {@link WARM_UP_ITEMS}
   * items (a few milliseconds), so it fits an idle callback. Returns {@link SearchIndex.warm}; does
   * nothing before the index is complete or once it is warm.
   */
  warmUp(): boolean {
    if (this.warm || !this.complete) return this.warm;
    const round = this.#warmRounds++;
    const count = Math.min(this.items.length, WARM_UP_ITEMS);
    const sample = this.#all.subarray(0, count);
    // Queries from a sample name, as typing would use them: its first character (ranked from the
    // masks), then its first two narrowing that result and two from its middle (ranked from the
    // texts); then the rows of the first result. The results are dropped (not kept as recent).
    const name = this.#names[Math.floor((count - 1) * (round / WARM_UP_ROUNDS))] as string;
    const middle = Math.floor(name.length / 2);
    const first = normalizeQuery(name.slice(0, 1)) || 'e';
    const { indices, matches } = this.#run(first, sample);
    this.#run(normalizeQuery(name.slice(0, 2)) || `${first}e`, matches);
    this.#run(normalizeQuery(name.slice(middle, middle + 2)) || 'e 1', sample);
    pick(this.items, indices);
    return this.warm;
  }

  /**
   * True once the index is complete and {@link SearchIndex.warmUp} has done all its rounds, or needs
   * none: a list of at most a few thousand items is searched fast enough by unoptimised code.
   */
  get warm(): boolean {
    return this.complete && (this.items.length <= CHUNK || this.#warmRounds >= WARM_UP_ROUNDS);
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
    if (query === '') {
      const count = this.items.length;
      const all = new Int32Array(count);
      for (let i = 0; i < count; i++) all[i] = i;
      return { indices: all, query };
    }
    if (!this.complete) this.buildSome();
    const recent = this.#recent;
    // The longest recent query the new one extends: only its matches can match the new query.
    let base: (typeof recent)[number] | undefined;
    for (const entry of recent) {
      const previous = entry.result.query;
      if (query.startsWith(previous) && (!base || previous.length > base.result.query.length)) base = entry;
    }
    if (base && base.result.query === query) {
      recent.splice(recent.indexOf(base), 1);
      recent.push(base);
      return base.result;
    }
    // Candidates in the items' order, so a tier keeps the original order as in a full search.
    const { indices, matches } = this.#run(query, base?.matches ?? this.#all);
    const result = { indices, query };
    recent.push({ result, matches });
    // Bounded memory: at most RECENT_RESULTS results, holding twice the items' count of matches.
    let held = 0;
    for (const entry of recent) held += entry.matches.length;
    while (recent.length > RECENT_RESULTS || (recent.length > 1 && held > 2 * this.items.length)) {
      held -= (recent.shift() as (typeof recent)[number]).matches.length;
    }
    return result;
  }

  /** Ranks `candidates` (in the items' order) against `query`: see {@link order}. */
  #run(query: string, candidates: Int32Array): { indices: Int32Array; matches: Int32Array } {
    const scan = this.#scan(query, candidates);
    const scanChunk = query.length === 1 && scan.bit !== 0 ? scanByMask : scanByText;
    for (let from = 0; from < candidates.length; from += CHUNK) {
      scanChunk(scan, from, Math.min(candidates.length, from + CHUNK));
    }
    return order(scan);
  }

  /** What the scan functions need to rank `candidates` against `query`. */
  #scan(query: string, candidates: Int32Array): Scan {
    const scan: Scan = {
      query,
      words: query.includes(' ') ? query.split(' ') : [query],
      candidates,
      tiers: new Uint8Array(candidates.length),
      counts: new Int32Array(TIERS),
      names: this.#names,
      descriptions: this.#descriptions,
      letters: this.#letters,
      digits: this.#digits,
      needLetters: 0,
      needDigits: 0,
      first: query.charCodeAt(0),
      bit: 0,
      present: this.#letters,
      starts: this.#letterStarts,
      startBit: 0,
      written: 0,
    };
    const first = scan.first;
    if (first >= CODE_A && first <= CODE_Z) {
      scan.bit = 1 << (first - CODE_A);
      scan.startBit = scan.bit;
    } else if (first >= CODE_0 && first <= CODE_9) {
      scan.bit = 1 << (first - CODE_0);
      scan.startBit = scan.bit << DIGIT_START_SHIFT;
      scan.present = this.#digits;
      scan.starts = this.#digits;
    }
    for (let p = 0; p < query.length; p++) {
      const code = query.charCodeAt(p);
      if (code >= CODE_A && code <= CODE_Z) scan.needLetters |= 1 << (code - CODE_A);
      else if (code >= CODE_0 && code <= CODE_9) scan.needDigits |= 1 << (code - CODE_0);
      else if (code !== SPACE) scan.needDigits |= OTHER_BIT;
    }
    return scan;
  }
}

/**
 * Candidates ranked per call of a scan function. A long loop in a function that has not run yet runs
 * unoptimised until V8 compiles it in the background (tens of milliseconds on a busy machine); short
 * calls of small functions get the optimised code from the next call on, so even the first search
 * of a page is fast.
 */
const CHUNK = 2048;

/** How many items {@link SearchIndex.warmUp} searches: a few calls of each scan function. */
const WARM_UP_ITEMS = 4 * CHUNK;
/** How many calls {@link SearchIndex.warmUp} takes. */
const WARM_UP_ROUNDS = 6;

/** One search's state, shared by the scan functions (one object shape, so their calls stay fast). */
interface Scan {
  query: string;
  words: string[];
  /** The item indices to rank, in the items' order. */
  candidates: Int32Array;
  /** The tier of each candidate (NO_MATCH for none). */
  tiers: Uint8Array;
  /** How many candidates each tier holds. */
  counts: Int32Array;
  names: string[];
  descriptions: (string | undefined)[] | undefined;
  letters: Int32Array;
  digits: Int32Array;
  /** The letters and digits (and OTHER_BIT) the query holds: a name must hold them all to match. */
  needLetters: number;
  needDigits: number;
  /** The query's first character code. */
  first: number;
  /** For a letter or digit query: its bit in `present`, and its word-start bit in `starts`. */
  bit: number;
  present: Int32Array;
  starts: Int32Array;
  startBit: number;
  /** How many matches {@link scatter} has written to `matches` so far. */
  written: number;
}

/**
 * Ranks candidates `from` to `to` against a one-letter or one-digit query: exact or prefix from the
 * name's first character, word start and substring from the masks (see SearchIndex's #mask).
 */
function scanByMask(scan: Scan, from: number, to: number): void {
  const { candidates, tiers, counts, names, descriptions, present, starts, bit, startBit, first, query } =
    scan;
  for (let k = from; k < to; k++) {
    const i = candidates[k] as number;
    let tier = NO_MATCH;
    if (((present[i] as number) & bit) !== 0) {
      const name = names[i] as string;
      if (name.charCodeAt(0) === first) tier = name.length === 1 ? Rank.exact : Rank.prefix;
      else tier = ((starts[i] as number) & startBit) !== 0 ? Rank.wordStart : Rank.substring;
    } else if (descriptions) {
      const description = descriptions[i];
      if (description !== undefined && description.includes(query)) tier = Rank.description;
    }
    tiers[k] = tier;
    if (tier !== NO_MATCH) counts[tier] = (counts[tier] as number) + 1;
  }
}

/**
 * Ranks candidates `from` to `to` against any query with {@link rankText}. A name lacking one of the
 * query's characters cannot match it (as a phrase or word by word), so the mask test spares most texts
 * the `indexOf`.
 */
function scanByText(scan: Scan, from: number, to: number): void {
  const { candidates, tiers, counts, names, descriptions, letters, digits, needLetters, needDigits } = scan;
  const { query, words } = scan;
  for (let k = from; k < to; k++) {
    const i = candidates[k] as number;
    let tier = NO_MATCH;
    if (
      ((letters[i] as number) & needLetters) === needLetters &&
      ((digits[i] as number) & needDigits) === needDigits
    ) {
      tier = rankText(names[i] as string, query, words);
    }
    if (tier === NO_MATCH && descriptions) {
      const description = descriptions[i];
      if (description !== undefined && description.includes(query)) tier = Rank.description;
    }
    tiers[k] = tier;
    if (tier !== NO_MATCH) counts[tier] = (counts[tier] as number) + 1;
  }
}

/**
 * The matching candidates ordered by tier, stable within a tier (a counting sort), and the same
 * candidates in the items' order.
 */
function order(scan: Scan): { indices: Int32Array; matches: Int32Array } {
  const offsets = new Int32Array(TIERS + 1);
  for (let t = 0; t < TIERS; t++) offsets[t + 1] = (offsets[t] as number) + (scan.counts[t] as number);
  const matched = offsets[TIERS] as number;
  const indices = new Int32Array(matched);
  const matches = new Int32Array(matched);
  const total = scan.candidates.length;
  for (let from = 0; from < total; from += CHUNK) {
    scatter(scan, offsets, indices, matches, from, Math.min(total, from + CHUNK));
  }
  return { indices, matches };
}

/**
 * Writes the matches among candidates `from` to `to` to their place in `indices` (`offsets[tier]`,
 * then advanced) and after the matches before them in `matches` (`scan.written` so far).
 */
function scatter(
  scan: Scan,
  offsets: Int32Array,
  indices: Int32Array,
  matches: Int32Array,
  from: number,
  to: number,
): void {
  const { candidates, tiers } = scan;
  let m = scan.written;
  for (let k = from; k < to; k++) {
    const tier = tiers[k] as number;
    if (tier === NO_MATCH) continue;
    const i = candidates[k] as number;
    const at = offsets[tier] as number;
    indices[at] = i;
    offsets[tier] = at + 1;
    matches[m++] = i;
  }
  scan.written = m;
}

/**
 * `source[indices[k]]` for every k: the rows of a search result. Chunked like the scans, so it is fast
 * on a fresh page too.
 */
export function pick<T>(source: readonly T[], indices: Int32Array): T[] {
  const picked = new Array<T>(indices.length);
  for (let from = 0; from < indices.length; from += CHUNK) {
    pickChunk(source, indices, picked, from, Math.min(indices.length, from + CHUNK));
  }
  return picked;
}

function pickChunk<T>(
  source: readonly T[],
  indices: Int32Array,
  picked: T[],
  from: number,
  to: number,
): void {
  for (let k = from; k < to; k++) picked[k] = source[indices[k] as number] as T;
}

/** How many of `indices` are marked (1) in `marks`. */
export function countMarked(marks: Uint8Array, indices: Int32Array): number {
  let count = 0;
  for (let k = 0; k < indices.length; k++) count += marks[indices[k] as number] as number;
  return count;
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

/**
 * Normalises `index`'s texts in idle time, then warms its search up ({@link SearchIndex.warmUp}), so
 * the first keystroke pays for neither; stops when `wanted()` turns false. Returns a cancel function.
 */
export function prepareWhenIdle(index: SearchIndex, wanted: () => boolean): () => void {
  let cancel = () => {};
  const step = (deadline?: IdleDeadline) => {
    if (!index.complete) {
      index.buildSome(() => (deadline ? deadline.timeRemaining() > 2 : false));
    } else if (!deadline || deadline.didTimeout || deadline.timeRemaining() > 4) {
      // A round of warm-up takes a few milliseconds: only when that much idle time is left.
      index.warmUp();
    }
    cancel = !index.warm && wanted() ? whenIdle(step) : () => {};
  };
  cancel = whenIdle(step);
  return () => cancel();
}
