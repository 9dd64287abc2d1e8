import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** Options for {@link MediaQueryController}. */
export interface MediaQueryControllerOptions {
  /**
   * Called after `matches` changes, whether the viewport changed or the query was replaced. Not
   * called for the first evaluation.
   */
  onChange?: (matches: boolean) => void;
}

/**
 * Tracks a CSS media query (`(min-width: 1024px)`, `(prefers-reduced-motion: reduce)`) for a Lit host
 * and re-renders the host whenever the answer changes.
 *
 * The query is evaluated synchronously in the constructor and again on connect, so the host's first
 * render already uses the right answer (no flash of the wrong layout). Without `window.matchMedia`
 * (server rendering) `matches` stays `false`.
 */
export class MediaQueryController implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #onChange: ((matches: boolean) => void) | undefined;
  #query: string;
  #list: MediaQueryList | undefined;
  #matches = false;
  #connected = false;

  constructor(host: ReactiveControllerHost, query: string, options: MediaQueryControllerOptions = {}) {
    this.#host = host;
    this.#query = query;
    this.#onChange = options.onChange;
    this.#list = MediaQueryController.#listFor(query);
    this.#matches = this.#list?.matches ?? false;
    host.addController(this);
  }

  /** Whether the media query currently matches. */
  get matches(): boolean {
    return this.#matches;
  }

  /** The media query. Assigning a new one re-evaluates it at once (and reports a change). */
  get query(): string {
    return this.#query;
  }

  set query(query: string) {
    if (query === this.#query) return;
    this.#unsubscribe();
    this.#query = query;
    this.#list = MediaQueryController.#listFor(query);
    if (this.#connected) this.#subscribe();
    this.#set(this.#list?.matches ?? false);
  }

  hostConnected(): void {
    this.#connected = true;
    this.#subscribe();
    this.#set(this.#list?.matches ?? false);
  }

  hostDisconnected(): void {
    this.#connected = false;
    this.#unsubscribe();
  }

  static #listFor(query: string): MediaQueryList | undefined {
    return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
      ? window.matchMedia(query)
      : undefined;
  }

  readonly #handleChange = (event: MediaQueryListEvent): void => {
    this.#set(event.matches);
  };

  #subscribe(): void {
    this.#list?.addEventListener('change', this.#handleChange);
  }

  #unsubscribe(): void {
    this.#list?.removeEventListener('change', this.#handleChange);
  }

  #set(matches: boolean): void {
    if (matches === this.#matches) return;
    this.#matches = matches;
    this.#onChange?.(matches);
    this.#host.requestUpdate();
  }
}
