/**
 * Filtering and ranking for `<pp-combobox>`: case- and diacritic-insensitive, ranked, and bounded in
 * cost per keystroke whatever the input.
 *
 * Cost model: every searched text is normalised (cut to {@link MAX_TEXT_LENGTH} characters) once,
 * lazily, in idle time when possible; the query is cut to {@link MAX_QUERY_LENGTH}. Building the index
 * records, per name, which letters and digits it holds, which of them start a word and what its first
 * character is (bit masks, twelve bytes a name). That is all a closed list keeps, with the normalised
 * copies of the names that normalising changes beyond lower-casing (diacritics, 'ł'). The lower-cased
 * copies of the other names, the index's largest part (about 30 bytes a name, 3 MB at 100,000), are
 * made while a query is typed, for the names a search reads, and dropped when the query is cleared
 * ({@link SearchIndex.release}). A search is one pass over the candidates: a name lacking a character
 * of the query is rejected by a mask test, the others are ranked with `indexOf` and at most
 * {@link MAX_WORD_START_PROBES} extra probes; a one-character query (the first keystroke, which
 * matches the most) is ranked from the masks alone. In the idle time after a search, the texts of its
 * matches (the next keystroke's candidates) are lower-cased ahead ({@link SearchIndex.lowerSome}).
 * The ranked order comes from a counting sort over the few rank tiers (stable, no comparator). So the
 * work per keystroke is linear in the number of candidates with a small constant, and independent of
 * how repetitive the query or the texts are (cmdk's recursive scorer is exponential on repeated
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

// Character masks. `letters`: bit n for the letter 'a' + n, and in bits 26-31 what the name starts
// with (FIRST_SHIFT: 1 + n for the letter 'a' + n, 27 + n for the digit n, 0 for anything else).
// `digits`: bit n for the digit n, bit OTHER_BIT for any other character but a space, FOLDED_BIT when
// normalising the name changes more than lower-casing does (its normalised copy is kept), ONE_CHAR_BIT
// when the normalised name is one character long. `letterStarts` / bits 16-25 of `digits`: that letter
// or digit starts a word at one of its first 1 + MAX_WORD_START_PROBES occurrences, exactly what
// rankText probes for a one-character query.
const OTHER_BIT = 1 << 10;
const FOLDED_BIT = 1 << 11;
const ONE_CHAR_BIT = 1 << 12;
const DIGIT_START_SHIFT = 16;
const FIRST_SHIFT = 26;
const SPACE = 32;
const CODE_A = 97;
const CODE_Z = 122;
const CODE_0 = 48;
const CODE_9 = 57;

/** The first-character code of FIRST_SHIFT for the character code `code` (0 when no letter or digit). */
function firstCode(code: number): number {
  if (code >= CODE_A && code <= CODE_Z) return 1 + code - CODE_A;
  if (code >= CODE_0 && code <= CODE_9) return 27 + code - CODE_0;
  return 0;
}

/** Scratch space of {@link SearchIndex}'s build: occurrences so far of each letter and digit in one text. */
const occurrences = new Uint8Array(36);

/**
 * A search index over a fixed array of items. Texts are normalised on demand: call
 * {@link SearchIndex.buildSome} from idle callbacks to spread the work, and any search finishes the
 * rest synchronously.
 */
export class SearchIndex<T extends Searchable = Searchable> {
  readonly items: readonly T[];
  /**
   * The normalised names that differ from the lower-cased name (FOLDED_BIT), by item index: kept for
   * as long as the index. Made when the first one is built: most lists have none.
   */
  #folded: Map<number, string> | undefined;
  /**
   * The normalised names searched since the query was last empty, by item index (undefined for a name
   * not read yet); dropped by {@link SearchIndex.release}.
   */
  #texts: (string | undefined)[] | undefined;
  /** How many matches of the latest result {@link SearchIndex.lowerSome} has gone through. */
  #lowered = 0;
  /** Made when the first item with a description is built: most lists have none. */
  #descriptions: (string | undefined)[] | undefined;
  #letters: Int32Array;
  #letterStarts: Int32Array;
  #digits: Int32Array;
  #built = 0;
  #warmRounds = 0;
  /** Recent non-empty results, oldest first, each with its matches in the items' order. */
  #recent: { result: SearchResult; matches: Int32Array }[] = [];

