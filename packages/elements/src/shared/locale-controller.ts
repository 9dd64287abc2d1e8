import type { ReactiveController, ReactiveElement } from 'lit';

/**
 * The languages of the elements' built-in texts (Polish and English), how an element finds its
 * language, and the controller that gives an element its texts and keeps them current.
 *
 * Why not `@lit/localize`: its runtime keeps one locale for the whole page (`setLocale()`), so two
 * elements on one page cannot speak two languages, and it knows nothing of `lang`. Here every element
 * follows the `lang` that applies to it, and one shared `MutationObserver` (watching only `lang`
 * attributes) re-renders the elements whose language changed.
 */

/** A language the elements have built-in texts for. */
export type Language = 'pl' | 'en';

/** Every language with built-in texts; the first is the fallback. */
export const LANGUAGES: readonly Language[] = ['pl', 'en'];

/** The language of the texts when no `lang` applies, or it is neither Polish nor English. */
export const FALLBACK_LANGUAGE: Language = 'pl';

/** Built-in texts of one element in every language, with the same keys in each. */
export type Catalogue<M> = Readonly<Record<Language, M>>;

/**
 * The language of a BCP 47 tag, by its primary subtag (case-insensitive): `en`, `en-GB`, `EN_us`
 * → 'en'; `pl`, `pl-PL` → 'pl'; anything else (`de`, `''`, an invalid tag) → 'pl' (the fallback).
 */
export function languageOf(tag: string | null | undefined): Language {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/, 1)[0] ?? '';
  return (LANGUAGES as readonly string[]).includes(primary) ? (primary as Language) : FALLBACK_LANGUAGE;
}

/**
 * The `lang` tag that applies to `element`: its own `lang` attribute, else the closest ancestor's,
 * crossing from a shadow root to its host; else `document.documentElement.lang`; '' when none is set
 * (an empty `lang=""` counts as set: it says the language is unknown, as in HTML).
 */
export function langOf(element: Element): string {
  for (let node: Element | null = element; node !== null;) {
    const withLang = node.closest('[lang]');
    if (withLang !== null) return withLang.getAttribute('lang') ?? '';
    const root = node.getRootNode();
    node = root instanceof ShadowRoot ? root.host : null;
  }
  return element.ownerDocument.documentElement?.lang ?? '';
}

// ------------------------------------------------------------------------------------------------
// One observer for every element: it watches the `lang` attributes of each document and shadow root
// that holds a connected element (or one of its ancestors), nothing else.

/** What the shared observer needs of a controller. */
interface Refreshable {
  refresh(): void;
}

const connected = new Set<Refreshable>();
let observer: MutationObserver | undefined;
let observedRoots = new WeakSet<Node>();

function onLangMutation(): void {
  for (const controller of connected) controller.refresh();
}

function watch(controller: Refreshable, host: Element): void {
  connected.add(controller);
  observer ??= new MutationObserver(onLangMutation);
  for (let root: Node = host.getRootNode(); ;) {
    if (!observedRoots.has(root)) {
      observer.observe(root, { subtree: true, attributes: true, attributeFilter: ['lang'] });
      observedRoots.add(root);
    }
    if (!(root instanceof ShadowRoot)) break;
    root = root.host.getRootNode();
  }
}

function unwatch(controller: Refreshable): void {
  connected.delete(controller);
  if (connected.size === 0 && observer) {
    observer.disconnect();
    observer = undefined;
    observedRoots = new WeakSet();
  }
}

/** For tests: how many elements the shared observer serves, and whether it exists. */
export function localeObserverState(): { controllers: number; observing: boolean } {
  return { controllers: connected.size, observing: observer !== undefined };
}

// ------------------------------------------------------------------------------------------------

/** An element that has a `LocaleController`. */
export type LocaleHost = ReactiveElement;

/** Each element's controller, for the text properties (`@text()`), which know only the element. */
const controllers = new WeakMap<LocaleHost, LocaleController<object>>();

