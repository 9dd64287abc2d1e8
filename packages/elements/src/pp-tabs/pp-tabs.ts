import { html, nothing } from 'lit';
import type { PropertyDeclarations, PropertyValues, TemplateResult } from 'lit';
import { PpElement, defineElement } from '../shared/base-element.js';
// Value imports, not only types: they keep the children's modules (and their registrations) in a
// consumer's bundle that imports only this one.
import { PpTab } from './pp-tab.js';
import { PpTabPanel } from './pp-tab-panel.js';
import { tabsStyles } from './pp-tabs.styles.js';

/** Arrow keys select (`automatic`, the default) or only move the focus, Enter and Space selecting (`manual`). */
export type TabsActivation = 'automatic' | 'manual';

/** A row of tabs above the panels (the default), or a column beside them. */
export type TabsOrientation = 'horizontal' | 'vertical';

/** The `detail` of `pp-tab-show`. */
export interface TabShowDetail {
  /** The panel name of the tab about to be selected (the new `value`). */
  value: string;
  /** The `value` until now ('' when nothing was selected). */
  previous: string;
  /** The tab the person selected. */
  tab: PpTab;
}

/** What can take the focus in a panel (its own shadow roots are searched too). */
const FOCUSABLE =
  'a[href],area[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),iframe,summary,audio[controls],video[controls],[contenteditable]:not([contenteditable="false"]),[tabindex]:not([tabindex^="-"])';

/** Whether something in `root` (or in the open shadow roots under it) can take the focus. */
function hasFocusable(root: ParentNode): boolean {
  for (const node of root.querySelectorAll<HTMLElement>('*')) {
    if (node.matches(FOCUSABLE) && !node.closest('[inert]')) return true;
    // A host that hands its focus on (pp-button, pp-text-field) counts before it has rendered.
    if (node.shadowRoot && (node.shadowRoot.delegatesFocus || hasFocusable(node.shadowRoot))) return true;
  }
  return false;
}

/**
 * Tabs after the WAI-ARIA Authoring Practices' Tabs pattern, written as plain HTML: `<pp-tab
 * panel="…">` children for the tabs and `<pp-tab-panel name="…">` children for the panels, in any
 * order. The tabs sit in a `role="tablist"` named by `label`; each tab is a `role="tab"` with
 * `aria-selected` and `aria-controls` naming its panel, each panel a `role="tabpanel"` named by its
 * tab (`aria-labelledby`). The roles and links are attributes on the children themselves: they are
 * all in the page's DOM, so the ID references work for every browser and screen reader, and a tool
 * sees them in the markup. Every panel but the selected one is `hidden`.
 *
 * The list is one tab stop, the selected tab; Tab then goes into the selected panel (the panel takes
 * the focus itself when nothing in it can). Left and Right (Up and Down when `orientation` is
 * `vertical`) move to the previous or next tab, wrapping around; Home and End to the first and the
 * last. With `activation="automatic"` (the default) moving selects; with `manual` it only moves the
 * focus, and Enter or Space selects. Left and Right swap in a right-to-left context (`dir="rtl"`).
 * Disabled tabs are skipped by the keys and never focused (they stay in the list, read as
 * unavailable). A click selects.
 *
 * `value` is the name of the selected panel; when it names no enabled tab, the first enabled tab is
 * selected and `value` follows it. `pp-tab-show` fires before the person's choice shows, and
 * cancelling it keeps the current tab (nothing fires when `value` is set by code). Many tabs in a
 * narrow container scroll sideways, the selected one kept in view. Tabs driven by a router set
 * `value` from the route and navigate in a `pp-tab-show` listener, cancelling it so that the route
 * decides what shows.
 *
 * @summary Tabs that show one panel at a time: one tab stop, arrow keys, automatic or manual activation.
 *
 * @fires {CustomEvent<TabShowDetail>} pp-tab-show - The person selected another tab (click, arrow key, Home, End, Enter or Space), before it shows (`{ value, previous, tab }`). Cancelable: `preventDefault()` keeps the current tab.
 *
 * @slot - The `<pp-tab>` and `<pp-tab-panel>` children (the tabs go into the tab list, the rest below it).
 *
 * @csspart tablist - The `role="tablist"` row (column) of tabs; it scrolls when the tabs do not fit.
 * @csspart panels - The box around the panels.
 *
 * @cssprop [--pp-tabs-border=var(--pp-color-border-default, GrayText)] - The line between the tabs and the panels.
 * @cssprop [--pp-tabs-gap=var(--pp-space-1, 0.25rem)] - Space between the tabs.
 */