  constructor(items: readonly T[]) {
    this.items = items;
    this.#letters = new Int32Array(items.length);
    this.#letterStarts = new Int32Array(items.length);
    this.#digits = new Int32Array(items.length);
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
        // Lower-cased here only to build the masks, and then dropped (most of them).
        const lower = lowerName(item.name);
        const name = isAscii(lower) ? lower : normalize(lower);
        this.#mask(i, name);
        if (name !== lower) {
          (this.#folded ??= new Map()).set(i, name);
          this.#digits[i] = (this.#digits[i] as number) | FOLDED_BIT;
        }
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
    if (name.length === 1) digits |= ONE_CHAR_BIT;
    this.#letters[i] = letters | (firstCode(name.charCodeAt(0)) << FIRST_SHIFT);
    this.#letterStarts[i] = starts;
    this.#digits[i] = digits;
  }

  /** The normalised name of item `i` (built): the kept copy, or the name lower-cased now. */
  #name(i: number): string {
    return textOf(i, this.items, this.#digits, this.#folded);
  }

  /**
   * Lower-cases the texts of the latest search's matches (the candidates of a query typed on) until
   * `deadline()` returns false (checked every 256 matches) or all are done, so that the next
   * keystroke finds them made. Returns true when none is left.
   */
  lowerSome(deadline: () => boolean = () => true): boolean {
    const latest = this.#recent[this.#recent.length - 1];
    if (!latest) return true;
    const texts = (this.#texts ??= newTexts(this.items.length));
    const { matches } = latest;
    let k = this.#lowered;
    while (k < matches.length) {
      const stop = Math.min(matches.length, k + 256);
      for (; k < stop; k++) {
        const i = matches[k] as number;
        texts[i] ??= this.#name(i);
      }
      this.#lowered = k;
      if (!deadline()) break;
    }
    return k >= matches.length;
  }

  /** Whether {@link SearchIndex.lowerSome} has texts left to lower-case. */
  get lowering(): boolean {
    const latest = this.#recent[this.#recent.length - 1];
    return !!latest && this.#lowered < latest.matches.length;
  }

  /**
   * Drops what typing made: the lower-cased names and the recent results (the query was cleared, the
   * list closed). The masks and the names normalising changes stay.
   */
  release(): void {
    this.#texts = undefined;
    this.#recent = [];
    this.#lowered = 0;
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
    // Queries from a sample name, as typing would use them: its first character (ranked from the
    // masks), then its first two narrowing that result and two from its middle (ranked from the
    // texts); then the rows of the first result. The results are dropped (not kept as recent).
    const name = this.#name(Math.floor((count - 1) * (round / WARM_UP_ROUNDS)));
    const middle = Math.floor(name.length / 2);
    const first = normalizeQuery(name.slice(0, 1)) || 'e';
    // The first `count` items, as a search that narrows nothing would take them (null). The texts
    // read go to a scratch array: a list nobody types in keeps none.
    const texts = newTexts(count);
    const { indices, matches } = this.#run(first, null, count, texts);
    this.#run(normalizeQuery(name.slice(0, 2)) || `${first}e`, matches, matches.length, texts);
    this.#run(normalizeQuery(name.slice(middle, middle + 2)) || 'e 1', null, count, texts);
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

  /**
   * Returns the indices of the items matching `rawQuery`, best first (see {@link Rank}); items of
   * one tier keep their original order. An empty query returns every index in order.
   */
  search(rawQuery: string): SearchResult {
    const query = normalizeQuery(rawQuery);
    if (query === '') return { indices: everyIndex(this.items.length), query };
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
      this.#lowered = 0;
      return base.result;
    }
    // Candidates in the items' order, so a tier keeps the original order as in a full search.
    // Every item (null) when no recent result narrows the search.
    const { indices, matches } = this.#run(query, base?.matches ?? null);
    const result = { indices, query };
    recent.push({ result, matches });
    this.#lowered = 0;
    // Bounded memory: at most RECENT_RESULTS results, holding twice the items' count of matches.
    let held = 0;
    for (const entry of recent) held += entry.matches.length;
    while (recent.length > RECENT_RESULTS || (recent.length > 1 && held > 2 * this.items.length)) {
      held -= (recent.shift() as (typeof recent)[number]).matches.length;
    }
    return result;
  }

  /**
   * Ranks `candidates` (in the items' order; null for the first `count` items, by default every item)
   * against `query`: see {@link order}. The texts it reads are kept in `texts`, by default the index's.
   */
  #run(
    query: string,
    candidates: Int32Array | null,
    count = candidates ? candidates.length : this.items.length,
    texts?: (string | undefined)[],
  ): { indices: Int32Array; matches: Int32Array } {
    const scan = this.#scan(query, candidates, count);
    const byMask = query.length === 1 && scan.bit !== 0;
    if (!byMask) scan.texts = texts ?? (this.#texts ??= newTexts(this.items.length));
    const scanChunk = byMask ? scanByMask : scanByText;
    for (let from = 0; from < scan.count; from += CHUNK) {
      scanChunk(scan, from, Math.min(scan.count, from + CHUNK));
    }
    return order(scan);
  }

  /** What the scan functions need to rank `candidates` against `query`. */
  #scan(query: string, candidates: Int32Array | null, count: number): Scan {
    const scan: Scan = {
      query,
      words: query.includes(' ') ? query.split(' ') : [query],
      candidates,
      count,
      tiers: new Uint8Array(count),
      counts: new Int32Array(TIERS),
      items: this.items,
      folded: this.#folded,
      texts: [],
      descriptions: this.#descriptions,
      letters: this.#letters,
      digits: this.#digits,
      needLetters: 0,
      needDigits: 0,
      first: firstCode(query.charCodeAt(0)),
      bit: 0,
      present: this.#letters,
      starts: this.#letterStarts,
      startBit: 0,
      written: 0,
    };
    const first = query.charCodeAt(0);
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
  /** The item indices to rank, in the items' order; null for every item. */
  candidates: Int32Array | null;
  /** How many candidates there are (every item when `candidates` is null). */
  count: number;
  /** The tier of each candidate (NO_MATCH for none). */
  tiers: Uint8Array;
  /** How many candidates each tier holds. */
  counts: Int32Array;
  items: readonly Searchable[];
  folded: Map<number, string> | undefined;
  /** The index's lower-cased names so far (scanByText adds those it reads). */
  texts: (string | undefined)[];
  descriptions: (string | undefined)[] | undefined;
  letters: Int32Array;
  digits: Int32Array;
  /** The letters and digits (and OTHER_BIT) the query holds: a name must hold them all to match. */
  needLetters: number;
  needDigits: number;
  /** What the query starts with, as FIRST_SHIFT's code. */
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
  const { candidates, tiers, counts, letters, digits, descriptions, present, starts, bit, startBit, first } =
    scan;
  const { query } = scan;
  for (let k = from; k < to; k++) {
    const i = candidates === null ? k : (candidates[k] as number);
    let tier = NO_MATCH;
    if (((present[i] as number) & bit) !== 0) {
      if ((letters[i] as number) >>> FIRST_SHIFT === first) {
        tier = ((digits[i] as number) & ONE_CHAR_BIT) !== 0 ? Rank.exact : Rank.prefix;
      } else tier = ((starts[i] as number) & startBit) !== 0 ? Rank.wordStart : Rank.substring;
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
  const { candidates, tiers, counts, items, folded, texts, descriptions, letters, digits } = scan;
  const { needLetters, needDigits, query, words } = scan;
  for (let k = from; k < to; k++) {
    const i = candidates === null ? k : (candidates[k] as number);
    let tier = NO_MATCH;
    if (
      ((letters[i] as number) & needLetters) === needLetters &&
      ((digits[i] as number) & needDigits) === needDigits
    ) {
      let name = texts[i];
      if (name === undefined) texts[i] = name = textOf(i, items, digits, folded);
      tier = rankText(name, query, words);
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
  const total = scan.count;
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
    const i = candidates === null ? k : (candidates[k] as number);
    const at = offsets[tier] as number;
    indices[at] = i;
    offsets[tier] = at + 1;
    matches[m++] = i;
  }
  scan.written = m;
}

/** `name` cut to {@link MAX_TEXT_LENGTH} and lower-cased (the same string when it has no capital). */
function lowerName(name: string): string {
  return (name.length > MAX_TEXT_LENGTH ? name.slice(0, MAX_TEXT_LENGTH) : name).toLowerCase();
}

/** The normalised name of item `i`: its kept copy (FOLDED_BIT), or its name lower-cased. */
function textOf(
  i: number,
  items: readonly Searchable[],
  digits: Int32Array,
  folded: Map<number, string> | undefined,
): string {
  return ((digits[i] as number) & FOLDED_BIT) !== 0
    ? (folded?.get(i) as string)
    : lowerName((items[i] as Searchable).name);
}

/**
 * `count` undefined entries, as a fast (packed) array whatever its length: `new Array(n)` of 100,000
 * or more makes a dictionary, slow to read in a loop.
 */
function newTexts(count: number): (string | undefined)[] {
  const texts: (string | undefined)[] = [];
  for (let i = 0; i < count; i++) texts.push(undefined);
  return texts;
}

/** 0, 1, ..., count - 1. */
function everyIndex(count: number): Int32Array {
  const all = new Int32Array(count);
  for (let i = 0; i < count; i++) all[i] = i;
  return all;
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
 * Builds `index` in idle time, then warms its search up ({@link SearchIndex.warmUp}), so the first
 * keystroke pays for neither, and after a search lower-cases its matches' texts for the next one
 * ({@link SearchIndex.lowerSome}); stops when `wanted()` turns false, and calls `done` once nothing is
 * left. Returns a cancel function.
 */
export function prepareWhenIdle(index: SearchIndex, wanted: () => boolean, done = () => {}): () => void {
  let cancel = () => {};
  const step = (deadline?: IdleDeadline) => {
    const left = () => (deadline ? deadline.timeRemaining() > 2 : false);
    if (!index.complete) {
      index.buildSome(left);
    } else if (!index.warm) {
      // A round of warm-up takes a few milliseconds: only when that much idle time is left.
      if (!deadline || deadline.didTimeout || deadline.timeRemaining() > 4) index.warmUp();
    } else {
      index.lowerSome(left);
    }
    const more = !index.warm || index.lowering;
    cancel = more && wanted() ? whenIdle(step) : () => {};
    if (!more) done();
  };
  cancel = whenIdle(step);
  return () => cancel();
}
