import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** Options for {@link PersistedStateController}. */
export interface PersistedStateOptions<T> {
  /**
   * The storage key, or a function returning it (read again before every host update, so a key that
   * depends on a host property, such as an id suffix, switches to the new key's stored value).
   */
  key: string | (() => string);
  /** The value used when nothing valid is stored. A function is called each time a default is needed. */
  defaultValue: T | (() => T);
  /**
   * Turns the JSON-parsed stored value into a `T`, or returns `undefined` when it is not acceptable
   * (a corrupt or foreign value), in which case the default is used; one that throws rejects it too.
   * Without it any parsed value is accepted as is: give one for anything read from a storage other
   * code can write to.
   */
  parse?: (stored: unknown) => T | undefined;
  /** The storage to use. Defaults to `localStorage` (when the browser allows access to it). */
  storage?: () => Storage | undefined;
}

/**
 * `localStorage`. Reading it throws where there is none (server rendering) or the browser denies it
 * (a sandboxed iframe, storage disabled by policy): the controller only calls this inside a `try`.
 */
function defaultStorage(): Storage {
  return localStorage;
}

/**
 * A value persisted as JSON in `localStorage` (or another `Storage`) for a Lit host.
 *
 * The value is read when the host connects (before its first render, so persisted state never flashes),
 * whenever the key changes, and on {@link reload}. Writing `value` stores it and re-renders the host.
 * Anything unreadable (no storage, a quota error, invalid JSON, a value `parse` rejects) falls back to
 * the default without throwing.
 */
export class PersistedStateController<T> implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #options: PersistedStateOptions<T>;
  #value: T;
  #loadedKey: string | undefined;

  constructor(host: ReactiveControllerHost, options: PersistedStateOptions<T>) {
    this.#host = host;
    this.#options = options;
    this.#value = this.#default();
    host.addController(this);
  }

  /** The storage key in use now. */
  get key(): string {
    const { key } = this.#options;
    return typeof key === 'function' ? key() : key;
  }

  /** The current value: the stored one when valid, otherwise the default. */
  get value(): T {
    return this.#value;
  }

  /** Stores `value` (as JSON) under the current key and re-renders the host. */
  set value(value: T) {
    this.#value = value;
    const key = this.key;
    this.#loadedKey = key;
    try {
      this.#storage()?.setItem(key, JSON.stringify(value));
    } catch {
      // Quota exceeded or storage disabled: keep the value for this page only.
    }
    this.#host.requestUpdate();
  }

  /** Reads the stored value again (for example after another instance or tab changed it). */
  reload(): T {
    const key = this.key;
    this.#loadedKey = key;
    const next = this.#read(key);
    if (!Object.is(next, this.#value)) {
      this.#value = next;
      this.#host.requestUpdate();
    }
    return this.#value;
  }

  /** Removes the stored value and goes back to the default. */
  clear(): void {
    try {
      this.#storage()?.removeItem(this.key);
    } catch {
      // Nothing stored that we could reach.
    }
    this.#value = this.#default();
    this.#host.requestUpdate();
  }

  hostConnected(): void {
    this.reload();
  }

  hostUpdate(): void {
    if (this.key !== this.#loadedKey) this.reload();
  }

  #storage(): Storage | undefined {
    return (this.#options.storage ?? defaultStorage)();
  }

  #default(): T {
    const { defaultValue } = this.#options;
    return typeof defaultValue === 'function' ? (defaultValue as () => T)() : defaultValue;
  }

  #read(key: string): T {
    let value: T | undefined;
    try {
      const raw = this.#storage()?.getItem(key);
      if (raw !== null && raw !== undefined) {
        const parsed: unknown = JSON.parse(raw);
        const { parse } = this.#options;
        value = parse ? parse(parsed) : (parsed as T);
      }
    } catch {
      // No storage we may read, invalid JSON, or a parse that throws: the default.
    }
    return value === undefined ? this.#default() : value;
  }
}
