/**
 * How hard a new password is to guess, judged by zxcvbn-ts (`@zxcvbn-ts/core`) against its common
 * dictionaries (leaked passwords, diceware words, keyboard layouts) and the English and Polish ones
 * (words, names, Wikipedia), plus the person's own e-mail and name. The rules are the contract's
 * (`PASSWORD_MIN_LENGTH`, `PASSWORD_MIN_SCORE`); the feedback comes in the person's language.
 *
 * One checker is built on first use and kept (building it ranks every dictionary: about 0.3 s and
 * 40 MB). A check costs 20–100 ms of the event loop; it runs only after the person's current password
 * was verified, which the sign-in throttle limits, so it cannot be used to stall the server.
 */
import { ZxcvbnFactory, type TranslationKeys } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import * as pl from '@zxcvbn-ts/language-pl';
import { PASSWORD_MIN_SCORE, type Locale } from '@portal-elements/contract';

type Section = keyof TranslationKeys;
type Translations = Record<Section, Record<string, string>>;

/**
 * The checker is built with each text replaced by its own key ("warnings.common"), so that one checker
 * serves both languages: the keys are translated per request.
 */
const KEYS = Object.fromEntries(
  Object.entries(en.translations).map(([section, texts]) => [
    section,
    Object.fromEntries(Object.keys(texts).map((key) => [key, `${section}.${key}`])),
  ]),
) as unknown as TranslationKeys;

const TEXTS: Record<Locale, Translations> = { en: en.translations, pl: pl.translations };

/** Both languages' word lists under names of their own (the feedback reads the kind from the name). */
function dictionaries(): Record<string, string[]> {
  const named: Record<string, string[]> = { ...common.dictionary };
  for (const [language, words] of [
    ['en', en.dictionary],
    ['pl', pl.dictionary],
  ] as const) {
    for (const [name, list] of Object.entries(words)) named[`${language}-${name}`] = list;
  }
  return named;
}

let checker: ZxcvbnFactory | undefined;

function zxcvbn(): ZxcvbnFactory {
  checker ??= new ZxcvbnFactory({
    translations: KEYS,
    graphs: common.adjacencyGraphs,
    dictionary: dictionaries(),
  });
  return checker;
}

export interface Strength {
  /** zxcvbn's score, 0 (too guessable) to 4 (very unguessable). */
  score: number;
  /** Whether the score reaches the contract's minimum. */
  strong: boolean;
  /** What makes the password weak, in the person's language, if anything in particular. */
  warning: string | undefined;
  /** How to make it stronger, in the person's language. */
  suggestions: string[];
}

function translate(key: string, locale: Locale): string {
  const [section, name] = key.split('.') as [Section, string];
  return TEXTS[locale][section]?.[name] ?? TEXTS.en[section]?.[name] ?? key;
}

/**
 * The strength of `password` for a person whose own details (e-mail, its name part, full name) are
 * `userInputs`: a password made of them is weak.
 */
export async function passwordStrength(
  password: string,
  userInputs: readonly string[],
  locale: Locale,
): Promise<Strength> {
  // Each input whole, an e-mail's name part, and each word.
  const inputs = userInputs
    .flatMap((input) => [input, input.split('@')[0] ?? '', ...input.split(/[\s@.]+/)])
    .filter((input) => input.length > 1);
  const result = await zxcvbn().checkAsync(password, inputs);
  const warning = result.feedback.warning ?? undefined;
  return {
    score: result.score,
    strong: result.score >= PASSWORD_MIN_SCORE,
    warning: warning ? translate(warning, locale) : undefined,
    suggestions: result.feedback.suggestions.map((key) => translate(key, locale)),
  };
}