/** The controller of `host`'s built-in texts, read and written by key. */
export function localeControllerOf(host: LocaleHost): {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
} {
  // An element with text properties and no controller is a developer error: this throws on it.
  return controllers.get(host)! as unknown as {
    get(key: string): unknown;
    set(key: string, value: unknown): void;
  };
}

/**
 * The built-in texts of an element in the language that applies to it (see `langOf`, `languageOf`),
 * each one replaceable by an explicitly set property or attribute.
 *
 * Declare each text as a property with `@text()` (text-property.ts), which reads and writes through
 * the element's controller; the property names are the catalogue's keys:
 *
 * ```ts
 * readonly #texts = new LocaleController(this, comboboxMessages);
 * @text('empty-text') emptyText!: string;
 * ```
 *
 * Setting a text to `null` or `undefined` (or removing its attribute) gives it back to the catalogue.
 * When the language changes, the controller calls `requestUpdate(name, oldValue)` for every text that
 * follows the catalogue and changed, so `changed.has(name)` in `willUpdate`/`updated` sees it.
 */
export class LocaleController<M extends object> implements ReactiveController {
  readonly #host: LocaleHost;
  readonly #catalogue: Catalogue<M>;
  readonly #explicit = new Map<keyof M, M[keyof M]>();
  #tag: string | undefined;
  #language: Language | undefined;
  #connected = false;

  constructor(host: LocaleHost, catalogue: Catalogue<M>) {
    this.#host = host;
    this.#catalogue = catalogue;
    host.addController(this);
    controllers.set(host, this as unknown as LocaleController<object>);
  }

  /** The `lang` tag that applies to the element ('' when none). */
  get tag(): string {
    if (!this.#connected || this.#tag === undefined) return langOf(this.#host);
    return this.#tag;
  }

  /** The language of the built-in texts: 'pl' or 'en'. */
  get language(): Language {
    if (!this.#connected || this.#language === undefined) return languageOf(langOf(this.#host));
    return this.#language;
  }

  /** The catalogue texts of the current language (explicit values not applied). */
  get messages(): M {
    return this.#catalogue[this.language];
  }

  /** The text `key`: the explicitly set value, else the catalogue's for the current language. */
  get<K extends keyof M>(key: K): M[K] {
    return this.#explicit.has(key) ? (this.#explicit.get(key) as M[K]) : this.messages[key];
  }

  /** Sets `key` explicitly; `null` or `undefined` gives it back to the catalogue. */
  set<K extends keyof M>(key: K, value: M[K] | null | undefined): void {
    if (value === null || value === undefined) this.#explicit.delete(key);
    else this.#explicit.set(key, value);
  }

  /** Whether `key` was set explicitly. */
  isSet(key: keyof M): boolean {
    return this.#explicit.has(key);
  }

  hostConnected(): void {
    this.#connected = true;
    watch(this, this.#host);
    this.refresh();
  }

  hostDisconnected(): void {
    this.#connected = false;
    unwatch(this);
  }

  /**
   * Re-reads the language; when it (or the tag) changed, asks the host to update, naming every
   * catalogue text that changed with it.
   */
  refresh(): void {
    const tag = langOf(this.#host);
    if (tag === this.#tag) return;
    const before = this.#language ?? FALLBACK_LANGUAGE;
    const first = this.#tag === undefined;
    this.#tag = tag;
    this.#language = languageOf(tag);
    if (first && !this.#host.hasUpdated) return;
    const old = this.#catalogue[before];
    const now = this.#catalogue[this.#language];
    let named = false;
    for (const key of Object.keys(now) as (keyof M & string)[]) {
      if (this.#explicit.has(key) || old[key] === now[key]) continue;
      this.#host.requestUpdate(key, old[key]);
      named = true;
    }
    if (!named) this.#host.requestUpdate();
  }
}
