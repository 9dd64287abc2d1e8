/**
 * What the toaster and the toasts' view share without importing each other: the region element the
 * toasts live in, and where the stack sits. pp-toaster.ts defines the element.
 */

/** Where the stack sits on the screen. */
export type ToasterPosition =
  'top-left' | 'top-center' | 'top-right' | 'bottom-left' | 'bottom-center' | 'bottom-right';

/**
 * The top-layer container of the toasts: a `popover="manual"` landmark with its own shadow root.
 * It is a separate element so that, while a modal `<dialog>` is open, it can be moved into that
 * dialog and stay clickable (everything outside a modal dialog is inert): see `toast-modal-host.ts`
 * (which comes with the toasts' view).
 * @internal
 */
export class PpToastRegion extends HTMLElement {
  /** Called when the region leaves the document. */
  onDisconnect?: () => void;

  constructor() {
    super();
    this.attachShadow({ mode: 'open' });
  }

  disconnectedCallback(): void {
    this.onDisconnect?.();
  }

  /** Shows the popover (again) unless it is open or not in a document. */
  show(): void {
    if (!this.isConnected || this.matches(':popover-open')) return;
    try {
      this.showPopover();
    } catch {
      // Not connected or the document is going away: nothing to show.
    }
  }
}