export class PpTabs extends PpElement {
  static override styles = tabsStyles;

  // The children are assigned to the list's slot or the panels' by type, so the markup needs no `slot`.
  static override shadowRootOptions: ShadowRootInit = {
    ...PpElement.shadowRootOptions,
    slotAssignment: 'manual',
  };

  // Without decorators, as pp-button: their helpers would add to the first use.
  static override properties: PropertyDeclarations = {
    value: {},
    label: {},
    activation: { reflect: true },
    orientation: { reflect: true },
  };

  static {
    // The accessors on the prototype now, as decorators make them (for the React wrapper).
    this.finalize();
  }

  /**
   * The `name` of the selected panel (the `panel` of the selected tab). Setting it selects that tab;
   * the `value` attribute is the one selected at first. Never reflected.
   */
  value = '';

  /** The tab list's accessible name (what the tabs are about: 'Ustawienia konta'). */
  label = '';

  /**
   * Whether the arrow keys, Home and End select the tab they move to (`automatic`), or only focus
   * it, for Enter or Space to select (`manual`, for panels that are slow to show).
   * @type {'automatic' | 'manual'}
   */
  activation: TabsActivation = 'automatic';

  /**
   * A row of tabs above the panels (Left and Right move), or a column beside them (Up and Down).
   * @type {'horizontal' | 'vertical'}
   */
  orientation: TabsOrientation = 'horizontal';

  readonly #children = new MutationObserver(() => this.requestUpdate());
  /** The tab selected at the last update, to bring a newly selected one into view. */
  #shown: PpTab | undefined;

  constructor() {
    super();
    this.addEventListener('click', this.#onClick);
    this.addEventListener('keydown', this.#onKeyDown);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#children.observe(this, { childList: true });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#children.disconnect();
  }

  /** Focuses the selected tab (where Tab enters the list). */
  override focus(options?: FocusOptions): void {
    this.#selected()?.focus(options);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const tabs = this.#tabs();
    const selected = this.#selected(tabs);
    if (selected) this.value = selected.panel;
    const panels = this.#panels();
    for (const tab of tabs) {
      const on = tab === selected;
      const panel = panels.find((each) => each.name === tab.panel);
      tab.setAttribute('aria-selected', String(on));
      if (panel) tab.setAttribute('aria-controls', panel.id);
      else tab.removeAttribute('aria-controls');
      if (tab.disabled) tab.removeAttribute('tabindex');
      else tab.tabIndex = on ? 0 : -1;
    }
    for (const panel of panels) {
      const tab = tabs.find((each) => each.panel === panel.name);
      if (tab) panel.setAttribute('aria-labelledby', tab.id);
      else panel.removeAttribute('aria-labelledby');
      panel.hidden = !selected || panel.name !== selected.panel;
    }
  }

  protected override render(): TemplateResult {
    return html`<div
        class="tablist"
        part="tablist"
        role="tablist"
        aria-label=${this.label || nothing}
        aria-orientation=${this.orientation === 'vertical' ? 'vertical' : nothing}
      >
        <!-- Unnamed, like the panels' slot: children are assigned by type (updated()), not by name. -->
        <slot></slot>
      </div>
      <div class="panels" part="panels"><slot></slot></div>`;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const tabs = this.#tabs();
    const [tabSlot, panelSlot] = this.renderRoot.querySelectorAll('slot');
    tabSlot!.assign(...tabs);
    panelSlot!.assign(...[...this.children].filter((child) => !(child instanceof PpTab)));
    this.#updatePanelFocus();
    const selected = this.#selected(tabs);
    if (selected && selected !== this.#shown) {
      // Once the tabs have rendered (their padding counts); at once the first time, smoothly after.
      const behavior: ScrollBehavior = this.#shown ? 'auto' : 'instant';
      void Promise.all(tabs.map((tab) => tab.updateComplete)).then(() => this.#reveal(selected, behavior));
    }
    this.#shown = selected;
  }

  /** This list's tabs, in document order. */
  #tabs(): PpTab[] {
    return [...this.children].filter((child): child is PpTab => child instanceof PpTab);
  }

  #panels(): PpTabPanel[] {
    return [...this.children].filter((child): child is PpTabPanel => child instanceof PpTabPanel);
  }

  /** The tab of `value` when it is enabled, else the first enabled tab. */
  #selected(tabs = this.#tabs()): PpTab | undefined {
    const enabled = tabs.filter((tab) => !tab.disabled);
    return enabled.find((tab) => tab.panel === this.value) ?? enabled[0];
  }

