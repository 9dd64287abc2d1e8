import { html, nothing } from 'lit';
import type { PropertyDeclarations, PropertyValues, TemplateResult } from 'lit';
import { PpElement, defineElement } from '../shared/base-element.js';
import { menuItemStyles } from './pp-menu.styles.js';

/** What an item is: a command (the default), a checkbox that toggles, or one radio of a group. */
export type MenuItemType = 'item' | 'checkbox' | 'radio';

const ROLES: Record<MenuItemType, string> = {
  item: 'menuitem',
  checkbox: 'menuitemcheckbox',
  radio: 'menuitemradio',
};

/**
 * One item of a `<pp-menu>`: a command (`menuitem`), a checkbox (`type="checkbox"`,
 * `menuitemcheckbox`) or a radio (`type="radio"`, `menuitemradio`; the radios of one `name`, or
 * else of one group, are exclusive). With an `href` it is a link: activating it follows the link.
 * A `<pp-menu slot="submenu">` inside makes it open that submenu.
 *
 * The item itself is what takes the focus (roving, `tabindex="-1"`), so it carries its role and
 * states (`aria-checked`, `aria-disabled`, `aria-haspopup`, `aria-expanded`) as attributes of its
 * own. A disabled item stays focusable, as the WAI-ARIA menu pattern advises, but cannot be activated.
 * The menu activates items and fires `pp-select` from them (see `<pp-menu>`).
 *
 * @summary An item of a menu: a command, a link, a checkbox, a radio or the opener of a submenu.
 *
 * @slot - The item's text, also what type-to-select matches.
 * @slot prefix - An icon before the text.
 * @slot suffix - Content after the text, such as a keyboard shortcut hint.
 * @slot submenu - A `<pp-menu>` this item opens as its submenu.
 *
 * @csspart base - The row.
 * @csspart check - The check mark of a checkbox or radio item.
 * @csspart prefix - The wrapper of the `prefix` slot.
 * @csspart label - The wrapper of the text.
 * @csspart suffix - The wrapper of the `suffix` slot.
 * @csspart submenu-icon - The arrow of an item that opens a submenu.
 *
 * @cssprop [--pp-menu-item-bg-hover=var(--pp-color-bg-hover, Highlight)] - Background of the focused or hovered item.
 * @cssprop [--pp-menu-item-fg=var(--pp-color-fg-default, CanvasText)] - Text of an item.
 * @cssprop [--pp-menu-item-min-height=var(--pp-control-height-sm, 2rem)] - Least height of an item (at least 24px).
 */
export class PpMenuItem extends PpElement {
  static override styles = menuItemStyles;

  static override properties: PropertyDeclarations = {
    type: { reflect: true },
    value: {},
    checked: { type: Boolean, reflect: true },
    disabled: { type: Boolean, reflect: true },
    name: {},
    href: {},
    target: {},
    rel: {},
    download: {},
    _submenu: { state: true, attribute: false },
    _filled: { state: true, attribute: false },
  };

  static {
    this.finalize();
  }

  /** `item` (a command or link), `checkbox` or `radio`. */
  type: MenuItemType = 'item';

  /** What `pp-select` reports for this item (its text when empty). */
  value = '';

  /** Whether a checkbox or radio item is checked. */
  checked = false;

  /** Focusable but not activatable, and shown as such. */
  disabled = false;

  /** Groups radio items: one of the radios with this name in the menu is checked. Without it, the radios of one parent (a `<pp-menu-group>`) are a group. */
  name = '';

  /** Makes the item a link to this address, followed when it is activated. */
  href = '';

  /** Where the link opens (`_blank` for a new tab). */
  target = '';

  /** The link's `rel` (`noopener noreferrer` for `target="_blank"` when none is given). */
  rel = '';

  /** Makes the link download its target, under this file name when one is given. */
  download: string | undefined = undefined;

  /** Whether a submenu is slotted. */
  private _submenu = false;
  /** Which of the `prefix` and `suffix` slots have content (an empty one takes no room). */
  private _filled: ReadonlySet<string> = new Set();

  /** The `<pp-menu>` this item opens, if any. */
  get submenu(): HTMLElement | null {
    return this.querySelector<HTMLElement>(':scope > pp-menu[slot="submenu"]');
  }

  /** The item's own text (without its submenu, prefix or suffix), as type-to-select reads it. */
  get text(): string {
    let text = '';
    for (const node of this.childNodes) {
      if (node instanceof Element && node.slot) continue;
      text += node.textContent ?? '';
    }
    return text.replace(/\s+/g, ' ').trim();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.hasAttribute('tabindex')) this.tabIndex = -1;
  }

  /** Follows the item's link, as clicking a link does. */
  followLink(): void {
    this.renderRoot.querySelector<HTMLAnchorElement>('a')?.click();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const type = ROLES[this.type] ? this.type : 'item';
    this.setAttribute('role', ROLES[type]);
    this.#aria('aria-checked', type === 'item' ? null : String(this.checked));
    this.#aria('aria-disabled', this.disabled ? 'true' : null);
    this.#aria('aria-haspopup', this._submenu ? 'menu' : null);
    if (!this._submenu) this.#aria('aria-expanded', null);
    else if (!this.hasAttribute('aria-expanded')) this.#aria('aria-expanded', 'false');
  }

  protected override render(): TemplateResult {
    const external = this.target === '_blank';
    return html`<span class="base" part="base"
        ><span class="check" part="check" aria-hidden="true"></span
        ><span class="prefix" part="prefix" ?hidden=${!this._filled.has('prefix')}
          ><slot name="prefix" @slotchange=${this.#onSlotChange}></slot></span
        ><span class="label" part="label"><slot></slot></span
        ><span class="suffix" part="suffix" ?hidden=${!this._filled.has('suffix')}
          ><slot name="suffix" @slotchange=${this.#onSlotChange}></slot></span
        >${
          this._submenu
            ? html`<span class="submenu-icon" part="submenu-icon" aria-hidden="true"></span>`
            : nothing
        }</span
      ><slot name="submenu" @slotchange=${this.#onSubmenuChange}></slot>${
        this.href
          ? html`<a
              hidden
              tabindex="-1"
              aria-hidden="true"
              href=${this.href}
              target=${this.target || nothing}
              rel=${this.rel || (external ? 'noopener noreferrer' : nothing)}
              download=${this.download ?? nothing}
            ></a>`
          : nothing
      }`;
  }

  #aria(name: string, value: string | null): void {
    if (value === null) this.removeAttribute(name);
    else this.setAttribute(name, value);
  }

  #onSlotChange = (event: Event): void => {
    const slot = event.target as HTMLSlotElement;
    const filled = new Set(this._filled);
    if (slot.assignedNodes({ flatten: true }).length > 0) filled.add(slot.name);
    else filled.delete(slot.name);
    this._filled = filled;
  };

  #onSubmenuChange = (): void => {
    this._submenu = this.submenu !== null;
  };
}

defineElement('pp-menu-item', PpMenuItem);

declare global {
  interface HTMLElementTagNameMap {
    'pp-menu-item': PpMenuItem;
  }
}
