import type { ReactiveController, ReactiveElement } from 'lit';
// Types only: a value imported from scroll-area-controller.js would bring that module into the
// host's first load, which is what this controller exists to avoid.
import type { ScrollAreaController, ScrollAreaOptions } from './scroll-area-controller.js';
import { importWhenOnline } from './lazy-import.js';

/** Options of {@link LazyScrollAreaController}: those of `ScrollAreaController`, and `eager`. */
export interface LazyScrollAreaOptions extends ScrollAreaOptions {
  /**
   * Read after every host update: when it returns true, the controller is loaded at once instead of
   * on the first interaction (a container that may need its tab stop before anyone touches it).
   */
  eager?: () => boolean;
}

/** What makes the container need its controller: the pointer or focus arrives, or it scrolls. */
const TRIGGERS = ['scroll', 'wheel', 'touchstart', 'pointerover', 'focusin'] as const;

/**
 * `ScrollAreaController`, loaded when it is first needed: on the first scroll, wheel, touch,
 * pointer-over or focus inside the container (or at once when `eager()` says so), so a page that
 * shows a host pays for the controller only once someone goes near the container.
 *
 * Nothing is lost meanwhile: a scroll before the controller arrives shows the scrollbar at once
 * (`data-scrollbar="visible"`), and the controller, once there, hides it the hide delay after. The
 * listeners sit on the host's shadow root in the capture phase (`scroll` does not bubble), and go
 * when the controller has arrived, which from then on is a controller of the host like any other.
 * Meant for the default `type` (`scroll`): a scrollbar shown on hover or always needs its
 * controller from the start.
 */
export class LazyScrollAreaController implements ReactiveController {
  readonly #host: ReactiveElement;
  readonly #options: LazyScrollAreaOptions;
  #controller: ScrollAreaController | undefined;
  #loading: Promise<void> | undefined;

  constructor(host: ReactiveElement, options: LazyScrollAreaOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  /** The controller, once it has arrived. */
  get controller(): ScrollAreaController | undefined {
    return this.#controller;
  }

  hostConnected(): void {
    // Adding a listener that is there already does nothing.
    if (!this.#controller) this.#listen('addEventListener');
  }

  hostDisconnected(): void {
    this.#listen('removeEventListener');
  }

  hostUpdated(): void {
    if (this.#options.eager?.()) void this.load();
  }

  /** Loads the controller now (once); resolves when it drives the container. */
  load(): Promise<void> {
    return (this.#loading ??= importWhenOnline(() => import('./scroll-area-controller.js')).then(
      ({ ScrollAreaController }) => {
        this.#listen('removeEventListener');
        // It adds itself to the host, and attaches to the container at once when the host is connected.
        this.#controller = new ScrollAreaController(this.#host, this.#options);
        // A scroll before it arrived showed the scrollbar: the hide delay runs from now.
        if (this.#options.target()?.hasAttribute('data-scrollbar')) this.#controller.flash();
      },
      () => {
        // Not loaded (offline?): no scrollbar left showing for good; the next interaction tries again.
        this.#options.target()?.removeAttribute('data-scrollbar');
        this.#loading = undefined;
      },
    ));
  }

  #listen(method: 'addEventListener' | 'removeEventListener'): void {
    // Passive: a wheel or touch listener that could cancel would hold up scrolling.
    for (const type of TRIGGERS) {
      this.#host.renderRoot[method](type, this.#onTrigger, { capture: true, passive: true });
    }
  }

  readonly #onTrigger = (event: Event): void => {
    const target = this.#options.target();
    if (!target || !event.composedPath().includes(target)) return;
    if (event.type === 'scroll' && event.target === target) target.setAttribute('data-scrollbar', 'visible');
    void this.load();
  };
}
