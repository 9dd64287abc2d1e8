/**
 * Type-to-select, as the APG listbox and menu patterns describe it: printable characters typed in
 * quick succession form a search string, and the next item whose text starts with it becomes active.
 * Typing the same character again cycles through the items starting with it.
 */

/** What to look for after a keystroke. */
export interface TypeaheadSearch {
  /** The typed text, or its one character when the same key was repeated. */
  needle: string;
  /** Whether to search from the item after the active one (a repeated key cycles), else from it. */
  cycle: boolean;
}

/** The search string of type-to-select: it collects characters and forgets them after a pause. */
export class Typeahead {
  readonly #pause: number;
  #buffer = '';
  #timer: ReturnType<typeof setTimeout> | undefined;

  /** `pause`: milliseconds without a keystroke after which the search string starts over. */
  constructor(pause = 500) {
    this.#pause = pause;
  }

  /** Whether characters are being collected (a Space then belongs to the search string). */
  get typing(): boolean {
    return this.#buffer !== '';
  }

  /** Adds `char` (already normalised as the items' texts are) and tells what to look for. */
  type(char: string): TypeaheadSearch {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => (this.#buffer = ''), this.#pause);
    this.#buffer += char;
    const buffer = this.#buffer;
    const first = buffer[0] as string;
    const repeated = [...buffer].every((c) => c === first);
    return { needle: repeated ? first : buffer, cycle: repeated };
  }

  /** Forgets the search string. */
  reset(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#buffer = '';
  }
}

/**
 * The index of the first item from `start` on (wrapping around) whose text starts with `needle`, or
 * -1. `text` gives an item's text normalised as the needle is (undefined: the item is skipped).
 */
export function findByPrefix<T>(
  items: readonly T[],
  needle: string,
  start: number,
  text: (item: T) => string | undefined,
): number {
  const count = items.length;
  for (let k = 0; k < count; k++) {
    const i = (((start + k) % count) + count) % count;
    if (text(items[i] as T)?.startsWith(needle)) return i;
  }
  return -1;
}
