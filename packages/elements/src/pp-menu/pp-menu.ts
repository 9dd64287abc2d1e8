import { html, nothing } from 'lit';
import type { PropertyDeclarations, PropertyValues, TemplateResult } from 'lit';
import { PpElement, defineElement } from '../shared/base-element.js';
import { PopupPosition, type PopupPlacement } from '../shared/popup-position.js';
import { Typeahead, findByPrefix } from '../shared/typeahead.js';
import { PpMenuItem } from './pp-menu-item.js';
import './pp-menu-group.js';
import './pp-menu-separator.js';
import { menuStyles } from './pp-menu.styles.js';

/** The `detail` of `pp-select`. */
export interface MenuSelectDetail {
  /** The activated item. */
  item: PpMenuItem;
  /** Its `value`, or its text when it has none. */
  value: string;
  /** For a checkbox or radio item: the state it takes unless the event is cancelled. Otherwise undefined. */
  checked: boolean | undefined;
}

/** The first focusable control a trigger hands its focus to (a `<pp-button>`'s inner `<button>`). */
function focusTarget(trigger: Element): Element {
  let target = trigger;
  while (target.shadowRoot?.delegatesFocus) {
    const inner = target.shadowRoot.querySelector('button, a[href], [tabindex]:not([tabindex="-1"])');
    if (inner === null) break;
    target = inner;
  }
  return target;
}

const isMenu = (node: unknown): node is PpMenu => node instanceof PpMenu;

/**
 * A menu button and its menu, the WAI-ARIA APG "menu button" pattern, written in plain HTML: a
 * trigger (any focusable element, a `<pp-button>` or a `<button>`) in the `trigger` slot, and
 * `<pp-menu-item>`s, `<pp-menu-group>`s and `<pp-menu-separator>`s as children.
 *
 * The trigger gets `aria-haspopup="menu"` and `aria-expanded` (on the control it hands its focus to,
 * so a `<pp-button>`'s inner button says it). Enter, Space or a click opens the menu on its first
 * item, ArrowDown too, ArrowUp on its last. In the menu ArrowDown and ArrowUp move and wrap, Home and
 * End go to the ends, typed characters find an item by its text; Enter activates an item and closes
 * the menu, Space toggles a checkbox or radio item and keeps it open (Enter toggles and closes), a
 * click on one keeps it open too. Escape closes and returns focus to the trigger, Tab closes and
 * moves on, a click outside closes.
 *
 * A `<pp-menu slot="submenu">` inside an item is its submenu: ArrowRight (ArrowLeft right to left),
 * Enter, Space or a click open it on its first item; ArrowLeft (ArrowRight) or Escape close it back
 * to its item.
 *
 * The menu is a `popover` in the top layer, so it shows above dialogs and clipping containers, placed
 * next to its trigger (`placement`) by CSS anchor positioning or Floating UI. It is named by its
 * trigger (element reference). The trigger has no `aria-controls` (optional in the APG): the menu is
 * in this element's shadow root, where no reference from the trigger can reach.
 *
 * A router that takes over a link item cancels its `pp-select` and closes the menu itself
 * (`menu.hide(true)`); a cancelled `pp-select` otherwise leaves the menu open.
 *
 * @summary A menu button: a trigger that opens a menu of commands, links, checkboxes, radios and submenus.
 *
 * @fires {CustomEvent<MenuSelectDetail>} pp-select - An item is activated (fired from the item, before a checkbox or radio changes). Cancel it to keep the item as it is and the menu open.
 * @fires {CustomEvent} pp-open - The menu opened.
 * @fires {CustomEvent} pp-close - The menu closed.
 *
 * @slot - The menu's items, groups and separators.
 * @slot trigger - The element that opens the menu (not used by a submenu, whose trigger is its item).
 * @slot header - Shown above the items in the popup, outside the menu's items (who is signed in, in a
 *   user menu): text only, nothing focusable, since the keyboard moves among the items alone.
 *
 * @csspart trigger - The wrapper of the `trigger` slot, which the menu is placed against.
 * @csspart menu - The popup (the popover): the header and the items.
 * @csspart items - The menu itself (`role="menu"`), around the items.
 *
 * @cssprop [--pp-menu-bg=var(--pp-color-bg-raised, Canvas)] - Background of the menu.
 * @cssprop [--pp-menu-fg=var(--pp-color-fg-default, CanvasText)] - Text of the menu.
 * @cssprop [--pp-menu-border=var(--pp-color-border-default, CanvasText)] - Border of the menu.
 * @cssprop [--pp-menu-radius=var(--pp-radius-md, 0.375rem)] - Corner radius of the menu.
 * @cssprop [--pp-menu-shadow=var(--pp-shadow-lg, none)] - Shadow of the menu.
 * @cssprop [--pp-menu-min-width=10rem] - Least width of the menu.
 * @cssprop [--pp-menu-max-height=24rem] - Greatest height of the menu (it scrolls beyond).
 * @cssprop [--pp-menu-duration=var(--pp-duration-fast, 150ms)] - Duration of the opening fade (none with reduced motion).
 */
