/**
 * A part of an element that its first use does without: imported when first needed, or earlier, when
 * the page is idle after the element connects, so it is usually there before it is needed. The
 * toaster's view (toast-view.ts) comes this way: a toaster without toasts shows nothing.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { whenIdle } from '../shared/idle.js';

/**
 * Holds a view that `load` makes (an import, then a constructor): `view` once it has arrived. Asks
 * for it when the page is idle after the host connects, or at once through `load()`, and updates the
 * host when it arrives.
 *
 * A failed load is forgotten, without a word (the element works without its view, and the browser
 * has said why a module did not come): the next `load()` tries again.
 */
export class LazyView<V> implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #load: () => Promise<V>;
  #view: V | undefined;
  #loading: Promise<void> | undefined;
  #cancelIdle: (() => void) | undefined;

  /** `load` makes the view, say `() => import('./view.js').then((m) => new m.View(host))`. */
  constructor(host: ReactiveControllerHost, load: () => Promise<V>) {
    this.#host = host;
    this.#load = load;
    host.addController(this);
  }

  /** The view, once it has arrived. */
  get view(): V | undefined {
    return this.#view;
  }

  /** While the view is on its way: settles (never rejects) once it has arrived or failed to. */
  get loading(): Promise<void> | undefined {
    return this.#loading;
  }

  hostConnected(): void {
    if (this.#view !== undefined || this.#cancelIdle !== undefined) return;
    this.#cancelIdle = whenIdle(() => {
      this.#cancelIdle = undefined;
      void this.load();
    });
  }

  hostDisconnected(): void {
    this.#cancelIdle?.();
    this.#cancelIdle = undefined;
  }

  /**
   * Loads the view unless it is there or on its way; resolves once it has arrived (the host has been
   * asked to update) or failed to.
   */
  load(): Promise<void> {
    if (this.#view !== undefined) return Promise.resolve();
    this.#loading ??= this.#load().then(
      (view) => {
        this.#view = view;
        this.#loading = undefined;
        this.#host.requestUpdate();
      },
      () => {
        // Not loaded (offline?): the next load, for the next toast, tries again.
        this.#loading = undefined;
      },
    );
    return this.#loading;
  }
}
