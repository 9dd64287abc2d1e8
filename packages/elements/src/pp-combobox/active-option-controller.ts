import type { ReactiveController, ReactiveElement } from 'lit';

/** What the controller reads from the combobox, and tells it. */
export interface ActiveOptionOptions {
  /** The element with role="combobox" (it keeps DOM focus and names the active option). */
  combobox(): HTMLElement | null;
  /** The scrolling listbox. */
  listbox(): HTMLElement | null;
  /** The field around the combobox (it gets the `has-active` class while an option is active). */
  field(): HTMLElement | null;
  /** Whether the list is shown. */
  isOpen(): boolean;
  /** How many rows the list has. */
  count(): number;
  /** The id of the row at `index` (rows are rendered by the virtualizer, only near the viewport). */
  optionId(index: number): string;
  /** Asks the virtualizer to render the row at `index` and scroll it into view. */
  scrollRowIntoView(index: number): void;
  /** The active option was moved to through the keyboard and is now named (announce it). */
  onNamed(): void;
}

/**
 * The active option of `<pp-combobox>` (APG combobox: DOM focus stays on the combobox, and
 * `aria-activedescendant` names the active option). Moving it changes two rows and one attribute,
 * never the template, so it costs no render of the element or its rows: the row is marked (`active`
 * class and part, `aria-selected`) and named once the virtualizer has rendered it, after scrolling to
 * it when the keyboard moved there.
 */
export class ActiveOptionController implements ReactiveController {
  readonly #host: ReactiveElement;
  readonly #options: ActiveOptionOptions;
  #index = -1;
  /** The active option changed through the keyboard (announce it). */
  #byKeyboard = false;
  /** The active option must still be scrolled into view. */
  #revealPending = false;
  /** The row now marked active. */
  #markedRow: HTMLElement | undefined;
  #syncQueued = false;
  /** The rendered rows, as the virtualizer last reported them. */
  #range = { first: -1, last: -1 };

