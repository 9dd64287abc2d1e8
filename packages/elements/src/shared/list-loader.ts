/**
 * The windowed list (virtual-list.ts: the virtualizer and its layout) is imported once for every
 * element of the page that needs it (a combobox's list, a virtual data table), when one first needs it
 * or earlier (the page idle, a combobox pointed at or focused), so a page that shows a closed combobox
 * or a paged table does not pay for the virtualizer at first use.
 */
import type { ReactiveController, ReactiveElement } from 'lit';
import type * as VirtualListModule from './virtual-list.js';
import { whenIdle } from './idle.js';
import { importWhenOnline } from './lazy-import.js';

export type VirtualList = typeof VirtualListModule;

let loaded: VirtualList | undefined;
let loading: Promise<VirtualList> | undefined;

function loadVirtualList(): Promise<VirtualList> {
  // A failed load (offline, say) is forgotten, so that the next need tries again.
  loading ??= importWhenOnline(() => import('./virtual-list.js')).then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Gives its host the windowed list's module: `list` once it has arrived. It asks for the module when
 * the page is idle after the host connects, or at once through `load()` (the host opening, the field
 * pointed at or focused), and updates the host when the module arrives while `needed()`.
 */
export class ListLoaderController implements ReactiveController {
  readonly #host: ReactiveElement;
  readonly #needed: () => boolean;
  #list: VirtualList | undefined = loaded;

  readonly #prefetch: boolean;

  /** `prefetch`: ask for the module when the page is idle after the host connects (else only on `load()`). */
  constructor(host: ReactiveElement, needed: () => boolean, prefetch = true) {
    this.#host = host;
    this.#needed = needed;
    this.#prefetch = prefetch;
    host.addController(this);
  }

  /** The module, once it has arrived. */
  get list(): VirtualList | undefined {
    return this.#list;
  }

  hostConnected(): void {
    if (!this.#list && this.#prefetch) whenIdle(() => void this.load());
  }

  /**
   * Imports the module (once per page); resolves when the host has it, or when it could not be loaded
   * (offline, say: the list shows without it until the next need loads it).
   */
  load = (): Promise<void> => {
    if (this.#list) return Promise.resolve();
    return loadVirtualList().then(
      (module) => {
        if (this.#list) return;
        this.#list = module;
        if (this.#needed()) this.#host.requestUpdate();
      },
      () => undefined,
    );
  };
}
