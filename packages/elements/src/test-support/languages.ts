/** Helpers of the language tests (excluded from the build and the manifest). */
import { expect } from '@open-wc/testing';
import type { ReactiveElement } from 'lit';
import type { Language } from '../shared/locale-controller.js';

/**
 * One built-in text of an element: its property, its Polish and English text, and how the element
 * shows or speaks it (`read` may drive the element into the state where the text appears).
 */
export interface BuiltInText<E> {
  property: keyof E & string;
  pl: unknown;
  en: unknown;
  read: (element: E) => unknown;
  /** What `read` gives, when it is not the text itself (plural announcements for a plural table). */
  shown?: { pl: unknown; en: unknown };
}

/**
 * Sets `lang` on `target` (removes it for null) and waits for the shared observer (a microtask) and
 * for `elements` to update.
 */
export async function setLang(
  target: Element,
  lang: string | null,
  ...elements: ReactiveElement[]
): Promise<void> {
  if (lang === null) target.removeAttribute('lang');
  else target.setAttribute('lang', lang);
  await null;
  await Promise.all(elements.map((element) => element.updateComplete));
}

/** Asserts that every text of `texts` reads, through its property and its `read`, as its `language` text. */
export async function expectTexts<E>(
  element: E,
  texts: readonly BuiltInText<E>[],
  language: Language,
): Promise<void> {
  for (const text of texts) {
    expect(element[text.property], `${text.property} (${language})`).to.deep.equal(text[language]);
    const shown = text.shown ? text.shown[language] : text[language];
    expect(await text.read(element), `${text.property} as shown or spoken (${language})`).to.deep.equal(
      shown,
    );
  }
}

/** Runs `body` with `lang` set on `<html>`, and restores what was there. */
export async function withDocumentLang(lang: string, body: () => Promise<void>): Promise<void> {
  const html = document.documentElement;
  const before = html.getAttribute('lang');
  html.setAttribute('lang', lang);
  try {
    await body();
  } finally {
    if (before === null) html.removeAttribute('lang');
    else html.setAttribute('lang', before);
    await null;
  }
}