export class PpMenu extends PpElement {
  static override styles = menuStyles;

  static override properties: PropertyDeclarations = {
    open: { type: Boolean, reflect: true },
    placement: { reflect: true },
    label: {},
  };

  static {
    this.finalize();
  }

  /** Whether the menu is shown. Setting it opens or closes the menu without moving the focus. */
  open = false;

  /** Where the menu goes: `bottom-start` by default, `right-start` for a submenu (`left-start` right to left). */
  placement: PopupPlacement | '' = '';

  /** The menu's accessible name; by default it is named by its trigger. */
  label = '';

  readonly #typeahead = new Typeahead();
  #position: PopupPosition | undefined;
  /** What gets the focus once the menu has opened. */
  #focusOnOpen: 'first' | 'last' | null = null;
  /** Whether closing returns the focus to the trigger. */
  #returnFocus = false;
  /** The control that carries the trigger's ARIA states. */
  #control: Element | null = null;

  constructor() {
    super();
    this.addEventListener('click', this.#onClick);
    this.addEventListener('keydown', this.#onKeydown);
    this.addEventListener('focusout', this.#onFocusOut);
    this.addEventListener('pointermove', this.#onPointerMove);
  }

  /** Whether this menu is the submenu of an item. */
  get isSubmenu(): boolean {
    return this.slot === 'submenu' && this.parentElement instanceof PpMenuItem;
  }

  /** The element that opens the menu: the `trigger` child, or a submenu's item. */
  get trigger(): HTMLElement | null {
    if (this.isSubmenu) return this.parentElement;
    return this.querySelector<HTMLElement>(':scope > [slot="trigger"]');
  }

  /** The menu's own items, in order (not those of its submenus). */
  get items(): PpMenuItem[] {
    return [...this.querySelectorAll('pp-menu-item')].filter((item) => item.closest('pp-menu') === this);
  }

  /** Opens the menu and focuses its first item (or its last). */
  show(focus: 'first' | 'last' = 'first'): void {
    this.#focusOnOpen = focus;
    if (this.open) this.#focusPending();
    this.open = true;
  }

  /** Closes the menu (and its submenus); `returnFocus` gives the focus back to its trigger. */
  hide(returnFocus = false): void {
    this.#returnFocus = returnFocus;
    this.open = false;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#position?.stop();
    this.#position = undefined;
    document.removeEventListener('pointerdown', this.#onDocumentPointerDown, true);
  }

  protected override firstUpdated(): void {
    this.#wireTrigger();
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (changed.has('open') && (this.open || changed.get('open') !== undefined)) {
      if (this.open) this.#afterOpen();
      else this.#afterClose();
    } else if (changed.has('placement')) {
      this.#position?.update();
    }
  }

  protected override render(): TemplateResult {
    return html`<span class="anchor" part="trigger"
        ><slot name="trigger" @slotchange=${this.#wireTrigger}></slot
      ></span>
      <div class="menu" part="menu" popover="manual">
        <slot name="header"></slot>
        <div class="items" part="items" role="menu" tabindex="-1" aria-label=${this.label || nothing}>
          <slot></slot>
        </div>
      </div>`;
  }

  // ---- Trigger --------------------------------------------------------------------------------

  #panel(): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>('.menu');
  }

  /** Names the states on the trigger's control and the menu's name after it. */
  #wireTrigger = (): void => {
    const trigger = this.trigger;
    const panel = this.#panel();
    if (trigger === null || panel === null) return;
    const control = focusTarget(trigger);
    if (control !== this.#control && this.#control !== null) {
      for (const name of ['aria-haspopup', 'aria-expanded']) this.#control.removeAttribute(name);
    }
    this.#control = control;
    if (!this.isSubmenu) {
      control.setAttribute('aria-haspopup', 'menu');
      // No aria-controls (the APG makes it optional): the menu is in this shadow root and the
      // trigger outside it, and neither an IDREF nor element reflection (which reaches only into the
      // trigger's own and ancestor roots) can point into it; Chromium drops such a reference.
    }
    this.#setExpanded();
    // The menu is named by its trigger (an ancestor root's element, which element reflection reaches).
    const list = this.renderRoot.querySelector<HTMLElement>('.items');
    if (list !== null && 'ariaLabelledByElements' in list) list.ariaLabelledByElements = [trigger];
  };

  #setExpanded(): void {
    const control = this.isSubmenu ? this.trigger : this.#control;
    control?.setAttribute('aria-expanded', String(this.open));
  }

  // ---- Opening and closing --------------------------------------------------------------------

  #afterOpen(): void {
    const panel = this.#panel();
    const anchor = this.renderRoot.querySelector<HTMLElement>('.anchor');
    if (panel === null || anchor === null) return;
    if (this.#control === null) this.#wireTrigger();
    this.#setExpanded();
    try {
      if (!panel.matches(':popover-open')) panel.showPopover();
    } catch {
      // Disconnected while opening.
    }
    this.#position ??= new PopupPosition(anchor, panel, () => ({
      placement: this.#placement(),
      distance: this.isSubmenu ? 0 : 4,
      padding: 8,
    }));
    this.#position.start();
    document.addEventListener('pointerdown', this.#onDocumentPointerDown, true);
    this.#focusPending();
    this.emit('pp-open', undefined);
  }

