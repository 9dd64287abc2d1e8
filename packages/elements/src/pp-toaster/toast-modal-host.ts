import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { composedParent, deepActiveElement } from '../shared/dom.js';
import type { PpToastRegion } from './toast-region.js';

/** Knobs copied onto the region while it is lifted out of the toaster (they no longer inherit). */
const knobs = [
  'width',
  'gap',
  'offset',
  'offset-top-right',
  'offset-mobile',
  'background',
  'color',
  'muted-color',
  'border-color',
  'radius',
  'shadow',
  'font-family',
  'duration',
  'easing',
].map((name) => `--pp-toaster-${name}`);

/** The modal dialog on top: the one holding focus, else the last open one in the document. */
export function topModalDialog(): HTMLDialogElement | null {
  for (let node: Node | null = deepActiveElement(); node !== null; node = composedParent(node)) {
    if (node instanceof HTMLDialogElement && node.matches(':modal')) return node;
  }
  const modals = document.querySelectorAll<HTMLDialogElement>('dialog:modal');
  return modals[modals.length - 1] ?? null;
}

/** What the modal host needs of the toaster. */
export interface ToastModalHostCallbacks {
  /** Where the region lives while no modal dialog is open (the toaster's shadow root). */
  home(): Node;
  /** Whether focus is in one of the toasts (it stays on the stack when the region moves). */
  hasFocus(): boolean;
  /**
   * The region has been placed: show it on top (and, when it `moved`, give it the toaster's
   * language; when it took the focus with it, focus the front toast).
   */
  placed(moved: boolean, hadFocus: boolean): void;
}

/**
 * Keeps the toast region usable above modal dialogs. A modal dialog makes everything outside it
 * inert; while one is open the region is moved into it (as its last child, out of the dialog's layout
 * since it is in the top layer) and moved back when it closes. It checks on focus changes, `toggle`
 * events, the watched dialog's `close` event and `open` attribute, and when the region leaves the
 * document (the dialog holding it was removed).
 */
export class ToastModalHost implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #region: PpToastRegion;
  readonly #callbacks: ToastModalHostCallbacks;
  readonly #observer = new MutationObserver(() => this.sync());
  #dialog: HTMLDialogElement | null = null;
  #moving = false;

  constructor(
    host: ReactiveControllerHost & HTMLElement,
    region: PpToastRegion,
    callbacks: ToastModalHostCallbacks,
  ) {
    this.#host = host;
    this.#region = region;
    this.#callbacks = callbacks;
    region.onDisconnect = () => {
      if (!this.#moving) queueMicrotask(() => this.sync());
    };
    host.addController(this);
  }

  /** Whether the region is out of the toaster, in a modal dialog. */
  get lifted(): boolean {
    return this.#region.parentNode !== this.#callbacks.home();
  }

  hostConnected(): void {
    document.addEventListener('focusin', this.sync, true);
    document.addEventListener('toggle', this.sync, true);
    this.#goHome();
    this.sync();
  }

  hostDisconnected(): void {
    document.removeEventListener('focusin', this.sync, true);
    document.removeEventListener('toggle', this.sync, true);
    this.#watch(null);
    this.#goHome();
  }

  /** Puts the region into the top modal dialog, or back into the toaster, and shows it. */
  sync = (): void => {
    if (!this.#host.isConnected) return;
    const modal = topModalDialog();
    const target = modal ?? this.#callbacks.home();
    if (this.#region.parentNode === target) {
      this.#callbacks.placed(false, false);
      return;
    }
    const hadFocus = this.#callbacks.hasFocus();
    this.#append(target);
    // Custom properties set on the toaster no longer reach the region through inheritance.
    const style = getComputedStyle(this.#host);
    for (const name of knobs) {
      const value = modal ? style.getPropertyValue(name).trim() : '';
      if (value) this.#region.style.setProperty(name, value);
      else this.#region.style.removeProperty(name);
    }
    this.#watch(modal);
    this.#callbacks.placed(true, hadFocus);
  };

  #goHome(): void {
    if (this.lifted) this.#append(this.#callbacks.home());
  }

  #append(target: Node): void {
    this.#moving = true;
    try {
      target.appendChild(this.#region);
    } finally {
      this.#moving = false;
    }
  }

  #watch(dialog: HTMLDialogElement | null): void {
    if (this.#dialog === dialog) return;
    this.#dialog?.removeEventListener('close', this.sync);
    this.#observer.disconnect();
    this.#dialog = dialog;
    if (dialog) {
      dialog.addEventListener('close', this.sync);
      this.#observer.observe(dialog, { attributes: true, attributeFilter: ['open'] });
    }
  }
}