  /** The shown panel takes the focus itself only when nothing in it can (the APG's advice). */
  #updatePanelFocus(): void {
    for (const panel of this.#panels()) {
      if (!panel.hidden && !hasFocusable(panel)) panel.tabIndex = 0;
      else panel.removeAttribute('tabindex');
    }
  }

  /** Scrolls the tab list (not the page) so that `tab` is wholly in view. */
  #reveal(tab: PpTab, behavior: ScrollBehavior): void {
    const list = this.renderRoot.querySelector<HTMLElement>('.tablist')!;
    const box = list.getBoundingClientRect();
    const rect = tab.getBoundingClientRect();
    const over = (start: number, end: number, min: number, max: number) =>
      start < min ? start - min : end > max ? Math.min(end - max, start - min) : 0;
    const left = over(rect.left, rect.right, box.left, box.right);
    const top = over(rect.top, rect.bottom, box.top, box.bottom);
    if (left || top) list.scrollBy({ left, top, behavior });
  }

  /** The tab of this list an event happened in. */
  #tabOf(event: Event): PpTab | undefined {
    const tab = (event.target as Element).closest?.('pp-tab');
    return tab instanceof PpTab && tab.parentElement === this ? tab : undefined;
  }

  /** The person chose `tab`: unless a listener cancels `pp-tab-show`, it becomes the selected one. */
  #choose(tab: PpTab): void {
    const previous = this.value;
    if (tab.disabled || tab.panel === previous) return;
    const event = this.emit('pp-tab-show', { value: tab.panel, previous, tab }, { cancelable: true });
    if (!event.defaultPrevented) this.value = tab.panel;
  }

  #onClick = (event: MouseEvent): void => {
    const tab = this.#tabOf(event);
    if (!tab || tab.disabled) return;
    tab.focus();
    this.#choose(tab);
  };

  #onKeyDown = (event: KeyboardEvent): void => {
    const tab = this.#tabOf(event);
    if (!tab || event.altKey || event.ctrlKey || event.metaKey) return;
    const { key } = event;
    if (key === 'Tab') {
      // Content may have arrived in the panel since the last update: decide before the focus moves.
      this.#updatePanelFocus();
      return;
    }
    if (key === 'Enter' || key === ' ') {
      event.preventDefault();
      this.#choose(tab);
      return;
    }
    const vertical = this.orientation === 'vertical';
    let step = vertical ? { ArrowDown: 1, ArrowUp: -1 }[key] : { ArrowRight: 1, ArrowLeft: -1 }[key];
    if (step && !vertical && tab.matches(':dir(rtl)')) step = -step;
    const enabled = this.#tabs().filter((each) => !each.disabled);
    const count = enabled.length;
    const index = enabled.indexOf(tab);
    const next =
      key === 'Home'
        ? enabled[0]
        : key === 'End'
          ? enabled[count - 1]
          : step
            ? enabled[(index + step + count) % count]
            : undefined;
    if (!next) return;
    event.preventDefault();
    next.focus();
    if (this.activation !== 'manual') this.#choose(next);
  };
}

defineElement('pp-tabs', PpTabs);

declare global {
  interface HTMLElementTagNameMap {
    'pp-tabs': PpTabs;
  }
  interface HTMLElementEventMap {
    'pp-tab-show': CustomEvent<TabShowDetail>;
  }
}