  constructor(host: ReactiveElement, options: ActiveOptionOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  /** The index of the active row, or -1. Setting it keeps how it was reached (keyboard or not). */
  get index(): number {
    return this.#index;
  }

  set index(index: number) {
    if (index === this.#index) return;
    this.#index = index;
    // An update under way syncs after it (hostUpdated); otherwise sync now, before the next frame.
    if (!this.#host.isUpdatePending) this.queueSync();
  }

  /** Whether the active option was last moved through the keyboard. */
  get byKeyboard(): boolean {
    return this.#byKeyboard;
  }

  /** Makes the row at `index` (clamped to the list) active; from the keyboard it is scrolled to and announced. */
  activate(index: number, fromKeyboard: boolean): void {
    const count = this.#options.count();
    const next = count === 0 ? -1 : Math.max(-1, Math.min(count - 1, index));
    this.#byKeyboard = fromKeyboard;
    this.#revealPending = fromKeyboard && next >= 0;
    this.index = next;
  }

  /** Moves by `delta` rows (from none: to the first or last), stopping at the ends unless `loop` and one step. */
  move(delta: number, loop: boolean): void {
    const count = this.#options.count();
    if (count === 0) return;
    let next: number;
    if (this.#index < 0) {
      next = delta > 0 ? 0 : count - 1;
    } else {
      next = this.#index + delta;
      if (next >= count) next = loop && Math.abs(delta) === 1 ? 0 : count - 1;
      else if (next < 0) next = loop && Math.abs(delta) === 1 ? count - 1 : 0;
    }
    this.activate(next, true);
  }

  /** Moves by a page of rows (as many as the listbox shows), down for 1 and up for -1. */
  page(direction: 1 | -1): void {
    const last = this.#options.count() - 1;
    const step = this.#pageStep() * direction;
    if (this.#index < 0) this.activate(direction > 0 ? 0 : last, true);
    else this.activate(Math.max(0, Math.min(last, this.#index + step)), true);
  }

  /** The virtualizer rendered the rows `first` to `last`: the active option may exist now. */
  rangeChanged(first: number, last: number): void {
    this.#range = { first, last };
    this.queueSync();
  }

  /** The list scrolled: a reveal still pending tries again (the virtualizer may have moved back). */
  scrolled(): void {
    if (this.#revealPending) this.queueSync();
  }

  hostUpdated(): void {
    // After the virtualizer's own microtask has positioned any row this update created.
    this.queueSync();
  }

  /** Marks and names the active row in a microtask (once, however often asked before it runs). */
  queueSync(): void {
    if (this.#syncQueued) return;
    this.#syncQueued = true;
    queueMicrotask(() => {
      this.#syncQueued = false;
      this.#sync();
    });
  }

  #sync(): void {
    const combobox = this.#options.combobox();
    if (!combobox) return;
    const index = this.#index;
    const active = this.#options.isOpen() && index >= 0 && index < this.#options.count();
    this.#options.field()?.classList.toggle('has-active', active);
    if (!active) {
      this.#mark(undefined);
      combobox.removeAttribute('aria-activedescendant');
      return;
    }
    const id = this.#options.optionId(index);
    const root = combobox.getRootNode() as Document | ShadowRoot;
    const row = root.getElementById(id) ?? undefined;
    this.#mark(row);
    if (!row) {
      // Not rendered: never name it. After a keyboard move, scroll to it (rangeChanged, or any scroll
      // while the reveal is pending, brings us back); after the user scrolled it away, leave the list
      // where they put it.
      combobox.removeAttribute('aria-activedescendant');
      if (this.#revealPending) this.#reveal(index);
      return;
    }
    if (combobox.getAttribute('aria-activedescendant') !== id) {
      combobox.setAttribute('aria-activedescendant', id);
      if (this.#byKeyboard) this.#options.onNamed();
    }
    // Last, after every DOM write, so measuring costs one layout.
    if (this.#revealPending) {
      this.#revealPending = false;
      this.#scrollIntoView(row);
    }
  }

  /**
   * Gives `row` the `active` class and part and aria-selected="true", and takes them from the row that
   * had them. Written only where they change: a render of the row may rewrite its `part` attribute
   * (dropping `active`), and is always followed by a sync (hostUpdated, rangeChanged) that puts it back
   * before the frame is painted.
   */
  #mark(row: HTMLElement | undefined): void {
    const previous = this.#markedRow;
    if (previous && previous !== row) {
      previous.classList.remove('active');
      previous.part.remove('active');
      previous.removeAttribute('aria-selected');
    }
    this.#markedRow = row;
    if (!row) return;
    if (!row.classList.contains('active')) row.classList.add('active');
    if (!row.part.contains('active')) row.part.add('active');
    if (row.getAttribute('aria-selected') !== 'true') row.setAttribute('aria-selected', 'true');
  }

  /**
   * Scrolls a row that is not rendered into view, by the same average row size the virtualizer
   * estimates positions with, so it renders that row (with `overscan` rows of margin for error). The
   * virtualizer's own `scrollIntoView` pins its layout, and the pin would fight later scrolling.
   */
  #reveal(index: number): void {
    const listbox = this.#options.listbox();
    if (!listbox) return;
    const rowSize = listbox.scrollHeight / Math.max(1, this.#options.count());
    const top = index * rowSize;
    const target = index < this.#range.first ? top : top + rowSize - listbox.clientHeight;
    const clamped = Math.max(0, Math.min(target, listbox.scrollHeight - listbox.clientHeight));
    if (Math.abs(listbox.scrollTop - clamped) >= 1) {
      listbox.scrollTop = clamped;
    } else {
      // Already there but not rendered (a layout still settling): let the virtualizer place it.
      this.#options.scrollRowIntoView(index);
    }
  }

  #scrollIntoView(row: HTMLElement): void {
    const listbox = this.#options.listbox();
    if (!listbox) return;
    const box = listbox.getBoundingClientRect();
    const rect = row.getBoundingClientRect();
    if (rect.top < box.top) listbox.scrollTop -= box.top - rect.top;
    else if (rect.bottom > box.bottom) listbox.scrollTop += rect.bottom - box.bottom;
  }

  #pageStep(): number {
    const listbox = this.#options.listbox();
    if (!listbox) return 1;
    const row = listbox.querySelector<HTMLElement>('[role="option"]');
    const rowHeight = row?.getBoundingClientRect().height || 32;
    return Math.max(1, Math.floor(listbox.clientHeight / rowHeight));
  }
}
