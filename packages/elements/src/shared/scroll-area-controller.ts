import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** When the scrollbar shows: while scrolling (default), also while hovered, or always. */
export type ScrollbarVisibility = 'scroll' | 'hover' | 'always';

/** The spec's scroll-area hide delay (section 9). */
export const SCROLL_AREA_HIDE_DELAY = 600;

export interface ScrollAreaOptions {
  /** The scroll container; read after every host update, so it may be rendered later. */
  target: () => HTMLElement | null | undefined;
  /** Milliseconds the scrollbar stays after scrolling (or hovering) stops. Defaults to 600. */
  hideDelay?: number;
  /** When the scrollbar shows. Defaults to `scroll`. */
  type?: ScrollbarVisibility;
  /**
   * Give the container `tabindex="0"` while it overflows and holds nothing focusable, so keyboard
   * users can scroll it (axe `scrollable-region-focusable`). Defaults to true; a combobox listbox,
   * whose options are reached from its input, turns it off.
   */
  manageFocus?: boolean;
}

const focusable = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** Whether anything under `root` (light DOM, slotted and open shadow DOM) takes focus. */
function holdsFocusable(root: ParentNode): boolean {
  for (const child of root.children) {
    if (child instanceof HTMLSlotElement) {
      for (const assigned of child.assignedElements({ flatten: true })) {
        if (assigned.matches(focusable) || holdsFocusable(assigned)) return true;
      }
      continue;
    }
    if (child.hasAttribute('inert')) continue;
    if (child.matches(focusable)) return true;
    if (child.shadowRoot && holdsFocusable(child.shadowRoot)) return true;
    if (holdsFocusable(child)) return true;
  }
  return false;
}

/** Marks the tabindex this controller added, so it never removes an author's own. */
const MANAGED = 'data-pp-scroll-focusable';

/**
 * Drives a `data-pp-scroll-area` container (see `scrollAreaStyles`): shows the scrollbar while
 * scrolling and hides it `hideDelay` ms after scrolling stops, and makes the container focusable
 * when it overflows and holds nothing focusable.
 */
export class ScrollAreaController implements ReactiveController {
  hideDelay: number;
  type: ScrollbarVisibility;
  manageFocus: boolean;

  readonly #target: () => HTMLElement | null | undefined;
  #element: HTMLElement | null = null;
  #hideTimer: ReturnType<typeof setTimeout> | undefined;
  #hovered = false;
  /** What the ResizeObserver watches now: the container and its direct (or slotted) content. */
  #observed = new Set<Element>();
  readonly #resize = new ResizeObserver(() => this.refresh());
  readonly #mutations = new MutationObserver(() => this.#observeContent());

  constructor(host: ReactiveControllerHost, options: ScrollAreaOptions) {
    this.#target = options.target;
    this.hideDelay = options.hideDelay ?? SCROLL_AREA_HIDE_DELAY;
    this.type = options.type ?? 'scroll';
    this.manageFocus = options.manageFocus ?? true;
    host.addController(this);
  }

  /** Whether the scrollbar is shown now. */
  get visible(): boolean {
    return this.#element?.getAttribute('data-scrollbar') === 'visible';
  }

  hostConnected(): void {
    this.#attach(this.#target() ?? null);
  }

  hostUpdated(): void {
    this.#attach(this.#target() ?? null);
    this.refresh();
  }

  hostDisconnected(): void {
    this.#attach(null);
  }

  /** Shows the scrollbar now and hides it after the delay (unless hovered with type `hover`). */
  flash(): void {
    this.#setVisible(true);
    this.#scheduleHide();
  }

  /** Re-reads overflow and focusable content (called on resize, content and slot changes). */
  refresh(): void {
    const element = this.#element;
    if (element === null) return;
    if (this.type === 'always') this.#setVisible(true);
    if (!this.manageFocus) return;
    const overflows =
      element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1;
    const managed = element.hasAttribute(MANAGED);
    const needsTabindex = overflows && !holdsFocusable(element);
    if (needsTabindex && !managed && !element.hasAttribute('tabindex')) {
      element.setAttribute('tabindex', '0');
      element.setAttribute(MANAGED, '');
    } else if (!needsTabindex && managed) {
      element.removeAttribute('tabindex');
      element.removeAttribute(MANAGED);
    }
  }

  #attach(element: HTMLElement | null): void {
    if (element === this.#element) return;
    const previous = this.#element;
    if (previous) {
      previous.removeEventListener('scroll', this.#onScroll);
      previous.removeEventListener('pointerenter', this.#onEnter);
      previous.removeEventListener('pointerleave', this.#onLeave);
      previous.removeEventListener('slotchange', this.#onSlotChange);
      this.#resize.disconnect();
      this.#observed.clear();
      this.#mutations.disconnect();
      clearTimeout(this.#hideTimer);
    }
    this.#element = element;
    if (element === null) return;
    element.setAttribute('data-pp-scroll-area', '');
    element.addEventListener('scroll', this.#onScroll, { passive: true });
    element.addEventListener('pointerenter', this.#onEnter);
    element.addEventListener('pointerleave', this.#onLeave);
    element.addEventListener('slotchange', this.#onSlotChange);
    this.#mutations.observe(element, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['tabindex', 'disabled', 'href', 'contenteditable', 'inert', 'hidden'],
    });
    this.#observeContent();
  }

  /**
   * Watches the container and its direct content (slotted included) for size changes. Only the
   * difference is (un)observed: observing an element again makes it report again, and when that
   * happens inside the ResizeObserver's own delivery (refresh() writes tabindex, which wakes the
   * MutationObserver) the browser reports "ResizeObserver loop completed with undelivered
   * notifications". It also keeps a virtualised list's row churn cheap.
   */
  #observeContent(): void {
    const element = this.#element;
    if (element === null) return;
    const wanted = new Set<Element>([element]);
    for (const child of element.children) {
      if (child instanceof HTMLSlotElement) {
        for (const assigned of child.assignedElements({ flatten: true })) wanted.add(assigned);
      } else {
        wanted.add(child);
      }
    }
    for (const observed of this.#observed) if (!wanted.has(observed)) this.#resize.unobserve(observed);
    for (const target of wanted) if (!this.#observed.has(target)) this.#resize.observe(target);
    this.#observed = wanted;
    this.refresh();
  }

  #onSlotChange = (): void => this.#observeContent();

  #onScroll = (): void => this.flash();

  #onEnter = (): void => {
    this.#hovered = true;
    if (this.type === 'hover') this.#setVisible(true);
  };

  #onLeave = (): void => {
    this.#hovered = false;
    if (this.type === 'hover') this.#scheduleHide();
  };

  #scheduleHide(): void {
    clearTimeout(this.#hideTimer);
    if (this.type === 'always') return;
    this.#hideTimer = setTimeout(() => {
      if (this.type === 'hover' && this.#hovered) return;
      this.#setVisible(false);
    }, this.hideDelay);
  }

  #setVisible(visible: boolean): void {
    const element = this.#element;
    if (element === null) return;
    if (visible) element.setAttribute('data-scrollbar', 'visible');
    else element.removeAttribute('data-scrollbar');
  }
}
