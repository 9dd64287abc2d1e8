/**
 * The initials of a person's name, as an avatar shows them: the first letter of the first and of the
 * last word ('Anna Maria Nowak' → 'AN', 'Łukasz Żak' → 'ŁŻ'), upper-cased by the rules of `lang`.
 * An e-mail address counts by its local part ('jan.kowalski@firma.pl' → 'JK'), so a user known only
 * by address still gets two letters. A letter is a whole grapheme ('É' written as E plus an accent
 * stays one letter). Digits and symbols that start a word are kept: a name is what the person gave.
 */
export function initialsOf(name: string, lang = 'pl'): string {
  const person = name.includes('@') ? name.slice(0, name.indexOf('@')) : name;
  const words = person.split(/[\s._-]+/u).filter((word) => word !== '');
  if (words.length === 0) return '';
  const first = firstGrapheme(words[0]!);
  const last = words.length > 1 ? firstGrapheme(words.at(-1)!) : '';
  try {
    return (first + last).toLocaleUpperCase(lang || undefined);
  } catch {
    // Not a valid language tag (a page's `lang` can be anything): the default rules.
    return (first + last).toUpperCase();
  }
}

function firstGrapheme(word: string): string {
  if (typeof Intl.Segmenter === 'function') {
    const [segment] = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(word);
    return segment?.segment ?? '';
  }
  return Array.from(word)[0] ?? '';
}
