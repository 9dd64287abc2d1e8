/**
 * A part of an element that its first use does without: imported when first needed, or earlier, when
 * the page is idle after the element connects, so it is usually there before it is needed. The
 * toaster's view (toast-view.ts) comes this way: a toaster without toasts shows nothing.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { whenIdle } from '../shared/idle.js';

/**
 * Holds a view that `create` makes from the module `load` imports: `view` once it has arrived. Asks
 * for the module when the page is idle after the host connects, or at once through `load()`, and
 * updates the host when the view is there.
 *
 * A failed import is forgotten without a word (the element works without its view, and the browser
 * has said why a module did not come): the next `load()` imports again. A view that fails to be made
 * is a bug, not a network error: that error is not caught.
 */
export class LazyView<M, V> implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #load: () => Promise<M>;
  readonly #create: (module: M) => V;
  #view: V | undefined;
  #loading: Promise<void> | undefined;
  #cancelIdle: (() => void) | undefined;

  /**
   * `load` imports the module (`() => import('./view.js')`); `create` makes the view from it
   * (`({ View }) => new View(host)`).
   */
  constructor(host: ReactiveControllerHost, load: () => Promise<M>, create: (module: M) => V) {
    this.#host = host;
    this.#load = load;
    this.#create = create;
    host.addController(this);
  }

  /** The view, once it has arrived. */
  get view(): V | undefined {
    return this.#view;
  }

  /**
   * While the module is on its way: settles once the view is there or the import has failed (it
   * rejects only with the error of a view that could not be made).
   */
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
   * Imports the module unless the view is there or on its way; resolves once the view is there (the
   * host has been asked to update) or the import has failed.
   */
  load(): Promise<void> {
    if (this.#view !== undefined) return Promise.resolve();
    this.#loading ??= this.#load().then(
      (module) => {
        this.#loading = undefined;
        this.#view = this.#create(module);
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