  #afterClose(): void {
    const panel = this.#panel();
    for (const item of this.items) {
      const sub = item.submenu;
      if (isMenu(sub) && sub.open) sub.hide();
    }
    this.#typeahead.reset();
    document.removeEventListener('pointerdown', this.#onDocumentPointerDown, true);
    this.#setExpanded();
    // Focus on an item of a menu that hides would be lost: it goes back to the trigger.
    const lost = this.items.some((item) => item.matches(':focus-within'));
    if (this.#returnFocus || lost) this.trigger?.focus();
    this.#returnFocus = false;
    this.#focusOnOpen = null;
    try {
      if (panel?.matches(':popover-open')) panel.hidePopover();
    } catch {
      // Already gone.
    }
    this.#position?.stop();
    this.emit('pp-close', undefined);
  }

  #placement(): PopupPlacement {
    if (this.placement) return this.placement;
    if (!this.isSubmenu) return 'bottom-start';
    return this.matches(':dir(rtl)') ? 'left-start' : 'right-start';
  }

  #focusPending(): void {
    const which = this.#focusOnOpen;
    this.#focusOnOpen = null;
    const items = this.items;
    if (which === null || items.length === 0) return;
    (which === 'first' ? items[0] : items[items.length - 1])?.focus();
  }

  /** The outermost menu of this one's chain of submenus. */
  #root(): PpMenu {
    const parent = this.isSubmenu ? this.parentElement?.closest('pp-menu') : null;
    return isMenu(parent) ? parent.#root() : this;
  }

  // ---- Items ----------------------------------------------------------------------------------

  /** The item of this menu an event came from, if any. */
  #ownItem(event: Event): PpMenuItem | null {
    // The nearest item or menu on the way up: an event from inside a submenu belongs to it.
    const near = event
      .composedPath()
      .find((node) => node instanceof PpMenuItem || (isMenu(node) && node !== this));
    return near instanceof PpMenuItem && near.closest('pp-menu') === this ? near : null;
  }

  #fromTrigger(event: Event): boolean {
    const trigger = this.isSubmenu ? null : this.trigger;
    return trigger !== null && event.composedPath().includes(trigger);
  }

  /** Activates `item`: opens its submenu, or fires `pp-select` and does what the item does. */
  #activate(item: PpMenuItem, keepOpen: boolean): void {
    const sub = item.submenu;
    if (isMenu(sub)) {
      if (!item.disabled) sub.show('first');
      return;
    }
    if (item.disabled) return;
    const checkable = item.type === 'checkbox' || item.type === 'radio';
    const checked = item.type === 'checkbox' ? !item.checked : item.type === 'radio' ? true : undefined;
    const event = new CustomEvent<MenuSelectDetail>('pp-select', {
      detail: { item, value: item.value || item.text, checked },
      bubbles: true,
      composed: true,
      cancelable: true,
    });
    item.dispatchEvent(event);
    if (event.defaultPrevented) return;
    if (item.type === 'radio') {
      for (const other of this.#radioGroup(item)) other.checked = other === item;
    } else if (checked !== undefined) {
      item.checked = checked;
    }
    if (item.href) item.followLink();
    if (!(checkable && keepOpen)) this.#root().hide(true);
  }

  /** The radios exclusive with `item`: those of its name in this menu, or else of its parent. */
  #radioGroup(item: PpMenuItem): PpMenuItem[] {
    const radios = this.items.filter((other) => other.type === 'radio');
    return item.name
      ? radios.filter((other) => other.name === item.name)
      : radios.filter((other) => !other.name && other.parentElement === item.parentElement);
  }

  #move(items: PpMenuItem[], index: number): void {
    const count = items.length;
    items[((index % count) + count) % count]?.focus();
  }

  // ---- Events ---------------------------------------------------------------------------------

  #onClick = (event: MouseEvent): void => {
    if (this.#fromTrigger(event)) {
      if (this.open) this.hide(true);
      else this.show('first');
      return;
    }
    const item = this.#ownItem(event);
    if (item !== null && this.open) this.#activate(item, true);
  };

  #onKeydown = (event: KeyboardEvent): void => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (this.#fromTrigger(event)) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        this.show(event.key === 'ArrowDown' ? 'first' : 'last');
      }
      return;
    }
    const item = this.#ownItem(event);
    if (item === null || !this.open) return;
    const items = this.items;
    const index = items.indexOf(item);
    const rtl = this.matches(':dir(rtl)');
    const inward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const outward = rtl ? 'ArrowRight' : 'ArrowLeft';
    let handled = true;
    switch (event.key) {
      case 'ArrowDown':
        this.#move(items, index + 1);
        break;
      case 'ArrowUp':
        this.#move(items, index - 1);
        break;
      case 'Home':
        this.#move(items, 0);
        break;
      case 'End':
        this.#move(items, -1);
        break;
      case 'Enter':
        this.#activate(item, false);
        break;
      case inward:
        if (isMenu(item.submenu) && !item.disabled) item.submenu.show('first');
        else handled = false;
        break;
      case outward:
        if (this.isSubmenu) this.hide(true);
        else handled = false;
        break;
      case 'Escape':
        this.hide(true);
        break;
      case 'Tab':
        // The focus moves on from here; every menu of the chain closes behind it.
        this.#root().hide(false);
        handled = false;
        break;
      default:
        handled = this.#onCharacter(event, items, index, item);
    }
    if (handled) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  /** Space and type-to-select; true when the key was used. */
  #onCharacter(event: KeyboardEvent, items: PpMenuItem[], index: number, item: PpMenuItem): boolean {
    if (event.key === ' ' && !this.#typeahead.typing) {
      this.#activate(item, true);
      return true;
    }
    if (event.key.length !== 1 || !/\S| /u.test(event.key)) return false;
    const { needle, cycle } = this.#typeahead.type(event.key.toLocaleLowerCase());
    const found = findByPrefix(items, needle, cycle ? index + 1 : index, (i) => i.text.toLocaleLowerCase());
    if (found >= 0) items[found]?.focus();
    return true;
  }

  #onFocusOut = (event: FocusEvent): void => {
    if (!this.open) return;
    const next = event.relatedTarget;
    // Focus leaving this menu, its trigger and its submenus for somewhere else closes it.
    if (next instanceof Node && this.contains(next)) return;
    if (next === null && document.hasFocus() === false) return;
    this.hide(false);
  };

  // On a move, not on pointerover: a menu opened from the keyboard may appear under a pointer left
  // still on the page, and the browser then sends pointerover for the item beneath it, which would
  // take the focus from the first item the keyboard user is on.
  #onPointerMove = (event: PointerEvent): void => {
    const item = this.#ownItem(event);
    if (item === null || !this.open || event.pointerType === 'touch') return;
    if (!item.matches(':focus')) item.focus({ preventScroll: true });
  };

  #onDocumentPointerDown = (event: PointerEvent): void => {
    if (!event.composedPath().includes(this)) this.hide(false);
  };
}

defineElement('pp-menu', PpMenu);

declare global {
  interface HTMLElementTagNameMap {
    'pp-menu': PpMenu;
  }
  interface HTMLElementEventMap {
    'pp-open': CustomEvent<void>;
    'pp-close': CustomEvent<void>;
  }
}
